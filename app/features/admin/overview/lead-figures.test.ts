import { describe, expect, it } from 'vitest';
import { formatDuration } from './lead-figures.tsx';

describe('a median time on the Overview (issue 27)', () => {
  it('is said in minutes under an hour, hours under two days, days beyond, in the reader’s language', () => {
    expect(formatDuration('en', 42.4)).toBe('42 minutes');
    expect(formatDuration('en', 180)).toBe('3 hours');
    expect(formatDuration('en', 90)).toBe('1.5 hours');
    expect(formatDuration('en', 3 * 24 * 60)).toBe('3 days');
    expect(formatDuration('es', 90)).toBe('1,5 horas');
    // French puts a no-break space between the number and its unit.
    expect(formatDuration('fr', 60 * 24 * 2.5)).toBe('2,5\u00a0jours');
  });
});
