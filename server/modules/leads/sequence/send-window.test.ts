import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEND_WINDOW, type SendWindow } from '#shared/settings.ts';
import { isInSendWindow, mayGoOutNow, nextSendOpening, type SendSchedule, sendTimeFor } from './send-window.ts';

const la: SendSchedule = { timeZone: 'America/Los_Angeles', sendWindow: DEFAULT_SEND_WINDOW };
const paris: SendSchedule = { timeZone: 'Europe/Paris', sendWindow: DEFAULT_SEND_WINDOW };
const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();
const window = (start: string, end: string, days: SendWindow['days'] = [0, 1, 2, 3, 4, 5, 6]): SendWindow => ({
  days,
  start,
  end,
});

describe('isInSendWindow (D26: Mon–Fri 09:00–17:00 in the studio zone by default)', () => {
  it('reads the wall clock of the studio, not UTC', () => {
    // Wednesday 2025-01-15, 09:00 in Los Angeles (PST, UTC-8) is 17:00 UTC.
    expect(isInSendWindow(at('2025-01-15T17:00:00Z'), la)).toBe(true);
    expect(isInSendWindow(at('2025-01-15T16:59:00Z'), la)).toBe(false);
    // 17:00 is the end: closed.
    expect(isInSendWindow(at('2025-01-16T00:59:00Z'), la)).toBe(true);
    expect(isInSendWindow(at('2025-01-16T01:00:00Z'), la)).toBe(false);
  });

  it('is closed at weekends, whatever the hour', () => {
    // Saturday 2025-01-18 12:00 PST.
    expect(isInSendWindow(at('2025-01-18T20:00:00Z'), la)).toBe(false);
    // Friday 16:59 in LA is already Saturday in UTC: still open.
    expect(isInSendWindow(at('2025-01-18T00:59:00Z'), la)).toBe(true);
  });
});

