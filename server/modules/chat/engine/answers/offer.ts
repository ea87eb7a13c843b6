import type { ChatLink } from '#shared/chat.ts';
import { PROCESS_STEPS } from '#shared/process-steps.ts';
import type { ServiceCard } from '#shared/settings.ts';
import { BUDGET_TIPS } from '../../knowledge/budget-guides.ts';
import { PROCESS_HREF, SERVICES_HREF } from '../../knowledge/knowledge-docs.ts';
import { ROOM_GUIDES } from '../../knowledge/room-guides.ts';
import { contentTerms, normalizeText, term } from '../../text/normalize.ts';
import { firstSentences, joinList, lowerFirst } from '../../text/sentences.ts';
import { type Answer, type AnswerInput, answer, CONTACT_LINK } from '../answer.ts';

const SERVICES_LINK: ChatLink = { href: SERVICES_HREF, label: 'Our services' };
const PROCESS_LINK: ChatLink = { href: PROCESS_HREF, label: 'Our design process' };

/** Title words too common to name a service on their own ("the project", "my home"). */
const GENERIC = new Set(['design', 'project', 'room', 'home', 'selection'].map(term));

/** The service a message names ("space planning", "project management"), by the words of its title. */
export function serviceIn(message: string, services: ServiceCard[]): ServiceCard | null {
  const terms = new Set(contentTerms(message));
  let best: { service: ServiceCard; share: number } | null = null;
  for (const service of services) {
    const own = [...new Set(contentTerms(service.title))];
    const hits = own.filter((t) => terms.has(t));
    const share = own.length > 0 ? hits.length / own.length : 0;
    // "Design Consultation" is named by "consultation" alone; "Full Home Design" needs more than "design".
    const telling = hits.some((t) => !GENERIC.has(t)) || hits.length >= 2;
    if (telling && share >= 0.5 && (!best || share > best.share)) best = { service, share };
  }
  return best?.service ?? null;
}

export function answerServices({ message, index }: AnswerInput): Answer {
  const { services } = index.snapshot.settings;
  if (services.length === 0) {
    return answer(
      "The studio hasn't listed its services here yet. Tell us about your project through the enquiry form and we'll tell you how we can help.",
      [CONTACT_LINK],
    );
  }
  const named = serviceIn(message, services);
  if (named) {
    return answer(
      `Yes, ${named.title} is one of our services. ${named.description}`,
      [SERVICES_LINK, CONTACT_LINK],
      [`${named.title}: ${named.description}`],
    );
  }
  const titles = services.map((s) => s.title);
  const first = services[0];
  const parts = [
    `We offer ${services.length === 1 ? 'one service' : `${services.length} services`}: ${joinList(titles)}.`,
    first ? `${first.title}, for example: ${lowerFirst(firstSentences(first.description, 1))}` : '',
    'If you are not sure which fits, a short note through the enquiry form is enough for the studio to suggest one.',
  ].filter(Boolean);
  return answer(
    parts.join(' '),
    [SERVICES_LINK, CONTACT_LINK],
    services.map((s) => `${s.title}: ${s.description}`),
  );
}

/** "What's your cheapest option?", "the least I can spend": the visitor wants the smallest way in. */
const LEAST =
  /\b(cheap|cheaper|cheapest|lowest|smallest|smaller|minimum|least|entry level|starter|most affordable|affordable)\b/;

export function asksForLeast(message: string): boolean {
  return LEAST.test(normalizeText(message));
}

/** The smallest engagement the studio lists: its consultation, a visit rather than a project. */
function smallestService(services: ServiceCard[]): ServiceCard | null {
  return services.find((s) => /consult/i.test(s.title)) ?? null;
}

export function answerPricing({ message, focus, index }: AnswerInput): Answer {
  const { snapshot } = index;
  const parts: string[] = [];
  const facts: string[] = [];
  const smallest = asksForLeast(message) ? smallestService(snapshot.settings.services) : null;
  if (smallest) {
    parts.push(
      `The smallest way to work with the studio is our ${smallest.title}: ${lowerFirst(smallest.description)}`,
    );
    facts.push(`${smallest.title}: ${smallest.description}`);
  }
  parts.push(
    "I don't have a price list to share: the studio doesn't publish fixed fees, because they depend on the size and scope of each project.",
  );
  const ranges = snapshot.options.budgets.filter((b) => /\d/.test(b.label)).map((b) => b.label);
  if (ranges.length > 0) {
    parts.push(`When you enquire, you can tell us your budget in one of these ranges: ${joinList(ranges, 'or')}.`);
    facts.push(`Budget ranges on the enquiry form: ${ranges.join('; ')}.`);
  }
  const named = serviceIn(message, snapshot.settings.services);
  const service = named === smallest ? null : named;
  if (service) {
    parts.push(`${service.title}: ${lowerFirst(firstSentences(service.description, 1))}`);
    facts.push(`${service.title}: ${service.description}`);
  }
  if (focus.budget) {
    const tip = BUDGET_TIPS[focus.budget][0];
    if (tip) parts.push(tip);
  } else if (focus.room) {
    const tip = ROOM_GUIDES[focus.room].budget[0];
    if (tip) parts.push(`As a rule of thumb for a ${ROOM_GUIDES[focus.room].label}: ${lowerFirst(tip)}`);
  }
  parts.push('For a quote, describe your project in the enquiry form and the studio will talk fees through with you.');
  const links: ChatLink[] = [{ href: '/contact', label: 'Ask for a quote' }];
  if (service || smallest) links.push(SERVICES_LINK);
  return answer(parts.join(' '), links, facts);
}

export function answerProcess(_input: AnswerInput): Answer {
  const steps = PROCESS_STEPS.map(
    (step, i) => `${i + 1}. ${step.title}: ${lowerFirst(firstSentences(step.description, 1))}`,
  );
  return answer(
    `Working with us follows ${PROCESS_STEPS.length} steps.\n${steps.join('\n')}`,
    [PROCESS_LINK, CONTACT_LINK],
    PROCESS_STEPS.map((s) => `${s.title}: ${s.description}`),
  );
}

export function answerTimeline({ index, focus }: AnswerInput): Answer {
  const { services } = index.snapshot.settings;
  const consultation = services.find((s) => /consult/i.test(s.title));
  const parts = [
    "I can't give you a fixed timeline: the studio doesn't publish standard durations, because they depend on the scope of the work and on lead times for furniture and materials.",
  ];
  if (consultation) {
    parts.push(
      `The quickest way in is our ${consultation.title}: ${lowerFirst(firstSentences(consultation.description, 2))}`,
    );
  }
  parts.push(`Larger projects move through ${joinList(PROCESS_STEPS.map((s) => s.title))}.`);
  if (focus.budget && focus.budget !== 'not-sure' && focus.budget !== 'under-10k') {
    const tip = BUDGET_TIPS[focus.budget][1];
    if (tip) parts.push(tip);
  }
  parts.push('Tell us your timing in the enquiry form and the studio will tell you what is realistic.');
  return answer(
    parts.join(' '),
    [CONTACT_LINK, PROCESS_LINK],
    consultation ? [`${consultation.title}: ${consultation.description}`] : [],
  );
}
