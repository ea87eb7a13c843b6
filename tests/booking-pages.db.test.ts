import { and, eq, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../server/app.ts';
import { BOOKING_RATE_LIMIT, createManageToken, listOpenSlots } from '../server/modules/booking/index.ts';
import { bookings, consultationTypes } from '../server/platform/db/schema/index.ts';
import type { AppEnv } from '../server/platform/http/app-env.ts';
import { type PageRenderer, startPageRenderer } from './support/page-renderer.ts';
import { prepareTestApp } from './support/test-app.ts';

/**
 * The public booking pages (issue 27) through the site's real routes, as a browser without
 * JavaScript uses them: the page's own form posts, the signed links' pages, their answers'
 * caching. The hydrated pages post the same forms to the same actions.
 */

const PUBLIC_URL = 'https://studio.example';
/** Monday, November 30, 2026, 8:00 in Los Angeles: the first open day (24 h notice) is Tuesday. */
let now = new Date('2026-11-30T16:00:00.000Z');
const testApp = prepareTestApp({
  config: { publicUrl: PUBLIC_URL, trustProxyHops: 1, production: true },
  clock: () => now,
});
let renderer: PageRenderer;
let site: Hono<AppEnv>;
let typeId: number;
let slots: Array<{ start: string; end: string }>;

beforeAll(async () => {
  renderer = await startPageRenderer();
  const { deps } = testApp;
  site = createApp(deps, {
    ssr: renderer.forInstance({ db: deps.db, publicUrl: PUBLIC_URL, appSecret: deps.secrets.appSecret }),
  });
  // One offered type, whatever the demo studio offers, so `/book` goes straight to it.
  await deps.db.update(consultationTypes).set({ active: false });
  const [type] = await deps.db
    .insert(consultationTypes)
    .values({
      slug: 'design-call',
      name: 'Design call',
      description: 'Forty-five minutes about your home.',
      durationMinutes: 45,
      location: 'video',
      priceText: 'Free',
    })
    .returning({ id: consultationTypes.id });
  typeId = type?.id ?? -1;
  slots = await listOpenSlots(deps, { typeId, from: '2026-11-30', to: '2026-12-13' });
  expect(slots.length).toBeGreaterThan(5);
}, 120_000);
afterAll(() => renderer?.close());

let visitor = 0;
const get = (path: string) =>
  site.request(`${PUBLIC_URL}${path}`, { headers: { 'X-Forwarded-For': `192.0.2.${++visitor}` } });

/** The browser's own form post: urlencoded, with its Fetch Metadata. */
function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const all = {
    'Content-Type': 'application/x-www-form-urlencoded',
    'Sec-Fetch-Site': 'same-origin',
    Origin: PUBLIC_URL,
    'X-Forwarded-For': `198.51.100.${++visitor % 250}`,
    ...headers,
  };
  return site.request(`${PUBLIC_URL}${path}`, {
    method: 'POST',
    headers: Object.fromEntries(Object.entries(all).filter(([, value]) => value !== '')),
    body: new URLSearchParams(fields).toString(),
  });
}

const visitorDetails = (email: string) => ({
  firstName: 'Ada',
  lastName: 'Park',
  email,
  phone: '+1 503 555 0199',
  message: 'A kitchen that opens to the garden.',
  consent: 'on',
  website: '',
});

const bookingsOf = (email: string) => testApp.deps.db.select().from(bookings).where(eq(bookings.email, email));

/** Books through the page and returns the manage token from the confirmation's address. */
async function bookThroughThePage(email: string, start: string): Promise<string> {
  const response = await postForm('/book/design-call', { ...visitorDetails(email), start });
  expect(response.status).toBe(303);
  const location = response.headers.get('location') ?? '';
  expect(location).toMatch(/^\/book\/confirmed\/[A-Za-z0-9_-]+$/);
  return decodeURIComponent(location.split('/').pop() ?? '');
}

