import type { ChatLink, RoomType } from '#shared/chat.ts';
import type { BlogPost, Project } from '#shared/content.ts';
import type { GuideTopic } from '../../knowledge/knowledge-docs.ts';
import type { KnowledgeHit, KnowledgeIndex } from '../../knowledge/knowledge-index.ts';
import { ROOM_GUIDES } from '../../knowledge/room-guides.ts';
import { contentTerms, term, termsOf, words } from '../../text/normalize.ts';
import { joinList, pickSentences, scoreSentence } from '../../text/sentences.ts';
import { type Answer, type AnswerInput, answer, postLink, projectLink } from '../answer.ts';
import { roomsIn } from '../conversation-focus.ts';

/** Words that name a room or the act of asking: they locate a question but are not its subject. */
const NOT_A_SUBJECT = new Set(
  [
    'kitchen',
    'livingroom',
    'bedroom',
    'dining',
    'bathroom',
    'homeoffice',
    'room',
    'home',
    'house',
    'design',
    'idea',
    'tip',
    'advice',
    'suggest',
    'best',
    'good',
    'help',
    'kind',
    'work',
    'right',
    'buy',
    'choose',
  ].map(term),
);

/**
 * What the question is about, as weighted terms: its subject words ("rug", "lighting") count 1,
 * and 2 when the content itself is about them (a title or keyword word); the room and the rest
 * count a little, to break ties towards the right room.
 */
interface Subject {
  terms: Set<string>;
  /** subject terms that are key terms of the content ("sofa", not "kids") */
  salient: Set<string>;
  weights: Map<string, number>;
}

function subjectOf(text: string, index: KnowledgeIndex): Subject {
  const terms = new Set<string>();
  const weights = new Map<string, number>();
  for (const word of words(text)) {
    const wordTerms = termsOf(word);
    // "diningroom" is a room even though its own stem is not in the list; its synonym is.
    const located = wordTerms.some((t) => NOT_A_SUBJECT.has(t));
    for (const t of wordTerms) {
      if (!located) terms.add(t);
      weights.set(t, Math.max(weights.get(t) ?? 0, located ? 0.25 : index.isKeyTerm(t) ? 2 : 1));
    }
  }
  const salient = new Set([...terms].filter((t) => index.isKeyTerm(t)));
  return { terms, salient, weights };
}

/** A hit is about the subject when it matched a salient term (or any subject term if none is salient). */
function isAbout(hit: KnowledgeHit, subject: Subject): boolean {
  const wanted = subject.salient.size > 0 ? subject.salient : subject.terms;
  return hit.matched.some((t) => wanted.has(t));
}

interface Passage {
  room: RoomType;
  topic: GuideTopic;
  sentences: string[];
}

/** The room guide passage for the question: the room and topic in play, or the best search hit for the room. */
function guidePassage(input: AnswerInput, query: string, subject: Subject): Passage | null {
  const { focus, index } = input;
  const passage = (room: RoomType, topic: GuideTopic): Passage => {
    const text = ROOM_GUIDES[room][topic].join(' ');
    const onSubject = pickSentences(text, subject.weights, 2);
    return { room, topic, sentences: onSubject.length > 0 ? onSubject : pickSentences(text, subject.weights, 2, true) };
  };
  if (focus.room && focus.topic) return passage(focus.room, focus.topic);
  const hit = index
    .search(query, { kinds: ['room-guide'], limit: 20 })
    .find((h) => (!focus.room || h.doc.room === focus.room) && isAbout(h, subject));
  if (hit?.doc.room && hit.doc.topic) return passage(hit.doc.room, hit.doc.topic);
  if (!focus.room || subject.terms.size > 0) return null;
  const guide = ROOM_GUIDES[focus.room];
  return { room: focus.room, topic: 'layout', sentences: [guide.summary, guide.layout[0] ?? ''].filter(Boolean) };
}

/** The question with the room and topic of the conversation added ("what about lighting?" after a kitchen question). */
export function adviceQuery(input: AnswerInput): string {
  const { message, focus } = input;
  const topicNamed =
    focus.topic !== null && contentTerms(message).some((t) => contentTerms(focus.topic ?? '').includes(t));
  const extras = [
    focus.room && !focus.roomInMessage ? ROOM_GUIDES[focus.room].label : '',
    focus.followUp && focus.topic && !topicNamed ? focus.topic : '',
  ];
  return [message, ...extras].filter(Boolean).join(' ');
}

/**
 * The journal post on the subject: one whose title or tags name it (a passing mention in the body
 * is not enough), and not a post about another room ("Layer Lighting in a Living Room" does not
 * answer a kitchen question).
 */
