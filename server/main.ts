import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { bootRuntime } from './boot.ts';
import type { GeneratedAdmin } from './modules/identity/index.ts';
import type { Env } from './platform/env.ts';
import { ConfigError } from './platform/errors.ts';
import { withKeptAnswers } from './platform/http/kept-answers.ts';
import type { AppLoadContext } from './platform/http/ssr/app-context.ts';
import type { SsrHandler } from './platform/http/ssr/ssr-handler.ts';

export interface StartOptions {
  env: Env;
  /** builds the page renderer once the database is open */
  makeSsr: (context: AppLoadContext) => SsrHandler;
  clientAssetsDir?: string;
  /** the lookbook worker's module in the production bundle (default: the source's, for tsx) */
  lookbookWorkerFile?: string;
  /** the slow-client limits; tests shorten them to see them act */
  limits?: Partial<ConnectionLimits>;
}

/**
 * Slow clients must not hold sockets: the headers within 15 s, the whole request within 30 s,
 * checked every second (Node's default check runs every 30 s, so a limit could take 45 s to act).
 * An idle keep-alive connection may stay longer than a client or proxy would reuse it (their idle
 * timeouts are commonly 60 s): closing first makes a reused connection fail with ECONNRESET.
 */
export interface ConnectionLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  checkEveryMs: number;
}

export const CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 65_000,
  checkEveryMs: 1_000,
};

/**
 * The process: boot, listen, and on SIGTERM/SIGINT drain (SECURITY 15): /readyz answers 503 at
 * once; after SHUTDOWN_DELAY_SECONDS (SIGTERM only) the port closes, so new connections are
 * refused; requests in flight and running jobs finish; the database closes; exit 0.
 */
export async function startServer({ env, makeSsr, clientAssetsDir, lookbookWorkerFile, limits: given }: StartOptions) {
  const runtime = await bootRuntime(env, console.log, { lookbookWorkerFile });
  const { deps } = runtime;
  const app = createApp(deps, {
    ssr: makeSsr({ db: deps.db, publicUrl: env.publicUrl, appSecret: deps.secrets.appSecret }),
    clientAssetsDir,
  });
  const limits = { ...CONNECTION_LIMITS, ...given };
  const server = serve({
    // Kept public answers are written straight to the socket once the app has answered them (ADR 019).
    ...withKeptAnswers(app.fetch, deps.caches),
    hostname: env.HOST,
    port: env.PORT,
    serverOptions: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkEveryMs,
    },
  });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const url = env.PUBLIC_URL ?? `http://localhost:${port}`;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    runtime.startDraining();
    // SIGINT is a person at a terminal: no load balancer to tell, no reason to wait.
    const delayMs = signal === 'SIGTERM' ? env.SHUTDOWN_DELAY_SECONDS * 1000 : 0;
    console.log(`[server] ${signal}: draining${delayMs > 0 ? `, the port closes in ${delayMs / 1000} s` : ''} …`);
    const force = setTimeout(() => {
      console.error('[server] drain timed out, exiting');
      process.exit(1);
    }, delayMs + 20_000);
    force.unref();
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    // close() stops accepting and ends the connections idle right now; a connection busy with a
    // request becomes idle (keep-alive) once answered and would stay open for keepAliveTimeout, so
    // the idle ones are closed again until the last is gone.
    const closeIdle = setInterval(() => closeIdleConnections(server), 250);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    clearInterval(closeIdle);
    await runtime.stop();
    console.log('[server] stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  // Only now: whoever starts the process on this line (a supervisor, a test) may signal it at once.
  console.log(`\n  Atelier is running at ${url}\n`);
  console.log(signInHint(url, runtime.firstAdmin));
  return { server, port, shutdown };
}

function closeIdleConnections(server: ReturnType<typeof serve>): void {
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}

/** How to reach the admin; the demo admin's password is shown this once (D16). */
function signInHint(url: string, firstAdmin: GeneratedAdmin | null): string {
  if (!firstAdmin) return `  Admin: ${url}/admin/login\n`;
  return [
    `  Admin: ${url}/admin/login`,
    `    username  ${firstAdmin.username}`,
    `    password  ${firstAdmin.password}`,
    '  This password is shown once. Keep it, or set a new one with',
    `  \`npm run admin -- reset-password ${firstAdmin.username}\` (stop the server first).`,
    '',
  ].join('\n');
}

/** Runs `start`; a configuration mistake prints its one clear message and exits 1 (no stack to bury it). */
export async function exitOnConfigError(start: () => Promise<unknown>): Promise<void> {
  try {
    await start();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
