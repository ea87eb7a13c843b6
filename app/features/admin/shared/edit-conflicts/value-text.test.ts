import { describe, expect, it } from 'vitest';
import { describeValue, imagesOf, VALUE_TEXT_MAX } from './value-text.ts';

const words = { yes: 'Yes', no: 'No' };

describe('a field’s value as the Conflict dialog shows it', () => {
  it('a rich-text body is its text, a paragraph a line', () => {
    expect(describeValue('<p>Limewash &amp; walnut</p><p>A <strong>calm</strong> room.</p>', words)).toBe(
      'Limewash & walnut\nA calm room.',
    );
  });

  it('plain text with a lone "<" stays as typed', () => {
    expect(describeValue('Budget < 20k', words)).toBe('Budget < 20k');
  });

  it('a switch is yes or no, a list its items, a group of fields its values, nothing empty', () => {
    expect(describeValue(true, words)).toBe('Yes');
    expect(describeValue(['calm', 'walnut'], words)).toBe('calm, walnut');
    expect(describeValue({ open: '09:00', close: '17:00', closed: false }, words)).toBe('09:00 · 17:00 · No');
    expect(describeValue(null, words)).toBe('');
  });

  it('a long text is cut, so the choice stays in view', () => {
    expect(describeValue('a'.repeat(VALUE_TEXT_MAX + 50), words)).toHaveLength(VALUE_TEXT_MAX + 1);
  });

  it('images are a gallery (objects with a url) or one /media/ address; other lists are not', () => {
    expect(
      imagesOf([
        { url: '/media/a.webp', alt: '' },
        { url: '/media/b.webp', alt: 'Sofa' },
      ]),
    ).toEqual(['/media/a.webp', '/media/b.webp']);
    expect(imagesOf('/media/a.webp')).toEqual(['/media/a.webp']);
    expect(imagesOf(['calm'])).toBeNull();
    expect(imagesOf([])).toBeNull();
  });
});
