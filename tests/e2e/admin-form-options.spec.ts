import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { Theme } from '#shared/admin/auth.ts';
import type { AdminFormOption, FormOptionFieldType } from '#shared/admin/content.ts';
import type { Role } from '#shared/admin/permissions.ts';
import {
  createUserViaApi,
  gotoHydrated,
  signInViaApi,
  strongPassword,
  toast,
  uniqueUsername,
} from './support/admin.ts';

/**
 * The Form Options Manager (admin-area.md 'Form Options tab', §8; D1, D25) against the real server.
 * Every option a test adds has a name of its own and is deleted at the end; the only reorders are of
 * a test's own inactive options, which no public form shows, in a list per browser project, so
 * nothing another spec reads changes.
 */

function sameOrigin(): Record<string, string> {
  return { Origin: new URL(test.info().project.use.baseURL ?? '').origin };
}

/** lower-case letters and digits only: a label and a value no other test or run uses */
function uniqueTag(): string {
  return `${test.info().project.name}${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;
}

async function openOptionsAs(page: Page, request: APIRequestContext, role: Role, path = '/admin/form-options') {
  const username = uniqueUsername(`options-${role}`);
  const password = strongPassword();
  await createUserViaApi(request, { username, password, role });
  await signInViaApi(page, username, password);
  await gotoHydrated(page, path);
  // The session check waits its turn while the server builds a PDF for another test.
  await expect(page.getByRole('heading', { level: 1, name: 'Form Options' })).toBeVisible({ timeout: 15_000 });
}

/** The signed-in page's own API calls (its session cookie). */
const api = (page: Page) => ({
  list: async (fieldType: FormOptionFieldType) => {
    const response = await page.request.get('/api/admin/form-options');
    expect(response.status()).toBe(200);
    return ((await response.json()) as AdminFormOption[]).filter((option) => option.fieldType === fieldType);
  },
  create: async (input: { fieldType: FormOptionFieldType; value: string; label: string; active: boolean }) => {
    const response = await page.request.post('/api/admin/form-options', { headers: sameOrigin(), data: input });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as AdminFormOption;
  },
  remove: (id: number) => page.request.delete(`/api/admin/form-options/${id}`, { headers: sameOrigin() }),
});

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

async function expectNoAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Centre of an element, for a pointer drag. */
async function centreOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test.describe('/admin/form-options (spec §2, §5, §8; D1, D25)', () => {
  test('a new project type reaches the contact form at once; deactivated it leaves; then it is deleted', async ({
    page,
    request,
  }) => {
    test.slow();
    await openOptionsAs(page, request, 'editor');
    const tag = uniqueTag();
    const label = `Sunroom ${tag}`;
    let createdId: number | undefined;
    try {
      await page.getByRole('button', { name: 'Add Option' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Option' });
      await expect(dialog.getByLabel('Field Type')).toHaveText('Project Types');
      await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
      await expectNoAxeViolations(page, '[role="dialog"]');

      // Spec §5: value and label required, said beside the fields; nothing is sent.
      await dialog.getByRole('button', { name: 'Create Option' }).click();
      await expect(dialog.getByText('Value is required')).toBeVisible();
      await expect(dialog.getByText('Display Label is required')).toBeVisible();
      await expect(dialog.getByLabel('Value')).toHaveAttribute('aria-invalid', 'true');

      // A new option's value follows its label (residential-design style).
      await dialog.getByLabel('Display Label').fill(label);
      await expect(dialog.getByLabel('Value')).toHaveValue(`sunroom-${tag}`);
      const created = page.waitForResponse(
        (r) => r.url().endsWith('/api/admin/form-options') && r.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Create Option' }).click();
      const response = await created;
      expect(response.status()).toBe(201);
      createdId = ((await response.json()) as AdminFormOption).id;
      await expect(toast(page)).toContainText('Option created successfully!');
      await expect(dialog).toBeHidden();
      const row = rowWithValue(page, 'Project Types', `sunroom-${tag}`);
      await expect(row).toContainText(label);
      await expect(row).toContainText('Active');
      await expect(row).toContainText('Not used');
      expect(await contactProjectTypes(page)).toContain(label);

      // Deactivated: gone from the contact form at once, still listed here as Inactive (D1).
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
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(toast(page)).toContainText('Option deleted successfully!');
      await expect(row).toHaveCount(0);
      expect((await api(page).list('projectType')).some((option) => option.id === createdId)).toBe(false);
      createdId = undefined;
    } finally {
      if (createdId !== undefined) await api(page).remove(createdId);
    }
  });

  test('an option in use cannot be deleted or renamed: the server’s reason shows, nothing changes (D25)', async ({
    page,
    request,
  }) => {
    await openOptionsAs(page, request, 'editor', '/admin/form-options?list=projectCategory');
    const before = (await api(page).list('projectCategory')).find((option) => option.value === 'kitchen');
    expect(before?.usage, 'the demo has kitchens').toBeGreaterThan(0);
    const row = rowWithValue(page, 'Project Categories', 'kitchen');
    await expect(row).toContainText(/Used by \d+/);

    await row.getByRole('button', { name: 'Delete Kitchen' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete "Kitchen"?' });
    await expectNoAxeViolations(page, '[role="alertdialog"]');
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

    const after = (await api(page).list('projectCategory')).find((option) => option.id === before?.id);
    expect(after).toMatchObject({ value: 'kitchen', label: 'Kitchen', active: true });
  });

  test('reorder by keyboard and by mouse, saved; a refused order goes back with the spec’s toast', async ({
    page,
    request,
  }) => {
    test.slow();
    // A list per browser project: both never reorder the same list at once.
    const [fieldType, listName] = test.info().project.name.startsWith('desktop')
      ? (['projectStyle', 'Project Styles'] as const)
      : (['budget', 'Budget Ranges'] as const);
    await openOptionsAs(page, request, 'editor');
    const tag = uniqueTag();
    const first = await api(page).create({ fieldType, value: `first-${tag}`, label: `First ${tag}`, active: false });
    const second = await api(page).create({ fieldType, value: `second-${tag}`, label: `Second ${tag}`, active: false });
    const order = async () => {
      const ids = (await api(page).list(fieldType)).map((option) => option.id);
      return [ids.indexOf(first.id), ids.indexOf(second.id)];
    };
    /** this test's two rows, top to bottom, as shown */
    const labels = async () =>
      (await rowsOf(page, listName).allTextContents())
        .filter((text) => text.includes(tag))
        .map((text) => (text.includes(`First ${tag}`) ? 'first' : 'second'));
    try {
      await gotoHydrated(page, `/admin/form-options?list=${fieldType}`);
      await expect.poll(labels).toEqual(['first', 'second']);

      // Keyboard (dnd-kit's sensor): pick up the second, move it up, drop it.
      const reordered = () =>
        page.waitForResponse(
          (r) => r.url().endsWith(`/form-options/${fieldType}/reorder`) && r.request().method() === 'POST',
        );
      let saved = reordered();
      // Each step waits for what a screen reader hears (dnd-kit's announcements in the admin's language).
      const heard = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();
      await page.getByRole('button', { name: `Reorder Second ${tag}` }).focus();
      const count = (await api(page).list(fieldType)).length;
      await page.keyboard.press('Space');
      await heard(`Second ${tag} is over position ${count} of ${count}.`);
      await page.keyboard.press('ArrowUp');
      await heard(`Second ${tag} is over position ${count - 1} of ${count}.`);
      await page.keyboard.press('Space');
      await heard(`Second ${tag} was dropped at position ${count - 1} of ${count}.`);
      expect((await saved).status()).toBe(200);
      await expect(toast(page)).toContainText('Options reordered successfully!');
      await expect.poll(labels).toEqual(['second', 'first']);
      const [firstAt, secondAt] = await order();
      expect(secondAt).toBeLessThan(firstAt ?? -1);

      // Mouse: drag the first back above the second.
      saved = reordered();
      const handle = page.getByRole('button', { name: `Reorder First ${tag}` });
      const target = rowsOf(page, listName).filter({ hasText: `Second ${tag}` });
      const from = await centreOf(handle);
      const to = await centreOf(target);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x, from.y - 10, { steps: 4 });
      await page.mouse.move(from.x, to.y - 20, { steps: 12 });
      await page.mouse.up();
      expect((await saved).status()).toBe(200);
      await expect.poll(labels).toEqual(['first', 'second']);
      const [firstNow, secondNow] = await order();
      expect(firstNow).toBeLessThan(secondNow ?? -1);

      // Refused (someone changed the list meanwhile): the old order comes back, with the toast.
      await page.route(`**/api/admin/form-options/${fieldType}/reorder`, (route) =>
        route.fulfill({ status: 400, json: { message: 'The list changed meanwhile. Reload and try again.' } }),
      );
      await page.getByRole('button', { name: `Move Second ${tag} up` }).click();
      await expect(toast(page)).toContainText('Failed to reorder options');
      await expect(toast(page)).toContainText('The list changed meanwhile.');
      await expect.poll(labels).toEqual(['first', 'second']);
    } finally {
      await api(page).remove(first.id);
      await api(page).remove(second.id);
    }
  });

  test('the list is in the address: links switch it, back returns', async ({ page, request }) => {
    await openOptionsAs(page, request, 'viewer', '/admin/form-options?list=budget');
    const lists = page.getByRole('navigation', { name: 'Option lists' });
    await expect(lists.getByRole('link', { name: /^Budget Ranges/ })).toHaveAttribute('aria-current', 'page');
    await expect(rowsOf(page, 'Budget Ranges').first()).toBeVisible();
    await lists.getByRole('link', { name: /^Blog Categories/ }).click();
    await expect(page).toHaveURL(/\?list=blogCategory$/);
    await expect(rowWithValue(page, 'Blog Categories', 'design-tips')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\?list=budget$/);
    await expect(lists.getByRole('link', { name: /^Budget Ranges/ })).toHaveAttribute('aria-current', 'page');
  });

  test('a viewer sees the lists read-only', async ({ page, request }) => {
    await openOptionsAs(page, request, 'viewer');
    await expect(rowsOf(page, 'Project Types').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Option' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Reorder|Move|Edit|Delete) / })).toHaveCount(0);
    await expect(page.getByText('Items are shown in the order the public site uses.')).toBeVisible();
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

  for (const theme of ['light', 'dark'] as const) {
    test(`passes axe in the ${theme} theme`, async ({ page, request }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const username = uniqueUsername('options-axe');
      const password = strongPassword();
      await createUserViaApi(request, { username, password, role: 'editor' });
      await signInViaApi(page, username, password);
      const response = await page.request.patch('/api/auth/preferences', {
        headers: sameOrigin(),
        data: { theme: theme satisfies Theme },
      });
      expect(response.status()).toBe(200);
      await gotoHydrated(page, '/admin/form-options?list=projectStyle');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(rowsOf(page, 'Project Styles').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
