import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withLock } from './lock.ts';
import { test } from './test.ts';

/**
 * The studio's e-mail templates are one list per server (the content specs' server has its own),
 * and both sizes and both workers use it at once. Two kinds of work share it:
 *
 * - whole-list work: emptying it, seeding it, reading the next free position, expecting an exact
 *   list. It runs alone (`withWholeTemplateList`).
 * - work on a template of the test's own, made for it and removed after it. Any number of these run
 *   side by side: none reads what another made. They only must not overlap whole-list work, which
 *   would delete their template or count it (`withOwnTemplates`).
 *
 * So a reader-writer lock: whole-list work holds this server's gate (the runner-wide lock of
 * support/lock.ts) while it works, once the tests with templates of their own have finished; those
 * take the gate only for the moment it takes to sign in their presence in a directory. A presence
 * whose worker died (torn down mid-test) no longer counts. Sign-in, page loads and axe stay outside
 * both wherever what they check does not depend on the list.
 */

function server(): string {
  return new URL(test.info().project.use.baseURL ?? '').port;
}

const gate = () => `email-templates-${server()}`;
const presences = () => path.join(tmpdir(), `atelier-e2e-email-templates-own-${server()}-${process.ppid}`);

/** Runs `work` while nothing else uses this server's template list. */
export function withWholeTemplateList<T>(work: () => Promise<T>): Promise<T> {
  return withLock(gate(), async () => {
    const directory = presences();
    await mkdir(directory, { recursive: true });
    for (;;) {
      const present = await readdir(directory);
      let alive = 0;
      for (const file of present) {
        const pid = Number(await readFile(path.join(directory, file), 'utf8').catch(() => ''));
        if (pid && isAlive(pid)) alive += 1;
        else await rm(path.join(directory, file), { force: true });
      }
      if (alive === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return work();
  });
}

/**
 * Runs `work`, which makes and uses templates of its own, beside other such work but never during
 * whole-list work. `cleanUp` removes what it made, before whole-list work may start.
 */
export async function withOwnTemplates<T>(work: () => Promise<T>, cleanUp: () => Promise<void>): Promise<T> {
  const presence = path.join(presences(), `${process.pid}-${randomUUID()}`);
  await withLock(gate(), async () => {
    await mkdir(presences(), { recursive: true });
    await writeFile(presence, String(process.pid));
  });
  try {
    return await work();
  } finally {
    try {
      await cleanUp();
    } finally {
      await rm(presence, { force: true });
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
