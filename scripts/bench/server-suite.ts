import { API_REQUEST_HEADERS, HTML_REQUEST_HEADERS } from './browser-headers.ts';
import { type LoadResult, type LoadSettings, loadTest } from './load-test.ts';
import { getRaw, type RawResponse } from './raw-response.ts';
import { startBareServer } from './start-bare-server.ts';
import { medianBy } from './stats.ts';
import type { SuiteReport, TargetCheck } from './suite-report.ts';

const SETTINGS: LoadSettings = { connections: 10, warmUpSeconds: 3, seconds: 10 };
/** Below this share of one core the bare server had capacity left: something else limited req/s. */
const BARE_SATURATED_PERCENT = 80;

interface Pair {
  label: string;
  path: string;
  headers: Record<string, string>;
  /** our req/s must be at least this share of the bare server's */
  target: number;
}

const PAIRS: Pair[] = [
  { label: 'API', path: '/api/projects', headers: API_REQUEST_HEADERS, target: 0.85 },
  { label: 'HTML', path: '/', headers: HTML_REQUEST_HEADERS, target: 0.5 },
];

interface Measured {
  pair: Pair;
  server: 'ours' | 'bare';
  results: LoadResult[];
}

async function recordResponse(baseUrl: string, pair: Pair): Promise<RawResponse> {
  const response = await getRaw(`${baseUrl}${pair.path}`, pair.headers);
  if (response.status !== 200) throw new Error(`GET ${pair.path} answered ${response.status}, not 200`);
  return response;
}

