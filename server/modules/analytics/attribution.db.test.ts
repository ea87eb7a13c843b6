import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LeadDetail } from '#shared/admin/leads.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { prepareTestApp } from '../../../tests/support/test-app.ts';
import { analyticsEvents, consultationTypes, leads } from '../../platform/db/schema/index.ts';
import { nextOpenSlots } from '../booking/index.ts';
import { getSendingSettings } from '../studio/index.ts';
import { analyticsOverview } from './dashboard.ts';
import { BROWSER_UA, newVisitId, sendBeacon } from './testing/beacons.ts';
import { untilRollupIdle } from './testing/until-rollup-idle.ts';
import { studioDay } from './visitor.ts';

/**
 * Attribution onto leads (issue 30): an enquiry keeps its visit's landing page, external referrer
 * and UTM parameters and the page it converted on — by the visit id the form carries, or, without
 * one, by the same visitor's hash today. Nothing for a visitor who asked not to be counted.
 */
const SITE = 'https://studio.example';
const t = prepareTestApp({ config: { publicUrl: SITE, trustProxyHops: 1 } });
let staff = '';
beforeAll(async () => {
  staff = await signInAs(t, 'editor');
});

let people = 0;
function enquiry(extra: Record<string, unknown> = {}) {
  people += 1;
  return {
    firstName: 'Ada',
    lastName: `Park ${people}`,
    email: `ada.${people}.${process.pid}@example.com`,
    message: 'We would like to open up our kitchen to the garden.',
    ...extra,
  };
}

