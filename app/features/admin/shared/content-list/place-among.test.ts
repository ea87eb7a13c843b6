import { describe, expect, it } from 'vitest';
import { placeAmong } from './place-among.ts';

const list = (...ids: number[]) => ids.map((id) => ({ id }));
const idsOf = (items: { id: number }[]) => items.map((item) => item.id);

describe('a reorder shown at once', () => {
  it('puts the moved items in their new order in the places they held, the others stay', () => {
    expect(idsOf(placeAmong(list(1, 2, 3, 4, 5), [5, 3, 1]))).toEqual([5, 2, 3, 4, 1]);
  });

  it('is the whole new order when every item moved (one page shows the whole list)', () => {
    expect(idsOf(placeAmong(list(1, 2, 3), [3, 1, 2]))).toEqual([3, 1, 2]);
  });

  it('leaves a list that shows none or only some of the moved items as it is', () => {
    expect(idsOf(placeAmong(list(7, 8), [1, 2]))).toEqual([7, 8]);
    expect(idsOf(placeAmong(list(1, 8), [2, 1]))).toEqual([1, 8]);
  });
});
