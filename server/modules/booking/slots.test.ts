import { describe, expect, it } from 'vitest';
import { type BookingAvailability, DEFAULT_AVAILABILITY } from '#shared/booking.ts';
import { openSlots, type SlotRules, slotProblem, slotStepMinutes } from './slots.ts';

const LA = 'America/Los_Angeles';
/** Mon–Fri 10:00–16:00, 15 minutes' buffer, 24 hours' notice, 42 days ahead */
const WEEKDAYS: BookingAvailability = DEFAULT_AVAILABILITY;

function rules(overrides: Partial<SlotRules> = {}): SlotRules {
  return {
    availability: WEEKDAYS,
    timeZone: LA,
    durationMinutes: 45,
    now: new Date('2026-10-26T12:00:00Z'),
    busy: [],
    ...overrides,
  };
}

const starts = (slots: { start: string }[]) => slots.map((slot) => slot.start);

describe('the slot grid', () => {
  it('steps by the length plus the buffer, rounded up to a quarter hour', () => {
    expect(slotStepMinutes(45, 15)).toBe(60);
    expect(slotStepMinutes(90, 15)).toBe(105);
    expect(slotStepMinutes(20, 15)).toBe(45);
    expect(slotStepMinutes(20, 0)).toBe(30);
  });

  it('offers the weekday hours in the studio’s zone, as UTC instants, each slot ending by closing time', () => {
    const slots = openSlots(rules(), '2026-10-30', '2026-10-30');
    // Friday 10:00–16:00 PDT (UTC−7): 10:00 … 15:00 (15:00–15:45 ends before 16:00)
    expect(slots).toEqual(
      [17, 18, 19, 20, 21, 22].map((h) => ({
        start: `2026-10-30T${h}:00:00.000Z`,
        end: `2026-10-30T${h}:45:00.000Z`,
      })),
    );
  });

  it('keeps 10:00 at 10:00 across the end of daylight saving time (Los Angeles, 1 November 2026)', () => {
    const slots = starts(openSlots(rules(), '2026-10-30', '2026-11-02'));
    expect(slots[0]).toBe('2026-10-30T17:00:00.000Z'); // Friday, PDT
    // Saturday and Sunday are closed; Monday 10:00 is now PST (UTC−8)
    expect(slots.filter((s) => s.startsWith('2026-11-02'))[0]).toBe('2026-11-02T18:00:00.000Z');
    expect(slots.filter((s) => s.startsWith('2026-10-31') || s.startsWith('2026-11-01'))).toEqual([]);
    expect(slots).toHaveLength(12);
  });

  it('keeps 10:00 at 10:00 across the start of daylight saving time (Los Angeles, 8 March 2026)', () => {
    const now = new Date('2026-03-02T12:00:00Z');
    const slots = starts(openSlots(rules({ now }), '2026-03-06', '2026-03-09'));
    expect(slots[0]).toBe('2026-03-06T18:00:00.000Z'); // Friday 10:00 PST
    expect(slots.find((s) => s.startsWith('2026-03-09'))).toBe('2026-03-09T17:00:00.000Z'); // Monday 10:00 PDT
  });

  it('counts real hours on the night the clocks go back: 01:00 happens twice, and both are slots', () => {
    const night: BookingAvailability = {
      ...WEEKDAYS,
      weekly: [{ day: 0, start: '00:00', end: '04:00' }],
      bufferMinutes: 0,
    };
    const slots = openSlots(rules({ availability: night, durationMinutes: 60 }), '2026-11-01', '2026-11-01');
    // 00:00 PDT, 01:00 PDT, 01:00 PST, 02:00 PST, 03:00 PST: five hours between 00:00 and 04:00
    expect(starts(slots)).toEqual([
      '2026-11-01T07:00:00.000Z',
      '2026-11-01T08:00:00.000Z',
      '2026-11-01T09:00:00.000Z',
      '2026-11-01T10:00:00.000Z',
      '2026-11-01T11:00:00.000Z',
    ]);
  });

  it('counts real hours on the night the clocks go forward: 02:00–03:00 does not exist', () => {
    const night: BookingAvailability = {
      ...WEEKDAYS,
      weekly: [{ day: 0, start: '00:00', end: '04:00' }],
      bufferMinutes: 0,
    };
    const now = new Date('2026-03-01T12:00:00Z');
    const slots = openSlots(rules({ availability: night, durationMinutes: 60, now }), '2026-03-08', '2026-03-08');
    // 00:00 PST, 01:00 PST, then 03:00 PDT (an hour after 01:00); it ends at 04:00 PDT
    expect(slots).toEqual([
      { start: '2026-03-08T08:00:00.000Z', end: '2026-03-08T09:00:00.000Z' },
      { start: '2026-03-08T09:00:00.000Z', end: '2026-03-08T10:00:00.000Z' },
      { start: '2026-03-08T10:00:00.000Z', end: '2026-03-08T11:00:00.000Z' },
    ]);
  });

  it('follows London’s own change, a week before Los Angeles’ (25 October 2026)', () => {
    const now = new Date('2026-10-19T12:00:00Z');
    const slots = starts(openSlots(rules({ now, timeZone: 'Europe/London' }), '2026-10-23', '2026-10-26'));
    expect(slots[0]).toBe('2026-10-23T09:00:00.000Z'); // Friday 10:00 BST
    expect(slots.find((s) => s.startsWith('2026-10-26'))).toBe('2026-10-26T10:00:00.000Z'); // Monday 10:00 GMT
  });
});

