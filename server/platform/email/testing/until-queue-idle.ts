import { and, count, inArray, type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DbOrTx } from '../../db/client.ts';
import { emailSends } from '../../db/schema/index.ts';
import { EMAIL_SEND_JOB } from '../email-queue.ts';

/**
 * Waits until the e-mail queue is idle: no send is queued or being sent, and no `email.send` job
 * waits, retries or runs. Tests count deliveries after this, never after a fixed sleep: the state
 * is read again until it holds (or the timeout says the queue never settled). Once it holds,
 * nothing more can be delivered: a delivery needs a queued row and a job to claim it.
 *
 * `sendIds` narrows both to these sends, for a test that keeps another send deliberately waiting
 * (a job scheduled for an hour later).
 */
export async function untilQueueIdle(
  db: DbOrTx,
  { timeout = 30_000, sendIds }: { timeout?: number; sendIds?: readonly number[] } = {},
): Promise<void> {
  const ofSends: SQL = sendIds ? sql`and (data->>'sendId')::int = any(${sql.param([...sendIds])}::int[])` : sql``;
  await expect
    .poll(
      async () => {
        const [sends] = await db
          .select({ n: count() })
          .from(emailSends)
          .where(
            and(
              inArray(emailSends.status, ['queued', 'sending']),
              sendIds ? inArray(emailSends.id, [...sendIds]) : undefined,
            ),
          );
        const jobs = (await db.execute(
          sql`select count(*)::int as n from pgboss.job
              where name = ${EMAIL_SEND_JOB} and state in ('created', 'retry', 'active') ${ofSends}`,
        )) as unknown as { rows: { n: number | string }[] };
        return (sends?.n ?? 0) + Number(jobs.rows[0]?.n ?? 0);
      },
      { timeout, interval: 100 },
    )
    .toBe(0);
}
