import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { ANALYTICS_ROLLUP_JOB } from '../rollup-job.ts';

/**
 * Waits until no analytics rollup waits, retries or runs. A goal asks for one (goals.ts), and the
 * dashboard reads today from the provisional rollup once one exists: a test that reads the
 * dashboard right after a goal could read a run that began before the goal was stored. Once the
 * queue is idle, the last run began after every goal sent before this call (a goal's request is
 * either a job of its own or absorbed by one still waiting), so the figures include them.
 */
export async function untilRollupIdle(db: DbOrTx, { timeout = 30_000 } = {}): Promise<void> {
  await expect
    .poll(
      async () => {
        const jobs = (await db.execute(
          sql`select count(*)::int as n from pgboss.job
              where name = ${ANALYTICS_ROLLUP_JOB} and state in ('created', 'retry', 'active')`,
        )) as unknown as { rows: { n: number | string }[] };
        return Number(jobs.rows[0]?.n ?? 0);
      },
      { timeout, interval: 100 },
    )
    .toBe(0);
}
