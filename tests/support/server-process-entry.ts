/**
 * The production server's own start (`startServer`: boot, listen, limits, signals) without the
 * React build, for tests that need the real process: sockets, signals, exit codes. Pages answer a
 * plain document; everything else (API, health checks, jobs) is the app as it runs.
 * TEST_LIMITS (JSON) shortens the slow-client limits so a test sees them act in seconds.
 */

import { exitOnConfigError, startServer } from '../../server/main.ts';
import { parseEnv } from '../../server/platform/env.ts';

const limits = process.env.TEST_LIMITS ? JSON.parse(process.env.TEST_LIMITS) : undefined;

await exitOnConfigError(() =>
  startServer({
    env: parseEnv(),
    makeSsr: () => async () =>
      new Response('<!doctype html><title>page</title>', { headers: { 'Content-Type': 'text/html' } }),
    limits,
  }),
);
