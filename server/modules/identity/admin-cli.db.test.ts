import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserDirect } from '../../../tests/support/admin-session.ts';
import { createTestDatabase } from '../../../tests/support/test-db.ts';
import type { DatabaseHandle } from '../../platform/db/client.ts';
import { recoveryCodes, sessions, users } from '../../platform/db/schema/index.ts';
import { projectPath } from '../../platform/project-root.ts';
import { type AdminPrompts, failureLine, HELP, parseAdminArgs, runAdminCommand } from './admin-cli.ts';
import { verifyPassword } from './passwords.ts';
import { createSession } from './sessions.service.ts';
import { activateTwoFactor } from './two-factor.service.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase('migrated');
});
afterAll(async () => {
  await handle.close();
});

/** Nobody at a terminal: everything must come from flags. */
const unattended: AdminPrompts = {
  interactive: false,
  ask: () => Promise.reject(new Error('must not ask')),
  askSecret: () => Promise.reject(new Error('must not ask')),
};

/** A person at a terminal who answers from a script (and whose secret answers are recorded). */
function terminal(answers: string[]): AdminPrompts & { asked: string[] } {
  const asked: string[] = [];
  const next = (question: string) => {
    asked.push(question);
    return Promise.resolve(answers.shift() ?? '');
  };
  return { interactive: true, ask: next, askSecret: next, asked };
}

const run = (argv: string[], prompts: AdminPrompts = unattended, fallbackPassword?: string) =>
  runAdminCommand(handle.db, parseAdminArgs(argv), prompts, fallbackPassword);
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no failure',
    (error: unknown) => failureLine(error),
  );
const userNamed = async (username: string) =>
  (await handle.db.select().from(users).where(eq(users.username, username)))[0];

describe('npm run admin -- create', () => {
  it('creates an admin from flags', async () => {
    const line = await run(['create', '--username', 'owner', '--password', 'copper kettle winter']);
    expect(line).toBe('Created admin "owner".');
    const owner = await userNamed('owner');
    expect(owner).toMatchObject({ role: 'admin', active: true });
    expect(await verifyPassword(owner?.passwordHash ?? '', 'copper kettle winter')).toBe(true);
  });

  it('takes a role and an e-mail, and the password from ADMIN_PASSWORD', async () => {
    const line = await run(
      ['create', '--username', 'ed', '--role', 'editor', '--email', 'ed@example.com'],
      unattended,
      'granite harbour lights',
    );
    expect(line).toBe('Created editor "ed".');
    const ed = await userNamed('ed');
    expect(ed).toMatchObject({ role: 'editor', email: 'ed@example.com' });
    expect(await verifyPassword(ed?.passwordHash ?? '', 'granite harbour lights')).toBe(true);
  });

  it('asks at a terminal for what is missing, the password twice', async () => {
    const prompts = terminal(['ines', 'lantern meadow quiet', 'lantern meadow quiet']);
    expect(await run(['create'], prompts)).toBe('Created admin "ines".');
    expect(prompts.asked).toEqual(['Username: ', 'Password (12+ characters): ', 'Repeat the password: ']);
  });

  it('fails with one line, creating nothing, for every mistake', async () => {
    // A name already taken, by an account of this test's own.
    await createUserDirect(handle.db, { username: 'taken', role: 'editor' });
    const before = await handle.db.select().from(users);
    expect(await failureOf(run(['create', '--username', 'x']))).toMatch(/^Give --password or set ADMIN_PASSWORD/);
    expect(await failureOf(run(['create', '--password', 'copper kettle winter']))).toMatch(/^Give --username/);
    expect(await failureOf(run(['create', '--username', 'x', '--password', 'short']))).toBe(
      'password: Password must be at least 12 characters long.',
    );
    expect(await failureOf(run(['create', '--username', 'x', '--password', 'qwerty123456']))).toBe(
      'This password is too common. Please choose another.',
    );
    expect(await failureOf(run(['create', '--username', 'TAKEN', '--password', 'copper kettle winter']))).toBe(
      'That username is already taken.',
    );
    expect(
      await failureOf(run(['create', '--username', 'x', '--password', 'copper kettle winter', '--role', 'god'])),
    ).toMatch(/^--role must be one of admin, editor, viewer/);
    expect(await failureOf(run(['create'], terminal(['x', 'lantern meadow quiet', 'lantern meadow loud'])))).toMatch(
      /^The two passwords do not match/,
    );
    expect(await handle.db.select().from(users)).toEqual(before);
  });
});

