/**
 * The admin's lists at a large studio's size (issue: 50,000 leads, 1,000 projects, 2,000 posts),
 * over HTTP from the production server as the admin's browser asks for them: signed in, JSON,
 * gzip. The database is prepared before the server starts (demo studio, then the bulk rows of
 * content-seed.ts and the leads suite's seedLeads), on PGlite and, when TEST_DATABASE_URL names a
 * server, on PostgreSQL. The leads suite times the inbox's service calls in detail; this suite
 * adds what HTTP, JSON and compression cost on top, and the content lists, which the leads suite
 * does not cover.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { startAppServer } from './app-server.ts';
import { API_REQUEST_HEADERS } from './browser-headers.ts';
import { POST_COUNT, PROJECT_COUNT, seedContent } from './content-seed.ts';
import { createFreshPostgres } from './fresh-postgres.ts';
import { LEAD_COUNT, seedLeads } from './leads-suite.ts';
import { freePort } from './ports.ts';
import { getRaw } from './raw-response.ts';
import { benchAdmin, signIn } from './sign-in.ts';
import { median } from './stats.ts';
import type { SuiteReport, Table, TargetCheck } from './suite-report.ts';

/** docs/performance.md states no target for the content lists: the leads inbox's list target applies. */
const LIST_TARGET_MS = 150;
const EXPORT_TARGET_MS = 15_000;

type Handle = import('../../server/platform/db/client.ts').DatabaseHandle;

interface Case {
  label: string;
  path: string;
  /** how many items the answer holds: a JSON list's length, a page's total, a CSV's rows */
  count: (body: string) => string;
  export?: boolean;
  /** measured to compare with, read by no admin screen any more: not held to the list target */
  reference?: boolean;
}

const listLength = (body: string) => String((JSON.parse(body) as unknown[]).length);
const pageTotal = (body: string) => String((JSON.parse(body) as { total: number }).total);
const csvRows = (body: string) => String(body.split('\n').filter(Boolean).length - 1);
/** the export's lists that grow with the studio (shared/admin/content-export.ts) */
const exportedItems = (body: string) => {
  const file = JSON.parse(body) as { projects?: unknown[]; posts?: unknown[]; blogPosts?: unknown[] };
  return `${file.projects?.length ?? '?'} projects, ${(file.posts ?? file.blogPosts)?.length ?? '?'} posts`;
};

/** Terms the paged lists are searched and filtered by, read from the prepared database. */
interface Probes {
  blogCategory: string;
  projectCategory: string;
  /** a word of a project's title, and of a post's title */
  projectWord: string;
  postWord: string;
}

const q = (word: string) => encodeURIComponent(word);

function cases(probes: Probes, contentExport: string | undefined): Case[] {
  const { blogCategory, projectCategory, projectWord, postWord } = probes;
  return [
    {
      label: 'projects, whole list (the Lookbook tab and the testimonial picker before the light lists; reference)',
      path: '/api/projects',
      count: listLength,
      reference: true,
    },
    { label: 'project summaries (the Lookbook tab)', path: '/api/admin/project-summaries', count: listLength },
    { label: 'project titles (the testimonial picker)', path: '/api/admin/project-titles', count: listLength },
    {
      label: 'posts, whole list, every status (the Blog Posts tab before issue 11; reference)',
      path: '/api/blog',
      count: listLength,
      reference: true,
    },
    { label: 'admin projects: page 1', path: '/api/admin/projects', count: pageTotal },
    {
      label: `admin projects: search ("${projectWord}")`,
      path: `/api/admin/projects?q=${q(projectWord)}`,
      count: pageTotal,
    },
    {
      label: `admin projects: category "${projectCategory}" + featured`,
      path: `/api/admin/projects?category=${q(projectCategory)}&featured=true`,
      count: pageTotal,
    },
    { label: 'admin projects: page 40', path: '/api/admin/projects?page=40', count: pageTotal },
    { label: 'admin posts: page 1', path: '/api/admin/posts', count: pageTotal },
    { label: `admin posts: search ("${postWord}")`, path: `/api/admin/posts?q=${q(postWord)}`, count: pageTotal },
    {
      label: `admin posts: drafts of "${blogCategory}"`,
      path: `/api/admin/posts?status=draft&category=${q(blogCategory)}`,
      count: pageTotal,
    },
    { label: 'admin posts: page 40', path: '/api/admin/posts?page=40', count: pageTotal },
    {
      label: `posts: one category ("${blogCategory}")`,
      path: `/api/blog/category/${encodeURIComponent(blogCategory)}`,
      count: listLength,
    },
    { label: 'leads: page 1, newest first', path: '/api/leads', count: pageTotal },
    {
      label: `leads: page ${LEAD_COUNT / 25} (the last)`,
      path: `/api/leads?page=${LEAD_COUNT / 25}`,
      count: pageTotal,
    },
    { label: 'leads: status = active', path: '/api/leads?status=active', count: pageTotal },
    {
      label: 'leads: status + source, page 20',
      path: '/api/leads?status=active&source=lookbook&page=20',
      count: pageTotal,
    },
    { label: 'leads: search a name ("okafor 4")', path: '/api/leads?q=okafor%204', count: pageTotal },
    { label: 'leads: search an e-mail ("lead4242@")', path: '/api/leads?q=lead4242%40', count: pageTotal },
    { label: 'overview (the dashboard)', path: '/api/admin/overview', count: () => '–' },
    { label: 'leads: CSV export of all', path: '/api/leads/export.csv', count: csvRows, export: true },
    ...(contentExport
      ? [{ label: 'content export (JSON)', path: contentExport, count: exportedItems, export: true }]
      : []),
  ];
}

