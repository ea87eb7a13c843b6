import { count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PageRenderer, startPageRenderer } from '../../../tests/support/page-renderer.ts';
import { sameOriginPost } from '../../../tests/support/same-origin-post.ts';
import { prepareTestApp } from '../../../tests/support/test-app.ts';
import { createApp } from '../../app.ts';
import { leadEvents, leads } from '../../platform/db/schema/index.ts';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { CONTACT_RATE_LIMIT } from './contact.routes.ts';

/**
 * The contact form as the browser posts it before (or without) JavaScript: to the /contact page
 * itself, through the real routes (issue 12). The same rules as POST /api/contact.
 */

const PUBLIC_URL = 'https://studio.example';
const testApp = prepareTestApp({ config: { publicUrl: PUBLIC_URL, trustProxyHops: 1 } });
let renderer: PageRenderer;
let site: Hono<AppEnv>;

beforeAll(async () => {
  renderer = await startPageRenderer();
  const { deps } = testApp;
  site = createApp(deps, {
    ssr: renderer.forInstance({ db: deps.db, publicUrl: PUBLIC_URL, appSecret: deps.secrets.appSecret }),
  });
}, 120_000);
afterAll(() => renderer?.close());

let visitor = 0;
const newVisitor = () => `192.0.2.${++visitor}`;

/** The browser's own form post from the contact page: urlencoded, with its Fetch Metadata. */
function postForm(
  fields: Record<string, string>,
  init: { ip?: string; headers?: Record<string, string>; path?: string } = {},
) {
  const headers = {
    'Content-Type': 'application/x-www-form-urlencoded',
    'Sec-Fetch-Site': 'same-origin',
    Origin: PUBLIC_URL,
    'X-Forwarded-For': init.ip ?? newVisitor(),
    ...init.headers,
  };
  return site.request(`${PUBLIC_URL}${init.path ?? '/contact'}`, {
    method: 'POST',
    // An empty value stands for a header the client did not send.
    headers: Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== '')),
    body: new URLSearchParams(fields).toString(),
  });
}

const enquiry = (email: string) => ({
  firstName: 'Ada',
  lastName: 'Park',
  email,
  phone: '',
  projectType: 'kitchen-bath',
  budget: '',
  message: 'We would like to open up our kitchen.',
});

const leadsWith = async (email: string) => testApp.deps.db.select().from(leads).where(eq(leads.email, email));
const allLeads = async () => (await testApp.deps.db.select({ n: count() }).from(leads))[0]?.n;

