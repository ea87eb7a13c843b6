import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLongDate, groupThousands } from './display-format.ts';

const intlNumber = new Intl.NumberFormat('en-US');
const intlDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

describe('the public pages write numbers and dates as Intl would (en-US), without loading it', () => {
  it('groups thousands', () => {
    expect(groupThousands(0)).toBe('0');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(1250)).toBe('1,250');
    expect(groupThousands(1234567)).toBe('1,234,567');
    expect(groupThousands(-1000)).toBe('-1,000');
  });

  it('agrees with Intl.NumberFormat on every whole number', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -100_000, max: 100_000 }), fc.maxSafeInteger()), (value) => {
        expect(groupThousands(value)).toBe(intlNumber.format(value));
      }),
    );
  });

  it('writes what is not a whole number plainly rather than fail the page', () => {
    expect(groupThousands(1.5)).toBe('1.5');
    expect(groupThousands(Number.NaN)).toBe('NaN');
  });

  it("writes a post's date as its UTC day in the long style", () => {
    expect(formatLongDate('2026-03-04T10:00:00.000Z')).toBe('March 4, 2026');
    // Late on the last day of a month in UTC is still that day, wherever the reader is.
    expect(formatLongDate('2026-01-31T23:59:59.999Z')).toBe('January 31, 2026');
    expect(formatLongDate('2026-02-01')).toBe('February 1, 2026');
  });

  it('agrees with Intl.DateTimeFormat on every day from 1970 to 2200', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2200-12-31T23:59:59Z'), noInvalidDate: true }),
        (date) => {
          expect(formatLongDate(date.toISOString())).toBe(intlDate.format(date));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses text that is not a date', () => {
    expect(() => formatLongDate('soon')).toThrow(RangeError);
  });
});
