import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU seconds (user + system) a process has used so far, from /proc; undefined where there is no /proc. */
export function cpuSeconds(pid: number): number | undefined {
  try {
    // Fields after the parenthesised command name; utime and stime are the 12th and 13th of them.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/**
 * Measures how busy `pid` and this process were while `work` ran, in % of one core: 100 % for
 * the load generator means it, not the server, set the pace.
 */
export async function withCpuUsage<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; targetPercent?: number; selfPercent: number; wallSeconds: number }> {
  const targetBefore = cpuSeconds(pid);
  const selfBefore = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const wallSeconds = (performance.now() - started) / 1000;
  const targetAfter = cpuSeconds(pid);
  const self = process.cpuUsage(selfBefore);
  return {
    result,
    targetPercent:
      targetBefore === undefined || targetAfter === undefined
        ? undefined
        : ((targetAfter - targetBefore) / wallSeconds) * 100,
    selfPercent: ((self.user + self.system) / 1e6 / wallSeconds) * 100,
    wallSeconds,
  };
}
