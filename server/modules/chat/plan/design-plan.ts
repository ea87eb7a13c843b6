import {
  type ChatContext,
  type ChatLink,
  type DesignPlan,
  DesignPlanSchema,
  type PaletteColour,
  type RoomType,
} from '#shared/chat.ts';
import type { Project } from '#shared/content.ts';
import { styleFromContext } from '../engine/conversation-focus.ts';
import { distance, hexToOklab } from '../image/color-space.ts';
import { BUDGET_TIPS, budgetTier } from '../knowledge/budget-guides.ts';
import { ROOM_GUIDES } from '../knowledge/room-guides.ts';
import { optionLabel, type StudioSnapshot } from '../knowledge/studio-snapshot.ts';
import { DEFAULT_STYLE, STYLE_GUIDES, type StyleColor, type StyleGuide } from '../knowledge/style-guides.ts';
import { firstSentences, joinList, labelInSentence, lowerFirst } from '../text/sentences.ts';

/** When the visitor gives no room, the plan is for the room people ask about most. */
const DEFAULT_ROOM: RoomType = 'living-room';

export type PlanWithLinks = DesignPlan & { links: ChatLink[] };

/** Where a photo's colors go, by how light they are: pale on the walls, deep as accents. */
function photoUsages(colors: PaletteColour[]): StyleColor[] {
  const byLightness = [...colors].map((c) => ({ ...c, L: hexToOklab(c.hex).L })).sort((a, b) => b.L - a.L);
  const usages = [
    'walls and ceiling',
    'large pieces: the sofa or bed, curtains or rug',
    'accents: cushions, art and ceramics',
  ];
  return byLightness.map((c, i) => ({
    name: c.name,
    hex: c.hex.toLowerCase(),
    usage:
      i === 0 && c.L > 0.7 ? (usages[0] ?? '') : i === byLightness.length - 1 ? (usages[2] ?? '') : (usages[1] ?? ''),
  }));
}

/**
 * The plan's palette: the largest colors of the visitor's photo (when there is one), completed
 * with the style's colors that are not already there, 5 in all.
 */
function planPalette(style: StyleGuide, photo: PaletteColour[] | undefined): StyleColor[] {
  const fromPhoto = photoUsages([...(photo ?? [])].sort((a, b) => (b.share ?? 0) - (a.share ?? 0)).slice(0, 3));
  const chosen = [...fromPhoto];
  // The style's colors fill up to five, leaving out any the photo already has (to the eye).
  for (const color of style.palette) {
    if (chosen.length >= 5) break;
    const lab = hexToOklab(color.hex);
    if (fromPhoto.every((c) => distance(hexToOklab(c.hex), lab) > 0.08)) chosen.push(color);
  }
  // The schema wants three at least, even from a one-color photo that shares the style's colors.
  for (const color of style.palette) if (chosen.length < 3 && !chosen.includes(color)) chosen.push(color);
  return chosen.slice(0, 6);
}

/** The studio's projects most like the plan: same room and style, then same room, then same style. */
export function matchingProjects(
  snapshot: StudioSnapshot,
  room: RoomType,
  style: string,
  preferred: Project[] = [],
): Project[] {
  const category = ROOM_GUIDES[room].category;
  const score = (p: Project) =>
    (p.category === category ? 2 : 0) +
    (p.style === style ? 1.5 : 0) +
    (preferred.includes(p) ? 1 : 0) +
    (p.featured ? 0.1 : 0);
  return snapshot.projects
    .filter((p) => score(p) >= 1)
    .sort((a, b) => score(b) - score(a))
    .slice(0, 3);
}

/**
 * A design plan from the room type, style, budget and palette in the context, drawing on the
 * built-in guidance and the studio's matching projects. Every field is filled and the result is
 * checked against the shared schema before it leaves.
 */
