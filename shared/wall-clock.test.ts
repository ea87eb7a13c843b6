import { describe, expect, it } from 'vitest';
import { wallClock, wallClockMs, zoneOffsetAt } from './wall-clock.ts';

const HOUR = 3_600_000;

describe('the wall clock in a time zone', () => {
  it('reads the date, time and weekday the zone shows', () => {
    // 2026-03-06 01:30 UTC is still Thursday evening in Los Angeles.
    expect(wallClock(new Date('2026-03-06T01:30:15Z'), 'America/Los_Angeles')).toEqual({
      year: 2026,
      month: 3,
      day: 5,
      hour: 17,
      minute: 30,
      second: 15,
      weekday: 4,
    });
    expect(wallClock(Date.parse('2026-03-06T01:30:15Z'), 'Asia/Kolkata')).toMatchObject({ hour: 7, minute: 0 });
  });

  it('reads midnight as hour 0, not 24', () => {
    expect(wallClock(new Date('2026-06-01T00:00:00Z'), 'UTC')).toMatchObject({ day: 1, hour: 0 });
  });

  it('knows the offset on each side of a daylight-saving change, half-hour zones included', () => {
    // Europe/London moves from UTC+0 to UTC+1 at 01:00 UTC on 2026-03-29.
    expect(zoneOffsetAt(Date.parse('2026-03-29T00:59:00Z'), 'Europe/London')).toBe(0);
    expect(zoneOffsetAt(Date.parse('2026-03-29T01:00:00Z'), 'Europe/London')).toBe(HOUR);
    expect(zoneOffsetAt(Date.parse('2026-01-10T12:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * HOUR);
    expect(zoneOffsetAt(Date.parse('2026-01-10T12:00:00Z'), 'America/St_Johns')).toBe(-3.5 * HOUR);
  });

  it('keeps milliseconds, before 1970 too', () => {
    expect(wallClockMs(Date.parse('2026-01-10T12:00:00.250Z'), 'UTC')).toBe(Date.parse('2026-01-10T12:00:00.250Z'));
    expect(wallClockMs(-1, 'UTC')).toBe(-1);
  });
});
