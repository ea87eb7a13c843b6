import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsOverview, AnalyticsVitals } from '#shared/admin/analytics.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { prepareTestApp } from '../../../tests/support/test-app.ts';
import { blogPosts, projects } from '../../platform/db/schema/index.ts';
import { p75 } from './p75.ts';
import { rollUpAndPrune } from './rollup.ts';
import { insertEvents, type SeedEvent } from './testing/beacons.ts';
import { seeded } from './testing/seeded.ts';

/**
 * The dashboard's reads (issue 30) on seeded raw events: the overview's every list, the vitals'
 * exact p75 against the reference computation, the CSV reports, and the 400s of bad ranges. The
 * same answers come from raw events (days not rolled up yet) and from the rollups.
 */
// Within 30 days of the seeded days, so the rollup keeps their raw events (the vitals read those).
const t = prepareTestApp({ clock: () => new Date('2026-10-20T20:00:00Z') });

let viewer = '';
let editor = '';
let project = { slug: '', title: '' };
let post = { slug: '', title: '' };

const RANGE = { from: '2026-10-05', to: '2026-10-11' };
const vitalsSamples: SeedEvent[] = [];

beforeAll(async () => {
  viewer = await signInAs(t, 'viewer');
  editor = await signInAs(t, 'editor');
  const [p] = await t.deps.db.select({ slug: projects.slug, title: projects.title }).from(projects).limit(1);
  const [b] = await t.deps.db.select({ slug: blogPosts.slug, title: blogPosts.title }).from(blogPosts).limit(1);
  project = p ?? project;
  post = b ?? post;

  const events: SeedEvent[] = [
    // The previous week (2026-09-28 … 10-04): one visitor, two page views.
    { day: '2026-09-30', visitor: 'old', visitId: 'old-visit-000001', path: '/' },
    { day: '2026-09-30', visitor: 'old', visitId: 'old-visit-000001', path: '/about' },
    // 10-05: Ada lands on a project from Google on a phone, reads on, enquires from the project page.
    {
      day: '2026-10-05',
      visitor: 'ada',
      visitId: 'ada-visit-000001',
      path: `/projects/${project.slug}`,
      referrerHost: 'google.com',
      screen: 'phone',
    },
    // The page script sends the visit's landing referrer with each of its page views.
    {
      day: '2026-10-05',
      visitor: 'ada',
      visitId: 'ada-visit-000001',
      path: '/about',
      referrerHost: 'google.com',
      screen: 'phone',
    },
    {
      day: '2026-10-05',
      visitor: 'ada',
      visitId: 'ada-visit-000001',
      path: `/projects/${project.slug}`,
      referrerHost: 'google.com',
      screen: 'phone',
    },
    {
      day: '2026-10-05',
      visitor: 'ada',
      visitId: 'ada-visit-000001',
      kind: 'goal',
      goal: 'enquiry',
      path: `/projects/${project.slug}`,
      referrerHost: 'google.com',
      screen: 'phone',
    },
    // 10-05: Ben comes from the newsletter's campaign on a desktop and downloads the lookbook from a post.
    {
      day: '2026-10-05',
      visitor: 'ben',
      visitId: 'ben-visit-000001',
      path: `/blog/${post.slug}`,
      utmCampaign: '=spring',
      utmSource: 'newsletter',
    },
    {
      day: '2026-10-05',
      visitor: 'ben',
      visitId: 'ben-visit-000001',
      kind: 'goal',
      goal: 'lookbook',
      path: `/blog/${post.slug}`,
      utmCampaign: '=spring',
    },
    // 10-07: Ada again (a new day, a new hash as the salt would make it), directly, twice the home page.
    { day: '2026-10-07', visitor: 'ada-2', visitId: 'ada-visit-000002', path: '/', screen: 'tablet' },
    { day: '2026-10-07', visitor: 'ada-2', visitId: 'ada-visit-000002', path: '/', screen: 'tablet' },
    // After the range: not counted.
    { day: '2026-10-12', visitor: 'later', visitId: 'later-visit-0001', path: '/' },
  ];
  // Vitals: 4 templates × 2 screens with uneven sample counts, some metrics missing.
  const random = seeded(30);
  const cells = [
    ['/', 'desktop', 41],
    ['/', 'phone', 57],
    [`/projects/${project.slug}`, 'phone', 23],
    ['/contact', 'tablet', 1],
  ] as const;
  for (const [path, screen, count] of cells) {
    for (let i = 0; i < count; i += 1) {
      vitalsSamples.push({
        day: i % 2 ? '2026-10-06' : '2026-10-09',
        visitor: `v${i}`,
        visitId: `vitals-visit-${i}`,
        kind: 'vitals',
        path,
        screen,
        lcp: Math.round(800 + random() * 4000),
        inp: random() < 0.2 ? null : Math.round(random() * 700),
        cls: Math.round(random() * 400) / 1000,
        ttfb: i % 5 === 0 ? null : Math.round(100 + random() * 2000),
      });
    }
  }
  await insertEvents(t.deps.db, [...events, ...vitalsSamples]);
});

