import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors.ts';
import { assertExactOrder } from './exact-reorder.ts';

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
