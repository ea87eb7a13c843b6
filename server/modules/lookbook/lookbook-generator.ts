import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentEvents } from '../../platform/content-events.ts';
import type { Database } from '../../platform/db/client.ts';
import { createBuildGate } from './build-gate.ts';
import { type LookbookContent, loadLookbookContent } from './lookbook-content.ts';
import { lookbookFileName } from './lookbook-file-name.ts';
import { createLookbookPool, type LookbookPool } from './lookbook-pool.ts';

export { LookbookBusyError } from './build-gate.ts';

/**
 * The worker's module when the server runs from source (Vitest, `npm run dev`, tsx scripts): next
 * to this file, a JavaScript step that loads lookbook-worker.ts through tsx. The production bundle
 * has its own worker file, whose path its entry (server/prod.ts) passes as `workerFile`.
 */
const SOURCE_WORKER_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lookbook-worker-source.mjs');

export interface LookbookGeneratorOptions {
  /**
   * worker threads, i.e. lookbooks built at the same time (default 1: on two cores one stays free
   * for pages)
   */
  maxConcurrent?: number;
  /** requests waiting for a worker before further ones are refused with LookbookBusyError (default 6) */
  maxQueued?: number;
  /**
   * how long a build may take in its worker before it is abandoned and the thread replaced (default
   * 60 s; a cold build takes about 3 s)
   */
  buildTimeoutMs?: number;
  /** the worker's module (default: lookbook-worker-source.mjs beside this file; the production build passes its bundle) */
  workerFile?: string;
  /** the public site's address for the contact page (e.g. env.PUBLIC_URL); left out when absent */
  siteUrl?: string;
  /** the clock, for the year on the cover */
  now?: () => Date;
}

export interface LookbookResult {
  pdf: Buffer;
  /** e.g. "larch-and-lime-design-lookbook.pdf" (ASCII) */
  fileName: string;
  pageCount: number;
  /** the worker thread that built it (tests show it is not the main thread) */
  threadId: number;
}

/** A place in the build queue, taken before the request writes anything (LookbookGenerator.reserve). */
export interface LookbookReservation {
  /** Builds the lookbook when a worker is free. Once per reservation. */
  build(input: { recipientFirstName: string }): Promise<LookbookResult>;
  /** Gives the place back unused; a no-op once build() was called. Call it in `finally`. */
  release(): void;
}

export interface LookbookGenerator {
  /**
   * A lookbook for one visitor. `recipientFirstName` is shown as "Prepared for {name}" on the cover
   * and greets them in the letter; it may hold any Unicode and is only ever drawn as text. A name
   * the bundled fonts cannot draw (CJK, Arabic …) is replaced by "you" rather than shown as boxes.
   * Rejects with LookbookBusyError when too many are being built (SECURITY 14).
   */
  build(input: { recipientFirstName: string }): Promise<LookbookResult>;
  /**
   * Takes a place in the queue now, or throws LookbookBusyError at once: a route that writes before
   * it builds (the public download makes a lead) reserves first, so a refused request writes nothing.
   */
  reserve(): LookbookReservation;
  /** Loads content and pictures, and the worker's fonts, ahead of the first visitor (optional, e.g. after boot). */
  prepare(): Promise<void>;
  /** Stops listening for content changes and stops the workers once their builds are done (tests, shutdown). */
  close(): Promise<void>;
}

/**
 * Builds lookbooks from the studio's content. The database reads and the content cache stay on the
 * main thread: the content and each picture's JPEG bytes are kept until the content changes
 * (platform/content-events.ts). Layout and PDF writing, the CPU part, run in a worker thread
 * (lookbook-worker.ts, through lookbook-pool.ts), so pages and /healthz answer while a lookbook is
 * being built. The build gate is the one bound: as many workers as builds may run, `maxQueued` waiting.
 */
export function createLookbookGenerator(
  db: Database,
  events: ContentEvents,
  options: LookbookGeneratorOptions = {},
): LookbookGenerator {
  const workers = options.maxConcurrent ?? 1;
  const gate = createBuildGate({ maxConcurrent: workers, maxQueued: options.maxQueued ?? 6 });
  const now = options.now ?? (() => new Date());
  let content: Promise<LookbookContent> | null = null;
  let images = new Map<string, Buffer>();
  // Started on first use: a generator that never builds (most tests, a server nobody asks) costs no thread.
  let pool: LookbookPool | null = null;
  let closed = false;
  const poolOf = () => {
    // After close() (shutdown), no new thread: a late request gets an error, not a worker that keeps the process.
    if (closed) throw new Error('the lookbook generator is closed');
    pool ??= createLookbookPool({
      workers,
      workerFile: options.workerFile ?? SOURCE_WORKER_FILE,
      timeoutMs: options.buildTimeoutMs ?? 60_000,
    });
    return pool;
  };

  const stopListening = events.subscribe(() => {
    content = null;
  });

  function loadContent(): Promise<LookbookContent> {
    if (content) return content;
    const loading = loadLookbookContent(db, images).then((loaded) => {
      // Only what this content shows is kept; pictures of removed projects are let go.
      images = loaded.images;
      return loaded;
    });
    content = loading;
    loading.catch(() => {
      if (content === loading) content = null;
    });
    return loading;
  }

  async function build(recipientFirstName: string): Promise<LookbookResult> {
    const loaded = await loadContent();
    const built = await poolOf().build({
      content: loaded,
      recipientFirstName,
      year: now().getFullYear(),
      siteUrl: options.siteUrl,
    });
    return {
      pdf: Buffer.from(built.pdf.buffer, built.pdf.byteOffset, built.pdf.length),
      fileName: lookbookFileName(loaded.settings.studioName),
      pageCount: built.pageCount,
      threadId: built.threadId,
    };
  }

  function reserve(): LookbookReservation {
    const place = gate.enter();
    return {
      build: ({ recipientFirstName }) => place.run(() => build(recipientFirstName)),
      release: () => place.leave(),
    };
  }

  return {
    build: ({ recipientFirstName }) => gate.run(() => build(recipientFirstName)),
    reserve,
    prepare: async () => {
      await Promise.all([loadContent(), poolOf().prepare()]);
    },
    close: async () => {
      closed = true;
      stopListening();
      await pool?.close();
    },
  };
}