describe('/book and a type’s page', () => {
  it('goes straight to the only type offered', async () => {
    const response = await get('/book?from=2026-12-07');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/book/design-call?from=2026-12-07');
  });

  it('lists the open times of the fortnight by day, in the studio’s zone it names, and no cache keeps them', async () => {
    const response = await get('/book/design-call');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-cache')).toBe('BYPASS');
    const html = await response.text();
    expect(html).toContain('Times are shown in the studio’s time zone, Los Angeles time (PST).');
    // The first open day is Tuesday (24 hours' notice), one fieldset per day with its legend.
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>Tuesday, December 1<\/legend>/);
    expect(html).not.toContain('Monday, November 30');
    for (const slot of slots.slice(0, 3)) expect(html).toContain(`value="${slot.start}"`);
    expect(html).toContain('href="/book/design-call?from=2026-12-14"');
    expect(html).not.toContain('Earlier dates');
    expect(html).toContain('Send me occasional design ideas');
  });

  it('pages by fortnight with ?from=, and back to today but never before it', async () => {
    const html = await (await get('/book/design-call?from=2026-12-14')).text();
    expect(html).not.toContain(`value="${slots[0]?.start}"`);
    expect(html).toMatch(/<legend[^>]*>Monday, December 14<\/legend>/);
    expect(html).toContain('href="/book/design-call?from=2026-11-30"');
    const old = await (await get('/book/design-call?from=2020-01-01')).text();
    expect(old).toContain(`value="${slots[0]?.start}"`);
  });

  it('answers 404 for a type that is not offered, in the site’s layout, leading on to /book', async () => {
    const response = await get('/book/moon-base');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('This consultation is not offered');
    expect(html).toContain('href="/book"');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });
});

