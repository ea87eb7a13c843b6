/** Moves `delta` places through `count` items with wraparound (public site §4: last → first, first → last). */
export function stepIndex(current: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + delta) % count) + count) % count;
}
