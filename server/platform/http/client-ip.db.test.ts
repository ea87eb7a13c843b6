import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { CONTACT_RATE_LIMIT } from '../../modules/leads/contact.routes.ts';
import { leads } from '../db/schema/index.ts';

/**
 * The per-visitor limits (SECURITY 14) on a real socket, not through `app.request()`: the address
 * comes from the TCP connection, and X-Forwarded-For counts only as far as the proxies we trust.
 * A client that writes its own X-Forwarded-For, a new one for each request, must not get a fresh
 * budget each time.
 */

const PUBLIC_URL = 'https://studio.example';
const LIMIT = CONTACT_RATE_LIMIT.limit;

interface Served {
  testApp: TestApp;
  server: ServerType;
  url: string;
}

async function serveApp(trustProxyHops: number): Promise<Served> {
  const testApp = await createTestApp({ config: { publicUrl: PUBLIC_URL, trustProxyHops } });
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: testApp.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return { testApp, server, url: `http://127.0.0.1:${port}` };
}

async function stop(served: Served | undefined): Promise<void> {
  if (!served) return;
  await new Promise<void>((resolve) => served.server.close(() => resolve()));
  await served.testApp.close();
}

let spoofed = 0;
/** An address the client made up, different every time. */
const madeUp = () => {
  spoofed += 1;
  return `10.66.${(spoofed >> 8) & 255}.${spoofed & 255}`;
};

function enquire(served: Served, email: string, forwardedFor: string | null): Promise<Response> {
  return fetch(`${served.url}/api/contact`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: PUBLIC_URL,
      Referer: `${PUBLIC_URL}/contact`,
      ...(forwardedFor === null ? {} : { 'X-Forwarded-For': forwardedFor }),
    },
    body: JSON.stringify({
      firstName: 'Sam',
      lastName: 'Spoof',
      email,
      phone: '',
      projectType: 'kitchen-bath',
      budget: '',
      message: 'A kitchen, please.',
    }),
  });
}

async function storedEmails(served: Served, emails: string[]): Promise<string[]> {
  const rows = await served.testApp.deps.db
    .select({ email: leads.email })
    .from(leads)
    .where(inArray(leads.email, emails));
  return rows.map((row) => row.email).sort();
}

describe('no trusted proxy: the socket’s address is the client', () => {
  let served: Served | undefined;
  beforeAll(async () => {
    served = await serveApp(0);
  });
  afterAll(() => stop(served));

  it('ignores a forged, rotating X-Forwarded-For: the sixth enquiry is refused and stores nothing', async () => {
    const app = served as Served;
    const emails = Array.from({ length: LIMIT + 2 }, (_, i) => `socket${i}@example.com`);
    for (const email of emails.slice(0, LIMIT)) {
      expect((await enquire(app, email, madeUp())).status, email).toBe(200);
    }
    for (const email of emails.slice(LIMIT)) {
      expect((await enquire(app, email, madeUp())).status, email).toBe(429);
    }
    expect(await storedEmails(app, emails)).toEqual(emails.slice(0, LIMIT).sort());
  });
});

describe('one trusted proxy: the address it appended is the client', () => {
  let served: Served | undefined;
  beforeAll(async () => {
    served = await serveApp(1);
  });
  afterAll(() => stop(served));

  it('counts by the proxy’s entry, whatever the client wrote before it', async () => {
    const app = served as Served;
    const visitor = '203.0.113.9';
    const emails = Array.from({ length: LIMIT + 1 }, (_, i) => `proxied${i}@example.com`);
    for (const email of emails.slice(0, LIMIT)) {
      expect((await enquire(app, email, `${madeUp()}, ${madeUp()}, ${visitor}`)).status, email).toBe(200);
    }
    const refused = emails[LIMIT] as string;
    expect((await enquire(app, refused, `${madeUp()}, ${visitor}`)).status).toBe(429);
    expect(await storedEmails(app, emails)).toEqual(emails.slice(0, LIMIT).sort());

    // Another visitor behind the same proxy has a budget of its own.
    expect((await enquire(app, 'neighbour@example.com', `${visitor}, 203.0.113.10`)).status).toBe(200);
  });

  it('with no X-Forwarded-For at all, counts the socket’s address (the proxy’s), never "nobody"', async () => {
    const app = served as Served;
    const emails = Array.from({ length: LIMIT + 1 }, (_, i) => `bare${i}@example.com`);
    for (const email of emails.slice(0, LIMIT)) expect((await enquire(app, email, null)).status).toBe(200);
    expect((await enquire(app, emails[LIMIT] as string, null)).status).toBe(429);
    expect(await storedEmails(app, emails)).toEqual(emails.slice(0, LIMIT).sort());
  });
});
