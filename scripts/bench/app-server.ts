import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { track } from './cleanup.ts';

export interface AppServer {
  baseUrl: string;
  port: number;
  pid: number;
  /** seconds from spawn to /readyz answering (includes the demo seed) */
  startSeconds: number;
  /** lines the server printed to stderr after it was ready (errors during the benchmark) */
  errorLines(): string[];
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 180_000;

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function waitUntilReady(child: ChildProcess, baseUrl: string, log: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not ready after ${READY_TIMEOUT_MS / 1000} s:\n${log()}`);
}

export interface AppServerOptions {
  /** more environment, over the defaults below (DATABASE_URL, ADMIN_USERNAME/ADMIN_PASSWORD …) */
  env?: Record<string, string>;
  /** a DATA_DIR the caller prepared (and removes); by default a fresh one, removed at stop */
  dataDir?: string;
}

/**
 * The production server (`node <build>/server/index.js`) on a fresh temporary DATA_DIR, so the
 * demo studio is seeded at first start and every benchmark sees the same content.
 */
export async function startAppServer(
  root: string,
  entry: string,
  port: number,
  options: AppServerOptions = {},
): Promise<AppServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'atelier-bench-data-')));
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  // From the project root, like `npm start`: the server resolves its assets and ./.env from there.
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      // Empty means "not set" to the server, and it keeps a DATABASE_URL in ./.env from applying.
      DATABASE_URL: '',
      SEED_DEMO: 'auto',
      ...options.env,
    },
  });
  let ready = false;
  const bootLog: string[] = [];
  const errors: string[] = [];
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    if (!ready) bootLog.push(chunk);
    if (!ready) process.stdout.write(chunk.replace(/^(?=.)/gm, '  server │ '));
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    if (ready) errors.push(...chunk.split('\n').filter(Boolean));
    else bootLog.push(chunk);
    process.stderr.write(chunk.replace(/^(?=.)/gm, '  server │ '));
  });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      // The server drains for up to 20 s itself; after that it is stuck.
      const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
      await exited(child);
      clearTimeout(timer);
    }
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  const untrack = track({
    stop,
    kill: () => {
      child.kill('SIGKILL');
    },
  });

  try {
    await waitUntilReady(child, baseUrl, () => bootLog.join(''));
  } catch (error) {
    untrack();
    await stop();
    throw error;
  }
  ready = true;
  return {
    baseUrl,
    port,
    pid: child.pid ?? 0,
    startSeconds: (Date.now() - started) / 1000,
    errorLines: () => [...errors],
    stop: async () => {
      untrack();
      await stop();
    },
  };
}