describe('booking through the page’s own form post', () => {
  it('books the slot and redirects to the confirmation, which names the time in both forms and links the manage page', async () => {
    const start = slots[0]?.start ?? '';
    const token = await bookThroughThePage('book.ada@example.com', start);
    const stored = await bookingsOf('book.ada@example.com');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: 'confirmed', typeId, firstName: 'Ada' });
    expect(stored[0]?.startAt.toISOString()).toBe(start);

    const page = await get(`/book/confirmed/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    const html = await page.text();
    expect(html).toContain('You’re booked');
    expect(html).toContain('Tuesday, December 1, 2026, 10:00 AM – 10:45 AM');
    expect(html).toContain('calendar invitation is on its way');
    expect(html).toContain(`href="/book/manage/${token}"`);
    expect(html).toContain(`href="/book/manage/${token}?cancel=1"`);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });

  it('refuses missing fields beside them, keeps what was typed, and stores nothing', async () => {
    const response = await postForm('/book/design-call', {
      ...visitorDetails('not-an-address'),
      firstName: '',
      start: slots[1]?.start ?? '',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('First name is required.');
    expect(html).toContain('Please enter a valid email address.');
    for (const typed of ['value="Park"', 'value="not-an-address"', '>A kitchen that opens to the garden.</textarea>']) {
      expect(html).toContain(typed);
    }
    expect(html).toMatch(new RegExp(`value="${slots[1]?.start}" checked=""|checked="" value="${slots[1]?.start}"`));
    expect(await bookingsOf('not-an-address')).toHaveLength(0);
  });

  it('asks for a time when none was chosen', async () => {
    const response = await postForm('/book/design-call', visitorDetails('no.time@example.com'));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Choose a time.');
    expect(await bookingsOf('no.time@example.com')).toHaveLength(0);
  });

  it('says a slot taken meanwhile was just taken, offers the next free times, and keeps what was typed', async () => {
    const start = slots[0]?.start ?? '';
    const response = await postForm('/book/design-call', { ...visitorDetails('late.bea@example.com'), start });
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain('That time was just taken');
    expect(html).toContain('The next free times');
    expect(html).toContain(`value="${slots[1]?.start}"`);
    expect(html).toContain('value="late.bea@example.com"');
    expect(await bookingsOf('late.bea@example.com')).toHaveLength(0);
    const atThatTime = await testApp.deps.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.startAt, new Date(start)), eq(bookings.status, 'confirmed')));
    expect(atThatTime.map((b) => b.email)).toEqual(['book.ada@example.com']);
  });

  it('shares the rate limit with POST /api/bookings: a refused page post says when to try again and keeps what was typed', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < BOOKING_RATE_LIMIT.limit; i++) {
      await site.request(`${PUBLIC_URL}/api/bookings`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': ip },
        body: '{}',
      });
    }
    const refused = await postForm(
      '/book/design-call',
      { ...visitorDetails('rate.fay@example.com'), start: slots[2]?.start ?? '' },
      { 'X-Forwarded-For': ip },
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const html = await refused.text();
    expect(html).toMatch(/Too many requests\. Please try again in \d+ minutes?\./);
    expect(html).toContain('value="rate.fay@example.com"');
    expect(await bookingsOf('rate.fay@example.com')).toHaveLength(0);
  });

  it('refuses a cross-site post and stores nothing', async () => {
    const response = await postForm(
      '/book/design-call',
      { ...visitorDetails('csrf@example.com'), start: slots[2]?.start ?? '' },
      { 'Sec-Fetch-Site': 'cross-site', Origin: '' },
    );
    expect(response.status).toBe(403);
    expect(await bookingsOf('csrf@example.com')).toHaveLength(0);
  });
});

describe('the signed manage link', () => {
  it('moves the booking to a new time without JavaScript, under a new link', async () => {
    const token = await bookThroughThePage('move.cy@example.com', slots[3]?.start ?? '');
    const page = await get(`/book/manage/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('Choose a new time');
    expect(html).toContain(`value="${slots[5]?.start}"`);

    const moved = await postForm(`/book/manage/${token}`, { intent: 'reschedule', start: slots[5]?.start ?? '' });
    expect(moved.status).toBe(303);
    expect(moved.headers.get('location')).toMatch(/^\/book\/confirmed\/[A-Za-z0-9_-]+\?rescheduled=1$/);
    const [stored] = await bookingsOf('move.cy@example.com');
    expect(stored?.startAt.toISOString()).toBe(slots[5]?.start);
    expect(stored?.sequence).toBe(1);
    const confirmation = await get(moved.headers.get('location') ?? '');
    expect(await confirmation.text()).toContain('Your consultation has moved');
  });

  it('cancels after a confirm step that has its own address, and then says it is cancelled', async () => {
    const token = await bookThroughThePage('cancel.dee@example.com', slots[6]?.start ?? '');
    const confirm = await (await get(`/book/manage/${token}?cancel=1`)).text();
    expect(confirm).toContain('Cancel this consultation?');
    expect(confirm).toContain('Yes, cancel it');
    expect((await bookingsOf('cancel.dee@example.com'))[0]?.status).toBe('confirmed');

    const cancelled = await postForm(`/book/manage/${token}`, { intent: 'cancel' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`/book/manage/${token}`);
    expect((await bookingsOf('cancel.dee@example.com'))[0]?.status).toBe('cancelled');
    expect(await (await get(`/book/manage/${token}`)).text()).toContain('This consultation is cancelled');
  });

  it('a forged, cut-short or expired link shows “no longer valid” (404) and changes nothing', async () => {
    const token = await bookThroughThePage('forged.eve@example.com', slots[7]?.start ?? '');
    const [booked] = await bookingsOf('forged.eve@example.com');
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const otherSecret = createManageToken(
      'another-secret-that-is-at-least-32-chars',
      booked?.uid ?? '',
      new Date('2027-01-01'),
    );
    for (const link of [forged, token.slice(0, 20), otherSecret]) {
      const page = await get(`/book/manage/${link}`);
      expect(page.status, link).toBe(404);
      expect(await page.text()).toContain('This link is no longer valid');
      const cancel = await postForm(`/book/manage/${link}`, { intent: 'cancel' });
      expect(cancel.status, link).toBe(404);
      const move = await postForm(`/book/manage/${link}`, { intent: 'reschedule', start: slots[8]?.start ?? '' });
      expect(move.status, link).toBe(404);
    }
    expect((await get(`/book/confirmed/${forged}`)).status).toBe(404);
    // Once the consultation has begun, its link has nothing left to change.
    now = new Date(Date.parse(slots[7]?.start ?? '') + 60_000);
    try {
      expect((await get(`/book/manage/${token}`)).status).toBe(404);
      expect((await postForm(`/book/manage/${token}`, { intent: 'cancel' })).status).toBe(404);
    } finally {
      now = new Date('2026-11-30T16:00:00.000Z');
    }
    const after = await testApp.deps.db
      .select()
      .from(bookings)
      .where(inArray(bookings.email, ['forged.eve@example.com']));
    expect(after).toEqual([booked]);
  });
});
