import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors.ts';
import { assertExactOrder, placeSubset } from './exact-reorder.ts';

describe('a new order must name exactly the current items (D19)', () => {
  const current = [3, 1, 2];

  it('accepts any permutation of the current ids', () => {
    expect(() => assertExactOrder(current, [1, 2, 3])).not.toThrow();
    expect(() => assertExactOrder([], [])).not.toThrow();
  });

  it.each([
    ['a foreign id', [1, 2, 3, 4], 'not in this list'],
    ['a missing id', [1, 2], 'leaves out'],
    ['a repeated id', [1, 2, 2, 3], 'twice'],
    ['a repeated id instead of a missing one', [1, 1, 2], 'twice'],
  ])('refuses %s', (_, proposed, message) => {
    expect(() => assertExactOrder(current, proposed)).toThrow(ValidationError);
    expect(() => assertExactOrder(current, proposed)).toThrow(message);
  });
});

describe('a partial reorder: the named items trade the places they hold (issue 11)', () => {
  const current = [5, 8, 1, 9, 2, 7];

  it('puts the named items, in the order given, into their own places; the rest stay', () => {
    expect(placeSubset(current, [2, 8, 9])).toEqual([5, 2, 1, 8, 9, 7]);
    expect(placeSubset(current, [7, 5])).toEqual([7, 8, 1, 9, 2, 5]);
  });

  it('changes nothing for an empty list or the items in their current order', () => {
    expect(placeSubset(current, [])).toEqual(current);
    expect(placeSubset(current, [8, 9, 7])).toEqual(current);
  });

  it('is the exact order when every item is named', () => {
    expect(placeSubset(current, [7, 2, 9, 1, 8, 5])).toEqual([7, 2, 9, 1, 8, 5]);
  });

  it.each([
    ['a foreign id', [8, 4], 'not in this list'],
    ['a repeated id', [8, 9, 8], 'twice'],
  ])('refuses %s', (_, proposed, message) => {
    expect(() => placeSubset(current, proposed)).toThrow(ValidationError);
    expect(() => placeSubset(current, proposed)).toThrow(message);
  });
});