describe('the contact page’s own form post', () => {
  it('stores exactly one lead with its touchpoint and redirects to the confirmation, which a reload does not resend', async () => {
    const response = await postForm({ ...enquiry('nojs.ada@example.com'), consent: 'on' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact?sent=1');
    const stored = await leadsWith('nojs.ada@example.com');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ firstName: 'Ada', projectType: 'kitchen-bath', source: 'contact' });
    expect(stored[0]?.consentAt).not.toBeNull();
    const touches = await testApp.deps.db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, stored[0]?.id ?? -1));
    expect(touches).toHaveLength(1);
    expect(touches[0]).toMatchObject({ page: '/contact' });

    const before = await allLeads();
    const confirmation = await site.request(`${PUBLIC_URL}/contact?sent=1`);
    expect(confirmation.status).toBe(200);
    // The thank-you stays (issue 27): the studio's one reply promise and the way to book, no form.
    const page = await confirmation.text();
    expect(page).toMatch(
      /id="enquiry-thanks-title"[^>]*>Message sent!<.*Thank you\. We reply within one business day\./s,
    );
    expect(page).toContain('href="/book"');
    expect(page).not.toContain('aria-label="Project enquiry"');
    expect(await allLeads()).toBe(before);
  });

  it('records the chat’s hand-off when the page was opened from the chat', async () => {
    const response = await postForm(
      { ...enquiry('nojs.chat@example.com'), via: 'chat' },
      { path: '/contact?from=chat' },
    );
    expect(response.status).toBe(303);
    expect((await leadsWith('nojs.chat@example.com'))[0]).toMatchObject({ source: 'chat' });
  });

  it('refuses bad input with the schema’s messages beside the fields, keeps everything typed, and stores nothing', async () => {
    const before = await allLeads();
    const response = await postForm({
      firstName: '',
      lastName: 'Parkinson',
      email: 'not-an-address',
      phone: '+1 503 555 0199',
      projectType: 'kitchen-bath',
      budget: '',
      message: 'Keep this text',
      consent: 'on',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('First name is required.');
    expect(html).toContain('Please enter a valid email address.');
    expect(html).not.toContain('Message is required.');
    for (const typed of [
      'value="Parkinson"',
      'value="not-an-address"',
      'value="+1 503 555 0199"',
      '>Keep this text</textarea>',
    ]) {
      expect(html).toContain(typed);
    }
    expect(html).toMatch(/<option value="kitchen-bath" selected="">/);
    expect(html).toMatch(/<input type="checkbox"[^>]*checked=""/);
    expect(await allLeads()).toBe(before);
  });

  it('refuses a project type that is not offered, beside its field', async () => {
    const response = await postForm({ ...enquiry('nojs.option@example.com'), projectType: 'moon-base' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Please choose one of the options offered.');
    expect(await leadsWith('nojs.option@example.com')).toHaveLength(0);
  });

  it('refuses a cross-site post (Fetch Metadata, or a foreign Origin) and writes nothing', async () => {
    const before = await allLeads();
    // Fetch Metadata says another site sent it, or nothing proves the origin: our guard (SECURITY 5).
    for (const headers of [
      { 'Sec-Fetch-Site': 'cross-site', Origin: '' },
      { 'Sec-Fetch-Site': 'same-site', Origin: '' },
      { 'Sec-Fetch-Site': '', Origin: '' },
    ]) {
      const response = await postForm(enquiry('nojs.csrf@example.com'), { headers });
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
    // A foreign Origin is refused even before the action, by React Router's own check (400).
    for (const headers of [
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': '', Origin: 'https://evil.example' },
    ]) {
      const response = await postForm(enquiry('nojs.csrf@example.com'), { headers });
      expect(response.status, JSON.stringify(headers)).toBe(400);
    }
    expect(await leadsWith('nojs.csrf@example.com')).toHaveLength(0);
    expect(await allLeads()).toBe(before);
  });

  it('answers a filled honeypot as if sent and stores nothing', async () => {
    const response = await postForm({ ...enquiry('nojs.bot@example.com'), website: 'https://spam.example' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact?sent=1');
    expect(await leadsWith('nojs.bot@example.com')).toHaveLength(0);
  });

  it('shares the rate limit with POST /api/contact: neither way in doubles it', async () => {
    const api = sameOriginPost(site, PUBLIC_URL);
    const first = newVisitor();
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) {
      expect((await api('/api/contact', enquiry(`nojs.rate${i}@example.com`), { ip: first })).status).toBe(200);
    }
    const refused = await postForm(enquiry('nojs.rate-page@example.com'), { ip: first });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const html = await refused.text();
    expect(html).toMatch(/Too many requests\. Please try again in \d+ minutes?\./);
    expect(html).toContain('value="nojs.rate-page@example.com"');
    expect(await leadsWith('nojs.rate-page@example.com')).toHaveLength(0);

    const second = newVisitor();
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) {
      expect((await postForm(enquiry(`nojs.page${i}@example.com`), { ip: second })).status).toBe(303);
    }
    expect((await api('/api/contact', enquiry('nojs.rate-api@example.com'), { ip: second })).status).toBe(429);
    expect(await leadsWith('nojs.rate-api@example.com')).toHaveLength(0);
  });

  it('refuses a body that is not a browser form, or too big for one, and stores nothing', async () => {
    const json = await site.request(`${PUBLIC_URL}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': newVisitor() },
      body: 'firstName=Ada',
    });
    expect(json.status).toBe(415);
    const huge = await postForm({ ...enquiry('nojs.huge@example.com'), message: 'x'.repeat(20_000) });
    expect(huge.status).toBe(413);
    expect(await leadsWith('nojs.huge@example.com')).toHaveLength(0);
  });
});

describe('behind a proxy that ends TLS', () => {
  it('the page post from the https address is accepted although the socket spoke plain HTTP to another host name', async () => {
    const { deps } = testApp;
    const behindProxy = createApp(
      { ...deps, config: { ...deps.config, https: true } },
      { ssr: renderer.forInstance({ db: deps.db, publicUrl: PUBLIC_URL, appSecret: deps.secrets.appSecret }) },
    );
    // As nginx forwards it by default: plain HTTP, and its upstream's name as the host.
    const response = await behindProxy.request('http://127.0.0.1:3000/contact', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Sec-Fetch-Site': 'same-origin',
        Origin: PUBLIC_URL,
        'X-Forwarded-For': newVisitor(),
        'X-Forwarded-Proto': 'https',
      },
      body: new URLSearchParams({ ...enquiry('nojs.proxy@example.com'), consent: 'on' }).toString(),
    });
    expect(response.status).toBe(303);
    expect(await leadsWith('nojs.proxy@example.com')).toHaveLength(1);
  });
});
