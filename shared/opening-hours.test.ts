import { describe, expect, it } from 'vitest';
import { groupOpeningHours } from './opening-hours.ts';

describe('groupOpeningHours', () => {
  it('groups consecutive days with equal hours, Monday first', () => {
    const hours = [
      { day: 0, opens: null, closes: null },
      ...[1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:00', closes: '18:00' })),
      { day: 6, opens: '10:00', closes: '16:00' },
    ] as Parameters<typeof groupOpeningHours>[0];
    expect(groupOpeningHours(hours)).toEqual([
      { days: 'Monday – Friday', hours: '9 am – 6 pm' },
      { days: 'Saturday', hours: '10 am – 4 pm' },
      { days: 'Sunday', hours: 'Closed' },
    ]);
  });
});
