import { BusyError } from '../../../platform/errors.ts';

/** Too many photos are being decoded at once (the route answers 503 with Retry-After). */
export class PhotoAnalysisBusyError extends BusyError {
  override name = 'PhotoAnalysisBusyError';
  constructor() {
    super('photo_analysis_busy', 5);
  }
}

/**
 * At most `parallel` jobs at a time and `waiting` more in line; beyond that a job is refused at
 * once with PhotoAnalysisBusyError. A finishing job hands its slot straight to the next in line,
 * so a newcomer can never slip in between.
 */
export function createSlots(options: { parallel: number; waiting: number }) {
  let running = 0;
  const queue: Array<() => void> = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running < options.parallel) running += 1;
    else if (queue.length >= options.waiting) throw new PhotoAnalysisBusyError();
    else await new Promise<void>((resolve) => queue.push(resolve));
    try {
      return await work();
    } finally {
      const next = queue.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
