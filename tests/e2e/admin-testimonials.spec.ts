import type { APIRequestContext, Page } from '@playwright/test';
import { openTab, signInAs, toast, uniqueName } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { contentApi } from './support/content.ts';
import { dragOnto, firstOf, moveByKeyboard, saveOrder, withListOrder } from './support/sortable.ts';
import { expect, PHONE, test } from './support/test.ts';

/**
 * The Testimonials tab (admin area §2, §5, §8; D18, D19). Specs share one server and run in
 * parallel: each test writes only testimonials whose names carry its own mark and deletes them
 * afterwards.
 *
 * At phone size (`PHONE`): the tab's main journey (a testimonial created), a reorder by pointer (a
 * phone stacks each row's parts), and the tab with each of its dialogs through axe in the light
 * theme. The rules, errors and keyboard flows are the same at any width: desktop only.
 */

let mark = '';

test.beforeEach(() => {
  mark = uniqueName('client');
});

test.afterEach(async ({ request }) => {
  await (await contentApi(request)).testimonials.removeMarked(mark);
});

async function openTestimonialsTab(page: Page, request: APIRequestContext, theme?: 'light' | 'dark') {
  await openTab(page, request, { path: '/admin/testimonials', heading: 'Testimonials', theme });
  await expect(list(page)).toBeVisible();
  return contentApi(request);
}

const named = (name: string) => `${name} ${mark}`;
const list = (page: Page) => page.getByRole('list', { name: 'Testimonials' });
const rowOf = (page: Page, name: string) => list(page).getByRole('listitem').filter({ hasText: name });
const handleOf = (page: Page, name: string) => rowOf(page, name).getByRole('button', { name: `Reorder ${name}` });
const TESTIMONIAL_ORDER = { reorderPath: '/api/testimonial/reorder', listPath: '/api/testimonials' };

async function listedNames(page: Page): Promise<string[]> {
  return list(page).getByRole('listitem').locator('p.font-medium').allTextContents();
}

