import { describe, expect, it } from 'vitest';
import { createSlots, PhotoAnalysisBusyError } from './decode-slots.ts';

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('photo decode slots', () => {
  it('runs two at a time, queues six, refuses the ninth at once, and hands slots on in order', async () => {
    const run = createSlots({ parallel: 2, waiting: 6 });
    const gates = Array.from({ length: 8 }, deferred);
    const started: number[] = [];
    const jobs = gates.map((gate, i) =>
      run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    await expect(run(async () => 'late')).rejects.toBeInstanceOf(PhotoAnalysisBusyError);

    gates[0]?.resolve();
    await jobs[0];
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([0, 1, 2]);
    // A newcomer now waits behind the queue instead of taking the freed slot.
    const newcomer = run(async () => 'newcomer');
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(await newcomer).toBe('newcomer');
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('frees the slot when a job fails', async () => {
    const run = createSlots({ parallel: 1, waiting: 0 });
    await expect(run(async () => Promise.reject(new Error('broken photo')))).rejects.toThrow('broken photo');
    await expect(run(async () => 'next')).resolves.toBe('next');
  });
});