const get = (path: string, cookie = viewer) => t.request(path, { headers: { Cookie: cookie } });
const overview = async (range = RANGE) => {
  const response = await get(`/api/admin/analytics/overview?from=${range.from}&to=${range.to}`);
  expect(response.status).toBe(200);
  return (await response.json()) as AnalyticsOverview;
};

describe('GET /api/admin/analytics/overview', () => {
  it('answers visitors and pageviews, the previous period, the daily series and every breakdown', async () => {
    const answer = await overview();
    expect(answer.range).toMatchObject(RANGE);
    expect(answer.previousRange).toEqual({ from: '2026-09-28', to: '2026-10-04' });
    // Visitors = the sum of each day's distinct visitors: Ada and Ben on the 5th, Ada again on the 7th.
    expect(answer.totals).toEqual({ visitors: 3, pageviews: 6 });
    expect(answer.previousTotals).toEqual({ visitors: 1, pageviews: 2 });
    expect(answer.daily).toHaveLength(7);
    expect(answer.daily.find((d) => d.day === '2026-10-05')).toEqual({ day: '2026-10-05', visitors: 2, pageviews: 4 });
    expect(answer.daily.find((d) => d.day === '2026-10-06')).toEqual({ day: '2026-10-06', visitors: 0, pageviews: 0 });
    expect(answer.pages.find((p) => p.path === `/projects/${project.slug}`)).toMatchObject({
      template: 'project',
      visitors: 1,
      pageviews: 2,
      goals: { enquiry: 1, lookbook: 0, booking: 0 },
    });
    expect(answer.pages.find((p) => p.path === '/')).toMatchObject({ visitors: 1, pageviews: 2 });
    // Ada's /about view, sent with her visit's landing referrer, counts for Google, not "Direct".
    expect(answer.sources).toEqual(
      expect.arrayContaining([
        { source: 'google.com', visitors: 1, pageviews: 3, goals: { enquiry: 1, lookbook: 0, booking: 0 } },
        { source: 'Direct', visitors: 2, pageviews: 3, goals: { enquiry: 0, lookbook: 1, booking: 0 } },
      ]),
    );
    expect(answer.campaigns).toEqual([
      { campaign: '=spring', visitors: 1, pageviews: 1, goals: { enquiry: 0, lookbook: 1, booking: 0 } },
    ]);
    expect(answer.devices).toEqual(
      expect.arrayContaining([
        { screen: 'phone', visitors: 1, pageviews: 3, goals: { enquiry: 1, lookbook: 0, booking: 0 } },
        { screen: 'tablet', visitors: 1, pageviews: 2, goals: { enquiry: 0, lookbook: 0, booking: 0 } },
      ]),
    );
    expect(answer.goals).toEqual({ enquiry: 1, lookbook: 1, booking: 0 });
    expect(answer.content).toEqual(
      expect.arrayContaining([
        {
          kind: 'project',
          path: `/projects/${project.slug}`,
          title: project.title,
          pageviews: 2,
          enquiries: 1,
          lookbooks: 0,
        },
        { kind: 'post', path: `/blog/${post.slug}`, title: post.title, pageviews: 1, enquiries: 0, lookbooks: 1 },
      ]),
    );
  });

  it('answers the same once the days are rolled up (and the raw events may go)', async () => {
    const live = await overview();
    const rolled = await rollUpAndPrune(t.deps);
    expect(rolled.rolledUp).toEqual(expect.arrayContaining(['2026-09-30', '2026-10-05', '2026-10-07']));
    expect(await overview()).toEqual(live);
    // With the raw page views gone (as after 30 days), the rollups alone give the same answer.
    await t.deps.db.execute(sql`delete from analytics_events where day <= '2026-10-07' and kind <> 'vitals'`);
    expect(await overview()).toEqual(live);
  });

  it('is read by every staff role, and by nobody signed out', async () => {
    const path = `/api/admin/analytics/overview?from=${RANGE.from}&to=${RANGE.to}`;
    expect((await get(path, editor)).status).toBe(200);
    expect((await t.request(path)).status).toBe(401);
  });
});

