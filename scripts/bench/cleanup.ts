/**
 * Everything the harness starts (servers, browsers, temporary directories) registers here, so it
 * is stopped on success, on error, on Ctrl-C and even on a crash: a benchmark must not leave
 * processes eating the cores others are measuring with.
 */
export interface Resource {
  /** graceful stop, awaited on the normal and the signal paths */
  stop(): Promise<void>;
  /** synchronous last resort when the process is exiting and cannot await anything */
  kill(): void;
}

const resources = new Set<Resource>();

/** Tracks a resource until the returned function is called (after it was stopped normally). */
export function track(resource: Resource): () => void {
  resources.add(resource);
  return () => resources.delete(resource);
}

/** Stops every tracked resource, newest first, never throwing. */
export async function stopAll(): Promise<void> {
  for (const resource of [...resources].reverse()) {
    resources.delete(resource);
    try {
      await resource.stop();
    } catch (error) {
      console.error('[bench] cleanup failed:', error instanceof Error ? error.message : error);
      resource.kill();
    }
  }
}

function killAll(): void {
  for (const resource of resources) {
    try {
      resource.kill();
    } catch {
      // already gone
    }
  }
  resources.clear();
}

let installed = false;
let interrupted = false;

/** True once a signal or a crash started the shutdown: results are incomplete, record nothing. */
export function isInterrupted(): boolean {
  return interrupted;
}

/** Signals and crashes stop what was started, then exit with the conventional code. */
export function installExitHandlers(): void {
  if (installed) return;
  installed = true;
  const onSignal = (signal: NodeJS.Signals, code: number) => {
    interrupted = true;
    console.error(`\n[bench] ${signal}: stopping servers and browsers …`);
    void stopAll().finally(() => process.exit(code));
  };
  process.once('SIGINT', () => onSignal('SIGINT', 130));
  process.once('SIGTERM', () => onSignal('SIGTERM', 143));
  process.on('uncaughtException', (error) => {
    interrupted = true;
    console.error('[bench] crashed:', error);
    void stopAll().finally(() => process.exit(1));
  });
  process.on('exit', killAll);
}