test.describe('Testimonials (admin area §2, §8)', () => {
  test(
    'create: name and content required, the rating by keyboard, a related project fills its name in',
    PHONE,
    async ({ page, request }) => {
      const api = await openTestimonialsTab(page, request);
      const [project] = await api.projects.list();
      if (!project) throw new Error('the demo studio has no project');
      const name = named('Ines O.');

      await page.getByRole('button', { name: 'Add Testimonial' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Testimonial' });
      await expect(dialog.getByRole('radio', { name: '5 stars' })).toBeChecked();
      await dialog.getByRole('button', { name: 'Create Testimonial' }).click();
      await expect(dialog.getByText('Name is required', { exact: true })).toBeVisible();
      await expect(dialog.getByText('Content is required', { exact: true })).toBeVisible();
      await expect(dialog.getByLabel('Client Name')).toBeFocused();

      await dialog.getByLabel('Client Name').fill(name);
      await dialog.getByLabel('Content').fill('Calm, precise and kind. The kitchen works.');
      // A radio group: arrow keys move the rating.
      await dialog.getByRole('radio', { name: '5 stars' }).focus();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(dialog.getByRole('radio', { name: '3 stars' })).toBeChecked();
      await dialog.getByLabel('Related project').click();
      await page.getByRole('option', { name: project.title, exact: true }).click();
      await expect(dialog.getByLabel('Project name shown')).toHaveValue(project.title);
      await dialog.getByRole('button', { name: 'Create Testimonial' }).click();
      await expect(toast(page)).toContainText('Success!');
      await expect(toast(page)).toContainText('Testimonial created successfully.');

      const row = rowOf(page, name);
      await expect(row).toContainText('3/5 stars');
      await expect(row).toContainText(project.title);
      expect(await api.testimonials.find(name)).toMatchObject({
        rating: 3,
        project: project.title,
        projectId: project.id,
        content: 'Calm, precise and kind. The kitchen works.',
      });
    },
  );

  test('edit: a click on a star, the spec’s success toast; a changed dialog asks before it closes', async ({
    page,
    request,
  }) => {
    const name = named('Tomas R.');
    await (await contentApi(request)).testimonials.create({ name, content: 'Good.', rating: 4, project: 'A loft' });
    const api = await openTestimonialsTab(page, request);
    await expect(rowOf(page, name)).toBeVisible();

    await rowOf(page, name)
      .getByRole('button', { name: `Edit “${name}”` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Testimonial' });
    await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(dialog.getByLabel('Project name shown')).toHaveValue('A loft');
    await dialog
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: '2 stars' }) })
      .click();
    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await dialog.getByLabel('Content').fill('Good, then very good.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Item updated successfully');
    await expect(rowOf(page, name)).toContainText('2/5 stars');
    expect(await api.testimonials.find(name)).toMatchObject({
      rating: 2,
      content: 'Good, then very good.',
      project: 'A loft',
    });
  });

  test('a row’s actions: the star features it (Testimonial updated successfully); View opens the about page at it; Delete asks with the spec’s words, then removes it', async ({
    page,
    request,
  }) => {
    const name = named('Priya S.');
    const created = await (await contentApi(request)).testimonials.create({ name, content: 'They listened first.' });
    const api = await openTestimonialsTab(page, request);
    const row = rowOf(page, name);
    await expect(row).toBeVisible();

    const star = row.getByRole('button', { name: `Featured: ${name}` });
    await star.click();
    await expect(toast(page)).toContainText('Testimonial updated successfully');
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(row).toContainText('Featured');
    expect((await api.testimonials.find(name))?.featured).toBe(true);

    const view = row.getByRole('link', { name: `View “${name}” on the about page (opens in a new tab)` });
    await expect(view).toHaveAttribute('href', `/about#testimonial-${created.id}`);
    await expect(view).toHaveAttribute('target', '_blank');
    const [about] = await Promise.all([page.waitForEvent('popup'), view.click()]);
    await expect(about).toHaveURL(new RegExp(`/about#testimonial-${created.id}$`));
    const quote = about.locator(`#testimonial-${created.id}`);
    await expect(quote).toContainText(name);
    await expect(quote).toContainText('They listened first.');
    await expect(quote).toBeInViewport();
    await about.close();

    await row.getByRole('button', { name: `Delete “${name}”` }).click();
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText(`Are you sure you want to delete "${name}"? This action cannot be undone.`);
    // The row leaves at once, before the server's answer; comes after.
    const deleted = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && r.url().includes('/api/testimonials/'),
    );
    await ask.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(row).toHaveCount(0);
    expect((await deleted).ok()).toBe(true);
    expect(await api.testimonials.find(name)).toBeUndefined();
  });

  /**
   * Two testimonials of this test's own, signed in as an editor; `showTogether` puts them next to
   * each other and loads the tab showing them.
   */
  async function twoTestimonials(page: Page, request: APIRequestContext) {
    await signInAs(page, request, 'editor');
    const api = await contentApi(request);
    const first = named('First F.');
    const second = named('Second S.');
    const one = await api.testimonials.create({ name: first, content: 'One.' });
    const two = await api.testimonials.create({ name: second, content: 'Two.' });
    const [upper, lower] = [first, second];
    /** Which of the two is above, on the page and on the server. */
    const shownFirst = async () => firstOf(await listedNames(page), first, second);
    const storedFirst = async () =>
      firstOf(
        (await api.testimonials.list()).map((t) => t.name),
        first,
        second,
      );
    const showTogether = async () => {
      await api.testimonials.placeTogether(one.id, two.id);
      await page.goto('/admin/testimonials');
      for (const name of [first, second]) await expect(rowOf(page, name)).toBeVisible();
      expect(await shownFirst()).toBe(upper);
    };
    return { upper, lower, shownFirst, storedFirst, showTogether };
  }

  // A reorder sends the whole list as the page read it: from placing the two together and reading
  // the list to the last check, no other reorder of the testimonials may run (see withListOrder).
  // Signing in and making the two happen before: a new testimonial only makes a move be made again.
  test(
    'reorder by mouse: the lower one dragged onto the upper one takes its place, saved',
    PHONE,
    async ({ page, request }) => {
      const { upper, lower, shownFirst, storedFirst, showTogether } = await twoTestimonials(page, request);
      await withListOrder('testimonials', async () => {
        await showTogether();
        await saveOrder(page, TESTIMONIAL_ORDER, () => dragOnto(page, handleOf(page, lower), handleOf(page, upper)));
        expect(await shownFirst()).toBe(lower);
        expect(await storedFirst()).toBe(lower);
      });
    },
  );

  test('reorder by keyboard: one step down swaps the two; then back by the move buttons; each saved', async ({
    page,
    request,
  }) => {
    const { upper, lower, shownFirst, storedFirst, showTogether } = await twoTestimonials(page, request);
    await withListOrder('testimonials', async () => {
      await showTogether();
      await saveOrder(page, TESTIMONIAL_ORDER, () => moveByKeyboard(page, handleOf(page, upper), upper, 'down'));
      expect(await shownFirst()).toBe(lower);
      expect(await storedFirst()).toBe(lower);

      await saveOrder(page, TESTIMONIAL_ORDER, () =>
        rowOf(page, upper)
          .getByRole('button', { name: `Move ${upper} up` })
          .click(),
      );
      expect(await shownFirst()).toBe(upper);
      expect(await storedFirst()).toBe(upper);
    });
  });

  test('an empty list says No testimonials found. and its Add button opens the dialog', async ({ page, request }) => {
    await signInAs(page, request, 'editor');
    await page.route('**/api/testimonials', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.continue(),
    );
    await page.goto('/admin/testimonials');
    await expect(page.getByText('No testimonials found.')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Add Testimonial' }).last().click();
    await expect(page.getByRole('dialog', { name: 'New Testimonial' })).toBeVisible();
  });
});

