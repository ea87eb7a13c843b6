import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { track } from './cleanup.ts';
import type { BenchPage } from './pages.ts';
import { median, medianBy } from './stats.ts';
import type { SuiteReport, TargetCheck } from './suite-report.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const SHORT: Record<Category, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'bp',
  seo: 'seo',
};

interface LighthouseRun {
  /** 0–100, null when Lighthouse could not score the category */
  scores: Record<Category, number | null>;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  fcpMs?: number;
  /** audits below full marks in the categories that must score 100 */
  failing: string[];
  benchmarkIndex: number;
  warnings: string[];
  lhr: Result;
}

function numeric(lhr: Result, audit: string): number | undefined {
  return lhr.audits[audit]?.numericValue;
}

/** What the Issues panel complained about (inspector-issues), the one failure its id does not explain. */
function issueTypes(lhr: Result, auditId: string): string {
  const details = lhr.audits[auditId]?.details;
  const items = details && 'items' in details ? (details.items as Array<{ issueType?: unknown }>) : [];
  const types = [...new Set(items.map((item) => item.issueType).filter((type) => typeof type === 'string'))];
  return types.length > 0 ? ` (${types.join(', ')})` : '';
}

function summarise(lhr: Result): LighthouseRun {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const score = lhr.categories[category]?.score;
      return [category, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Record<Category, number | null>;
  const failing = CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const score = lhr.audits[ref.id]?.score;
        return typeof score === 'number' && score < 1;
      })
      .map((ref) => `${SHORT[category]}:${ref.id}${issueTypes(lhr, ref.id)}`),
  );
  const warnings = [...lhr.runWarnings];
  if (lhr.runtimeError) warnings.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return {
    scores,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    failing,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings,
    lhr,
  };
}

/**
 * One Lighthouse run in its own Chrome: a fresh profile per run means no cache, service worker or
 * leftover tab can carry over between runs, and a Chrome that hangs or crashes spoils one run only.
 */
async function runOnce(url: string, chromePort: number | undefined): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    port: chromePort,
    logLevel: 'silent',
    // Our own handlers stop Chrome together with the servers (cleanup.ts).
    handleSIGINT: false,
  });
  // chrome-launcher's kill() SIGKILLs Chrome's process group at once; waiting for the exit frees
  // the debugging port before the next run takes it.
  const gone = new Promise<void>((resolve) => {
    if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) resolve();
    else chrome.process.once('exit', () => resolve());
  });
  const stop = async () => {
    chrome.kill();
    await gone;
  };
  const untrack = track({ stop, kill: () => chrome.kill() });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return summarise(result.lhr);
  } finally {
    untrack();
    await stop();
  }
}

const seconds = (ms: number | undefined) => (ms === undefined ? '–' : (ms / 1000).toFixed(2));
const score = (value: number | null) => (value === null ? 'err' : String(value));

/** Issue 12: the paint metrics behind the score, on the median run of each page. */
const LCP_TARGET_MS = 2000;
const CLS_TARGET = 0.02;

function metricCheck(
  results: Array<{ page: BenchPage; run: LighthouseRun }>,
  target: string,
  value: (run: LighthouseRun) => number | undefined,
  limit: number,
  format: (value: number | undefined) => string,
): TargetCheck {
  const over = results.filter(({ run }) => (value(run) ?? Number.POSITIVE_INFINITY) > limit);
  return {
    target,
    measured:
      over.length === 0
        ? `all ${results.length} pages`
        : `over on ${over.map(({ page, run }) => `${page.label} ${format(value(run))}`).join(', ')}`,
    met: over.length === 0,
  };
}

function targetChecks(results: Array<{ page: BenchPage; run: LighthouseRun }>): TargetCheck[] {
  const scores = CATEGORIES.map((category) => {
    const goal = TARGETS[category];
    const below = results.filter(({ run }) => (run.scores[category] ?? 0) < goal);
    return {
      target: `${category} ${goal === 100 ? '= 100' : `≥ ${goal}`} on every page`,
      measured:
        below.length === 0
          ? `all ${results.length} pages`
          : `below on ${below.map(({ page, run }) => `${page.label} ${score(run.scores[category])}`).join(', ')}`,
      met: below.length === 0,
    };
  });
  return [
    ...scores,
    metricCheck(
      results,
      `LCP ≤ ${LCP_TARGET_MS / 1000} s on every page`,
      (run) => run.lcpMs,
      LCP_TARGET_MS,
      (ms) => `${seconds(ms)} s`,
    ),
    metricCheck(
      results,
      `CLS ≤ ${CLS_TARGET} on every page`,
      (run) => run.cls,
      CLS_TARGET,
      (cls) => (cls === undefined ? '–' : cls.toFixed(3)),
    ),
  ];
}