const fixed = (value: number, digits: number) => value.toFixed(digits);
/** Two decimals, or two significant digits for ratios too small for that to show anything. */
const ratioText = (value: number) => `${value >= 0.1 ? value.toFixed(2) : value.toPrecision(2)} ×`;
const percent = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)} %`);

/**
 * Throughput of our server against a bare node:http server serving the very same bytes and
 * headers (recorded from ours with the same request headers), for the project list API and the
 * home page HTML. Rounds alternate which server goes first, so a burst of load from elsewhere on
 * the machine does not always hit the same side.
 */
export async function serverSuite(
  baseUrl: string,
  serverPid: number,
  rounds: number,
  barePort: number,
): Promise<SuiteReport> {
  const started = Date.now();
  const recorded: Record<string, RawResponse> = {};
  for (const pair of PAIRS) recorded[pair.path] = await recordResponse(baseUrl, pair);
  const bare = await startBareServer(recorded, barePort);
  const measured: Measured[] = PAIRS.flatMap((pair) =>
    (['ours', 'bare'] as const).map((server) => ({ pair, server, results: [] as LoadResult[] })),
  );
  try {
    for (const pair of PAIRS) {
      const check = await getRaw(`${bare.baseUrl}${pair.path}`, pair.headers);
      if (check.status !== 200 || !check.body.equals(recorded[pair.path]?.body ?? Buffer.alloc(0))) {
        throw new Error(`the bare server does not return the recorded bytes for ${pair.path}`);
      }
    }
    for (let round = 1; round <= rounds; round += 1) {
      const order =
        round % 2 === 1 ? measured : PAIRS.flatMap((pair) => measured.filter((m) => m.pair === pair).reverse());
      for (const entry of order) {
        const url = `${entry.server === 'ours' ? baseUrl : bare.baseUrl}${entry.pair.path}`;
        const result = await loadTest(
          url,
          entry.pair.headers,
          SETTINGS,
          entry.server === 'ours' ? serverPid : bare.pid,
        );
        console.log(
          `[server] round ${round}/${rounds} ${entry.pair.label} ${entry.server}: ${fixed(result.requestsPerSecond, 0)} req/s, ` +
            `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, non-2xx ${result.non2xx}, errors ${result.errors}, ` +
            `CPU server ${percent(result.serverCpuPercent)} autocannon ${percent(result.generatorCpuPercent)}`,
        );
        entry.results.push(result);
      }
    }
  } finally {
    await bare.stop();
  }

  const medianOf = (entry: Measured) => medianBy(entry.results, (r) => r.requestsPerSecond);
  const find = (pair: Pair, server: 'ours' | 'bare') => {
    const entry = measured.find((m) => m.pair === pair && m.server === server);
    if (!entry) throw new Error('unreachable: every pair is measured on both servers');
    return medianOf(entry);
  };
  const rows = measured.map((entry) => {
    const result = medianOf(entry);
    const failures = entry.results.reduce((total, r) => total + r.errors + r.timeouts, 0);
    const non2xx = entry.results.reduce((total, r) => total + r.non2xx, 0);
    return [
      `${entry.pair.label} GET ${entry.pair.path}`,
      entry.server === 'ours' ? 'ours' : 'bare node:http',
      fixed(result.requestsPerSecond, 0),
      fixed(result.p50Ms, 1),
      fixed(result.p99Ms, 1),
      fixed(result.bytesPerResponse / 1024, 1),
      String(non2xx),
      String(failures),
      percent(result.serverCpuPercent),
      result.serverCpuMsPerRequest === undefined ? '–' : fixed(result.serverCpuMsPerRequest, 3),
      percent(result.generatorCpuPercent),
      entry.results.map((r) => fixed(r.requestsPerSecond, 0)).join(' / '),
    ];
  });
  const ratios: TargetCheck[] = PAIRS.map((pair) => {
    const ours = find(pair, 'ours');
    const bare = find(pair, 'bare');
    const ratio = ours.requestsPerSecond / bare.requestsPerSecond;
    // The req/s ratio measures capacity only if the bare server ran out of CPU. If it did not, the load
    // generator (or the rest of the machine) set the pace for both, and equal req/s says nothing; the
    // server CPU each request costs still does (bare's cost / ours = the share of bare throughput
    // ours would reach).
    const bareSaturated = (bare.serverCpuPercent ?? 100) >= BARE_SATURATED_PERCENT;
    const cpuRatio =
      ours.serverCpuMsPerRequest && bare.serverCpuMsPerRequest
        ? bare.serverCpuMsPerRequest / ours.serverCpuMsPerRequest
        : undefined;
    const judged = !bareSaturated && cpuRatio !== undefined ? cpuRatio : ratio;
    return {
      target: `${pair.label} req/s ≥ ${pair.target} × bare`,
      measured: bareSaturated
        ? ratioText(ratio)
        : `${ratioText(ratio)} in req/s, but the bare server was not saturated (${percent(bare.serverCpuPercent)} CPU); ` +
          `by server CPU per request ${cpuRatio === undefined ? 'unknown' : ratioText(cpuRatio)} (judged on this)`,
      met: judged >= pair.target,
    };
  });
  const problems = measured.flatMap((entry) =>
    entry.results.filter((r) => r.non2xx + r.errors + r.timeouts > 0).map((r) => ({ entry, r })),
  );
  return {
    title: `Server throughput (autocannon, ${SETTINGS.connections} connections, median of ${rounds})`,
    method:
      `autocannon 8 (programmatic, in the harness process) with ${SETTINGS.connections} connections, ` +
      `${SETTINGS.warmUpSeconds} s warm-up then ${SETTINGS.seconds} s measured per target, against our production ` +
      `server and a bare node:http server in its own process answering with the bytes and headers recorded from ` +
      `ours for the same request headers. API: Accept: application/json, Accept-Encoding: gzip. HTML: mobile ` +
      `Chrome User-Agent, Accept: text/html, Accept-Encoding: gzip. Rounds alternate the order; the median round by ` +
      `req/s is shown.`,
    tables: [
      {
        headers: [
          'request',
          'server',
          'req/s',
          'p50 ms',
          'p99 ms',
          'KB/resp',
          'non-2xx',
          'errors',
          'server CPU',
          'CPU ms/req',
          'autocannon CPU',
          'req/s of each round',
        ],
        numeric: [2, 3, 4, 5, 6, 7, 8, 9, 10],
        rows,
      },
    ],
    targets: [
      ...ratios,
      {
        target: 'every response 200, no errors or timeouts',
        measured: problems.length === 0 ? 'yes' : `${problems.length} run(s) with problems`,
        met: problems.length === 0,
      },
    ],
    notes: [
      ...PAIRS.map((pair) => {
        const response = recorded[pair.path];
        const framing = response?.headers['content-length'] ? 'with a Content-Length' : 'chunked';
        return (
          `${pair.path} as ours served it: ${fixed((response?.body.byteLength ?? 0) / 1024, 1)} KB body, ` +
          `${response?.headers['content-encoding'] ?? 'not compressed'}, ${framing}; the bare server sends these ` +
          `bytes with a Content-Length.`
        );
      }),
      'CPU columns: % of one core used by the server process and by autocannon (one thread, in the harness) during ' +
        'the measured run, and server CPU milliseconds per request. The req/s ratio shows capacity only when the bare ' +
        `server is saturated (≥ ${BARE_SATURATED_PERCENT} % of a core); otherwise autocannon or the rest of the machine ` +
        'set the pace for both sides, and the target is judged on the ratio of CPU per request instead.',
      ...problems.map(
        ({ entry, r }) =>
          `${entry.pair.label} ${entry.server}: status ${r.statusCodes || 'none'}, ${r.errors} errors, ${r.timeouts} timeouts`,
      ),
    ],
    seconds: (Date.now() - started) / 1000,
  };
}
