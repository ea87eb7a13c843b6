import { describe, expect, it } from 'vitest';
import { parseTags } from './tags.ts';

describe('parseTags', () => {
  it('splits on commas, trims, and drops empty pieces and repeats in any case, keeping the first spelling', () => {
    expect(parseTags(' warm oak, linen ,, Open Plan,LINEN , ')).toEqual(['warm oak', 'linen', 'Open Plan']);
    expect(parseTags(' lighting, lamps ,, Lighting,  dimmers ,')).toEqual(['lighting', 'lamps', 'dimmers']);
    expect(parseTags('')).toEqual([]);
  });
});
