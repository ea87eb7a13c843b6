import { describe, expect, it } from 'vitest';
import {
  type AutosaveEvent,
  type AutosaveState,
  autosaveReducer,
  failureOf,
  INITIAL_STATE,
  indicatorOf,
  retryDelay,
} from './autosave-state.ts';
import { draftTime } from './draft-time.ts';

const run = (...events: AutosaveEvent[]): AutosaveState => events.reduce(autosaveReducer, INITIAL_STATE);
const network = { code: '', retryable: true };

describe('autosave’s state (what the indicator may say)', () => {
  it('says nothing and sends nothing until something changes', () => {
    const opened = run({ type: 'checked', found: false });
    expect(opened.status).toBe('idle');
    expect(indicatorOf(opened)).toEqual({ kind: 'none' });
    // A send with nothing pending (a stray timer) starts no request.
    expect(autosaveReducer(opened, { type: 'send' })).toBe(opened);
  });

  it('a change waits, is sent, and is "saved" only once the server answered, at the server’s time', () => {
    const changed = run({ type: 'checked', found: false }, { type: 'changed' });
    expect(indicatorOf(changed)).toEqual({ kind: 'unsaved' });
    const saving = autosaveReducer(changed, { type: 'send' });
    expect(indicatorOf(saving)).toEqual({ kind: 'saving' });
    const saved = autosaveReducer(saving, { type: 'sent', at: '2026-11-28T12:03:00.000Z' });
    expect(indicatorOf(saved)).toEqual({ kind: 'saved', at: '2026-11-28T12:03:00.000Z' });
  });

  it('a change during a request is kept by the next one: not "saved" meanwhile', () => {
    const state = run({ type: 'checked', found: false }, { type: 'changed' }, { type: 'send' }, { type: 'changed' });
    const after = autosaveReducer(state, { type: 'sent', at: '2026-11-28T12:03:00.000Z' });
    expect(after.status).toBe('pending');
    expect(indicatorOf(after)).toEqual({ kind: 'unsaved' });
  });

  it('a failure is shown until a request succeeds, whatever is typed meanwhile', () => {
    const failed = run(
      { type: 'checked', found: false },
      { type: 'changed' },
      { type: 'send' },
      { type: 'failed', failure: network },
    );
    expect(indicatorOf(failed)).toEqual({ kind: 'failed', code: '' });
    const typed = autosaveReducer(failed, { type: 'changed' });
    expect(indicatorOf(typed)).toEqual({ kind: 'failed', code: '' });
    const retried = autosaveReducer(typed, { type: 'send' });
    expect(indicatorOf(retried)).toEqual({ kind: 'saving' });
    const again = autosaveReducer(retried, { type: 'failed', failure: network });
    expect(again.attempts).toBe(2);
    const saved = run(
      { type: 'checked', found: false },
      { type: 'changed' },
      { type: 'send' },
      { type: 'failed', failure: network },
      { type: 'send' },
      { type: 'sent', at: '2026-11-28T12:04:00.000Z' },
    );
    expect(saved).toMatchObject({ status: 'saved', attempts: 0, failure: null });
  });

  it('values back to the item’s own leave nothing saved (the draft was removed)', () => {
    const state = run(
      { type: 'checked', found: false },
      { type: 'changed' },
      { type: 'send' },
      { type: 'sent', at: null },
    );
    expect(state.status).toBe('idle');
    expect(indicatorOf(state)).toEqual({ kind: 'none' });
  });

  it('an earlier draft holds every change until it is restored or discarded, so it is never overwritten', () => {
    const held = run({ type: 'changed' }, { type: 'checked', found: true });
    expect(held.status).toBe('held');
    expect(indicatorOf(held)).toEqual({ kind: 'held' });
    expect(autosaveReducer(held, { type: 'send' })).toBe(held);
    expect(run({ type: 'checked', found: true }, { type: 'resolved' }).status).toBe('idle');
    expect(autosaveReducer(held, { type: 'resolved' }).status).toBe('pending');
  });

  it('a change before the lookup answered is kept once it did', () => {
    expect(run({ type: 'changed' }, { type: 'checked', found: false }).status).toBe('pending');
  });

  it('closed (saved or discarded) ends it: nothing after is sent or shown', () => {
    const closed = run({ type: 'checked', found: false }, { type: 'changed' }, { type: 'close' });
    expect(autosaveReducer(closed, { type: 'changed' })).toBe(closed);
    expect(autosaveReducer(closed, { type: 'send' })).toBe(closed);
    expect(indicatorOf(closed)).toEqual({ kind: 'none' });
  });
});

describe('failures and retries', () => {
  it('retries by itself what may pass (no answer, 5xx, 429), not a refusal', () => {
    expect(failureOf(new TypeError('Failed to fetch'))).toEqual({ code: '', retryable: true });
    expect(failureOf({ status: 503, code: 'server_error' }).retryable).toBe(true);
    expect(failureOf({ status: 429, code: 'rate_limited' }).retryable).toBe(true);
    expect(failureOf({ status: 400, code: 'draft_too_large' })).toEqual({ code: 'draft_too_large', retryable: false });
    expect(failureOf({ status: 403, code: 'forbidden' }).retryable).toBe(false);
  });

  it('waits longer after each failure, at most a minute', () => {
    expect([1, 2, 3, 4, 5, 9].map(retryDelay)).toEqual([5000, 10_000, 20_000, 40_000, 60_000, 60_000]);
  });
});

describe('the time a draft was kept, on the studio’s clock', () => {
  const now = new Date('2026-11-28T20:00:00Z');
  it('is the time alone on the same day there, with the date otherwise', () => {
    expect(draftTime('en', '2026-11-28T12:03:00Z', 'Europe/Madrid', now)).toBe('1:03 PM');
    expect(draftTime('fr', '2026-11-28T12:03:00Z', 'Europe/Madrid', now)).toBe('13:03');
    expect(draftTime('en', '2026-11-27T12:03:00Z', 'Europe/Madrid', now)).toBe('Nov 27, 2026, 1:03 PM');
    // 23:30 in Los Angeles on the 27th is the 28th in UTC: it is another day on the studio's clock.
    expect(draftTime('en', '2026-11-28T07:30:00Z', 'America/Los_Angeles', now)).toBe('Nov 27, 2026, 11:30 PM');
  });
});
