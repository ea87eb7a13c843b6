import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepareTestApp } from '../../../tests/support/test-app.ts';
import { analyticsEvents, analyticsSalts } from '../../platform/db/schema/index.ts';
import { getSendingSettings } from '../studio/index.ts';
import { BROWSER_UA, newVisitId, sendBeacon } from './testing/beacons.ts';
import { studioDay } from './visitor.ts';

/**
 * The beacon (issue 30): what is stored and what is not, what is refused, and that no address,
 * cookie or query string is ever kept. Every well-formed beacon answers 204, stored or not.
 */
const START = new Date('2026-11-20T18:00:00Z');
let now = START;
const t = prepareTestApp({ clock: () => now, config: { publicUrl: 'https://studio.example', trustProxyHops: 1 } });

const eventsOf = async (visit: string) => {
  await t.deps.analytics.flush();
  return t.deps.db.select().from(analyticsEvents).where(eq(analyticsEvents.visitId, visit));
};
const allEvents = async () => {
  await t.deps.analytics.flush();
  return t.deps.db.select().from(analyticsEvents);
};

const pageview = (visit: string, extra: Record<string, unknown> = {}) => ({
  visit,
  kind: 'pageview',
  path: '/projects/hillside-loft?email=ada@example.com#gallery',
  referrer: 'https://www.google.com/search?q=interior+designer',
  utm: { source: 'newsletter', medium: 'email', campaign: `Spring ${'x'.repeat(200)}` },
  screen: 'phone',
  ...extra,
});

describe('POST /api/analytics/beacon stores a visit', () => {
  it('keeps a page view with its normalised path, template, referrer host and clipped UTM: no address, no query', async () => {
    const visit = newVisitId();
    const response = await sendBeacon(t, pageview(visit), { ip: '203.0.113.77' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(response.headers.get('set-cookie')).toBeNull();
    const [row] = await eventsOf(visit);
    expect(row).toMatchObject({
      kind: 'pageview',
      path: '/projects/hillside-loft',
      template: 'project',
      referrerHost: 'google.com',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: `Spring ${'x'.repeat(93)}`,
      utmTerm: null,
      screen: 'phone',
      lcp: null,
    });
    expect(row?.visitor).toMatch(/^[0-9a-f]{32}$/);
    const { timeZone } = await getSendingSettings(t.deps.db);
    expect(row?.day).toBe(studioDay(START, timeZone));
    // Nothing the visitor could be found by: the address, its parts, the query, the user agent.
    const stored = JSON.stringify(row);
    for (const secret of ['203.0.113.77', '203.0.113', 'ada@example.com', 'Chrome/131', 'interior+designer']) {
      expect(stored).not.toContain(secret);
    }
  });

  it('keeps a vitals beacon’s metrics, as text/plain or application/json', async () => {
    const visit = newVisitId();
    const vitals = {
      visit,
      kind: 'vitals',
      path: '/',
      screen: 'desktop',
      metrics: { LCP: 2100.4, INP: 96, CLS: 0.031, TTFB: 420 },
    };
    expect((await sendBeacon(t, vitals)).status).toBe(204);
    expect((await sendBeacon(t, vitals, { contentType: 'application/json' })).status).toBe(204);
    const rows = await eventsOf(visit);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ kind: 'vitals', template: 'home', lcp: 2100.4, inp: 96, cls: 0.031, ttfb: 420 });
  });

  it('counts one visitor as one hash all day, and another address or browser as another', async () => {
    const [a, b, c] = [newVisitId(), newVisitId(), newVisitId()];
    await sendBeacon(t, pageview(a), { ip: '192.0.2.1' });
    await sendBeacon(t, pageview(b), { ip: '192.0.2.1' });
    await sendBeacon(t, pageview(c), { ip: '192.0.2.2' });
    const [ra, rb, rc] = [(await eventsOf(a))[0], (await eventsOf(b))[0], (await eventsOf(c))[0]];
    expect(ra?.visitor).toBe(rb?.visitor);
    expect(rc?.visitor).not.toBe(ra?.visitor);
  });
});

describe('what is answered 204 but not stored', () => {
  it.each([
    ['Do Not Track', { DNT: '1' }, BROWSER_UA],
    ['Global Privacy Control', { 'Sec-GPC': '1' }, BROWSER_UA],
    ['a crawler', {}, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['a script without a user agent', {}, ''],
  ])('%s', async (_name, headers, userAgent) => {
    const before = await allEvents();
    const visit = newVisitId();
    const response = await sendBeacon(t, pageview(visit), { headers, userAgent });
    expect(response.status).toBe(204);
    expect(await eventsOf(visit)).toEqual([]);
    expect(await allEvents()).toHaveLength(before.length);
  });
});

describe('what is refused, with nothing stored', () => {
  it('malformed JSON, a wrong shape, or a wrong type is 400/415', async () => {
    const before = await allEvents();
    const visit = newVisitId();
    expect((await sendBeacon(t, '{"visit": ')).status).toBe(400);
    expect((await sendBeacon(t, { ...pageview(visit), screen: 'watch' })).status).toBe(400);
    expect((await sendBeacon(t, { ...pageview(visit), visit: 'x' })).status).toBe(400);
    expect((await sendBeacon(t, pageview(visit), { contentType: 'application/x-www-form-urlencoded' })).status).toBe(
      415,
    );
    expect(await allEvents()).toHaveLength(before.length);
  });

  it('a body over 4 KB is 413', async () => {
    const before = await allEvents();
    const response = await sendBeacon(
      t,
      pageview(newVisitId(), { referrer: `https://example.org/${'a'.repeat(5000)}` }),
    );
    expect(response.status).toBe(413);
    expect(await allEvents()).toHaveLength(before.length);
  });

  it('one visitor beyond 120 beacons a minute is 429; another visitor is not held up', async () => {
    const ip = '198.51.100.200';
    const visit = newVisitId();
    const statuses: number[] = [];
    for (let i = 0; i < 121; i += 1) statuses.push((await sendBeacon(t, pageview(visit), { ip })).status);
    expect(statuses.slice(0, 120).every((status) => status === 204)).toBe(true);
    expect(statuses[120]).toBe(429);
    expect(await eventsOf(visit)).toHaveLength(120);
    expect((await sendBeacon(t, pageview(newVisitId()), { ip: '198.51.100.201' })).status).toBe(204);
  });
});

describe('the daily salt', () => {
  it('is one row per studio day, made on first use; the next day hashes the same visitor differently', async () => {
    const { timeZone } = await getSendingSettings(t.deps.db);
    const [today, tomorrow] = [newVisitId(), newVisitId()];
    await sendBeacon(t, pageview(today), { ip: '192.0.2.50' });
    now = new Date(START.getTime() + 24 * 60 * 60 * 1000);
    try {
      await sendBeacon(t, pageview(tomorrow), { ip: '192.0.2.50' });
    } finally {
      now = START;
    }
    const [a, b] = [(await eventsOf(today))[0], (await eventsOf(tomorrow))[0]];
    expect(a?.visitor).not.toBe(b?.visitor);
    const salts = await t.deps.db.select({ day: analyticsSalts.day }).from(analyticsSalts);
    expect(salts.map((salt) => salt.day)).toEqual(
      expect.arrayContaining([studioDay(START, timeZone), studioDay(new Date(START.getTime() + 86_400_000), timeZone)]),
    );
  });
});
