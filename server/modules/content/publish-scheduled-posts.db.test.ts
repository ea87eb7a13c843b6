import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BlogPost } from '#shared/content.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { jsonWrite, prepareTestApp } from '../../../tests/support/test-app.ts';
import { auditEvents, blogPosts, revisions } from '../../platform/db/schema/index.ts';
import { cacheEntry } from '../../platform/http/response-cache.ts';
import { startBoss } from '../../platform/jobs/boss.ts';
import { publishDuePosts } from './blog-publishing.service.ts';
import { PUBLISH_DUE_POSTS_JOB, registerPublishingJobs } from './publish-scheduled-posts.ts';

/**
 * D24 on a clock the test moves: a scheduled post stays off the public blog until its time, then
 * the job publishes it through a content write (caches dropped) with one audit event — once, even
 * with two workers on the queue.
 */
const START = new Date('2026-11-23T09:00:00.000Z');
let now = START;
const HOUR = 3_600_000;
const t = prepareTestApp({ clock: () => now, config: { production: true, trustProxyHops: 1 } });

let editor: string;

beforeAll(async () => {
  // The test app registers the publishing job as boot.ts does.
  if (!t.boss) throw new Error('the test app has no job queue');
  editor = await signInAs(t, 'editor');
});

// Each test starts at the same moment, with no post another test left scheduled: one test's post
// falling due in the next would be published along with that test's own.
beforeEach(async () => {
  now = START;
  await t.handle.db
    .delete(blogPosts)
    .where(and(eq(blogPosts.status, 'scheduled'), like(blogPosts.title, `${SCHEDULED_TITLE} %`)));
});

const SCHEDULED_TITLE = 'Scheduled post';
let unique = 0;
async function schedule(hoursAhead: number): Promise<BlogPost> {
  unique += 1;
  const res = await t.request(
    '/api/blog',
    jsonWrite(
      'POST',
      {
        title: `${SCHEDULED_TITLE} ${unique}`,
        content: 'Worth the wait.',
        status: 'scheduled',
        publishedAt: new Date(now.getTime() + hoursAhead * HOUR).toISOString(),
      },
      { Cookie: editor },
    ),
  );
  expect(res.status).toBe(201);
  return (await res.json()) as BlogPost;
}

const publicSlugs = async () => ((await (await t.request('/api/blog')).json()) as BlogPost[]).map((post) => post.slug);

/** Runs the job through the queue, as the schedule does, and waits until a worker finished it. */
async function runJob(boss: PgBoss): Promise<void> {
  const id = await boss.send(PUBLISH_DUE_POSTS_JOB, {});
  if (!id) throw new Error('the job was not queued');
  await expect
    .poll(async () => (await boss.getJobById(PUBLISH_DUE_POSTS_JOB, id))?.state, { timeout: 20_000, interval: 200 })
    .toBe('completed');
}

const publishEvents = (ids: number[]) =>
  t.handle.db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, 'content.publish'),
        inArray(
          auditEvents.entityId,
          ids.map((id) => String(id)),
        ),
      ),
    )
    .orderBy(asc(auditEvents.id));

/** A rendered page in the page cache: gone once public content changes. */
function cachePage(path: string): void {
  t.deps.caches.pages?.set(path, cacheEntry(200, new Headers({ 'content-type': 'text/html' }), '<p>cached</p>'));
}