describe('GET /api/admin/analytics/vitals', () => {
  it('answers the exact p75 per template × screen, equal to the reference computation, with samples and ratings', async () => {
    const response = await get(`/api/admin/analytics/vitals?from=${RANGE.from}&to=${RANGE.to}`);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as AnalyticsVitals;
    expect(answer.rows).toHaveLength(4);
    for (const row of answer.rows) {
      const samples = vitalsSamples.filter(
        (sample) => sample.screen === row.screen && templateOfSample(sample) === row.template,
      );
      for (const [metric, field] of [
        ['LCP', 'lcp'],
        ['INP', 'inp'],
        ['CLS', 'cls'],
        ['TTFB', 'ttfb'],
      ] as const) {
        const values = samples
          .map((sample) => sample[field])
          .filter((value): value is number => typeof value === 'number');
        expect(row[metric].samples, `${row.template}/${row.screen} ${metric}`).toBe(values.length);
        expect(row[metric].p75, `${row.template}/${row.screen} ${metric}`).toBe(p75(values));
      }
    }
    const contact = answer.rows.find((row) => row.template === 'contact');
    expect(contact?.LCP.samples).toBe(1);
    const home = answer.rows.find((row) => row.template === 'home' && row.screen === 'phone');
    expect(home?.LCP.rating).toBe(
      (home?.LCP.p75 ?? 0) <= 2500 ? 'good' : (home?.LCP.p75 ?? 0) <= 4000 ? 'needs-improvement' : 'poor',
    );
  });
});

function templateOfSample(sample: SeedEvent): string {
  if (sample.path === '/') return 'home';
  if (sample.path === '/contact') return 'contact';
  return 'project';
}

