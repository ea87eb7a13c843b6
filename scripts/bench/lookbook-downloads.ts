import { fileURLToPath } from 'node:url';

/**
 * Lookbook downloads for the lookbook-load suite, in a process of their own: receiving a dozen
 * PDFs a second (about 17 MB/s) keeps a Node process busy, and a probe in that same process would
 * time its own event loop, not the server (measured: home p99 128 ms with the downloads beside the
 * probe, 49 ms with them apart). Forked by lookbook-load-suite.ts, which sends back what came.
 *
 *   fork(this file, [baseUrl, visitors, untilEpochMs, firstVisitor]) → message: Download[]
 */

export interface Download {
  status: number;
  retryAfter: string | null;
  ms: number;
}

/** One visitor's download: its own address (X-Forwarded-For, one trusted hop) and e-mail. */
export async function download(baseUrl: string, visitor: number): Promise<Download> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/lookbook/download`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: baseUrl,
      'X-Forwarded-For': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
    },
    body: JSON.stringify({ name: `Bench Visitor${visitor}`, email: `bench${visitor}@example.com` }),
  });
  await response.arrayBuffer();
  return { status: response.status, retryAfter: response.headers.get('retry-after'), ms: performance.now() - started };
}

/** `visitors` downloading back to back until `until`, each download its own visitor number from `first`. */
async function downloadUntil(baseUrl: string, visitors: number, until: number, first: number): Promise<Download[]> {
  const done: Download[] = [];
  let next = first;
  await Promise.all(
    Array.from({ length: visitors }, async () => {
      while (Date.now() < until) {
        next += 1;
        done.push(await download(baseUrl, next));
      }
    }),
  );
  return done;
}

// Run as the forked process (not when the suite imports `download`).
if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  const [baseUrl = '', visitors, until, first] = process.argv.slice(2);
  const done = await downloadUntil(baseUrl, Number(visitors), Number(until), Number(first));
  process.send(done, () => process.exit(0));
}
