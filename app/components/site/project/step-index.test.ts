import { describe, expect, it } from 'vitest';
import { stepIndex } from './step-index.ts';

describe('stepIndex', () => {
  it('moves forward and back within the list', () => {
    expect(stepIndex(1, 1, 5)).toBe(2);
    expect(stepIndex(3, -1, 5)).toBe(2);
  });

  it('wraps from the last item to the first and from the first to the last', () => {
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(0, -1, 5)).toBe(4);
  });

  it('stays at 0 for a single item or an empty list', () => {
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, -1, 0)).toBe(0);
  });
});
