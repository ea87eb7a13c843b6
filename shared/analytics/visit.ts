import { z } from '../zod.ts';

/**
 * The visit id (issue 30, docs/analytics.md): a random id the page script makes per page load and
 * keeps across client-side navigations. It is never stored in the browser (no cookie, no storage);
 * the forms carry it along so a lead can be joined to the pages of its visit.
 */
export const VISIT_ID_PATTERN = /^[A-Za-z0-9_-]{12,32}$/;

export const VisitIdSchema = z.string().regex(VISIT_ID_PATTERN, 'A visit id is 12 to 32 URL-safe characters.');

/**
 * The `visit` field of the public forms: optional, so old pages keep working, and a malformed one
 * is dropped rather than refused — counting must never cost the studio an enquiry.
 */
export const FormVisitField = VisitIdSchema.optional().catch(undefined);
