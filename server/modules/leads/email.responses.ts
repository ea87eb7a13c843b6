import { z } from 'zod';
import type { EmailTemplate, ProcessEmailsResult, TemplatePreview } from '#shared/admin/email.ts';
import { IsoInstant } from '#shared/api/common.ts';
import { describes } from '../../platform/http/responses/describes.ts';
import type { SeedResult } from './email-templates.service.ts';

/** The answers of the sequence e-mail routes: templates and the scheduler's run (D10). Email Setup's are the platform's (email-delivery.responses.ts). */

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
