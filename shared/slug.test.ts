import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, SLUG_PATTERN, slugify } from './slug.ts';

describe('slugify (D3)', () => {
  it('lower-cases, folds accents to their base letter and joins words with hyphens', () => {
    expect(slugify('Café in Zürich')).toBe('cafe-in-zurich');
    expect(slugify('  Living   Room  ')).toBe('living-room');
    expect(slugify('Søren’s Loft')).toBe('sorens-loft');
  });

  it('drops punctuation and symbols', () => {
    expect(slugify('Kitchen & Bath: a Before/After!')).toBe('kitchen-and-bath-a-before-after');
    expect(slugify('“Quiet” luxury — 2026')).toBe('quiet-luxury-2026');
  });

  it('is empty when nothing usable remains', () => {
    expect(slugify('!!! ???')).toBe('');
    expect(slugify('')).toBe('');
  });

  it('caps the length without leaving a trailing hyphen', () => {
    const slug = slugify('word '.repeat(100));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('always gives a stored-slug shape or nothing, whatever the title', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (title) => {
        const slug = slugify(title);
        expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true);
        expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
      }),
    );
  });
});
