import { IsoInstant } from '../api/common.ts';
import { withCode } from '../api/errors.ts';
import { DELIVERY_STATUSES, EMAIL_EVENT_SOURCES } from '../email/email-events.ts';
import { hasControlCharacters, isStorableText } from '../forms.ts';
import { rowIdSchema } from '../row-id.ts';
import { z } from '../zod.ts';
import { oneLine } from './content.ts';
import { VersionSchema } from './history.ts';
import { EMAIL_KINDS, EMAIL_SEND_STATUSES } from './leads.ts';

/**
 * The admin API's contract for e-mail: sequence templates (admin area §2 'Email Sequences', §3,
 * §5; D10, D26; SECURITY 9) and the studio's e-mail setup (§2 'Email Setup'; D13). Strict schemas:
 * an unknown field is refused (SECURITY 2).
 */

export const TEMPLATE_NAME_MAX = 200;
export const TEMPLATE_SUBJECT_MAX = 300;
/** the stored template; the rendered message is warned about past 100 KB (Gmail clips there) */
export const TEMPLATE_BODY_MAX = 200_000;
export const GMAIL_CLIP_BYTES = 102_400;
export const TEMPLATE_POSITION_MAX = 100;
export const TEMPLATE_DELAY_MAX = 365;

const body = (label: string) =>
  z
    .string()
    .max(TEMPLATE_BODY_MAX, `${label} must be at most ${TEMPLATE_BODY_MAX.toLocaleString('en-US')} characters.`)
    .refine(isStorableText, withCode('unstorable_characters', `${label} contains characters that cannot be stored.`));

/**
 * admin area §5: position falls back to 1 and delay to 0 when the field is not a number (the
 * editor does that); the server still refuses anything below the minimum.
 */
const templateFields = {
  name: oneLine('Template name', TEMPLATE_NAME_MAX).pipe(z.string().min(1, 'Template name is required')),
  // one line: a line break in a subject would be a header injection (SECURITY 9)
  subject: oneLine('Email subject', TEMPLATE_SUBJECT_MAX).pipe(z.string().min(1, 'Email subject is required')),
  sequencePosition: z
    .number({ error: 'Sequence position must be a whole number.' })
    .int('Sequence position must be a whole number.')
    .min(1, 'Sequence position must be at least 1.')
    .max(TEMPLATE_POSITION_MAX, `Sequence position must be at most ${TEMPLATE_POSITION_MAX}.`),
  delayDays: z
    .number({ error: 'Delay must be a whole number of days.' })
    .int('Delay must be a whole number of days.')
    .min(0, 'Delay must be 0 days or more.')
    .max(TEMPLATE_DELAY_MAX, `Delay must be at most ${TEMPLATE_DELAY_MAX} days.`),
  active: z.boolean(),
  htmlContent: body('HTML content').pipe(
    z.string().refine((value) => value.trim() !== '', withCode('required', 'HTML content is required')),
  ),
  textContent: body('Text content'),
  /**
   * Issue 28: false (the default), the plain-text part is written by the server from the HTML at
   * every save (shared/email/plain-text.ts) and any text sent is ignored; true, the text is the
   * studio's own, kept as sent.
   */
  textEdited: z.boolean(),
};

/** POST /api/email-templates. Placeholders are checked by the server (an unknown one is a 400 naming it). */
export const CreateTemplateSchema = z.strictObject({
  name: templateFields.name,
  subject: templateFields.subject,
  sequencePosition: templateFields.sequencePosition.default(1),
  delayDays: templateFields.delayDays.default(0),
  active: templateFields.active.default(true),
  htmlContent: templateFields.htmlContent,
  textContent: templateFields.textContent.default(''),
  textEdited: templateFields.textEdited.default(false),
});
export type CreateTemplateInput = z.input<typeof CreateTemplateSchema>;
export type CreateTemplate = z.output<typeof CreateTemplateSchema>;

/** PATCH /api/email-templates/:id: any of the fields; at least one. */
export const UpdateTemplateSchema = z
  .strictObject({ ...templateFields, version: VersionSchema })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, withCode('nothing_to_change', 'Nothing to change.'));
export type UpdateTemplateInput = z.input<typeof UpdateTemplateSchema>;
export type UpdateTemplate = z.output<typeof UpdateTemplateSchema>;

