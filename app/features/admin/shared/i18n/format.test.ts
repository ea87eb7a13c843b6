import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatRelativeTime } from './format.ts';

const now = new Date('2025-03-10T12:00:00Z');

describe('admin formatting follows the chosen language', () => {
  it('says how long ago in each language', () => {
    const threeHoursAgo = new Date(now.getTime() - 3 * 3600_000);
    expect(formatRelativeTime('en', threeHoursAgo, now)).toBe('3 hours ago');
    expect(formatRelativeTime('es', threeHoursAgo, now)).toBe('hace 3 horas');
    expect(formatRelativeTime('fr', threeHoursAgo, now)).toBe('il y a 3 heures');
  });

  it('calls the last minute "now" and yesterday "yesterday"', () => {
    expect(formatRelativeTime('en', new Date(now.getTime() - 20_000), now)).toBe('now');
    expect(formatRelativeTime('en', new Date(now.getTime() - 24 * 3600_000), now)).toBe('yesterday');
    expect(formatRelativeTime('fr', new Date(now.getTime() - 24 * 3600_000), now)).toBe('hier');
  });

  it('writes dates and numbers the local way', () => {
    expect(formatDate('en', '2025-03-04T10:00:00Z')).toBe('Mar 4, 2025');
    expect(formatDate('fr', '2025-03-04T10:00:00Z')).toBe('4 mars 2025');
    expect(formatNumber('en', 12345)).toBe('12,345');
    expect(formatNumber('es', 12345)).toBe('12.345');
  });
});
