/**
 * Private analytics (issue 30), two parts:
 *
 * 1. Ingestion: the production server on a fresh demo studio (PGlite, one trusted proxy hop, as
 *    behind the usual reverse proxy) takes beacons at 1,000 a second for 10 s, open loop (sent on
 *    a clock whatever the answers do), from 5,000 simulated visitors (each its own forwarded address
 *    and so its own hash: each sends 2 beacons a second, far under the 120 a minute one visitor may
 *    send — the limit is in force, not bypassed). The home page's latency is measured alone first,
 *    then side by side with the beacons. After the server stops (which writes its buffer), the rows
 *    are counted in its database: every 204 must be a stored row.
 * 2. The dashboard at 1,000,000 raw events: a fresh database seeded with INSERT … SELECT
 *    generate_series (30 days of page views, vitals and goals), rolled up as the job would,
 *    then the overview (7, 30 and 365 days), the vitals and a CSV timed through the same service
 *    calls as the API, without the HTTP layer; also the overview before any rollup (everything
 *    live), the worst case. PGlite always; PostgreSQL when TEST_DATABASE_URL names a server.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAppServer } from './app-server.ts';
import { HTML_REQUEST_HEADERS } from './browser-headers.ts';
import { createFreshPostgres } from './fresh-postgres.ts';
import { type LatencySummary, summarizeLatencies } from './load-mix.ts';
import { freePort } from './ports.ts';
import { median } from './stats.ts';
import type { SuiteReport, Table, TargetCheck } from './suite-report.ts';

const BEACONS_PER_SECOND = 1000;
const LOAD_SECONDS = 10;
const VISITORS = 5000;
const EVENT_COUNT = 1_000_000;
const QUERY_TARGET_MS = 200;

type Handle = import('../../server/platform/db/client.ts').DatabaseHandle;

const BROWSERS = [
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
];
const PATHS = ['/', '/portfolio', '/about', '/contact', '/blog', '/book', '/projects/a', '/projects/b', '/blog/c'];

interface Timed {
  status: number;
  ms: number;
}

/** One request on a keep-alive agent, its status and time to the last byte. */
function send(
  agent: Agent,
  url: string,
  options: { method: string; headers: Record<string, string>; body?: string },
): Promise<Timed> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { method: options.method, headers: options.headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      res.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(options.body);
  });
}

/** The home page, one request after another on one connection, for `seconds`: its latencies. */
async function probeHome(baseUrl: string, seconds: number): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const until = performance.now() + seconds * 1000;
  const times: number[] = [];
  while (performance.now() < until) {
    const answer = await send(agent, `${baseUrl}/`, { method: 'GET', headers: HTML_REQUEST_HEADERS });
    if (answer.status === 200) times.push(answer.ms);
  }
  agent.destroy();
  return times;
}

function beaconBody(n: number): { body: string; headers: Record<string, string> } {
  const visitor = n % VISITORS;
  const visit = `bench${String(visitor).padStart(7, '0')}visit`;
  const path = PATHS[n % PATHS.length] as string;
  const body =
    n % 4 === 3
      ? {
          visit,
          kind: 'vitals',
          path,
          screen: 'phone',
          metrics: { LCP: 1000 + (n % 3000), INP: n % 400, CLS: (n % 30) / 100, TTFB: 100 + (n % 900) },
        }
      : { visit, kind: 'pageview', path, referrer: n % 5 === 0 ? 'https://www.google.com/' : '', screen: 'desktop' };
  return {
    body: JSON.stringify(body),
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': BROWSERS[visitor % BROWSERS.length] as string,
      'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
    },
  };
}

/** Beacons at `rate` a second for `seconds`, on a clock (open loop); every answer's status and time. */
async function beaconLoad(
  baseUrl: string,
  rate: number,
  seconds: number,
): Promise<{ answers: Timed[]; sent: number; wallSeconds: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const started = performance.now();
  const pending: Promise<Timed>[] = [];
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const elapsed = (performance.now() - started) / 1000;
      const due = Math.min(rate * seconds, Math.floor(elapsed * rate));
      while (sent < due) {
        const { body, headers } = beaconBody(sent);
        pending.push(send(agent, `${baseUrl}/api/analytics/beacon`, { method: 'POST', headers, body }));
        sent += 1;
      }
      if (sent >= rate * seconds) {
        clearInterval(tick);
        resolve();
      }
    }, 5);
  });
  const answers = await Promise.all(pending);
  const wallSeconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { answers, sent, wallSeconds };
}

const ms = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(1));

