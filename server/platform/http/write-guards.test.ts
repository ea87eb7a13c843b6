import { connect } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformDeps } from '../platform-deps.ts';
import type { AppEnv } from './app-env.ts';
import { clientIp } from './client-ip.ts';
import { apiErrorHandler } from './error-handler.ts';
import { bodyGuards, readJson } from './write-guards.ts';

function guardedApp() {
  const app = new Hono<AppEnv>();
  // The guards read only the public address from the request's deps.
  const deps = { config: { publicUrl: 'https://studio.example' } } as PlatformDeps;
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.post('/write', bodyGuards({ kind: 'json', maxBytes: 1024 }), async (c) =>
    c.json({ received: await readJson(c) }),
  );
  app.delete('/write', bodyGuards({ kind: 'json', maxBytes: 1024 }), (c) => c.json({ deleted: true }));
  // Like sign-out: a button's POST that sends nothing.
  app.post('/press', bodyGuards({ kind: 'json', maxBytes: 1024 }), (c) => c.json({ pressed: true }));
  app.onError(apiErrorHandler);
  return app;
}

const post = (init: { headers?: Record<string, string>; body?: BodyInit }) =>
  guardedApp().request('http://localhost/write', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', ...init.headers },
    body: init.body ?? '{"a":1}',
  });

describe('guards on state-changing API requests (SECURITY 5, 7)', () => {
  it('accepts a same-origin JSON request', async () => {
    const response = await post({});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: { a: 1 } });
  });

  it('refuses a request from another site, by Fetch Metadata or by Origin, with 403', async () => {
    expect((await post({ headers: { 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(403);
    expect((await post({ headers: { 'Sec-Fetch-Site': 'same-site' } })).status).toBe(403);
    const noMetadata = (origin?: string) =>
      guardedApp().request('http://localhost/write', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(origin ? { Origin: origin } : {}) },
        body: '{}',
      });
    expect((await noMetadata('https://evil.example')).status).toBe(403);
    expect((await noMetadata()).status).toBe(403);
    expect((await noMetadata('https://studio.example')).status).toBe(200);
    expect((await noMetadata('http://localhost')).status).toBe(200);
    expect(await (await noMetadata('https://evil.example')).json()).toEqual({
      code: 'cross_site',
      message: 'Cross-site requests are not allowed.',
    });
  });

  it('refuses anything but JSON with 415 (an HTML form elsewhere cannot post here)', async () => {
    const response = await post({ headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'a=1' });
    expect(response.status).toBe(415);
    expect((await response.json()).message).toContain('JSON');
    expect((await post({ headers: { 'Content-Type': 'text/plain' } })).status).toBe(415);
  });

  it('lets a same-origin write without a body through (a DELETE has nothing to type), but not a cross-site one', async () => {
    const del = (site: string) =>
      guardedApp().request('http://localhost/write', { method: 'DELETE', headers: { 'Sec-Fetch-Site': site } });
    expect((await del('same-origin')).status).toBe(200);
    expect((await del('cross-site')).status).toBe(403);
  });

  it('answers malformed JSON with 400 and a clear message', async () => {
    const response = await post({ body: '{"a":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'invalid_json', message: 'The request body is not valid JSON.' });
  });

  it('refuses an oversized body with 413, declared or streamed', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(100 * 1024) });
    const declared = await post({ body: big });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ code: 'body_too_large', message: 'Request body too large.' });
    const encoder = new TextEncoder();
    const streamed = new ReadableStream({
      start(controller) {
        controller.enqueue(encoder.encode(big));
        controller.close();
      },
    });
    const response = await guardedApp().request('http://localhost/write', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      body: streamed,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });
});

/** One request written on a socket exactly as given (as curl sends it), and the answer's status. */
function statusOverSocket(port: number, head: string[], body = ''): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `${[...head, 'Host: 127.0.0.1', 'Sec-Fetch-Site: same-origin', 'Connection: close'].join('\r\n')}\r\n\r\n${body}`,
      );
    });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('end', () => resolve(Number(answer.split(' ')[1])));
    socket.on('error', reject);
  });
}

describe('writes over a real socket, where Node hands every DELETE and POST a body stream', () => {
  let server: ServerType;
  let port = 0;
  beforeAll(async () => {
    server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: guardedApp().fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
    });
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('needs no Content-Type when nothing is sent: curl -X DELETE, a body-less POST, Content-Length: 0', async () => {
    expect(await statusOverSocket(port, ['DELETE /write HTTP/1.1'])).toBe(200);
    expect(await statusOverSocket(port, ['POST /press HTTP/1.1'])).toBe(200);
    expect(await statusOverSocket(port, ['POST /press HTTP/1.1', 'Content-Length: 0'])).toBe(200);
  });

  it('still refuses a body that is not JSON with 415, declared by length or sent in chunks', async () => {
    expect(
      await statusOverSocket(port, ['POST /press HTTP/1.1', 'Content-Type: text/plain', 'Content-Length: 3'], 'a=1'),
    ).toBe(415);
    expect(
      await statusOverSocket(port, ['POST /press HTTP/1.1', 'Transfer-Encoding: chunked'], '3\r\na=1\r\n0\r\n\r\n'),
    ).toBe(415);
    expect(await statusOverSocket(port, ['DELETE /write HTTP/1.1', 'Content-Length: 3'], 'a=1')).toBe(415);
  });
});

describe('the client address behind proxies', () => {
  const ipApp = (hops: number) => {
    const app = new Hono();
    app.get('/ip', (c) => c.text(clientIp(c, hops)));
    return app;
  };
  const ipOf = async (hops: number, forwardedFor?: string) =>
    (await ipApp(hops).request('/ip', { headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {} })).text();

  it('ignores X-Forwarded-For when no proxy is trusted (a client could write anything there)', async () => {
    expect(await ipOf(0, '1.2.3.4')).toBe('unknown');
  });

  it('takes the address the trusted proxy saw, not what the client prepended', async () => {
    expect(await ipOf(1, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipOf(2, '6.6.6.6, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
  });
});
