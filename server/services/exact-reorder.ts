import { ValidationError } from '../errors.ts';

/**
 * D19 and the rule for every reorder (projects, posts, testimonials, form options): the
 * new order must name exactly the current items — none foreign, none missing, none twice — or
 * nothing changes. A list read while someone else added or deleted an item is refused, so a stale
 * screen can never drop an item to the end or resurrect one.
 */
export function assertExactOrder(current: readonly number[], proposed: readonly number[]): void {
  const known = new Set(current);
  const seen = new Set<number>();
  for (const id of proposed) {
    if (seen.has(id)) throw new ValidationError(`The new order names item ${id} twice.`);
    if (!known.has(id)) throw new ValidationError(`The new order names item ${id}, which is not in this list.`);
    seen.add(id);
  }
  if (seen.size !== known.size) {
    throw new ValidationError('The new order leaves out items of this list. Reload the list and try again.');
  }
}
