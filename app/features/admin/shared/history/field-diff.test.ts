import { describe, expect, it } from 'vitest';
import { diffField, diffImages, diffList, diffSnapshots, diffText, kindOf } from './field-diff.ts';

const photo = (n: number) => `/media/${String(n).repeat(20)}/1600.jpg`;

describe('the History panel compares two versions field by field', () => {
  it('lists only the fields that differ, in the order the item holds them', () => {
    const older = { title: 'Hillside House', location: 'Oakland', featured: false, tags: ['warm'] };
    const newer = { title: 'Hillside Home', location: 'Oakland', featured: true, tags: ['warm'] };
    expect(diffSnapshots(older, newer).map((diff) => diff.field)).toEqual(['title', 'featured']);
  });

  it('shows a text field by words: what was kept, what went and what came', () => {
    expect(diffText('A calm kitchen in oak', 'A bright kitchen in oak and brass')).toEqual([
      { change: 'same', text: 'A ' },
      { change: 'removed', text: 'calm' },
      { change: 'added', text: 'bright' },
      { change: 'same', text: ' kitchen in oak' },
      { change: 'added', text: ' and brass' },
    ]);
  });

  it('reads a text that was empty (or missing) as no words, so every word of the other side is new', () => {
    expect(diffField('project', null, 'Hillside House')).toEqual({
      field: 'project',
      kind: 'text',
      parts: [{ change: 'added', text: 'Hillside House' }],
    });
  });

  it('shows a project’s gallery by image: kept, added, removed, and a kept one whose alt text changed', () => {
    const older = [
      { url: photo(1), alt: 'Kitchen', focalX: 50, focalY: 50 },
      { url: photo(2), alt: 'Hall', focalX: 50, focalY: 50 },
    ];
    const newer = [
      { url: photo(3), alt: 'Terrace', focalX: 50, focalY: 50 },
      { url: photo(1), alt: 'Oak kitchen', focalX: 50, focalY: 50 },
    ];
    expect(diffImages(older, newer)).toEqual([
      { change: 'added', image: { url: photo(3), alt: 'Terrace' }, edited: false },
      { change: 'kept', image: { url: photo(1), alt: 'Oak kitchen' }, edited: true },
      { change: 'removed', image: { url: photo(2), alt: 'Hall' }, edited: false },
    ]);
    expect(kindOf(older, newer)).toBe('images');
  });

  it('shows a single image (a post’s featured image, the designer’s portrait) as removed and added, or added alone', () => {
    expect(diffField('featuredImage', photo(1), photo(2))).toEqual({
      field: 'featuredImage',
      kind: 'images',
      images: [
        { change: 'added', image: { url: photo(2), alt: '' }, edited: false },
        { change: 'removed', image: { url: photo(1), alt: '' }, edited: false },
      ],
    });
    expect(diffField('designerPortrait', null, photo(4))).toMatchObject({
      kind: 'images',
      images: [{ change: 'added', image: { url: photo(4) } }],
    });
  });

  it('reads a gallery of plain URLs (the banner’s images, the spec’s `images`) as images too', () => {
    expect(diffField('bannerImages', [photo(1)], [])).toMatchObject({
      kind: 'images',
      images: [{ change: 'removed', image: { url: photo(1) } }],
    });
  });

  it('shows any other list by item, unchanged items kept in place', () => {
    expect(diffList(['warm', 'oak', 'coastal'], ['warm', 'coastal', 'brass'])).toEqual([
      { change: 'same', text: 'warm' },
      { change: 'removed', text: 'oak' },
      { change: 'same', text: 'coastal' },
      { change: 'added', text: 'brass' },
    ]);
  });

  it('compares list items by their whole value, and describes an item by its fields', () => {
    const older = [{ title: 'Full design', description: 'From plan to styling' }];
    const newer = [{ title: 'Full design', description: 'From plan to the last cushion' }];
    expect(diffField('services', older, newer)).toEqual({
      field: 'services',
      kind: 'list',
      items: [
        { change: 'removed', text: 'title: Full design; description: From plan to styling' },
        { change: 'added', text: 'title: Full design; description: From plan to the last cushion' },
      ],
    });
  });

  it('compares a record (the socials) by entry, so only the changed address shows as changed', () => {
    const older = { instagram: 'https://instagram.com/a', houzz: null };
    const newer = { instagram: 'https://instagram.com/a', houzz: 'https://houzz.com/b' };
    expect(diffField('socials', older, newer)).toEqual({
      field: 'socials',
      kind: 'list',
      items: [
        { change: 'same', text: 'instagram: https://instagram.com/a' },
        { change: 'removed', text: 'houzz: —' },
        { change: 'added', text: 'houzz: https://houzz.com/b' },
      ],
    });
  });

  it('shows numbers, switches and dates as before → after, not by words', () => {
    expect(diffField('rating', 4, 5)).toEqual({ field: 'rating', kind: 'value', before: 4, after: 5 });
    expect(diffField('featured', false, true)).toMatchObject({ kind: 'value' });
    expect(diffField('publishedAt', null, '2026-12-01T09:00:00.000Z')).toMatchObject({ kind: 'value' });
  });

  it('takes a field missing on one side as changed (an item saved before the field existed)', () => {
    expect(diffSnapshots({ title: 'A' }, { title: 'A', excerpt: 'New words' })).toEqual([
      { field: 'excerpt', kind: 'text', parts: [{ change: 'added', text: 'New words' }] },
    ]);
  });
});
