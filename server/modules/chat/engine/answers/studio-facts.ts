import type { ChatLink } from '#shared/chat.ts';
import { groupOpeningHours } from '#shared/opening-hours.ts';
import { replyWithin } from '#shared/reply-promise.ts';
import type { OpeningHours } from '#shared/settings.ts';
import type { StudioSnapshot } from '../../knowledge/studio-snapshot.ts';
import { normalizeText } from '../../text/normalize.ts';
import { firstSentences, joinList, lowerFirst } from '../../text/sentences.ts';
import { type Answer, type AnswerInput, answer, CONTACT_LINK } from '../answer.ts';
import { isOnDay, slotText, zoneName } from '../booking-offer.ts';
import { ASKS_EXPERIENCE } from '../intents.ts';

const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const DAY_LABELS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'pm' : 'am';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${hour} ${suffix}` : `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** "Monday – Friday 9 am – 6 pm, Saturday 10 am – 4 pm and Sunday closed" — as the contact page groups them. */
export function weekHoursText(hours: OpeningHours[]): string {
  return joinList(
    groupOpeningHours(hours).map((line) => `${line.days} ${line.hours === 'Closed' ? 'closed' : line.hours}`),
  );
}

function dayHoursText(hours: OpeningHours[], day: number): string {
  const entry = hours.find((h) => h.day === day);
  const name = DAY_LABELS[day] ?? '';
  if (!entry?.opens || !entry.closes) return `We're closed on ${name}s.`;
  return `On ${name}s we're open ${formatTime(entry.opens)} – ${formatTime(entry.closes)}.`;
}

function contactLinks(snapshot: StudioSnapshot): ChatLink[] {
  const { email, phone } = snapshot.settings;
  const links: ChatLink[] = [{ href: '/contact', label: 'Contact page' }];
  if (email) links.push({ href: `mailto:${email}`, label: email });
  if (phone) links.push({ href: `tel:${phone.replace(/[^\d+]/g, '')}`, label: phone });
  return links;
}

/** "hello@… or (503) 555-0142" — whatever the studio has filled in. */
function reachText(snapshot: StudioSnapshot): string | null {
  const { email, phone } = snapshot.settings;
  const ways = [email && `e-mail ${email}`, phone && `call ${phone}`].filter(Boolean) as string[];
  return ways.length > 0 ? joinList(ways, 'or') : null;
}

