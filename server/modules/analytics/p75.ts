/**
 * The 75th percentile as the dashboard defines it (docs/analytics.md): the nearest-rank
 * percentile — the smallest sample with at least 75 % of the samples at or below it, the
 * ceil(0.75·n)-th of the sorted samples. It is always one of the samples (no interpolation), and
 * it is exactly what PostgreSQL's `percentile_disc(0.75)` answers; this function is the reference
 * the tests hold the report (which merges daily sorted samples, dashboard.ts) to.
 */
export function p75(samples: readonly number[]): number | null {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil(0.75 * sorted.length);
  return sorted[rank - 1] ?? null;
}

/** The nearest-rank p75's rank (1-based) among `n` samples: ⌈0.75·n⌉. */
export function p75Rank(n: number): number {
  return Math.ceil(0.75 * n);
}
