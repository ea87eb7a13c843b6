import type { ChatContext, ChatHistoryMessage, RoomType } from '#shared/chat.ts';
import type { Project } from '#shared/content.ts';
import { type BudgetTier, budgetTier } from '../knowledge/budget-guides.ts';
import type { GuideTopic } from '../knowledge/knowledge-docs.ts';
import type { StudioSnapshot } from '../knowledge/studio-snapshot.ts';
import { STYLE_GUIDES, type StyleGuide } from '../knowledge/style-guides.ts';
import { contentTerms, normalizeText, stem, stems, term } from '../text/normalize.ts';

/** What the conversation is about right now: the room, style, topic, project and budget in play. */
export interface Focus {
  room: RoomType | null;
  /** the room was named in this very message (not inherited from history or context) */
  roomInMessage: boolean;
  style: StyleGuide | null;
  /** a style the studio lists but the guidance does not know (label) */
  styleLabel: string | null;
  topic: GuideTopic | null;
  project: Project | null;
  budget: BudgetTier | null;
  /** the message leans on what came before ("what about lighting?") */
  followUp: boolean;
}

const ROOM_TERMS: Array<[string, RoomType]> = [
  [term('livingroom'), 'living-room'],
  [term('kitchen'), 'kitchen'],
  [term('bedroom'), 'bedroom'],
  [term('dining'), 'dining'],
  [term('bathroom'), 'bathroom'],
  [term('homeoffice'), 'home-office'],
];

const TOPIC_TERMS: Array<[GuideTopic, string[]]> = [
  ['lighting', ['light']],
  ['color', ['color', 'white', 'dark', 'gray', 'blue', 'green']],
  ['layout', ['layout', 'arrange', 'space', 'size', 'clearance', 'flow', 'walkway']],
  [
    'materials',
    ['material', 'finish', 'fabric', 'floor', 'flooring', 'tile', 'worktop', 'countertop', 'stone', 'wood'],
  ],
  ['furniture', ['furniture', 'sofa', 'chair', 'table', 'bed', 'storage', 'rug', 'stool', 'desk']],
  ['budget', ['budget', 'save']],
].map(([topic, list]) => [topic as GuideTopic, (list as string[]).map(term)]);

const FOLLOW_UP = /^(and|also|what about|how about|and what about|what if|ok|okay|so|then)\b/;

export function roomsIn(text: string): RoomType[] {
  const terms = new Set(contentTerms(text));
  return ROOM_TERMS.filter(([t]) => terms.has(t)).map(([, room]) => room);
}

export function roomIn(text: string): RoomType | null {
  return roomsIn(text)[0] ?? null;
}

export function topicIn(text: string): GuideTopic | null {
  const terms = new Set(contentTerms(text));
  return TOPIC_TERMS.find(([, list]) => list.some((t) => terms.has(t)))?.[0] ?? null;
}

/** A style named in the text: the longest alias wins ("modern minimalist" over "modern"). */
export function styleIn(text: string): StyleGuide | null {
  const normalized = ` ${normalizeText(text)} `;
  let best: { guide: StyleGuide; length: number } | null = null;
  for (const guide of STYLE_GUIDES) {
    for (const alias of [guide.label.toLowerCase(), ...guide.aliases]) {
      if (normalized.includes(` ${alias} `) && (!best || alias.length > best.length)) {
        best = { guide, length: alias.length };
      }
    }
  }
  return best?.guide ?? null;
}

/** A style given as an option value, label or free words ("scandinavian", "Modern Minimalist", "japandi"). */
export function styleFromContext(style: string | undefined): StyleGuide | null {
  if (!style) return null;
  const value = style.trim().toLowerCase();
  return STYLE_GUIDES.find((guide) => guide.style === value) ?? styleIn(style);
}

const CATEGORY_WORDS = new Set(
  ['kitchen', 'livingroom', 'living', 'bedroom', 'dining', 'diningroom', 'room', 'suite', 'parlor'].map(stem),
);

/**
 * The project a message names, by the distinctive words of its title: "the navy kitchen" finds
 * Midnight Navy Kitchen. A word shared by several titles ("walnut") is not enough on its own.
 */
export function projectIn(text: string, projects: Project[]): Project | null {
  const terms = new Set(stems(text));
  const titleTerms = projects.map((p) => new Set(stems(p.title)));
  const counts = new Map<string, number>();
  for (const set of titleTerms) for (const t of set) counts.set(t, (counts.get(t) ?? 0) + 1);
  let best: { project: Project; score: number } | null = null;
  projects.forEach((project, i) => {
    const own = [...(titleTerms[i] ?? [])];
    const distinctive = own.filter((t) => !CATEGORY_WORDS.has(t) && terms.has(t));
    const unique = distinctive.filter((t) => counts.get(t) === 1);
    const categoryHit = own.some((t) => CATEGORY_WORDS.has(t) && terms.has(t));
    const named = distinctive.length >= 2 || (unique.length >= 1 && (categoryHit || /\bproject\b/i.test(text)));
    const score = distinctive.length + unique.length + (categoryHit ? 0.5 : 0);
    if (named && (!best || score > best.score)) best = { project, score };
  });
  return (best as { project: Project } | null)?.project ?? null;
}

function lastUserMessages(history: ChatHistoryMessage[], count: number): string[] {
  return history
    .filter((m) => m.role === 'user')
    .slice(-count)
    .reverse()
    .map((m) => m.content);
}

export function resolveFocus(
  message: string,
  history: ChatHistoryMessage[],
  context: ChatContext,
  snapshot: StudioSnapshot,
): Focus {
  const normalized = normalizeText(message);
  const shortMessage = contentTerms(message).length <= 6;
  const followUp = FOLLOW_UP.test(normalized) || (shortMessage && history.length > 0);
  const earlier = followUp ? lastUserMessages(history, 3) : [];
  const messageRoom = roomIn(message);
  const room = messageRoom ?? earlier.map(roomIn).find(Boolean) ?? context.roomType ?? null;
  const messageStyle = styleIn(message);
  const style = messageStyle ?? earlier.map(styleIn).find(Boolean) ?? styleFromContext(context.style);
  const styleOption = snapshot.options.styles.find((o) => normalized.includes(o.label.toLowerCase()));
  const project = projectIn(message, snapshot.projects) ?? (followUp ? findEarlierProject(earlier, snapshot) : null);
  return {
    room,
    roomInMessage: messageRoom !== null,
    style: style ?? null,
    styleLabel: !style && styleOption ? styleOption.label : null,
    topic: topicIn(message) ?? (followUp ? (earlier.map(topicIn).find(Boolean) ?? null) : null),
    project,
    budget: budgetTier(context.budget),
    followUp,
  };
}

function findEarlierProject(earlier: string[], snapshot: StudioSnapshot): Project | null {
  for (const text of earlier) {
    const project = projectIn(text, snapshot.projects);
    if (project) return project;
  }
  return null;
}
