import { IsoInstant } from '../api/common.ts';
import { withCode } from '../api/errors.ts';
import {
  DELIVERY_STATUSES,
  EMAIL_EVENT_KINDS,
  EMAIL_EVENT_SOURCES,
  SEQUENCE_STOP_REASONS,
} from '../email/email-events.ts';
import { hasControlCharacters, isStorableText } from '../forms.ts';
import { z } from '../zod.ts';
import { oneLine } from './content.ts';

/**
 * The admin API's contract for leads (admin area §3–§5, §7; D8, D9, D25): one schema for the
 * lead editor and the server. Object schemas are strict (SECURITY 2): ids, timestamps, consent and
 * enrolment are the server's to write, never the browser's.
 */

/** D8: the statuses an admin may set (any to any, admin area §4). */
export const LEAD_STATUSES = ['active', 'contacted', 'qualified', 'converted', 'unsubscribed', 'bounced'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * Issue 27: the pipeline's stages (shared/pipeline.ts says how they relate to the statuses; it
 * re-exports these). Defined here so the lead's schema names them without an import cycle.
 */
export const LEAD_STAGES = ['new', 'contacted', 'booked', 'proposal', 'won', 'lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

/** D8: every source a lead can have; `chat` only comes from the chat hand-off. */
export const LEAD_SOURCES = ['contact', 'lookbook', 'chat', 'manual', 'referral', 'social_media'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** admin area §4: the sources the lead editor offers. */
export const EDITOR_LEAD_SOURCES = ['lookbook', 'contact', 'manual', 'referral', 'social_media'] as const;

/** D8: old names a client or an import may still send; read as the new ones, never stored. */
export const LEGACY_SOURCE_NAMES: Readonly<Record<string, LeadSource>> = {
  contact_form: 'contact',
  lookbook_download: 'lookbook',
};

export function readLeadSource(value: string): LeadSource | null {
  if ((LEAD_SOURCES as readonly string[]).includes(value)) return value as LeadSource;
  return LEGACY_SOURCE_NAMES[value] ?? null;
}

export const LEAD_NAME_MAX = 100;
export const LEAD_EMAIL_MAX = 254;
export const LEAD_PHONE_MAX = 40;
export const LEAD_OPTION_MAX = 100;
export const LEAD_MESSAGE_MAX = 5_000;
export const LEAD_NOTE_MAX = 5_000;

const sourceSchema = z.string().transform((value, ctx) => {
  const source = readLeadSource(value);
  if (!source) {
    ctx.addIssue({ code: 'custom', ...withCode('source_not_offered', 'Source must be one of the offered sources.') });
    return z.NEVER;
  }
  return source;
});

const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(LEAD_EMAIL_MAX, `Email must be at most ${LEAD_EMAIL_MAX} characters.`)
  .pipe(z.email('Please enter a valid email address.'));

const messageSchema = z
  .string()
  .max(LEAD_MESSAGE_MAX, `Message must be at most ${LEAD_MESSAGE_MAX.toLocaleString('en-US')} characters.`)
  .refine(isStorableText, withCode('unstorable_characters', 'Message contains characters that cannot be stored.'));

/** The lead editor's fields (admin area §2); blank optional fields are stored as empty. */
const leadFields = {
  firstName: oneLine('First name', LEAD_NAME_MAX),
  lastName: oneLine('Last name', LEAD_NAME_MAX),
  email: emailSchema,
  phone: oneLine('Phone', LEAD_PHONE_MAX),
  /** a project-type option value (checked against the options by the server; '' for none) */
  projectType: oneLine('Project type', LEAD_OPTION_MAX),
  /** a budget option value ('' for none) */
  budget: oneLine('Budget', LEAD_OPTION_MAX),
  status: z.enum(LEAD_STATUSES, { error: 'Status must be one of the lead statuses.' }),
  source: sourceSchema,
  message: messageSchema,
};

/** 'chat' is where the chat hand-off put a lead, never something the studio picks (the editor does not offer it). */
export const CHAT_SOURCE_REFUSED = 'Source must be one of the offered sources (chat leads come only from the chat).';

/** POST /api/leads: a manual lead defaults to status active and source manual (admin area §4). */
export const CreateLeadSchema = z.strictObject({
  firstName: leadFields.firstName.default(''),
  lastName: leadFields.lastName.default(''),
  email: leadFields.email,
  phone: leadFields.phone.default(''),
  projectType: leadFields.projectType.default(''),
  budget: leadFields.budget.default(''),
  status: leadFields.status.default('active'),
  source: leadFields.source
    .refine((source) => source !== 'chat', withCode('chat_source_refused', CHAT_SOURCE_REFUSED))
    .default('manual'),
  message: leadFields.message.default(''),
});
export type CreateLeadInput = z.input<typeof CreateLeadSchema>;
export type CreateLead = z.output<typeof CreateLeadSchema>;

/** PATCH /api/leads/:id: any of the editor's fields; at least one. */
export const UpdateLeadSchema = z
  .strictObject({
    firstName: leadFields.firstName,
    lastName: leadFields.lastName,
    email: leadFields.email,
    phone: leadFields.phone,
    projectType: leadFields.projectType,
    budget: leadFields.budget,
    status: leadFields.status,
    source: leadFields.source,
    message: leadFields.message,
    /** issue 27: the staff user who looks after the lead (an active admin or editor), or null */
    ownerId: z.number({ error: 'Owner must be a staff user.' }).int().positive().nullable(),
  })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, withCode('nothing_to_change', 'Nothing to change.'));
export type UpdateLeadInput = z.input<typeof UpdateLeadSchema>;
export type UpdateLead = z.output<typeof UpdateLeadSchema>;

/** POST /api/leads/:id/notes: a note on the lead's timeline. */
export const LeadNoteSchema = z.strictObject({
  text: z
    .string({ error: 'Note is required' })
    .trim()
    .min(1, 'Note is required')
    .max(LEAD_NOTE_MAX, `Note must be at most ${LEAD_NOTE_MAX.toLocaleString('en-US')} characters.`)
    .refine(isStorableText, withCode('unstorable_characters', 'Note contains characters that cannot be stored.')),
});
export type LeadNoteInput = z.input<typeof LeadNoteSchema>;

/** The inbox's filters (admin area §4): the stat cards open the list with one of these. */
export const LEAD_SORTS = ['newest', 'oldest', 'name', 'recent-activity'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];
export const LEAD_PAGE_SIZE_MAX = 100;

/** GET /api/leads?q=&status=&source=&sort=&page=&pageSize= (query strings; source reads D8's old names). */
export const LeadListQuerySchema = z.strictObject({
  q: z
    .string()
    .trim()
    .max(200, 'Search must be at most 200 characters.')
    .refine(
      (value) => !hasControlCharacters(value, false),
      withCode('one_line', 'Search must be one line of plain text.'),
    )
    .default(''),
  status: z.enum(LEAD_STATUSES).optional(),
  source: sourceSchema.optional(),
  sort: z.enum(LEAD_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(LEAD_PAGE_SIZE_MAX).default(25),
});
export type LeadListQuery = z.output<typeof LeadListQuerySchema>;

/**
 * Why a sequence step has no time, or is held (server/modules/leads/sequence/sequence-plan.ts):
 * - `unsubscribed`: the lead unsubscribed once; no sequence e-mail ever goes again, whatever the
 *   status says later (SECURITY 13: an opt-out is not undone by a status change);
 * - `lead-not-active`: the lead's status is not active (contacted, converted, bounced, …);
 * - `not-enrolled`: no consent (D9) in explicit-consent mode, so no sequence;
 * - `previous-in-flight`: the step before is still queued or being sent;
 * - `waiting-for-window`: due, held until the send window opens (its time is that opening).
 */
export const STEP_REASONS = [
  'unsubscribed',
  'lead-not-active',
  'not-enrolled',
  'previous-in-flight',
  'waiting-for-window',
] as const;
export type StepReason = (typeof STEP_REASONS)[number];

/** What kind of e-mail a send is, and where it stands (the send log, server/platform/email). */
export const EMAIL_KINDS = ['sequence', 'notification', 'test', 'transactional'] as const;
export const EMAIL_SEND_STATUSES = [
  'queued',
  'sending',
  'sent',
  'recorded',
  'failed',
  'unknown',
  'suppressed',
] as const;
export type EmailSendStatus = (typeof EMAIL_SEND_STATUSES)[number];

const by = z.string().nullable();

/** A lead as the admin reads it. Dates are ISO strings. */
export const LeadSchema = z.strictObject({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  projectType: z.string(),
  budget: z.string(),
  message: z.string(),
  status: z.enum(LEAD_STATUSES),
  source: z.enum(LEAD_SOURCES),
  createdAt: IsoInstant,
  updatedAt: IsoInstant,
  /** D9: when the lead agreed to marketing e-mail, or null */
  consentAt: IsoInstant.nullable(),
  /** D9: the form the consent was given on and its wording (the lead page shows them); null without consent */
  consentSource: z.enum(LEAD_SOURCES).nullable(),
  consentText: z.string().nullable(),
  /** D10: when the sequence started for this lead, or null when it never did */
  enrolledAt: IsoInstant.nullable(),
  /** when the lead unsubscribed (link, one-click or the studio): the sequence never resumes after it */
  unsubscribedAt: IsoInstant.nullable(),
  /** the last time anyone or anything (a touch, an e-mail, a note, an edit) touched the lead */
  lastActivityAt: IsoInstant,
  /** the inbox's flags: still `active` and new for more than a business day; nothing for 7 days */
  flags: z.strictObject({ waitingOverBusinessDay: z.boolean(), untouchedSevenDays: z.boolean() }),
  /** issue 27 (ADR 021): where the lead stands on the pipeline board, and who looks after it */
  stage: z.enum(LEAD_STAGES),
  ownerId: z.number().int().nullable(),
  /** when the studio first answered (a move out of new, or "Mark as answered"), or null */
  firstResponseAt: IsoInstant.nullable(),
  /** when the reply promise ran out for a new lead nobody has answered (shared/business-time.ts), or null */
  unansweredSince: IsoInstant.nullable(),
});
export type Lead = z.output<typeof LeadSchema>;

export const LeadPageSchema = z.strictObject({
  leads: z.array(LeadSchema),
  /** how many leads match the filters (the dialog's 'Total: N leads') */
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type LeadPage = z.output<typeof LeadPageSchema>;

/** GET /api/leads/stats: the Email Sequences tab's four cards. */
export const LeadStatsSchema = z.strictObject({
  total: z.number().int(),
  active: z.number().int(),
  lookbook: z.number().int(),
  contact: z.number().int(),
});
export type LeadStats = z.output<typeof LeadStatsSchema>;

/** One line of a lead's timeline (GET /api/leads/:id), newest first. */
export const LeadTimelineEntrySchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('touch'),
    at: IsoInstant,
    source: z.enum(LEAD_SOURCES),
    page: z.string().nullable(),
    message: z.string().nullable(),
    /** what the form carried (name, phone, project type, budget, consent) */
    details: z.record(z.string(), z.union([z.string(), z.boolean()])),
  }),
  z.strictObject({
    kind: z.literal('status'),
    at: IsoInstant,
    from: z.enum(LEAD_STATUSES),
    to: z.enum(LEAD_STATUSES),
    by,
    /** queued sequence e-mails the change took back before they were sent (leaving `active`) */
    withdrawn: z.number().int().min(0),
  }),
  z.strictObject({ kind: z.literal('note'), at: IsoInstant, text: z.string(), by }),
  /** issue 27: a move on the pipeline board (the status change it brought is a part of it) */
  z.strictObject({
    kind: z.literal('stage'),
    at: IsoInstant,
    from: z.enum(LEAD_STAGES),
    to: z.enum(LEAD_STAGES),
    by,
    withdrawn: z.number().int().min(0),
  }),
  z.strictObject({ kind: z.literal('unsubscribe'), at: IsoInstant, message: z.string().nullable() }),
  z.strictObject({ kind: z.literal('bounce'), at: IsoInstant, message: z.string().nullable() }),
  z.strictObject({ kind: z.literal('edit'), at: IsoInstant, fields: z.array(z.string()), by }),
  /** issue 27: a consultation booked, moved or cancelled (by the visitor, or by `by` of the studio) */
  z.strictObject({
    kind: z.literal('booking'),
    at: IsoInstant,
    action: z.enum(['booked', 'rescheduled', 'cancelled']),
    typeName: z.string(),
    start: IsoInstant,
    previousStart: IsoInstant.nullable(),
    by,
  }),
  /** issue 27: a task added to the lead or finished (edits and deletions are in the audit log) */
  z.strictObject({
    kind: z.literal('task'),
    at: IsoInstant,
    action: z.enum(['created', 'done']),
    title: z.string(),
    by,
  }),
  z.strictObject({
    kind: z.literal('email'),
    at: IsoInstant,
    sendId: z.number().int(),
    emailKind: z.enum(EMAIL_KINDS),
    subject: z.string(),
    status: z.enum(EMAIL_SEND_STATUSES),
    templateName: z.string().nullable(),
    error: z.string().nullable(),
    /**
     * Issue 28: what the provider said after accepting it, the most telling event so far
     * (`email_sends.delivery_status`), or null when nothing was heard.
     */
    delivery: z.enum(DELIVERY_STATUSES).nullable(),
    /** when the receiving server first took it (a `delivered` event), folded into this entry */
    deliveredAt: IsoInstant.nullable(),
  }),
  /**
   * Issue 28: something heard about an e-mail after it left (`email_events`): a bounce, a spam
   * report, a drop, a reply or an automatic reply, with where it came from and the e-mail it is
   * about when that is known. A `delivered` event shows here only when it names no send of this
   * lead's; otherwise it is the send's `deliveredAt`.
   */
  z.strictObject({
    kind: z.literal('mail'),
    at: IsoInstant,
    event: z.enum(EMAIL_EVENT_KINDS),
    source: z.enum(EMAIL_EVENT_SOURCES),
    /** the bounce's reason, a reply's first lines; null when nothing was said */
    detail: z.string().nullable(),
    sendId: z.number().int().nullable(),
    /** the subject of the e-mail it is about, when it matched one of the lead's sends */
    subject: z.string().nullable(),
  }),
]);
export type LeadTimelineEntry = z.output<typeof LeadTimelineEntrySchema>;

