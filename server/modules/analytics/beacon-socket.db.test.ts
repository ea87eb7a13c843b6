import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { analyticsEvents } from '../../platform/db/schema/index.ts';
import { BROWSER_UA, newVisitId } from './testing/beacons.ts';

/**
 * The beacon on a real socket (issue 30, docs/analytics.md "Ingestion"): behind @hono/node-server
 * its body is read from the Node request, not through a web Request, so the same rules are shown
 * here as `app.request()` shows them in beacon.routes.db.test.ts: 204 and stored, 413 over 4 KB
 * (declared or not), 415 for another type, 400 for malformed JSON — and nothing stored when refused.
 */

let testApp: TestApp;
let server: ServerType;
let url: string;

beforeAll(async () => {
  testApp = await createTestApp({ config: { publicUrl: 'https://studio.example', trustProxyHops: 1 } });
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: testApp.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/analytics/beacon`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await testApp?.close();
});

const storedCount = async () => {
  await testApp.deps.analytics.flush();
  return (await testApp.deps.db.select({ visit: analyticsEvents.visitId }).from(analyticsEvents)).length;
};

const pageview = (visit: string, referrer = 'https://www.google.com/') =>
  JSON.stringify({ visit, kind: 'pageview', path: '/about', referrer, screen: 'desktop' });

/** A POST over the socket; `chunks` are written one by one without a Content-Length (chunked). */
function post(
  body: string | string[],
  contentType = 'text/plain;charset=UTF-8',
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'Content-Type': contentType,
          'User-Agent': BROWSER_UA,
          'X-Forwarded-For': '203.0.113.9',
          ...(typeof body === 'string' ? { 'Content-Length': String(Buffer.byteLength(body)) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    if (typeof body === 'string') req.end(body);
    else {
      for (const chunk of body) req.write(chunk);
      req.end();
    }
  });
}

describe('the beacon read from the Node request', () => {
  it('stores a well-formed beacon, whole or sent in chunks, and answers 204 with nothing', async () => {
    const before = await storedCount();
    const whole = await post(pageview(newVisitId()));
    expect(whole).toEqual({ status: 204, text: '' });
    const body = pageview(newVisitId());
    const chunked = await post([body.slice(0, 10), body.slice(10, 40), body.slice(40)]);
    expect(chunked).toEqual({ status: 204, text: '' });
    expect(await storedCount()).toBe(before + 2);
  });

  it('reads the body as UTF-8 and drops a byte-order mark, as Request.text() does', async () => {
    const visit = newVisitId();
    const body = JSON.stringify({ visit, kind: 'pageview', path: '/blog/café', screen: 'phone' });
    expect((await post(`\uFEFF${body}`)).status).toBe(204);
    await testApp.deps.analytics.flush();
    const rows = await testApp.deps.db.select({ path: analyticsEvents.path }).from(analyticsEvents);
    expect(rows.map((row) => row.path)).toContain('/blog/café');
  });

  it('refuses a body over 4 KB with 413, whether its length is declared or not, and stores nothing', async () => {
    const before = await storedCount();
    const big = pageview(newVisitId(), `https://example.org/${'a'.repeat(5000)}`);
    expect((await post(big)).status).toBe(413);
    const chunks = [big.slice(0, 2000), big.slice(2000, 4000), big.slice(4000)];
    expect((await post(chunks)).status).toBe(413);
    expect(await storedCount()).toBe(before);
    // The connection is still good for the next beacon.
    expect((await post(pageview(newVisitId()))).status).toBe(204);
    expect(await storedCount()).toBe(before + 1);
  });

  it('refuses a form type with 415 and malformed JSON with 400, and stores nothing', async () => {
    const before = await storedCount();
    expect((await post(pageview(newVisitId()), 'application/x-www-form-urlencoded')).status).toBe(415);
    const malformed = await post('{"visit": ');
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.text)).toMatchObject({ code: 'invalid_json' });
    expect(await storedCount()).toBe(before);
  });
});
