import { IsoInstant } from '../api/common.ts';
import { withCode } from '../api/errors.ts';
import { EMAIL_EVENT_KINDS } from '../email/email-events.ts';
import { hasControlCharacters } from '../forms.ts';
import { z } from '../zod.ts';
import { MaskedSecretSchema } from './email.ts';

/**
 * Email Setup's "Delivery events (webhooks)" (issue 28): the providers whose signed webhooks
 * Atelier reads, the key each is verified with, and what the endpoints answer a provider.
 */

export const WEBHOOK_PROVIDERS = ['resend', 'sendgrid'] as const;
export type WebhookProvider = (typeof WEBHOOK_PROVIDERS)[number];

const count = z.number().int().min(0);

/**
 * What a webhook endpoint answers a provider that signed its request: how many events the body
 * held, how many were new and recorded, how many were already known (a retry), and how many were
 * of no interest or could not be read (opens, clicks, a malformed entry of a batch).
 */
export const WebhookReceiptSchema = z.strictObject({
  received: count,
  recorded: count,
  duplicate: count,
  ignored: count,
});
export type WebhookReceipt = z.output<typeof WebhookReceiptSchema>;

export const WebhookProviderStatusSchema = z.strictObject({
  /** the address to paste into the provider's webhook settings */
  url: z.string(),
  /** the signing secret (Resend) or verification key (SendGrid): never sent back, only whether it is set */
  key: MaskedSecretSchema,
  /** the newest event recorded from this provider, so the studio can see the webhook works */
  lastEvent: z.strictObject({ kind: z.enum(EMAIL_EVENT_KINDS), receivedAt: IsoInstant }).nullable(),
});
export type WebhookProviderStatus = z.output<typeof WebhookProviderStatusSchema>;

export const WebhookSettingsSchema = z.strictObject({
  resend: WebhookProviderStatusSchema,
  sendgrid: WebhookProviderStatusSchema,
});
export type WebhookSettings = z.output<typeof WebhookSettingsSchema>;

/** The form shows a stored key as 'set ••••abcd'; that text coming back is never a new key. */
const MASK_CHARACTER = '\u2022';

/** Resend's signing secret as its dashboard shows it: `whsec_` and the key in base64. */
export const RESEND_SECRET_PATTERN = /^whsec_[A-Za-z0-9+/]{16,}={0,2}$/;

const keyInput = (label: string, max: number) =>
  z
    .string()
    .max(max, `${label} is too long.`)
    .refine(
      (value) => !value.includes(MASK_CHARACTER),
      withCode(
        'secret_masked',
        `${label} looks like the masked value: type the whole secret, or leave the field empty to keep the stored one.`,
      ),
    )
    // '' is Remove; spaces alone are neither a key nor a clear wish to remove one.
    .refine(
      (value) => value === '' || value.trim() !== '',
      withCode('invalid_value', `${label} is blank: type the key, or use Remove.`),
    );

/**
 * POST /api/admin/email-webhooks. Each key: omitted or null keeps the stored one, '' removes it,
 * anything else replaces it (as the outgoing service's secrets). The Resend secret must have its
 * shape here; the SendGrid key (a PEM body, maybe with its header lines) is proven on the server
 * by reading it as a public key.
 */
export const WebhookKeysSchema = z.strictObject({
  resendSecret: keyInput('Resend signing secret', 200)
    .transform((value) => value.trim())
    .refine(
      (value) => value === '' || RESEND_SECRET_PATTERN.test(value),
      withCode(
        'webhook_secret_format',
        'The Resend signing secret starts with whsec_: copy it whole from the webhook’s page in Resend.',
      ),
    )
    .nullable()
    .optional(),
  sendgridKey: keyInput('SendGrid verification key', 1000)
    .refine(
      (value) => !hasControlCharacters(value, true),
      withCode('invalid_value', 'SendGrid verification key is not valid.'),
    )
    .transform((value) => value.trim())
    .nullable()
    .optional(),
});
export type WebhookKeysInput = z.input<typeof WebhookKeysSchema>;
export type WebhookKeysChanges = z.output<typeof WebhookKeysSchema>;
