import { describe, expect, it } from 'vitest';
import { kthSmallest, p75, p75Rank } from './p75.ts';

describe('p75, the nearest-rank percentile', () => {
  it('is the ceil(0.75·n)-th smallest sample', () => {
    expect(p75([1, 2, 3, 4])).toBe(3);
    expect(p75([4, 3, 2, 1, 5])).toBe(4);
    expect(p75([10])).toBe(10);
    expect(p75([1, 2, 3, 4, 5, 6, 7, 8])).toBe(6);
    expect(p75([0.3, 0.1, 0.2])).toBe(0.3);
  });

  it('is null without samples', () => {
    expect(p75([])).toBeNull();
  });
});

describe('kthSmallest, what the report takes p75 with', () => {
  it('is the k-th smallest of a typed array, and p75 at rank ⌈0.75·n⌉', () => {
    const values = [5, 0.5, 3, 3, 10, 1];
    expect(kthSmallest(Float64Array.from(values), 1)).toBe(0.5);
    expect(kthSmallest(Float64Array.from(values), 4)).toBe(3);
    expect(kthSmallest(Float64Array.from(values), p75Rank(values.length))).toBe(p75(values));
    expect(kthSmallest(Float64Array.from(values), 7)).toBeNull();
    expect(kthSmallest(new Float64Array(0), 1)).toBeNull();
  });
});
