import { describe, expect, it } from 'vitest';
import { formatLongDate } from './display-format.ts';
import { studioDay } from './studio-day.server.ts';

describe('dates on the public site are the studio’s days (issue 27)', () => {
  it('a post scheduled for Nov 27, 6:13 PM in Los Angeles shows November 27, not the UTC day', () => {
    const instant = '2026-11-28T02:13:00.000Z'; // 6:13 PM PST on Nov 27
    expect(studioDay(instant, 'America/Los_Angeles')).toBe('2026-11-27');
    expect(formatLongDate(studioDay(instant, 'America/Los_Angeles'))).toBe('November 27, 2026');
    expect(formatLongDate(studioDay(instant, 'UTC'))).toBe('November 28, 2026');
  });

  it('turns at the studio’s midnight, not the server’s', () => {
    expect(studioDay('2026-11-28T07:59:59.000Z', 'America/Los_Angeles')).toBe('2026-11-27');
    expect(studioDay('2026-11-28T08:00:00.000Z', 'America/Los_Angeles')).toBe('2026-11-28');
    // East of Greenwich the day starts before UTC's.
    expect(studioDay('2026-11-27T23:30:00.000Z', 'Europe/Madrid')).toBe('2026-11-28');
    // Across the spring change in Los Angeles (midnight is 08:00 UTC before, 07:00 after).
    expect(studioDay('2026-03-09T06:59:00.000Z', 'America/Los_Angeles')).toBe('2026-03-08');
    expect(studioDay('2026-03-09T07:00:00.000Z', 'America/Los_Angeles')).toBe('2026-03-09');
  });
});
