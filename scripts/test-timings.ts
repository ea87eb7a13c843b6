/**
 * The closing lines of `npm test`: the ten slowest test files of each phase and the ten slowest
 * browser tests, with their seconds, read from the reporters' JSON (scripts/test-all.sh writes it
 * to test-results-timings/). A slow file shows here the day it lands, before the run outgrows its
 * budget (docs/testing.md).
 *
 *   npx tsx scripts/test-timings.ts [dir]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Timing {
  name: string;
  seconds: number;
}

interface VitestJson {
  startTime: number;
  testResults: { name: string; startTime: number; endTime: number }[];
}

interface PlaywrightSpec {
  title: string;
  file: string;
  tests: { projectName: string; results: { duration: number }[] }[];
}
interface PlaywrightSuite {
  title: string;
  file: string;
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightJson {
  suites: PlaywrightSuite[];
  stats?: { duration: number };
}

/** Each Vitest file's wall time (its own start to end, setup included). */
export function vitestFiles(report: VitestJson, root: string): Timing[] {
  return report.testResults.map((file) => ({
    name: path.relative(root, file.name),
    seconds: (file.endTime - file.startTime) / 1000,
  }));
}

/** Every Playwright test run (one per project), and each spec file's total over its tests. */
export function playwrightTimings(report: PlaywrightJson): { tests: Timing[]; files: Timing[] } {
  const tests: Timing[] = [];
  const byFile = new Map<string, number>();
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        tests.push({
          name: `[${test.projectName}] ${spec.file} › ${[...titles, spec.title].join(' › ')}`,
          seconds: ms / 1000,
        });
        byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + ms / 1000);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites) visit(suite, []);
  return { tests, files: [...byFile].map(([name, seconds]) => ({ name, seconds })) };
}

export function slowest(timings: Timing[], count = 10): Timing[] {
  return [...timings].sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

function table(title: string, timings: Timing[], total?: number): string {
  const sum = total ?? timings.reduce((s, t) => s + t.seconds, 0);
  const lines = slowest(timings).map((t) => `  ${t.seconds.toFixed(1).padStart(7)} s  ${t.name}`);
  return [`${title} (${timings.length}, ${sum.toFixed(0)} s in all)`, ...lines].join('\n');
}

export interface LockUse {
  name: string;
  waitedMs: number;
  heldMs: number;
}

/** Per e2e lock: how often it was taken, and the seconds workers waited for it and held it. */
export function lockTotals(uses: LockUse[]): { name: string; taken: number; waited: number; held: number }[] {
  const totals = new Map<string, { name: string; taken: number; waited: number; held: number }>();
  for (const use of uses) {
    const total = totals.get(use.name) ?? { name: use.name, taken: 0, waited: 0, held: 0 };
    total.taken += 1;
    total.waited += use.waitedMs / 1000;
    total.held += use.heldMs / 1000;
    totals.set(use.name, total);
  }
  return [...totals.values()].sort((a, b) => b.waited - a.waited);
}

function main(dir: string): void {
  if (!existsSync(dir)) return;
  const root = process.cwd();
  const out: string[] = [];
  for (const file of readdirSync(dir).sort()) {
    if (file === 'locks.jsonl') {
      const uses = readFileSync(path.join(dir, file), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LockUse);
      const lines = lockTotals(uses).map(
        (t) => `  ${t.waited.toFixed(1).padStart(7)} s waited, ${t.held.toFixed(1)} s held, ${t.taken}×  ${t.name}`,
      );
      out.push(['End-to-end locks (a waiting worker does nothing else)', ...lines].join('\n'));
      continue;
    }
    const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    if (file.startsWith('vitest-')) {
      out.push(table(`Slowest test files, ${file.slice(7, -5)}`, vitestFiles(report, root)));
    } else if (file.startsWith('playwright')) {
      const { tests, files } = playwrightTimings(report);
      out.push(table('Slowest spec files, end-to-end (test time summed over projects)', files));
      out.push(table('Slowest browser tests', tests));
    }
  }
  if (out.length) console.log(`\n${out.join('\n\n')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv[2] ?? 'test-results-timings');
