import { type ContactEnquiry, ContactEnquirySchema } from '#shared/forms.ts';
import { replyWithin } from '#shared/reply-promise.ts';
import type { PlatformDeps } from '../../platform/platform-deps.ts';
import { recordGoal, type VisitorRequest } from '../analytics/index.ts';
import { getSiteSettings } from '../studio/index.ts';
import { intakeDeps, receiveContactEnquiry } from './lead-intake.service.ts';

/**
 * An enquiry from the contact form, whichever way it came — `POST /api/contact` from the hydrated
 * form, or the /contact page's own form post before or without JavaScript (issue 12) — once the
 * way in has checked origin, size and the rate limit: the shared schema (a ZodError is the
 * visitor's mistake), the honeypot, then the lead, its touchpoint and the owner's notification.
 * Returns the sentence the visitor is thanked with.
 */
export async function sendContactEnquiry(
  deps: PlatformDeps,
  input: unknown,
  page: string | null,
  visitor?: VisitorRequest,
): Promise<string> {
  return receiveEnquiry(deps, ContactEnquirySchema.parse(input), page, visitor);
}

/**
 * The same, for an enquiry its way in has already checked against the shared schema (the API's
 * route). With the visitor's request, the enquiry is also an analytics goal, attributed to its
 * visit and written onto the lead (issue 30, docs/analytics.md) once the lead is committed.
 */
export async function receiveEnquiry(
  deps: PlatformDeps,
  enquiry: ContactEnquiry,
  page: string | null,
  visitor?: VisitorRequest,
): Promise<string> {
  const { replyWithinBusinessDays } = await getSiteSettings(deps.db);
  // The studio's one promise (issue 27), the same words as the contact page and the welcome e-mail.
  const thanks = `Thank you, ${enquiry.firstName}! We have your message and will reply ${replyWithin(replyWithinBusinessDays)}.`;
  if (enquiry.website) {
    // The honeypot was filled: a bot. It gets the same answer so it learns nothing; we store nothing.
    deps.log('[contact] honeypot filled: enquiry dropped');
    return thanks;
  }
  const recorded = await receiveContactEnquiry(intakeDeps(deps), enquiry, page);
  if (visitor) {
    await recordGoal(deps, {
      goal: 'enquiry',
      visit: enquiry.visit,
      leadId: recorded.leadId,
      path: page,
      request: visitor,
    });
  }
  return thanks;
}
