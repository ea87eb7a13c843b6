import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page, request, test } from '@playwright/test';
import type { AdminUser } from '#shared/admin/auth.ts';
import type { Role } from '#shared/admin/permissions.ts';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_USERNAME } from './e2e-secrets.ts';
import { actAsNewVisitor } from './visitor.ts';

/**
 * Fixtures of the admin specs. The e2e server trusts one proxy hop and throttles sign-ins per
 * client address (SECURITY 4), so every sign-in here comes from an address of its own, as separate
 * people's would.
 */

/** Opens `url` and waits until React has hydrated it (the admin layout marks <html>): a click
 * before that would race React attaching its handlers. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}

/** A username no other test (or worker, or project) uses: parallel workers share one server. */
export function uniqueUsername(prefix: string): string {
  const project = test.info().project.name;
  return `${prefix}-${project}-${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;
}

/** A password D15 accepts (12+ characters, not a common one). */
export function strongPassword(): string {
  return `lantern meadow ${randomInt(1e9)} quiet`;
}

function newAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

function sameOrigin(): Record<string, string> {
  const baseURL = test.info().project.use.baseURL ?? '';
  return { Origin: new URL(baseURL).origin };
}

/** Signs in through the sign-in page and waits for the dashboard. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await actAsNewVisitor(page);
  await gotoHydrated(page, '/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Signs the page's browser in through the API (its cookie lands in the page's context). */
export async function signInViaApi(page: Page, username: string, password: string): Promise<void> {
  const response = await page.request.post('/api/admin/login', {
    headers: { ...sameOrigin(), 'X-Forwarded-For': newAddress() },
    data: { username, password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** An API client signed in as the e2e server's first admin. */
export async function adminApi(request: APIRequestContext) {
  const headers = { ...sameOrigin(), 'X-Forwarded-For': newAddress() };
  const login = await request.post('/api/admin/login', {
    headers,
    data: { username: E2E_ADMIN_USERNAME, password: E2E_ADMIN_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const send = async (method: 'POST' | 'PATCH' | 'DELETE', path: string, data: unknown) => {
    const response = await request.fetch(path, { method, headers, data });
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  };
  return {
    createUser: (input: { username: string; password: string; role: Role; active?: boolean }) =>
      send('POST', '/api/admin/users', input) as Promise<AdminUser>,
    updateUser: (id: number, input: Record<string, unknown>) =>
      send('PATCH', `/api/admin/users/${id}`, input) as Promise<AdminUser>,
    listUsers: async () => {
      const response = await request.get('/api/admin/users', { headers });
      expect(response.status()).toBe(200);
      return (await response.json()) as AdminUser[];
    },
  };
}

/** Signs in as the e2e admin through the API, then creates a user. */
export async function createUserViaApi(
  request: APIRequestContext,
  input: { username: string; password: string; role: Role; active?: boolean },
): Promise<AdminUser> {
  return (await adminApi(request)).createUser(input);
}

/** Whether these credentials sign in, tried from a client of its own (no page or fixture touched). */
export async function canSignIn(username: string, password: string): Promise<boolean> {
  const client = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const response = await client.post('/api/admin/login', {
      headers: { ...sameOrigin(), 'X-Forwarded-For': newAddress() },
      data: { username, password },
    });
    return response.status() === 200;
  } finally {
    await client.dispose();
  }
}

/** The toast (one at a time, spec §8). */
export function toast(page: Page): Locator {
  return page.getByRole('region', { name: /Notifications/ }).locator('li');
}

/** The dashboard's tab bar, in any of the admin's languages. */
export function tabBar(page: Page): Locator {
  return page.getByRole('navigation', {
    name: /^(Dashboard sections|Secciones del panel|Sections du tableau de bord)$/,
  });
}
