import { WebhookKeysSchema, WebhookReceiptSchema, WebhookSettingsSchema } from '../admin/email-webhooks.ts';
import { endpoint } from './endpoint.ts';

/**
 * Issue 28: the providers' signed event webhooks (posted by Resend's and SendGrid's servers; the
 * body is read as raw bytes, its signature checked before anything is parsed), and Email Setup's
 * section that holds their keys.
 */
export const webhooksApi = {
  /** Resend (Svix / Standard Webhooks signature): one event per request */
  resend: endpoint({
    method: 'POST',
    path: '/webhooks/resend',
    response: { status: 200, schema: WebhookReceiptSchema },
  }),
  /** SendGrid's signed Event Webhook (ECDSA): a JSON array of events */
  sendgrid: endpoint({
    method: 'POST',
    path: '/webhooks/sendgrid',
    response: { status: 200, schema: WebhookReceiptSchema },
  }),
};

export const webhookSettingsApi = {
  status: endpoint({
    method: 'GET',
    path: '/admin/email-webhooks',
    response: { status: 200, schema: WebhookSettingsSchema },
  }),
  /** answers the new status */
  saveKeys: endpoint({
    method: 'POST',
    path: '/admin/email-webhooks',
    body: WebhookKeysSchema,
    response: { status: 200, schema: WebhookSettingsSchema },
  }),
};