test.describe('Testimonials: accessibility', () => {
  // Dialogs fade in; axe reads colours, so it must not catch one half-way.
  test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }));

  /** The tab in `theme`, showing a (featured, project-naming) testimonial of this test's own. */
  async function openWithTestimonial(page: Page, request: APIRequestContext, theme: 'light' | 'dark') {
    const name = named('Axe A.');
    await (await contentApi(request)).testimonials.create({
      name,
      content: 'Checked.',
      project: 'A studio',
      featured: true,
    });
    await openTestimonialsTab(page, request, theme);
    await expect(rowOf(page, name)).toBeVisible();
    return name;
  }

  // Colour contrast is a property of the theme's colours: the light theme is checked at both sizes,
  // the dark one at desktop size only.
  for (const theme of ['light', 'dark'] as const) {
    test(
      `axe: the list and the new testimonial dialog with its errors (${theme} theme)`,
      theme === 'light' ? PHONE : {},
      async ({ page, request }) => {
        await openWithTestimonial(page, request, theme);
        await expectNoAxeViolations(page, { what: 'list' });
        await page.getByRole('button', { name: 'Add Testimonial' }).click();
        const dialog = page.getByRole('dialog', { name: 'New Testimonial' });
        await dialog.getByRole('button', { name: 'Create Testimonial' }).click();
        await expect(dialog.getByText('Name is required', { exact: true })).toBeVisible();
        await expectNoAxeViolations(page, { what: 'new testimonial with errors' });
        // Nothing typed: Escape closes it without asking.
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      },
    );

    test(
      `axe: the edit dialog and the delete question (${theme} theme)`,
      theme === 'light' ? PHONE : {},
      async ({ page, request }) => {
        const name = await openWithTestimonial(page, request, theme);
        await rowOf(page, name)
          .getByRole('button', { name: `Edit “${name}”` })
          .click();
        const edit = page.getByRole('dialog', { name: 'Edit Testimonial' });
        await expect(edit).toBeVisible();
        await expectNoAxeViolations(page, { what: 'edit testimonial' });
        // Nothing changed: Escape closes it without asking.
        await page.keyboard.press('Escape');
        await expect(edit).toBeHidden();

        await rowOf(page, name)
          .getByRole('button', { name: `Delete “${name}”` })
          .click();
        await expect(page.getByRole('alertdialog')).toBeVisible();
        await expectNoAxeViolations(page, { what: 'delete' });
      },
    );
  }
});
