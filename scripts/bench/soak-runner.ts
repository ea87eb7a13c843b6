import { Agent, request } from 'node:http';
import { classifyAnswer, nthRequest, type Outcome, type TrafficGroup, weightedCycle } from './load-mix.ts';

export interface SoakRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  /** a fresh body for the n-th time this request is sent (unique e-mail addresses …) */
  body?: (n: number) => string;
}

export interface GroupTally {
  name: string;
  latenciesMs: number[];
  outcomes: Record<Outcome, number>;
  statuses: Map<string, number>;
  /** the first few failures, to say what went wrong */
  failures: string[];
  /** the slowest answer: what it was and when in the soak it was sent (a stall shows here) */
  slowest?: { ms: number; what: string };
}

export interface SoakRun {
  groups: GroupTally[];
  wallSeconds: number;
}

const REQUEST_TIMEOUT_MS = 30_000;
const FAILURES_KEPT = 5;

function emptyOutcomes(): Record<Outcome, number> {
  return { '2xx': 0, '3xx': 0, 'expected 4xx': 0, 'unexpected 4xx': 0, '5xx': 0, 'socket error': 0 };
}

/** One request on a kept-alive socket, timed from sending to the last byte of the body. */
function send(
  agent: Agent,
  baseUrl: string,
  spec: SoakRequest,
  n: number,
): Promise<{ status?: number; ms: number; error?: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const body = spec.body?.(n);
    const headers =
      body === undefined ? spec.headers : { ...spec.headers, 'content-length': String(Buffer.byteLength(body)) };
    const req = request(`${baseUrl}${spec.path}`, { method: spec.method, headers, agent }, (res) => {
      res.resume();
      res.on('error', (error) => resolve({ ms: performance.now() - started, error: error.message }));
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
    });
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)));
    req.on('error', (error) => resolve({ ms: performance.now() - started, error: error.message }));
    req.end(body);
  });
}

/**
 * `connections` clients, each on its own kept-alive socket, sending the mix back to back for
 * `seconds`: a client sends its next request as soon as the last answer has been read (closed
 * loop, as autocannon does). Requests started before the end are waited for and counted.
 */
export async function runSoak(
  baseUrl: string,
  groups: readonly TrafficGroup<SoakRequest>[],
  connections: number,
  seconds: number,
): Promise<SoakRun> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const cycle = weightedCycle(groups.map((group) => group.weight));
  const tallies: GroupTally[] = groups.map((group) => ({
    name: group.name,
    latenciesMs: [],
    outcomes: emptyOutcomes(),
    statuses: new Map(),
    failures: [],
  }));
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const n = next++;
      const { group, request: spec } = nthRequest(groups, cycle, n);
      const tally = tallies[group] as GroupTally;
      const sentAt = performance.now();
      const answer = await send(agent, baseUrl, spec, n);
      const outcome = classifyAnswer(answer.status, groups[group]?.expected);
      tally.latenciesMs.push(answer.ms);
      if (!tally.slowest || answer.ms > tally.slowest.ms) {
        tally.slowest = {
          ms: answer.ms,
          what: `${spec.method} ${spec.path} sent at ${((sentAt - started) / 1000).toFixed(1)} s`,
        };
      }
      tally.outcomes[outcome] += 1;
      const key = answer.status === undefined ? 'error' : String(answer.status);
      tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1);
      if (
        (outcome === '5xx' || outcome === 'unexpected 4xx' || outcome === 'socket error') &&
        tally.failures.length < FAILURES_KEPT
      ) {
        tally.failures.push(
          `${spec.method} ${spec.path} sent at ${((sentAt - started) / 1000).toFixed(1)} s: ${answer.status ?? answer.error}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  const wallSeconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { groups: tallies, wallSeconds };
}
