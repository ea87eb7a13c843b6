import { readFileSync } from 'node:fs';

export interface ProcessMemory {
  /** resident set size now, MB */
  rssMb: number;
  /** the highest resident set size the process has had, MB (VmHWM) */
  peakRssMb: number;
}

/** A process's memory from /proc; undefined where there is no /proc or the process is gone. */
export function processMemory(pid: number): ProcessMemory | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    const rss = kilobytes('VmRSS');
    const peak = kilobytes('VmHWM');
    if (Number.isNaN(rss) || Number.isNaN(peak)) return undefined;
    return { rssMb: rss / 1024, peakRssMb: peak / 1024 };
  } catch {
    return undefined;
  }
}
