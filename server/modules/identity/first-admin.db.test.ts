import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUserDirect } from '../../../tests/support/admin-session.ts';
import { createTestDatabase } from '../../../tests/support/test-db.ts';
import type { DatabaseHandle } from '../../platform/db/client.ts';
import { auditEvents, users } from '../../platform/db/schema/index.ts';
import { ConfigError } from '../../platform/errors.ts';
import { DEMO_ADMIN_USERNAME, ensureFirstAdmin } from './first-admin.ts';
import { verifyPassword } from './passwords.ts';

let handle: DatabaseHandle;
let logged: string[];
const log = (line: string) => logged.push(line);

beforeAll(async () => {
  handle = await createTestDatabase('migrated');
});
afterAll(async () => {
  await handle.close();
});
// Each test starts from a database without users, as a first boot does.
beforeEach(async () => {
  await handle.db.delete(auditEvents);
  await handle.db.delete(users);
  logged = [];
});

const allUsers = () => handle.db.select().from(users);

describe('the first admin (D16: no default account)', () => {
  it('comes from ADMIN_USERNAME and ADMIN_PASSWORD while there is no user', async () => {
    const generated = await ensureFirstAdmin(
      handle.db,
      { username: 'studio-owner', password: 'copper kettle winter', demo: true },
      log,
    );
    expect(generated).toBeNull();
    const [owner] = await allUsers();
    expect(owner).toMatchObject({ username: 'studio-owner', role: 'admin', active: true });
    expect(await verifyPassword(owner?.passwordHash ?? '', 'copper kettle winter')).toBe(true);
    expect(logged).toEqual(['[admin] created the first admin "studio-owner" from ADMIN_USERNAME/ADMIN_PASSWORD']);
    expect(logged.join('\n')).not.toContain('copper kettle winter');
    const [event] = await handle.db.select().from(auditEvents).where(eq(auditEvents.action, 'user.create'));
    expect(event).toMatchObject({ actorUserId: null, summary: 'studio-owner' });
  });

  it('is a random readable password for `admin` on the boot that seeded the demo, returned to be printed once', async () => {
    const generated = await ensureFirstAdmin(handle.db, { demo: true }, log);
    expect(generated?.username).toBe(DEMO_ADMIN_USERNAME);
    expect(generated?.password).toMatch(/^[a-z2-7]{5}(-[a-z2-7]{5}){3}$/);
    const [admin] = await allUsers();
    expect(admin).toMatchObject({ username: 'admin', role: 'admin', active: true });
    expect(await verifyPassword(admin?.passwordHash ?? '', generated?.password ?? '')).toBe(true);
    expect(logged.join('\n')).not.toContain(generated?.password);
  });

  it('otherwise is not made up: the log says how to create one', async () => {
    expect(await ensureFirstAdmin(handle.db, { demo: false }, log)).toBeNull();
    expect(await allUsers()).toEqual([]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('npm run admin -- create');
  });

  it('is never created once any user exists, whatever is configured', async () => {
    await createUserDirect(handle.db, { username: 'someone', role: 'viewer' });
    const before = await allUsers();
    expect(
      await ensureFirstAdmin(handle.db, { username: 'intruder', password: 'copper kettle winter', demo: true }, log),
    ).toBeNull();
    expect(await ensureFirstAdmin(handle.db, { username: 'half-set', demo: false }, log)).toBeNull();
    expect(await allUsers()).toEqual(before);
    expect(logged).toEqual([]);
  });

  it('stops boot with one clear line for a password the policy refuses, creating nothing', async () => {
    const cases: [string, string][] = [
      ['short-pass', 'Invalid configuration: ADMIN_PASSWORD: Password must be at least 12 characters long.'],
      ['qwerty123456', 'Invalid configuration: ADMIN_PASSWORD: This password is too common. Please choose another.'],
    ];
    for (const [password, message] of cases) {
      const attempt = ensureFirstAdmin(handle.db, { username: 'owner', password, demo: false }, log);
      await expect(attempt).rejects.toThrow(ConfigError);
      await expect(attempt).rejects.toThrow(message);
    }
    expect(await allUsers()).toEqual([]);
  });

  it('stops boot for a bad username, or for only one of the two settings', async () => {
    await expect(
      ensureFirstAdmin(handle.db, { username: 'has space', password: 'copper kettle winter', demo: false }, log),
    ).rejects.toThrow(/^Invalid configuration: ADMIN_USERNAME: /);
    await expect(ensureFirstAdmin(handle.db, { username: 'owner', demo: true }, log)).rejects.toThrow(
      'set ADMIN_USERNAME and ADMIN_PASSWORD together',
    );
    await expect(ensureFirstAdmin(handle.db, { password: 'copper kettle winter', demo: true }, log)).rejects.toThrow(
      ConfigError,
    );
    expect(await allUsers()).toEqual([]);
  });
});
