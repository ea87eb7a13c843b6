import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { EmailConfigSchema } from '#shared/admin/email.ts';
import { recordLeadTouch } from '../../server/modules/leads/leads.service.ts';
import { backupTables, quoted } from '../../server/platform/backup/backup-tables.ts';
import { SENDING_AT_BACKUP } from '../../server/platform/backup/restore-backup.ts';
import { writeBackup } from '../../server/platform/backup/write-backup.ts';
import type { DatabaseHandle } from '../../server/platform/db/client.ts';
import { emailSends, leads, users } from '../../server/platform/db/schema/index.ts';
import { saveEmailSettings } from '../../server/platform/email/email-settings.service.ts';

/**
 * The studio the backup tests back up: the demo content (the seeded test database) plus what only
 * a studio in use holds — leads and their history, a staff account, e-mail settings with every
 * kind of secret, and a send caught in the middle of its provider call.
 */

/** The APP_SECRET the studio's e-mail secrets are sealed with. */
export const APP_SECRET = 'backup-test-secret-that-is-at-least-32-characters';

/** Every secret Email Setup stores, each sealed with APP_SECRET in the database and the backup. */
export const EMAIL_SECRETS = {
  smtpPass: 'correct horse battery staple 42',
  resendApiKey: 're_backupTestKey_1234567890',
  sendgridApiKey: 'SG.backup-test-key.abcdef1234567890',
} as const;

/** How many leads `addStudioActivity` takes in (the demo content has none). */
export const LEADS_ADDED = 12;

/** Adds to a seeded database what a studio in use holds; returns the id of the send that was mid-call. */
export async function addStudioActivity(handle: DatabaseHandle): Promise<{ sendingId: number }> {
  for (let i = 0; i < LEADS_ADDED; i++) {
    await recordLeadTouch(handle.db, {
      source: i % 2 ? 'contact' : 'lookbook',
      email: `backup${i}@example.com`,
      firstName: `Lead ${i}`,
      lastName: 'Backup',
      message: i % 2 ? `A kitchen, please (${i}).` : undefined,
      consent: i % 3 === 0,
      page: '/contact',
    });
  }
  const [admin] = await handle.db
    .insert(users)
    .values({ username: 'maren', passwordHash: 'scrypt$not-a-real-hash', role: 'admin' })
    .returning();
  // SMTP in use; the two API keys stay stored (sealed) from a provider tried before.
  await saveEmailSettings(
    { db: handle.db, env: {}, appSecret: APP_SECRET },
    { id: admin?.id ?? 0, username: 'maren' },
    EmailConfigSchema.parse({
      emailService: 'smtp',
      smtpHost: 'smtp.example.com',
      smtpPort: 587,
      emailUser: 'studio',
      emailPass: EMAIL_SECRETS.smtpPass,
      resendApiKey: EMAIL_SECRETS.resendApiKey,
      sendgridApiKey: EMAIL_SECRETS.sendgridApiKey,
      fromAddress: 'hello@larchandlime.example',
    }),
    new Date(),
  );
  const [lead] = await handle.db.select().from(leads).where(eq(leads.email, 'backup1@example.com'));
  // jsonb numbers JavaScript would change (trailing zero, beyond 2^53, a tiny exponent) come back as stored.
  await handle.executeSql(
    `insert into lead_events (lead_id, kind, data) values ($1, 'note', '{"price": 1.50, "big": 12345678901234567890123, "tiny": 1e-400}')`,
    [lead?.id],
  );
  const [sending] = await handle.db
    .insert(emailSends)
    .values({
      kind: 'transactional',
      idempotencyKey: 'backup:mid-call',
      leadId: lead?.id ?? null,
      toAddress: 'backup1@example.com',
      subject: 'Mid-call',
      htmlBody: '<p>Hi</p>',
      textBody: 'Hi',
      status: 'sending',
      attempts: 1,
    })
    .returning({ id: emailSends.id });
  return { sendingId: sending?.id ?? 0 };
}

/** The backup file `writeBackup` makes of the database, in memory. */
export async function backupOf(handle: DatabaseHandle): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeBackup(handle, out, new Date('2026-11-25T12:00:00Z'));
  return Buffer.concat(chunks);
}

/** Every backed-up row of every table, as PostgreSQL writes it, in key order. */
export async function everyRow(handle: DatabaseHandle): Promise<Record<string, string[]>> {
  const dump: Record<string, string[]> = {};
  for (const table of await backupTables(handle.executeSql)) {
    const order = (table.key.length > 0 ? table.key : table.columns).map(quoted).join(', ');
    const { rows } = await handle.executeSql(
      `select row_to_json(t)::text as row from ${quoted(table.name)} t order by ${order}`,
    );
    dump[table.name] = rows.map((row) => String(row.row));
  }
  return dump;
}

/**
 * The rows a restore of a backup of `rows` must hold. The one change a restore makes: a send that
 * was mid-call is unknown, never sent again.
 */
export function asRestored(rows: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(rows).map(([table, lines]) => [
      table,
      table === 'email_sends' ? lines.map(unknownIfSending) : lines,
    ]),
  );
}

function unknownIfSending(row: string): string {
  const parsed = JSON.parse(row) as { status: string; last_error: string | null };
  if (parsed.status !== 'sending') return row;
  return JSON.stringify({ ...parsed, status: 'unknown', last_error: SENDING_AT_BACKUP });
}