export function composeDesignPlan(
  snapshot: StudioSnapshot,
  context: ChatContext,
  options: { paletteMatches?: Project[] } = {},
): PlanWithLinks {
  const room = context.roomType ?? DEFAULT_ROOM;
  const guide = ROOM_GUIDES[room];
  const known = styleFromContext(context.style);
  const style = known ?? STYLE_GUIDES.find((s) => s.style === DEFAULT_STYLE);
  if (!style) throw new Error(`the default style ${DEFAULT_STYLE} has no guide`);
  const tier = budgetTier(context.budget);
  const photo = context.palette?.filter((c) => c.name && c.hex) ?? [];
  const palette = planPalette(style, photo);
  const projects = matchingProjects(snapshot, room, style.style, options.paletteMatches);

  const concept = [
    `This plan is for a ${labelInSentence(style.label)} ${guide.label}.`,
    style.concept,
    style.rooms[room],
    guide.summary,
  ];
  if (photo.length > 0) {
    const fromPhoto = photo.slice(0, 3).map((c) => c.name);
    const added = palette.slice(fromPhoto.length).map((c) => c.name);
    concept.push(
      `The palette builds on the ${joinList(fromPhoto)} of your photo${added.length > 0 ? `, adding ${joinList(added)} from the ${labelInSentence(style.label)} palette` : ''}.`,
    );
  }
  const budgetLabel = tier && snapshot.options.budgets.find((b) => b.value === tier)?.label;
  if (budgetLabel && tier !== 'not-sure') concept.push(`It is planned around a budget of ${budgetLabel}.`);
  if (context.style && !known) {
    concept.push(
      `I have no notes on a "${context.style}" style, so this starts from a ${labelInSentence(style.label)} look.`,
    );
  }
  const assumed = [
    !context.roomType && 'a living room',
    !context.style && `a ${labelInSentence(style.label)} look`,
  ].filter((a): a is string => Boolean(a));
  if (assumed.length > 0) concept.push(`I assumed ${joinList(assumed)}; tell me yours for a closer plan.`);
  if (projects.length > 0) {
    concept.push(`For a feel of it in a real home, see ${joinList(projects.map((p) => p.title))} in our portfolio.`);
  }

  const consultation = snapshot.settings.services.find((s) => /consult/i.test(s.title));
  const budgetTips = [
    ...(tier ? BUDGET_TIPS[tier] : []),
    ...guide.budget.slice(0, tier ? 2 : 3),
    ...(consultation ? [serviceTip(consultation.title, consultation.description)] : []),
  ];

  const plan: DesignPlan = {
    overallConcept: clip(concept.join(' '), 1500),
    colorPalette: palette.map((c) => ({ name: c.name, hex: c.hex, usage: c.usage })),
    furnitureRecommendations: [style.rooms[room], ...guide.furniture.slice(0, 5), `Style notes: ${style.furniture}`]
      .map((t) => clip(t, 300))
      .slice(0, 8),
    lightingTips: [...guide.lighting.slice(0, 3), `Fittings: ${style.lighting}`].map((t) => clip(t, 300)).slice(0, 6),
    budgetTips: budgetTips.map((t) => clip(t, 300)).slice(0, 6),
  };
  const links: ChatLink[] = [
    ...projects.map((p) => ({ href: `/projects/${p.slug}`, label: p.title })),
    { href: '/contact', label: 'Plan it with the studio' },
  ];
  if (guide.category && snapshot.projects.some((p) => p.category === guide.category)) {
    const label = optionLabel(snapshot.options.categories, guide.category);
    links.push({ href: `/portfolio?category=${encodeURIComponent(guide.category)}`, label: `${label} projects` });
  }
  return { ...DesignPlanSchema.parse(plan), links };
}

/** "Our Design Consultation is a two-hour visit …" */
function serviceTip(title: string, description: string): string {
  const first = firstSentences(description, 1);
  return /^an? /i.test(first)
    ? `Not sure where to start? Our ${title} is ${lowerFirst(first)}`
    : `Not sure where to start? Our ${title}: ${first}`;
}

/** Cuts at a sentence or word boundary so a long field still reads as prose. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const sentence = cut.lastIndexOf('. ');
  if (sentence > max * 0.6) return cut.slice(0, sentence + 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}