/**
 * The address of a GET content export under /api/admin, if one is registered (another change was
 * adding one): read from the route table itself, so this suite measures it once it exists.
 */
async function findContentExport(): Promise<string | undefined> {
  const { API_ROUTES } = await import('../../server/api-routes.ts');
  const route = API_ROUTES.find(
    (r) => r.method === 'GET' && /export/i.test(r.path) && !r.path.startsWith('/leads') && !r.path.includes(':'),
  );
  return route ? `/api${route.path}` : undefined;
}

async function prepare(handle: Handle, engine: string): Promise<{ seconds: number; probes: Probes }> {
  const { migrateDatabase } = await import('../../server/platform/db/migrate.ts');
  const { seedDemoContent } = await import('../../server/seed/seed-demo.ts');
  const started = Date.now();
  await migrateDatabase(handle);
  await seedDemoContent(handle.db);
  await seedContent(handle);
  await seedLeads(handle);
  const seconds = (Date.now() - started) / 1000;
  const first = async (query: string, fallback: string) =>
    String((await handle.executeSql(query)).rows[0]?.value ?? fallback);
  const titleWord = (table: string) =>
    `select lower(split_part(title, ' ', 1)) as value from ${table} order by sort_order, id limit 1`;
  const probes: Probes = {
    blogCategory: await first(
      'select category as value from blog_posts group by category order by count(*) desc, category limit 1',
      'design-tips',
    ),
    projectCategory: await first(
      'select category as value from projects group by category order by count(*) desc, category limit 1',
      'residential',
    ),
    projectWord: await first(titleWord('projects'), 'house'),
    postWord: await first(titleWord('blog_posts'), 'design'),
  };
  console.log(
    `[admin-lists] ${engine}: demo studio + ${PROJECT_COUNT} projects, ${POST_COUNT} posts, ${LEAD_COUNT} leads in ${seconds.toFixed(0)} s`,
  );
  return { seconds, probes };
}

interface Measured {
  label: string;
  count: string;
  medianMs: number;
  maxMs: number;
  kilobytes: number;
  /** the body's size once decompressed: what the browser parses */
  plainKilobytes: number;
  encoding: string;
  export: boolean;
  reference: boolean;
}

async function timedGet(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const response = await getRaw(url, headers);
  return { ms: performance.now() - started, response };
}

async function measureCase(baseUrl: string, cookie: string, item: Case, runs: number): Promise<Measured> {
  const headers = { ...API_REQUEST_HEADERS, cookie };
  const first = await timedGet(`${baseUrl}${item.path}`, headers); // warm: plans and caches, as on a running server
  if (first.response.status !== 200) throw new Error(`GET ${item.path} answered ${first.response.status}`);
  const times: number[] = [];
  for (let i = 0; i < (item.export ? Math.max(runs, 3) : Math.max(runs, 5)); i += 1) {
    const run = await timedGet(`${baseUrl}${item.path}`, headers);
    if (run.response.status !== 200) throw new Error(`GET ${item.path} answered ${run.response.status}`);
    times.push(run.ms);
  }
  const encoding = first.response.headers['content-encoding'] ?? 'none';
  const raw = encoding === 'gzip' ? gunzipSync(first.response.body) : first.response.body;
  return {
    label: item.label,
    count: item.count(raw.toString('utf8')),
    medianMs: median(times),
    maxMs: Math.max(...times),
    kilobytes: first.response.body.byteLength / 1024,
    plainKilobytes: raw.byteLength / 1024,
    encoding,
    export: Boolean(item.export),
    reference: Boolean(item.reference),
  };
}

interface EngineResult {
  engine: string;
  seedSeconds: number;
  rows: Measured[];
}

