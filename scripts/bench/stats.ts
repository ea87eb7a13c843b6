/**
 * The middle item by `key`; with an even count the lower of the two middle ones, so a median is
 * always a real run (never an average of two) and errs on the pessimistic side.
 */
export function medianBy<T>(items: readonly T[], key: (item: T) => number): T {
  if (items.length === 0) throw new Error('median of nothing');
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor((sorted.length - 1) / 2)] as T;
}

export function median(values: readonly number[]): number {
  return medianBy(values, (value) => value);
}

export function kilobytes(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
