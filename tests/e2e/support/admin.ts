import { randomInt } from 'node:crypto';
import { type APIRequestContext, type Cookie, type Locator, type Page, request } from '@playwright/test';
import type { AdminUser, Language, Theme } from '#shared/admin/auth.ts';
import type { Role } from '#shared/admin/permissions.ts';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_USERNAME } from './e2e-secrets.ts';
import { expect, test } from './test.ts';
import { actAsNewVisitor } from './visitor.ts';

/**
 * Fixtures of the admin specs. The e2e server trusts one proxy hop and throttles sign-ins per
 * client address (SECURITY 4: 20 attempts per address in 15 minutes), so every sign-in here comes
 * from an address of its own, as separate people's would: however many tests sign in, no address
 * comes near its limit.
 */

/**
 * A name no other test (or worker, or project) uses: parallel workers share one server. Lower-case
 * letters, digits and hyphens after the prefix, so it also makes a valid option value or slug.
 */
export function uniqueName(prefix: string): string {
  const project = test.info().project.name;
  return `${prefix}-${project}-${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;
}

/** `uniqueName`, under the name the account specs use. */
export const uniqueUsername = uniqueName;

/** A password D15 accepts (12+ characters, not a common one). */
export function strongPassword(): string {
  return `lantern meadow ${randomInt(1e9)} quiet`;
}

function newAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** The Origin header of this project's server: the API refuses a write without it (CSRF). */
export function sameOrigin(): Record<string, string> {
  const baseURL = test.info().project.use.baseURL ?? '';
  return { Origin: new URL(baseURL).origin };
}

/**
 * The session cookie's name on the e2e server (plain HTTP: no `__Host-` prefix). A sign-in ends the
 * session its browser sent along (server/modules/identity/auth.routes.ts), so before a sign-in the page
 * drops the one it holds: it may be one of this worker's stored sessions, which later tests reuse.
 */
const SESSION_COOKIE = 'atelier_session';

async function dropSessionCookie(page: Page): Promise<void> {
  await page.context().clearCookies({ name: SESSION_COOKIE });
}

/** Signs in through the sign-in page and waits for the dashboard. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await dropSessionCookie(page);
  await actAsNewVisitor(page);
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Signs the page's browser in through the API (its cookie lands in the page's context). */
export async function signInViaApi(page: Page, username: string, password: string): Promise<void> {
  await dropSessionCookie(page);
  const response = await page.request.post('/api/admin/login', {
    headers: { ...sameOrigin(), 'X-Forwarded-For': newAddress() },
    data: { username, password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An API client signed in as the e2e server's first admin. */
export async function adminApi(request: APIRequestContext) {
  const headers = { ...sameOrigin(), 'X-Forwarded-For': newAddress() };
  const login = await request.post('/api/admin/login', {
    headers,
    data: { username: E2E_ADMIN_USERNAME, password: E2E_ADMIN_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  /** A write; `status` is the answer it must get (any 2xx when not given). */
  const send = async <T = unknown>(method: Method, path: string, data: unknown = {}, status?: number): Promise<T> => {
    const response = await request.fetch(path, { method, headers, data });
    const text = await response.text();
    if (status === undefined) expect(response.ok(), `${method} ${path}: ${response.status()} ${text}`).toBe(true);
    else expect(response.status(), `${method} ${path}: ${text}`).toBe(status);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  /** A write that may rightly be refused: its status, for the caller to judge. */
  const attempt = async (method: Method, path: string, data: unknown = {}): Promise<number> =>
    (await request.fetch(path, { method, headers, data })).status();
  /** A read as staff: fresh (D14), with the studio's drafts and inactive options. */
  const read = async <T>(path: string): Promise<T> => {
    const response = await request.get(path, { headers: { ...headers, 'Cache-Control': 'no-cache' } });
    expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  };
  return {
    send,
    attempt,
    read,
    createUser: (input: { username: string; password: string; role: Role; active?: boolean }) =>
      send<AdminUser>('POST', '/api/admin/users', input),
    updateUser: (id: number, input: Record<string, unknown>) =>
      send<AdminUser>('PATCH', `/api/admin/users/${id}`, input),
    listUsers: () => read<AdminUser[]>('/api/admin/users'),
  };
}

/** Signs in as the e2e admin through the API, then creates a user. */
export async function createUserViaApi(
  request: APIRequestContext,
  input: { username: string; password: string; role: Role; active?: boolean },
): Promise<AdminUser> {
  return (await adminApi(request)).createUser(input);
}

export interface Preferences {
  theme?: Theme;
  language?: Language;
}

/** Saves the signed-in page's theme or language (its own account's, so no other test sees it). */
export async function choosePreferences(page: Page, preferences: Preferences): Promise<void> {
  const response = await page.request.patch('/api/auth/preferences', { headers: sameOrigin(), data: preferences });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A fresh account of `role` (made by the e2e admin, so the page's cookies stay out of it), with
 * these preferences, signed in on the page. For a test that changes its own account — its theme or
 * language through Settings, its password, two-factor sign-in, its sessions, signing out — so the
 * change reaches no other test.
 */
export async function signInAsNewUser(
  page: Page,
  request: APIRequestContext,
  role: Role,
  preferences: Preferences = {},
): Promise<SignedInUser> {
  const username = uniqueName(role);
  const password = strongPassword();
  const user = await createUserViaApi(request, { username, password, role });
  await signInViaApi(page, username, password);
  if (preferences.theme || preferences.language) await choosePreferences(page, preferences);
  return { ...user, password };
}

export type SignedInUser = AdminUser & { password: string };

/**
 * This worker's signed-in accounts, one per role and preferences: the account and its session
 * cookie, kept in memory as Playwright's stored state. A worker runs one test at a time, and a
 * worker process serves one project, so no two tests use a session at the same moment.
 */
const storedSessions = new Map<string, { user: SignedInUser; cookies: Cookie[] }>();

/**
 * The page signed in as this worker's account of `role` with these preferences: created and
 * signed in on first use, then its stored session cookie is put into each new page's context (no
 * account, password hash or sign-in per test). Only for a test that leaves its own account as it
 * found it; one that changes it uses `signInAsNewUser`.
 */
export async function signInAs(
  page: Page,
  request: APIRequestContext,
  role: Role,
  preferences: Preferences = {},
): Promise<SignedInUser> {
  const key = JSON.stringify([test.info().project.name, role, preferences.theme, preferences.language]);
  const stored = storedSessions.get(key);
  if (stored) {
    await page.context().addCookies(stored.cookies);
    return stored.user;
  }
  const user = await signInAsNewUser(page, request, role, preferences);
  storedSessions.set(key, { user, cookies: await page.context().cookies() });
  return user;
}

/** `signInAs`, then the tab at `path`, hydrated, once its heading shows. */
export async function openTab(
  page: Page,
  request: APIRequestContext,
  tab: { path: string; heading: string; role?: Role } & Preferences,
): Promise<void> {
  const { path, heading, role = 'editor', ...preferences } = tab;
  await signInAs(page, request, role, preferences);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  if (preferences.theme) await expect(page.locator('html')).toHaveAttribute('data-theme', preferences.theme);
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

/** The toast (one at a time, admin area §8). */
export function toast(page: Page): Locator {
  return page.getByRole('region', { name: /Notifications/ }).locator('li');
}

/** The dashboard's navigation (a sidebar, or a menu on a phone), in any of the admin's languages. */
export function tabBar(page: Page): Locator {
  return page.getByRole('navigation', {
    name: /^(Dashboard sections|Secciones del panel|Sections du tableau de bord)$/,
  });
}

/** The navigation's Menu button (phones only; a wide screen shows the sidebar). */
export function navMenuButton(page: Page): Locator {
  return tabBar(page).getByRole('button', { name: /^(Menu|Menú)$/ });
}

/**
 * The navigation's links, ready to use at any size: on a phone the menu is opened first. A wide
 * screen has no Menu button to press.
 */
export async function openNav(page: Page): Promise<Locator> {
  if (!hasNavMenu(page)) return tabBar(page);
  const button = navMenuButton(page);
  // Waits for the button (a visibility probe would not, and could race the first render).
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  return tabBar(page);
}

/** Below 1024 px the navigation is a Menu button, from 1024 px a sidebar (the shell's breakpoint). */
export function hasNavMenu(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) < 1024;
}
