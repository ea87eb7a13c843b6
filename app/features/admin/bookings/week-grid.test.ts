import { describe, expect, it } from 'vitest';
import { addDays, dayStartIso, placeInWeek, studioDay, visibleHours, weekDays, weekStartOf } from './week-grid.ts';

const LA = 'America/Los_Angeles';

function booking(id: number, start: string, end: string) {
  return { id, start, end };
}

describe('the week calendar on the studio’s clock', () => {
  it('runs Monday to Sunday, by calendar days, across the clocks going back', () => {
    // 2026-11-01 is a Sunday; Los Angeles goes from 02:00 PDT back to 01:00 PST that night.
    expect(weekStartOf('2026-11-01')).toBe('2026-10-26');
    expect(weekStartOf('2026-11-02')).toBe('2026-11-02');
    expect(weekDays('2026-10-26')).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // The day of the change is 25 hours long: its midnight and the next are 25 hours apart.
    const sunday = Date.parse(dayStartIso('2026-11-01', LA));
    const monday = Date.parse(dayStartIso('2026-11-02', LA));
    expect(new Date(sunday).toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect((monday - sunday) / 3_600_000).toBe(25);
  });

  it('names the studio’s day, not the browser’s or UTC’s', () => {
    // 7 PM in Los Angeles is already the next day in UTC.
    expect(studioDay('2026-11-02T03:00:00.000Z', LA)).toBe('2026-11-01');
    expect(studioDay('2026-11-02T03:00:00.000Z', 'UTC')).toBe('2026-11-02');
  });

  it('places a 10:00 consultation on the 10:00 row before and after the change', () => {
    const week = weekDays('2026-10-26');
    const saturday = booking(1, '2026-10-31T17:00:00.000Z', '2026-10-31T18:00:00.000Z'); // 10:00 PDT
    const sunday = booking(2, '2026-11-01T18:00:00.000Z', '2026-11-01T19:00:00.000Z'); // 10:00 PST
    const placed = placeInWeek([saturday, sunday], week, LA);
    expect(placed.get('2026-10-31')).toMatchObject([{ item: { id: 1 }, top: 600, height: 60, continued: false }]);
    expect(placed.get('2026-11-01')).toMatchObject([{ item: { id: 2 }, top: 600, height: 60 }]);
    for (const day of week.slice(0, 5)) expect(placed.get(day)).toEqual([]);
  });

  it('keeps a booking inside the repeated hour visible, at its wall-clock time', () => {
    // 01:30 PDT to 01:15 PST: 45 minutes, but the clock reads earlier at its end than at its start.
    const repeated = booking(3, '2026-11-01T08:30:00.000Z', '2026-11-01T09:15:00.000Z');
    const [piece] = placeInWeek([repeated], weekDays('2026-10-26'), LA).get('2026-11-01') ?? [];
    expect(piece?.top).toBe(90);
    expect(piece?.height).toBeGreaterThanOrEqual(20);
  });

  it('places bookings right on the day the clocks go forward', () => {
    // 2026-03-08: 02:00 PST becomes 03:00 PDT; 09:00 that day is 16:00 UTC.
    const week = weekDays(weekStartOf('2026-03-08'));
    const placed = placeInWeek([booking(4, '2026-03-08T16:00:00.000Z', '2026-03-08T17:30:00.000Z')], week, LA);
    expect(placed.get('2026-03-08')).toMatchObject([{ top: 540, height: 90 }]);
  });

  it('splits a time blocked across midnight into the two days it covers', () => {
    // 22:00 Friday to 02:00 Saturday, Los Angeles summer time.
    const late = booking(5, '2026-10-31T05:00:00.000Z', '2026-10-31T09:00:00.000Z');
    const placed = placeInWeek([late], weekDays('2026-10-26'), LA);
    expect(placed.get('2026-10-30')).toMatchObject([{ top: 22 * 60, height: 120, continued: false }]);
    expect(placed.get('2026-10-31')).toMatchObject([{ top: 0, height: 120, continued: true }]);
  });

  it('leaves out what falls outside the week', () => {
    const before = booking(6, '2026-10-26T06:00:00.000Z', '2026-10-26T07:00:00.000Z'); // Sunday 23:00 PDT
    const after = booking(7, '2026-11-02T08:00:00.000Z', '2026-11-02T09:00:00.000Z'); // Monday 00:00 PST
    const placed = placeInWeek([before, after], weekDays('2026-10-26'), LA);
    expect([...placed.values()].flat()).toEqual([]);
  });

  it('sets overlapping pieces side by side and leaves the others full width', () => {
    const week = weekDays('2026-10-26');
    const a = booking(8, '2026-10-27T16:00:00.000Z', '2026-10-27T18:00:00.000Z'); // 09:00–11:00
    const b = booking(9, '2026-10-27T17:00:00.000Z', '2026-10-27T17:30:00.000Z'); // 10:00–10:30
    const c = booking(10, '2026-10-27T20:00:00.000Z', '2026-10-27T21:00:00.000Z'); // 13:00–14:00
    const pieces = placeInWeek([c, b, a], week, LA).get('2026-10-27') ?? [];
    const byId = new Map(pieces.map((piece) => [piece.item.id, piece]));
    expect(byId.get(8)).toMatchObject({ lane: 0, lanes: 2 });
    expect(byId.get(9)).toMatchObject({ lane: 1, lanes: 2 });
    expect(byId.get(10)).toMatchObject({ lane: 0, lanes: 1 });
  });

  it('widens the hours shown to an early or late booking', () => {
    const week = weekDays('2026-10-26');
    expect(visibleHours(placeInWeek([], week, LA).values())).toEqual({ from: 8, to: 19 });
    const early = booking(11, '2026-10-27T13:30:00.000Z', '2026-10-27T14:30:00.000Z'); // 06:30–07:30
    const late = booking(12, '2026-10-28T04:00:00.000Z', '2026-10-28T05:00:00.000Z'); // 21:00–22:00
    expect(visibleHours(placeInWeek([early, late], week, LA).values())).toEqual({ from: 6, to: 22 });
  });
});
