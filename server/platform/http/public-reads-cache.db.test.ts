import { type IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareTestApp } from '../../../tests/support/test-app.ts';
import { API_ROUTES } from '../../api-routes.ts';
import { createApp } from '../../app.ts';
import { projects } from '../db/schema/index.ts';
import { withKeptAnswers } from './kept-answers.ts';

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

/** What the app handed Node for one response: each write() and the end() chunk. */
interface Sent {
  writes: unknown[];
  ended: unknown[];
}
const sentFor = new Map<string, Sent>();

/** Node's own response, recording what reaches it; keyed by the request's X-Probe header. */
class RecordingResponse extends ServerResponse {
  constructor(req: IncomingMessage) {
    super(req);
    const probe = String(req.headers['x-probe'] ?? '');
    const sent: Sent = { writes: [], ended: [] };
    sentFor.set(probe, sent);
    const write = this.write.bind(this) as (...args: unknown[]) => boolean;
    const end = this.end.bind(this) as (...args: unknown[]) => this;
    Object.assign(this, {
      write: (chunk: unknown, ...rest: unknown[]) => {
        sent.writes.push(chunk);
        return write(chunk, ...rest);
      },
      end: (...args: unknown[]) => {
        if (typeof args[0] !== 'function') sent.ended.push(args[0]);
        return end(...args);
      },
    });
  }
}

