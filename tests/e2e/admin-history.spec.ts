import type { APIRequestContext, Page } from '@playwright/test';
import type { Project } from '#shared/content.ts';
import { openTab, toast, uniqueName } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { type ContentApi, contentApi } from './support/content.ts';
import { withProjectSetLock } from './support/lock.ts';
import { expect, PHONE, test } from './support/test.ts';

/**
 * The History panel (issue 29, D33; docs/history.md "The History panel"): an item's saved versions,
 * the diff between two, and a restore that becomes the newest version. Which fields differ and how
 * each is compared is proven in app/features/admin/shared/history/field-diff.test.ts, the restore's
 * rules on the server's side in its integration tests: here, the journey a person makes (desktop)
 * and the dialog with a diff through axe at both sizes (`PHONE`). Each test acts on a project of
 * its own, made through the API under the project-set lock and removed afterwards.
 */

let mark = '';

test.beforeEach(() => {
  mark = uniqueName('history');
});

test.afterEach(async ({ request }) => {
  const api = await contentApi(request);
  await withProjectSetLock(() => api.projects.removeMarked(mark));
});

async function ownProject(api: ContentApi, input: { title: string; description: string; photos?: number }) {
  const images = await api.uploadPhotos(input.photos ?? 0);
  return withProjectSetLock(() =>
    api.projects.create({
      title: `${input.title} ${mark}`,
      location: 'Irvington, Portland',
      description: input.description,
      images,
    }),
  );
}

const rowOf = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Projects', exact: true }).getByRole('listitem').filter({ hasText: title });

/** The project's edit dialog, opened from its row on the Projects tab. */
async function openEditor(page: Page, project: Project) {
  await rowOf(page, project.title)
    .getByRole('button', { name: `Edit "${project.title}"` })
    .click();
  const editor = page.getByRole('dialog', { name: 'Edit Project' });
  await expect(editor.getByLabel('Title')).toHaveValue(project.title);
  return editor;
}

async function openHistory(page: Page, project: Project) {
  const editor = await openEditor(page, project);
  await editor.getByRole('button', { name: 'History' }).click();
  return page.getByRole('dialog', { name: 'History' });
}

async function openProjectsTab(page: Page, request: APIRequestContext, theme?: 'light' | 'dark') {
  await openTab(page, request, { path: '/admin/projects', heading: 'Projects', theme });
}

test.describe('History (issue 29)', () => {
  test('an edit is listed with who made it and what changed, shown by words, and restoring the earlier version brings its words back to the public page', async ({
    page,
    request,
  }) => {
    test.slow(); // a project made under the lock, an edit, two openings of the panel, a restore and the public page, while other specs write
    const api = await contentApi(request);
    const project = await ownProject(api, { title: 'Fixture Hall', description: 'A calm hall in oak.' });
    await openProjectsTab(page, request);

    const editor = await openEditor(page, project);
    await editor.getByLabel('Description').fill('A bright hall in oak and brass.');
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Item updated successfully');
    await expect(editor).toBeHidden();
    // The public page as it is served now, read without leaving the admin.
    expect(await (await page.request.get(`/projects/${project.slug}`)).text()).toContain(
      'A bright hall in oak and brass.',
    );

    const history = await openHistory(page, project);
    const versions = history.getByRole('region', { name: 'Versions' }).getByRole('list');
    const newest = versions.getByRole('listitem').first();
    await expect(newest).toContainText('Version 2');
    await expect(newest).toContainText('current');
    await expect(newest).toContainText('Changed: Description');
    await expect(versions.getByRole('listitem').nth(1)).toContainText('Version 1');

    // The last change is shown at once: the older version against the newest, by words.
    await expect(history.getByRole('heading', { name: 'Changes from version 1 to version 2' })).toBeVisible();
    const description = history.getByRole('region', { name: 'Description' });
    await expect(description.locator('del')).toHaveText('[removed: calm]');
    await expect(description.locator('ins')).toHaveText(['[added: bright]', '[added: and brass]']);
    // The fields that did not change are not listed.
    await expect(history.getByRole('region', { name: 'Title' })).toHaveCount(0);

    await history.getByRole('button', { name: 'Restore version 1' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Restore version 1?' });
    await expect(confirm).toContainText('saved again as the newest version (version 3)');
    await expect(confirm).toContainText('The current version, 2, stays in the history');
    await confirm.getByRole('button', { name: 'Restore this version' }).click();
    await expect(toast(page)).toContainText('Version 1 restored');
    await expect(toast(page)).toContainText('It is now version 3.');
    await expect(history).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Edit Project' })).toBeHidden();

    // History only grows: the restore is the newest version, and the edit it undid is still there.
    const after = await openHistory(page, project);
    const rows = after.getByRole('region', { name: 'Versions' }).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText('Version 3');
    await expect(rows.first()).toContainText('Restored from version 1');
    await expect(after.getByRole('button', { name: 'Restore version 2' })).toBeVisible();

    // Someone else saves while the panel is open: the restore is refused, and their save is listed.
    await api.projects.update(project.id, { location: 'Alameda, Portland', version: 3 });
    await after.getByRole('button', { name: 'Restore version 2' }).click();
    await page
      .getByRole('alertdialog', { name: 'Restore version 2?' })
      .getByRole('button', { name: 'Restore this version' })
      .click();
    await expect(toast(page)).toContainText('saved this since you opened its history');
    await expect(rows.first()).toContainText('Version 4');
    await after.getByRole('button', { name: 'Close' }).first().click();

    await page.goto(`/projects/${project.slug}`);
    await expect(page.getByText('A calm hall in oak.', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('A bright hall in oak and brass.', { exact: true })).toHaveCount(0);
  });

  test('the History dialog, with words, images and a list changed, passes axe', PHONE, async ({ page, request }) => {
    const api = await contentApi(request);
    const project = await ownProject(api, { title: 'Fixture Study', description: 'A quiet study.', photos: 1 });
    const [added] = await api.uploadPhotos(1);
    await api.projects.update(project.id, {
      description: 'A quiet study in walnut.',
      images: [added, ...project.images],
      tags: ['walnut'],
    });
    await openProjectsTab(page, request);

    const history = await openHistory(page, project);
    await expect(history.getByRole('heading', { name: 'Changes from version 1 to version 2' })).toBeVisible();
    await expect(history.getByRole('region', { name: 'Images' }).getByText('Added')).toBeVisible();
    await expect(history.getByRole('region', { name: 'Tags' }).getByText('Added')).toBeVisible();
    await expectNoAxeViolations(page, { what: 'the History dialog with a diff' });
  });
});