export const LeadAttributionSchema = z.strictObject({
  landingPath: z.string().nullable(),
  referrerHost: z.string().nullable(),
  utm: z.strictObject({
    source: z.string().nullable(),
    medium: z.string().nullable(),
    campaign: z.string().nullable(),
    term: z.string().nullable(),
    content: z.string().nullable(),
  }),
  convertedPath: z.string().nullable(),
});
export type LeadAttribution = z.output<typeof LeadAttributionSchema>;

export const LeadDetailSchema = z.strictObject({
  lead: LeadSchema,
  timeline: z.array(LeadTimelineEntrySchema),
  /** the sequence steps still to come for this lead, in order, with when each is due (ISO) or why not */
  upcoming: z.array(
    z.strictObject({
      templateId: z.number().int(),
      templateName: z.string(),
      dueAt: IsoInstant.nullable(),
      reason: z.enum(STEP_REASONS).nullable(),
    }),
  ),
  /**
   * Issue 28: the sequence stopped for good (a reply, a hard bounce, a spam report), when and why;
   * null while it may go on. Then `upcoming` is empty: no step is sent after it.
   */
  sequenceStop: z.strictObject({ at: IsoInstant, reason: z.enum(SEQUENCE_STOP_REASONS) }).nullable(),
  /**
   * Issue 30 (docs/analytics.md): the first visit the lead converted from — its landing page, the
   * external site it came from (null: direct), its UTM parameters — and the page it converted on;
   * null when no visit was recorded (a visitor with Do Not Track or GPC, a lead from before).
   */
  attribution: LeadAttributionSchema.nullable(),
});
export type LeadDetail = z.output<typeof LeadDetailSchema>;
