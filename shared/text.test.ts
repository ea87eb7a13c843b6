import { describe, expect, it } from 'vitest';
import { formatCategory, readTimeMinutes, truncate } from './text.ts';

describe('formatCategory', () => {
  it.each([
    ['living-room', 'Living Room'],
    ['kitchen', 'Kitchen'],
    ['room-transformations', 'Room Transformations'],
  ])('%s → %s', (value, label) => expect(formatCategory(value)).toBe(label));
});

describe('readTimeMinutes (D2)', () => {
  it('is ceil(words / 200), at least 1', () => {
    expect(readTimeMinutes('')).toBe(1);
    expect(readTimeMinutes('word '.repeat(200))).toBe(1);
    expect(readTimeMinutes('word '.repeat(201))).toBe(2);
    expect(readTimeMinutes(' a\n\nb  c ')).toBe(1);
  });

  it('counts the words of the Markdown, not its marks nor its images', () => {
    const marks =
      '## \n\n> - 1. ** * --- ![a sunlit kitchen with a long oak table](/media/0123456789abcdef0123/1280.jpg) '.repeat(
        60,
      );
    expect(readTimeMinutes(`${marks}${'word '.repeat(200)}`)).toBe(1);
    expect(readTimeMinutes(`${marks}${'**word** '.repeat(201)}`)).toBe(2);
  });
});

describe('truncate', () => {
  it('cuts at the limit and adds an ellipsis only when it cut', () => {
    expect(truncate('short', 100)).toBe('short');
    expect(truncate('x'.repeat(100), 100)).toBe('x'.repeat(100));
    expect(truncate('x'.repeat(101), 100)).toBe(`${'x'.repeat(100)}...`);
  });
});
