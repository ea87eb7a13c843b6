/**
 * Production entry. Vite bundles this file together with the React Router server build
 * (vite.config.ts), so routes and server share one module graph; `npm start` runs the result.
 */
import * as build from 'virtual:react-router/server-build';
import { parseEnv } from './env.ts';
import { startServer } from './main.ts';
import { projectPath } from './project-root.ts';
import { createSsrHandler } from './ssr/ssr-handler.ts';

const env = parseEnv();
await startServer({
  env,
  makeSsr: (context) => createSsrHandler(build, 'production', context),
  clientAssetsDir: projectPath('build/client'),
});
