import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepareTestApp } from '../../../tests/support/test-app.ts';
import { projects } from '../db/schema/index.ts';

const t = prepareTestApp({ config: { production: true } });
const app = { request: (path: string, init?: RequestInit) => t.request(path, init) };

const titles = async (res: Response) => ((await res.json()) as Array<{ title: string }>).map((p) => p.title);

describe('public API reads in production (ADR 006)', () => {
  it('answers the second read from the cache, with the same body, ETag and gzip', async () => {
    // From an empty cache, whatever other tests read before.
    t.deps.caches.api?.clear();
    const first = await app.request('/api/projects', { headers: { 'Accept-Encoding': 'gzip' } });
    const second = await app.request('/api/projects', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toMatch(/^public, max-age=60/);
    const revalidated = await app.request('/api/projects', {
      headers: { 'If-None-Match': second.headers.get('etag') ?? '' },
    });
    expect(revalidated.status).toBe(304);
  });

  it('forgets what it holds when public content changes', async () => {
    const before = await titles(await app.request('/api/projects'));
    const [first] = await t.handle.db.select().from(projects).orderBy(projects.sortOrder).limit(1);
    await t.handle.db
      .update(projects)
      .set({ title: 'Renamed by the studio' })
      .where(eq(projects.id, first?.id ?? 0));
    // Without the notification a cached copy may still be served…
    expect(await titles(await app.request('/api/projects'))).toEqual(before);
    await t.deps.contentEvents.publish();
    const after = await app.request('/api/projects');
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(await titles(after)).toContain('Renamed by the studio');
  });

  it('never serves a cached copy to a request with cookies (signed-in staff)', async () => {
    await app.request('/api/testimonials');
    const withCookie = await app.request('/api/testimonials', { headers: { Cookie: 'session=abc' } });
    expect(withCookie.headers.get('x-cache')).toBe('BYPASS');
  });

  it('does not cache errors', async () => {
    await app.request('/api/projects/slug/nothing-here');
    const again = await app.request('/api/projects/slug/nothing-here');
    expect(again.status).toBe(404);
    expect(again.headers.get('x-cache')).toBeNull();
  });
});
