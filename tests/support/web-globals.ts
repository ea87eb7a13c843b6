import { afterAll } from 'vitest';

/**
 * An integration file that starts a real HTTP server (`serve()` of @hono/node-server) leaves the
 * global `Request` and `Response` replaced by that package's lightweight ones. The integration
 * files share one module graph per worker (vitest.config.ts), so every file after it would build
 * its answers with them, and a lightweight Response forgets a header set on it once its body is
 * read (it rebuilds itself from its first headers): `Cache-Control: no-store`, set after the
 * handler, vanished from answers the test read as JSON first. Each file therefore ends with the
 * platform's own classes back in place, as the next file would find them in a fresh process.
 */
const SAVED = Symbol.for('atelier.tests.platformWebGlobals');
type Saved = { Request: typeof Request; Response: typeof Response };
const store = globalThis as typeof globalThis & { [SAVED]?: Saved };
// The first file of a worker sees the platform's classes; later files find them saved.
store[SAVED] ??= { Request: globalThis.Request, Response: globalThis.Response };
const platform = store[SAVED];

afterAll(() => {
  Object.defineProperty(globalThis, 'Request', { value: platform.Request, writable: true, configurable: true });
  Object.defineProperty(globalThis, 'Response', { value: platform.Response, writable: true, configurable: true });
});
