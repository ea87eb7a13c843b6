import { and, count, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiProblem } from '#shared/api/errors.ts';
import { createUserDirect, signInAs, TEST_PASSWORD, type TestUser } from '../../../tests/support/admin-session.ts';
import { jsonWrite, prepareTestApp } from '../../../tests/support/test-app.ts';
import { auditEvents, sessions, users } from '../../platform/db/schema/index.ts';
import { ConflictError } from '../../platform/errors.ts';
import { INACTIVE_ACCOUNT } from './access.ts';
import { COMMON_PASSWORD } from './password-policy.ts';
import { CANNOT_DELETE_SELF, CURRENT_PASSWORD_WRONG, deleteUser, USERNAME_TAKEN } from './users.service.ts';

// One trusted proxy: signInAs gives each sign-in its own address, so the per-address limit stays out of the way.
const testApp = prepareTestApp({ config: { trustProxyHops: 1 } });

/** the studio's owner: the admin every test acts as; no test changes their role or password for good */
let admin: TestUser;
let adminCookie: string;
let editorCookie: string;
let viewerCookie: string;

beforeAll(async () => {
  admin = await createUserDirect(testApp.deps.db, { username: 'owner', role: 'admin' });
  adminCookie = await signInAs(testApp, admin);
  editorCookie = await signInAs(testApp, 'editor');
  viewerCookie = await signInAs(testApp, 'viewer');
});

const get = (path: string, cookie?: string) => testApp.request(path, { headers: cookie ? { Cookie: cookie } : {} });
const write = (method: string, path: string, body: unknown, cookie?: string) =>
  testApp.request(path, jsonWrite(method, body, cookie ? { Cookie: cookie } : {}));
const asAdmin = (method: string, path: string, body: unknown = {}) => write(method, path, body, adminCookie);

const allUsers = () => testApp.deps.db.select().from(users).orderBy(users.id);
const userNamed = async (username: string) =>
  (await testApp.deps.db.select().from(users).where(eq(users.username, username)))[0];
const auditCount = async (action: string, label: string) =>
  Number(
    (
      await testApp.deps.db
        .select({ n: count() })
        .from(auditEvents)
        .where(and(eq(auditEvents.action, action), eq(auditEvents.summary, label)))
    )[0]?.n,
  );
const activeAdmins = async () =>
  (await allUsers()).filter((user) => user.role === 'admin' && user.active).map((user) => user.username);
/** The premise of the last-admin rules, whatever other tests made: the owner is the only active admin. */
const onlyTheOwnerIsAnActiveAdmin = () =>
  testApp.deps.db
    .update(users)
    .set({ active: false })
    .where(and(eq(users.role, 'admin'), ne(users.id, admin.id)));

