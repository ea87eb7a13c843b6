import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createUserDirect, TEST_PASSWORD } from '../../tests/support/admin-session.ts';
import { jsonWrite, prepareTestApp } from '../../tests/support/test-app.ts';
import { auditEvents, rateLimits, sessions } from '../db/schema/index.ts';

let now = new Date();
/** No proxy is trusted (the default): the socket is the client, whatever X-Forwarded-For claims. */
const testApp = prepareTestApp({ clock: () => now });

const LOCKED = 'Too many sign-in attempts. Please try again in 15 minutes.';

function login(username: string, password: string, forwardedFor?: string) {
  return testApp.request(
    '/api/admin/login',
    jsonWrite('POST', { username, password }, forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
  );
}

async function statusesOf(attempts: number, attempt: (index: number) => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 1; index <= attempts; index += 1) statuses.push((await attempt(index)).status);
  return statuses;
}

const lockouts = (label: string) =>
  testApp.deps.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'auth.locked-out'), eq(auditEvents.summary, label)));

// Every test starts with no counters: they are the subject here, and all requests share one address.
beforeEach(async () => {
  await testApp.deps.db.delete(rateLimits);
});

describe('sign-in throttling per client address (SECURITY 4)', () => {
  it('counts a spoofed X-Forwarded-For as the same client: 20 attempts, then 429', async () => {
    const statuses = await statusesOf(20, (index) =>
      login(`guess-${index}`, 'Winter2024!Winter', `203.0.113.${index}`),
    );
    expect(statuses).toEqual(Array(20).fill(401));
    const refused = await login('guess-21', 'Winter2024!Winter', '198.51.100.77');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: LOCKED });
    const [counter] = await testApp.deps.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, 'login-address:unknown'));
    expect(counter?.count).toBe(21);
  });

  it('does not forgive the address when one of its attempts succeeds', async () => {
    await createUserDirect(testApp.deps.db, { username: 'bea', role: 'editor' });
    expect(await statusesOf(19, (index) => login(`nobody-${index}`, 'Winter2024!Winter'))).toEqual(Array(19).fill(401));
    expect((await login('bea', TEST_PASSWORD)).status).toBe(200);
    const refused = await login('bea', TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.headers.getSetCookie()).toEqual([]);
  });
});

describe('sign-in throttling per account (SECURITY 4)', () => {
  it('locks an account after 5 failures, even for the right password, and logs the lockout once', async () => {
    const cy = await createUserDirect(testApp.deps.db, { username: 'cy', role: 'admin' });
    expect(await statusesOf(5, () => login('cy', 'wrong password, again'))).toEqual(Array(5).fill(401));
    const refused = await login('CY', TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: LOCKED });
    expect(Number(refused.headers.get('Retry-After'))).toBe(15 * 60);
    expect((await login('cy', TEST_PASSWORD)).status).toBe(429);
    expect(await testApp.deps.db.select().from(sessions).where(eq(sessions.userId, cy.id))).toEqual([]);
    expect(await lockouts('CY')).toHaveLength(1);
    expect(await lockouts('cy')).toHaveLength(0);
  });

  it('locks an unknown username the same way, so a lockout tells nobody which accounts exist', async () => {
    expect(await statusesOf(5, () => login('no-such-user', 'wrong password, again'))).toEqual(Array(5).fill(401));
    const refused = await login('no-such-user', 'wrong password, again');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: LOCKED });
  });

  it('lets the account try again once the 15 minutes have passed', async () => {
    await statusesOf(6, () => login('cy', 'wrong password, again'));
    expect((await login('cy', TEST_PASSWORD)).status).toBe(429);
    now = new Date(now.getTime() + 15 * 60 * 1000);
    expect((await login('cy', TEST_PASSWORD)).status).toBe(200);
  });

  it('forgives an account’s failures after a successful sign-in', async () => {
    await createUserDirect(testApp.deps.db, { username: 'dee', role: 'viewer' });
    expect(await statusesOf(4, () => login('dee', 'wrong password, again'))).toEqual(Array(4).fill(401));
    expect((await login('dee', TEST_PASSWORD)).status).toBe(200);
    const failures = await statusesOf(5, () => login('dee', 'wrong password, again'));
    expect(failures).toEqual(Array(5).fill(401));
    const response = await login('dee', 'wrong password, again');
    expect(response.status).toBe(429);
  });
});
