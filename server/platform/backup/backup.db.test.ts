import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  addStudioActivity,
  asRestored,
  backupOf,
  EMAIL_SECRETS,
  everyRow,
  LEADS_ADDED,
} from '../../../tests/support/backup-studio.ts';
import { createBlankTestDatabase, createTestDatabase } from '../../../tests/support/test-db.ts';
import { type DatabaseHandle, wrapPglite } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { emailSends, leads } from '../db/schema/index.ts';
import { NOT_BACKED_UP, quoted } from './backup-tables.ts';
import { RestoreError, refuseUnlessEmptyDatabase, restoreBackup, SENDING_AT_BACKUP } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';

/**
 * `npm run backup` / `npm run restore` (issue 11): the seeded studio with leads, across the two
 * database drivers and back, compared row by row. (The commands themselves: backup-cli.db.test.ts.)
 */

const opened: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of opened.reverse()) await close();
});

async function database(make: () => Promise<DatabaseHandle>): Promise<DatabaseHandle> {
  const handle = await make();
  opened.push(() => handle.close());
  return handle;
}

/** An empty, migrated database: PostgreSQL when this run has a server, else PGlite. */
const emptyDatabase = () => database(() => createTestDatabase('migrated'));

/**
 * An empty, migrated PGlite. On a PostgreSQL run that is the other driver, so a backup crosses
 * drivers both ways; such a run has no PGlite snapshot, so this one database is migrated from
 * scratch there.
 */
const emptyPglite = () =>
  database(async () => {
    if (inject('pgliteSnapshots')) return createTestDatabase('migrated');
    const handle = wrapPglite(await PGlite.create());
    await migrateDatabase(handle);
    return handle;
  });

// One studio and one backup of it for the whole file: tests read them and never write to them.
let source: DatabaseHandle;
let sendingId: number;
let sourceRows: Record<string, string[]>;
let file: Buffer;
beforeAll(async () => {
  source = await database(() => createTestDatabase('seeded'));
  ({ sendingId } = await addStudioActivity(source));
  sourceRows = await everyRow(source);
  file = await backupOf(source);
});

describe('backup and restore', () => {
  it('holds every table but sessions, rate limits and image variants, and no secret in clear', () => {
    const text = gunzipSync(file).toString('utf8');
    const lines = text.trimEnd().split('\n');
    const header = JSON.parse(lines[0] ?? '{}');
    expect(header).toMatchObject({ format: 'atelier-backup', version: 1, schema: '0011_vitals_daily' });
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
    expect(JSON.parse(lines.at(-1) ?? '{}').end.leads).toBe(LEADS_ADDED);
    for (const secret of Object.values(EMAIL_SECRETS)) expect(text).not.toContain(secret);
  });

  // Embedded databases and several restores: seconds alone, far more on a machine busy with other suites.
  it('round-trips the studio from one driver to the other and back (PGlite to PGlite without a server), every row equal', async () => {
    const across = await emptyPglite();
    const restored = await restoreBackup(across, Readable.from(file));
    expect(restored.rows.leads).toBe(LEADS_ADDED);

    const back = await emptyDatabase();
    await restoreBackup(back, Readable.from(await backupOf(across)));

    const expected = asRestored(sourceRows);
    for (const copy of [across, back]) {
      const after = await everyRow(copy);
      expect(Object.keys(after)).toEqual(Object.keys(expected));
      for (const table of Object.keys(expected)) expect(after[table], table).toEqual(expected[table]);
      const [mid] = await copy.db.select().from(emailSends).where(eq(emailSends.id, sendingId));
      expect(mid).toMatchObject({ status: 'unknown', lastError: SENDING_AT_BACKUP });
    }
  }, 120_000);

  it('gives new rows ids after the restored ones', async () => {
    const copy = await emptyDatabase();
    await restoreBackup(copy, Readable.from(file));
    const [{ max } = { max: 0 }] = await copy.db.select({ max: sql<number>`max(${leads.id})` }).from(leads);
    const [added] = await copy.db.insert(leads).values({ email: 'after@example.com', source: 'manual' }).returning();
    expect(added?.id).toBeGreaterThan(Number(max));
  });

  // Embedded databases and many restores: seconds alone, far more on a machine busy with other suites.
  it('refuses a database that already holds data, a file cut short, and one that is not a backup: nothing written', async () => {
    const filled = await emptyDatabase();
    await filled.db.insert(leads).values({ email: 'already@example.com', source: 'manual' });
    const filledBefore = await everyRow(filled);
    await expect(restoreBackup(filled, Readable.from(file))).rejects.toThrow(/already holds data \(leads\)/);
    expect(await everyRow(filled)).toEqual(filledBefore);

    const empty = await emptyDatabase();
    const emptyBefore = await everyRow(empty);
    const text = gunzipSync(file).toString('utf8').trimEnd().split('\n');
    const cuts: Array<[Buffer, RegExp]> = [
      [gzipSync(text.slice(0, -1).join('\n')), /ends early/],
      [gzipSync(`${text.slice(0, -1).join('\n')}\n{"end":{"leads":99}}`), /damaged/],
      [file.subarray(0, Math.floor(file.length / 2)), /not a readable backup|ends early/],
      [Buffer.from('leads,email\n1,a@example.com\n'), /not a readable backup/],
      [gzipSync('{"hello":"world"}\n'), /not an Atelier backup/],
      [gzipSync(text[0]?.replace('0011_vitals_daily', '0099_from_the_future') ?? ''), /newer version/],
    ];
    for (const [damaged, message] of cuts) {
      const refusal = await restoreBackup(empty, Readable.from(damaged)).then(
        () => 'restored',
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(RestoreError);
      expect(String(refusal)).toMatch(message);
      expect(await everyRow(empty)).toEqual(emptyBefore);
    }
  }, 120_000);
});

describe('a restore racing another writer', () => {
  it('refuses a database that gained a row after the early check, once the restore has begun', async () => {
    const target = await emptyDatabase();
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
    const target = await emptyDatabase();
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
    expect(loaded[0]?.rows.leads).toBe(LEADS_ADDED);
  }, 120_000);
});

describe('backup refusals', () => {
  it('reports an output that fails, instead of crashing, and writes nothing more', async () => {
    const out = createWriteStream(join(tmpdir(), 'no-such-directory', 'studio.jsonl.gz'));
    await expect(writeBackup(source, out)).rejects.toThrow(/ENOENT/);
  });

  it('says so when the database has no schema at all', async () => {
    const bare = await database(createBlankTestDatabase);
    await expect(backupOf(bare)).rejects.toThrow('This database has no schema yet: there is nothing to back up.');
  });

  it('refuses a database migrated by a newer version', async () => {
    const newer = await emptyDatabase();
    await newer.executeSql(
      `insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-the-future', 9999999999999)`,
    );
    await expect(backupOf(newer)).rejects.toThrow(/migrated by a newer version/);
  });

  it('refuses, before migrating, a database whose tables hold anything', async () => {
    const other = await database(createBlankTestDatabase);
    await other.executeSql('create table notes (body text); insert into notes values ($$kept$$)');
    await expect(refuseUnlessEmptyDatabase(other)).rejects.toThrow(/already holds data \(notes\)/);
    const { rows } = await other.executeSql("select count(*)::int as n from pg_tables where schemaname = 'drizzle'");
    expect(rows[0]?.n).toBe(0);
    await refuseUnlessEmptyDatabase(await emptyDatabase());
  });
});

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