describe('GET /api/admin/users', () => {
  it('lists every account for an admin, without any password hash', async () => {
    const response = await get('/api/admin/users', adminCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const text = await response.text();
    expect(text).not.toContain('$argon2');
    expect(text).not.toMatch(/password/i);
    const list = JSON.parse(text) as Array<{ id: number }>;
    // every account there is, whatever other tests added
    expect(list.map((user) => user.id).sort((x, y) => x - y)).toEqual((await allUsers()).map((user) => user.id));
    expect(list.find((user) => user.id === admin.id)).toEqual({
      id: admin.id,
      username: 'owner',
      email: null,
      firstName: null,
      lastName: null,
      role: 'admin',
      active: true,
      createdAt: expect.any(String),
      lastLoginAt: expect.any(String),
      twoFactorEnabled: false,
    });
  });

  it('is refused to editors and viewers (403) and to anonymous visitors (401)', async () => {
    expect((await get('/api/admin/users', editorCookie)).status).toBe(403);
    expect((await get('/api/admin/users', viewerCookie)).status).toBe(403);
    expect((await get('/api/admin/users')).status).toBe(401);
  });
});

describe('POST /api/admin/users', () => {
  it('adds a viewer by default, stores an argon2id hash, answers without it, and audits', async () => {
    const response = await asAdmin('POST', '/api/admin/users', {
      username: 'Nell',
      password: 'lantern meadow quiet',
      email: 'nell@example.com',
      firstName: 'Nell',
      lastName: '',
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      username: 'Nell',
      email: 'nell@example.com',
      firstName: 'Nell',
      lastName: null,
      role: 'viewer',
      active: true,
      createdAt: expect.any(String),
      lastLoginAt: null,
      twoFactorEnabled: false,
    });
    const row = await userNamed('Nell');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await auditCount('user.create', 'Nell')).toBe(1);
    expect((await signInAs(testApp, { username: 'nell', password: 'lantern meadow quiet' })).length).toBeGreaterThan(0);
  });

  it('refuses a taken username in any case (409), adding nothing', async () => {
    await createUserDirect(testApp.deps.db, { username: 'Wren', role: 'viewer' });
    const before = await allUsers();
    const response = await asAdmin('POST', '/api/admin/users', { username: 'WREN', password: 'another quiet meadow' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ code: USERNAME_TAKEN, message: 'That username is already taken.' });
    expect(await allUsers()).toEqual(before);
  });

  it('refuses short, common and missing passwords, naming the field, adding nothing', async () => {
    const before = await allUsers();
    const common = { code: COMMON_PASSWORD, message: 'This password is too common. Please choose another.' };
    const cases: [Record<string, unknown>, ApiProblem][] = [
      [
        { username: 'ivo', password: 'eleven char' },
        {
          code: 'password_too_short',
          message: 'Password must be at least 12 characters long.',
          params: { minimum: 12 },
        },
      ],
      [{ username: 'ivo', password: 'qwerty123456' }, common],
      [{ username: 'ivo', password: 'PASSWORD1234' }, common],
      [{ username: 'ivo' }, { code: 'required', message: 'Password is required.' }],
    ];
    for (const [body, problem] of cases) {
      const response = await asAdmin('POST', '/api/admin/users', body);
      expect(response.status).toBe(400);
      expect((await response.json()).fieldErrors).toEqual({ password: problem });
    }
    expect(await allUsers()).toEqual(before);
  });

  it('refuses fields that cannot be set (id, timestamps, a hash), naming the field', async () => {
    const before = await allUsers();
    for (const field of ['id', 'createdAt', 'lastLoginAt', 'passwordHash']) {
      const response = await asAdmin('POST', '/api/admin/users', {
        username: 'ivo',
        password: 'lantern meadow quiet',
        [field]: field === 'id' ? 1 : '2020-01-01T00:00:00Z',
      });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.fieldErrors).toHaveProperty(field);
      expect(body.fieldErrors[field].code).toBe('unknown_field');
      expect(body.message).toContain(field);
    }
    expect(await allUsers()).toEqual(before);
  });

  it('is refused to an editor (403), adding nothing', async () => {
    const before = await allUsers();
    const response = await write(
      'POST',
      '/api/admin/users',
      { username: 'sneaky', password: 'lantern meadow quiet', role: 'admin' },
      editorCookie,
    );
    expect(response.status).toBe(403);
    expect(await allUsers()).toEqual(before);
  });
});

