/**
 * The soak (issue: 200 concurrent clients for 60 s): the production server on a fresh demo studio
 * under a mix of public pages, public API reads, the admin's lists with a signed-in session and
 * rate-limited form posts, on PGlite and, when TEST_DATABASE_URL names a server, on PostgreSQL.
 * The target is that nothing fails: no 5xx, no socket error, no 4xx but the rate limit's 429.
 */
import { startAppServer } from './app-server.ts';
import { API_REQUEST_HEADERS, HTML_REQUEST_HEADERS, MOBILE_USER_AGENT } from './browser-headers.ts';
import { createFreshPostgres } from './fresh-postgres.ts';
import { isFailure, type LatencySummary, type Outcome, summarizeLatencies, type TrafficGroup } from './load-mix.ts';
import { benchmarkPages } from './pages.ts';
import { freePort } from './ports.ts';
import { withCpuUsage } from './process-cpu.ts';
import { type ProcessMemory, processMemory } from './process-memory.ts';
import { getRaw } from './raw-response.ts';
import { benchAdmin, signIn } from './sign-in.ts';
import { type GroupTally, runSoak, type SoakRequest } from './soak-runner.ts';
import type { SuiteReport, Table, TargetCheck } from './suite-report.ts';

export interface SoakSettings {
  connections: number;
  seconds: number;
}

/** Shares of the mix, in requests: mostly visitors, some staff, a steady trickle of form posts. */
const WEIGHTS = { pages: 40, publicApi: 30, adminLists: 20, limitedPosts: 10 };

const get = (path: string, headers: Record<string, string>): SoakRequest => ({ method: 'GET', path, headers });

async function firstItem(baseUrl: string, path: string): Promise<{ id: number; slug: string }> {
  const response = await getRaw(`${baseUrl}${path}`, { accept: 'application/json' });
  const items = JSON.parse(response.body.toString('utf8')) as Array<{ id: number; slug: string }>;
  if (response.status !== 200 || !items[0]) throw new Error(`GET ${path} answered ${response.status} without items`);
  return items[0];
}

/** The four kinds of traffic, built from the demo studio's own addresses. */
async function trafficGroups(baseUrl: string, cookie: string): Promise<TrafficGroup<SoakRequest>[]> {
  const pages = await benchmarkPages(baseUrl);
  const [project, post] = await Promise.all([firstItem(baseUrl, '/api/projects'), firstItem(baseUrl, '/api/blog')]);
  const staff = { ...API_REQUEST_HEADERS, cookie };
  // A form post as the site's own pages send it: same origin, JSON, a browser's User-Agent.
  const formPost = (path: string, body: (n: number) => unknown): SoakRequest => ({
    method: 'POST',
    path,
    headers: {
      ...API_REQUEST_HEADERS,
      'content-type': 'application/json',
      origin: baseUrl,
      'sec-fetch-site': 'same-origin',
      'user-agent': MOBILE_USER_AGENT,
    },
    body: (n) => JSON.stringify(body(n)),
  });
  return [
    {
      name: 'public pages',
      weight: WEIGHTS.pages,
      requests: pages.map((page) => get(page.path, HTML_REQUEST_HEADERS)),
    },
    {
      name: 'public API',
      weight: WEIGHTS.publicApi,
      requests: [
        '/api/projects',
        '/api/projects/featured',
        `/api/projects/slug/${encodeURIComponent(project.slug)}`,
        `/api/projects/${project.id}/related`,
        '/api/banner/images',
        '/api/blog',
        `/api/blog/${encodeURIComponent(post.slug)}`,
        '/api/testimonials',
        '/api/form-options/projectType',
        '/api/lookbook/projects',
      ].map((path) => get(path, API_REQUEST_HEADERS)),
    },
    {
      name: 'admin lists (signed in)',
      weight: WEIGHTS.adminLists,
      requests: [
        '/api/projects',
        '/api/blog',
        '/api/testimonials',
        '/api/leads',
        '/api/leads?status=active',
        '/api/leads?q=a&sort=name',
        '/api/leads/stats',
        '/api/admin/overview',
        '/api/admin/users',
        '/api/admin/form-options',
        '/api/email-templates',
      ].map((path) => get(path, staff)),
    },
    {
      name: 'rate-limited POSTs',
      weight: WEIGHTS.limitedPosts,
      expected: [429],
      requests: [
        formPost('/api/contact', (n) => ({
          firstName: 'Soak',
          lastName: `Client ${n}`,
          email: `soak-${n}@example.com`,
          message: 'We would like help with a north-facing living room, about 30 square metres.',
          consent: n % 2 === 0,
        })),
        formPost('/api/lookbook/download', (n) => ({
          name: `Soak Client ${n}`,
          email: `soak-lookbook-${n}@example.com`,
        })),
      ],
    },
  ];
}