export const EmailTemplateSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  htmlContent: z.string(),
  textContent: z.string(),
  /** the text part is the studio's own (true) or written from the HTML at each save (false) */
  textEdited: z.boolean(),
  sequencePosition: z.number().int(),
  delayDays: z.number().int(),
  active: z.boolean(),
  createdAt: IsoInstant,
  updatedAt: IsoInstant,
  /** issue 29: the number of its newest revision; the edit form sends it back with the save */
  version: z.number().int(),
});
export type EmailTemplate = z.output<typeof EmailTemplateSchema>;
export const EmailTemplateListSchema = z.array(EmailTemplateSchema);

/** POST /api/admin/seed-email-templates: the default welcome sequence, written. */
export const SeedResultSchema = z.strictObject({ message: z.string(), templates: EmailTemplateListSchema });
export type SeedResult = z.output<typeof SeedResultSchema>;

/** The preview's sample data (admin area §2) or a real lead. */
export const SAMPLE_LEADS = ['default', 'lookbook', 'contact'] as const;
export type SampleLead = (typeof SAMPLE_LEADS)[number];
export const PreviewSubjectSchema = z.union([
  z.strictObject({ sample: z.enum(SAMPLE_LEADS) }),
  z.strictObject({ leadId: rowIdSchema }),
]);
export type PreviewSubject = z.infer<typeof PreviewSubjectSchema>;

/**
 * POST /api/email-templates/preview: renders a template (saved or still being edited) exactly as
 * the scheduler would send it, for the sample or the lead.
 */
export const PreviewTemplateSchema = z.strictObject({
  template: z.strictObject({
    subject: templateFields.subject,
    htmlContent: templateFields.htmlContent,
    textContent: templateFields.textContent,
    // as on save: false (the default) previews the text written from the HTML, not the text sent
    textEdited: templateFields.textEdited.default(false),
  }),
  for: PreviewSubjectSchema,
});
export type PreviewTemplateInput = z.input<typeof PreviewTemplateSchema>;

export const TemplatePreviewSchema = z.strictObject({
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  /** the whole HTML document; shown only in a sandboxed iframe without scripts (SECURITY 9) */
  html: z.string(),
  text: z.string(),
  /** placeholders that come out empty for this lead and have no fallback (D26), e.g. `{{phone}}` */
  emptyPlaceholders: z.array(z.string()),
  /** the HTML part's size in bytes; over GMAIL_CLIP_BYTES Gmail clips the message */
  htmlBytes: z.number().int(),
});
export type TemplatePreview = z.output<typeof TemplatePreviewSchema>;

/** POST /api/email-templates/:id/test: sends that template, rendered for the sample or lead, to `to`. */
export const SendTemplateTestSchema = z.strictObject({
  to: z.string().trim().max(254).pipe(z.email('Please enter a valid email address.')),
  for: PreviewSubjectSchema.default({ sample: 'default' }),
});
export type SendTemplateTestInput = z.input<typeof SendTemplateTestSchema>;

/** POST /api/admin/process-emails: what one run of the scheduler did. */
export const ProcessEmailsResultSchema = z.strictObject({
  /** steps handed to the send pipeline in this run */
  queued: z.number().int(),
  /** steps skipped because a template was inactive or deleted, or the lead may not receive them */
  skipped: z.number().int(),
  /** due steps held for the send window (D26) */
  waiting: z.number().int(),
  /** nothing was queued: production while e-mail is not set up (development mode or unusable, D13) */
  held: z.boolean(),
  message: z.string(),
});
export type ProcessEmailsResult = z.output<typeof ProcessEmailsResultSchema>;

// ---------------------------------------------------------------------------------------------
// Email Setup (D13)

export const EMAIL_SERVICES = ['resend', 'sendgrid', 'smtp'] as const;
export type EmailServiceChoice = (typeof EMAIL_SERVICES)[number];

/**
 * What the form's service choice saves: a service, or 'development' — e-mail off (nothing is sent,
 * messages are only logged), the way back from a service that does not work.
 */
export const EMAIL_SERVICE_SETTINGS = ['development', ...EMAIL_SERVICES] as const;
export type EmailServiceSetting = (typeof EMAIL_SERVICE_SETTINGS)[number];