describe('npm run admin -- reset-password', () => {
  it('sets a new password and ends every session of that user', async () => {
    const sam = await createUserDirect(handle.db, { username: 'sam', role: 'admin' });
    await createSession(handle.db, { userId: sam.id, ip: null, userAgent: null, now: new Date() });
    const line = await run(['reset-password', 'SAM', '--password', 'copper kettle winter']);
    expect(line).toBe('New password set for "sam"; their sessions have ended.');
    expect(await verifyPassword((await userNamed('sam'))?.passwordHash ?? '', 'copper kettle winter')).toBe(true);
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, sam.id))).toEqual([]);
  });

  it('fails with one line for an unknown user or a weak password, changing nothing', async () => {
    await createUserDirect(handle.db, { username: 'sal', role: 'editor' });
    const before = await userNamed('sal');
    expect(await failureOf(run(['reset-password', 'nobody', '--password', 'copper kettle winter']))).toMatch(
      /^No user named "nobody"/,
    );
    expect(await failureOf(run(['reset-password', 'sal', '--password', 'password1234']))).toBe(
      'This password is too common. Please choose another.',
    );
    expect(await userNamed('sal')).toEqual(before);
  });
});

describe('npm run admin -- reset-two-factor', () => {
  it('turns off two-factor sign-in and ends every session of that user (a lost phone, lost codes)', async () => {
    const kit = await createUserDirect(handle.db, { username: 'kit', role: 'admin' });
    await activateTwoFactor(handle.db, {
      userId: kit.id,
      sealedSecret: 'v1:sealed',
      step: 1,
      now: new Date(),
      appSecret: 'a-test-app-secret-of-some-length',
    });
    await createSession(handle.db, { userId: kit.id, ip: null, userAgent: null, now: new Date() });
    expect(await run(['reset-two-factor', 'Kit'])).toBe(
      'Two-factor sign-in is off for "kit"; their sessions have ended.',
    );
    const row = await userNamed('kit');
    expect(row?.totpEnabledAt).toBeNull();
    expect(row?.totpSecret).toBeNull();
    expect(await handle.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, kit.id))).toEqual([]);
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, kit.id))).toEqual([]);
  });

  it('names an unknown user, and takes nothing but a username', async () => {
    expect(await failureOf(run(['reset-two-factor', 'nobody']))).toMatch(/^No user named "nobody"/);
    expect(() => parseAdminArgs(['reset-two-factor', 'kit', '--password', 'x'])).toThrow(
      'reset-two-factor takes only a username.',
    );
  });
});

describe('arguments', () => {
  it('shows the help for help, -h or nothing, and refuses unknown commands and flags', () => {
    expect(parseAdminArgs([])).toEqual({ command: 'help' });
    expect(parseAdminArgs(['-h'])).toEqual({ command: 'help' });
    expect(HELP).toContain('stop the server first');
    expect(() => parseAdminArgs(['destroy'])).toThrow('Unknown command: destroy');
    expect(() => parseAdminArgs(['create', '--admin'])).toThrow(/--admin/);
    expect(() => parseAdminArgs(['reset-password', 'a', 'b'])).toThrow('Unexpected argument: b');
  });
});

describe('the command itself', () => {
  const script = projectPath('server/modules/identity/admin-cli.ts');
  const tsx = projectPath('node_modules/.bin/tsx');
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-admin-cli-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const cli = (args: string[]) =>
    promisify(execFile)(tsx, [script, ...args], {
      cwd: projectPath('.'),
      // The embedded database of its own, whatever this test run uses.
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: '' },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('prints one line and exits 0 on success, 1 with one line on error', async () => {
    const created = await cli(['create', '--username', 'first', '--password', 'copper kettle winter']);
    expect(created).toMatchObject({ code: 0, stdout: 'Created admin "first".\n', stderr: '' });
    const failed = await cli(['destroy']);
    expect(failed).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'Error: Unknown command: destroy (npm run admin -- help)\n',
    });
  }, 60_000);
});
