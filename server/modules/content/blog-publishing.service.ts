import { and, asc, eq, lte } from 'drizzle-orm';
import { recordAuditEvent } from '../../platform/audit.service.ts';
import { writeContent } from '../../platform/content-write.ts';
import { blogPosts } from '../../platform/db/schema/index.ts';
import { topPosition } from '../../platform/db/sort-order.ts';
import { beginEdit, type Edit, finishEdit } from '../../platform/history/edit-history.ts';
import type { ContentDeps } from './deps.ts';
import { postHistory } from './post-history.ts';

export interface PublishedPost {
  id: number;
  title: string;
}

/**
 * D24: publishes every scheduled post whose time has come by the app's clock (tests move it), in
 * one content write — so the page and API caches of every instance drop — with one audit event per
 * post and no actor (nobody clicked). A post published this way takes the top of the list, as one
 * published by hand does. Issue 29: it is a save of the post like any other — it raises the
 * version (an editor's form opened on the scheduled post then meets a conflict, not an overwrite)
 * and keeps the published state as a revision with no author: the schedule's.
 *
 * Safe to run twice at once (two instances, a retried job): each post is taken under its row lock
 * (`beginEdit`, in id order so two runs never wait on each other in a circle) and updated only if
 * it is still 'scheduled' once the lock is held, so each post is published — audited, and kept as
 * a revision — exactly once. A minute with nothing due costs one indexed read and drops no cache.
 */
export async function publishDuePosts(deps: ContentDeps): Promise<PublishedPost[]> {
  const now = deps.clock();
  const due = and(eq(blogPosts.status, 'scheduled'), lte(blogPosts.publishedAt, now));
  const [any] = await deps.db.select({ id: blogPosts.id }).from(blogPosts).where(due).limit(1);
  if (!any) return [];
  return writeContent(deps, async (tx) => {
    const candidates = await tx.select({ id: blogPosts.id }).from(blogPosts).where(due).orderBy(asc(blogPosts.id));
    const published: Array<{ id: number; title: string; publishedAt: Date | null; edit: Edit }> = [];
    for (const { id } of candidates) {
      const edit = await beginEdit(tx, postHistory, id, undefined);
      if (!edit) continue;
      const [post] = await tx
        .update(blogPosts)
        .set({ status: 'published', updatedAt: now })
        .where(and(eq(blogPosts.id, id), due))
        .returning({ id: blogPosts.id, title: blogPosts.title, publishedAt: blogPosts.publishedAt });
      if (post) published.push({ ...post, edit });
    }
    // The earliest first, each above the one before: the latest ends on top.
    published.sort((a, b) => (a.publishedAt?.getTime() ?? 0) - (b.publishedAt?.getTime() ?? 0) || a.id - b.id);
    for (const post of published) {
      await tx
        .update(blogPosts)
        .set({ sortOrder: await topPosition(tx, blogPosts) })
        .where(eq(blogPosts.id, post.id));
      await finishEdit(tx, post.edit, null);
      await recordAuditEvent(tx, {
        actor: null,
        action: 'content.publish',
        entityType: 'blogPost',
        entityId: post.id,
        label: post.title,
        data: { scheduledFor: post.publishedAt?.toISOString() ?? null },
      });
    }
    return published.map(({ id, title }) => ({ id, title }));
  });
}
