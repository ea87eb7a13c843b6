import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
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
});
