/**
 * The lookbook PDF (issue 4 item 3): how long a visitor waits for it, warm and cold, and how big it
 * is. Runs the generator from source on the seeded demo database (the test snapshot), not through
 * the server: the HTTP layer adds nothing worth measuring here, and a fresh process per cold run
 * is the point. This file is also the cold run's child process (see CHILD_FLAG), so its top-level
 * imports are kept to Node built-ins: what the child times is what a server would load.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SuiteReport } from './suite-report.ts';

const CHILD_FLAG = '--lookbook-cold-child';
const WARM_TARGET_MS = 300;
const COLD_TARGET_MS = 3000;
const SIZE_TARGET_BYTES = 10 * 1024 * 1024;
const MIN_PAGES = 20;
/** warm builds timed in one process, after one untimed build */
const WARM_BUILDS = 25;
const NAMES = ['Zoë', 'Łukasz', 'Đặng', 'Ἀλέξανδρος', 'Дмитрий', 'Margaret'];

interface ColdRun {
  /** importing the generator's modules (pdfkit, fontkit, sharp, Drizzle …) */
  importMs: number;
  /** createLookbookGenerator + the first build: fonts, content, pictures, layout, PDF */
  buildMs: number;
  pages: number;
  bytes: number;
}

async function openDump(file: string) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { wrapPglite } = await import('../../server/platform/db/client.ts');
  return wrapPglite(await PGlite.create({ loadDataDir: new Blob([await readFile(file)]) }));
}

/** The child: open the database (untimed), then import the generator and build one lookbook. */
async function coldChild(dump: string): Promise<void> {
  const handle = await openDump(dump);
  const importStarted = performance.now();
  const { createLookbookGenerator } = await import('../../server/modules/lookbook/index.ts');
  const { createLocalContentEvents } = await import('../../server/platform/content-events.ts');
  const buildStarted = performance.now();
  const generator = createLookbookGenerator(handle.db, createLocalContentEvents());
  const result = await generator.build({ recipientFirstName: 'Zoë' });
  const done = performance.now();
  const run: ColdRun = {
    importMs: buildStarted - importStarted,
    buildMs: done - buildStarted,
    pages: result.pageCount,
    bytes: result.pdf.byteLength,
  };
  process.stdout.write(`${JSON.stringify(run)}\n`);
  await generator.close();
  await handle.close();
}

