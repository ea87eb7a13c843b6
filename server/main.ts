import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { bootRuntime, runtimeAppOptions } from './boot.ts';
import type { Env } from './env.ts';
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
  let draining = false;
  const app = createApp({
    ...runtimeAppOptions(runtime, env),
    isDraining: () => draining,
    ssr: makeSsr({ db: runtime.handle.db, publicUrl: env.publicUrl, appSecret: runtime.appSecret }),
    clientAssetsDir,
    production: env.NODE_ENV === 'production',
    https: env.publicUrl.startsWith('https://'),
  });
  const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT });
  // Slow clients must not hold sockets forever.
  if ('headersTimeout' in server) {
    server.headersTimeout = 15_000;
    server.requestTimeout = 30_000;
    server.keepAliveTimeout = 5_000;
  }
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  console.log(`\n  Atelier is running at ${env.PUBLIC_URL ?? `http://localhost:${port}`}\n`);

  const shutdown = async (signal: string) => {
    if (draining) return;
    draining = true;
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
