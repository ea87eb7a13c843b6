import { BusyError } from '../../platform/errors.ts';

/**
 * Thrown when more lookbooks are asked for at once than the gate lets run or wait (SECURITY 14):
 * the HTTP layer answers 503 with `message` and a Retry-After.
 */
export class LookbookBusyError extends BusyError {
  override name = 'LookbookBusyError';
  constructor(retryAfterSeconds = 10) {
    super('lookbook_busy', retryAfterSeconds);
  }
}

/** A place in the gate, taken before the work is known (a route takes it before it writes anything). */
export interface GatePlace {
  /** Runs `task` when a slot is free, then gives the place back. Once per place. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Gives the place back unused (a no-op once `run` was called). */
  leave(): void;
}

export interface BuildGate {
  /** Takes a place now (running or waiting), or throws LookbookBusyError at once when the queue is full. */
  enter(): GatePlace;
  /** enter() and run(): rejects at once with LookbookBusyError when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/**
 * At most `maxConcurrent` tasks at a time and `maxQueued` waiting, first come first served. A burst
 * then costs the server the same CPU as a steady trickle: the excess is refused, not piled up.
 * The lookbook's worker pool has as many threads as this lets run (lookbook-pool.ts), so this is
 * the one bound on lookbook work: the pool never holds a task it cannot start.
 */
export function createBuildGate({ maxConcurrent, maxQueued }: { maxConcurrent: number; maxQueued: number }): BuildGate {
  let running = 0;
  // Places waiting for a slot: each is woken by release() when a slot is handed to it.
  const queue: Array<{ wake: (() => void) | null }> = [];

  const release = () => {
    running -= 1;
    const next = queue.shift();
    if (next) {
      running += 1;
      next.wake?.();
      // A place that has not asked to run yet finds its slot granted when it does.
      next.wake = null;
    }
  };

  function enter(): GatePlace {
    let holding = false;
    let entry: { wake: (() => void) | null } | null = null;
    if (running < maxConcurrent) {
      running += 1;
      holding = true;
    } else {
      if (queue.length >= maxQueued) throw new LookbookBusyError();
      entry = { wake: null };
      queue.push(entry);
    }
    let used = false;
    const granted = (): Promise<void> => {
      if (holding || !entry || !queue.includes(entry)) return Promise.resolve();
      const waiting = entry;
      // The slot is handed over by release(), so a newcomer cannot overtake the queue.
      return new Promise<void>((resolve) => {
        waiting.wake = resolve;
      });
    };
    return {
      async run<T>(task: () => Promise<T>): Promise<T> {
        if (used) throw new Error('a gate place runs one task');
        used = true;
        await granted();
        try {
          return await task();
        } finally {
          release();
        }
      },
      leave() {
        if (used) return;
        used = true;
        const at = entry ? queue.indexOf(entry) : -1;
        // Still waiting: step out of the queue. Holding a slot (given or handed over): give it back.
        if (at >= 0) queue.splice(at, 1);
        else release();
      },
    };
  }

  return {
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    enter,
    run: (task) => {
      try {
        return enter().run(task);
      } catch (error) {
        return Promise.reject(error);
      }
    },
  };
}
