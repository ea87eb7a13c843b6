import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-db.ts';
import { projects } from '../../platform/db/schema/index.ts';
import { listPublishedProjects } from '../content/projects.service.ts';
import { listLookbookProjects } from './lookbook.service.ts';

describe('listLookbookProjects (GET /api/lookbook/projects)', () => {
  it('lists the published projects marked in-lookbook, in the portfolio order, shaped like /api/projects', async () => {
    const handle = await createTestDatabase('seeded');
    try {
      const portfolio = await listPublishedProjects(handle.db);
      const lookbook = await listLookbookProjects(handle.db);
      expect(lookbook).toHaveLength(11);
      expect(lookbook).toEqual(portfolio.filter((project) => project.inLookbook));
      expect(portfolio.length).toBeGreaterThan(lookbook.length);
      expect(lookbook[0]?.gallery.length).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  });

  it('leaves out an in-lookbook project that is not published, and one taken out of the lookbook', async () => {
    const handle = await createTestDatabase('seeded');
    try {
      const [first, second] = await listLookbookProjects(handle.db);
      if (!first || !second) throw new Error('the demo has fewer than two lookbook projects');
      await handle.db.update(projects).set({ published: false }).where(eq(projects.id, first.id));
      await handle.db.update(projects).set({ inLookbook: false }).where(eq(projects.id, second.id));
      const ids = (await listLookbookProjects(handle.db)).map((project) => project.id);
      expect(ids).toHaveLength(9);
      expect(ids).not.toContain(first.id);
      expect(ids).not.toContain(second.id);
    } finally {
      await handle.close();
    }
  });

  it('is empty for a studio without projects', async () => {
    const handle = await createTestDatabase('migrated');
    try {
      expect(await listLookbookProjects(handle.db)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
