import type { ChatContext, ChatLink } from '#shared/chat.ts';
import type { KnowledgeIndex } from '../knowledge/knowledge-index.ts';
import type { BookingOffer } from './booking-offer.ts';
import type { Focus } from './conversation-focus.ts';

/** What a composer gets: the question, what the conversation is about, and the knowledge. */
export interface AnswerInput {
  message: string;
  focus: Focus;
  index: KnowledgeIndex;
  context: ChatContext;
  /** a booking question's open slots (issue 27), looked up before composing; absent: none known */
  booking?: BookingOffer;
}

/** A written answer, the pages it used, and the facts behind it (a language model's context). */
export interface Answer {
  message: string;
  links: ChatLink[];
  /** false when nothing relevant was found: the answer says so and offers the enquiry form */
  grounded: boolean;
  facts: string[];
}

export const CONTACT_LINK: ChatLink = { href: '/contact', label: 'Send us an enquiry' };

export function answer(message: string, links: ChatLink[], facts: string[] = [], grounded = true): Answer {
  return { message, links: uniqueLinks(links), grounded, facts };
}

export function uniqueLinks(links: ChatLink[]): ChatLink[] {
  const seen = new Set<string>();
  return links.filter((link) => {
    if (seen.has(link.href)) return false;
    seen.add(link.href);
    return true;
  });
}

/** Two answers to a two-part question, read one after the other. */
export function combineAnswers(parts: Answer[]): Answer {
  return {
    message: parts.map((p) => p.message).join('\n\n'),
    links: uniqueLinks(parts.flatMap((p) => p.links)).slice(0, 6),
    grounded: parts.every((p) => p.grounded),
    facts: parts.flatMap((p) => p.facts),
  };
}

export function projectLink(project: { slug: string; title: string }): ChatLink {
  return { href: `/projects/${project.slug}`, label: project.title };
}

export function postLink(post: { slug: string; title: string }): ChatLink {
  return { href: `/blog/${post.slug}`, label: post.title };
}

export function categoryLink(category: string, label: string): ChatLink {
  return { href: `/portfolio?category=${encodeURIComponent(category)}`, label: `${label} projects` };
}
