import { and, eq, inArray } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UploadedImage } from '#shared/admin/content.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { prepareTestApp } from '../../../tests/support/test-app.ts';
import {
  auditEvents,
  editDrafts,
  media,
  projectImages,
  projects,
  revisions,
  users,
} from '../../platform/db/schema/index.ts';
import { startBoss } from '../../platform/jobs/boss.ts';
import { MEDIA_CLEANUP_JOB, registerMediaCleanupJobs } from './media-cleanup-job.ts';
import { removeUnusedMedia } from './media-library.service.ts';
import { uploadSamplePhoto } from './testing/upload-images.ts';

/**
 * The daily clean-up (issue 29) on a clock the test moves: an upload nobody uses is removed once
 * it is more than 7 days old — unless a revision or a draft still names it, so history stays
 * restorable — and each is removed (and audited) exactly once with two workers, two instances, racing.
 */
const START = new Date();
const DAY = 24 * 60 * 60 * 1000;
let now = START;
const t = prepareTestApp({ clock: () => now, config: { trustProxyHops: 1 } });

let editor: string;
beforeAll(async () => {
  editor = await signInAs(t, 'editor');
});

/** An upload made `daysAgo` days before START (the upload's date is the app's clock). */
async function uploadAt(daysAgo: number): Promise<UploadedImage> {
  now = new Date(START.getTime() - daysAgo * DAY);
  try {
    return await uploadSamplePhoto(t, editor);
  } finally {
    now = START;
  }
}

const stored = async (images: UploadedImage[]) =>
  (
    await t.deps.db
      .select({ hash: media.hash })
      .from(media)
      .where(
        inArray(
          media.hash,
          images.map((image) => image.hash),
        ),
      )
  )
    .map((row) => row.hash)
    .sort();

const removals = (images: UploadedImage[]) =>
  t.deps.db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, 'media.delete'),
        inArray(
          auditEvents.entityId,
          images.map((image) => image.hash),
        ),
      ),
    );

/** Queues the job on a worker's queue, as the schedule does, and waits until it is done. */
async function runJob(boss: PgBoss): Promise<void> {
  const id = await boss.send(MEDIA_CLEANUP_JOB, {});
  // The 'stately' queue refuses a second job while one waits: that refusal is itself the "once".
  if (!id) return;
  await expect
    .poll(async () => (await boss.getJobById(MEDIA_CLEANUP_JOB, id))?.state, { timeout: 20_000, interval: 200 })
    .toBe('completed');
}

const sorted = (images: UploadedImage[]) => images.map((image) => image.hash).sort();

describe('the daily clean-up of unused uploads', () => {
  it('removes, once, only the uploads unused for more than 7 days that no revision or draft names', async () => {
    const [staleA, staleB] = [await uploadAt(8), await uploadAt(10)];
    const [recent, inGallery, inRevision, inDraft] = [
      await uploadAt(6),
      await uploadAt(9),
      await uploadAt(9),
      await uploadAt(9),
    ];

    const [project] = await t.deps.db
      .insert(projects)
      .values({
        slug: 'cleanup-loft',
        title: 'Cleanup Loft',
        description: '',
        location: '',
        category: 'residential',
        style: 'modern',
      })
      .returning({ id: projects.id });
    const projectId = project?.id ?? 0;
    const [galleryRow] = await t.deps.db.select({ id: media.id }).from(media).where(eq(media.hash, inGallery.hash));
    await t.deps.db.insert(projectImages).values({ projectId, mediaId: galleryRow?.id ?? '' });
    // A project's earlier state held this image; restoring it must find the bytes.
    await t.deps.db.insert(revisions).values({
      entity: 'project',
      entityId: projectId,
      version: 1,
      snapshot: { title: 'Cleanup Loft', images: [{ url: inRevision.url, alt: '' }] },
    });
    const [someone] = await t.deps.db.select({ id: users.id }).from(users).limit(1);
    await t.deps.db.insert(editDrafts).values({
      userId: someone?.id ?? 0,
      entity: 'post',
      entityId: null,
      data: { title: 'Half written', featuredImage: inDraft.url },
    });
    const all = [staleA, staleB, recent, inGallery, inRevision, inDraft];

    // Two workers (two instances) run the job at once, twice each.
    const second = await startBoss(t.handle);
    try {
      await registerMediaCleanupJobs(second, t.deps, { schedule: false });
      await Promise.all([runJob(t.boss as PgBoss), runJob(second), runJob(t.boss as PgBoss), runJob(second)]);
    } finally {
      await second.stop({ graceful: false, wait: true });
    }
    expect(await stored(all)).toEqual(sorted([recent, inGallery, inRevision, inDraft]));
    const events = await removals(all);
    expect(events.map((event) => event.entityId).sort()).toEqual(sorted([staleA, staleB]));
    expect(events.every((event) => event.actorUserId === null && event.data.reason === 'unused')).toBe(true);

    // Two days later the recent one is 8 days old and goes too; the others still stay.
    now = new Date(START.getTime() + 2 * DAY);
    await runJob(t.boss as PgBoss);
    now = START;
    expect(await stored(all)).toEqual(sorted([inGallery, inRevision, inDraft]));
    expect(await removals(all)).toHaveLength(3);
  });

  it('two runs at the same moment delete and audit each image once', async () => {
    const images = [await uploadAt(20), await uploadAt(21), await uploadAt(22)];
    const cutoff = new Date(START.getTime() - 7 * DAY);
    const [first, second] = await Promise.all([removeUnusedMedia(t.deps, cutoff), removeUnusedMedia(t.deps, cutoff)]);
    const mine = new Set(images.map((image) => image.hash));
    const removed = [...first, ...second].filter((hash) => mine.has(hash));
    expect(removed.sort()).toEqual(sorted(images));
    expect(await stored(images)).toEqual([]);
    expect(await removals(images)).toHaveLength(3);
  });

  it('schedules itself once a day', async () => {
    // The test app leaves the cron out (tests send the job by hand); the production wiring adds it.
    const boss = await startBoss(t.handle);
    try {
      await registerMediaCleanupJobs(boss, t.deps);
      const schedules = await boss.getSchedules();
      expect(schedules.find((s) => s.name === MEDIA_CLEANUP_JOB)?.cron).toBe('47 3 * * *');
    } finally {
      await boss.unschedule(MEDIA_CLEANUP_JOB);
      await boss.stop({ graceful: false, wait: true });
    }
  });
});