/**
 * Lighthouse 12, default (mobile) config with its simulated throttling, the four categories;
 * pages one after another, `runs` times each, the run with the median performance score reported.
 */
export async function lighthouseSuite(
  baseUrl: string,
  pages: BenchPage[],
  runs: number,
  chromePort: number | undefined,
  reportsDir: string,
): Promise<SuiteReport> {
  const started = Date.now();
  const results: Array<{ page: BenchPage; run: LighthouseRun; all: LighthouseRun[] }> = [];
  for (const page of pages) {
    const all: LighthouseRun[] = [];
    for (let i = 1; i <= runs; i += 1) {
      process.stdout.write(`[lighthouse] ${page.path} run ${i}/${runs} … `);
      let run = await runOnce(`${baseUrl}${page.path}`, chromePort);
      // A trace that failed to record (NO_NAVSTART, NO_FCP under load) is Lighthouse's hiccup, not
      // the page's score: one more try, and the error stays in the notes.
      if (run.lhr.runtimeError) {
        process.stdout.write(`${run.lhr.runtimeError.code}, once more … `);
        const retry = await runOnce(`${baseUrl}${page.path}`, chromePort);
        run = { ...retry, warnings: [...run.warnings, ...retry.warnings] };
      }
      console.log(CATEGORIES.map((c) => `${SHORT[c]} ${score(run.scores[c])}`).join(', '));
      all.push(run);
    }
    const run = medianBy(all, (r) => r.scores.performance ?? -1);
    await writeFile(path.join(reportsDir, `lighthouse-${page.label}.html`), generateReport(run.lhr, 'html'));
    results.push({ page, run, all });
  }

  const rows = results.map(({ page, run, all }) => [
    page.path,
    ...CATEGORIES.map((category) => score(run.scores[category])),
    seconds(run.lcpMs),
    run.tbtMs === undefined ? '–' : String(Math.round(run.tbtMs)),
    run.cls === undefined ? '–' : run.cls.toFixed(3),
    seconds(run.fcpMs),
    all.map((r) => score(r.scores.performance)).join(' / '),
  ]);
  const failing = results.filter(({ run }) => run.failing.length > 0);
  const warnings = [
    ...new Set(
      results.flatMap(({ page, all }) =>
        all.flatMap((r, i) =>
          r.warnings.map((warning) => `${page.path} run ${i + 1}: ${warning.replace(/\s+/g, ' ')}`),
        ),
      ),
    ),
  ];
  const benchmarkIndexes = results.flatMap(({ all }) => all.map((r) => r.benchmarkIndex));
  return {
    title: `Lighthouse (mobile, median of ${runs})`,
    method:
      `Lighthouse 12 programmatic API, default mobile config (Moto G Power emulation, simulated slow 4G and 4× CPU ` +
      `throttling), categories performance, accessibility, best-practices, seo. Pages run one after another, ` +
      `${runs} run(s) each, each run in a freshly launched headless Chromium; the row is the run with the median ` +
      `performance score (the lower middle one for an even count).`,
    tables: [
      {
        headers: ['page', 'perf', 'a11y', 'bp', 'seo', 'LCP s', 'TBT ms', 'CLS', 'FCP s', 'perf of each run'],
        numeric: [1, 2, 3, 4, 5, 6, 7, 8],
        rows,
      },
    ],
    targets: targetChecks(results),
    notes: [
      ...failing.map(({ page, run }) => `${page.path} loses points on: ${run.failing.join(', ')}`),
      `Lighthouse CPU benchmark index (higher is a faster machine): median ${Math.round(median(benchmarkIndexes))}, ` +
        `range ${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}.`,
      ...warnings.map((warning) => `Lighthouse warning on ${warning}`),
      `HTML reports of the median runs: ${reportsDir}/lighthouse-<page>.html`,
    ],
    seconds: (Date.now() - started) / 1000,
  };
}