async function coldRun(root: string, dump: string): Promise<ColdRun> {
  const { track } = await import('./cleanup.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), CHILD_FLAG, dump], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const untrack = track({
    stop: async () => {
      child.kill('SIGKILL');
    },
    kill: () => {
      child.kill('SIGKILL');
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  untrack();
  const line = stdout.trim().split('\n').at(-1) ?? '';
  if (code !== 0 || !line.startsWith('{'))
    throw new Error(`the cold lookbook process failed (${code}): ${stderr.trim()}`);
  return JSON.parse(line) as ColdRun;
}

const ms = (value: number) => value.toFixed(0);

export async function lookbookSuite(root: string, runs: number): Promise<SuiteReport> {
  const started = Date.now();
  const { buildPgliteSnapshots } = await import('../../tests/support/db-snapshot.ts');
  const { createLookbookGenerator } = await import('../../server/modules/lookbook/index.ts');
  const { createLocalContentEvents } = await import('../../server/platform/content-events.ts');
  const { median } = await import('./stats.ts');
  const snapshots = await buildPgliteSnapshots((line) => console.log(line));
  const workDir = await mkdtemp(path.join(tmpdir(), 'atelier-bench-lookbook-'));
  try {
    // As in production once the media.warm job has run: the pre-sized JPEGs are stored already.
    const handle = await openDump(snapshots.seeded);
    const encodeStarted = performance.now();
    const preparer = createLookbookGenerator(handle.db, createLocalContentEvents());
    await preparer.prepare();
    await preparer.close();
    const encodeMs = performance.now() - encodeStarted;
    if (!handle.pglite) throw new Error('expected PGlite');
    const storedDump = path.join(workDir, 'variants-stored.tar.gz');
    await writeFile(storedDump, Buffer.from(await (await handle.pglite.dumpDataDir('gzip')).arrayBuffer()));

    const cold: ColdRun[] = [];
    const coldUnencoded: ColdRun[] = [];
    for (let i = 1; i <= runs; i += 1) {
      cold.push(await coldRun(root, storedDump));
      coldUnencoded.push(await coldRun(root, snapshots.seeded));
      const [a, b] = [cold.at(-1), coldUnencoded.at(-1)];
      console.log(
        `[lookbook] cold run ${i}/${runs}: ${ms((a?.importMs ?? 0) + (a?.buildMs ?? 0))} ms with stored pictures, ` +
          `${ms((b?.importMs ?? 0) + (b?.buildMs ?? 0))} ms encoding them first`,
      );
    }

    const generator = createLookbookGenerator(handle.db, createLocalContentEvents());
    const first = await generator.build({ recipientFirstName: 'Zoë' });
    const warm: number[] = [];
    for (let i = 0; i < WARM_BUILDS; i += 1) {
      const buildStarted = performance.now();
      await generator.build({ recipientFirstName: NAMES[i % NAMES.length] ?? 'Zoë' });
      warm.push(performance.now() - buildStarted);
    }
    await generator.close();
    await handle.close();
    const sorted = [...warm].sort((a, b) => a - b);
    const warmMedian = median(warm);
    const total = (run: ColdRun) => run.importMs + run.buildMs;
    const coldMedian = median(cold.map(total));
    const unencodedMedian = median(coldUnencoded.map(total));
    console.log(`[lookbook] warm: median ${ms(warmMedian)} ms of ${WARM_BUILDS} builds`);

    const coldRow = (label: string, list: ColdRun[]) => [
      label,
      String(list.length),
      ms(median(list.map((run) => run.importMs))),
      ms(median(list.map((run) => run.buildMs))),
      ms(median(list.map(total))),
      list.map((run) => ms(total(run))).join(' / '),
    ];
    return {
      title: `Lookbook PDF (${first.pageCount} pages; cold median of ${runs}, warm median of ${WARM_BUILDS})`,
      method:
        'The lookbook generator (server/modules/lookbook) run from source with tsx on the seeded demo database (PGlite, the ' +
        'integration-test snapshot), without the HTTP layer. Cold: a fresh Node process per run opens the database ' +
        '(untimed), imports the generator (timed: module loading, including tsx compiling the sources, which the ' +
        'production bundle does not do) and builds one lookbook (timed: fonts, content, pictures, layout, PDF). ' +
        '"Pictures stored" is the production state once the media.warm job has encoded the JPEG variants; "encoded ' +
        'first" is a database where none exists yet. Warm: one process, one untimed build, then ' +
        `${WARM_BUILDS} builds for recipients in Latin, Polish, Vietnamese, Greek and Cyrillic script.`,
      tables: [
        {
          title: 'Cold: a fresh process, one build (ms)',
          headers: ['database', 'runs', 'import', 'first build', 'total', 'total of each run'],
          numeric: [1, 2, 3, 4],
          rows: [coldRow('pictures stored', cold), coldRow('pictures encoded first', coldUnencoded)],
        },
        {
          title: 'Warm: builds in one process (ms)',
          headers: ['builds', 'min', 'median', 'p90', 'max'],
          numeric: [0, 1, 2, 3, 4],
          rows: [
            [
              String(warm.length),
              ms(sorted[0] ?? 0),
              ms(warmMedian),
              ms(sorted[Math.floor(sorted.length * 0.9)] ?? 0),
              ms(sorted.at(-1) ?? 0),
            ],
          ],
        },
        {
          title: 'The PDF',
          headers: ['pages', 'bytes', 'MB', 'pictures encoded for it (ms, untimed setup)'],
          numeric: [0, 1, 2, 3],
          rows: [
            [
              String(first.pageCount),
              String(first.pdf.byteLength),
              (first.pdf.byteLength / 2 ** 20).toFixed(2),
              ms(encodeMs),
            ],
          ],
        },
      ],
      targets: [
        {
          target: `lookbook warm build ≤ ${WARM_TARGET_MS} ms (median)`,
          measured: `${ms(warmMedian)} ms`,
          met: warmMedian <= WARM_TARGET_MS,
        },
        {
          target: `lookbook cold (fresh process, import + first build) ≤ ${COLD_TARGET_MS / 1000} s`,
          measured: `${ms(coldMedian)} ms with stored pictures; ${ms(unencodedMedian)} ms when they are encoded first`,
          met: coldMedian <= COLD_TARGET_MS,
        },
        {
          target: 'lookbook PDF ≤ 10 MB',
          measured: `${(first.pdf.byteLength / 2 ** 20).toFixed(2)} MB`,
          met: first.pdf.byteLength <= SIZE_TARGET_BYTES,
        },
        {
          target: `lookbook has ${MIN_PAGES}+ pages with the demo content`,
          measured: `${first.pageCount} pages`,
          met: first.pageCount >= MIN_PAGES,
        },
      ],
      notes: [
        'The cold target is judged with the pictures stored (the state of a running site); the first build after ' +
          'seeding or uploading also encodes each picture once (two encodes at a time, server/modules/media/encode.ts), ' +
          'and stores it for every later process.',
      ],
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === CHILD_FLAG) {
  const dump = process.argv[3];
  if (!dump) throw new Error(`${CHILD_FLAG} needs a database dump`);
  coldChild(dump).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}