describe('PATCH /api/admin/users/{id}', () => {
  it('edits the account and audits the change', async () => {
    const ida = await createUserDirect(testApp.deps.db, { username: 'Ida', role: 'viewer' });
    const response = await asAdmin('PATCH', `/api/admin/users/${ida.id}`, {
      role: 'editor',
      lastName: 'Ashby',
      email: '',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ username: 'Ida', role: 'editor', lastName: 'Ashby', email: null });
    expect(await userNamed('Ida')).toMatchObject({ role: 'editor', lastName: 'Ashby', email: null });
    expect(await auditCount('user.update', 'Ida')).toBe(1);
  });

  it('refuses a password, an id or a timestamp in the edit (strict schema), changing nothing', async () => {
    const juno = await createUserDirect(testApp.deps.db, { username: 'Juno', role: 'viewer' });
    const before = await allUsers();
    const fields: Record<string, unknown> = {
      password: 'lantern meadow quiet 2',
      id: 99,
      createdAt: '2020-01-01T00:00:00Z',
      updatedAt: '2020-01-01T00:00:00Z',
      lastLoginAt: '2020-01-01T00:00:00Z',
    };
    for (const [field, value] of Object.entries(fields)) {
      const response = await asAdmin('PATCH', `/api/admin/users/${juno?.id}`, { firstName: 'Changed', [field]: value });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.fieldErrors).toHaveProperty(field);
      expect(body.fieldErrors[field].code).toBe('unknown_field');
      expect(body.message).toContain(field);
    }
    expect(await allUsers()).toEqual(before);
  });

  it('refuses a username another account has (409), changing nothing', async () => {
    const kit = await createUserDirect(testApp.deps.db, { username: 'Kit', role: 'viewer' });
    const before = await allUsers();
    const response = await asAdmin('PATCH', `/api/admin/users/${kit?.id}`, { username: 'OWNER' });
    expect(response.status).toBe(409);
    expect(await allUsers()).toEqual(before);
  });

  it('will not let an editor promote anyone, themselves included (403)', async () => {
    const before = await allUsers();
    const editorId = (await (await get('/api/auth/user', editorCookie)).json()).id;
    expect((await write('PATCH', `/api/admin/users/${editorId}`, { role: 'admin' }, editorCookie)).status).toBe(403);
    expect(await allUsers()).toEqual(before);
  });

  it('answers 404 for an id that is not a positive whole number, or that nobody has', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '99999999999999999999', '424242']) {
      expect((await asAdmin('PATCH', `/api/admin/users/${id}`, { firstName: 'X' })).status).toBe(404);
      expect((await asAdmin('DELETE', `/api/admin/users/${id}`)).status).toBe(404);
      expect(
        (await asAdmin('PATCH', `/api/admin/users/${id}/password`, { password: 'lantern meadow quiet' })).status,
      ).toBe(404);
    }
  });
});

describe('deactivation and reactivation', () => {
  it('refuses a deactivated user’s session at once (403); reactivation ends it (401)', async () => {
    const rue = await createUserDirect(testApp.deps.db, { username: 'rue', role: 'editor' });
    const rueCookie = await signInAs(testApp, rue);
    expect((await asAdmin('PATCH', `/api/admin/users/${rue.id}`, { active: false })).status).toBe(200);
    const refused = await get('/api/auth/user', rueCookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      code: INACTIVE_ACCOUNT,
      message: 'Your account is inactive. Ask an administrator to reactivate it.',
    });
    expect(await testApp.deps.db.select().from(sessions).where(eq(sessions.userId, rue.id))).toHaveLength(1);
    expect((await asAdmin('PATCH', `/api/admin/users/${rue.id}`, { active: true })).status).toBe(200);
    expect((await get('/api/auth/user', rueCookie)).status).toBe(401);
    expect(await testApp.deps.db.select().from(sessions).where(eq(sessions.userId, rue.id))).toEqual([]);
    expect(await auditCount('user.update', 'rue')).toBe(2);
  });
});

