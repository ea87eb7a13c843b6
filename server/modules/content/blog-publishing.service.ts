import { and, eq, lte } from 'drizzle-orm';
import { recordAuditEvent } from '../../platform/audit.service.ts';
import { writeContent } from '../../platform/content-write.ts';
import { blogPosts } from '../../platform/db/schema/index.ts';
import { topPosition } from '../../platform/db/sort-order.ts';
import type { ContentDeps } from './deps.ts';

export interface PublishedPost {
  id: number;
  title: string;
}

/**
 * D24: publishes every scheduled post whose time has come by the app's clock (tests move it), in
 * one content write — so the page and API caches of every instance drop — with one audit event per
 * post and no actor (nobody clicked). A post published this way takes the top of the list, as one
 * published by hand does.
 *
 * Safe to run twice at once (two instances, a retried job): the update only takes rows that are
 * still 'scheduled', and PostgreSQL re-checks that after waiting for a competing update's lock, so
 * each post is published — and audited — exactly once. A minute with nothing due costs one indexed
 * read and drops no cache.
 */
export async function publishDuePosts(deps: ContentDeps): Promise<PublishedPost[]> {
  const now = deps.clock();
  const due = and(eq(blogPosts.status, 'scheduled'), lte(blogPosts.publishedAt, now));
  const [any] = await deps.db.select({ id: blogPosts.id }).from(blogPosts).where(due).limit(1);
  if (!any) return [];
  return writeContent(deps, async (tx) => {
    const published = await tx
      .update(blogPosts)
      .set({ status: 'published', updatedAt: now })
      .where(due)
      .returning({ id: blogPosts.id, title: blogPosts.title, publishedAt: blogPosts.publishedAt });
    // The earliest first, each above the one before: the latest ends on top.
    published.sort((a, b) => (a.publishedAt?.getTime() ?? 0) - (b.publishedAt?.getTime() ?? 0) || a.id - b.id);
    for (const post of published) {
      await tx
        .update(blogPosts)
        .set({ sortOrder: await topPosition(tx, blogPosts) })
        .where(eq(blogPosts.id, post.id));
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