describe('what closes a slot', () => {
  it('a confirmed booking, with the buffer on both sides', () => {
    // Monday 2 November 11:00–11:45 PST, blocked until 12:00
    const busy = [{ start: new Date('2026-11-02T19:00:00Z'), until: new Date('2026-11-02T20:00:00Z') }];
    const slots = starts(openSlots(rules({ busy }), '2026-11-02', '2026-11-02'));
    expect(slots).toEqual([
      '2026-11-02T18:00:00.000Z', // 10:00–10:45, buffer to 11:00: touches, does not overlap
      '2026-11-02T20:00:00.000Z',
      '2026-11-02T21:00:00.000Z',
      '2026-11-02T22:00:00.000Z',
      '2026-11-02T23:00:00.000Z',
    ]);
    // A booking at 10:30 (staff may book off the grid) closes both 10:00 and 11:00
    const offGrid = [{ start: new Date('2026-11-02T18:30:00Z'), until: new Date('2026-11-02T19:30:00Z') }];
    expect(starts(openSlots(rules({ busy: offGrid }), '2026-11-02', '2026-11-02'))[0]).toBe('2026-11-02T20:00:00.000Z');
  });

  it('the minimum notice, the horizon and the dates off', () => {
    // Monday 2 November 09:30 PST: nothing today (24 hours' notice), Tuesday from 10:00
    const now = new Date('2026-11-02T17:30:00Z');
    const slots = starts(openSlots(rules({ now }), '2026-11-02', '2026-11-03'));
    expect(slots[0]).toBe('2026-11-03T18:00:00.000Z');
    expect(slots.every((s) => s.startsWith('2026-11-03'))).toBe(true);

    const short = { ...WEEKDAYS, horizonDays: 2 };
    // two days after Monday 09:30: Wednesday 09:30, so Wednesday has none
    expect(starts(openSlots(rules({ now, availability: short }), '2026-11-02', '2026-11-06'))).toHaveLength(6);

    const off = { ...WEEKDAYS, datesOff: ['2026-11-03'] };
    expect(starts(openSlots(rules({ now, availability: off }), '2026-11-03', '2026-11-04'))[0]).toBe(
      '2026-11-04T18:00:00.000Z',
    );
  });

  it('days before today have none', () => {
    expect(openSlots(rules(), '2026-10-01', '2026-10-20')).toEqual([]);
  });
});

describe('whether a start is an offered slot', () => {
  const base = { availability: WEEKDAYS, timeZone: LA, durationMinutes: 45, now: new Date('2026-10-26T12:00:00Z') };

  it('accepts a start on the grid and refuses one between, outside the hours, too soon or too far', () => {
    expect(slotProblem(base, new Date('2026-11-02T18:00:00Z'))).toBeNull();
    expect(slotProblem(base, new Date('2026-11-02T18:30:00Z'))).toBe('off_grid');
    expect(slotProblem(base, new Date('2026-11-01T18:00:00Z'))).toBe('off_grid'); // Sunday
    expect(slotProblem(base, new Date('2026-11-02T23:30:00Z'))).toBe('off_grid'); // 15:30 would end at 16:15
    expect(slotProblem(base, new Date('2026-10-26T17:00:00Z'))).toBe('notice'); // today 10:00 PDT
    expect(slotProblem(base, new Date('2026-12-14T18:00:00Z'))).toBe('horizon'); // 49 days ahead
  });
});
