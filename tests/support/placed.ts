/**
 * The partial-reorder rule as the tests state it, independently of the server's code: the items
 * named fill, in the order given, the places they held among `before`.
 */
export function placed(before: number[], subset: number[]): number[] {
  const places = before.flatMap((id, place) => (subset.includes(id) ? [place] : []));
  const after = [...before];
  places.forEach((place, k) => {
    after[place] = subset[k] as number;
  });
  return after;
}