function relevantPost(
  index: KnowledgeIndex,
  query: string,
  subject: Subject,
  room: RoomType | null,
): { post: BlogPost; lines: string[] } | null {
  for (const hit of index.search(query, { kinds: ['post'], limit: 5 })) {
    if (!isAbout(hit, subject) || !namedInHeading(hit, subject)) continue;
    const rooms = roomsIn(`${hit.doc.title} ${hit.doc.keywords}`);
    if (room && rooms.length > 0 && !rooms.includes(room)) continue;
    const post = index.snapshot.posts.find((p) => p.slug === hit.doc.slug);
    // A post that only mentions the subject in passing has no sentence about it: not worth a link.
    const lines = post ? pickSentences(post.content, subject.weights, 2).filter((l) => sharesSubject(l, subject)) : [];
    if (post && lines.length > 0) return { post, lines };
  }
  return null;
}

function relevantProject(input: AnswerInput, query: string, subject: Subject, room: RoomType | null): Project | null {
  const { focus, index } = input;
  if (focus.project) return focus.project;
  const category = room ? ROOM_GUIDES[room].category : null;
  for (const hit of index.search(query, { kinds: ['project'], limit: 10 })) {
    if (!isAbout(hit, subject)) continue;
    const project = index.snapshot.projects.find((p) => p.slug === hit.doc.slug);
    if (project && (!category || project.category === category)) return project;
  }
  return null;
}

/** The subject is in the post's title, or at least two of its words are among the tags ("north light" is not about lamps). */
function namedInHeading(hit: KnowledgeHit, subject: Subject): boolean {
  const wanted = subject.salient.size > 0 ? subject.salient : subject.terms;
  const inField = (field: string) =>
    new Set(
      Object.entries(hit.fields)
        .filter(([, fields]) => fields.includes(field))
        .flatMap(([docTerm]) => termsOf(docTerm).filter((t) => wanted.has(t))),
    ).size;
  return inField('title') >= 1 || inField('keywords') >= 2;
}

function best(sentences: string[], subject: Subject): number {
  return Math.max(0, ...sentences.map((s) => scoreSentence(s, subject.weights)));
}

function sharesSubject(sentence: string, subject: Subject): boolean {
  return contentTerms(sentence).some((t) => subject.terms.has(t));
}

/**
 * Design advice in a few sentences: the built-in guidance for the room and topic (or, without a
 * room, the journal post on the subject), the style's move for that room, a line from a project
 * where the studio did it and the post to read next, with links. Null when none of it is relevant.
 */
export function answerAdvice(input: AnswerInput): Answer | null {
  const { focus, index, context } = input;
  const query = adviceQuery(input);
  const subject = subjectOf(query, index);
  const post = relevantPost(index, query, subject, focus.room);
  let passage = guidePassage(input, query, subject);
  // Without a room, a guide passage for some room competes with the journal: the closer one leads.
  if (!focus.room && passage && post && best(post.lines, subject) >= best(passage.sentences, subject)) passage = null;
  // As a pointer after the guidance, a post needs a line nearly as much on the subject.
  const further =
    post && (!passage || best(post.lines, subject) >= 0.6 * best(passage.sentences, subject)) ? post : null;
  const room = passage?.room ?? focus.room;
  const project = relevantProject(input, query, subject, room);
  const parts: string[] = [];
  const links: ChatLink[] = [];
  const facts: string[] = [];

  if (passage) {
    parts.push(...passage.sentences);
    facts.push(...passage.sentences);
  } else if (post) {
    // Without a room the journal leads: its advice is the studio's own.
    parts.push(`Our journal post “${post.post.title}” covers this: ${post.lines.join(' ')}`);
  }
  if (focus.style && room) parts.push(focus.style.rooms[room]);
  if (project) {
    const example = pickSentences(project.description, subject.weights, 1).find((l) => sharesSubject(l, subject));
    if (example) {
      parts.push(`In our ${project.title}: “${example}”`);
      links.push(projectLink(project));
      facts.push(`${project.title}: ${project.description}`);
    }
  }
  if (further) {
    if (passage) parts.push(`Our journal post “${further.post.title}” goes further: “${further.lines[0]}”`);
    links.push(postLink(further.post));
    facts.push(`${further.post.title}: ${further.post.excerpt}`);
  }
  if (parts.length === 0) return null;
  if (focus.topic === 'color' && context.palette && context.palette.length > 0) {
    const names = context.palette.slice(0, 3).map((c) => c.name);
    parts.push(
      `With the ${joinList(names)} of your photo, keep the palest on the largest surfaces and repeat the strongest two or three times.`,
    );
  }
  return answer(parts.join(' '), links, facts);
}
