import type { APIRequestContext, Page } from '@playwright/test';
import type { Theme } from '#shared/admin/auth.ts';
import type { Role } from '#shared/admin/permissions.ts';
import type { FormOptionFieldType } from '#shared/form-options.ts';
import { openTab, signInAs, toast, uniqueName } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { contentApi } from './support/content.ts';
import { withLock } from './support/lock.ts';
import { dragOnto, moveByKeyboard } from './support/sortable.ts';
import { expect, PHONE, test } from './support/test.ts';

/**
 * The Form Options Manager (admin area §2 'Form Options tab', §8; D1, D25) against the real server.
 * Every option a test adds carries its mark in its value and is deleted at the end; the only
 * reorders are of a test's own inactive options, which no public form shows, in a list per browser
 * project and under that list's lock, so nothing another test reads changes.
 *
 * At phone size (`PHONE`): the tab and the Add Option dialog through axe in the light theme, the
 * screen's main journey (a project type added, deactivated and deleted), and a reorder by pointer
 * (a phone stacks each row's parts). The server's rules and the keyboard are the same at any width:
 * desktop only.
 */

let mark = '';

test.beforeEach(() => {
  mark = uniqueName('opt');
});

test.afterEach(async ({ request }) => {
  await (await contentApi(request)).options.removeMarked(mark);
});

function openOptionsAs(
  page: Page,
  request: APIRequestContext,
  role: Role,
  path = '/admin/form-options',
  theme?: Theme,
) {
  return openTab(page, request, { path, heading: 'Form Options', role, theme });
}

const rowsOf = (page: Page, listName: string) =>
  page.getByRole('list', { name: `${listName} options` }).getByRole('listitem');
const rowWithValue = (page: Page, listName: string, value: string) =>
  rowsOf(page, listName).filter({ has: page.getByText(`Value: ${value}`, { exact: true }) });

async function contactProjectTypes(page: Page): Promise<string[]> {
  const visitor = await page.context().newPage();
  try {
    await visitor.goto('/contact');
    return await visitor.getByLabel('Project type').locator('option').allTextContents();
  } finally {
    await visitor.close();
  }
}

