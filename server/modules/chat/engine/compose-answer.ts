import { composeDesignPlan } from '../plan/design-plan.ts';
import { joinList, lowerFirst, splitSentences } from '../text/sentences.ts';
import { type Answer, type AnswerInput, answer, combineAnswers } from './answer.ts';
import { answerAdvice } from './answers/advice.ts';
import {
  answerPricing,
  answerProcess,
  answerServices,
  answerTimeline,
  asksForLeast,
  serviceIn,
} from './answers/offer.ts';
import { answerRoomHelp, asksForOneRoom } from './answers/room-help.ts';
import { answerServiceArea } from './answers/service-area.ts';
import { answerGreeting, answerThanks, answerUnknown } from './answers/small-talk.ts';
import { answerAbout, answerBooking, answerContact, answerHours, answerReviews } from './answers/studio-facts.ts';
import { answerAvailability, answerCommercial, answerShop } from './answers/studio-scope.ts';
import { answerPortfolio, answerProject, answerRoomWork, answerStyleWork } from './answers/work.ts';
import { projectIn, styleIn } from './conversation-focus.ts';
import { detectIntents, type Intent } from './intents.ts';

/** A question about facts of the studio, answered from settings and content alone. */
const FACT_ANSWERS: Array<[Intent, (input: AnswerInput) => Answer]> = [
  ['hours', answerHours],
  ['contact', answerContact],
  ['area', answerServiceArea],
  ['availability', answerAvailability],
  ['commercial', answerCommercial],
  ['shop', answerShop],
  ['booking', answerBooking],
  ['pricing', answerPricing],
  ['timeline', answerTimeline],
  ['process', answerProcess],
  ['services', answerServices],
  ['reviews', answerReviews],
  ['about', answerAbout],
];

/** The most a two-part question gets: more reads as a dump. */
const MAX_PARTS = 2;
/** Share of a question's words the index must know before a search result counts as an answer. */
const MIN_COVERAGE = 0.6;

/**
 * The built-in engine's answer: the intents of the message pick the composers (up to two, for
 * "your hours and your address?"), design questions go to the guidance and the journal, and
 * anything the content does not cover gets a plain "I don't know" with the enquiry form.
 */
export function composeAnswer(input: AnswerInput): Answer {
  const { message, focus, index } = input;
  const intents = detectIntents(message);
  if (intents.length === 1 && intents[0] === 'greeting') return answerGreeting(input);
  if (intents.length === 1 && intents[0] === 'thanks') return answerThanks(input);

  const parts: Answer[] = [];
  const projectInMessage = projectIn(message, index.snapshot.projects);
  if (projectInMessage && !intents.some((i) => ['pricing', 'timeline', 'hours', 'contact', 'plan'].includes(i))) {
    parts.push(answerProject(input, projectInMessage));
  }

  const consultationNamed = serviceIn(message, index.snapshot.settings.services)?.title.match(/consult/i);
  for (const [intent, compose] of FACT_ANSWERS) {
    if (parts.length >= MAX_PARTS || !intents.includes(intent)) continue;
    // "Do you offer consultations?" is a booking question; the services answer would repeat it.
    if (intent === 'services' && intents.includes('booking') && consultationNamed) continue;
    // "How much is a consultation?" asks the price, not how to book one.
    if (
      intent === 'booking' &&
      intents.includes('pricing') &&
      !/\b(book|booking|appointment|schedule|hire)\b/i.test(message)
    )
      continue;
    // "How much is a full home design?" — the pricing answer already describes the named service.
    if (intent === 'services' && intents.includes('pricing') && serviceIn(message, index.snapshot.settings.services))
      continue;
    // "about" cues ("experience", "designer") inside a question about a project or the work.
    if (intent === 'about' && (parts.length > 0 || intents.includes('work'))) continue;
    // "Are you open to new clients?" is not about opening hours.
    if (intent === 'hours' && intents.includes('availability')) continue;
    // "Do you offer commercial design services?", "Do you sell furniture?": the scope answer says it.
    if (intent === 'services' && (intents.includes('commercial') || intents.includes('shop'))) continue;
    // "What's your service area?", "What's the least expensive service?": one answer says it all.
    if (intent === 'services' && intents.includes('area')) continue;
    if (intent === 'services' && intents.includes('pricing') && asksForLeast(message)) continue;
    // "Can you help with a small bathroom?" — the service for that room, not the whole list.
    const named = serviceIn(message, index.snapshot.settings.services);
    if (intent === 'services' && !named && (focus.roomInMessage || asksForOneRoom(message))) {
      parts.push(answerRoomHelp(input, focus.roomInMessage ? focus.room : null));
      continue;
    }
    parts.push(compose(input));
  }
  if (parts.length > 0) return combineAnswers(parts);

  if (intents.includes('plan')) return answerPlanInChat(input);

  const styleInMessage = styleIn(message);
  if (
    intents.includes('work') ||
    (!intents.includes('advice') && (focus.roomInMessage || styleInMessage) && !focus.topic)
  ) {
    if (focus.roomInMessage && focus.room) return answerRoomWork(input, focus.room);
    if (styleInMessage) return answerStyleWork(input, styleInMessage);
    if (intents.includes('work')) return answerPortfolio(input);
  }

  const grounded = focus.roomInMessage || focus.topic !== null || styleInMessage !== null || focus.project !== null;
  if (grounded || onTopic(input)) {
    const advice = answerAdvice(input);
    if (advice) return advice;
  }
  return answerFromSearch(input) ?? answerUnknown(input);
}