describe('a kept public read on the wire (ADR 019)', () => {
  // Public GETs without path parameters, staff-aware or not: each must take the same fast path.
  const reads = API_ROUTES.filter((r) => r.access === 'public' && r.method === 'GET' && !r.path.includes(':'));
  let server: ServerType;
  let base = '';
  let appCalls = 0;

  beforeAll(async () => {
    // As main.ts serves the app: the kept-answer lane in front of it.
    const counted: typeof t.app.fetch = (request, env) => {
      appCalls++;
      return t.app.fetch(request, env);
    };
    server = await new Promise<ServerType>((resolve) => {
      const started = serve(
        {
          ...withKeptAnswers(counted, { api: t.deps.caches.api, pages: null }),
          hostname: '127.0.0.1',
          port: 0,
          serverOptions: { ServerResponse: RecordingResponse as unknown as typeof ServerResponse },
        },
        () => resolve(started),
      );
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = async (path: string, probe: string, headers: Record<string, string> = {}) => {
    const before = appCalls;
    const res = await fetch(`${base}${path}`, { headers: { 'Accept-Encoding': 'gzip', 'X-Probe': probe, ...headers } });
    await res.arrayBuffer();
    return { res, reachedApp: appCalls > before, sent: sentFor.get(probe) };
  };
  const withoutDate = (res: Response) => [...res.headers].filter(([name]) => name !== 'date');

  it('covers staff-aware reads and plain ones', () => {
    expect(reads.some((r) => r.staffView)).toBe(true);
    expect(reads.some((r) => !r.staffView)).toBe(true);
  });

  it('answers a kept read again with the headers the app sent and the cached bytes in one end(), without the app', async () => {
    t.deps.caches.api?.clear();
    let checked = 0;
    for (const route of reads) {
      const path = `/api${route.path}`;
      const miss = await get(path, `${path} miss`);
      // Only JSON answers are kept (the API document's HTML page is not).
      if (miss.res.status !== 200 || !miss.res.headers.get('content-type')?.startsWith('application/json')) continue;
      const byApp = await get(path, `${path} hit by the app`);
      const replayed = await get(path, `${path} hit replayed`);
      expect(byApp.reachedApp, path).toBe(true);
      expect(replayed.reachedApp, path).toBe(false);
      expect(byApp.res.headers.get('x-cache'), path).toBe('HIT');
      expect(withoutDate(replayed.res), path).toEqual(withoutDate(byApp.res));
      if (route.staffView) expect(replayed.res.headers.get('vary'), path).toMatch(/Cookie/);
      for (const { sent } of [byApp, replayed]) {
        expect(sent?.writes, path).toEqual([]);
        expect(sent?.ended, path).toHaveLength(1);
        expect(sent?.ended[0], path).toBeInstanceOf(Uint8Array);
      }
      // The very same array both times: no copy, no stream in between.
      expect(replayed.sent?.ended[0], path).toBe(byApp.sent?.ended[0]);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(4);
  });

  it('leaves to the app what it did not answer from the cache: cookies, revalidation, HEAD, another encoding', async () => {
    t.deps.caches.api?.clear();
    await get('/api/projects', 'fill 1');
    await get('/api/projects', 'fill 2');
    expect((await get('/api/projects', 'kept')).reachedApp).toBe(false);
    const staff = await get('/api/projects', 'cookie', { Cookie: 'atelier_session=nobody' });
    expect(staff.reachedApp).toBe(true);
    expect(staff.res.headers.get('x-cache')).toBe('BYPASS');
    const etag = staff.res.headers.get('etag') ?? '';
    const revalidated = await get('/api/projects', 'etag', { 'If-None-Match': etag });
    expect(revalidated.reachedApp).toBe(true);
    expect(revalidated.res.status).toBe(304);
    const plain = await get('/api/projects', 'identity', { 'Accept-Encoding': 'identity' });
    expect(plain.reachedApp).toBe(true);
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    const head = await fetch(`${base}/api/projects`, { method: 'HEAD' });
    expect(head.headers.get('x-cache')).toBe('HIT');
  });

  it('forgets a kept answer when public content changes, so the next read is the app’s fresh one', async () => {
    t.deps.caches.api?.clear();
    await get('/api/testimonials', 'before 1');
    await get('/api/testimonials', 'before 2');
    expect((await get('/api/testimonials', 'before 3')).reachedApp).toBe(false);
    await t.deps.contentEvents.publish();
    const after = await get('/api/testimonials', 'after');
    expect(after.reachedApp).toBe(true);
    expect(after.res.headers.get('x-cache')).toBe('MISS');
  });
});

describe('a kept page on the wire (ADR 019)', () => {
  let server: ServerType;
  let base = '';
  let appCalls = 0;
  let renders = 0;
  // A page as React Router would render it: long enough to be kept gzipped, with an inline script for the CSP.
  const page = (path: string) =>
    `<!DOCTYPE html><html><head><title>${path}</title></head><body>${'<p>Larch &amp; Lime</p>'.repeat(80)}<script>window.x=1</script></body></html>`;

  beforeAll(async () => {
    const app = createApp(t.deps, {
      ssr: async (request) => {
        renders++;
        return new Response(page(new URL(request.url).pathname), {
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        });
      },
    });
    const counted: typeof app.fetch = (request, env) => {
      appCalls++;
      return app.fetch(request, env);
    };
    server = await new Promise<ServerType>((resolve) => {
      const started = serve({ ...withKeptAnswers(counted, t.deps.caches), hostname: '127.0.0.1', port: 0 }, () =>
        resolve(started),
      );
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const before = appCalls;
    const res = await fetch(`${base}${path}`, { headers: { 'Accept-Encoding': 'gzip', ...headers } });
    return { res, body: await res.text(), reachedApp: appCalls > before };
  };
  const withoutDate = (res: Response) => [...res.headers].filter(([name]) => name !== 'date');

  it('answers a kept page again with the app’s headers, its policy included, and the same page, without the app', async () => {
    t.deps.caches.pages?.clear();
    const first = await get('/portfolio');
    const byApp = await get('/portfolio');
    const replayed = await get('/portfolio');
    expect(first.res.headers.get('x-cache')).toBe('MISS');
    expect(byApp.res.headers.get('x-cache')).toBe('HIT');
    expect(byApp.reachedApp).toBe(true);
    expect(replayed.reachedApp).toBe(false);
    expect(withoutDate(replayed.res)).toEqual(withoutDate(byApp.res));
    expect(replayed.res.headers.get('content-security-policy')).toContain("'sha256-");
    expect(replayed.body).toBe(first.body);
  });

  it('never answers for the admin, a signed-in visitor or after a content change', async () => {
    t.deps.caches.pages?.clear();
    for (let i = 0; i < 3; i++) expect((await get('/admin/leads')).reachedApp).toBe(true);
    await get('/about');
    await get('/about');
    expect((await get('/about')).reachedApp).toBe(false);
    expect((await get('/about', { Cookie: 'atelier_session=nobody' })).reachedApp).toBe(true);
    const rendersBefore = renders;
    await t.deps.contentEvents.publish();
    const after = await get('/about');
    expect(after.reachedApp).toBe(true);
    expect(after.res.headers.get('x-cache')).toBe('MISS');
    expect(renders).toBe(rendersBefore + 1);
  });
});
