import { readFile } from 'node:fs/promises';
import { type ContentExport, ContentExportSchema } from '#shared/admin/content-export.ts';
import type { BlogPost, Project } from '#shared/content.ts';
import { openTab } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/**
 * 'Export content' on /admin/studio (docs/operations.md): an admin downloads the studio's content as
 * a JSON file; editors and viewers do not see the link (D14). Read-only, so it runs on the server
 * of the public specs: nothing it does can change what they see.
 */

test.describe('Export content (/admin/studio)', () => {
  test('an admin downloads, by keyboard, a JSON file that holds every project and post of the site', async ({
    page,
    request,
  }) => {
    await openTab(page, request, { path: '/admin/studio', heading: 'Studio', role: 'admin' });
    const link = page.getByRole('link', { name: 'Export content' });
    await expect(link).toHaveAccessibleDescription(/Leads and accounts are not included/);
    await expectNoAxeViolations(page);

    await link.focus();
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^atelier-content-\d{4}-\d{2}-\d{2}\.json$/);
    const content: ContentExport = ContentExportSchema.parse(
      JSON.parse(await readFile((await file.path()) ?? '', 'utf8')),
    );

    // What the public site shows is all in the file, drafts besides.
    const published = (await (await page.request.get('/api/projects')).json()) as Project[];
    expect(published.length).toBeGreaterThan(0);
    const exported = new Map(content.projects.map((project) => [project.id, project]));
    for (const project of published) {
      expect(exported.get(project.id)).toMatchObject({ slug: project.slug, title: project.title, published: true });
      expect(exported.get(project.id)?.images).toHaveLength(project.images.length);
    }
    const posts = (await (await page.request.get('/api/blog')).json()) as BlogPost[];
    expect(content.blogPosts.map((post) => post.id)).toEqual(expect.arrayContaining(posts.map((post) => post.id)));
    expect(content.blogPosts.some((post) => post.status === 'draft')).toBe(true);
  });

  test('editors and viewers see no Export content link', async ({ page, request }) => {
    for (const role of ['editor', 'viewer'] as const) {
      await openTab(page, request, { path: '/admin/studio', heading: 'Studio', role });
      await expect(page.getByLabel('Studio name'), role).not.toHaveValue('');
      await expect(page.getByRole('link', { name: 'Export content' }), role).toHaveCount(0);
    }
  });
});