describe('PATCH /api/admin/users/{id}/password', () => {
  it('sets another user’s password and ends all of their sessions', async () => {
    const sol = await createUserDirect(testApp.deps.db, { username: 'sol', role: 'viewer' });
    const solCookie = await signInAs(testApp, sol);
    const response = await asAdmin('PATCH', `/api/admin/users/${sol.id}/password`, {
      password: 'copper kettle winter',
    });
    expect(response.status).toBe(200);
    expect((await get('/api/auth/user', solCookie)).status).toBe(401);
    expect(await testApp.deps.db.select().from(sessions).where(eq(sessions.userId, sol.id))).toEqual([]);
    await expect(signInAs(testApp, sol)).rejects.toThrow(/401/);
    await signInAs(testApp, { username: 'sol', password: 'copper kettle winter' });
    expect(await auditCount('user.password', 'sol')).toBe(1);
  });

  it('refuses a common password, changing nothing', async () => {
    const tove = await createUserDirect(testApp.deps.db, { username: 'tove', role: 'viewer' });
    const before = (await userNamed('tove'))?.passwordHash;
    const response = await asAdmin('PATCH', `/api/admin/users/${tove.id}/password`, { password: 'qwertyuiop123' });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({
      password: { code: COMMON_PASSWORD, message: 'This password is too common. Please choose another.' },
    });
    expect((await userNamed('tove'))?.passwordHash).toBe(before);
  });

  it('needs the current password for one’s own, and keeps the session it was changed from', async () => {
    // An admin of this test's own: the owner's password stays the one the other tests sign in with.
    const ada = await createUserDirect(testApp.deps.db, { username: 'ada-admin', role: 'admin' });
    const adaCookie = await signInAs(testApp, ada);
    const asAda = (body: unknown) => write('PATCH', `/api/admin/users/${ada.id}/password`, body, adaCookie);
    const otherDevice = await signInAs(testApp, ada);
    const before = (await userNamed('ada-admin'))?.passwordHash;

    const missing = await asAda({ password: 'granite harbour lights' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).fieldErrors).toEqual({
      currentPassword: { code: 'current_password_required', message: 'Current password is required.' },
    });
    const wrong = await asAda({ password: 'granite harbour lights', currentPassword: 'nope nope nope' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fieldErrors).toEqual({
      currentPassword: { code: CURRENT_PASSWORD_WRONG, message: 'Current password is incorrect.' },
    });
    expect((await userNamed('ada-admin'))?.passwordHash).toBe(before);

    const changed = await asAda({ password: 'granite harbour lights', currentPassword: TEST_PASSWORD });
    expect(changed.status).toBe(200);
    expect((await get('/api/auth/user', otherDevice)).status).toBe(401);
    expect((await get('/api/auth/user', adaCookie)).status).toBe(200);
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('deletes the account and its sessions: its next request is 401', async () => {
    const tam = await createUserDirect(testApp.deps.db, { username: 'tam', role: 'editor' });
    const tamCookie = await signInAs(testApp, tam);
    const response = await asAdmin('DELETE', `/api/admin/users/${tam.id}`);
    expect(response.status).toBe(200);
    expect(await userNamed('tam')).toBeUndefined();
    expect(await testApp.deps.db.select().from(sessions).where(eq(sessions.userId, tam.id))).toEqual([]);
    expect((await get('/api/auth/user', tamCookie)).status).toBe(401);
    expect(await auditCount('user.delete', 'tam')).toBe(1);
  });

  it('refuses to delete oneself (409), changing nothing', async () => {
    const before = await allUsers();
    const response = await asAdmin('DELETE', `/api/admin/users/${admin.id}`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      code: CANNOT_DELETE_SELF,
      message: 'You cannot delete your own account: you would lock yourself out.',
    });
    expect(await allUsers()).toEqual(before);
  });

  it('is refused to an editor (403), deleting nothing', async () => {
    const before = await allUsers();
    expect((await write('DELETE', `/api/admin/users/${admin.id}`, {}, editorCookie)).status).toBe(403);
    expect(await allUsers()).toEqual(before);
  });
});

describe('the last active admin (D14)', () => {
  it('cannot be demoted or deactivated, even by themselves; nothing changes', async () => {
    await onlyTheOwnerIsAnActiveAdmin();
    expect(await activeAdmins()).toEqual(['owner']);
    const before = await allUsers();
    const demote = await asAdmin('PATCH', `/api/admin/users/${admin.id}`, { role: 'editor' });
    expect(demote.status).toBe(409);
    expect(await demote.json()).toEqual({
      code: 'last_admin_demote',
      message: 'The last active admin must keep the admin role. Make another user an active admin first.',
    });
    const deactivate = await asAdmin('PATCH', `/api/admin/users/${admin.id}`, { active: false });
    expect(deactivate.status).toBe(409);
    expect(await deactivate.json()).toEqual({
      code: 'last_admin_deactivate',
      message: 'The last active admin cannot be deactivated. Make another user an active admin first.',
    });
    expect(await allUsers()).toEqual(before);
  });

  it('cannot be deleted, whoever asks', async () => {
    await onlyTheOwnerIsAnActiveAdmin();
    const someoneElse = await createUserDirect(testApp.deps.db, { username: 'Lior', role: 'viewer' });
    const before = await allUsers();
    const attempt = deleteUser(testApp.deps.db, { id: someoneElse.id, username: 'Lior' }, admin.id);
    await expect(attempt).rejects.toThrow(ConflictError);
    await expect(attempt).rejects.toThrow(/last active admin cannot be deleted/);
    expect(await allUsers()).toEqual(before);
  });

  it('an inactive admin does not count: demoting the only active one is still refused', async () => {
    await onlyTheOwnerIsAnActiveAdmin();
    await createUserDirect(testApp.deps.db, { username: 'old-admin', role: 'admin', active: false });
    const before = await allUsers();
    expect((await asAdmin('PATCH', `/api/admin/users/${admin.id}`, { role: 'viewer' })).status).toBe(409);
    expect(await allUsers()).toEqual(before);
  });

  it('of two admins demoting each other at the same moment, one succeeds and one admin remains', async () => {
    await onlyTheOwnerIsAnActiveAdmin();
    const second = await createUserDirect(testApp.deps.db, { username: 'second-admin', role: 'admin' });
    const secondCookie = await signInAs(testApp, second);
    try {
      const [first, other] = await Promise.all([
        write('PATCH', `/api/admin/users/${second.id}`, { role: 'editor' }, adminCookie),
        write('PATCH', `/api/admin/users/${admin.id}`, { role: 'editor' }, secondCookie),
      ]);
      // The other is refused either way: 409 when it was checked while its author was still an admin
      // (the last-admin rule, under the row lock), 403 when the winner's commit had already made its
      // author an editor (a request's permissions are read fresh). PostgreSQL has shown both.
      const [winner, loser] = [first.status, other.status].sort();
      expect(winner).toBe(200);
      expect([403, 409]).toContain(loser);
      expect(await activeAdmins()).toHaveLength(1);
    } finally {
      // Either may have won: the owner is put back, as the other tests act as them.
      await testApp.deps.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    }
  });
});

describe('the audit log', () => {
  it('names the actor of each write and keeps the label', async () => {
    const created = await asAdmin('POST', '/api/admin/users', { username: 'Opal', password: 'harbour lantern dusk' });
    expect(created.status).toBe(201);
    const rows = await testApp.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user.create'), eq(auditEvents.summary, 'Opal')));
    expect(rows).toEqual([
      expect.objectContaining({
        actorUserId: admin.id,
        entityType: 'user',
        summary: 'Opal',
        data: expect.objectContaining({ actorName: 'owner' }),
      }),
    ]);
  });
});

describe('signInAs', () => {
  it('gives a working cookie for a fresh user of a role', async () => {
    const cookie = await signInAs(testApp, 'viewer');
    expect(await (await get('/api/auth/user', cookie)).json()).toMatchObject({ role: 'viewer' });
  });

  it('fails loudly for wrong credentials', async () => {
    await expect(signInAs(testApp, { username: 'owner', password: 'not the owner’s password' })).rejects.toThrow(/401/);
  });
});
