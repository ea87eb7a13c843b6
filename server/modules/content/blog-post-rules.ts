import { type BlogStatus, EXCERPT_MAX } from '#shared/admin/content.ts';
import type { ErrorCode } from '#shared/api/errors.ts';
import { richTextToPlainText } from '#shared/rich-text/rich-text.ts';
import { ValidationError } from '../../platform/errors.ts';

/**
 * The blog's pure rules (D2, D4, D24), apart from the database so each case is tested directly:
 * which status and date a write leaves a post with, and the excerpt a post without one gets.
 */

export interface Publication {
  status: BlogStatus;
  publishedAt: Date | null;
}

/** What a create or edit asks for: the D24 status, the spec's `published` flag, a date (ISO). */
export interface PublicationRequest {
  status?: BlogStatus;
  published?: boolean;
  /** undefined: not sent (keep); null: no date */
  publishedAt?: string | null;
}

export const SCHEDULE_NEEDS_FUTURE_DATE = 'schedule_needs_future_date' satisfies ErrorCode;

/**
 * The status and date a post ends up with, by the app's clock (`now`), so that a post is
 * 'published' only when its time has come — public reads trust the status alone:
 * - 'draft' keeps the date as given (cancelling a schedule keeps its date for next time);
 * - 'scheduled' needs a date ahead of now;
 * - 'published' without a date gets now; with a date ahead it becomes 'scheduled' — except when
 *   an editor publishes a scheduled post without naming a date: that is "publish now";
 * - `published: true|false` means 'published' / 'draft' when no status is sent;
 * - a create without either is published (the spec's default); an edit without either keeps the
 *   status, and only a new date is checked against it.
 */
export function resolvePublication(request: PublicationRequest, current: Publication | null, now: Date): Publication {
  const asked =
    request.status ?? (request.published === undefined ? undefined : request.published ? 'published' : 'draft');
  const dateSent = request.publishedAt !== undefined;
  const date = dateSent ? (request.publishedAt ? new Date(request.publishedAt) : null) : (current?.publishedAt ?? null);
  if (current && asked === undefined && !dateSent) return current;
  const status = asked ?? current?.status ?? 'published';
  const ahead = date !== null && date.getTime() > now.getTime();
  switch (status) {
    case 'draft':
      return { status: 'draft', publishedAt: date };
    case 'scheduled':
      if (!ahead) throw ValidationError.forField('publishedAt', SCHEDULE_NEEDS_FUTURE_DATE);
      return { status: 'scheduled', publishedAt: date };
    case 'published':
      if (date === null) return { status: 'published', publishedAt: now };
      if (!ahead) return { status: 'published', publishedAt: date };
      if (asked === 'published' && !dateSent && current?.status === 'scheduled') {
        return { status: 'published', publishedAt: now };
      }
      return { status: 'scheduled', publishedAt: date };
  }
}

/** A post goes to the top of the list when it is created and when it goes public (D19, ADR 009). */
export function goesPublic(before: Publication | null, after: Publication): boolean {
  return after.status === 'published' && before?.status !== 'published';
}

/**
 * 'Add Content' without an excerpt: the start of the content as one line of at most 160
 * characters (admin area §5, §9), cut between words with '…' when cut. It is the content's plain
 * text (docs/content-format.md): the format's marks are dropped, and paragraphs and line breaks
 * become single spaces.
 */
export function excerptFromContent(content: string, max: number = EXCERPT_MAX): string {
  const text = richTextToPlainText(content).replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  // Never end on half of a surrogate pair (an emoji cut in two is not text).
  const room = text.slice(0, max - 1).replace(/[\uD800-\uDBFF]$/, '');
  const lastSpace = room.lastIndexOf(' ');
  // One word longer than the whole excerpt: cut inside it rather than leave nothing.
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.–—-]+$/u, '')}…`;
}
