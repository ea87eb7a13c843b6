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

export interface BuildGate {
  /** Runs `task` when a slot is free; rejects at once with LookbookBusyError when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/**
 * At most `maxConcurrent` tasks at a time and `maxQueued` waiting, first come first served. A burst
 * then costs the server the same CPU as a steady trickle: the excess is refused, not piled up.
 */
export function createBuildGate({ maxConcurrent, maxQueued }: { maxConcurrent: number; maxQueued: number }): BuildGate {
  let running = 0;
  const queue: Array<() => void> = [];

  const release = () => {
    running -= 1;
    const next = queue.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  return {
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < maxConcurrent) {
        running += 1;
      } else {
        if (queue.length >= maxQueued) throw new LookbookBusyError();
        // The slot is handed over by release(), so a newcomer cannot overtake the queue.
        await new Promise<void>((resolve) => queue.push(resolve));
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