export function addressText(snapshot: StudioSnapshot): string | null {
  const { street, city, region, postalCode } = snapshot.settings;
  if (!street && !city) return null;
  const locality = [city, [region, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [street, locality].filter(Boolean).join(', ');
}

export function answerHours({ message, index }: AnswerInput): Answer {
  const { hours } = index.snapshot.settings;
  if (hours.length === 0) {
    return answer(
      "The studio hasn't published its opening hours here yet. Please ask through the enquiry form and we'll let you know when to visit.",
      [CONTACT_LINK],
    );
  }
  const text = normalizeText(message);
  const askedDays = DAYS.flatMap((day, i) => (new RegExp(`\\b${day}s?\\b`).test(text) ? [i] : []));
  if (/\bweekends?\b/.test(text)) askedDays.push(6, 0);
  const week = weekHoursText(hours);
  const specific = [...new Set(askedDays)].map((day) => dayHoursText(hours, day));
  const parts = specific.length > 0 ? [...specific, `Our full hours are ${week}.`] : [`Our hours are ${week}.`];
  const address = addressText(index.snapshot);
  if (address) parts.push(`You'll find us at ${address}.`);
  return answer(parts.join(' '), [{ href: '/contact', label: 'Hours and directions' }], [`Opening hours: ${week}.`]);
}

export function answerContact({ message, index }: AnswerInput): Answer {
  const { snapshot } = index;
  const reach = reachText(snapshot);
  const address = addressText(snapshot);
  const parts: string[] = [];
  if (reach) parts.push(`You can ${reach}.`);
  if (address) parts.push(`The studio is at ${address}.`);
  const socials = Object.entries(snapshot.settings.socials).filter(([, url]) => url) as Array<[string, string]>;
  const links = contactLinks(snapshot);
  if (/\b(instagram|pinterest|social|houzz|facebook)\b/.test(normalizeText(message)) && socials.length > 0) {
    const names = socials.map(([name]) => name.charAt(0).toUpperCase() + name.slice(1));
    parts.push(`We share our work on ${joinList(names)}.`);
    for (const [name, url] of socials) links.push({ href: url, label: name.charAt(0).toUpperCase() + name.slice(1) });
  }
  parts.push(
    `Or write to us through the enquiry form and the studio will reply ${replyWithin(snapshot.settings.replyWithinBusinessDays)}.`,
  );
  const facts = [reach && `Contact: ${reach}.`, address && `Address: ${address}.`].filter(Boolean) as string[];
  return answer(parts.join(' '), links, facts);
}

function consultationService(snapshot: StudioSnapshot) {
  return snapshot.settings.services.find((s) => /consult/i.test(s.title)) ?? null;
}

export const BOOK_LINK = { href: '/book', label: 'Book a consultation' };

/**
 * "Can I book a call for next Tuesday?" (issue 27): the next open slots (from the asked day) in
 * the studio's zone, named, and /book to choose one; the enquiry form stays the other way in.
 * Without known slots (none open, or no booking port), /book and the form without times.
 */
export function answerBooking({ index, booking }: AnswerInput): Answer {
  const { snapshot } = index;
  const service = consultationService(snapshot);
  const parts: string[] = [];
  if (service) parts.push(`Our ${service.title} is a good place to start: ${lowerFirst(service.description)}`);
  const slots = booking?.slots ?? [];
  const facts = service ? [`${service.title}: ${service.description}`] : [];
  if (booking && slots.length > 0) {
    const first = slots[0] as (typeof slots)[number];
    const times = slots.map((slot) => slotText(slot, booking.timeZone));
    const zone = zoneName(booking.timeZone, new Date(first.start));
    const day = booking.askedDay;
    const lead =
      day && !isOnDay(first, day.start, booking.timeZone)
        ? `There is no open time ${day.name === 'tomorrow' ? 'tomorrow' : `on ${day.name}`}; the next free consultation times are`
        : 'You can book a consultation online. The next free times are';
    parts.push(`${lead} ${joinList(times)} (${zone}).`);
    parts.push('Choose one on the booking page; it takes a minute.');
    facts.push(`Open consultation times: ${times.join('; ')} (${zone}).`);
  } else {
    parts.push('You can choose a time for a consultation on the booking page.');
  }
  const reach = reachText(snapshot);
  parts.push(
    `Or send us a few lines about your home and project through the enquiry form${reach ? `, or ${reach}` : ''}. The studio replies ${replyWithin(snapshot.settings.replyWithinBusinessDays)}.`,
  );
  return answer(
    parts.join(' '),
    [BOOK_LINK, { href: '/contact', label: 'Book through the enquiry form' }, ...contactLinks(snapshot).slice(1)],
    facts,
  );
}

export function answerAbout({ index, message }: AnswerInput): Answer {
  const { settings } = index.snapshot;
  if (!settings.designerName && !settings.bioShort) {
    return answer(`You can read about ${settings.studioName} on our About page.`, [
      { href: '/about', label: 'About us' },
    ]);
  }
  const parts: string[] = [];
  const years = settings.yearsExperience > 0 ? settings.yearsExperience : null;
  if (settings.designerName) {
    parts.push(
      `${settings.studioName} is led by ${settings.designerName}${settings.designerTitle ? `, ${settings.designerTitle}` : ''}.`,
    );
    // "How long has she been doing this?": the years come straight after the name (issue 27).
    if (years && ASKS_EXPERIENCE.test(normalizeText(message))) {
      parts.push(`${settings.designerName} brings ${years} years of experience.`);
    }
  }
  if (settings.bioShort) parts.push(firstSentences(settings.bioShort, 2));
  if (years && parts.every((part) => !part.includes(`${years} years`))) {
    parts.push(`The studio draws on ${years} years of experience.`);
  }
  const facts = [settings.bioShort, years ? `Years of experience: ${years}.` : ''].filter(Boolean);
  return answer(parts.join(' '), [{ href: '/about', label: `About ${settings.studioName}` }], facts);
}

export function answerReviews({ index }: AnswerInput): Answer {
  const { testimonials } = index.snapshot;
  if (testimonials.length === 0) {
    return answer(
      "There are no client reviews on the site yet. If you'd like to hear about past projects, ask the studio through the enquiry form.",
      [CONTACT_LINK],
    );
  }
  const average = testimonials.reduce((sum, t) => sum + t.rating, 0) / testimonials.length;
  const quote = testimonials.find((t) => t.featured) ?? testimonials[0];
  const parts = [
    `${testimonials.length} clients have shared their experience on our site, with an average rating of ${average.toFixed(1)} out of 5.`,
  ];
  const links: ChatLink[] = [{ href: '/about#testimonials-title', label: 'Client testimonials' }];
  if (quote) {
    parts.push(
      `${quote.name}${quote.project ? ` (${quote.project})` : ''} wrote: “${firstSentences(quote.content, 2)}”`,
    );
    if (quote.projectSlug && quote.project)
      links.push({ href: `/projects/${quote.projectSlug}`, label: quote.project });
  }
  return answer(
    parts.join(' '),
    links,
    testimonials.map((t) => `${t.name}: ${t.content}`),
  );
}
