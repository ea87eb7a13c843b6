import { existsSync } from 'node:fs';
import { appendFile, writeFile } from 'node:fs/promises';
import { markdownTable } from './markdown-table.ts';
import type { SuiteReport, TargetCheck } from './suite-report.ts';

export interface RunContext {
  startedAt: Date;
  command: string;
  revision: string;
  machine: string;
  loadBefore: string;
  loadAfter: string;
  setup: string[];
  note?: string;
  seconds: number;
}

const INTRO = `# Performance

What \`npm run bench\` measures, how, and what it measured. Each run appends a dated section below;
nothing here is a test: the harness reports which targets are met and exits 0 whatever the figures
(1 only when it could not measure: build failed, server did not start, a suite crashed).

## What is measured

- **Lighthouse** (Lighthouse 12 programmatic API, default config = mobile: Moto G Power emulation,
  simulated slow 4G and 4× CPU slowdown) on the home page, portfolio, the first project, the
  journal, the first post, about and contact: categories performance, accessibility, best
  practices and SEO, the median of N runs per page by performance score, with LCP, TBT, CLS and FCP
  of that run.
- **Bytes** of a first visit to the home page on a phone (Playwright, Debian Chromium, 390×844,
  mobile User-Agent, empty cache, no scrolling): the JavaScript transferred by the load event, and
  everything transferred until the network is quiet for 2 s after it. Sizes are bytes on the wire as
  Chromium's DevTools protocol counts them (\`Network.loadingFinished\` \`encodedDataLength\`:
  compressed as the server sent it, response headers included; 1 KB = 1024 bytes). The device scale
  factor is the Pixel 7's 2.625, which decides the image widths the browser picks.
- **Server throughput** (autocannon, 10 connections, 3 s warm-up, 10 s measured) of
  \`GET /api/projects\` and of the home page HTML, each next to a bare \`node:http\` server in its own
  process answering the same bytes with the same headers: how much of the machine's raw HTTP
  capacity our stack keeps. The CPU time the server process spends per request is recorded too:
  autocannon runs on one thread and, with bodies of 20 KB and more, cannot drive even the bare
  server to its limit here (about 2,500 req/s for 27 KB). When the bare server is not saturated
  (below 80 % of a core), both sides got whatever req/s the load generator managed, and the ratio
  of server CPU per request decides the target instead.

- **Lookbook** (in-process, no HTTP): the PDF for a visitor built from the seeded demo studio —
  warm (median of 25 builds in one process, fonts, content and JPEGs prepared), cold (a fresh
  process: import plus the first build, with the stored pre-sized JPEGs; and once more on a
  database whose JPEG variants were never encoded), the size and page count. Targets: 24+ pages
  ≤ 300 ms warm, ≤ 3 s cold, ≤ 10 MB. \`--only lookbook\` needs no build or server.

## How

\`npm run bench\` (\`scripts/bench/run.ts\`) builds when the sources are newer than the build (\`BUILD_DIR\`
respected), starts the production server on a free port with a fresh temporary \`DATA_DIR\` (so the
demo studio is seeded), requests every page and every image URL on it once (so all media variants
are encoded before anything is timed; the images are skipped when only the server suite runs),
runs the suites, prints a table per suite, appends a section here, and stops everything it
started, also on Ctrl-C or a crash (an interrupted run records nothing). Options:
\`--only lighthouse|bytes|server|lookbook\` (repeatable), \`--runs N\` (default 3: Lighthouse runs per page,
bytes runs, server rounds), \`--port N\`, \`--no-build\`, \`--note TEXT\`. The Lighthouse reports of
the median runs are written to a temporary directory named in the output. A full run takes about
13 minutes here (build, seed and image warm-up about 5 of them).

## Targets

| what | target |
|---|---|
| Lighthouse performance, every page | ≥ 98 |
| Lighthouse accessibility, best practices, SEO, every page | 100 |
| home page JavaScript by the load event (transferred, gzip) | ≤ 130 KB |
| home page total transfer on a phone, no scrolling | ≤ 500 KB |
| \`GET /api/projects\` req/s | ≥ 0.85 × bare node:http |
| home page HTML req/s | ≥ 0.5 × bare node:http |
| lookbook PDF, 24+ pages: warm build / cold build / size | ≤ 300 ms / ≤ 3 s / ≤ 10 MB |

## Reading the figures

They come from a 2-core machine on which the load generator (autocannon, Chrome) shares the cores
with the server, and on which other work may be running: compare runs made under similar load (the
load average is recorded with each run), trust ratios more than absolute requests per second, and
Lighthouse performance scores to a few points. Lighthouse launches a fresh headless Chromium for
every run (no state carried between runs; a crash spoils one run only), one page after another;
a run whose trace failed to record is tried once more. Lighthouse's simulated throttling scales
with the machine's speed (its "benchmark index" is recorded too).

## Results
`;

export function targetsTable(targets: TargetCheck[]): string {
  return markdownTable({
    headers: ['target', 'measured', 'met'],
    rows: targets.map((t) => [t.target, t.measured, t.met ? 'yes' : '**no**']),
  });
}

function suiteMarkdown(suite: SuiteReport): string {
  const tables = suite.tables.map((table) => `${table.title ? `**${table.title}**\n\n` : ''}${markdownTable(table)}`);
  const notes = suite.notes.map((note) => `- ${note}`).join('\n');
  return [`#### ${suite.title}`, suite.method, ...tables, notes].filter(Boolean).join('\n\n');
}

function stamp(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The dated section of one run: context, every target, then each suite's tables and notes. */
export function runMarkdown(context: RunContext, suites: SuiteReport[]): string {
  const lines = [
    `### ${stamp(context.startedAt)} — ${context.revision}`,
    '',
    `- Command: \`${context.command}\``,
    `- Commit: ${context.revision}`,
    `- Machine: ${context.machine}; load average (1/5/15 min) ${context.loadBefore} at start, ${context.loadAfter} at the end`,
    ...context.setup.map((line) => `- ${line}`),
    `- Whole run: ${Math.round(context.seconds)} s (${suites.map((s) => `${s.title.split(' (')[0]} ${Math.round(s.seconds)} s`).join(', ')})`,
    ...(context.note ? [`- Note: ${context.note}`] : []),
    '',
    '#### Targets',
    '',
    targetsTable(suites.flatMap((suite) => suite.targets)),
    '',
    ...suites.flatMap((suite) => [suiteMarkdown(suite), '']),
  ];
  return `${lines.join('\n')}\n`;
}

/** Appends the section to docs/performance.md, creating the page with its introduction first. */
export async function appendToPerformanceDoc(file: string, section: string): Promise<void> {
  if (!existsSync(file)) await writeFile(file, INTRO);
  await appendFile(file, `\n${section}`);
}

/** The console version of a suite: title, tables, notes, and its targets with a mark each. */
export function suiteConsole(suite: SuiteReport): string {
  const tables = suite.tables.map((table) => `${table.title ? `${table.title}\n` : ''}${markdownTable(table)}`);
  const targets = suite.targets.map((t) => `  ${t.met ? '✔ met    ' : '✘ NOT MET'}  ${t.target}: ${t.measured}`);
  const notes = suite.notes.map((note) => `  · ${note}`);
  return [`\n━━ ${suite.title} (${Math.round(suite.seconds)} s)`, ...tables, ...targets, ...notes].join('\n');
}
