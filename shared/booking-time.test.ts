import { describe, expect, it } from 'vitest';
import { addDays, dayIn, formatWhen, groupSlotsByDay, slotWindow, zoneName } from './booking-time.ts';

const slot = (start: string, minutes = 60) => ({
  start,
  end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
});

describe('the fortnight a /book page shows', () => {
  it('starts today without ?from=, with no earlier page and the next fortnight after it', () => {
    expect(slotWindow(null, '2026-11-28')).toEqual({
      from: '2026-11-28',
      to: '2026-12-11',
      previous: null,
      next: '2026-12-12',
    });
  });

  it('goes back a fortnight, but never before today', () => {
    expect(slotWindow('2026-12-12', '2026-11-28').previous).toBe('2026-11-28');
    expect(slotWindow('2026-12-05', '2026-11-28').previous).toBe('2026-11-28');
    expect(slotWindow('2027-01-09', '2026-11-28').previous).toBe('2026-12-26');
  });

  it('reads an old, garbled or impossible ?from= as today', () => {
    for (const from of ['2026-11-01', 'next-week', '2026-13-45', '', '2026-11-28T00:00']) {
      expect(slotWindow(from, '2026-11-28').from).toBe('2026-11-28');
    }
  });

  it('counts calendar days across month and year ends', () => {
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
});

describe('the open times, grouped by day on the clock they are shown on', () => {
  const slots = [slot('2026-12-01T18:00:00.000Z'), slot('2026-12-01T23:30:00.000Z'), slot('2026-12-01T17:00:00.000Z')];

  it('in the studio’s zone: one day, in order, with each time of day', () => {
    const days = groupSlotsByDay(slots, 'America/Los_Angeles');
    expect(days).toHaveLength(1);
    expect(days[0]?.label).toBe('Tuesday, December 1');
    expect(days[0]?.slots.map((s) => s.time)).toEqual(['9:00 AM', '10:00 AM', '3:30 PM']);
  });

  it('in a visitor’s zone ahead of it, the late slot falls on the next day there', () => {
    const days = groupSlotsByDay(slots, 'Europe/Paris');
    expect(days.map((d) => d.day)).toEqual(['2026-12-01', '2026-12-02']);
    expect(days[1]?.slots.map((s) => s.time)).toEqual(['12:30 AM']);
  });

  it('reads the same wall-clock hour on both sides of a daylight-saving change', () => {
    // 10:00 in Los Angeles before (PDT, UTC−7) and after (PST, UTC−8) November 1, 2026.
    const days = groupSlotsByDay(
      [slot('2026-10-30T17:00:00.000Z'), slot('2026-11-02T18:00:00.000Z')],
      'America/Los_Angeles',
    );
    expect(days.map((d) => d.slots[0]?.time)).toEqual(['10:00 AM', '10:00 AM']);
    expect(dayIn('2026-11-02T07:59:00.000Z', 'America/Los_Angeles')).toBe('2026-11-01');
  });
});

describe('a booking’s time, as the confirmation writes it', () => {
  it('names the day, the start and the end, and the zone with its abbreviation at that date', () => {
    const { start, end } = slot('2026-12-01T18:00:00.000Z');
    expect(formatWhen(start, end, 'America/Los_Angeles')).toBe('Tuesday, December 1, 2026, 10:00 AM – 11:00 AM');
    expect(zoneName('America/Los_Angeles', start)).toBe('Los Angeles time (PST)');
    expect(zoneName('America/Los_Angeles', '2026-07-01T18:00:00.000Z')).toBe('Los Angeles time (PDT)');
    expect(zoneName('UTC', start)).toBe('UTC');
  });
});
