import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../platform/http/app-env.ts';
import type { PlatformDeps } from '../../platform/platform-deps.ts';
import { clearSessionCookie, readSessionCookie, sessionCookieName, setSessionCookie } from './session-cookie.ts';

const NOW = new Date('2031-05-01T10:00:00Z');
const WEEK = 7 * 24 * 60 * 60 * 1000;

/** Just enough of the app for the cookie helpers: the configuration and the clock they read. */
function cookieApp(https: boolean) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', { config: { https }, clock: () => NOW } as unknown as PlatformDeps);
    await next();
  });
  app.get('/set', (c) => {
    setSessionCookie(c, 'the-token', new Date(NOW.getTime() + WEEK));
    return c.body(null, 204);
  });
  app.get('/read', (c) => c.json({ token: readSessionCookie(c) ?? null }));
  app.get('/clear', (c) => {
    clearSessionCookie(c);
    return c.body(null, 204);
  });
  return app;
}

const attributesOf = (response: Response) => (response.headers.getSetCookie()[0] ?? '').split('; ');

describe('the session cookie over HTTP', () => {
  const app = cookieApp(false);

  it('is HttpOnly, SameSite=Lax, Path=/, kept as long as the session lives, and not Secure', async () => {
    const attributes = attributesOf(await app.request('/set'));
    expect(attributes[0]).toBe('atelier_session=the-token');
    expect(attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', `Max-Age=${WEEK / 1000}`]),
    );
    expect(attributes).not.toContain('Secure');
    expect(sessionCookieName(false)).toBe('atelier_session');
  });

  it('is read back from the request, and an empty one counts as none', async () => {
    const read = async (cookie: string) => (await app.request('/read', { headers: { Cookie: cookie } })).json();
    expect(await read('atelier_session=abc')).toEqual({ token: 'abc' });
    expect(await read('atelier_session=')).toEqual({ token: null });
    expect(await read('__Host-atelier_session=abc')).toEqual({ token: null });
  });

  it('is cleared with an expired cookie of the same name and path', async () => {
    const attributes = attributesOf(await app.request('/clear', { headers: { Cookie: 'atelier_session=abc' } }));
    expect(attributes[0]).toBe('atelier_session=');
    expect(attributes).toEqual(expect.arrayContaining(['Max-Age=0', 'Path=/']));
  });
});

describe('the session cookie behind HTTPS', () => {
  const app = cookieApp(true);

  it('is also Secure, with the __Host- prefix', async () => {
    const attributes = attributesOf(await app.request('/set'));
    expect(attributes[0]).toBe('__Host-atelier_session=the-token');
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', 'Secure']));
    expect(sessionCookieName(true)).toBe('__Host-atelier_session');
  });

  it('is read only under its prefixed name: a plain one (set over HTTP, or by a subdomain) is ignored', async () => {
    const read = async (cookie: string) => (await app.request('/read', { headers: { Cookie: cookie } })).json();
    expect(await read('__Host-atelier_session=abc')).toEqual({ token: 'abc' });
    expect(await read('atelier_session=planted')).toEqual({ token: null });
  });

  it('is cleared under its prefixed name', async () => {
    const attributes = attributesOf(await app.request('/clear', { headers: { Cookie: '__Host-atelier_session=abc' } }));
    expect(attributes[0]).toBe('__Host-atelier_session=');
    expect(attributes).toEqual(expect.arrayContaining(['Max-Age=0', 'Secure', 'Path=/']));
  });
});
