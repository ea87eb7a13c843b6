import type { ChatLink, RoomType } from '#shared/chat.ts';
import type { ServiceCard } from '#shared/settings.ts';
import { SERVICES_HREF } from '../../knowledge/knowledge-docs.ts';
import { ROOM_GUIDES } from '../../knowledge/room-guides.ts';
import { optionLabel } from '../../knowledge/studio-snapshot.ts';
import { contentTerms, normalizeText, term } from '../../text/normalize.ts';
import { firstSentences, joinList, lowerFirst, pickSentences } from '../../text/sentences.ts';
import { type Answer, type AnswerInput, answer, CONTACT_LINK, categoryLink, projectLink } from '../answer.ts';
import { roomsIn } from '../conversation-focus.ts';

const SERVICES_LINK: ChatLink = { href: SERVICES_HREF, label: 'Our services' };

/** "one room", "a single room", "just the one room": the visitor wants the room-level service. */
const ONE_ROOM = /\b(one|a single|single|the one) room\b/;

const ASKING = new Set(['help', 'redo', 'renovation', 'redesign', 'design', 'update', 'transform', 'room'].map(term));

/**
 * The service for a single room: one whose description names this room, else the one that names
 * the most rooms ("a single living room, kitchen, bedroom or dining room").
 */
export function roomService(services: ServiceCard[], room: RoomType | null): ServiceCard | null {
  const scored = services
    .map((service) => ({ service, rooms: roomsIn(service.description) }))
    .filter((s) => s.rooms.length > 0);
  const naming = room ? scored.find((s) => s.rooms.includes(room)) : undefined;
  if (naming) return naming.service;
  return scored.sort((a, b) => b.rooms.length - a.rooms.length)[0]?.service ?? null;
}

export function asksForOneRoom(message: string): boolean {
  return ONE_ROOM.test(normalizeText(message));
}

/**
 * "Can you help with a small bathroom?" — yes with specifics: the service that fits, what the
 * portfolio has (or plainly that it has none), and a sentence or two of the room guide.
 */
export function answerRoomHelp({ message, index }: AnswerInput, room: RoomType | null): Answer {
  const { snapshot } = index;
  const service = roomService(snapshot.settings.services, room);
  const guide = room ? ROOM_GUIDES[room] : null;
  const parts: string[] = [];
  const facts: string[] = [];
  const links: ChatLink[] = [];

  // "Kitchen & Bath" on the enquiry form covers a bathroom the Room Redesign text does not name.
  const offered = [...snapshot.settings.footerServices, ...snapshot.options.projectTypes.map((o) => o.label)];
  const related = guide ? offered.find((title) => roomsIn(title).includes(guide.room)) : undefined;
  const serviceNamesRoom = service && guide ? roomsIn(service.description).includes(guide.room) : false;
  if (service) facts.push(`${service.title}: ${service.description}`);
  if (related) facts.push(`The studio lists ${related} among its work.`);
  if (service && (serviceNamesRoom || !guide)) {
    parts.push(`Yes, that is what our ${service.title} is for: ${lowerFirst(firstSentences(service.description, 1))}`);
  } else if (service && related) {
    parts.push(
      `Yes: ${related} is among the work the studio lists, and a single room is what our ${service.title} is for: ${lowerFirst(firstSentences(service.description, 1))}`,
    );
  } else if (service) {
    parts.push(
      `Our ${service.title} is the studio's service for a single room: ${lowerFirst(firstSentences(service.description, 1))} It doesn't name a ${guide?.label}, so ask the studio whether it fits.`,
    );
  } else {
    parts.push('The studio designs single rooms as well as whole homes.');
  }
  if (guide) {
    const inCategory = guide.category ? snapshot.projects.filter((p) => p.category === guide.category) : [];
    if (inCategory.length === 0) {
      parts.push(`There isn't a ${guide.label} in our portfolio yet, so I can't show you one.`);
    } else {
      const picks = [...inCategory].sort((a, b) => Number(b.featured) - Number(a.featured)).slice(0, 2);
      parts.push(
        `Our portfolio has ${inCategory.length} ${guide.label}${inCategory.length === 1 ? '' : 's'} to look at, such as ${joinList(picks.map((p) => p.title))}.`,
      );
      links.push(...picks.map(projectLink));
      links.push(categoryLink(guide.category ?? '', optionLabel(snapshot.options.categories, guide.category ?? '')));
    }
    // The room and the asking ("help", "redo") locate the question; "small" or "storage" is its subject.
    const subject = new Set(contentTerms(message).filter((t) => roomsIn(t).length === 0 && !ASKING.has(t)));
    const advice = pickSentences([...guide.layout, ...guide.color, ...guide.materials].join(' '), subject, 1);
    parts.push(`As a rule of thumb, ${lowerFirst(guide.summary)}${advice[0] ? ` ${advice[0]}` : ''}`);
  }
  parts.push(`Describe your ${guide?.label ?? 'room'} in the enquiry form and the studio will suggest where to start.`);
  return answer(parts.join(' '), [CONTACT_LINK, SERVICES_LINK, ...links], facts);
}