describe('GET /api/admin/analytics/export', () => {
  it('writes a report as the house’s CSV: BOM, CRLF, quoted cells, formulas neutralised', async () => {
    const response = await get(`/api/admin/analytics/export?report=campaigns&from=${RANGE.from}&to=${RANGE.to}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="analytics-campaigns-${RANGE.from}-to-${RANGE.to}.csv"`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    // Response.text() would drop the byte-order mark: read the bytes.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('"Campaign","Visitors","Pageviews"')).toBe(true);
    expect(text).toContain(`"'=spring","1","1","0","1","0"\r\n`);
  });

  it('writes what brings enquiries: each project page and journal post with its title and goals', async () => {
    const response = await get(`/api/admin/analytics/export?report=content&from=${RANGE.from}&to=${RANGE.to}`);
    expect(response.status).toBe(200);
    const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"Kind","Page","Title","Pageviews","Enquiries","Lookbook downloads"');
    expect(lines).toContain(`"Project","/projects/${project.slug}","${project.title}","2","1","0"`);
    expect(lines).toContain(`"Journal post","/blog/${post.slug}","${post.title}","1","0","1"`);
  });

  it('writes headers and the fixed words in the admin’s language; paths, hosts and titles as they are', async () => {
    const preferences = (language: string) =>
      t.request('/api/auth/preferences', {
        method: 'PATCH',
        headers: { Cookie: editor, 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
        body: JSON.stringify({ language }),
      });
    const lines = async (report: string) =>
      (
        await (
          await get(`/api/admin/analytics/export?report=${report}&from=${RANGE.from}&to=${RANGE.to}`, editor)
        ).text()
      )
        .replace(/^\uFEFF/, '')
        .split('\r\n');
    expect((await preferences('fr')).status).toBe(200);
    try {
      expect((await lines('sources'))[0]).toBe(
        '"Source","Visiteurs","Pages vues","Demandes","Téléchargements du lookbook","Réservations"',
      );
      expect(await lines('sources')).toEqual(expect.arrayContaining([expect.stringMatching(/^"Direct","2","3",/)]));
      expect(await lines('devices')).toEqual(expect.arrayContaining([expect.stringMatching(/^"Téléphone","1","3",/)]));
      expect(await lines('content')).toContain(`"Projet","/projects/${project.slug}","${project.title}","2","1","0"`);
      expect((await lines('goals')).slice(0, 4)).toEqual([
        '"Objectif","Nombre"',
        '"Demande","1"',
        '"Téléchargement du lookbook","1"',
        '"Réservation","0"',
      ]);
      expect((await preferences('es')).status).toBe(200);
      expect(await lines('sources')).toEqual(expect.arrayContaining([expect.stringMatching(/^"Directo","2","3",/)]));
      const vitals = await lines('vitals');
      expect(vitals[0]).toBe('"Plantilla","Dispositivo","Métrica","p75","Muestras","Valoración"');
      expect(vitals).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^"Inicio","Móvil","LCP","\d+","\d+","(Bueno|Mejorable|Deficiente)"$/),
        ]),
      );
    } finally {
      await preferences('en');
    }
  });

  it('refuses a report it does not have with a 400 naming the field, not half a file', async () => {
    for (const report of ['visitors', 'CONTENT', '']) {
      const response = await get(`/api/admin/analytics/export?report=${report}&from=${RANGE.from}&to=${RANGE.to}`);
      expect(response.status, report).toBe(400);
      expect(response.headers.get('content-type'), report).toContain('application/json');
      expect(JSON.stringify(await response.json()), report).toContain('report');
    }
  });

  it('writes every report', async () => {
    for (const report of ['pages', 'content', 'sources', 'devices', 'goals', 'vitals']) {
      const response = await get(`/api/admin/analytics/export?report=${report}&from=${RANGE.from}&to=${RANGE.to}`);
      expect(response.status, report).toBe(200);
      expect((await response.text()).split('\r\n').length, report).toBeGreaterThan(2);
    }
  });
});

describe('a bad range is a 400 that says why', () => {
  it.each([
    ['to before from', 'from=2026-10-11&to=2026-10-05', 'date_range_invalid'],
    ['more than 400 days', 'from=2025-01-01&to=2026-10-05', 'date_range_invalid'],
    ['a malformed day', 'from=2026-10-5&to=2026-10-11', 'invalid_date'],
    ['a day that does not exist', 'from=2026-02-30&to=2026-03-02', 'invalid_date'],
    ['no range', '', 'required'],
  ])('%s', async (_name, query, code) => {
    const count = async () =>
      (await t.deps.db.execute(
        sql`select (select count(*) from analytics_daily) + (select count(*) from analytics_events) as n`,
      )) as unknown;
    const before = JSON.stringify(await count());
    for (const path of ['overview', 'vitals', 'export']) {
      const response = await get(`/api/admin/analytics/${path}?${path === 'export' ? 'report=pages&' : ''}${query}`);
      expect(response.status, path).toBe(400);
      const body = (await response.json()) as {
        code: string;
        message: string;
        fieldErrors?: Record<string, { code: string }>;
      };
      expect(
        Object.values(body.fieldErrors ?? {}).map((problem) => problem.code),
        path,
      ).toContain(code);
    }
    expect(JSON.stringify(await count())).toBe(before);
  });
});
