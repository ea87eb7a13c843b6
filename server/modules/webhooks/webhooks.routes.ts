import type { Context } from 'hono';
import type { WebhookProvider, WebhookReceipt } from '#shared/admin/email-webhooks.ts';
import { webhookSettingsApi, webhooksApi } from '#shared/api/webhooks.ts';
import { UnauthorizedError, ValidationError } from '../../platform/errors.ts';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import { signedInUser } from '../../platform/http/signed-in-user.ts';
import type { PlatformDeps } from '../../platform/platform-deps.ts';
import { recordEmailEvent } from '../leads/index.ts';
import type { ProviderEvent, SignatureVerdict } from './provider-event.ts';
import { readResendEvent, resendSignatureOf, verifyResend } from './resend-events.ts';
import {
  readSendgridEvent,
  SENDGRID_SIGNATURE_HEADER,
  SENDGRID_TIMESTAMP_HEADER,
  verifySendgrid,
} from './sendgrid-events.ts';
import { getWebhookSettings, saveWebhookKeys, webhookKeyFor } from './webhook-keys.service.ts';

/** Resend posts one event per request, a few KB. */
const RESEND_MAX_BYTES = 256 * 1024;
/** SendGrid posts a batch when it reaches 768 KB (or every 30 s): room for that and its JSON. */
const SENDGRID_MAX_BYTES = 1024 * 1024;

const REFUSED = 'No key is set, or the signature is missing, wrong or more than 5 minutes old: nothing was recorded';

/**
 * The body exactly as sent: the signatures are over these bytes, so it is decoded without
 * dropping a byte-order mark (Request.text() would) and nothing is parsed before the check.
 */
async function rawBody(c: Context<AppEnv>): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await c.req.arrayBuffer());
}

function refuse(verdict: SignatureVerdict): void {
  if (!verdict.ok) throw new UnauthorizedError(verdict.code);
}

/** A signed body that is not JSON is the sender's mistake: 400, and a retry will not mend it. */
function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new ValidationError('invalid_json');
  }
}

/**
 * Each event recorded on its own (its own transaction, its own dedupe key): one that was already
 * heard is counted as a duplicate. A database failure throws, the provider gets a 500 and sends
 * the whole request again later, which the dedupe keys make safe.
 */
async function recordAll(
  deps: Pick<PlatformDeps, 'db'>,
  source: WebhookProvider,
  events: ProviderEvent[],
  received: number,
): Promise<WebhookReceipt> {
  let recorded = 0;
  for (const event of events) {
    const outcome = await recordEmailEvent(deps.db, { source, ...event });
    if (outcome.recorded) recorded += 1;
  }
  return { received, recorded, duplicate: events.length - recorded, ignored: received - events.length };
}

function keysContext(c: Context<AppEnv>) {
  const deps = c.get('deps');
  return { db: deps.db, appSecret: deps.secrets.appSecret, publicUrl: deps.config.publicUrl };
}

/**
 * Provider events (issue 28, docs/email.md "Provider webhooks"). Public: the providers' servers
 * post them with no session and no Origin, so their signature over the raw body is their whole
 * authority (body rule `signed`). Without a key set, with no signature, a wrong one or a stale
 * one: 401 and nothing is written. Otherwise 200 with what was recorded, fast, since providers
 * retry anything else.
 */
/**
 * SECURITY 14, per client address: far above what a provider posts for a small studio (Resend one
 * request per event, SendGrid batches), low enough that a stranger cannot keep the server busy
 * checking forged ECDSA signatures (~15 ms each). A provider told 429 retries later.
 */
export const WEBHOOK_RATE_LIMIT = { name: 'webhook', limit: 600, windowSeconds: 60 };

export const webhookRoutes: ApiRoute[] = [
  route(webhooksApi.resend, {
    access: 'public',
    summary: 'Resend’s signed delivery events (Svix signature): delivered, bounced, complained, failed',
    body: { kind: 'signed', maxBytes: RESEND_MAX_BYTES },
    rateLimit: WEBHOOK_RATE_LIMIT,
    errors: { 401: REFUSED },
    handle: async (c) => {
      const deps = c.get('deps');
      const body = await rawBody(c);
      const secret = await webhookKeyFor(keysContext(c), 'resend');
      const signed = resendSignatureOf((name) => c.req.header(name));
      refuse(verifyResend(secret, body, signed, deps.clock()));
      const payload = parseJson(body);
      const event = signed ? readResendEvent(payload, signed) : null;
      return recordAll(deps, 'resend', event ? [event] : [], 1);
    },
  }),
  route(webhooksApi.sendgrid, {
    access: 'public',
    summary: 'SendGrid’s signed Event Webhook (ECDSA): delivered, bounce, deferred, dropped, spamreport',
    body: { kind: 'signed', maxBytes: SENDGRID_MAX_BYTES },
    rateLimit: WEBHOOK_RATE_LIMIT,
    errors: { 401: REFUSED },
    handle: async (c) => {
      const deps = c.get('deps');
      const body = await rawBody(c);
      const key = await webhookKeyFor(keysContext(c), 'sendgrid');
      refuse(
        verifySendgrid(
          key,
          body,
          c.req.header(SENDGRID_SIGNATURE_HEADER),
          c.req.header(SENDGRID_TIMESTAMP_HEADER),
          deps.clock(),
        ),
      );
      const payload = parseJson(body);
      if (!Array.isArray(payload)) throw new ValidationError('webhook_batch_expected');
      // Each entry stands alone: one SendGrid added since, or a malformed one, is skipped, not the batch.
      const events = payload.map(readSendgridEvent).filter((event): event is ProviderEvent => event !== null);
      return recordAll(deps, 'sendgrid', events, payload.length);
    },
  }),
];

/** Email Setup's "Delivery events (webhooks)": admins only (D13, D14). */
export const webhookSettingsRoutes: ApiRoute[] = [
  route(webhookSettingsApi.status, {
    access: 'admin',
    summary: 'The webhook addresses to give Resend and SendGrid, whether their keys are set, their last event',
    handle: (c) => getWebhookSettings(keysContext(c)),
  }),
  route(webhookSettingsApi.saveKeys, {
    access: 'admin',
    summary: 'Save the webhook keys (encrypted; absent keeps, empty removes); answers the new status',
    handle: async (c, { body }) => {
      await saveWebhookKeys(keysContext(c), signedInUser(c), body, c.get('deps').clock());
      return getWebhookSettings(keysContext(c));
    },
  }),
];