interface IngestResult {
  alone: LatencySummary | undefined;
  beside: LatencySummary | undefined;
  beacons: LatencySummary | undefined;
  sent: number;
  accepted: number;
  statuses: string;
  wallSeconds: number;
  stored: number;
}

async function measureIngestion(root: string, entry: string, basePort?: number): Promise<IngestResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-bench-analytics-'));
  try {
    const port = basePort ?? (await freePort());
    const server = await startAppServer(root, entry, port, { dataDir, env: { TRUST_PROXY_HOPS: '1' } });
    let alone: number[] = [];
    let beside: number[] = [];
    let load: Awaited<ReturnType<typeof beaconLoad>>;
    let warmStored = 0;
    try {
      await probeHome(server.baseUrl, 2); // warm: the page cache, the JIT
      // Warm the beacon path too; its accepted beacons are in the table as well.
      warmStored = (await beaconLoad(server.baseUrl, 200, 2)).answers.filter((answer) => answer.status === 204).length;
      console.log('[analytics] home page alone …');
      alone = await probeHome(server.baseUrl, LOAD_SECONDS);
      console.log(`[analytics] ${BEACONS_PER_SECOND} beacons/s for ${LOAD_SECONDS} s with the home page beside them …`);
      [load, beside] = await Promise.all([
        beaconLoad(server.baseUrl, BEACONS_PER_SECOND, LOAD_SECONDS),
        probeHome(server.baseUrl, LOAD_SECONDS),
      ]);
    } finally {
      await server.stop();
    }
    // The server wrote its buffer on SIGTERM; read what it stored.
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(path.join(dataDir, 'pglite'));
    const stored = Number(
      (await db.query<{ n: number }>('select count(*)::int as n from analytics_events')).rows[0]?.n ?? 0,
    );
    await db.close();
    const counts = new Map<number, number>();
    for (const answer of load.answers) counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
    return {
      alone: summarizeLatencies(alone),
      beside: summarizeLatencies(beside),
      beacons: summarizeLatencies(load.answers.map((answer) => answer.ms)),
      sent: load.sent,
      accepted: counts.get(204) ?? 0,
      statuses: [...counts].map(([status, count]) => `${status}×${count}`).join(' '),
      wallSeconds: load.wallSeconds,
      stored: stored - warmStored,
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * 1,000,000 raw events over the 30 days up to today (UTC days; the seed's studio zone is the
 * default): 72 % page views of 60 paths from ~20,000 visitors a day, 27 % vitals, 1 % goals.
 */
export async function seedEvents(handle: Handle, count = EVENT_COUNT): Promise<void> {
  await handle.executeSql(`
    insert into analytics_events (at, day, kind, visit_id, visitor, path, template, referrer_host, utm_source,
                                  utm_campaign, screen, lcp, inp, cls, ttfb, goal)
    select at, (at at time zone 'UTC')::date, kind, 'v' || (g / 4), md5(((g / 7) % 20000)::text || (at::date)::text),
           path, template,
           case when g % 5 = 0 then (array['google.com','instagram.com','pinterest.com','houzz.com'])[1 + g % 4] end,
           case when g % 11 = 0 then 'newsletter' end,
           case when g % 11 = 0 then (array['spring','autumn','launch'])[1 + g % 3] end,
           (array['phone','tablet','desktop'])[1 + (g / 7) % 3],
           case when kind = 'vitals' then 800 + (g * 7919) % 4000 end,
           case when kind = 'vitals' and (g / 3) % 5 <> 0 then (g * 104729) % 700 end,
           case when kind = 'vitals' then ((g * 31) % 400) / 1000.0 end,
           case when kind = 'vitals' then 100 + (g * 13) % 2000 end,
           case when kind = 'goal' then (array['enquiry','lookbook','booking'])[1 + g % 3] end
    from (
      select g, now() - ((g::float8 / ${count}) * interval '30 days') as at,
             case when g % 100 = 0 then 'goal' when g % 4 = 3 then 'vitals' else 'pageview' end as kind,
             p.path, p.template
      from generate_series(1::bigint, ${count}::bigint) g
      join (select n, case when n = 0 then '/' when n < 30 then '/projects/project-' || n when n < 55 then '/blog/post-' || n
                           else (array['/about','/contact','/book','/portfolio','/blog'])[n - 54] end as path,
                      case when n = 0 then 'home' when n < 30 then 'project' when n < 55 then 'post'
                           else (array['about','contact','book','portfolio','journal'])[n - 54] end as template
            from generate_series(0, 59) n) p on p.n = g % 60
    ) e`);
  await handle.executeSql('vacuum analyze');
}

interface QueryResult {
  engine: string;
  seedMs: number;
  rollupMs: number;
  rows: string[][];
  worstMs: number;
  worstLabel: string;
}

async function measureQueries(engine: string, handle: Handle, runs: number): Promise<QueryResult> {
  const { migrateDatabase } = await import('../../server/platform/db/migrate.ts');
  const { analyticsOverview, analyticsVitals } = await import('../../server/modules/analytics/dashboard.ts');
  const { analyticsCsv } = await import('../../server/modules/analytics/analytics-csv.ts');
  const { rollUpAndPrune } = await import('../../server/modules/analytics/rollup.ts');
  await migrateDatabase(handle);
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  const seedMs = await timed(() => seedEvents(handle));
  console.log(`[analytics] ${engine}: ${EVENT_COUNT} events seeded in ${(seedMs / 1000).toFixed(1)} s`);
  const today = new Date().toISOString().slice(0, 10);
  const back = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  const rows: string[][] = [];
  const measure = async (label: string, work: () => Promise<unknown>) => {
    await work();
    const times: number[] = [];
    for (let i = 0; i < Math.max(runs, 5); i += 1) times.push(await timed(work));
    rows.push([label, ms(median(times)), ms(Math.max(...times))]);
    console.log(`[analytics] ${engine}: ${label}: median ${ms(median(times))} ms`);
    return median(times);
  };
  const db = handle.db;
  // Once, not warmed: a database whose job never ran (a minute on PGlite), not a target row.
  const noRollup = await timed(() => analyticsOverview(db, { from: back(29), to: today }));
  rows.push(['overview, 30 days, before any rollup (all live; once)', ms(noRollup), '']);
  console.log(`[analytics] ${engine}: overview before any rollup: ${ms(noRollup)} ms`);
  const rollupMs = await timed(() => rollUpAndPrune({ db, clock: () => new Date() }));
  console.log(`[analytics] ${engine}: rolled up 30 days in ${(rollupMs / 1000).toFixed(1)} s`);
  const cases: Array<[string, () => Promise<unknown>]> = [
    ['overview, 7 days', () => analyticsOverview(db, { from: back(6), to: today })],
    ['overview, 30 days', () => analyticsOverview(db, { from: back(29), to: today })],
    ['overview, 365 days', () => analyticsOverview(db, { from: back(364), to: today })],
    ['vitals, 7 days', () => analyticsVitals(db, { from: back(6), to: today })],
    ['vitals, 30 days', () => analyticsVitals(db, { from: back(29), to: today })],
    ['CSV of pages, 30 days', () => analyticsCsv(db, 'pages', { from: back(29), to: today }, 'en')],
  ];
  let worstMs = 0;
  let worstLabel = '';
  for (const [label, work] of cases) {
    const middle = await measure(label, work);
    if (middle > worstMs) {
      worstMs = middle;
      worstLabel = label;
    }
  }
  rows.push(['(the rollup of 30 days, once)', ms(rollupMs), '']);
  return { engine, seedMs, rollupMs, rows, worstMs, worstLabel };
}

async function queriesOnPglite(runs: number): Promise<QueryResult> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { wrapPglite } = await import('../../server/platform/db/client.ts');
  const handle = wrapPglite(await PGlite.create());
  try {
    return await measureQueries('PGlite', handle, runs);
  } finally {
    await handle.close();
  }
}

async function queriesOnPostgres(url: string, runs: number): Promise<QueryResult> {
  const { openPostgres } = await import('../../server/platform/db/client.ts');
  const fresh = await createFreshPostgres(url, 'atelier_bench_analytics');
  const handle = openPostgres(fresh.url, 4);
  try {
    return await measureQueries('PostgreSQL', handle, runs);
  } finally {
    await handle.close();
    await fresh.drop();
  }
}

export async function analyticsSuite(
  root: string,
  entry: string,
  runs: number,
  basePort?: number,
): Promise<SuiteReport> {
  const started = Date.now();
  // ANALYTICS_BENCH_PART=dashboard measures the dashboard alone (after a change to the queries),
  // ANALYTICS_BENCH_PART=ingestion the ingestion alone (after a change to the beacon's path).
  const part = process.env.ANALYTICS_BENCH_PART;
  const ingest = part === 'dashboard' ? null : await measureIngestion(root, entry, basePort);
  const queries = part === 'ingestion' ? [] : [await queriesOnPglite(runs)];
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl && part !== 'ingestion') queries.push(await queriesOnPostgres(postgresUrl, runs));
  const rate = ingest ? ingest.accepted / ingest.wallSeconds : 0;
  const tables: Table[] = [
    ...(ingest
      ? [
          {
            title: `Ingestion: ${BEACONS_PER_SECOND} beacons/s for ${LOAD_SECONDS} s against the production server (PGlite), home page beside them (ms)`,
            headers: ['measure', 'requests', 'p50', 'p99', 'max'],
            numeric: [1, 2, 3, 4],
            rows: [
              [
                'home page alone',
                String(ingest.alone?.count ?? 0),
                ms(ingest.alone?.p50),
                ms(ingest.alone?.p99),
                ms(ingest.alone?.max),
              ],
              [
                'home page beside the beacons',
                String(ingest.beside?.count ?? 0),
                ms(ingest.beside?.p50),
                ms(ingest.beside?.p99),
                ms(ingest.beside?.max),
              ],
              [
                'beacons',
                String(ingest.sent),
                ms(ingest.beacons?.p50),
                ms(ingest.beacons?.p99),
                ms(ingest.beacons?.max),
              ],
            ],
          },
        ]
      : []),
    ...queries.map((result) => ({
      title: `${result.engine}: dashboard at ${EVENT_COUNT.toLocaleString('en-US')} raw events (seeded in ${(result.seedMs / 1000).toFixed(1)} s) (ms)`,
      headers: ['call', 'median', 'max'],
      numeric: [1, 2],
      rows: result.rows,
    })),
  ];
  const targets: TargetCheck[] = [
    ...(ingest
      ? [
          {
            target: `${BEACONS_PER_SECOND.toLocaleString('en-US')} beacons/s held for ${LOAD_SECONDS} s, every 204 stored`,
            measured: `${rate.toFixed(0)}/s answered 204 (${ingest.statuses}); ${ingest.stored} of ${ingest.accepted} stored`,
            met: rate >= BEACONS_PER_SECOND * 0.98 && ingest.stored === ingest.accepted,
          },
          {
            target: 'pages not slowed: home page p99 beside the beacons ≤ 2 × alone + 10 ms',
            measured: `p50 ${ms(ingest.alone?.p50)} → ${ms(ingest.beside?.p50)} ms, p99 ${ms(ingest.alone?.p99)} → ${ms(ingest.beside?.p99)} ms`,
            met: (ingest.beside?.p99 ?? Number.POSITIVE_INFINITY) <= 2 * (ingest.alone?.p99 ?? 0) + 10,
          },
        ]
      : []),
    ...queries.map((result) => ({
      target: `every dashboard query ≤ ${QUERY_TARGET_MS} ms at ${EVENT_COUNT.toLocaleString('en-US')} events (median, ${result.engine})`,
      measured: `worst ${ms(result.worstMs)} ms (${result.worstLabel})`,
      met: result.worstMs <= QUERY_TARGET_MS,
    })),
  ];
  return {
    title: 'Private analytics: ingestion and the dashboard',
    method:
      `Ingestion: the production server (fresh demo studio, PGlite, TRUST_PROXY_HOPS=1) gets ${BEACONS_PER_SECOND} beacons a second ` +
      `for ${LOAD_SECONDS} s, sent open loop on a 5 ms clock over up to 64 keep-alive connections from ${VISITORS.toLocaleString('en-US')} simulated visitors ` +
      '(each its own X-Forwarded-For address, 2 beacons a second each, under the 120-a-minute limit per visitor); 3 in 4 page views, 1 in 4 vitals. ' +
      'The home page is requested one after another on one connection for the same 10 s, alone first and then beside the beacons. ' +
      'The stored rows are counted in the server’s database after it stopped. ' +
      `Dashboard: ${EVENT_COUNT.toLocaleString('en-US')} events over 30 days seeded by INSERT … SELECT generate_series into a fresh database, ` +
      'the overview timed once before any rollup, then the rollup, then each call warmed once and run ' +
      `${Math.max(runs, 5)} times through the services the API calls (no HTTP). PostgreSQL when TEST_DATABASE_URL is set (scripts/with-postgres.sh).`,
    tables,
    targets,
    notes: [
      ...(ingest ? [] : ['Ingestion not measured in this run (ANALYTICS_BENCH_PART=dashboard).']),
      ...(queries.length > 0 ? [] : ['The dashboard not measured in this run (ANALYTICS_BENCH_PART=ingestion).']),
      ...(queries.length > 0
        ? [
            'The “before any rollup” row is the worst case (a database whose job never ran): every day aggregated from raw events. ' +
              'It is not a target row: the job (every five minutes) rolls up ended days for good and today provisionally, so no request aggregates raw page views.',
          ]
        : []),
      ...(queries.length === 1 && !postgresUrl
        ? ['PostgreSQL not measured in this run: run it under `bash scripts/with-postgres.sh`.']
        : []),
    ],
    seconds: (Date.now() - started) / 1000,
  };
}
