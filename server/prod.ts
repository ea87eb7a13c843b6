/**
 * Production entry. Vite bundles this file together with the React Router server build
 * (vite.config.ts), so routes and server share one module graph; `npm start` runs the result.
 */

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as build from 'virtual:react-router/server-build';
import { EmailConfigError } from './email/email-config.ts';
import { EnvError, parseEnv } from './env.ts';
import { startServer } from './main.ts';
import { createSsrHandler } from './ssr/ssr-handler.ts';

try {
  await startServer({
    env: parseEnv(),
    makeSsr: (context) => createSsrHandler(build, 'production', context),
    // This file runs as <build>/server/index.js; the browser assets are in <build>/client.
    clientAssetsDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client'),
  });
} catch (error) {
  // Configuration mistakes are the operator's to fix: the message says what, a stack would bury it.
  if (!(error instanceof EnvError || error instanceof EmailConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
