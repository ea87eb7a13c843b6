import { describe, expect, it } from 'vitest';
import { p75, p75Rank } from './p75.ts';

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

describe('p75Rank, the rank the report reads', () => {
  it('is ⌈0.75·n⌉, the 1-based place of p75 among n sorted samples', () => {
    const values = [5, 0.5, 3, 3, 10, 1];
    expect(p75Rank(values.length)).toBe(5);
    expect([...values].sort((a, b) => a - b)[p75Rank(values.length) - 1]).toBe(p75(values));
    expect(p75Rank(1)).toBe(1);
    expect(p75Rank(4)).toBe(3);
  });
});
