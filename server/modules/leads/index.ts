/**
 * The leads module's public entry (issue 26): enquiries and lookbook requests, the leads admin,
 * the e-mail sequence (templates, scheduler, unsubscribe) and their routes, and the rules the
 * e-mail worker applies to leads (`leadMailRules`, the platform's `LeadMailRules` port).
 * Everything else in server/modules/leads is internal.
 */

export { contactRoutes } from './contact.routes.ts';
export { receiveContactFormPost } from './contact-form-post.ts';
export { registerDigestJobs } from './digest/digest-job.ts';
export { emailTemplateRoutes } from './email-templates.routes.ts';
// Issue 29: a template's history (its kept state) and the save a restore goes through.
export { TEMPLATE_NOT_FOUND, updateTemplate } from './email-templates.service.ts';
export {
  type BookingEventData,
  type BookingPerson,
  type JoinedLead,
  joinLeadFromBooking,
  moveLeadToBooked,
  recordBookingEvent,
} from './lead-booking.ts';
export { intakeDeps, receiveLookbookRequest } from './lead-intake.service.ts';
export { leadRoutes } from './leads.routes.ts';
export { leadMailRules, unsubscribeLead } from './leads.service.ts';
export {
  type EmailEventInput,
  findSendByMessageIds,
  type RecordOutcome,
  recordEmailEvent,
} from './mail-loop/record-email-event.ts';
export { pipelineRoutes } from './pipeline.routes.ts';
export { processEmailsRoutes } from './sequence/process-emails.routes.ts';
export { registerSequenceJobs } from './sequence/sequence-job.ts';
export { templateHistory } from './template-history.ts';
export { unsubscribeRoutes } from './unsubscribe/unsubscribe.routes.ts';
export { describeUnsubscribe } from './unsubscribe/unsubscribe.service.ts';
export { verifyUnsubscribeToken } from './unsubscribe/unsubscribe-token.ts';
