/**
 * Issue 30: does a lookbook being built hold up other requests? Through the real production server
 * (HTTP), the latency of `GET /healthz` and of the home page's HTML, first alone, then while three
 * visitors download lookbooks one after another without pause (three builds always in progress or
 * waiting); side by side, p50 and p99. Then a burst of downloads beyond the build queue, to see it
 * refused at once with 503 and a Retry-After. Its own server: downloads are rate-limited per
 * visitor (5 an hour), so it trusts one proxy hop and gives each download an address of its own.
 * On PGlite, or on PostgreSQL when TEST_DATABASE_URL names a server (`bash scripts/with-postgres.sh
 * npx tsx scripts/bench/run.ts --only lookbook-load`): the embedded database runs its queries on
 * the main thread, which a download's writes (rate limit, lead, e-mail job) then wait for.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppServer } from './app-server.ts';
import { HTML_REQUEST_HEADERS } from './browser-headers.ts';
import { createFreshPostgres } from './fresh-postgres.ts';
import { type Download, download } from './lookbook-downloads.ts';
import { freePort } from './ports.ts';
import type { SuiteReport, Table, TargetCheck } from './suite-report.ts';

/** How long each side is probed; `runs` multiplies it. */
const WINDOW_SECONDS = 12;
const CONCURRENT_LOOKBOOKS = 3;
/** The generator's defaults (server/modules/lookbook/lookbook-generator.ts): one building, six waiting. */
const BUILD_PLACES = 1 + 6;
const BURST = BUILD_PLACES + 5;
/** The probe's pause between requests: a steady trickle, not load of its own. */
const PROBE_PAUSE_MS = 20;
/** The measure of "normal latency": below this while lookbooks build. */
const P99_TARGET_MS = 100;

const PROBES = [
  { label: 'GET /healthz', path: '/healthz', headers: {} as Record<string, string> },
  { label: 'GET / (home HTML)', path: '/', headers: HTML_REQUEST_HEADERS },
];

/** Nearest-rank percentile of a non-empty list. */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');

async function timedGet(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return performance.now() - started;
}

/** Each probe in turn, one request at a time, until `until()`; latencies by probe label. */
async function probe(baseUrl: string, until: () => boolean): Promise<Map<string, number[]>> {
  const samples = new Map(PROBES.map((p) => [p.label, [] as number[]]));
  while (!until()) {
    for (const p of PROBES) {
      samples.get(p.label)?.push(await timedGet(`${baseUrl}${p.path}`, p.headers));
      await new Promise((resolve) => setTimeout(resolve, PROBE_PAUSE_MS));
    }
  }
  return samples;
}

let visitor = 0;
/** A download from this process (the first, the burst): visitors 1, 2, …; the forked ones count from 1,000,000. */
const downloadHere = (baseUrl: string) => download(baseUrl, ++visitor);

/** `visitors` downloading back to back until `until`, in a child process (lookbook-downloads.ts says why). */
async function downloadsApart(baseUrl: string, visitors: number, until: number): Promise<Download[]> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lookbook-downloads.ts');
  const child = fork(script, [baseUrl, String(visitors), String(until), '1000000'], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('message', (done: Download[]) => resolve(done));
    child.once('exit', (code) => reject(new Error(`the download process exited (${code}) without its results`)));
  });
}

