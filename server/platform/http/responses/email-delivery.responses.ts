import { z } from 'zod';
import type { AdminNotices, EmailCheckResult, EmailStatusReport, ProblemSendPage } from '#shared/admin/email.ts';
import { EMAIL_CONFIG_FIELDS, EMAIL_SERVICES } from '#shared/admin/email.ts';
import { EMAIL_KINDS } from '#shared/admin/leads.ts';
import { IsoInstant } from '#shared/api/common.ts';
import { describes } from './describes.ts';

/** The answers of Email Setup (D13): the delivery's status and check, test sends, problem sends. */
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
