import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { type HistoryEntity, REVISIONS_KEPT } from '#shared/admin/history.ts';
import type { Database } from '../../platform/db/client.ts';
import { revisions } from '../../platform/db/schema/index.ts';

/** one pruning at a time, across instances ("RevP" in ASCII) */
const PRUNE_LOCK = 0x52657650;

/**
 * Items public from their first save, with no draft to tell apart from a published state: for them
 * "keep every published state" would keep every state forever, so they keep their newest only.
 */
const ALWAYS_PUBLIC: HistoryEntity[] = ['testimonial', 'studioSettings'];

/**
 * Retention (issue 29, docs/history.md): of each item's revisions, the newest `kept` stay, and so
 * does every older one that was published (a post or project while public); the rest are deleted,
 * the older states of the always-public testimonials and settings included. Answers how many were
 * deleted.
 *
 * Once across instances: the run holds a transaction-scoped advisory lock, so a second run that
 * overlaps waits, then finds nothing left to delete. Only older, unpublished states go: the
 * current state is always its item's newest revision, so nothing a form or a conflict reads
 * (`base` may be pruned: the conflict answer then says so with `base: null`).
 */
export async function pruneRevisions(db: Database, kept: number = REVISIONS_KEPT): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PRUNE_LOCK})`);
    const ranked = tx.$with('ranked').as(
      tx
        .select({
          id: revisions.id,
          rank: sql<number>`row_number() over (partition by ${revisions.entity}, ${revisions.entityId} order by ${revisions.version} desc)`.as(
            'rank',
          ),
        })
        .from(revisions),
    );
    const deleted = await tx
      .with(ranked)
      .delete(revisions)
      .where(
        and(
          or(eq(revisions.published, false), inArray(revisions.entity, ALWAYS_PUBLIC)),
          inArray(revisions.id, tx.select({ id: ranked.id }).from(ranked).where(gt(ranked.rank, kept))),
        ),
      )
      .returning({ id: revisions.id });
    return deleted.length;
  });
}