/** A coded problem (shared/api/errors.ts) inside an answer, so the admin can word it in its language. */
const CodedProblemSchema = z.strictObject({
  code: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** admin area §3: configured, development or error (a failed status call is error too, §4). */
export const EMAIL_STATUSES = ['configured', 'development', 'error'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** The service in use: development when nothing is configured. */
const serviceInUse = z.enum(['development', ...EMAIL_SERVICES]);

/** A stored secret is never sent back (D13): only whether it is set and its last four characters. */
export const MaskedSecretSchema = z.strictObject({ set: z.boolean(), last4: z.string().nullable() });
export type MaskedSecret = z.output<typeof MaskedSecretSchema>;

export const EMAIL_CONFIG_FIELDS = [
  'emailService',
  'emailUser',
  'emailPass',
  'smtpHost',
  'smtpPort',
  'smtpSecure',
  'fromAddress',
  'sendgridApiKey',
  'resendApiKey',
] as const;
export type EmailConfigField = (typeof EMAIL_CONFIG_FIELDS)[number];

/**
 * The environment variable that overrides each field of the form (D13). The server reads these
 * variables; the form names them beside a field it shows read-only.
 */
export const EMAIL_ENV_VARIABLES = {
  emailService: 'EMAIL_SERVICE',
  emailUser: 'SMTP_USER',
  emailPass: 'SMTP_PASS',
  smtpHost: 'SMTP_HOST',
  smtpPort: 'SMTP_PORT',
  smtpSecure: 'SMTP_SECURE',
  fromAddress: 'EMAIL_FROM',
  sendgridApiKey: 'SENDGRID_API_KEY',
  resendApiKey: 'RESEND_API_KEY',
} as const satisfies Record<EmailConfigField, string>;

export const EmailStatusReportSchema = z.strictObject({
  status: z.enum(EMAIL_STATUSES),
  /** a sentence for the status line, e.g. 'Sending with SMTP (smtp.example.com).' */
  message: z.string(),
  /** the same, coded, when it is a known refusal (smtp_host_private) */
  problem: CodedProblemSchema.optional(),
  /** the service in use (development when nothing is configured) */
  service: serviceInUse,
  config: z.strictObject({
    /** what is chosen: null when nothing is (not configured), 'development' when e-mail was switched off */
    emailService: z.enum(EMAIL_SERVICE_SETTINGS).nullable(),
    emailUser: z.string(),
    smtpHost: z.string(),
    smtpPort: z.number().int().nullable(),
    smtpSecure: z.boolean(),
    fromAddress: z.string(),
    emailPass: MaskedSecretSchema,
    sendgridApiKey: MaskedSecretSchema,
    resendApiKey: MaskedSecretSchema,
  }),
  /** fields an environment variable sets; the form shows them read-only and says so */
  overriddenByEnv: z.array(z.enum(EMAIL_CONFIG_FIELDS)),
  /** true in production while nothing is really sent: the admin shows a warning banner */
  productionWithoutSending: z.boolean(),
});
export type EmailStatusReport = z.output<typeof EmailStatusReportSchema>;

/** The form shows a stored secret as 'set ••••abcd'; that text coming back is never a new secret. */
const MASK_CHARACTER = '\u2022';

const secretInput = (label: string, { apiKey }: { apiKey: boolean }) =>
  z
    .string()
    .max(500, `${label} is too long.`)
    .refine((value) => !hasControlCharacters(value, false), withCode('one_line', `${label} must be on one line.`))
    .refine(
      (value) => !value.includes(MASK_CHARACTER),
      withCode(
        'secret_masked',
        `${label} looks like the masked value: type the whole secret, or leave the field empty to keep the stored one.`,
      ),
    )
    // An API key goes into an HTTP header, where anything else cannot be sent at all.
    .refine(
      (value) => !apiKey || /^[\x21-\x7e]*$/.test(value),
      withCode(
        'api_key_format',
        `${label} must be the key exactly as the provider shows it (no spaces or accented letters).`,
      ),
    )
    .nullable()
    .optional();

/**
 * POST /api/admin/email-config. Secrets: omitted or null keeps the stored one (the form never has
 * it), '' clears it, anything else replaces it. Other fields replace what is stored.
 */
export const EmailConfigSchema = z.strictObject({
  emailService: z.enum(EMAIL_SERVICE_SETTINGS, { error: 'Choose development, resend, sendgrid or smtp.' }),
  emailUser: oneLine('Email user', 254).default(''),
  emailPass: secretInput('Email password', { apiKey: false }),
  smtpHost: oneLine('SMTP host', 253).default(''),
  smtpPort: z.number().int().min(1).max(65_535).nullable().default(null),
  smtpSecure: z.boolean().default(false),
  fromAddress: oneLine('From address', 320).default(''),
  sendgridApiKey: secretInput('SendGrid API key', { apiKey: true }),
  resendApiKey: secretInput('Resend API key', { apiKey: true }),
});
export type EmailConfigInput = z.input<typeof EmailConfigSchema>;
export type EmailConfigChanges = z.output<typeof EmailConfigSchema>;

/** POST /api/admin/test-email: to the studio's notification address unless `to` is given. */
export const TestEmailSchema = z.strictObject({
  to: z.string().trim().max(254).pipe(z.email('Please enter a valid email address.')).optional(),
});

/** A test send's outcome (POST /api/admin/test-email): the send log row it wrote and its status. */
export const TestSendResultSchema = z.strictObject({
  message: z.string(),
  sendId: z.number().int(),
  /** sent: the provider accepted it; recorded: development mode, only logged, nothing left the server */
  status: z.enum(['sent', 'recorded']),
});
export type TestSendResult = z.output<typeof TestSendResultSchema>;

/**
 * Issue 28: what the provider reported after accepting a send that the studio should know about,
 * as the sends' list filters it: a bounce (for good, or for now), a spam report, a drop.
 */
export const PROBLEM_DELIVERIES = ['hard_bounce', 'complaint', 'soft_bounce', 'dropped'] as const;
export type ProblemDelivery = (typeof PROBLEM_DELIVERIES)[number];

/**
 * A send with a problem, as Email Setup lists it (GET /api/admin/email-sends): one that did not go
 * out (`failed`, `unknown`), or (issue 28) one that went out and bounced, was reported as spam or
 * was dropped (`delivery`).
 */
export const ProblemSendSchema = z.strictObject({
  id: z.number().int(),
  status: z.enum(EMAIL_SEND_STATUSES),
  kind: z.enum(EMAIL_KINDS),
  to: z.string(),
  subject: z.string(),
  error: z.string().nullable(),
  leadId: z.number().int().nullable(),
  templateName: z.string().nullable(),
  attempts: z.number().int(),
  updatedAt: IsoInstant,
  /** a failed send with a message to send again ('Send again'); not one never written or of a deleted lead */
  retryable: z.boolean(),
  /**
   * Issue 28: the most telling event heard about it after it left, when and from where, with the
   * event's words (a bounce's reason); null when nothing was heard.
   */
  delivery: z
    .strictObject({
      status: z.enum(DELIVERY_STATUSES),
      at: IsoInstant,
      source: z.enum(EMAIL_EVENT_SOURCES).nullable(),
      detail: z.string().nullable(),
    })
    .nullable(),
});
export type ProblemSend = z.output<typeof ProblemSendSchema>;

/** POST /api/admin/email-check: the provider's own answer to the stored settings (nothing is sent). */
export const EmailCheckResultSchema = z.strictObject({
  /** the service in force answered and e-mail will go out; false too in development (nothing to check, nothing sent) */
  ok: z.boolean(),
  service: serviceInUse,
  /** what the provider said, e.g. 'SMTP check failed at smtp.example.com:587: Invalid login: 535 …' */
  message: z.string(),
  /** the same, coded, when it is a known refusal (smtp_host_private) */
  problem: CodedProblemSchema.optional(),
});
export type EmailCheckResult = z.output<typeof EmailCheckResultSchema>;

/**
 * GET /api/admin/email-sends?status=|delivery=&page=&pageSize=: the sends with a problem, newest
 * first. No filter: all of them (failed, unknown, and every problem delivery); `status` narrows to
 * the sends that did not go out, `delivery` to the ones the provider reported on afterwards. The two
 * name different things, so one filter at a time: both at once is refused, not silently read as
 * "and" (which matches nothing: a failed send was never delivered).
 */
export const PROBLEM_SEND_PAGE_SIZE_MAX = 100;
export const ProblemSendsQuerySchema = z
  .strictObject({
    status: z.enum(['failed', 'unknown']).optional(),
    delivery: z.enum(PROBLEM_DELIVERIES).optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(PROBLEM_SEND_PAGE_SIZE_MAX).default(20),
  })
  .refine((query) => query.status === undefined || query.delivery === undefined, {
    ...withCode('one_send_filter', 'Filter by status or by delivery, not both.'),
    path: ['delivery'],
  });
export type ProblemSendsQuery = z.output<typeof ProblemSendsQuerySchema>;

export const ProblemSendPageSchema = z.strictObject({
  sends: z.array(ProblemSendSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProblemSendPage = z.output<typeof ProblemSendPageSchema>;

/** POST /api/admin/email-sends/:id/retry: the send is queued again. */
export const RetriedSendSchema = z.strictObject({ id: z.number().int(), status: z.literal('queued') });

/** GET /api/admin/notices (any signed-in user): what the admin frame warns about. */
export const AdminNoticesSchema = z.strictObject({
  /** production, and e-mail is not really sent (development mode or unusable settings, D13) */
  emailNotSending: z.boolean(),
});
export type AdminNotices = z.output<typeof AdminNoticesSchema>;