describe('the scheduled-publishing job (D24)', () => {
  it('schedules itself every minute on the queue', async () => {
    const schedules = await t.boss?.getSchedules();
    expect(schedules?.find((s) => s.name === PUBLISH_DUE_POSTS_JOB)?.cron).toBe('* * * * *');
  });

  it('leaves a post alone before its time, dropping no cache', async () => {
    const post = await schedule(2);
    cachePage('/blog');
    now = new Date(now.getTime() + HOUR);
    await runJob(t.boss as PgBoss);
    expect(await publicSlugs()).not.toContain(post.slug);
    expect(t.deps.caches.pages?.get('/blog')).toBeDefined();
    const [row] = await t.handle.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row?.status).toBe('scheduled');
  });

  it('publishes it once its time has come: on the public blog, on top, caches dropped, logged without an actor', async () => {
    const post = await schedule(1);
    // The public answer is cached while the post waits…
    await t.request('/api/blog');
    expect((await t.request('/api/blog')).headers.get('x-cache')).toBe('HIT');
    expect(await publicSlugs()).not.toContain(post.slug);
    cachePage('/blog');

    now = new Date(now.getTime() + HOUR + 60_000);
    await runJob(t.boss as PgBoss);

    // …and dropped when it is published: the next read is fresh and leads with it.
    const res = await t.request('/api/blog');
    expect(res.headers.get('x-cache')).toBe('MISS');
    const posts = (await res.json()) as BlogPost[];
    expect(posts[0]).toMatchObject({ id: post.id, status: 'published', publishedAt: post.publishedAt });
    expect(t.deps.caches.pages?.get('/blog')).toBeUndefined();
    expect((await t.request(`/api/blog/${post.slug}`)).status).toBe(200);
    const events = await publishEvents([post.id]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorUserId: null, entityType: 'blogPost', summary: post.title });
  });

  it('publishes each due post exactly once with two workers on the queue', async () => {
    // a second worker on the same queue, for this test only
    const second = await startBoss(t.handle);
    try {
      await registerPublishingJobs(second, t.deps);
      const posts = [await schedule(1), await schedule(1.5), await schedule(0.5)];
      now = new Date(now.getTime() + 2 * HOUR);
      await Promise.all([runJob(t.boss as PgBoss), runJob(second), runJob(t.boss as PgBoss), runJob(second)]);
      const ids = posts.map((p) => p.id);
      const rows = await t.handle.db.select().from(blogPosts).where(inArray(blogPosts.id, ids));
      expect(rows.every((row) => row.status === 'published')).toBe(true);
      const events = await publishEvents(ids);
      expect(events.map((e) => Number(e.entityId)).sort()).toEqual([...ids].sort());
      // The latest time ends on top, as if each had been published by hand at its time.
      const top = ((await (await t.request('/api/blog')).json()) as BlogPost[]).slice(0, 3).map((p) => p.id);
      expect(top).toEqual([posts[1]?.id, posts[0]?.id, posts[2]?.id]);
    } finally {
      await second.stop({ graceful: false, wait: true });
    }
  });

  it('publishes each post once when two runs overlap (two instances at the same minute)', async () => {
    const posts = [await schedule(1), await schedule(1)];
    now = new Date(now.getTime() + 2 * HOUR);
    const [a, b] = await Promise.all([publishDuePosts(t.deps), publishDuePosts(t.deps)]);
    const published = [...(a ?? []), ...(b ?? [])].map((p) => p.id).sort();
    expect(published).toEqual(posts.map((p) => p.id).sort());
    expect(await publishEvents(posts.map((p) => p.id))).toHaveLength(2);
    // Issue 29: a publication is a save of the post — once: its version rises by one, and the
    // published state is kept as a revision with no author (the schedule's).
    for (const post of posts) {
      const kept = await t.handle.db
        .select()
        .from(revisions)
        .where(and(eq(revisions.entity, 'post'), eq(revisions.entityId, post.id)))
        .orderBy(asc(revisions.version));
      expect(kept.map((r) => [r.version, r.published, r.authorName, r.changedFields])).toEqual([
        [1, false, expect.stringMatching(/editor/), expect.any(Array)],
        [2, true, null, ['status']],
      ]);
      const [row] = await t.handle.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
      expect(row?.version).toBe(2);
    }
  });

  it('publishes nothing that was cancelled (made a draft) before its time', async () => {
    const post = await schedule(1);
    const cancel = await t.request(`/api/blog/${post.id}`, jsonWrite('PATCH', { status: 'draft' }, { Cookie: editor }));
    expect(cancel.status).toBe(200);
    now = new Date(now.getTime() + 2 * HOUR);
    await runJob(t.boss as PgBoss);
    const [row] = await t.handle.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row?.status).toBe('draft');
    expect(await publicSlugs()).not.toContain(post.slug);
  });
});
