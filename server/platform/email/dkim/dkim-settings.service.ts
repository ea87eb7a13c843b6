import { eq } from 'drizzle-orm';
import type { DkimKeyRequestSchema } from '#shared/api/email-domain.ts';
import type { z } from '#shared/zod.ts';
import { type AuditActor, recordAuditEvent } from '../../audit.service.ts';
import type { Database } from '../../db/client.ts';
import { emailSettings } from '../../db/schema/email.ts';
import { boxFor, readEmailSettingsRow } from '../email-settings.service.ts';
import { generateDkimKeyPair } from './dkim-key.ts';

/**
 * Email Setup's DKIM key (issue 28): generated here, the private key sealed with APP_SECRET, the
 * public key kept in clear for the record to publish. Only the four DKIM columns are written; the
 * outgoing form and the other sections keep theirs. The transport sees the new row at the next
 * send (email-transport.ts rebuilds when the row changes).
 */

type DkimKeyRequest = z.output<typeof DkimKeyRequestSchema>;

/** A new key for the selector and domain; it replaces the one in use (the old record stops verifying). */
export async function generateDkimKey(
  deps: { db: Database; appSecret: string },
  actor: AuditActor,
  request: DkimKeyRequest,
  now: Date,
): Promise<void> {
  // Made before the transaction: the prime search must not hold the database.
  const pair = await generateDkimKeyPair();
  const values = {
    dkimDomain: request.domain,
    dkimSelector: request.selector,
    dkimPrivateKeyEncrypted: boxFor(deps.appSecret).seal(pair.privateKeyPem),
    dkimPublicKey: pair.publicKeyBase64,
    updatedAt: now,
  };
  await deps.db.transaction(async (tx) => {
    const before = await readEmailSettingsRow(tx);
    await tx
      .insert(emailSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: emailSettings.id, set: values });
    await recordAuditEvent(tx, {
      actor,
      action: 'content.update',
      entityType: 'email_settings',
      entityId: null,
      label: `DKIM key for ${request.selector}._domainkey.${request.domain}`,
      data: { changed: ['dkim'], replaced: Boolean(before?.dkimPublicKey), domain: request.domain },
    });
  });
}

/** Removes the key: SMTP sends go out unsigned again. Nothing stored, nothing done (and nothing audited). */
export async function removeDkimKey(deps: { db: Database }, actor: AuditActor, now: Date): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await readEmailSettingsRow(tx);
    if (!before?.dkimPublicKey && !before?.dkimPrivateKeyEncrypted) return;
    await tx
      .update(emailSettings)
      .set({ dkimDomain: null, dkimSelector: null, dkimPrivateKeyEncrypted: null, dkimPublicKey: null, updatedAt: now })
      .where(eq(emailSettings.id, 1));
    await recordAuditEvent(tx, {
      actor,
      action: 'content.update',
      entityType: 'email_settings',
      entityId: null,
      label: `DKIM key removed for ${before.dkimSelector}._domainkey.${before.dkimDomain}`,
      data: { changed: ['dkim'], removed: true, domain: before.dkimDomain },
    });
  });
}
