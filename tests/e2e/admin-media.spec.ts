import type { APIRequestContext, Page } from '@playwright/test';
import type { UploadedImage } from '#shared/admin/content.ts';
import type { MediaItem } from '#shared/admin/media-library.ts';
import type { Project } from '#shared/content.ts';
import { adminApi, signInAs, toast, uniqueName } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { contentApi } from './support/content.ts';
import { withProjectSetLock } from './support/lock.ts';
import { photoFile } from './support/photos.ts';
import { expect, PHONE, test } from './support/test.ts';

/**
 * The media library (issue 29, docs/media-library.md). The server's rules (uses, filters, the 409,
 * the clean-up) are proven by server/modules/media/*.db.test.ts; here only what a browser shows:
 * an image picked from the library lands in a project's gallery with its default alt text, and
 * the library then names the project; and the page and the picker pass axe at both sizes.
 * Each test works on a project and a photo of its own, named with its own mark.
 */
let mark = '';

test.beforeEach(() => {
  mark = uniqueName('media');
});

test.afterEach(async ({ request }) => {
  const api = await contentApi(request);
  await withProjectSetLock(() => api.projects.removeMarked(mark));
});

/** A project of this test's own (no photos) and a new photo in the library with a default alt text naming the mark. */
async function projectAndLibraryPhoto(request: APIRequestContext): Promise<{ project: Project; photo: UploadedImage }> {
  const api = await contentApi(request);
  const photo = await api.upload(await photoFile('library.jpg'));
  await (await adminApi(request)).send<MediaItem>('PATCH', `/api/admin/media/${photo.hash}`, {
    defaultAlt: `Linen armchair ${mark}`,
  });
  const project = await withProjectSetLock(() =>
    api.projects.create({ title: `Library Loft ${mark}`, location: 'Sellwood', description: 'A loft.' }),
  );
  return { project, photo };
}

/** The Projects tab searched for this test's project, its Edit dialog open. */
async function editProject(page: Page, project: Project) {
  await page.goto(`/admin/projects?q=${encodeURIComponent(mark)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await page.getByRole('button', { name: `Edit "${project.title}"` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Project' });
  await expect(dialog.getByLabel('Title')).toHaveValue(project.title);
  return dialog;
}

test('an image chosen from the library joins a project’s gallery with its default alt text, and the library names the project', async ({
  page,
  request,
}) => {
  const { project, photo } = await projectAndLibraryPhoto(request);
  await signInAs(page, request, 'editor');
  const dialog = await editProject(page, project);

  await dialog.getByRole('button', { name: 'Choose from library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose images from the library' });
  await picker.getByLabel('Search the library').fill(mark);
  const tile = picker.getByRole('button', { name: new RegExp(`^Linen armchair ${mark}`) });
  await expect(tile).toHaveCount(1);
  // The keyboard picks as well as the pointer does.
  await tile.focus();
  await page.keyboard.press('Space');
  await expect(tile).toHaveAttribute('aria-pressed', 'true');
  await expect(picker.getByText('1 image chosen')).toBeVisible();
  await picker.getByRole('button', { name: 'Add 1 image' }).click();
  await expect(picker).toBeHidden();

  const gallery = dialog.getByRole('list', { name: 'Images of the project' }).getByRole('listitem');
  await expect(gallery).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('Item updated successfully');
  await expect(dialog).toBeHidden();
  const saved = await (await contentApi(request)).projects.byId(project.id);
  expect(saved?.gallery.map((image) => ({ hash: image.hash, alt: image.alt }))).toEqual([
    { hash: photo.hash, alt: `Linen armchair ${mark}` },
  ]);

  // The library now says where the image is used, as a link to the project.
  await page.goto('/admin/media');
  await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill(mark);
  const cards = page.getByRole('list', { name: 'Images' }).getByRole('listitem').filter({ hasText: 'Used in' });
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('link', { name: `Project “${project.title}”` })).toBeVisible();
  // …and a used image cannot be deleted: the button says why.
  const remove = cards.getByRole('button', { name: /^Delete image/ });
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await expect(remove).toHaveAccessibleDescription(
    'Cannot be deleted while it is used: remove it from the items above first.',
  );
});

test('the media library and the Choose from library picker pass axe', PHONE, async ({ page, request }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { project } = await projectAndLibraryPhoto(request);
  await signInAs(page, request, 'editor');
  await page.goto(`/admin/media`);
  await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Images' })).toBeVisible();
  await expectNoAxeViolations(page, { what: 'media library' });
  // The filtered empty state.
  await page.getByLabel('Search', { exact: true }).fill(`nothing-${mark}`);
  await expect(page.getByText('No image matches these filters.')).toBeVisible();
  await expectNoAxeViolations(page, { what: 'media library, nothing found' });

  const dialog = await editProject(page, project);
  await dialog.getByRole('button', { name: 'Choose from library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose images from the library' });
  await picker.getByLabel('Search the library').fill(mark);
  await expect(picker.getByRole('button', { name: new RegExp(`^Linen armchair ${mark}`) })).toBeVisible();
  await expectNoAxeViolations(page, { what: 'library picker' });
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(dialog).toBeVisible();
});
