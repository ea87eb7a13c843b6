import { describe, expect, it } from 'vitest';
import { prepareTestApp } from '../tests/support/test-app.ts';

const t = prepareTestApp({ content: 'migrated' });

describe('health', () => {
  it('/healthz says the process is up', async () => {
    const res = await t.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz checks the database', async () => {
    const res = await t.request('/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready' });
  });
});

describe('unknown API paths (D17)', () => {
  for (const [method, path] of [
    ['GET', '/api/nothing-here'],
    ['GET', '/api'],
    ['POST', '/api/projects/featured/extra'],
    ['DELETE', '/api/whatever'],
  ] as const) {
    it(`${method} ${path} answers JSON 404, never the HTML app`, async () => {
      const res = await t.request(path, { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({
        code: 'api_route_unknown',
        message: `No API route for ${method} ${path}`,
        params: { method, path },
      });
    });
  }
});

describe('an empty database', () => {
  it('answers empty lists rather than errors', async () => {
    for (const path of [
      '/api/projects',
      '/api/projects/featured',
      '/api/banner/images',
      '/api/blog',
      '/api/testimonials',
    ]) {
      const res = await t.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.json()).toEqual([]);
    }
  });
});
