import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { CHROMIUM_PATH } from './chromium.ts';

function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .trim()
      .replace(/\s+built on.*$/, '');
  } catch {
    return 'Chromium (version unknown)';
  }
}

export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}

/** One line saying what the figures were measured on. */
export function describeMachine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, ${chromiumVersion()}`;
}
