/**
 * `npm run bench`: the performance benchmark harness (docs/performance.md says what and why).
 * Builds if needed, starts the production server on a fresh database, warms it, runs the suites,
 * prints and records the figures, stops everything it started. It reports; it never fails a build
 * over a missed target (exit 0), only when it could not measure (exit 1).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminBundleSuite } from './admin-bundle-suite.ts';
import { adminListsSuite } from './admin-lists-suite.ts';
import { analyticsSuite } from './analytics-suite.ts';
import { startAppServer } from './app-server.ts';
import { ensureBuild, serverEntry } from './build.ts';
import { bytesSuite } from './bytes-suite.ts';
import { installExitHandlers, isInterrupted, stopAll } from './cleanup.ts';
import { gitRevision } from './git-revision.ts';
import { leadsSuite } from './leads-suite.ts';
import { lighthouseSuite } from './lighthouse-suite.ts';
import { lookbookSuite } from './lookbook-suite.ts';
import { describeMachine, loadAverage } from './machine.ts';
import { parseOptions, type SuiteName, USAGE } from './options.ts';
import { benchmarkPages } from './pages.ts';
import { freePort } from './ports.ts';
import { appendToPerformanceDoc, runMarkdown, suiteConsole, targetsTable } from './report.ts';
import { serverSuite } from './server-suite.ts';
import { soakSuite } from './soak-suite.ts';
import type { SuiteReport } from './suite-report.ts';
import { warmUp } from './warm-up.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DOC = path.join(ROOT, 'docs/performance.md');

function commandLine(args: string[]): string {
  const quoted = args.map((arg) => (/^[\w./=:,-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`));
  const prefix = process.env.BUILD_DIR ? `BUILD_DIR=${process.env.BUILD_DIR} ` : '';
  if (process.env.npm_lifecycle_event === 'bench') {
    return `${prefix}npm run bench${quoted.length > 0 ? ` -- ${quoted.join(' ')}` : ''}`;
  }
  return `${prefix}npx tsx scripts/bench/run.ts${quoted.length > 0 ? ` ${quoted.join(' ')}` : ''}`;
}

function describeBuild(buildDir: string, state: ReturnType<typeof ensureBuild>, seconds: number): string {
  const states = {
    built: `built for this run (${Math.round(seconds)} s)`,
    stale: 'older than the sources (--no-build)',
    'up to date': 'up to date with the sources',
  };
  return `Build: ${buildDir}/ — ${states[state]}`;
}

/** A suite that crashed still gets a section, saying so, and the other suites still run. */
function crashedSuite(name: SuiteName, error: unknown, seconds: number): SuiteReport {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return {
    title: `${name} suite`,
    method: 'The suite stopped with an error before it could report.',
    tables: [],
    targets: [{ target: `${name} suite completes`, measured: message.split('\n')[0] ?? 'error', met: false }],
    notes: [`Error: ${message.split('\n').slice(0, 3).join(' ')}`],
    seconds,
  };
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const options = parseOptions(args);
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  installExitHandlers();
  const startedAt = new Date();
  const loadBefore = loadAverage();
  // Taken before anything runs: a commit made meanwhile is not what was measured.
  const revision = gitRevision(ROOT);
  const suites: SuiteReport[] = [];
  const setup: string[] = [];
  let crashed = false;
  const measure = async (name: SuiteName, run: () => Promise<SuiteReport>) => {
    const suiteStarted = Date.now();
    try {
      suites.push(await run());
    } catch (error) {
      // A browser killed by the same Ctrl-C is not a failure of the suite.
      if (isInterrupted()) return;
      crashed = true;
      console.error(`[bench] the ${name} suite failed:`, error);
      suites.push(crashedSuite(name, error, (Date.now() - suiteStarted) / 1000));
    }
    console.log(suiteConsole(suites.at(-1) as SuiteReport));
  };

  // The lookbook and leads suites run from source on their own databases: no build, no server. The
  // admin-lists and soak suites start production servers of their own (their databases differ).
  const ownServers: SuiteName[] = ['lookbook', 'leads', 'admin-lists', 'soak', 'admin-bundle', 'analytics'];
  const serverSuites = options.suites.filter((name) => !ownServers.includes(name));
  const buildDir = process.env.BUILD_DIR ?? 'build';
  let built = false;
  const build = (): string => {
    if (!built) {
      const buildStarted = Date.now();
      const buildState = ensureBuild(ROOT, buildDir, !options.build);
      setup.push(describeBuild(buildDir, buildState, (Date.now() - buildStarted) / 1000));
      built = true;
    }
    return serverEntry(ROOT, buildDir);
  };
  let serverErrors: string[] = [];
  if (serverSuites.length > 0) {
    const entry = build();

    const serverPort = options.basePort ?? (await freePort());
    const barePort = options.basePort ? options.basePort + 1 : await freePort();
    const chromePort = options.basePort ? options.basePort + 2 : undefined;
    console.log(
      `[bench] starting the production server from ${buildDir}/ on port ${serverPort} with a fresh database …`,
    );
    const server = await startAppServer(ROOT, entry, serverPort);
    setup.push(
      `Server: production build, fresh temporary DATA_DIR with the demo studio, ready in ${Math.round(server.startSeconds)} s`,
    );
    try {
      const pages = await benchmarkPages(server.baseUrl);
      console.log(`[bench] warming up: ${pages.length} pages and every image URL on them …`);
      const warm = await warmUp(
        server.baseUrl,
        pages,
        serverSuites.some((name) => name !== 'server'),
      );
      setup.push(
        `Warm-up: ${warm.pages} pages and ${warm.images} image URLs requested once in ${Math.round(warm.seconds)} s` +
          (warm.failed.length > 0 ? `; failed: ${warm.failed.slice(0, 5).join('; ')}` : ''),
      );
      console.log(`[bench] ${setup.at(-1)}`);

      for (const name of serverSuites) {
        if (isInterrupted()) break;
        await measure(name, async () => {
          if (name === 'lighthouse') {
            const reportsDir = await mkdtemp(path.join(tmpdir(), 'atelier-bench-lighthouse-'));
            return lighthouseSuite(server.baseUrl, pages, options.runs, chromePort, reportsDir);
          }
          if (name === 'bytes') return bytesSuite(server.baseUrl, options.runs);
          return serverSuite(server.baseUrl, server.pid, options.runs, barePort);
        });
      }
    } finally {
      await server.stop();
    }
    serverErrors = server.errorLines();
  }
  if (options.suites.includes('lookbook') && !isInterrupted()) {
    await measure('lookbook', () => lookbookSuite(ROOT, options.runs));
  }
  if (options.suites.includes('leads') && !isInterrupted()) {
    await measure('leads', () => leadsSuite(options.runs));
  }
  if (options.suites.includes('admin-bundle') && !isInterrupted()) {
    await measure('admin-bundle', async () => {
      build();
      return adminBundleSuite(path.join(ROOT, buildDir));
    });
  }
  if (options.suites.includes('admin-lists') && !isInterrupted()) {
    await measure('admin-lists', () => adminListsSuite(ROOT, build(), options.runs));
  }
  if (options.suites.includes('soak') && !isInterrupted()) {
    await measure('soak', () => soakSuite(ROOT, build(), { connections: 200, seconds: options.soakSeconds }));
  }

  if (options.suites.includes('analytics') && !isInterrupted()) {
    await measure('analytics', () => analyticsSuite(ROOT, build(), options.runs, options.basePort));
  }

  // The signal handler is stopping everything and exits by itself; half a run is not a result.
  if (isInterrupted()) return new Promise<number>(() => {});
  if (serverErrors.length > 0) {
    setup.push(`The server logged ${serverErrors.length} error line(s) during the run, first: ${serverErrors[0]}`);
  }
  const section = runMarkdown(
    {
      startedAt,
      command: commandLine(args),
      revision,
      machine: describeMachine(),
      loadBefore,
      loadAfter: loadAverage(),
      setup,
      note: options.note,
      seconds: (Date.now() - startedAt.getTime()) / 1000,
    },
    suites,
  );
  await appendToPerformanceDoc(DOC, section);

  const targets = suites.flatMap((suite) => suite.targets);
  const missed = targets.filter((t) => !t.met);
  console.log(`\n━━ Targets: ${targets.length - missed.length} of ${targets.length} met\n${targetsTable(targets)}`);
  console.log(`\n[bench] results appended to ${path.relative(ROOT, DOC)}`);
  return crashed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    console.error('[bench] could not run:', error instanceof Error ? error.message : error);
    await stopAll();
    process.exit(1);
  },
);