test.describe('/admin/form-options (admin area §2, §5, §8; D1, D25)', () => {
  test(
    'the tab passes axe (light theme); Add Option starts in Project Types, active, and passes axe; value and label are required beside the fields',
    PHONE,
    async ({ page, request }) => {
      // Dialogs fade in; axe reads colours, so it must not catch one half-way.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openOptionsAs(page, request, 'editor', '/admin/form-options', 'light');
      await expect(rowsOf(page, 'Project Types').first()).toBeVisible();
      await expectNoAxeViolations(page, { what: 'form options (light)' });

      await page.getByRole('button', { name: 'Add Option' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Option' });
      await expect(dialog.getByLabel('Field Type')).toHaveText('Project Types');
      await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
      await expectNoAxeViolations(page, { include: '[role="dialog"]', what: 'Add Option' });

      // Admin area §5: value and label required, said beside the fields; nothing is sent.
      const posts: string[] = [];
      page.on('request', (sent) => {
        if (sent.method() === 'POST' && sent.url().endsWith('/api/admin/form-options')) posts.push(sent.url());
      });
      await dialog.getByRole('button', { name: 'Create Option' }).click();
      await expect(dialog.getByText('Value is required')).toBeVisible();
      await expect(dialog.getByText('Display Label is required')).toBeVisible();
      await expect(dialog.getByLabel('Value')).toHaveAttribute('aria-invalid', 'true');
      expect(posts).toEqual([]);
    },
  );

  test(
    'a project type’s life: added, its value following its label, it reaches the contact form at once; deactivated, it leaves the form and stays listed as Inactive; deleted after the spec’s question (which passes axe), it is gone',
    PHONE,
    async ({ page, request }) => {
      const label = `Sunroom ${mark}`;
      await openOptionsAs(page, request, 'editor');
      const api = await contentApi(request);
      await page.getByRole('button', { name: 'Add Option' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Option' });
      // A new option's value follows its label (residential-design style).
      await dialog.getByLabel('Display Label').fill(label);
      await expect(dialog.getByLabel('Value')).toHaveValue(`sunroom-${mark}`);
      const created = page.waitForResponse(
        (r) => r.url().endsWith('/api/admin/form-options') && r.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Create Option' }).click();
      const response = await created;
      expect(response.status()).toBe(201);
      const { id } = (await response.json()) as { id: number };
      await expect(toast(page)).toContainText('Option created successfully!');
      await expect(dialog).toBeHidden();
      const row = rowWithValue(page, 'Project Types', `sunroom-${mark}`);
      await expect(row).toContainText(label);
      await expect(row).toContainText('Active');
      await expect(row).toContainText('Not used');
      expect(await contactProjectTypes(page)).toContain(label);

      await row.getByRole('button', { name: `Edit ${label}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Option' });
      await expect(edit.getByLabel('Field Type')).toBeDisabled();
      await edit.getByRole('switch', { name: 'Active' }).click();
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page)).toContainText('Option updated successfully!');
      await expect(edit).toBeHidden();
      await expect(row).toContainText('Inactive');
      expect(await contactProjectTypes(page)).not.toContain(label);

      await row.getByRole('button', { name: `Delete ${label}` }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(`Are you sure you want to delete "${label}"? This action cannot be undone.`);
      await expectNoAxeViolations(page, { include: '[role="alertdialog"]', what: 'delete' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(toast(page)).toContainText('Option deleted successfully!');
      await expect(row).toHaveCount(0);
      expect((await api.options.list('projectType')).some((candidate) => candidate.id === id)).toBe(false);
    },
  );

  test('an option in use cannot be deleted or renamed: the server’s reason shows, nothing changes (D25)', async ({
    page,
    request,
  }) => {
    const api = await contentApi(request);
    await openOptionsAs(page, request, 'editor', '/admin/form-options?list=projectCategory');
    const before = (await api.options.list('projectCategory')).find((option) => option.value === 'kitchen');
    expect(before?.usage, 'the demo has kitchens').toBeGreaterThan(0);
    const row = rowWithValue(page, 'Project Categories', 'kitchen');
    await expect(row).toContainText(/Used by \d+/);

    await row.getByRole('button', { name: 'Delete Kitchen' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete "Kitchen"?' });
    await expectNoAxeViolations(page, { include: '[role="alertdialog"]' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('Failed to delete option');
    // The count is the server's at that moment (another spec may add a kitchen meanwhile).
    await expect(toast(page)).toContainText(
      /This option is used by \d+ projects\. Deactivate it instead, so it leaves the forms but stored items keep it\./,
    );
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: 'Edit Kitchen' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Option' });
    await edit.getByLabel('Value').fill('kitchens');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Failed to update option');
    await expect(edit.getByText(/^This option’s value is used by \d+ projects, so it cannot change\./)).toBeVisible();
    await expect(edit.getByLabel('Value')).toHaveAttribute('aria-invalid', 'true');

    // Closing a changed dialog asks first.
    await edit.getByRole('button', { name: 'Close' }).click();
    const discard = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Discard changes' }).click();
    await expect(edit).toBeHidden();

    const after = (await api.options.list('projectCategory')).find((option) => option.id === before?.id);
    expect(after).toMatchObject({ value: 'kitchen', label: 'Kitchen', active: true });
  });

  test('a viewer sees the lists read-only; the list is in the address: links switch it, back returns', async ({
    page,
    request,
  }) => {
    await openOptionsAs(page, request, 'viewer');
    await expect(rowsOf(page, 'Project Types').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Option' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Reorder|Move|Edit|Delete) / })).toHaveCount(0);
    await expect(page.getByText('Items are shown in the order the public site uses.')).toBeVisible();

    const lists = page.getByRole('navigation', { name: 'Option lists' });
    await lists.getByRole('link', { name: /^Budget Ranges/ }).click();
    await expect(page).toHaveURL(/\?list=budget$/);
    await expect(lists.getByRole('link', { name: /^Budget Ranges/ })).toHaveAttribute('aria-current', 'page');
    await expect(rowsOf(page, 'Budget Ranges').first()).toBeVisible();
    await lists.getByRole('link', { name: /^Blog Categories/ }).click();
    await expect(page).toHaveURL(/\?list=blogCategory$/);
    await expect(rowWithValue(page, 'Blog Categories', 'design-tips')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\?list=budget$/);
    await expect(lists.getByRole('link', { name: /^Budget Ranges/ })).toHaveAttribute('aria-current', 'page');
  });

  test('an empty list says so and offers Add, which opens the dialog for that list', async ({ page, request }) => {
    await page.route('**/api/admin/form-options', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.fallback(),
    );
    await openOptionsAs(page, request, 'editor', '/admin/form-options?list=budget');
    await expect(page.getByText('No options found for Budget Ranges. Create your first option above.')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Add Option' }).last().click();
    await expect(page.getByRole('dialog', { name: 'Add Option' }).getByLabel('Field Type')).toHaveText('Budget Ranges');
  });

  // The light theme is checked at both sizes by the first test above; colour contrast is a
  // property of the theme's colours, so the dark theme is checked at desktop size only.
  test('passes axe in the dark theme', async ({ page, request }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openOptionsAs(page, request, 'editor', '/admin/form-options?list=projectStyle', 'dark');
    await expect(rowsOf(page, 'Project Styles').first()).toBeVisible();
    await expectNoAxeViolations(page, { what: 'form options (dark)' });
  });
});

test.describe('/admin/form-options: the order (admin area §4, §7)', () => {
  /**
   * Two inactive options of this test's own at the end of a list of this browser project's own,
   * the tab showing that list; then `work`, all under the list's lock: a reorder names the whole
   * list, so no other test may add or remove one of its options meanwhile. The editor signs in
   * before the lock is taken: that touches no list.
   */
  async function withTwoOptions(
    page: Page,
    request: APIRequestContext,
    work: (mine: {
      fieldType: FormOptionFieldType;
      /** how many options the list has */
      count: number;
      first: string;
      second: string;
      /** this test's two rows, top to bottom, as shown */
      shown: () => Promise<string[]>;
      /** the same, as stored */
      stored: () => Promise<string[]>;
    }) => Promise<void>,
  ) {
    // A list per browser project: both never reorder the same list at once.
    const [fieldType, listName] = test.info().project.name.startsWith('desktop')
      ? (['projectStyle', 'Project Styles'] as const)
      : (['budget', 'Budget Ranges'] as const);
    const api = await contentApi(request);
    await signInAs(page, request, 'editor');
    const [first, second] = [`First ${mark}`, `Second ${mark}`];
    await withLock(`form-options-${fieldType}`, async () => {
      const made = [
        await api.options.create({ fieldType, value: `first-${mark}`, label: first, active: false }),
        await api.options.create({ fieldType, value: `second-${mark}`, label: second, active: false }),
      ];
      const shown = async () =>
        (await rowsOf(page, listName).allTextContents())
          .filter((text) => text.includes(mark))
          .map((text) => (text.includes(first) ? first : second));
      const stored = async () =>
        (await api.options.list(fieldType))
          .filter((option) => made.some((mine) => mine.id === option.id))
          .map((option) => option.label);
      try {
        await page.goto(`/admin/form-options?list=${fieldType}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Form Options' })).toBeVisible();
        await expect.poll(shown).toEqual([first, second]);
        const count = (await api.options.list(fieldType)).length;
        await work({ fieldType, count, first, second, shown, stored });
      } finally {
        for (const option of made) await api.options.remove(option.id);
      }
    });
  }

  /** The server's answer to the list's reorder, and the success toast. */
  function reordered(page: Page, fieldType: FormOptionFieldType) {
    return page.waitForResponse(
      (r) => r.url().endsWith(`/form-options/${fieldType}/reorder`) && r.request().method() === 'POST',
    );
  }

  test('by keyboard: the last option picked up, one step up, dropped, each step announced; saved. A refused order goes back with the spec’s toast', async ({
    page,
    request,
  }) => {
    await withTwoOptions(page, request, async ({ fieldType, count, first, second, shown, stored }) => {
      const saved = reordered(page, fieldType);
      const { from, to } = await moveByKeyboard(
        page,
        page.getByRole('button', { name: `Reorder ${second}` }),
        second,
        'up',
      );
      expect([from, to]).toEqual([count, count - 1]);
      expect((await saved).status()).toBe(200);
      await expect(toast(page)).toContainText('Options reordered successfully!');
      await expect.poll(shown).toEqual([second, first]);
      expect(await stored()).toEqual([second, first]);

      // Refused (someone changed the list meanwhile): the old order comes back, with the toast.
      await page.route(`**/api/admin/form-options/${fieldType}/reorder`, (route) =>
        route.fulfill({ status: 400, json: { message: 'The list changed meanwhile. Reload and try again.' } }),
      );
      await page.getByRole('button', { name: `Move ${first} up` }).click();
      await expect(toast(page)).toContainText('Failed to reorder options');
      await expect(toast(page)).toContainText('The list changed meanwhile.');
      await expect.poll(shown).toEqual([second, first]);
      expect(await stored()).toEqual([second, first]);
    });
  });

  test('by mouse: saved', PHONE, async ({ page, request }) => {
    await withTwoOptions(page, request, async ({ fieldType, first, second, shown, stored }) => {
      const saved = reordered(page, fieldType);
      await dragOnto(
        page,
        page.getByRole('button', { name: `Reorder ${second}` }),
        page.getByRole('button', { name: `Reorder ${first}` }),
      );
      expect((await saved).status()).toBe(200);
      await expect.poll(shown).toEqual([second, first]);
      expect(await stored()).toEqual([second, first]);
    });
  });
});