interface EngineSoak {
  engine: string;
  groups: GroupTally[];
  summaries: (LatencySummary | undefined)[];
  overall: LatencySummary | undefined;
  wallSeconds: number;
  serverCpuPercent?: number;
  harnessCpuPercent: number;
  memoryBefore?: ProcessMemory;
  memoryAfter?: ProcessMemory;
  errorLines: string[];
  startSeconds: number;
}

/** Every GET of the mix once, before timing: caches filled, code paths hot, and each address checked. */
async function warmUp(baseUrl: string, groups: TrafficGroup<SoakRequest>[]): Promise<void> {
  for (const group of groups) {
    for (const request of group.requests) {
      if (request.method !== 'GET') continue;
      const response = await getRaw(`${baseUrl}${request.path}`, request.headers);
      if (response.status !== 200) throw new Error(`warm-up: GET ${request.path} answered ${response.status}`);
    }
  }
}

async function soakEngine(
  engine: 'PGlite' | 'PostgreSQL',
  root: string,
  entry: string,
  settings: SoakSettings,
): Promise<EngineSoak> {
  const admin = benchAdmin();
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const database =
    engine === 'PostgreSQL' && postgresUrl ? await createFreshPostgres(postgresUrl, 'atelier_bench_soak') : undefined;
  try {
    const env = { ...admin.env, ...(database ? { DATABASE_URL: database.url } : {}) };
    console.log(`[soak] ${engine}: starting the production server on a fresh demo studio …`);
    const server = await startAppServer(root, entry, await freePort(), { env });
    try {
      const cookie = await signIn(server.baseUrl, admin);
      const groups = await trafficGroups(server.baseUrl, cookie);
      await warmUp(server.baseUrl, groups);
      const memoryBefore = processMemory(server.pid);
      const errorsBefore = server.errorLines().length;
      console.log(`[soak] ${engine}: ${settings.connections} connections for ${settings.seconds} s …`);
      const measured = await withCpuUsage(server.pid, () =>
        runSoak(server.baseUrl, groups, settings.connections, settings.seconds),
      );
      const memoryAfter = processMemory(server.pid);
      const run = measured.result;
      const result: EngineSoak = {
        engine,
        groups: run.groups,
        summaries: run.groups.map((group) => summarizeLatencies(group.latenciesMs)),
        overall: summarizeLatencies(run.groups.flatMap((group) => group.latenciesMs)),
        wallSeconds: run.wallSeconds,
        harnessCpuPercent: measured.selfPercent,
        errorLines: server.errorLines().slice(errorsBefore),
        startSeconds: server.startSeconds,
        ...(measured.targetPercent === undefined ? {} : { serverCpuPercent: measured.targetPercent }),
        ...(memoryBefore ? { memoryBefore } : {}),
        ...(memoryAfter ? { memoryAfter } : {}),
      };
      console.log(
        `[soak] ${engine}: ${result.overall?.count ?? 0} requests, p50 ${result.overall?.p50.toFixed(0)} ms, ` +
          `p99 ${result.overall?.p99.toFixed(0)} ms, failures ${failures(result.groups)}`,
      );
      return result;
    } finally {
      await server.stop();
    }
  } finally {
    await database?.drop();
  }
}

const OUTCOME_COLUMNS: Outcome[] = ['2xx', '3xx', 'expected 4xx', 'unexpected 4xx', '5xx', 'socket error'];

function failures(groups: GroupTally[]): number {
  return groups.reduce(
    (total, group) =>
      total + OUTCOME_COLUMNS.filter(isFailure).reduce((sum, outcome) => sum + group.outcomes[outcome], 0),
    0,
  );
}

const ms = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(value < 10 ? 1 : 0));
const mb = (memory: ProcessMemory | undefined, key: keyof ProcessMemory) =>
  memory ? `${memory[key].toFixed(0)} MB` : 'unknown';