/** `port`: --port's N+3 (after the app server, the bare server and Chrome); else a free one. */
export async function lookbookLoadSuite(
  root: string,
  entry: string,
  runs: number,
  port?: number,
): Promise<SuiteReport> {
  const started = Date.now();
  port ??= await freePort();
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const database = postgresUrl ? await createFreshPostgres(postgresUrl, 'atelier_bench_lookbook') : undefined;
  const engine = database ? 'PostgreSQL' : 'PGlite';
  console.log(`[bench] lookbook-load: a production server of its own on port ${port} (fresh ${engine} database) …`);
  const server = await startAppServer(root, entry, port, {
    env: { TRUST_PROXY_HOPS: '1', ...(database ? { DATABASE_URL: database.url } : {}) },
  }).catch(async (error: unknown) => {
    await database?.drop();
    throw error;
  });
  const notes: string[] = [];
  try {
    const { baseUrl } = server;
    // Warm: the first build reads content, encodes pictures and parses fonts; pages fill their caches.
    const first = await downloadHere(baseUrl);
    if (first.status !== 200) throw new Error(`the first download answered ${first.status}`);
    for (const p of PROBES) await timedGet(`${baseUrl}${p.path}`, p.headers);
    const windowMs = WINDOW_SECONDS * runs * 1000;

    const aloneEnd = Date.now() + windowMs;
    const alone = await probe(baseUrl, () => Date.now() >= aloneEnd);

    const loadEnd = Date.now() + windowMs;
    const builders = downloadsApart(baseUrl, CONCURRENT_LOOKBOOKS, loadEnd);
    // The probe runs while the three visitors download, and stops when the window closes.
    const loaded = await probe(baseUrl, () => Date.now() >= loadEnd);
    const builds = await builders;

    const burst = await Promise.all(Array.from({ length: BURST }, () => downloadHere(baseUrl)));

    const built = builds.filter((b) => b.status === 200);
    const rows = PROBES.map((p) => {
      const a = alone.get(p.label) ?? [];
      const l = loaded.get(p.label) ?? [];
      return [
        p.label,
        ms(percentile(a, 50)),
        ms(percentile(a, 99)),
        ms(percentile(l, 50)),
        ms(percentile(l, 99)),
        ms(Math.max(...l)),
        `${a.length} / ${l.length}`,
      ];
    });
    const latency: Table = {
      title: `Latency (ms) alone and while ${CONCURRENT_LOOKBOOKS} lookbooks build, ${windowMs / 1000} s each`,
      headers: ['request', 'alone p50', 'alone p99', 'building p50', 'building p99', 'building max', 'samples'],
      numeric: [1, 2, 3, 4, 5],
      rows,
    };
    const buildTimes = built.map((b) => b.ms);
    const downloads: Table = {
      title: 'The downloads meanwhile, and the burst',
      headers: ['', 'requests', '200', '503', '503 with Retry-After', 'p50 ms', 'max ms'],
      numeric: [1, 2, 3, 4, 5, 6],
      rows: [
        [
          `${CONCURRENT_LOOKBOOKS} visitors in a row`,
          String(builds.length),
          String(built.length),
          String(builds.filter((b) => b.status === 503).length),
          String(builds.filter((b) => b.status === 503).length),
          ms(percentile(buildTimes, 50)),
          ms(Math.max(...buildTimes)),
        ],
        [
          `burst of ${BURST} at once`,
          String(burst.length),
          String(burst.filter((b) => b.status === 200).length),
          String(burst.filter((b) => b.status === 503).length),
          String(burst.filter((b) => b.status === 503 && Number(b.retryAfter) > 0).length),
          ms(
            percentile(
              burst.map((b) => b.ms),
              50,
            ),
          ),
          ms(Math.max(...burst.map((b) => b.ms))),
        ],
      ],
    };
    const refused = burst.filter((b) => b.status !== 200);
    const targets: TargetCheck[] = PROBES.map((p) => {
      const p99 = percentile(loaded.get(p.label) ?? [], 99);
      return {
        target: `${p.label} p99 while ${CONCURRENT_LOOKBOOKS} lookbooks build < ${P99_TARGET_MS} ms`,
        measured: `${ms(p99)} ms`,
        met: p99 < P99_TARGET_MS,
      };
    });
    // Not all of the burst reaches the queue at the same moment (each first passes the rate limit, a
    // database write), so a build may finish meanwhile and free a place: some refused, not exactly five.
    targets.push({
      target: `a burst of ${BURST} beyond the ${BUILD_PLACES} build places: refused ones answer 503 with Retry-After at once`,
      measured: `${refused.length} refused, ${refused.filter((b) => b.status === 503 && Number(b.retryAfter) > 0).length} of them 503 + Retry-After`,
      met: refused.length > 0 && refused.every((b) => b.status === 503 && Number(b.retryAfter) > 0),
    });
    const errors = server.errorLines();
    if (errors.length > 0) notes.push(`The server logged ${errors.length} error line(s); first: ${errors[0]}`);
    return {
      title: `Lookbook under load (issue 30), ${engine}`,
      method:
        `The production server on a fresh ${engine} database, trusting one proxy hop (each download its own address). ` +
        `A probe asks ${PROBES.map((p) => p.path).join(' and ')} in turn, one request at a time with ${PROBE_PAUSE_MS} ms between, ` +
        `for ${windowMs / 1000} s alone, then for ${windowMs / 1000} s while ${CONCURRENT_LOOKBOOKS} visitors each download lookbooks back to back; ` +
        `then ${BURST} downloads at once. Latency is to the last byte, measured by the client on the same machine; the three visitors download from a process of their own, so receiving their PDFs does not delay the probe's own timing.`,
      tables: [latency, downloads],
      targets,
      notes,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await server.stop();
    await database?.drop();
  }
}
