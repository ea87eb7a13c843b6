import { desc, eq } from 'drizzle-orm';
import type { WebhookKeysChanges, WebhookProvider, WebhookSettings } from '#shared/admin/email-webhooks.ts';
import { endpointUrl } from '#shared/api/endpoint.ts';
import { webhooksApi } from '#shared/api/webhooks.ts';
import { type AuditActor, recordAuditEvent } from '../../platform/audit.service.ts';
import type { Database, DbOrTx } from '../../platform/db/client.ts';
import { emailEvents, emailSettings } from '../../platform/db/schema/index.ts';
import { boxFor, maskSecret, readEmailSettingsRow } from '../../platform/email/email-settings.service.ts';
import { UnauthorizedError, ValidationError } from '../../platform/errors.ts';
import { isSendgridKey, normaliseSendgridKey } from './sendgrid-events.ts';

/**
 * The providers' webhook keys (issue 28): Resend's signing secret and SendGrid's verification key,
 * in `email_settings`, sealed with APP_SECRET like the outgoing service's secrets. Only this
 * section's two columns are written here; they leave the server only as `{ set, last4 }`.
 */

export interface WebhookKeysContext {
  db: Database;
  appSecret: string;
  publicUrl: string;
}

const COLUMN = {
  resend: 'resendWebhookSecretEncrypted',
  sendgrid: 'sendgridWebhookKeyEncrypted',
} as const satisfies Record<WebhookProvider, keyof typeof emailSettings.$inferSelect>;

/**
 * The key a provider's request is checked with. No key set, or one sealed under another
 * APP_SECRET: the request cannot be verified, so it is refused (401) and nothing is recorded.
 */
export async function webhookKeyFor(context: Pick<WebhookKeysContext, 'db' | 'appSecret'>, provider: WebhookProvider) {
  const [row] = await context.db
    .select({ sealed: emailSettings[COLUMN[provider]] })
    .from(emailSettings)
    .where(eq(emailSettings.id, 1));
  if (!row?.sealed) throw new UnauthorizedError('webhook_not_configured');
  try {
    return boxFor(context.appSecret).open(row.sealed);
  } catch {
    throw new UnauthorizedError('webhook_key_unreadable');
  }
}

/** What Email Setup shows: each endpoint's address, whether its key is set, its newest event. */
export async function getWebhookSettings(context: WebhookKeysContext): Promise<WebhookSettings> {
  const row = await readEmailSettingsRow(context.db);
  const status = async (provider: WebhookProvider) => {
    const sealed = row?.[COLUMN[provider]] ?? null;
    let key = maskSecret(null);
    if (sealed) {
      try {
        key = maskSecret(boxFor(context.appSecret).open(sealed));
      } catch {
        // Sealed under another APP_SECRET: set, but unreadable (typing it again repairs it).
        key = { set: true, last4: null };
      }
    }
    return {
      url: new URL(endpointUrl(webhooksApi[provider]), context.publicUrl).href,
      key,
      lastEvent: await lastEventOf(context.db, provider),
    };
  };
  return { resend: await status('resend'), sendgrid: await status('sendgrid') };
}

async function lastEventOf(db: DbOrTx, provider: WebhookProvider): Promise<WebhookSettings['resend']['lastEvent']> {
  const [event] = await db
    .select({ kind: emailEvents.kind, receivedAt: emailEvents.createdAt })
    .from(emailEvents)
    .where(eq(emailEvents.source, provider))
    .orderBy(desc(emailEvents.createdAt), desc(emailEvents.id))
    .limit(1);
  return event ? { kind: event.kind, receivedAt: event.receivedAt.toISOString() } : null;
}

/**
 * POST /api/admin/email-webhooks: absent or null keeps a key, '' removes it, anything else
 * replaces it once it is proven to be a key of its kind. Nothing to change writes nothing. Audited
 * without values.
 */
export async function saveWebhookKeys(
  context: WebhookKeysContext,
  actor: AuditActor,
  input: WebhookKeysChanges,
  now: Date,
): Promise<void> {
  const given: Record<WebhookProvider, string | null | undefined> = {
    resend: input.resendSecret,
    sendgrid: input.sendgridKey,
  };
  if (given.sendgrid && !isSendgridKey(given.sendgrid)) {
    throw ValidationError.forField('sendgridKey', 'webhook_key_invalid');
  }
  const box = boxFor(context.appSecret);
  await context.db.transaction(async (tx) => {
    const row = await readEmailSettingsRow(tx);
    const values: Partial<Record<(typeof COLUMN)[WebhookProvider], string | null>> = {};
    const changed: string[] = [];
    for (const provider of ['resend', 'sendgrid'] as const) {
      const value = given[provider];
      if (value === undefined || value === null) continue;
      const current = row?.[COLUMN[provider]] ?? null;
      if (value === '' && current === null) continue;
      values[COLUMN[provider]] =
        value === '' ? null : box.seal(provider === 'sendgrid' ? normaliseSendgridKey(value) : value);
      changed.push(provider === 'resend' ? 'resendWebhookSecret' : 'sendgridWebhookKey');
    }
    if (changed.length === 0) return;
    const set = { ...values, updatedAt: now };
    // Only this section's columns: a first save makes the row with the outgoing defaults (development).
    await tx
      .insert(emailSettings)
      .values({ id: 1, ...set })
      .onConflictDoUpdate({ target: emailSettings.id, set });
    await recordAuditEvent(tx, {
      actor,
      action: 'content.update',
      entityType: 'email_settings',
      entityId: null,
      label: 'Email setup: webhook keys',
      data: { secretsChanged: changed },
    });
  });
}