async function measureEngine(
  engine: 'PGlite' | 'PostgreSQL',
  root: string,
  entry: string,
  runs: number,
  contentExport: string | undefined,
): Promise<EngineResult> {
  const { openPglite, openPostgres } = await import('../../server/platform/db/client.ts');
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const database =
    engine === 'PostgreSQL' && postgresUrl ? await createFreshPostgres(postgresUrl, 'atelier_bench_lists') : undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-bench-lists-'));
  try {
    // PGlite is one process's: the database is filled and closed before the server opens it.
    const handle = database ? openPostgres(database.url, 4) : await openPglite(dataDir);
    let prepared: Awaited<ReturnType<typeof prepare>>;
    try {
      prepared = await prepare(handle, engine);
    } finally {
      await handle.close();
    }
    const admin = benchAdmin();
    const env = { ...admin.env, ...(database ? { DATABASE_URL: database.url } : {}) };
    const server = await startAppServer(root, entry, await freePort(), { env, dataDir });
    try {
      const cookie = await signIn(server.baseUrl, admin);
      const rows: Measured[] = [];
      for (const item of cases(prepared.probes, contentExport)) {
        const measured = await measureCase(server.baseUrl, cookie, item, runs);
        console.log(`[admin-lists] ${engine}: ${item.label}: median ${measured.medianMs.toFixed(1)} ms`);
        rows.push(measured);
      }
      return { engine, seedSeconds: prepared.seconds, rows };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

export async function adminListsSuite(root: string, entry: string, runs: number): Promise<SuiteReport> {
  const started = Date.now();
  const contentExport = await findContentExport();
  const engines: Array<'PGlite' | 'PostgreSQL'> = process.env.TEST_DATABASE_URL ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
  const results: EngineResult[] = [];
  for (const engine of engines) results.push(await measureEngine(engine, root, entry, runs, contentExport));
  const tables: Table[] = results.map((result) => ({
    title: `${result.engine}: database prepared in ${result.seedSeconds.toFixed(0)} s (ms)`,
    headers: ['GET, signed in', 'items', 'median', 'max', 'KB sent', 'KB decompressed', 'encoding'],
    numeric: [1, 2, 3, 4, 5],
    rows: result.rows.map((row) => [
      row.label,
      row.count,
      row.medianMs.toFixed(1),
      row.maxMs.toFixed(1),
      row.kilobytes.toFixed(0),
      row.plainKilobytes.toFixed(0),
      row.encoding,
    ]),
  }));
  const targets: TargetCheck[] = results.flatMap((result) => {
    const lists = result.rows.filter((row) => !row.export && !row.reference);
    const worst = lists.reduce((a, b) => (b.medianMs > a.medianMs ? b : a));
    const exports = result.rows.filter((row) => row.export);
    return [
      {
        target: `admin list over HTTP ≤ ${LIST_TARGET_MS} ms (median, ${result.engine})`,
        measured: `worst ${worst.medianMs.toFixed(1)} ms (${worst.label})`,
        met: worst.medianMs <= LIST_TARGET_MS,
      },
      ...exports.map((row) => ({
        target: `${row.label} ≤ ${EXPORT_TARGET_MS / 1000} s (${result.engine})`,
        measured: `${(row.medianMs / 1000).toFixed(1)} s, ${(row.kilobytes / 1024).toFixed(1)} MB sent`,
        met: row.medianMs <= EXPORT_TARGET_MS,
      })),
    ];
  });
  return {
    title: `Admin lists at ${PROJECT_COUNT.toLocaleString('en-US')} projects, ${POST_COUNT.toLocaleString('en-US')} posts, ${LEAD_COUNT.toLocaleString('en-US')} leads (HTTP)`,
    method:
      'A fresh database per engine: migrated, the demo studio seeded, then projects and posts added in bulk up to ' +
      `${PROJECT_COUNT.toLocaleString('en-US')} and ${POST_COUNT.toLocaleString('en-US')} (copies of the demo's texts, ` +
      'four gallery pictures per project and a featured picture on six posts in seven, all referencing the demo’s media ' +
      'rows; posts 80 % published, 10 % drafts, 10 % scheduled) and the leads suite’s ' +
      `${LEAD_COUNT.toLocaleString('en-US')} leads, then VACUUM ANALYZE. The production server then starts on it and ` +
      'the bench admin signs in; each GET is sent once to warm up, then ' +
      `${Math.max(runs, 5)} times (exports ${Math.max(runs, 3)}), one at a time, on a new connection, with ` +
      'Accept: application/json and Accept-Encoding: gzip; the time is to the last byte. The whole lists ' +
      '(`/api/projects`, `/api/blog`) are what the Projects and Blog Posts tabs read before issue 11; the tabs now ' +
      'read a page of 25 at a time from `/api/admin/projects` and `/api/admin/posts` (search, filters, total). The ' +
      'Lookbook tab and the testimonial picker read every project, but only what they show: ' +
      '`/api/admin/project-summaries` (card fields, one cover, no gallery) and `/api/admin/project-titles` (id and ' +
      'title); those two are held to the target. No admin screen reads either whole list any more, so those rows ' +
      'are references only. Search words and categories are taken from the prepared data. ' +
      `No target is stated for these lists: the leads inbox’s (≤ ${LIST_TARGET_MS} ms median, CSV ≤ ` +
      `${EXPORT_TARGET_MS / 1000} s) is applied.`,
    tables,
    targets,
    notes: [
      ...(results.length === 1
        ? ['PostgreSQL not measured in this run: run it under `bash scripts/with-postgres.sh`.']
        : []),
      contentExport
        ? `Content export measured at ${contentExport}.`
        : 'No content export endpoint (a GET …export… under /api outside the leads) was registered at this commit: not measured.',
    ],
    seconds: (Date.now() - started) / 1000,
  };
}
