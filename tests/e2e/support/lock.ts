import { appendFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Runs `work` while no other worker of this test run holds the lock `name`: for what two tests
 * (both sizes run every spec at once on one server) must not do at the same time, such as
 * changing a list that a reorder names in full (D19). A lock directory per test run (named by the
 * runner's pid, the parent of every worker); a lock whose holder died (a worker torn down
 * mid-test) is taken over. Waiting for it polls the directory: the holder's end is not an event
 * another process can wait on.
 */
export async function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(tmpdir(), `atelier-e2e-${name}-${process.ppid}`);
  const asked = Date.now();
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      const holder = Number(await readFile(path.join(lock, 'pid'), 'utf8').catch(() => ''));
      if (holder && !isAlive(holder)) await rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await writeFile(path.join(lock, 'pid'), String(process.pid));
  const taken = Date.now();
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
    await recordLockTimes(name, taken - asked, Date.now() - taken);
  }
}

/**
 * A worker waiting for a lock does nothing else, so `npm test` sums the waits beside the slowest
 * specs (scripts/test-timings.ts): a lock held too long shows as lost parallelism.
 */
async function recordLockTimes(name: string, waitedMs: number, heldMs: number): Promise<void> {
  const timings = process.env.E2E_TIMINGS_FILE;
  if (!timings) return;
  const line = `${JSON.stringify({ name, waitedMs, heldMs })}\n`;
  await appendFile(path.join(path.dirname(timings), 'locks.jsonl'), line).catch(() => undefined);
}

/**
 * The portfolio's order is one list (D19): a reorder names every project and is refused when the
 * set changed since the page read it. So whatever adds or removes a project, and a reorder from
 * reading the list to its last check, runs alone.
 */
export function withProjectSetLock<T>(work: () => Promise<T>): Promise<T> {
  return withLock('project-set', work);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
