import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EmailConfigSchema } from '#shared/admin/email.ts';
import { databaseUrl, withAdminClient } from '../../tests/support/postgres-template.ts';
import { type DatabaseHandle, openPostgres, wrapPglite } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { emailSends, leads, users } from '../db/schema/index.ts';
import { seedDemoContent } from '../db/seed/seed-demo.ts';
import { saveEmailSettings } from '../email/email-settings.service.ts';
import { recordLeadTouch } from '../services/leads.service.ts';
import { backupTables, NOT_BACKED_UP, quoted } from './backup-tables.ts';
import { RestoreError, refuseUnlessEmptyDatabase, restoreBackup, SENDING_AT_BACKUP } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';

/**
 * `npm run backup` / `npm run restore` (issue 11): the seeded studio with leads, from PGlite to
 * PostgreSQL and back (on a run without PostgreSQL: PGlite to PGlite), compared row by row.
 */

const APP_SECRET = 'backup-test-secret-that-is-at-least-32-characters';
const SMTP_PASSWORD = 'correct horse battery staple 42';

const opened: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of opened.reverse()) await close();
});

/** An empty, migrated database: PostgreSQL when this run has a server, else PGlite. */
async function emptyDatabase(kind: 'pglite' | 'server'): Promise<DatabaseHandle> {
  const postgresUrl = inject('postgresUrl');
  let handle: DatabaseHandle;
  if (kind === 'server' && postgresUrl) {
    const name = `atelier_t_${randomBytes(6).toString('hex')}`;
    await withAdminClient(postgresUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
    handle = openPostgres(databaseUrl(postgresUrl, name), 2);
    opened.push(async () => {
      await handle.close();
      await withAdminClient(postgresUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    });
  } else {
    handle = wrapPglite(await PGlite.create());
    opened.push(() => handle.close());
  }
  await migrateDatabase(handle);
  return handle;
}

async function backupOf(handle: DatabaseHandle): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeBackup(handle, out, new Date('2026-11-25T12:00:00Z'));
  return Buffer.concat(chunks);
}

/** Every backed-up row of every table, as PostgreSQL writes it, in key order. */
async function everyRow(handle: DatabaseHandle): Promise<Record<string, string[]>> {
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

/** The demo studio, with leads and their history, staff, e-mail settings and one send mid-call. */
async function seedStudio(handle: DatabaseHandle): Promise<{ sendingId: number }> {
  await seedDemoContent(handle.db);
  for (let i = 0; i < 12; i++) {
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
  await saveEmailSettings(
    { db: handle.db, env: {}, appSecret: APP_SECRET },
    { id: admin?.id ?? 0, username: 'maren' },
    EmailConfigSchema.parse({
      emailService: 'smtp',
      smtpHost: 'smtp.example.com',
      smtpPort: 587,
      emailUser: 'studio',
      emailPass: SMTP_PASSWORD,
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

describe('backup and restore', () => {
  let source: DatabaseHandle;
  let sendingId: number;
  let file: Buffer;
  beforeAll(async () => {
    source = await emptyDatabase('pglite');
    ({ sendingId } = await seedStudio(source));
    file = await backupOf(source);
  }, 120_000);

  it('holds every table but sessions, rate limits and image variants, and no secret in clear', async () => {
    const text = gunzipSync(file).toString('utf8');
    const lines = text.trimEnd().split('\n');
    const header = JSON.parse(lines[0] ?? '{}');
    expect(header).toMatchObject({ format: 'atelier-backup', version: 1, schema: '0006_two_factor_sign_in' });
    const names = header.tables.map((table: { name: string }) => table.name);
    for (const excluded of NOT_BACKED_UP) expect(names).not.toContain(excluded);
    for (const needed of [
      'projects',
      'blog_posts',
      'media',
      'leads',
      'lead_events',
      'email_templates',
      'users',
      'site_settings',
      'email_settings',
      'audit_events',
    ]) {
      expect(names).toContain(needed);
    }
    // Parents before children: a restore never breaks a foreign key.
    expect(names.indexOf('leads')).toBeLessThan(names.indexOf('lead_events'));
    expect(names.indexOf('media')).toBeLessThan(names.indexOf('project_images'));
    expect(JSON.parse(lines.at(-1) ?? '{}').end.leads).toBe(12);
    expect(text).not.toContain(SMTP_PASSWORD);
  });

  it('round-trips the studio to PostgreSQL (PGlite without a server) and back to PGlite, every row equal', async () => {
    const before = await everyRow(source);
    const server = await emptyDatabase('server');
    const restored = await restoreBackup(server, Readable.from(file));
    expect(restored.rows.leads).toBe(12);

    const back = await emptyDatabase('pglite');
    await restoreBackup(back, Readable.from(await backupOf(server)));

    for (const copy of [server, back]) {
      const after = await everyRow(copy);
      expect(Object.keys(after)).toEqual(Object.keys(before));
      for (const table of Object.keys(before)) {
        // The one change a restore makes: a send that was mid-call is unknown, never sent again.
        const expected = table === 'email_sends' ? before[table]?.map(unknownIfSending) : before[table];
        expect(after[table], table).toEqual(expected);
      }
      const [mid] = await copy.db.select().from(emailSends).where(eq(emailSends.id, sendingId));
      expect(mid).toMatchObject({ status: 'unknown', lastError: SENDING_AT_BACKUP });
    }
  });

  it('gives new rows ids after the restored ones', async () => {
    const copy = await emptyDatabase('pglite');
    await restoreBackup(copy, Readable.from(file));
    const [{ max } = { max: 0 }] = await copy.db.select({ max: sql<number>`max(${leads.id})` }).from(leads);
    const [added] = await copy.db.insert(leads).values({ email: 'after@example.com', source: 'manual' }).returning();
    expect(added?.id).toBeGreaterThan(Number(max));
  });

  // Embedded databases and many restores: seconds alone, far more on a machine busy with other suites.
  it('refuses a database that already holds data, a file cut short, and one that is not a backup: nothing written', async () => {
    const filled = await emptyDatabase('pglite');
    await filled.db.insert(leads).values({ email: 'already@example.com', source: 'manual' });
    const filledBefore = await everyRow(filled);
    await expect(restoreBackup(filled, Readable.from(file))).rejects.toThrow(/already holds data \(leads\)/);
    expect(await everyRow(filled)).toEqual(filledBefore);

    const empty = await emptyDatabase('pglite');
    const emptyBefore = await everyRow(empty);
    const text = gunzipSync(file).toString('utf8').trimEnd().split('\n');
    const cuts: Array<[Buffer, RegExp]> = [
      [gzipSync(text.slice(0, -1).join('\n')), /ends early/],
      [gzipSync(`${text.slice(0, -1).join('\n')}\n{"end":{"leads":99}}`), /damaged/],
      [file.subarray(0, Math.floor(file.length / 2)), /not a readable backup|ends early/],
      [Buffer.from('leads,email\n1,a@example.com\n'), /not a readable backup/],
      [gzipSync('{"hello":"world"}\n'), /not an Atelier backup/],
      [gzipSync(text[0]?.replace('0006_two_factor_sign_in', '0099_from_the_future') ?? ''), /newer version/],
    ];
    for (const [damaged, message] of cuts) {
      const refused = restoreBackup(empty, Readable.from(damaged));
      await expect(refused).rejects.toBeInstanceOf(RestoreError);
      await expect(restoreBackup(empty, Readable.from(damaged))).rejects.toThrow(message);
      expect(await everyRow(empty)).toEqual(emptyBefore);
    }
  }, 120_000);
});

describe('a restore racing another writer', () => {
  let file: Buffer;
  beforeAll(async () => {
    const source = await emptyDatabase('pglite');
    await seedStudio(source);
    file = await backupOf(source);
  }, 120_000);

  it('refuses a database that gained a row after the early check, once the restore has begun', async () => {
    const target = await emptyDatabase('server');
    await refuseUnlessEmptyDatabase(target); // the CLI's check, before it migrates: still empty
    const slow = heldBack(file);
    const restoring = restoreBackup(target, slow.stream);
    await slow.reading;
    // Meanwhile a server on the same database takes an enquiry.
    await target.db.insert(leads).values({ email: 'meanwhile@example.com', source: 'contact' });
    const before = await everyRow(target);
    slow.release();
    await expect(restoring).rejects.toThrow(/already holds data \(leads\)/);
    expect(await everyRow(target)).toEqual(before);
  }, 120_000);

  it('lets one of two restores started at once load the file, and refuses the other: one copy of each row', async () => {
    const target = await emptyDatabase('server');
    // Both have begun reading their file before either loads a row: both found an empty database.
    const files = [heldBack(file), heldBack(file)];
    const restores = files.map((held) => restoreBackup(target, held.stream));
    await Promise.all(files.map((held) => held.reading));
    for (const held of files) held.release();
    const results = await Promise.allSettled(restores);

    const loaded = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(loaded).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(RestoreError);
    expect(String(refused[0])).toMatch(/already holds data/);
    for (const [table, count] of Object.entries(loaded[0]?.rows ?? {})) {
      const { rows } = await target.executeSql(`select count(*)::int as n from ${quoted(table)}`);
      expect(rows[0]?.n, table).toBe(count);
    }
    expect(loaded[0]?.rows.leads).toBe(12);
  }, 120_000);
});

describe('backup refusals', () => {
  it('reports an output that fails, instead of crashing, and writes nothing more', async () => {
    const source = await emptyDatabase('pglite');
    const out = createWriteStream(join(tmpdir(), 'no-such-directory', 'studio.jsonl.gz'));
    await expect(writeBackup(source, out)).rejects.toThrow(/ENOENT/);
  });

  it('says so when the database has no schema at all', async () => {
    const bare = wrapPglite(await PGlite.create());
    opened.push(() => bare.close());
    await expect(backupOf(bare)).rejects.toThrow('This database has no schema yet: there is nothing to back up.');
  });

  it('refuses a database migrated by a newer version', async () => {
    const source = await emptyDatabase('pglite');
    await source.executeSql(
      `insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-the-future', 9999999999999)`,
    );
    await expect(backupOf(source)).rejects.toThrow(/migrated by a newer version/);
  });

  // Embedded databases and many restores: seconds alone, far more on a machine busy with other suites.
  it('refuses, before migrating, a database whose tables hold anything', async () => {
    const other = wrapPglite(await PGlite.create());
    opened.push(() => other.close());
    await other.executeSql('create table notes (body text); insert into notes values ($$kept$$)');
    await expect(refuseUnlessEmptyDatabase(other)).rejects.toThrow(/already holds data \(notes\)/);
    const { rows } = await other.executeSql("select count(*)::int as n from pg_tables where schemaname = 'drizzle'");
    expect(rows[0]?.n).toBe(0);
    await refuseUnlessEmptyDatabase(await emptyDatabase('pglite'));
  }, 120_000);
});

function unknownIfSending(row: string): string {
  const parsed = JSON.parse(row) as { status: string; last_error: string | null };
  if (parsed.status !== 'sending') return row;
  return JSON.stringify({ ...parsed, status: 'unknown', last_error: SENDING_AT_BACKUP });
}

/**
 * The file as a slow disk or network gives it: nothing until `release`. `reading` resolves once the
 * restore has asked for its first bytes, i.e. once it has begun.
 */
function heldBack(file: Buffer): { stream: Readable; reading: Promise<void>; release: () => void } {
  let begun = () => {};
  const reading = new Promise<void>((resolve) => {
    begun = resolve;
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  const stream = new Readable({
    read() {
      if (asked) return;
      asked = true;
      begun();
      void released.then(() => {
        this.push(file);
        this.push(null);
      });
    },
  });
  return { stream, reading, release };
}
