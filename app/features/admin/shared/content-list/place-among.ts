/**
 * A partial reorder as the server saves it (`{ items, partial: true }`, issue 11): the moved items
 * (`ids`, in their new order) take the places they held among `items`; everything else keeps its
 * place. A page that shows none of them is left as it is; one showing only some of them (a stale
 * page) too: the refresh after the save brings the real order.
 */
export function placeAmong<T extends { id: number }>(items: readonly T[], ids: readonly number[]): T[] {
  const moving = new Set(ids);
  const shown = items.filter((item) => moving.has(item.id));
  if (shown.length !== moving.size) return [...items];
  const byId = new Map(shown.map((item) => [item.id, item]));
  const inNewOrder = ids.map((id) => byId.get(id) as T);
  let next = 0;
  return items.map((item) => (moving.has(item.id) ? (inNewOrder[next++] as T) : item));
}
