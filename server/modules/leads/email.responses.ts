import { z } from 'zod';
import type {
  AdminNotices,
  EmailCheckResult,
  EmailStatusReport,
  EmailTemplate,
  ProblemSendPage,
  ProcessEmailsResult,
  TemplatePreview,
} from '#shared/admin/email.ts';
import { EMAIL_CONFIG_FIELDS, EMAIL_SERVICES } from '#shared/admin/email.ts';
import type { SeedResult } from './email-templates.service.ts';
import { IsoInstant } from '../../platform/http/responses/content.responses.ts';
import { describes } from '../../platform/http/responses/describes.ts';
import { EMAIL_KINDS } from '../../platform/http/responses/leads.responses.ts';

/** The answers of the e-mail routes: templates, the scheduler's run, Email Setup (D10, D13). */

export const EmailTemplateSchema = describes<EmailTemplate>()(
  z.strictObject({
    id: z.number().int(),
    name: z.string(),
    subject: z.string(),
    htmlContent: z.string(),
    textContent: z.string(),
    sequencePosition: z.number().int(),
    delayDays: z.number().int(),
    active: z.boolean(),
    createdAt: IsoInstant,
    updatedAt: IsoInstant,
  }),
);
export const EmailTemplateListSchema = z.array(EmailTemplateSchema);

export const SeedResultSchema = describes<SeedResult>()(
  z.strictObject({ message: z.string(), templates: EmailTemplateListSchema }),
);

export const TemplatePreviewSchema = describes<TemplatePreview>()(
  z.strictObject({
    from: z.string(),
    to: z.string(),
    subject: z.string(),
    html: z.string(),
    text: z.string(),
    emptyPlaceholders: z.array(z.string()),
    htmlBytes: z.number().int(),
  }),
);

export const ProcessEmailsResultSchema = describes<ProcessEmailsResult>()(
  z.strictObject({
    queued: z.number().int(),
    skipped: z.number().int(),
    waiting: z.number().int(),
    held: z.boolean(),
    message: z.string(),
  }),
);

const service = z.enum(['development', ...EMAIL_SERVICES]);
const masked = z.strictObject({ set: z.boolean(), last4: z.string().nullable() });

export const EmailStatusReportSchema = describes<EmailStatusReport>()(
  z.strictObject({
    status: z.enum(['configured', 'development', 'error']),
    message: z.string(),
    service,
    config: z.strictObject({
      emailService: z.enum(EMAIL_SERVICES).nullable(),
      emailUser: z.string(),
      smtpHost: z.string(),
      smtpPort: z.number().int().nullable(),
      smtpSecure: z.boolean(),
      fromAddress: z.string(),
      emailPass: masked,
      sendgridApiKey: masked,
      resendApiKey: masked,
    }),
    overriddenByEnv: z.array(z.enum(EMAIL_CONFIG_FIELDS)),
    productionWithoutSending: z.boolean(),
  }),
);

export const EmailCheckResultSchema = describes<EmailCheckResult>()(
  z.strictObject({ ok: z.boolean(), service, message: z.string() }),
);

/** A test send's outcome: the send log row it wrote and its status. */
export const TestSendResultSchema = z.strictObject({
  message: z.string(),
  sendId: z.number().int(),
  status: z.string(),
});

export const ProblemSendPageSchema = describes<ProblemSendPage>()(
  z.strictObject({
    sends: z.array(
      z.strictObject({
        id: z.number().int(),
        status: z.enum(['failed', 'unknown']),
        kind: z.enum(EMAIL_KINDS),
        to: z.string(),
        subject: z.string(),
        error: z.string().nullable(),
        leadId: z.number().int().nullable(),
        templateName: z.string().nullable(),
        attempts: z.number().int(),
        updatedAt: IsoInstant,
        retryable: z.boolean(),
      }),
    ),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);

export const RetriedSendSchema = z.strictObject({ id: z.number().int(), status: z.literal('queued') });

export const AdminNoticesSchema = describes<AdminNotices>()(z.strictObject({ emailNotSending: z.boolean() }));
