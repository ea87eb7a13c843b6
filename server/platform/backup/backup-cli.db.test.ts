import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  APP_SECRET,
  addStudioActivity,
  asRestored,
  EMAIL_SECRETS,
  everyRow,
  LEADS_ADDED,
} from '../../../tests/support/backup-studio.ts';
import { databaseUrl, withAdminClient } from '../../../tests/support/postgres-template.ts';
import { createTestDatabase } from '../../../tests/support/test-db.ts';
import { getSiteSettings } from '../../modules/studio/settings.service.ts';
import { type DatabaseHandle, openPglite, openPostgres, wrapPglite } from '../db/client.ts';
import {
  getEmailStatus,
  readEmailSettingsRow,
  resolveStoredEmailConfig,
  storedSettingsOf,
} from '../email/email-settings.service.ts';
import { createStoredSettingsTransport } from '../email/email-transport.ts';
import { SecretBoxError } from '../email/secret-box.ts';
import { projectPath } from '../project-root.ts';

/**
 * `npm run backup` and `npm run restore FILE` as an operator runs them: a process of their own on
 * the database the environment names (DATABASE_URL on a PostgreSQL run, else an embedded database
 * in DATA_DIR). Each command costs seconds, so there are few: one backup and restore, two refusals.
 */

const script = projectPath('server/platform/backup/backup-cli.ts');
const tsx = projectPath('node_modules/.bin/tsx');

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** The environment that points the commands at one database, and a way to open it here. */
interface CliDatabase {
  env: { DATA_DIR: string; DATABASE_URL: string };
  /** On PGlite the database is one process's: close it before a command runs on it. */
  open(): Promise<DatabaseHandle>;
}

let work: string;
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const cli = (args: string[], database: CliDatabase): Promise<CliResult> =>
  promisify(execFile)(tsx, [script, ...args], {
    cwd: projectPath('.'),
    env: { ...process.env, ...database.env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: CliResult) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );

/**
 * A database the commands can use: the demo studio or an empty schema (the test snapshots, as
 * `prepare` leaves them), or `new`: nothing at all, as an operator makes one to restore into.
 */
async function cliDatabase(
  content: 'seeded' | 'migrated' | 'new',
  prepare: (handle: DatabaseHandle) => Promise<void> = async () => {},
): Promise<CliDatabase> {
  const dataDir = await mkdtemp(path.join(work, 'data-'));
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) {
    let url: string;
    if (content === 'new') {
      const name = `atelier_t_${randomBytes(6).toString('hex')}`;
      await withAdminClient(postgresUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
      cleanups.push(() =>
        withAdminClient(postgresUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
      );
      url = databaseUrl(postgresUrl, name);
    } else {
      const handle = await createTestDatabase(content);
      cleanups.push(() => handle.close()); // and drops the database
      await prepare(handle);
      url = handle.url ?? '';
    }
    return { env: { DATA_DIR: dataDir, DATABASE_URL: url }, open: async () => tracked(openPostgres(url, 2)) };
  }
  if (content !== 'new') {
    const snapshots = inject('pgliteSnapshots');
    if (!snapshots) throw new Error('integration tests need tests/support/db-global-setup.ts');
    // The snapshot unpacked where the command looks for the embedded database (DATA_DIR/pglite).
    const dump = new Blob([await readFile(snapshots[content])]);
    const handle = wrapPglite(await PGlite.create(path.join(dataDir, 'pglite'), { loadDataDir: dump }));
    try {
      await prepare(handle);
    } finally {
      await handle.close();
    }
  }
  return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, open: async () => tracked(await openPglite(dataDir)) };
}

/** Closed after the file's tests at the latest. */
function tracked(handle: DatabaseHandle): DatabaseHandle {
  let open = true;
  const close = async () => {
    if (open) await handle.close();
    open = false;
  };
  cleanups.push(close);
  return { ...handle, close };
}

/** What the commands say a studio holds, e.g. "1234 rows in 17 tables (leads: 12, projects: 6, …)". */
function summaryOf(rows: Record<string, string[]>): string {
  const count = (table: string) => rows[table]?.length ?? 0;
  const total = Object.keys(rows).reduce((sum, table) => sum + count(table), 0);
  return `${total} rows in ${Object.keys(rows).length} tables (leads: ${count('leads')}, projects: ${count('projects')}, posts: ${count('blog_posts')}, images: ${count('media')})`;
}

let sourceRows: Record<string, string[]>;
let file: string;
let backedUp: CliResult;
let restoredRun: CliResult;
let restored: DatabaseHandle;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'atelier-backup-cli-'));
  cleanups.push(() => rm(work, { recursive: true, force: true }));
  const source = await cliDatabase('seeded', async (handle) => {
    await addStudioActivity(handle);
    sourceRows = await everyRow(handle);
  });
  file = path.join(work, 'studio.jsonl.gz');
  backedUp = await cli(['backup', file], source);
  // Restored where the help says to: a new, empty database (the command migrates it first).
  const target = await cliDatabase('new');
  restoredRun = await cli(['restore', file], target);
  restored = await target.open();
}, 180_000);

