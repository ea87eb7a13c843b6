import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatStudioDateTime, isoToZonedLocal, zonedLocalToIso } from './studio-time.ts';

describe('a wall-clock time in the studio’s zone', () => {
  it('is the instant the studio means, whatever zone the browser is in', () => {
    // Los Angeles is UTC-8 in winter and UTC-7 in summer.
    expect(zonedLocalToIso('2026-01-15T09:30', 'America/Los_Angeles')).toBe('2026-01-15T17:30:00.000Z');
    expect(zonedLocalToIso('2026-07-15T09:30', 'America/Los_Angeles')).toBe('2026-07-15T16:30:00.000Z');
    expect(zonedLocalToIso('2026-07-15T09:30', 'Europe/Paris')).toBe('2026-07-15T07:30:00.000Z');
    expect(zonedLocalToIso('2026-07-15T09:30', 'UTC')).toBe('2026-07-15T09:30:00.000Z');
    expect(zonedLocalToIso('2026-07-15T09:30', 'Asia/Kolkata')).toBe('2026-07-15T04:00:00.000Z');
  });

  it('around the clock changes: the hour that repeats is read once, the hour that is skipped lands after it', () => {
    // 2026-03-08 02:30 does not exist in Los Angeles (02:00 → 03:00).
    expect(zonedLocalToIso('2026-03-08T01:59', 'America/Los_Angeles')).toBe('2026-03-08T09:59:00.000Z');
    expect(zonedLocalToIso('2026-03-08T03:00', 'America/Los_Angeles')).toBe('2026-03-08T10:00:00.000Z');
    expect(zonedLocalToIso('2026-03-08T02:30', 'America/Los_Angeles')).toMatch(/^2026-03-08T(09|10):30:00.000Z$/);
    // 2026-11-01 01:30 happens twice; either reading is a real 01:30 in the studio.
    const repeated = zonedLocalToIso('2026-11-01T01:30', 'America/Los_Angeles') ?? '';
    expect(isoToZonedLocal(repeated, 'America/Los_Angeles')).toBe('2026-11-01T01:30');
  });

  it('refuses what is not a datetime-local value', () => {
    expect(zonedLocalToIso('', 'UTC')).toBeNull();
    expect(zonedLocalToIso('2026-07-15', 'UTC')).toBeNull();
    expect(zonedLocalToIso('2026-07-15 09:30', 'UTC')).toBeNull();
  });

  it('shows a stored instant as the studio’s wall clock', () => {
    expect(isoToZonedLocal('2026-01-15T17:30:00.000Z', 'America/Los_Angeles')).toBe('2026-01-15T09:30');
    expect(isoToZonedLocal('2026-07-15T23:30:00.000Z', 'Europe/Paris')).toBe('2026-07-16T01:30');
    expect(isoToZonedLocal('2026-07-15T00:05:00.000Z', 'UTC')).toBe('2026-07-15T00:05');
  });

  it('round-trips every minute of several years in several zones', () => {
    const zones = ['America/Los_Angeles', 'Europe/Paris', 'Australia/Sydney', 'Asia/Kathmandu', 'UTC'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2024, 0, 1) / 60_000, max: Date.UTC(2030, 0, 1) / 60_000 }),
        fc.constantFrom(...zones),
        (minute, zone) => {
          const iso = new Date(minute * 60_000).toISOString();
          const local = isoToZonedLocal(iso, zone);
          const back = zonedLocalToIso(local, zone) ?? '';
          // A repeated hour has two instants with the same wall clock: both read back to it.
          expect(isoToZonedLocal(back, zone)).toBe(local);
        },
      ),
    );
  });

  it('formats a time in the admin’s language on the studio’s clock', () => {
    const iso = '2026-03-04T17:30:00.000Z';
    expect(formatStudioDateTime('en', iso, 'America/Los_Angeles')).toMatch(/Mar 4, 2026.*9:30\sAM/);
    expect(formatStudioDateTime('fr', iso, 'Europe/Paris')).toMatch(/4 mars 2026.*18:30/);
    expect(formatStudioDateTime('es', iso, 'UTC')).toMatch(/4 mar 2026.*17:30/);
  });
});