describe('nextSendOpening', () => {
  it('keeps a time already inside the window', () => {
    expect(iso(nextSendOpening(at('2025-01-15T20:00:00Z'), la))).toBe('2025-01-15T20:00:00.000Z');
  });

  it('moves a step due Friday 18:00 to Monday 09:00', () => {
    // Friday 2025-01-17 18:00 PST = Saturday 02:00 UTC → Monday 2025-01-20 09:00 PST = 17:00 UTC.
    expect(iso(nextSendOpening(at('2025-01-18T02:00:00Z'), la))).toBe('2025-01-20T17:00:00.000Z');
    // Paris, CET (UTC+1): Friday 18:00 = 17:00 UTC → Monday 09:00 = 08:00 UTC.
    expect(iso(nextSendOpening(at('2025-01-17T17:00:00Z'), paris))).toBe('2025-01-20T08:00:00.000Z');
  });

  it('moves one due before opening to the same morning', () => {
    // Tuesday 2025-01-14 06:30 PST.
    expect(iso(nextSendOpening(at('2025-01-14T14:30:00Z'), la))).toBe('2025-01-14T17:00:00.000Z');
  });

  it('opens at 09:00 local across the spring-forward weekend (Los Angeles, 9 March 2025)', () => {
    // Friday 7 March 18:00 PST (UTC-8) → Monday 10 March 09:00 PDT (UTC-7) = 16:00 UTC, not 17:00.
    expect(iso(nextSendOpening(at('2025-03-08T02:00:00Z'), la))).toBe('2025-03-10T16:00:00.000Z');
  });

  it('opens at 09:00 local across the fall-back weekend (Los Angeles, 2 November 2025)', () => {
    // Friday 31 October 18:00 PDT → Monday 3 November 09:00 PST (UTC-8) = 17:00 UTC.
    expect(iso(nextSendOpening(at('2025-11-01T01:00:00Z'), la))).toBe('2025-11-03T17:00:00.000Z');
  });

  it('follows Europe/Paris across its own changes (30 March and 26 October 2025)', () => {
    // Friday 28 March 18:00 CET → Monday 31 March 09:00 CEST (UTC+2) = 07:00 UTC.
    expect(iso(nextSendOpening(at('2025-03-28T17:00:00Z'), paris))).toBe('2025-03-31T07:00:00.000Z');
    // Friday 24 October 18:00 CEST → Monday 27 October 09:00 CET = 08:00 UTC.
    expect(iso(nextSendOpening(at('2025-10-24T16:00:00Z'), paris))).toBe('2025-10-27T08:00:00.000Z');
  });

  it('opens when the clock jumps if the opening falls in the skipped hour', () => {
    // Every day 02:30–04:00 in LA: on 9 March 2025 02:00–03:00 never happens, so the window opens at
    // 03:00 PDT (10:00 UTC), the first moment whose wall clock is inside it.
    const nightly: SendSchedule = { timeZone: 'America/Los_Angeles', sendWindow: window('02:30', '04:00') };
    // due at 01:30 PST, just before the jump
    expect(iso(nextSendOpening(at('2025-03-09T09:30:00Z'), nightly))).toBe('2025-03-09T10:00:00.000Z');
    // and the day before, an ordinary opening: 02:30 PST = 10:30 UTC
    expect(iso(nextSendOpening(at('2025-03-08T09:30:00Z'), nightly))).toBe('2025-03-08T10:30:00.000Z');
  });

  it('a step due during the skipped hour itself goes out when the window is open', () => {
    // Delays are in real hours: a step can fall due at any instant, e.g. 10:00 UTC on 9 March
    // 2025 (03:00 PDT, the first minute after the jump), which the default window does not open
    // on (Sunday): it waits for Monday 09:00 PDT.
    expect(iso(sendTimeFor(at('2025-03-09T10:00:00Z'), 3, la))).toBe('2025-03-10T16:00:00.000Z');
    const early: SendSchedule = { timeZone: 'America/Los_Angeles', sendWindow: window('03:00', '05:00') };
    expect(iso(nextSendOpening(at('2025-03-09T10:00:00Z'), early))).toBe('2025-03-09T10:00:00.000Z');
    expect(iso(nextSendOpening(at('2025-03-09T09:59:00Z'), early))).toBe('2025-03-09T10:00:00.000Z');
  });

  it('opens in the first of the two repeated hours when clocks fall back', () => {
    // Every day 01:30–02:00 in LA: on 2 November 2025 01:00–02:00 happens twice (PDT, then PST).
    const repeated: SendSchedule = { timeZone: 'America/Los_Angeles', sendWindow: window('01:30', '02:00') };
    // from 00:00 PDT (07:00 UTC): 01:30 PDT = 08:30 UTC
    expect(iso(nextSendOpening(at('2025-11-02T07:00:00Z'), repeated))).toBe('2025-11-02T08:30:00.000Z');
    // from 01:10 PST, after the first pass: 01:30 PST = 09:30 UTC
    expect(iso(nextSendOpening(at('2025-11-02T09:10:00Z'), repeated))).toBe('2025-11-02T09:30:00.000Z');
    // and 01:45 PDT and 01:45 PST are both inside
    expect(isInSendWindow(at('2025-11-02T08:45:00Z'), repeated)).toBe(true);
    expect(isInSendWindow(at('2025-11-02T09:45:00Z'), repeated)).toBe(true);
    expect(isInSendWindow(at('2025-11-02T09:15:00Z'), repeated)).toBe(false);
  });

  it('handles a zone with a 30-minute offset (Asia/Kolkata, UTC+5:30; Australia/Adelaide with DST)', () => {
    const kolkata: SendSchedule = { timeZone: 'Asia/Kolkata', sendWindow: DEFAULT_SEND_WINDOW };
    // Wednesday 2025-01-15 09:00 IST = 03:30 UTC
    expect(isInSendWindow(at('2025-01-15T03:30:00Z'), kolkata)).toBe(true);
    expect(isInSendWindow(at('2025-01-15T03:29:00Z'), kolkata)).toBe(false);
    // Friday 17 January 18:00 IST (12:30 UTC) → Monday 20 January 09:00 IST = 03:30 UTC
    expect(iso(nextSendOpening(at('2025-01-17T12:30:00Z'), kolkata))).toBe('2025-01-20T03:30:00.000Z');
    // Adelaide: UTC+10:30 in summer, +9:30 from Sunday 6 April 2025 03:00 (back to 02:00).
    const adelaide: SendSchedule = { timeZone: 'Australia/Adelaide', sendWindow: DEFAULT_SEND_WINDOW };
    // Friday 4 April 18:00 ACDT (07:30 UTC) → Monday 7 April 09:00 ACST = Sunday 23:30 UTC
    expect(iso(nextSendOpening(at('2025-04-04T07:30:00Z'), adelaide))).toBe('2025-04-06T23:30:00.000Z');
  });

  it('honours the days chosen: a Saturday-only window', () => {
    const saturdays: SendSchedule = { timeZone: 'Europe/Paris', sendWindow: window('10:00', '12:00', [6]) };
    // Sunday 19 January 2025 → Saturday 25 January 10:00 CET = 09:00 UTC
    expect(iso(nextSendOpening(at('2025-01-19T12:00:00Z'), saturdays))).toBe('2025-01-25T09:00:00.000Z');
  });

  it('always answers an instant inside the window, and never one that skips an earlier opening', () => {
    const zones = ['America/Los_Angeles', 'Europe/Paris', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2027, 0, 1) }),
        fc.constantFrom(...zones),
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 0, max: 23 * 60 }),
        fc.integer({ min: 15, max: 8 * 60 }),
        (ms, timeZone, days, startMinute, length) => {
          const endMinute = Math.min(startMinute + length, 23 * 60 + 59);
          const clock = (m: number) =>
            `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
          const schedule: SendSchedule = {
            timeZone,
            sendWindow: window(clock(startMinute), clock(endMinute), days as SendWindow['days']),
          };
          const from = new Date(Math.floor(ms / 60_000) * 60_000);
          const opening = nextSendOpening(from, schedule);
          expect(opening.getTime()).toBeGreaterThanOrEqual(from.getTime());
          expect(isInSendWindow(opening, schedule)).toBe(true);
          // Nothing earlier was open: sample the minute before and a few points in between.
          const gap = opening.getTime() - from.getTime();
          for (const fraction of [0, 0.25, 0.5, 0.75]) {
            const probe = from.getTime() + Math.floor((gap * fraction) / 60_000) * 60_000;
            if (probe < opening.getTime()) expect(isInSendWindow(new Date(probe), schedule)).toBe(false);
          }
          if (gap > 0) expect(isInSendWindow(new Date(opening.getTime() - 60_000), schedule)).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('mayGoOutNow and sendTimeFor', () => {
  const fridayEvening = at('2025-01-18T02:00:00Z');
  it("sends an 'Immediate' step at once, even at night or at the weekend", () => {
    expect(mayGoOutNow(fridayEvening, 0, fridayEvening, la)).toBe(true);
    expect(iso(sendTimeFor(fridayEvening, 0, la))).toBe(iso(fridayEvening));
  });

  it('holds a delayed step that fell due outside the window until it opens', () => {
    expect(mayGoOutNow(fridayEvening, 3, fridayEvening, la)).toBe(false);
    expect(mayGoOutNow(fridayEvening, 3, at('2025-01-20T16:59:00Z'), la)).toBe(false);
    expect(mayGoOutNow(fridayEvening, 3, at('2025-01-20T17:00:00Z'), la)).toBe(true);
  });

  it('never sends a step before it is due', () => {
    expect(mayGoOutNow(at('2025-01-15T20:00:00Z'), 1, at('2025-01-15T19:59:00Z'), la)).toBe(false);
    expect(mayGoOutNow(at('2025-01-15T20:00:00Z'), 0, at('2025-01-15T19:59:00Z'), la)).toBe(false);
  });
});
