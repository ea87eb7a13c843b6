import { describe, expect, it } from 'vitest';
import { createBuildGate, LookbookBusyError } from './build-gate.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the lookbook build gate (SECURITY 14)', () => {
  it('runs at most maxConcurrent builds, queues up to maxQueued, and refuses the rest at once', async () => {
    const gate = createBuildGate({ maxConcurrent: 1, maxQueued: 2 });
    const first = deferred();
    const started: number[] = [];
    const task = (n: number, wait?: Promise<void>) => () => {
      started.push(n);
      return wait ?? Promise.resolve();
    };
    const runs = [gate.run(task(1, first.promise)), gate.run(task(2)), gate.run(task(3))];
    await expect(gate.run(task(4))).rejects.toBeInstanceOf(LookbookBusyError);
    await tick();
    expect(started).toEqual([1]);
    expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 1, waiting: 2 });
    first.resolve();
    await Promise.all(runs);
    expect(started).toEqual([1, 2, 3]);
    expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a build fails', async () => {
    const gate = createBuildGate({ maxConcurrent: 1, maxQueued: 0 });
    await expect(gate.run(() => Promise.reject(new Error('layout')))).rejects.toThrow('layout');
    await expect(gate.run(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });

  it('runs two at a time when allowed', async () => {
    const gate = createBuildGate({ maxConcurrent: 2, maxQueued: 0 });
    const a = deferred();
    const b = deferred();
    const both = [gate.run(() => a.promise), gate.run(() => b.promise)];
    await expect(gate.run(() => Promise.resolve())).rejects.toThrow(/try again/);
    a.resolve();
    b.resolve();
    await Promise.all(both);
  });

  it('takes a place before the work is known, and refuses at once when every place is taken', async () => {
    const gate = createBuildGate({ maxConcurrent: 1, maxQueued: 1 });
    const running = gate.enter();
    const waiting = gate.enter();
    expect(() => gate.enter()).toThrow(LookbookBusyError);
    expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 1, waiting: 1 });
    const started: string[] = [];
    const second = waiting.run(async () => {
      started.push('second');
    });
    await tick();
    // The waiting place runs only once the first gives its slot back.
    expect(started).toEqual([]);
    await running.run(async () => {
      started.push('first');
    });
    await second;
    expect(started).toEqual(['first', 'second']);
    expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 0, waiting: 0 });
  });

  it('gives a place back unused, running or waiting, and only once', async () => {
    const gate = createBuildGate({ maxConcurrent: 1, maxQueued: 1 });
    const running = gate.enter();
    const waiting = gate.enter();
    waiting.leave();
    expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 1, waiting: 0 });
    running.leave();
    running.leave();
    expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 0, waiting: 0 });
    // A waiting place handed the slot before it asked to run keeps it until it runs or leaves.
    const first = gate.enter();
    const handedOver = gate.enter();
    first.leave();
    expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 1, waiting: 0 });
    expect(() => gate.enter().leave()).not.toThrow();
    await expect(handedOver.run(() => Promise.resolve('ran'))).resolves.toBe('ran');
    handedOver.leave();
    expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 0, waiting: 0 });
  });

  it('carries a message for visitors and a retry delay', () => {
    const error = new LookbookBusyError();
    expect(error.message).toMatch(/try again/);
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
  });
});
