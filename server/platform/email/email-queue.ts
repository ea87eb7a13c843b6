import { eq, type SQL, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { DbOrTx } from '../db/client.ts';
import { emailSends } from '../db/schema/email.ts';

export const EMAIL_SEND_JOB = 'email.send';

export interface EmailSendJob {
  sendId: number;
}

/** The part of pg-boss sendEmail uses; tests and the app pass the real boss. */
export interface EmailQueue {
  send(name: string, data: object, options: PgBoss.SendOptions): Promise<string | null>;
}

/**
 * Queues the delivery job of one row through `db`, so inside a transaction the job commits (and
 * becomes visible to workers) together with the row, and vanishes with it on rollback: nothing is
 * dispatched before commit, nothing committed is left without its job. The singleton key keeps a
 * second dispatch of the same row from waiting in the queue twice. Returns the job id, or null
 * when pg-boss refused (the queue is missing, or the row already has a waiting job).
 */
export async function enqueueEmailSend(db: DbOrTx, queue: EmailQueue, sendId: number): Promise<string | null> {
  const jobId = await queue.send(EMAIL_SEND_JOB, { sendId } satisfies EmailSendJob, {
    singletonKey: `email-send:${sendId}`,
    db: sqlExecutorFor(db),
  });
  if (jobId) await db.update(emailSends).set({ jobId, updatedAt: new Date() }).where(eq(emailSends.id, sendId));
  return jobId;
}

/** pg-boss's `db` option over a Drizzle database or transaction (its `$n` placeholders become params). */
export function sqlExecutorFor(db: DbOrTx): {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
} {
  return {
    async executeSql(text, values = []) {
      const result = (await db.execute(withParams(text, values))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

function withParams(text: string, values: unknown[]): SQL {
  const query = sql.empty();
  let from = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    query.append(sql.raw(text.slice(from, match.index)));
    query.append(sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`);
    from = match.index + match[0].length;
  }
  query.append(sql.raw(text.slice(from)));
  return query;
}