function engineTable(result: EngineSoak, seconds: number): Table {
  const row = (name: string, tallies: GroupTally[], summary: LatencySummary | undefined) => {
    const count = (outcome: Outcome) => String(tallies.reduce((sum, tally) => sum + tally.outcomes[outcome], 0));
    return [
      name,
      String(summary?.count ?? 0),
      ((summary?.count ?? 0) / result.wallSeconds).toFixed(0),
      ms(summary?.p50),
      ms(summary?.p99),
      ms(summary?.max),
      ...OUTCOME_COLUMNS.map(count),
    ];
  };
  return {
    title:
      `${result.engine}: sending for ${seconds} s, the last answer after ${result.wallSeconds.toFixed(0)} s (req/s over that), server CPU ${result.serverCpuPercent?.toFixed(0) ?? '?'} % of a core, ` +
      `harness (load generator) CPU ${result.harnessCpuPercent.toFixed(0)} %, server RSS ${mb(result.memoryBefore, 'rssMb')} ` +
      `before → ${mb(result.memoryAfter, 'rssMb')} after (peak ${mb(result.memoryAfter, 'peakRssMb')})`,
    headers: [
      'traffic',
      'requests',
      'req/s',
      'p50 ms',
      'p99 ms',
      'max ms',
      '2xx',
      '3xx',
      '429 (expected)',
      'other 4xx',
      '5xx',
      'socket errors',
    ],
    numeric: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    rows: [
      ...result.groups.map((group, index) => row(group.name, [group], result.summaries[index])),
      row('all', result.groups, result.overall),
    ],
  };
}

export async function soakSuite(root: string, entry: string, settings: SoakSettings): Promise<SuiteReport> {
  const started = Date.now();
  const engines: Array<'PGlite' | 'PostgreSQL'> = process.env.TEST_DATABASE_URL ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
  const results: EngineSoak[] = [];
  for (const engine of engines) results.push(await soakEngine(engine, root, entry, settings));
  const targets: TargetCheck[] = results.map((result) => {
    const count = (outcome: Outcome) => result.groups.reduce((sum, group) => sum + group.outcomes[outcome], 0);
    const failed = failures(result.groups);
    return {
      target: `soak, ${settings.connections} connections × ${settings.seconds} s: no 5xx, no socket error, no 4xx but 429 (${result.engine})`,
      measured:
        failed === 0
          ? `none in ${result.overall?.count ?? 0} requests; p50 ${ms(result.overall?.p50)} ms, p99 ${ms(result.overall?.p99)} ms`
          : `${count('5xx')} × 5xx, ${count('socket error')} socket errors, ${count('unexpected 4xx')} other 4xx in ${result.overall?.count ?? 0}`,
      met: failed === 0,
    };
  });
  const notes = results.flatMap((result) => [
    ...result.groups.flatMap((group) =>
      group.failures.length > 0
        ? [`${result.engine}, ${group.name}, first failures: ${group.failures.join('; ')}`]
        : [],
    ),
    ...(result.errorLines.length > 0
      ? [
          `${result.engine}: the server logged ${result.errorLines.length} error line(s) during the soak, first: ${result.errorLines[0]}`,
        ]
      : []),
    `${result.engine}: slowest answers: ${result.groups
      .map(
        (group) =>
          `${group.name} ${group.slowest ? `${(group.slowest.ms / 1000).toFixed(1)} s (${group.slowest.what})` : '–'}`,
      )
      .join('; ')}`,
    `${result.engine}: statuses by traffic: ${result.groups
      .map((group) => `${group.name} ${[...group.statuses].map(([status, n]) => `${status}×${n}`).join(' ')}`)
      .join('; ')}`,
  ]);
  return {
    title: `Soak (${settings.connections} connections, ${settings.seconds} s)`,
    method:
      `The production server on a fresh demo studio (one per database, started for this suite; the bench admin ` +
      `created at boot from ADMIN_USERNAME/ADMIN_PASSWORD and signed in once), then ${settings.connections} clients, ` +
      `each on its own kept-alive connection (node:http in the harness process), sending back to back for ` +
      `${settings.seconds} s a mix of, per 100 requests: ${WEIGHTS.pages} public pages (the 7 pages above, as a phone's ` +
      `Chrome asks for HTML, gzip), ${WEIGHTS.publicApi} public API reads (10 addresses), ${WEIGHTS.adminLists} admin ` +
      `lists with the session cookie (projects, posts, testimonials, leads page/filter/search, lead stats, overview, ` +
      `users, form options, e-mail templates) and ${WEIGHTS.limitedPosts} valid form posts (contact enquiry, lookbook ` +
      `download). Every GET was requested once before. Latency is from sending to the last byte of the answer. ` +
      `All traffic comes from 127.0.0.1, one client address: the per-address rate limits (5 contact enquiries per ` +
      `15 min, 5 lookbooks per hour) let the first 5 of each through and answer 429 to the rest, which is the limit ` +
      `working, counted apart. RSS is the server process's (PostgreSQL's own processes not included).`,
    tables: results.map((result) => engineTable(result, settings.seconds)),
    targets,
    notes: [
      ...(results.length === 1
        ? ['PostgreSQL not soaked in this run: run it under `bash scripts/with-postgres.sh`.']
        : []),
      ...results.map(
        (result) =>
          `${result.engine}: the server was ready in ${result.startSeconds.toFixed(0)} s (demo seed included).`,
      ),
      ...notes,
    ],
    seconds: (Date.now() - started) / 1000,
  };
}
