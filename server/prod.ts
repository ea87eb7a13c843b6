/**
 * Production entry. Vite bundles this file together with the React Router server build
 * (vite.config.ts), so routes and server share one module graph; `npm start` runs the result.
 */

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as build from 'virtual:react-router/server-build';
import { exitOnConfigError, startServer } from './main.ts';
import { parseEnv } from './platform/env.ts';
import { createSsrHandler } from './platform/http/ssr/ssr-handler.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

await exitOnConfigError(() =>
  startServer({
    env: parseEnv(),
    makeSsr: (context) => createSsrHandler(build, 'production', context),
    // This file runs as <build>/server/index.js; the browser assets are in <build>/client.
    clientAssetsDir: path.resolve(here, '../client'),
    // The lookbook worker's own bundle, beside this one (vite.config.ts builds both).
    lookbookWorkerFile: path.join(here, 'lookbook-worker.js'),
  }),
);