function postContact(body: unknown, ip: string, headers: Record<string, string> = {}, path = '/api/contact') {
  return t.request(`${SITE}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Sec-Fetch-Site': 'same-origin',
      'User-Agent': BROWSER_UA,
      'X-Forwarded-For': ip,
      Referer: `${SITE}/contact`,
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

/** Google → a journal post (with a campaign) → a project → the contact page, in one visit. */
async function browse(visit: string, ip: string, headers: Record<string, string> = {}) {
  const views = [
    {
      path: '/blog/warm-minimalism',
      referrer: 'https://www.google.com/',
      utm: { source: 'google', medium: 'cpc', campaign: 'autumn' },
    },
    { path: '/projects/hillside-loft', referrer: `${SITE}/blog/warm-minimalism` },
    { path: '/contact?from=project', referrer: `${SITE}/projects/hillside-loft` },
  ];
  for (const view of views) {
    const response = await sendBeacon(t, { visit, kind: 'pageview', screen: 'desktop', ...view }, { ip, headers });
    expect(response.status).toBe(204);
  }
}

const leadOf = async (email: string) => (await t.deps.db.select().from(leads).where(eq(leads.email, email)))[0];
const goalsOf = (leadId: number) =>
  t.deps.db
    .select()
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.kind, 'goal'), eq(analyticsEvents.leadId, leadId)));

const ATTRIBUTED = {
  landingPath: '/blog/warm-minimalism',
  referrerHost: 'google.com',
  utmSource: 'google',
  utmMedium: 'cpc',
  utmCampaign: 'autumn',
  utmTerm: null,
  utmContent: null,
  convertedPath: '/contact',
};

describe('an enquiry from the contact form is attributed to its visit', () => {
  it('by the visit id the form carries: landing page, referrer, UTMs and the page it converted on', async () => {
    const visit = newVisitId();
    await browse(visit, '192.0.2.10');
    const body = enquiry({ visit });
    expect((await postContact(body, '192.0.2.10')).status).toBe(200);
    const lead = await leadOf(body.email);
    expect(lead).toMatchObject(ATTRIBUTED);
    const goals = await goalsOf(lead?.id ?? 0);
    expect(goals).toHaveLength(1);
    expect(goals[0]).toMatchObject({ goal: 'enquiry', visitId: visit, path: '/contact', referrerHost: 'google.com' });

    // The lead's page in the admin shows it.
    const detail = await t.request(`/api/leads/${lead?.id}`, { headers: { Cookie: staff } });
    expect(((await detail.json()) as LeadDetail).attribution).toEqual({
      landingPath: '/blog/warm-minimalism',
      referrerHost: 'google.com',
      utm: { source: 'google', medium: 'cpc', campaign: 'autumn', term: null, content: null },
      convertedPath: '/contact',
    });
  });

  it('without a visit id (an old page), by the same visitor today', async () => {
    await browse(newVisitId(), '192.0.2.11');
    const body = enquiry();
    expect((await postContact(body, '192.0.2.11')).status).toBe(200);
    expect(await leadOf(body.email)).toMatchObject(ATTRIBUTED);
  });

  it('a malformed visit id is dropped, not refused: the enquiry is kept and falls back to the visitor', async () => {
    await browse(newVisitId(), '192.0.2.12');
    const body = enquiry({ visit: 'not a visit id!' });
    expect((await postContact(body, '192.0.2.12')).status).toBe(200);
    expect(await leadOf(body.email)).toMatchObject(ATTRIBUTED);
  });

  it('nothing for a visitor with Do Not Track or GPC: the lead is kept, no goal, no attribution', async () => {
    for (const headers of [{ DNT: '1' }, { 'Sec-GPC': '1' }] as Record<string, string>[]) {
      const visit = newVisitId();
      await browse(visit, '192.0.2.13', headers);
      const body = enquiry({ visit });
      expect((await postContact(body, '192.0.2.13', headers)).status).toBe(200);
      const lead = await leadOf(body.email);
      expect(lead).toMatchObject({ landingPath: null, referrerHost: null, utmCampaign: null, convertedPath: null });
      expect(await goalsOf(lead?.id ?? 0)).toEqual([]);
      const detail = await t.request(`/api/leads/${lead?.id}`, { headers: { Cookie: staff } });
      expect(((await detail.json()) as LeadDetail).attribution).toBeNull();
    }
  });

  it('a returning lead keeps its first attribution; the new enquiry is still a goal', async () => {
    const first = newVisitId();
    await browse(first, '192.0.2.14');
    const body = enquiry({ visit: first });
    await postContact(body, '192.0.2.14');
    const second = newVisitId();
    await sendBeacon(
      t,
      { visit: second, kind: 'pageview', path: '/about', referrer: 'https://pinterest.com/', screen: 'phone' },
      { ip: '192.0.2.15' },
    );
    expect((await postContact({ ...body, visit: second }, '192.0.2.15')).status).toBe(200);
    const lead = await leadOf(body.email);
    expect(lead).toMatchObject(ATTRIBUTED);
    expect((await goalsOf(lead?.id ?? 0)).map((goal) => goal.path)).toEqual(['/contact', '/about']);
  });
});

describe('what brings enquiries', () => {
  it('an enquiry sent from the contact page counts for the page its visit landed on, not for the contact page', async () => {
    const today = studioDay(t.deps.clock(), (await getSendingSettings(t.deps.db)).timeZone);
    const credited = async () => {
      const { content } = await analyticsOverview(t.deps.db, { from: today, to: today });
      return Object.fromEntries(content.map((row) => [row.path, row.enquiries]));
    };
    // Read only when no rollup asked for by an earlier goal is still to run: the figures are then
    // fresh before, and include this enquiry after.
    await untilRollupIdle(t.deps.db);
    const before = await credited();
    const visit = newVisitId();
    await browse(visit, '192.0.2.30');
    expect((await postContact({ ...enquiry(), visit }, '192.0.2.30')).status).toBe(200);
    await untilRollupIdle(t.deps.db);
    const after = await credited();
    expect(after['/blog/warm-minimalism']).toBe((before['/blog/warm-minimalism'] ?? 0) + 1);
    // the project read on the way is credited nothing; the contact page is not content
    expect(after['/projects/hillside-loft'] ?? 0).toBe(before['/projects/hillside-loft'] ?? 0);
    expect(after['/contact']).toBeUndefined();
  });
});

describe('the lookbook download and the booking are goals too', () => {
  // The download builds a real lookbook, cold in this file (fonts, pictures): allowed more than
  // the default 30 s, which a busy machine can take.
  it('a lookbook request is attributed to its visit', { timeout: 120_000 }, async () => {
    const visit = newVisitId();
    await browse(visit, '192.0.2.20');
    const { email } = enquiry();
    const response = await postContact({ name: 'Ada Park', email, visit }, '192.0.2.20', {}, '/api/lookbook/download');
    expect(response.status).toBe(200);
    const lead = await leadOf(email);
    expect(lead).toMatchObject(ATTRIBUTED);
    expect((await goalsOf(lead?.id ?? 0)).map((goal) => goal.goal)).toEqual(['lookbook']);
  });

  it('a booking is attributed to its visit', async () => {
    const [type] = await t.deps.db.select().from(consultationTypes).orderBy(asc(consultationTypes.id)).limit(1);
    const [slot] = await nextOpenSlots(t.deps, { typeId: type?.id ?? 0, count: 1 });
    expect(slot).toBeDefined();
    const visit = newVisitId();
    await browse(visit, '192.0.2.21');
    const { email } = enquiry();
    const body = { typeId: type?.id, start: slot?.start, firstName: 'Ada', lastName: 'Park', email, visit };
    const response = await postContact(body, '192.0.2.21', {}, '/api/bookings');
    expect(response.status).toBe(201);
    const lead = await leadOf(email);
    expect(lead).toMatchObject(ATTRIBUTED);
    expect((await goalsOf(lead?.id ?? 0)).map((goal) => goal.goal)).toEqual(['booking']);
  });
});
