import type { ChatLink } from '#shared/chat.ts';
import { replyWithin } from '#shared/reply-promise.ts';
import { SERVICES_HREF } from '../../knowledge/knowledge-docs.ts';
import { ROOM_GUIDES } from '../../knowledge/room-guides.ts';
import type { StudioSnapshot } from '../../knowledge/studio-snapshot.ts';
import { firstSentences, joinList, lowerFirst, splitSentences } from '../../text/sentences.ts';
import { type Answer, type AnswerInput, answer, CONTACT_LINK } from '../answer.ts';

const ABOUT_LINK: ChatLink = { href: '/about', label: 'About the studio' };
const SERVICES_LINK: ChatLink = { href: SERVICES_HREF, label: 'Our services' };

/** The first sentence of the studio's own texts (short bio, bio, story) that matches, if any. */
function studioSentence(snapshot: StudioSnapshot, pattern: RegExp): string | null {
  const { bioShort, bio, story } = snapshot.settings;
  for (const text of [bioShort, bio, story]) {
    const found = splitSentences(text ?? '').find((s) => pattern.test(s));
    if (found) return found;
  }
  return null;
}

/** The rooms the portfolio shows, as they read in a sentence: "living rooms, kitchens, …". */
function roomsShown(snapshot: StudioSnapshot): string {
  const used = snapshot.options.categories.filter((c) => snapshot.projects.some((p) => p.category === c.value));
  const labels = used.map((c) => {
    const label = Object.values(ROOM_GUIDES).find((g) => g.category === c.value)?.label ?? c.label.toLowerCase();
    return label.endsWith('s') ? label : `${label}s`;
  });
  return joinList(labels);
}

/** "Do you do commercial work?" — only what the studio says about the kind of homes it works on. */
export function answerCommercial({ index }: AnswerInput): Answer {
  const { snapshot } = index;
  const homesOnly = studioSentence(snapshot, /\b(only|exclusively)\b.*\b(homes?|houses?|residential)\b/i);
  const rooms = roomsShown(snapshot);
  const parts: string[] = [];
  if (homesOnly) {
    parts.push(`No, the studio designs homes, not commercial spaces. In the studio’s own words: “${homesOnly}”`);
  } else {
    parts.push(
      "The site doesn't say whether the studio takes on commercial work, so I can't promise it; what it shows is residential.",
    );
  }
  if (rooms) parts.push(`Every project in our portfolio is in a home: ${rooms}.`);
  parts.push(
    'If you have a space in mind that is not a home, describe it in the enquiry form and the studio will tell you.',
  );
  return answer(
    parts.join(' '),
    [ABOUT_LINK, { href: '/portfolio', label: 'Our portfolio' }, CONTACT_LINK],
    homesOnly ? [homesOnly] : [],
  );
}

/** "Are you taking new clients?" — no availability is published; say what the studio does say. */
export function answerAvailability({ index }: AnswerInput): Answer {
  const { snapshot } = index;
  const few = studioSentence(snapshot, /\b(few|limited|small number of|handful of) (projects|clients)\b/i);
  const consultation = snapshot.settings.services.find((s) => /consult/i.test(s.title));
  const parts = [
    "The site doesn't publish the studio's current availability, so I can't tell you whether there is room for a new project right now.",
  ];
  if (few) parts.push(`What the studio does say: “${few}”`);
  if (consultation) {
    parts.push(
      `The quickest way in is a ${consultation.title}: ${lowerFirst(firstSentences(consultation.description, 1))}`,
    );
  }
  parts.push(
    `Ask through the enquiry form with your project and timing, and the studio will reply ${replyWithin(snapshot.settings.replyWithinBusinessDays)}.`,
  );
  return answer(
    parts.join(' '),
    [CONTACT_LINK, ABOUT_LINK],
    [few, consultation && `${consultation.title}: ${consultation.description}`].filter(Boolean) as string[],
  );
}

/**
 * "Do you sell furniture?" — no shop is published. The services that source furniture for a client
 * (ordering and tracking items, choosing furnishings) are what the studio does offer.
 */
export function answerShop({ index }: AnswerInput): Answer {
  const { services } = index.snapshot.settings;
  const ordering = services.find((s) => /\border(s|ing)?\b/i.test(s.description));
  const choosing = services.filter((s) => s !== ordering && /\b(furnishings|furniture)\b/i.test(s.description));
  const parts = [
    "The site doesn't list a shop, a showroom or furniture for sale, so I can't say the studio sells pieces on their own.",
  ];
  if (choosing.length > 0) parts.push(`Furniture is chosen as part of ${joinList(choosing.map((s) => s.title))}.`);
  if (ordering) {
    parts.push(`${ordering.title} covers the ordering: ${lowerFirst(firstSentences(ordering.description, 1))}`);
  }
  const sourcing = [...choosing, ...(ordering ? [ordering] : [])];
  parts.push('To ask about a particular piece, write to the studio through the enquiry form.');
  return answer(
    parts.join(' '),
    [SERVICES_LINK, CONTACT_LINK],
    sourcing.map((s) => `${s.title}: ${s.description}`),
  );
}
