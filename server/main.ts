import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import type { GeneratedAdmin } from './auth/first-admin.ts';
import { bootRuntime } from './boot.ts';
import type { Env } from './env.ts';
import { ConfigError } from './errors.ts';
import type { AppLoadContext } from './ssr/app-context.ts';
import type { SsrHandler } from './ssr/ssr-handler.ts';

export interface StartOptions {
  env: Env;
  /** builds the page renderer once the database is open */
  makeSsr: (context: AppLoadContext) => SsrHandler;
  clientAssetsDir?: string;
}

/**
 * The process: boot, listen, and on SIGTERM/SIGINT stop accepting, drain in-flight requests and
 * jobs, close the database, exit 0 (SECURITY 15).
 */
export async function startServer({ env, makeSsr, clientAssetsDir }: StartOptions) {
  const runtime = await bootRuntime(env);
  const { deps } = runtime;
  const app = createApp(deps, {
    ssr: makeSsr({ db: deps.db, publicUrl: env.publicUrl, appSecret: deps.secrets.appSecret }),
    clientAssetsDir,
  });
  const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT });
  // Slow clients must not hold sockets forever: headers within 15 s, the whole request within 30 s.
  // An idle keep-alive connection may stay longer than a client or proxy would reuse it (their
  // idle timeouts are commonly 60 s): closing first makes a reused connection fail with ECONNRESET.
  if ('headersTimeout' in server) {
    server.headersTimeout = 15_000;
    server.requestTimeout = 30_000;
    server.keepAliveTimeout = 65_000;
  }
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const url = env.PUBLIC_URL ?? `http://localhost:${port}`;
  console.log(`\n  Atelier is running at ${url}\n`);
  console.log(signInHint(url, runtime.firstAdmin));

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    runtime.startDraining();
    console.log(`[server] ${signal}: draining …`);
    const force = setTimeout(() => {
      console.error('[server] drain timed out, exiting');
      process.exit(1);
    }, 20_000);
    force.unref();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await runtime.stop();
    console.log('[server] stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  return { server, port, shutdown };
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
