import type { Page } from '@playwright/test';
import type { Project } from '#shared/content.ts';
import { openTab, signInAs, signInAsNewUser, toast, uniqueName } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { contentApi } from './support/content.ts';
import { withProjectSetLock } from './support/lock.ts';
import { expect, PHONE, test } from './support/test.ts';

/**
 * No edit lost between two people (issue 29, D33; docs/history.md "Conflicts in the editors"):
 * every edit form sends the version it started from, and a save on a stale version opens the
 * Conflict dialog instead of overwriting. The merge's rules (which fields are taken, which are
 * the user's to decide) are unit tests (app/features/admin/shared/edit-conflicts/merge.test.ts);
 * here, the journey with two real people in two browsers, and the dialog through axe on a phone.
 * Each test writes only items carrying its own mark, and removes them.
 */

let mark = '';

test.beforeEach(() => {
  mark = uniqueName('conflict');
});

test.afterEach(async ({ request }) => {
  const api = await contentApi(request);
  await withProjectSetLock(() => api.projects.removeMarked(mark));
  await api.testimonials.removeMarked(mark);
});

/** The project's Edit dialog, opened from the Projects tab searched for its title. */
async function openProjectEdit(page: Page, project: Project) {
  await page.goto(`/admin/projects?q=${encodeURIComponent(mark)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await page.getByRole('button', { name: `Edit "${project.title}"` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Project' });
  await expect(dialog.getByLabel('Title')).toHaveValue(project.title);
  return dialog;
}

test.describe('Conflicts in the editors (issue 29)', () => {
  test('two people edit one project: the second gets the Conflict dialog, keeps their own contested field, and nothing is lost', async ({
    page,
    browser,
    request,
  }) => {
    const api = await contentApi(request);
    const project = await withProjectSetLock(() =>
      api.projects.create({
        title: `Quiet Parlour ${mark}`,
        location: 'Irvington, Portland',
        description: 'A quiet parlour.',
      }),
    );

    // Maria (this page) and Tom (a browser of his own) open the same project.
    const maria = await signInAs(page, request, 'editor');
    const tomContext = await browser.newContext();
    const tomPage = await tomContext.newPage();
    try {
      await signInAsNewUser(tomPage, request, 'editor');
      const mariaDialog = await openProjectEdit(page, project);
      const tomDialog = await openProjectEdit(tomPage, project);

      // Maria changes the description and saves first.
      await mariaDialog.getByLabel('Description').fill('Maria: limewash walls and a walnut floor.');
      await mariaDialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page)).toContainText('Item updated successfully');

      // Tom, on the version he opened, changes the location and the same description.
      await tomDialog.getByLabel('Location').fill('Hood River, Oregon');
      await tomDialog.getByLabel('Description').fill('Tom: a parlour for reading.');
      await tomDialog.getByRole('button', { name: 'Save Changes' }).click();

      const conflict = tomPage.getByRole('dialog', { name: 'Someone else saved this' });
      await expect(conflict).toBeVisible();
      await expect(conflict).toContainText(`${maria.username} saved this while you were editing.`);
      const description = conflict.getByRole('group', { name: 'Description' });
      await expect(description).toContainText('Maria: limewash walls and a walnut floor.');
      await expect(description).toContainText('Tom: a parlour for reading.');
      // Only Tom changed the location: nothing to decide there, so it is not shown.
      await expect(conflict.getByRole('group', { name: 'Location' })).toHaveCount(0);
      // Until he answers, his own is kept; he says so from the keyboard.
      await expect(description.getByRole('radio', { name: 'Keep mine' })).toBeChecked();
      await description.getByRole('radio', { name: 'Take theirs' }).check();
      await tomPage.keyboard.press('ArrowUp');
      await expect(description.getByRole('radio', { name: 'Keep mine' })).toBeChecked();

      // Back to the form first: everything he typed is still there.
      await conflict.getByRole('button', { name: 'Back to my edit' }).click();
      await expect(conflict).toBeHidden();
      await expect(tomDialog.getByLabel('Location')).toHaveValue('Hood River, Oregon');
      await expect(tomDialog.getByLabel('Description')).toHaveValue('Tom: a parlour for reading.');
      expect(await api.projects.byId(project.id)).toMatchObject({
        location: 'Irvington, Portland',
        description: 'Maria: limewash walls and a walnut floor.',
      });

      // Saving again meets the same conflict; he keeps his description and saves the merge.
      await tomDialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(conflict).toBeVisible();
      await conflict.getByRole('button', { name: 'Keep all mine' }).click();
      await conflict.getByRole('button', { name: 'Save merged' }).click();
      await expect(toast(tomPage)).toContainText('Item updated successfully');
      await expect(conflict).toBeHidden();
      await expect(tomDialog).toBeHidden();

      expect(await api.projects.byId(project.id)).toMatchObject({
        title: project.title,
        location: 'Hood River, Oregon',
        description: 'Tom: a parlour for reading.',
      });
    } finally {
      await tomContext.close();
    }
  });

  test('the Conflict dialog passes axe', PHONE, async ({ page, request }) => {
    const api = await contentApi(request);
    const name = `Ines O. ${mark}`;
    const testimonial = await api.testimonials.create({ name, content: 'Calm and precise.', rating: 5 });
    await openTab(page, request, { path: '/admin/testimonials', heading: 'Testimonials' });
    await page
      .getByRole('list', { name: 'Testimonials' })
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByRole('button', { name: `Edit “${name}”` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Testimonial' });
    await dialog.getByLabel('Content').fill('Calm, precise and kind.');
    // Someone else saves the same testimonial meanwhile (an API client: no version, so not checked).
    await api.testimonials.update(testimonial.id, { content: 'Calm, precise, on time.', rating: 4 });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    const conflict = page.getByRole('dialog', { name: 'Someone else saved this' });
    await expect(conflict.getByRole('group', { name: 'Content' })).toBeVisible();
    await expect(conflict).toContainText('Taken from their save');
    await expectNoAxeViolations(page, { what: 'Conflict dialog' });
  });
});
