import Tinypool from 'tinypool';
import type { LookbookContent } from './lookbook-content.ts';
import type { LookbookTask, LookbookTaskResult } from './lookbook-worker.ts';

export interface LookbookPoolTask extends Omit<LookbookTask, 'content'> {
  content: LookbookContent;
}

export interface LookbookPool {
  build(task: LookbookPoolTask): Promise<LookbookTaskResult>;
  /** Every worker loads its fonts now rather than on its first build. */
  prepare(): Promise<void>;
  /** Waits for the builds in progress, then ends the worker threads. */
  close(): Promise<void>;
}

/**
 * The JPEG bytes as the worker gets them: a copy in shared memory, made once per picture while the
 * content cache keeps it (keyed by the cached Buffer), so a build sends views, not megabytes.
 * docs/performance.md has the figures that chose this over copying or transferring every build.
 */
const sharedBytes = new WeakMap<Buffer, Uint8Array>();
function sharedCopy(bytes: Buffer): Uint8Array {
  let shared = sharedBytes.get(bytes);
  if (!shared) {
    shared = new Uint8Array(new SharedArrayBuffer(bytes.length));
    shared.set(bytes);
    sharedBytes.set(bytes, shared);
  }
  return shared;
}

/**
 * Tinypool with `workers` threads, all kept (fonts are parsed once per thread). The build gate in
 * front of it (build-gate.ts) never hands it more builds than it has threads, so its own queue
 * stays empty: the gate's `maxQueued` is the one queue bound, and it refuses before a request
 * writes anything, which a bound inside the pool could not (a task is only sent once it is known).
 * A worker that throws or crashes rejects its build; Tinypool starts a new thread for the next.
 * A build that has not answered within `timeoutMs` is abandoned: Tinypool ends its thread and starts
 * another, and the build rejects. Without it a thread that stopped without an error (Tinypool
 * listens for a thread's errors, not its exit) or a layout that never ends would hold its place in
 * the gate for ever, and after `workers` such builds every download would wait.
 */
export function createLookbookPool({
  workers,
  workerFile,
  timeoutMs,
}: {
  workers: number;
  workerFile: string;
  timeoutMs: number;
}): LookbookPool {
  const pool = new Tinypool({
    filename: workerFile,
    minThreads: workers,
    maxThreads: workers,
  });
  const run = async (task: LookbookTask): Promise<unknown> => {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      return await pool.run(task, { signal });
    } catch (error) {
      if (signal.aborted) throw new Error(`the lookbook worker did not answer within ${timeoutMs / 1000} s`);
      throw error;
    }
  };
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    const forget = () => inFlight.delete(work);
    work.then(forget, forget);
    return work;
  };

  return {
    build({ content, ...rest }) {
      const images = new Map<string, Uint8Array>();
      for (const [key, bytes] of content.images) images.set(key, sharedCopy(bytes));
      const task: LookbookTask = { ...rest, content: { ...content, images } };
      return track(run(task) as Promise<LookbookTaskResult>);
    },
    async prepare() {
      // Not timed: it starts the threads, which a busy machine may take long to do, and holds no place.
      await track(Promise.all(Array.from({ length: workers }, () => pool.run(null, { name: 'prepare' }))));
    },
    async close() {
      await Promise.allSettled([...inFlight]);
      await pool.destroy();
    },
  };
}
