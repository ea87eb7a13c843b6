import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantWidths } from '#shared/media.ts';
import { createTestDatabase } from '../tests/support/test-db.ts';
import { leadMailRules } from './modules/leads/leads.service.ts';
import { storeImage } from './modules/media/media.service.ts';
import { getSiteSettings } from './modules/studio/settings.service.ts';
import type { DatabaseHandle } from './platform/db/client.ts';
import { mediaVariants } from './platform/db/schema/index.ts';
import { startBoss } from './platform/jobs/boss.ts';
import { JOBS, registerJobs } from './register-jobs.ts';

let handle: DatabaseHandle;
let boss: PgBoss;

beforeAll(async () => {
  handle = await createTestDatabase('migrated');
  boss = await startBoss(handle);
  await registerJobs(boss, handle.db, { leads: leadMailRules, studio: getSiteSettings, log: () => {} });
});

afterAll(async () => {
  await boss.stop({ graceful: false, wait: true });
  await handle.close();
});

describe('the job queue', () => {
  it('runs the media warm-up job on this database', async () => {
    const image = await sharp({ create: { width: 500, height: 400, channels: 3, background: '#c9b79c' } })
      .jpeg()
      .toBuffer();
    const stored = await storeImage(handle.db, image);
    const jobId = await boss.send(JOBS.warmMedia, { hash: stored.hash });
    expect(jobId).toBeTruthy();
    const expected = variantWidths(500).length * 3;
    await expect
      .poll(
        async () => (await handle.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, stored.id))).length,
        { timeout: 20_000, interval: 250 },
      )
      .toBe(expected);
    await expect
      .poll(async () => (await boss.getJobById(JOBS.warmMedia, jobId ?? ''))?.state, { timeout: 10_000 })
      .toBe('completed');
  });
});
