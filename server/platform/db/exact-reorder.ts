import { ValidationError } from '../errors.ts';

/**
 * D19 and the rule for every reorder (projects, posts, testimonials, form options): the
 * new order must name exactly the current items — none foreign, none missing, none twice — or
 * nothing changes. A list read while someone else added or deleted an item is refused, so a stale
 * screen can never drop an item to the end or resurrect one.
 */
export function assertExactOrder(current: readonly number[], proposed: readonly number[]): void {
  const seen = assertKnownOnce(current, proposed);
  if (seen.size !== current.length) {
    throw new ValidationError('reorder_incomplete');
  }
}

/** Every proposed id is one of the current items, and none comes twice; answers the set of them. */
function assertKnownOnce(current: readonly number[], proposed: readonly number[]): Set<number> {
  const known = new Set(current);
  const seen = new Set<number>();
  for (const id of proposed) {
    if (seen.has(id)) throw new ValidationError('reorder_duplicate', { id });
    if (!known.has(id)) throw new ValidationError('reorder_unknown_item', { id });
    seen.add(id);
  }
  return seen;
}

/**
 * A partial reorder (issue 11: a page or a filter of a long list): the items named take, in the
 * order given, the places they hold now in `current` (the whole list in display order); every
 * other item keeps its place. Answers the whole list in its new order. A foreign or repeated id is
 * refused as in `assertExactOrder`; an item left out simply stays where it is.
 */
export function placeSubset(current: readonly number[], subset: readonly number[]): number[] {
  const named = assertKnownOnce(current, subset);
  const next = [...current];
  let k = 0;
  for (const [place, id] of current.entries()) {
    if (named.has(id)) next[place] = subset[k++] as number;
  }
  return next;
}