describe('npm run backup', () => {
  it('writes the whole studio to the file, readable, says what it holds and exits 0', async () => {
    expect(sourceRows.leads).toHaveLength(LEADS_ADDED);
    expect(backedUp).toEqual({ code: 0, stdout: `Backed up ${summaryOf(sourceRows)} to ${file}\n`, stderr: '' });
    // Written under another name and renamed when complete: nothing of it is left behind.
    expect(existsSync(`${file}.partial`)).toBe(false);
    const lines = gunzipSync(await readFile(file))
      .toString('utf8')
      .trimEnd()
      .split('\n');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      format: 'atelier-backup',
      schema: '0011_vitals_daily',
    });
    const counts = Object.fromEntries(Object.entries(sourceRows).map(([table, rows]) => [table, rows.length]));
    expect(JSON.parse(lines.at(-1) ?? '{}')).toEqual({ end: counts });
  });
});

describe('npm run restore FILE', () => {
  it('loads the file into a new database, every row equal, and exits 0', async () => {
    expect(restoredRun).toEqual({
      code: 0,
      stdout: `Restored ${summaryOf(sourceRows)} from ${file} (schema 0011_vitals_daily). Start the server with the APP_SECRET of the studio it came from.\n`,
      stderr: '',
    });
    expect(await everyRow(restored)).toEqual(asRestored(sourceRows));
  });

  it('refuses a file cut short and a file that is not a backup with one line, exit 1, writing nothing', async () => {
    const cut = path.join(work, 'cut-short.jsonl.gz');
    const whole = await readFile(file);
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const notBackup = path.join(work, 'leads.csv');
    await writeFile(notBackup, 'email,first_name\nada@example.com,Ada\n');
    // One empty database for both: a refusal that wrote anything would show in the rows, and
    // would turn the second refusal into "already holds data".
    const target = await cliDatabase('migrated');

    const cutRun = await cli(['restore', cut], target);
    // Where a file cut mid-way stops reading (mid-line or between lines) decides which of the two.
    expect(cutRun).toMatchObject({ code: 1, stdout: '' });
    expect([
      'Error: This file is not a readable backup (not gzip, or cut short): nothing was restored.\n',
      'Error: The backup file ends early (it was cut short): nothing was restored.\n',
    ]).toContain(cutRun.stderr);
    expect(await cli(['restore', notBackup], target)).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Error: This file is not a readable backup (not gzip, or cut short): nothing was restored.\n',
    });
    // Still the empty database it was: the studio's tables, not one row in any.
    const handle = await target.open();
    const after = await everyRow(handle);
    await handle.close();
    expect(Object.keys(after)).toContain('leads');
    expect(Object.entries(after).filter(([, rows]) => rows.length > 0)).toEqual([]);
  }, 120_000);
});

describe('the e-mail secrets of a restored studio (sealed with APP_SECRET)', () => {
  it('open with the APP_SECRET of the studio it came from: it sends as before', async () => {
    const stored = storedSettingsOf(await readEmailSettingsRow(restored.db), APP_SECRET);
    expect({
      smtpPass: stored?.smtpPass,
      resendApiKey: stored?.resendApiKey,
      sendgridApiKey: stored?.sendgridApiKey,
    }).toEqual(EMAIL_SECRETS);
    expect(await resolveStoredEmailConfig({ db: restored.db, env: {}, appSecret: APP_SECRET })).toMatchObject({
      service: 'smtp',
      smtp: { host: 'smtp.example.com', port: 587, user: 'studio', pass: EMAIL_SECRETS.smtpPass },
    });
    const status = await getEmailStatus({ db: restored.db, env: {}, appSecret: APP_SECRET, production: true });
    expect(status).toMatchObject({ status: 'configured', service: 'smtp', productionWithoutSending: false });
  });

  it('with another APP_SECRET: Email Setup says why and asks for them again, and the sender refuses to send', async () => {
    const appSecret = 'another-studio-secret-of-at-least-32-characters';
    const stored = storedSettingsOf(await readEmailSettingsRow(restored.db), appSecret);
    expect(() => stored?.smtpPass).toThrow(SecretBoxError);
    expect(() => stored?.resendApiKey).toThrow(SecretBoxError);
    expect(() => stored?.sendgridApiKey).toThrow(SecretBoxError);

    const status = await getEmailStatus({ db: restored.db, env: {}, appSecret, production: true });
    expect(status).toMatchObject({
      status: 'error',
      service: 'smtp',
      message:
        'The stored email settings cannot be read: stored secret cannot be decrypted: APP_SECRET changed since it was saved, or the value is garbled; enter it again in Email Setup.',
    });
    // Shown as set but unreadable: no last characters of anything decrypted with the wrong key.
    expect(status.config.emailPass).toEqual({ set: true, last4: null });
    expect(status.config.resendApiKey).toEqual({ set: true, last4: null });
    expect(status.config.sendgridApiKey).toEqual({ set: true, last4: null });

    // What the e-mail worker asks before it claims a send: an error, so the send stays queued.
    const transport = createStoredSettingsTransport({ env: {}, appSecret, log: () => {}, studio: getSiteSettings });
    await expect(transport(restored.db)).rejects.toThrow(
      'email settings unusable: stored secret cannot be decrypted: APP_SECRET changed since it was saved, or the value is garbled; enter it again in Email Setup',
    );
  });
});
