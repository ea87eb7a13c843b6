import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlankTestDatabase, createTestDatabase } from '../../../tests/support/test-db.ts';
import type { DatabaseHandle } from './client.ts';
import { migrateDatabase, migrationsFolder } from './migrate.ts';
import { emailSends, leadEvents, leads } from './schema/index.ts';

/**
 * `leads.last_activity_at` (Lead.lastActivityAt, the inbox's "recent activity" order) is kept by
 * the triggers of migration 0005 (ADR 011): every writer gets it right without knowing it exists.
 */

const at = (iso: string) => new Date(iso);

async function activityOf(handle: DatabaseHandle, id: number): Promise<string> {
  const [row] = await handle.db.select({ at: leads.lastActivityAt }).from(leads).where(eq(leads.id, id));
  if (!row) throw new Error(`no lead ${id}`);
  return row.at.toISOString();
}

async function insertLead(handle: DatabaseHandle, email: string, when: string): Promise<number> {
  const [row] = await handle.db
    .insert(leads)
    .values({ email, source: 'contact', createdAt: at(when), updatedAt: at(when) })
    .returning({ id: leads.id });
  if (!row) throw new Error('no lead inserted');
  return row.id;
}

function sendOf(leadId: number, key: string, when: string) {
  return {
    kind: 'sequence' as const,
    idempotencyKey: key,
    leadId,
    toAddress: 'someone@example.com',
    subject: 'Hello',
    htmlBody: '<p>Hi</p>',
    textBody: 'Hi',
    createdAt: at(when),
    updatedAt: at(when),
  };
}

describe('a lead’s last activity, kept by the database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase('migrated');
  });
  afterAll(async () => handle?.close());

  it('starts at the row’s own updated_at', async () => {
    const id = await insertLead(handle, 'starts@example.com', '2025-01-01T10:00:00Z');
    expect(await activityOf(handle, id)).toBe('2025-01-01T10:00:00.000Z');
  });

  it('moves forward with each event, e-mail and edit, and never back', async () => {
    const id = await insertLead(handle, 'moves@example.com', '2025-01-01T10:00:00Z');
    await handle.db.insert(leadEvents).values({ leadId: id, kind: 'note', createdAt: at('2025-01-02T10:00:00Z') });
    expect(await activityOf(handle, id)).toBe('2025-01-02T10:00:00.000Z');
    await handle.db.insert(emailSends).values(sendOf(id, `moves:${id}:1`, '2025-01-03T10:00:00Z'));
    expect(await activityOf(handle, id)).toBe('2025-01-03T10:00:00.000Z');
    await handle.db
      .update(leads)
      .set({ phone: '555', updatedAt: at('2025-01-04T10:00:00Z') })
      .where(eq(leads.id, id));
    expect(await activityOf(handle, id)).toBe('2025-01-04T10:00:00.000Z');
    // Something written later with an older time (a back-dated note) does not move it back.
    await handle.db.insert(leadEvents).values({ leadId: id, kind: 'note', createdAt: at('2025-01-02T12:00:00Z') });
    await handle.db
      .update(leads)
      .set({ phone: '556', updatedAt: at('2025-01-01T12:00:00Z') })
      .where(eq(leads.id, id));
    expect(await activityOf(handle, id)).toBe('2025-01-04T10:00:00.000Z');
  });

  it('does not move when a send only changes state (the lead is never locked after its send)', async () => {
    const id = await insertLead(handle, 'state@example.com', '2025-01-01T10:00:00Z');
    const [send] = await handle.db
      .insert(emailSends)
      .values(sendOf(id, `state:${id}`, '2025-01-02T10:00:00Z'))
      .returning({ id: emailSends.id });
    await handle.db
      .update(emailSends)
      .set({ status: 'sent', sentAt: at('2025-01-05T10:00:00Z'), updatedAt: at('2025-01-05T10:00:00Z') })
      .where(eq(emailSends.id, send?.id ?? 0));
    expect(await activityOf(handle, id)).toBe('2025-01-02T10:00:00.000Z');
  });

  it('ignores e-mails of no lead (test sends)', async () => {
    const before = await handle.db.select({ id: leads.id, at: leads.lastActivityAt }).from(leads);
    await handle.db
      .insert(emailSends)
      .values({ ...sendOf(0, 'no-lead', '2030-01-01T00:00:00Z'), kind: 'test', leadId: null });
    expect(await handle.db.select({ id: leads.id, at: leads.lastActivityAt }).from(leads)).toEqual(before);
  });
});

describe('migration 0005 on a database that already has leads', () => {
  let folder: string;
  let handle: DatabaseHandle | undefined;

  beforeAll(async () => {
    // The committed migrations up to 0004: a copy of the folder with the journal cut there.
    folder = await mkdtemp(join(tmpdir(), 'atelier-migrations-'));
    await cp(migrationsFolder, folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number }[] };
    journal.entries = journal.entries.filter((entry) => entry.idx <= 4);
    await writeFile(journalPath, JSON.stringify(journal));
    // No snapshot stops before 0005: this database is migrated from nothing, up to 0004 and then on.
    handle = await createBlankTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('fills the column from the events and e-mails written before it existed', async () => {
    const db = handle as DatabaseHandle;
    await migrateDatabase(db, folder);
    const run = (text: string) => db.executeSql(text);
    await run(`insert into leads (email, source, created_at, updated_at) values
      ('quiet@example.com', 'manual', '2025-01-01T10:00:00Z', '2025-01-01T10:00:00Z'),
      ('noted@example.com', 'contact', '2025-01-01T10:00:00Z', '2025-01-01T10:00:00Z'),
      ('mailed@example.com', 'lookbook', '2025-01-01T10:00:00Z', '2025-01-01T10:00:00Z')`);
    await run(`insert into lead_events (lead_id, kind, created_at)
      select id, 'note', '2025-01-03T10:00:00Z' from leads where email = 'noted@example.com'`);
    await run(`insert into email_sends (kind, lead_id, idempotency_key, to_address, subject, html_body, text_body,
                                        created_at, updated_at)
      select 'sequence', id, 'before-0005', email, 'Hi', '<p>Hi</p>', 'Hi', '2025-01-04T10:00:00Z', '2025-01-04T10:00:00Z'
      from leads where email = 'mailed@example.com'`);

    await migrateDatabase(db);

    const { rows } = await run(
      `select email, to_char(last_activity_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as at from leads order by email`,
    );
    expect(rows).toEqual([
      { email: 'mailed@example.com', at: '2025-01-04T10:00' },
      { email: 'noted@example.com', at: '2025-01-03T10:00' },
      { email: 'quiet@example.com', at: '2025-01-01T10:00' },
    ]);
  });
});
