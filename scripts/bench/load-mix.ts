/**
 * The pure parts of the soak (soak-suite.ts): which request comes next in a weighted mix, what an
 * answer counts as, and the percentiles of what was timed.
 */

/** A kind of traffic: the requests it sends and its share of all requests. */
export interface TrafficGroup<R> {
  name: string;
  weight: number;
  requests: readonly R[];
  /** statuses that are a correct answer for this group besides 2xx/3xx (e.g. 429 behind a rate limit) */
  expected?: readonly number[];
}

/**
 * The order in which the groups take turns, as smooth weighted round-robin (nginx's): over one
 * cycle each group appears `weight` times, spread out rather than bunched, so any stretch of the
 * soak sees the mix, not one group after another.
 */
export function weightedCycle(weights: readonly number[]): number[] {
  if (weights.length === 0 || weights.some((weight) => !Number.isInteger(weight) || weight < 0)) {
    throw new Error('weights must be whole numbers ≥ 0');
  }
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) throw new Error('at least one weight must be above 0');
  const current = weights.map(() => 0);
  const cycle: number[] = [];
  for (let turn = 0; turn < total; turn += 1) {
    let best = 0;
    for (let i = 0; i < weights.length; i += 1) {
      current[i] = (current[i] ?? 0) + (weights[i] ?? 0);
      if ((current[i] ?? 0) > (current[best] ?? 0)) best = i;
    }
    current[best] = (current[best] ?? 0) - total;
    cycle.push(best);
  }
  return cycle;
}

/**
 * The n-th request of the soak (n from 0): the group whose turn it is, and within the group its
 * requests in rotation, so every request of every group is sent about equally often.
 */
export function nthRequest<R>(
  groups: readonly TrafficGroup<R>[],
  cycle: readonly number[],
  n: number,
): { group: number; request: R } {
  const group = cycle[n % cycle.length] ?? 0;
  const turnsOfGroup = Math.floor(n / cycle.length) * (groups[group]?.weight ?? 0) + countBefore(cycle, group, n);
  const requests = groups[group]?.requests ?? [];
  if (requests.length === 0) throw new Error(`group ${groups[group]?.name ?? group} has no requests`);
  return { group, request: requests[turnsOfGroup % requests.length] as R };
}

function countBefore(cycle: readonly number[], group: number, n: number): number {
  let count = 0;
  for (let i = 0; i < n % cycle.length; i += 1) if (cycle[i] === group) count += 1;
  return count;
}

export type Outcome = '2xx' | '3xx' | 'expected 4xx' | 'unexpected 4xx' | '5xx' | 'socket error';

/**
 * What an answer counts as. 429 behind a rate limit is the limit doing its job (expected); a 401 or
 * 404 where the mix expects a page means the bench or the server is wrong (unexpected); no status
 * at all is a socket error (reset, refused, timed out).
 */
export function classifyAnswer(status: number | undefined, expected: readonly number[] = []): Outcome {
  if (status === undefined) return 'socket error';
  if (status >= 500) return '5xx';
  if (status >= 400) return expected.includes(status) ? 'expected 4xx' : 'unexpected 4xx';
  if (status >= 300) return '3xx';
  if (status >= 200) return '2xx';
  return 'unexpected 4xx';
}

/** An outcome that fails the soak's target: anything but a correct answer. */
export function isFailure(outcome: Outcome): boolean {
  return outcome === 'unexpected 4xx' || outcome === '5xx' || outcome === 'socket error';
}

/**
 * The p-th percentile (0 < p ≤ 100) by the nearest-rank method: always a value that was measured,
 * the smallest one with at least p % of the values at or below it.
 */
export function percentile(sortedAscending: readonly number[], p: number): number {
  if (sortedAscending.length === 0) throw new Error('percentile of nothing');
  if (!(p > 0 && p <= 100)) throw new Error('p must be in (0, 100]');
  const rank = Math.ceil((p / 100) * sortedAscending.length);
  return sortedAscending[Math.max(rank, 1) - 1] as number;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export function summarizeLatencies(values: readonly number[]): LatencySummary | undefined {
  if (values.length === 0) return undefined;
  const sorted = Float64Array.from(values).sort();
  const asArray = Array.from(sorted);
  return {
    count: asArray.length,
    p50: percentile(asArray, 50),
    p99: percentile(asArray, 99),
    max: asArray[asArray.length - 1] as number,
  };
}
