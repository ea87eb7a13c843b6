import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it, vi } from 'vitest';
import { wrapPglite } from './client.ts';

describe('closing the embedded database', () => {
  it('answers every query asked for before the close, then closes', async () => {
    const handle = wrapPglite(await PGlite.create());
    // Like pg-boss completing a job it does not await, just before the app shuts down.
    const unawaited = handle.executeSql('SELECT $1::int AS answer', [42]);
    await handle.close();
    expect((await unawaited).rows).toEqual([{ answer: 42 }]);
    expect(handle.pglite?.closed).toBe(true);
  });

  it('drops a query asked for after the close instead of rejecting it where nobody listens', async () => {
    const handle = wrapPglite(await PGlite.create());
    await handle.close();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Like pg-boss failing a job its stop already gave up on: the promise nobody awaits must not reject.
    const late = handle.executeSql('UPDATE pgboss.job SET state = $1', ['failed']);
    expect(await settledWithin(late)).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('after the database closed'));
    warn.mockRestore();
  });
});

/** Whether a promise settles (either way) before the event loop has turned a few times. */
async function settledWithin(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
  return settled;
}
