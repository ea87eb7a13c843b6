import { describe, expect, it } from 'vitest';
import { type BusinessCalendar, replyDueAt, unansweredSince, waitingFor } from './business-time.ts';
import type { OpeningHours } from './settings.ts';

/** A studio in Los Angeles open Monday to Friday 9–5, closed at the weekend. */
const weekdays: OpeningHours[] = [
  { day: 0, opens: null, closes: null },
  ...([1, 2, 3, 4, 5] as const).map((day) => ({ day, opens: '09:00', closes: '17:00' })),
  { day: 6, opens: null, closes: null },
];
const la: BusinessCalendar = { timeZone: 'America/Los_Angeles', hours: weekdays, datesOff: [] };
const at = (iso: string) => new Date(iso);

describe('replyDueAt: one business day of the studio’s opening hours', () => {
  it('a lead arriving mid-morning on a Tuesday is due at the same time on Wednesday', () => {
    // Tuesday 2026-11-10 10:00 PST = 18:00Z
    expect(replyDueAt(at('2026-11-10T18:00:00Z'), la, 1)?.toISOString()).toBe('2026-11-11T18:00:00.000Z');
  });

  it('a lead arriving before opening counts from the opening', () => {
    // Tuesday 06:00 PST: the whole of Tuesday 9–5 is the one day, so it is due at Tuesday's closing
    expect(replyDueAt(at('2026-11-10T14:00:00Z'), la, 1)?.toISOString()).toBe('2026-11-11T01:00:00.000Z');
  });

  it('a lead arriving on Friday afternoon skips the weekend: due Monday afternoon', () => {
    // Friday 2026-11-13 15:00 PST → Monday 2026-11-16 15:00 PST = 23:00Z
    expect(replyDueAt(at('2026-11-13T23:00:00Z'), la, 1)?.toISOString()).toBe('2026-11-16T23:00:00.000Z');
  });

  it('a lead arriving on Saturday is due at Monday’s closing', () => {
    expect(replyDueAt(at('2026-11-14T19:00:00Z'), la, 1)?.toISOString()).toBe('2026-11-17T01:00:00.000Z');
  });

  it('skips the dates off (Thanksgiving and the Friday after)', () => {
    const holidays = { ...la, datesOff: ['2026-11-26', '2026-11-27'] };
    // Wednesday 2026-11-25 12:00 PST → Monday 2026-11-30 12:00 PST
    expect(replyDueAt(at('2026-11-25T20:00:00Z'), holidays, 1)?.toISOString()).toBe('2026-11-30T20:00:00.000Z');
  });

  it('counts the promise’s days: two business days from Thursday noon is Monday noon', () => {
    expect(replyDueAt(at('2026-11-12T20:00:00Z'), la, 2)?.toISOString()).toBe('2026-11-16T20:00:00.000Z');
  });

  it('keeps the studio’s wall clock across the spring daylight-saving change', () => {
    // Friday 2026-03-06 16:00 PST (00:00Z Saturday); clocks go forward on Sunday 2026-03-08.
    // Due Monday 16:00 PDT, which is 23:00Z, an hour earlier in UTC than before the change.
    expect(replyDueAt(at('2026-03-07T00:00:00Z'), la, 1)?.toISOString()).toBe('2026-03-09T23:00:00.000Z');
  });

  it('reads days of unequal length as one day each (Saturday open 10–2)', () => {
    const saturdays = {
      ...la,
      hours: weekdays.map((h) => (h.day === 6 ? { day: 6 as const, opens: '10:00', closes: '14:00' } : h)),
    };
    // Friday 13:00 PST: half of Friday left, then half of Saturday (2 of its 4 hours) → Saturday 12:00
    expect(replyDueAt(at('2026-11-13T21:00:00Z'), saturdays, 1)?.toISOString()).toBe('2026-11-14T20:00:00.000Z');
  });

  it('has no deadline when the studio never opens', () => {
    const closed = { ...la, hours: weekdays.map((h) => ({ ...h, opens: null, closes: null })) };
    expect(replyDueAt(at('2026-11-10T18:00:00Z'), closed, 1)).toBeNull();
  });
});

describe('unansweredSince', () => {
  const lead = { stage: 'new', createdAt: at('2026-11-13T23:00:00Z'), firstResponseAt: null };

  it('is the deadline once it has passed, for a new lead nobody answered', () => {
    expect(unansweredSince(lead, at('2026-11-16T22:59:00Z'), la, 1)).toBeNull();
    expect(unansweredSince(lead, at('2026-11-16T23:01:00Z'), la, 1)?.toISOString()).toBe('2026-11-16T23:00:00.000Z');
  });

  it('is null once a reply is recorded or the lead left new', () => {
    const later = at('2026-11-20T00:00:00Z');
    expect(unansweredSince({ ...lead, firstResponseAt: at('2026-11-14T00:00:00Z') }, later, la, 1)).toBeNull();
    expect(unansweredSince({ ...lead, stage: 'contacted' }, later, la, 1)).toBeNull();
  });
});

describe('waitingFor', () => {
  it('is calendar days and hours since the lead arrived', () => {
    expect(waitingFor('2026-11-13T23:00:00Z', at('2026-11-15T02:30:00Z'))).toEqual({ days: 1, hours: 3 });
    expect(waitingFor('2026-11-13T23:00:00Z', at('2026-11-13T22:00:00Z'))).toEqual({ days: 0, hours: 0 });
  });
});
