import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { track } from './cleanup.ts';
import { measurePageTransfers, type PageTransfers, PHONE, type Transfer } from './page-transfers.ts';
import { kilobytes, medianBy } from './stats.ts';
import type { SuiteReport } from './suite-report.ts';

const INITIAL_JS_TARGET_KB = 130;
// Issue 12 tightened this from 500 KB.
const TOTAL_TARGET_KB = 400;

const sum = (transfers: Transfer[]) => transfers.reduce((total, t) => total + t.bytes, 0);
const bodies = (transfers: Transfer[]) => transfers.reduce((total, t) => total + t.bytes - t.headerBytes, 0);
const initialScripts = (run: PageTransfers) =>
  run.transfers.filter((t) => t.type === 'Script' && t.finishedByHydration);

/** Path only: a query (React Router's /__manifest lists every route) would swamp the table. */
function shortUrl(url: string): string {
  const { pathname, search } = new URL(url);
  return search ? `${pathname}?…` : pathname;
}

/**
 * What a first visit to the home page costs a phone: the JavaScript transferred by hydration,
 * and everything transferred until the network is idle, without scrolling.
 */
export async function bytesSuite(baseUrl: string, runs: number): Promise<SuiteReport> {
  const started = Date.now();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const untrack = track({ stop: () => browser.close(), kill: () => void browser.close() });
  const all: PageTransfers[] = [];
  try {
    for (let i = 1; i <= runs; i += 1) {
      const run = await measurePageTransfers(browser, `${baseUrl}/`);
      console.log(
        `[bytes] run ${i}/${runs}: initial JS ${kilobytes(sum(initialScripts(run)))} KB, total ${kilobytes(sum(run.transfers))} KB`,
      );
      all.push(run);
    }
  } finally {
    untrack();
    await browser.close();
  }

  const run = medianBy(all, (r) => sum(r.transfers));
  const js = initialScripts(run);
  const jsBytes = sum(js);
  const totalBytes = sum(run.transfers);
  const byType = new Map<string, Transfer[]>();
  for (const transfer of run.transfers) byType.set(transfer.type, [...(byType.get(transfer.type) ?? []), transfer]);
  const lateScripts = run.transfers.filter((t) => t.type === 'Script' && !t.finishedByHydration);
  // Hono's compress() leaves bodies under 1 KB alone, rightly; anything bigger should be compressed.
  const uncompressed = run.transfers.filter(
    (t) => ['Script', 'Stylesheet', 'Document', 'Fetch'].includes(t.type) && !t.contentEncoding && t.bytes > 2048,
  );

  return {
    title: `Home page bytes (phone, median of ${runs})`,
    method:
      `Playwright with Debian Chromium, a fresh context per run (empty cache) at ${PHONE.viewport.width}×${PHONE.viewport.height}, ` +
      `device scale factor ${PHONE.deviceScaleFactor}, Pixel 7 mobile User-Agent, touch; no scrolling. Bytes are CDP ` +
      `Network.loadingFinished encodedDataLength: what crossed the wire, response headers included, compressed as ` +
      `the server sent it. Initial JS = script responses finished when the page had hydrated (html[data-hydrated]; its scripts are asked for after the largest paint, often after the load event); total = every response until ` +
      `2 s without network activity after the load event. 1 KB = 1024 bytes. The run with the median total is shown.`,
    tables: [
      {
        title: 'Transferred by type',
        headers: ['type', 'requests', 'KB'],
        numeric: [1, 2],
        rows: [...byType.entries()]
          .sort(([, a], [, b]) => sum(b) - sum(a))
          .map(([type, transfers]) => [type, String(transfers.length), kilobytes(sum(transfers))])
          .concat([['total', String(run.transfers.length), kilobytes(totalBytes)]]),
      },
      {
        title: 'JavaScript files',
        headers: ['file', 'encoding', 'KB', 'by hydration'],
        numeric: [2],
        rows: run.transfers
          .filter((t) => t.type === 'Script')
          .sort((a, b) => b.bytes - a.bytes)
          .map((t) => [
            shortUrl(t.url),
            t.contentEncoding || 'none',
            kilobytes(t.bytes),
            t.finishedByHydration ? 'yes' : 'no',
          ]),
      },
    ],
    targets: [
      {
        target: `home initial JS ≤ ${INITIAL_JS_TARGET_KB} KB transferred`,
        measured: `${kilobytes(jsBytes)} KB in ${js.length} files (bodies alone ${kilobytes(bodies(js))} KB)`,
        met: jsBytes <= INITIAL_JS_TARGET_KB * 1024,
      },
      {
        target: `home total transfer ≤ ${TOTAL_TARGET_KB} KB (phone, no scrolling)`,
        measured: `${kilobytes(totalBytes)} KB in ${run.transfers.length} responses (bodies alone ${kilobytes(bodies(run.transfers))} KB)`,
        met: totalBytes <= TOTAL_TARGET_KB * 1024,
      },
    ],
    notes: [
      `Totals of each run: ${all.map((r) => `${kilobytes(sum(r.transfers))} KB`).join(', ')}.`,
      ...(lateScripts.length > 0
        ? [
            `${lateScripts.length} script(s), ${kilobytes(sum(lateScripts))} KB, arrived after hydration (not in initial JS).`,
          ]
        : []),
      ...(uncompressed.length > 0
        ? [`Text responses over 2 KB sent without compression: ${uncompressed.map((t) => shortUrl(t.url)).join(', ')}.`]
        : []),
      ...(run.reachedIdle ? [] : ['The network never stayed quiet for 2 s within 15 s of the load event.']),
      ...run.failed.map((failure) => `Request failed: ${failure}`),
    ],
    seconds: (Date.now() - started) / 1000,
  };
}