/** Most of the question's words are known, and one of them names something the content is about. */
function onTopic({ message, index }: AnswerInput): boolean {
  return index.knowsSubject(message) && index.coverage(message) >= MIN_COVERAGE;
}

/** No intent and no known subject: the best search hit decides, if the index knows the words at all. */
function answerFromSearch(input: AnswerInput): Answer | null {
  const { message, index } = input;
  if (!onTopic(input)) return null;
  const hit = index.search(message, { limit: 1 })[0];
  if (!hit) return null;
  const { doc } = hit;
  switch (doc.kind) {
    case 'project': {
      const project = index.snapshot.projects.find((p) => p.slug === doc.slug);
      return project ? answerProject(input, project) : null;
    }
    case 'post': {
      const post = index.snapshot.posts.find((p) => p.slug === doc.slug);
      if (!post) return null;
      return answer(
        `Our journal covers this in “${post.title}”: ${post.excerpt}`,
        [{ href: `/blog/${post.slug}`, label: post.title }],
        [`${post.title}: ${post.excerpt}`],
      );
    }
    case 'service':
      return answerServices(input);
    case 'process':
      return answerProcess(input);
    case 'studio':
      return answerAbout(input);
    case 'testimonial':
      return answerReviews(input);
    default:
      return null;
  }
}

/** "Can you make me a plan for my bedroom?" — the plan's gist in a few sentences. */
function answerPlanInChat(input: AnswerInput): Answer {
  const { focus, context, index } = input;
  const plan = composeDesignPlan(index.snapshot, {
    ...context,
    roomType: focus.room ?? context.roomType,
    style: focus.style?.style ?? context.style,
  });
  const concept = splitSentences(plan.overallConcept).slice(0, 2).join(' ');
  const message = [
    concept,
    `The palette: ${joinList(plan.colorPalette.map((c) => `${c.name} for ${c.usage}`))}.`,
    `Start with ${lowerFirst(plan.furnitureRecommendations[1] ?? plan.furnitureRecommendations[0] ?? '')}.`,
    "Choose 'Create a design plan' for the full plan, with furniture, lighting and budget tips.",
  ].join(' ');
  return answer(message, plan.links, [plan.overallConcept]);
}
