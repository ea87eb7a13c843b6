/**
 * `npm run dev`: Vite in middleware mode serves the browser modules with HMR; the server modules
 * and routes are loaded through Vite too, so they share one module graph and pick up edits.
 */
import { createServer as createHttpServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import { parseEnv } from './platform/env.ts';

const env = { ...parseEnv(), NODE_ENV: 'development' as const };
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });

type ServerModules = {
  app: typeof import('./app.ts');
  boot: typeof import('./boot.ts');
  ssr: typeof import('./platform/http/ssr/ssr-handler.ts');
};
const load = async (): Promise<ServerModules> => ({
  app: (await vite.ssrLoadModule('/server/app.ts')) as ServerModules['app'],
  boot: (await vite.ssrLoadModule('/server/boot.ts')) as ServerModules['boot'],
  ssr: (await vite.ssrLoadModule('/server/platform/http/ssr/ssr-handler.ts')) as ServerModules['ssr'],
});

const modules = await load();
const runtime = await modules.boot.bootRuntime(env);
const ssr = modules.ssr.createSsrHandler(
  () => vite.ssrLoadModule('virtual:react-router/server-build') as never,
  'development',
  { db: runtime.deps.db, publicUrl: env.publicUrl, appSecret: runtime.deps.secrets.appSecret },
);
const app = modules.app.createApp(runtime.deps, { ssr });
const listener = getRequestListener(app.fetch);

const server = createHttpServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));
server.listen(env.PORT, env.HOST, () => {
  console.log(`\n  Atelier (development) at http://localhost:${env.PORT}`);
  console.log('  Page and component edits reload in place; restart for server/ changes.\n');
});

const stop = async () => {
  server.close();
  await vite.close();
  await runtime.stop();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
