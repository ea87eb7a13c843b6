import { describe, expect, it } from 'vitest';
import { takeTurns } from './pglite-turns.ts';

/** A clock the work moves forward, so "the budget is spent" is exact. */
function manualClock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('taking turns at the embedded database', () => {
  it('runs one call at a time, in the order they came, however long each takes', async () => {
    const inTurn = takeTurns(1_000);
    const events: string[] = [];
    const call = (name: string, hops: number) =>
      inTurn(async () => {
        events.push(`${name} starts`);
        for (let i = 0; i < hops; i += 1) await Promise.resolve();
        events.push(`${name} ends`);
        return name;
      });

    const results = await Promise.all([call('a', 5), call('b', 0), call('c', 2)]);

    expect(results).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  });

  it("passes a failure to its caller and goes on with the next caller's work", async () => {
    const inTurn = takeTurns(1_000);
    const failing = inTurn(async () => {
      throw new Error('duplicate key');
    });
    const next = inTurn(async () => 'served');

    await expect(failing).rejects.toThrow('duplicate key');
    await expect(next).resolves.toBe('served');
  });

  it('lets the event loop turn (timers, I/O, accepting connections) once the budget is spent', async () => {
    const clock = manualClock();
    const inTurn = takeTurns(10, clock.now);
    const events: string[] = [];
    const query = (name: string) =>
      inTurn(async () => {
        clock.advance(6);
        events.push(name);
      });

    const queries = [query('q1'), query('q2'), query('q3'), query('q4')];
    // Queued after the queries: without turns it would run only once all of them had.
    setImmediate(() => events.push('loop turn'));
    await Promise.all(queries);

    // q1 and q2 spend 12 ms of a 10 ms budget: q3 waits for the loop; q3 and q4 share the next budget.
    expect(events).toEqual(['q1', 'q2', 'loop turn', 'q3', 'q4']);
  });
});
