/** Runs `work` when its turn comes; resolves or rejects as `work` does. */
export type InTurn = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * Turns at the embedded database, in arrival order, with the event loop let through between them.
 *
 * PGlite runs each query synchronously on the server's own thread and hands its lock to the next
 * caller in a microtask. Under load one event-loop turn so ran the queries of every waiting request
 * back to back, for a hundred milliseconds and more, and libuv accepts one new connection per loop
 * turn (libuv/libuv#3696): connections opened together waited in the kernel's accept queue until
 * the load stopped (docs/performance.md, the soak). Here the work runs one call at a time, and once
 * a run of calls (with what their callers did in between) has held the thread for `budgetMs`, the
 * next waits for setImmediate: a loop turn — timers, I/O, an accept — between each budget's worth.
 */
export function takeTurns(budgetMs: number, now: () => number = () => performance.now()): InTurn {
  const waiting: Array<() => void> = [];
  let running = false;
  // Not reset when the queue runs dry: that can happen between two queries of one request in the
  // same microtask run, which would then never yield.
  let runStartedAt = now();

  const startNext = (): void => {
    const next = waiting.shift();
    if (!next) {
      running = false;
      return;
    }
    if (now() - runStartedAt >= budgetMs) {
      waiting.unshift(next);
      setImmediate(() => {
        runStartedAt = now();
        startNext();
      });
      return;
    }
    next();
  };

  return <T>(work: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      // What the caller does with the result, before its next query, runs before startNext checks the time.
      waiting.push(() => void Promise.resolve().then(work).then(resolve, reject).then(startNext));
      if (!running) {
        running = true;
        startNext();
      }
    });
}
