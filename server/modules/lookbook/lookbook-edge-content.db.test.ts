import { eq, inArray, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-db.ts';
import { createLocalContentEvents } from '../../platform/content-events.ts';
import { projectImages, projects, siteSettings, testimonials } from '../../platform/db/schema/index.ts';
import { inspectPdf } from './inspect-pdf.ts';
import { listLookbookProjects } from './lookbook.service.ts';
import { createLookbookGenerator, LookbookBusyError } from './lookbook-generator.ts';

/**
 * Each test starts generators of its own, each with its own worker thread (tsx and the fonts
 * loaded in it): a few seconds on a quiet machine, more than 30 s seen on a loaded one. A timeout
 * catches hangs, not slowness.
 */
const SLOW = { timeout: 90_000 };

function expectTextOnEveryPage(pageTexts: string[]): void {
  pageTexts.forEach((text, i) => {
    expect(text.length, `page ${i + 1}`).toBeGreaterThan(40);
  });
}

/** D12: never padded with blank pages, never overflowing, whatever the studio has entered. */
describe('a lookbook from content that is not the demo', () => {
  it('has no blank page with three projects, one with a single picture and one with none', SLOW, async () => {
    const handle = await createTestDatabase('seeded');
    const generator = createLookbookGenerator(handle.db, createLocalContentEvents());
    try {
      const [full, onePicture, noPicture] = await listLookbookProjects(handle.db);
      if (!full || !onePicture || !noPicture) throw new Error('the demo has fewer than three lookbook projects');
      const kept = [full.id, onePicture.id, noPicture.id];
      await handle.db.update(projects).set({ inLookbook: false }).where(ne(projects.id, full.id));
      await handle.db.update(projects).set({ inLookbook: true }).where(inArray(projects.id, kept));
      const [, ...rest] = onePicture.gallery;
      await handle.db.delete(projectImages).where(
        inArray(
          projectImages.id,
          rest.map((image) => image.id),
        ),
      );
      await handle.db.delete(projectImages).where(eq(projectImages.projectId, noPicture.id));

      const result = await generator.build({ recipientFirstName: 'Zoë' });
      const pdf = await inspectPdf(result.pdf);
      // cover, letter, contents; a spread, and one page each for the projects without further pictures;
      // 2 design notes, process, 2 testimonial pages, services, contact
      expect(pdf.pages).toBe(3 + 2 + 1 + 1 + 2 + 1 + 2 + 1 + 1);
      expect(result.pageCount).toBe(pdf.pages);
      expectTextOnEveryPage(pdf.pageTexts);
      for (const project of [full, onePicture, noPicture]) expect(pdf.text).toContain(project.title);
      expect(pdf.text).toContain('three of the homes');
    } finally {
      await generator.close();
      await handle.close();
    }
  });

  it('still makes a sensible lookbook for a studio with no content at all', SLOW, async () => {
    const handle = await createTestDatabase('migrated');
    const generator = createLookbookGenerator(handle.db, createLocalContentEvents());
    try {
      const result = await generator.build({ recipientFirstName: 'Zoë' });
      const pdf = await inspectPdf(result.pdf);
      // cover, letter, contents, 2 design notes, process, contact: no portfolio, quotes or services to show
      expect(pdf.pages).toBe(7);
      expectTextOnEveryPage(pdf.pageTexts);
      expect(pdf.pageTexts[0]).toContain('Interior Design Studio');
      expect(pdf.pageTexts[0]).toContain('Prepared for Zoë');
      expect(pdf.text).not.toContain('The portfolio');
      expect(result.fileName).toBe('interior-design-studio-design-lookbook.pdf');
    } finally {
      await generator.close();
      await handle.close();
    }
  });

  it(
    'fits outsized texts on their pages (shrunk or cut with an ellipsis) instead of spilling onto new pages',
    SLOW,
    async () => {
      const handle = await createTestDatabase('seeded');
      const generator = createLookbookGenerator(handle.db, createLocalContentEvents());
      try {
        const before = await generator.build({ recipientFirstName: 'Zoë' });
        const [first] = await listLookbookProjects(handle.db);
        if (!first) throw new Error('no lookbook project');
        await handle.db
          .update(projects)
          .set({
            title: 'An Extraordinarily Long Project Title '.repeat(8).trim(),
            location: 'Somewhere With A Very Long Place Name, '.repeat(6).trim(),
            description: 'A sentence about the room that goes on. '.repeat(300).trim(),
            tags: Array.from({ length: 40 }, (_, i) => `a rather long tag number ${i}`),
          })
          .where(eq(projects.id, first.id));
        await handle.db.update(testimonials).set({ content: 'They were wonderful to work with. '.repeat(100).trim() });
        await handle.db.update(siteSettings).set({
          studioName: 'The Studio With The Longest Name Anyone Has Ever Registered For Interior Design',
          tagline: 'A tagline that does not know when to stop. '.repeat(20).trim(),
          story: Array.from({ length: 10 }, () => 'We tell our story at length. '.repeat(40).trim()).join('\n\n'),
          designerName: 'Maximiliana Konstantinopoulou-Vanderbilt-Featherstonehaugh',
          services: Array.from({ length: 12 }, (_, i) => ({
            title: `Service number ${i} with a long title`,
            description: 'What this service includes, described in great detail. '.repeat(12).trim(),
          })),
        });
        const fresh = createLookbookGenerator(handle.db, createLocalContentEvents());
        try {
          const result = await fresh.build({ recipientFirstName: 'Wolfeschlegelsteinhausenbergerdorff-Zoë' });
          const pdf = await inspectPdf(result.pdf);
          expect(pdf.pages).toBe(before.pageCount);
          expectTextOnEveryPage(pdf.pageTexts);
          expect(pdf.pageTexts[4]).toContain('A sentence about the room that goes on.');
          expect(pdf.pageTexts[4]).toContain('…');
        } finally {
          await fresh.close();
        }
      } finally {
        await generator.close();
        await handle.close();
      }
    },
  );
});

describe('a burst of lookbook requests (SECURITY 14)', () => {
  it('builds a bounded number and refuses the rest at once with a busy error', SLOW, async () => {
    const handle = await createTestDatabase('seeded');
    const generator = createLookbookGenerator(handle.db, createLocalContentEvents(), {
      maxConcurrent: 1,
      maxQueued: 2,
    });
    try {
      const outcomes = await Promise.allSettled(
        Array.from({ length: 6 }, () => generator.build({ recipientFirstName: 'Zoë' })),
      );
      const built = outcomes.filter((o) => o.status === 'fulfilled');
      const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
      expect(built).toHaveLength(3);
      expect(refused).toHaveLength(3);
      for (const reason of refused) expect(reason).toBeInstanceOf(LookbookBusyError);
      // once the burst is over, the next visitor is served
      await expect(generator.build({ recipientFirstName: 'Zoë' })).resolves.toMatchObject({
        fileName: 'larch-and-lime-design-lookbook.pdf',
      });
    } finally {
      await generator.close();
      await handle.close();
    }
  });
});
