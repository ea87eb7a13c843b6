import { describe, expect, it } from 'vitest';
import { CONTENT_WIDTH, MARGIN } from './lookbook-theme.ts';
import { contentsGrid } from './pages/contents-page.ts';
import { furtherImageLayout, placeTags } from './pages/project-spread.ts';
import { paginateTestimonials } from './pages/testimonials-pages.ts';

describe('testimonial pages', () => {
  it('puts three quotes under the heading and four on later pages, spread evenly', () => {
    const sizes = (n: number) =>
      paginateTestimonials(Array.from({ length: n }, (_, i) => i)).map((page) => page.length);
    expect(sizes(0)).toEqual([]);
    expect(sizes(1)).toEqual([1]);
    expect(sizes(3)).toEqual([3]);
    expect(sizes(7)).toEqual([3, 4]);
    expect(sizes(8)).toEqual([3, 3, 2]);
    expect(sizes(12)).toEqual([3, 3, 3, 3]);
  });

  it('keeps every quote, in order', () => {
    const items = Array.from({ length: 13 }, (_, i) => i);
    expect(paginateTestimonials(items).flat()).toEqual(items);
  });
});

describe('the further pictures of a spread', () => {
  it('stay inside the margins and above the footer, whatever their number', () => {
    for (const count of [0, 1, 2, 3, 5]) {
      for (const { rect } of furtherImageLayout(count)) {
        expect(rect.x).toBeGreaterThanOrEqual(MARGIN.x);
        expect(rect.x + rect.width).toBeLessThanOrEqual(MARGIN.x + CONTENT_WIDTH + 0.01);
        expect(rect.y + rect.height).toBeLessThanOrEqual(MARGIN.contentBottom);
      }
    }
    expect(furtherImageLayout(0)).toEqual([]);
    expect(furtherImageLayout(5)).toHaveLength(3);
  });
});

describe('project tags', () => {
  const width = (tag: string) => tag.length * 10;

  it('flow into rows', () => {
    const placed = placeTags(['aaaa', 'bbbb', 'cccc'], width, 100, 3);
    expect(placed.map((t) => [t.tag, t.row])).toEqual([
      ['aaaa', 0],
      ['bbbb', 0],
      ['cccc', 1],
    ]);
  });

  it('end with a "+N" count when the rows cannot hold them all', () => {
    const placed = placeTags(['aaaa', 'bbbb', 'cccc', 'dddd', 'eeee'], width, 100, 2);
    expect(placed.map((t) => t.tag)).toEqual(['aaaa', 'bbbb', 'cccc', '+2']);
    expect(Math.max(...placed.map((t) => t.row))).toBe(1);
  });

  it('show nothing when there is no room at all', () => {
    expect(placeTags(['aaaa'], width, 100, 0)).toEqual([]);
  });
});

describe('the contents page', () => {
  it('lists projects in one column, then two, then what fits with a count of the rest', () => {
    expect(contentsGrid(11, 400)).toMatchObject({ columns: 1, shown: 11 });
    expect(contentsGrid(40, 400)).toMatchObject({ columns: 2, shown: 40 });
    const crowded = contentsGrid(200, 400);
    expect(crowded.columns).toBe(2);
    expect(crowded.shown).toBeLessThan(200);
    // the rows shown plus the "and N more" line fit the room
    expect((Math.ceil(crowded.shown / 2) + 1) * crowded.row).toBeLessThanOrEqual(400);
  });
});
