import autocannon from 'autocannon';
import { withCpuUsage } from './process-cpu.ts';

export interface LoadSettings {
  connections: number;
  warmUpSeconds: number;
  seconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  bytesPerResponse: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: string;
  /** % of one core the server process used during the measured run */
  serverCpuPercent?: number;
  /** server CPU time per completed request: what the server spends, whoever sets the pace */
  serverCpuMsPerRequest?: number;
  /** % of one core autocannon (this process) used: near 100 % it is the bottleneck */
  generatorCpuPercent: number;
}

/**
 * autocannon against one URL: a warm-up whose figures are thrown away, then the measured run,
 * noting how busy the server (`serverPid`) and the load generator were meanwhile.
 */
export async function loadTest(
  url: string,
  headers: Record<string, string>,
  settings: LoadSettings,
  serverPid: number,
): Promise<LoadResult> {
  await autocannon({ url, headers, connections: settings.connections, duration: settings.warmUpSeconds });
  const measured = await withCpuUsage(serverPid, () =>
    autocannon({ url, headers, connections: settings.connections, duration: settings.seconds }),
  );
  const result = measured.result;
  const completed = result.requests.total;
  return {
    requestsPerSecond: completed / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    bytesPerResponse: completed > 0 ? result.throughput.total / completed : 0,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.entries(result.statusCodeStats)
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' '),
    serverCpuPercent: measured.targetPercent,
    serverCpuMsPerRequest:
      measured.targetPercent === undefined || completed === 0
        ? undefined
        : (measured.targetPercent / 100) * ((measured.wallSeconds * 1000) / completed),
    generatorCpuPercent: measured.selfPercent,
  };
}
