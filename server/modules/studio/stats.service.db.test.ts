import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-db.ts';
import { projects, testimonials } from '../../platform/db/schema/index.ts';
import { getStudioStats } from './stats.service.ts';

describe('getStudioStats (D6)', () => {
  it('counts published projects and testimonials live, and averages the ratings', async () => {
    const handle = await createTestDatabase('seeded');
    try {
      const rows = await handle.db.select().from(testimonials);
      const average = Math.round((rows.reduce((sum, r) => sum + r.rating, 0) / rows.length) * 10) / 10;
      const published = await handle.db.select().from(projects).where(eq(projects.published, true));
      expect(await getStudioStats(handle.db)).toEqual({
        projects: published.length,
        clients: rows.length,
        rating: average,
        yearsExperience: 15,
      });
      await handle.db
        .update(projects)
        .set({ published: false })
        .where(eq(projects.id, published[0]?.id ?? 0));
      expect((await getStudioStats(handle.db)).projects).toBe(published.length - 1);
    } finally {
      await handle.close();
    }
  });

  it('has no rating and zero counts for an empty studio', async () => {
    const handle = await createTestDatabase('migrated');
    try {
      expect(await getStudioStats(handle.db)).toEqual({ projects: 0, clients: 0, rating: null, yearsExperience: 0 });
    } finally {
      await handle.close();
    }
  });
});
