import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { Project, Testimonial } from '#shared/content.ts';
import { adminApi, gotoHydrated, signInViaApi, strongPassword, toast, uniqueUsername } from './support/admin.ts';

/**
 * The Testimonials tab (admin-area.md §2, §5, §8; D18, D19). Specs share one server and run in
 * parallel: each test writes only testimonials whose names carry its own tag and deletes them
 * afterwards.
 */

let tag = '';

test.beforeEach(() => {
  tag = uniqueUsername('client');
});

test.afterEach(async ({ request }) => {
  const api = await testimonialsApi(request);
  for (const testimonial of await api.list()) if (testimonial.name.includes(tag)) await api.remove(testimonial.id);
});

const origin = () => new URL(test.info().project.use.baseURL ?? '').origin;

/** The e2e admin's calls for this test's own testimonials (the `request` fixture is signed in as it). */
async function testimonialsApi(request: APIRequestContext) {
  const admin = await adminApi(request);
  const headers = { Origin: origin() };
  const list = async () => {
    const response = await request.get('/api/testimonials');
    expect(response.status()).toBe(200);
    return (await response.json()) as Testimonial[];
  };
  return {
    createUser: admin.createUser,
    list,
    find: async (name: string) => (await list()).find((testimonial) => testimonial.name === name),
    create: async (input: Record<string, unknown>) => {
      const response = await request.post('/api/testimonials', { headers, data: input });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as Testimonial;
    },
    remove: async (id: number) => {
      const response = await request.delete(`/api/testimonials/${id}`, { headers, data: {} });
      expect(response.ok(), await response.text()).toBe(true);
    },
    projects: async () => (await (await request.get('/api/projects')).json()) as Project[],
  };
}

async function openTestimonialsTab(page: Page, request: APIRequestContext) {
  const api = await testimonialsApi(request);
  const username = uniqueUsername('editor');
  const password = strongPassword();
  await api.createUser({ username, password, role: 'editor' });
  await signInViaApi(page, username, password);
  await gotoHydrated(page, '/admin/testimonials');
  await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible();
  await expect(list(page)).toBeVisible();
  return api;
}

const named = (name: string) => `${name} ${tag}`;
const list = (page: Page) => page.getByRole('list', { name: 'Testimonials' });
const rowOf = (page: Page, name: string) => list(page).getByRole('listitem').filter({ hasText: name });

/** Reloads the tab and waits until the list shows these testimonials (the rows load after hydration). */
async function reloadShowing(page: Page, ...names: string[]) {
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  for (const name of names) await expect(rowOf(page, name)).toBeVisible();
}

async function listedNames(page: Page): Promise<string[]> {
  return list(page).getByRole('listitem').locator('p.font-medium').allTextContents();
}

/** A move, then the server's answer and the list read again; a stale list is refused (D19) and retried. */
async function reorder(page: Page, move: () => Promise<void>) {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/testimonial/reorder') && r.request().method() === 'POST',
    );
    const reread = page.waitForResponse((r) => r.url().endsWith('/api/testimonials') && r.request().method() === 'GET');
    await move();
    const response = await saved;
    await reread;
    if (response.ok()) return;
    const { message } = (await response.json()) as { message: string };
    // Another test added or removed a testimonial since this page read the list.
    expect(message).toMatch(/leaves out items|not in this list/);
  }
  throw new Error('the new order was refused three times');
}

async function dragOnto(page: Page, handle: Locator, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('the rows are not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 12, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

/**
 * Picks a row up by keyboard, moves it one place down and drops it, each key once dnd-kit has
 * announced the previous step: the arrow keys only move a row after dnd-kit has measured the rows,
 * which its first "is over position" announcement shows.
 */
async function moveDownByKeyboard(page: Page, handle: Locator, label: string) {
  const announcer = page.getByRole('status').filter({ hasText: `${label} is over position` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(announcer).toBeAttached();
  const position = Number(/is over position (\d+)/.exec((await announcer.textContent()) ?? '')?.[1]);
  await page.keyboard.press('ArrowDown');
  await expect(announcer).toContainText(`${label} is over position ${position + 1} of`);
  await page.keyboard.press('Space');
}

async function expectNoAxeViolations(page: Page, what: string) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('Testimonials (spec §2, §8)', () => {
  test('create: name and content required, the rating by keyboard, a related project fills its name in', async ({
    page,
    request,
  }) => {
    const api = await openTestimonialsTab(page, request);
    const [project] = await api.projects();
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
    expect(await api.find(name)).toMatchObject({
      rating: 3,
      project: project.title,
      projectId: project.id,
      content: 'Calm, precise and kind. The kitchen works.',
    });
  });

  test('edit: a click on a star, the spec’s success toast; a changed dialog asks before it closes', async ({
    page,
    request,
  }) => {
    const api = await openTestimonialsTab(page, request);
    const name = named('Tomas R.');
    await api.create({ name, content: 'Good.', rating: 4, project: 'A loft' });
    await reloadShowing(page, name);

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
    expect(await api.find(name)).toMatchObject({ rating: 2, content: 'Good, then very good.', project: 'A loft' });
  });

  test('the star features a testimonial: Testimonial updated successfully', async ({ page, request }) => {
    const api = await openTestimonialsTab(page, request);
    const name = named('Noor A.');
    await api.create({ name, content: 'Lovely.' });
    await reloadShowing(page, name);
    const star = rowOf(page, name).getByRole('button', { name: `Featured: ${name}` });
    await star.click();
    await expect(toast(page)).toContainText('Testimonial updated successfully');
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(rowOf(page, name)).toContainText('Featured');
    expect((await api.find(name))?.featured).toBe(true);
  });

  test('View opens the about page at that testimonial (D18)', async ({ page, request }) => {
    const api = await openTestimonialsTab(page, request);
    const name = named('Priya S.');
    const created = await api.create({ name, content: 'They listened first.' });
    await reloadShowing(page, name);
    const view = rowOf(page, name).getByRole('link', { name: `View “${name}” on the about page (opens in a new tab)` });
    await expect(view).toHaveAttribute('href', `/about#testimonial-${created.id}`);
    await expect(view).toHaveAttribute('target', '_blank');
    const [about] = await Promise.all([page.waitForEvent('popup'), view.click()]);
    await expect(about).toHaveURL(new RegExp(`/about#testimonial-${created.id}$`));
    const quote = about.locator(`#testimonial-${created.id}`);
    await expect(quote).toContainText(name);
    await expect(quote).toContainText('They listened first.');
    await expect(quote).toBeInViewport();
  });

  test('reorder by mouse, by keyboard and by the move buttons; the order is saved', async ({ page, request }) => {
    // Three saved moves, each followed by a fresh read of the whole list: slow on a busy machine.
    test.slow();
    const api = await openTestimonialsTab(page, request);
    const first = named('First F.');
    const second = named('Second S.');
    await api.create({ name: first, content: 'One.' });
    await api.create({ name: second, content: 'Two.' });
    const order = (names: string[]) => (names.indexOf(first) < names.indexOf(second) ? 'first above' : 'second above');
    const serverOrder = async () => order((await api.list()).map((t) => t.name));
    await reloadShowing(page, first, second);
    const before = order(await listedNames(page));
    const [upper, lower] = before === 'first above' ? [first, second] : [second, first];

    // Drag the lower one onto the upper one: it takes that place, the other just below it.
    await reorder(page, () =>
      dragOnto(
        page,
        rowOf(page, lower).getByRole('button', { name: `Reorder ${lower}` }),
        rowOf(page, upper).getByRole('button', { name: `Reorder ${upper}` }),
      ),
    );
    const swapped = before === 'first above' ? 'second above' : 'first above';
    expect(order(await listedNames(page))).toBe(swapped);
    expect(await serverOrder()).toBe(swapped);

    await reorder(page, () =>
      moveDownByKeyboard(page, rowOf(page, lower).getByRole('button', { name: `Reorder ${lower}` }), lower),
    );
    expect(order(await listedNames(page))).toBe(before);
    expect(await serverOrder()).toBe(before);

    await reorder(page, () =>
      rowOf(page, upper)
        .getByRole('button', { name: `Move ${upper} down` })
        .click(),
    );
    expect(order(await listedNames(page))).toBe(swapped);
    expect(await serverOrder()).toBe(swapped);
  });

  test('delete asks with the spec’s words, then removes the testimonial', async ({ page, request }) => {
    const api = await openTestimonialsTab(page, request);
    const name = named('Gone G.');
    await api.create({ name, content: 'Briefly here.' });
    await reloadShowing(page, name);
    await rowOf(page, name)
      .getByRole('button', { name: `Delete “${name}”` })
      .click();
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText(`Are you sure you want to delete "${name}"? This action cannot be undone.`);
    await ask.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(rowOf(page, name)).toHaveCount(0);
    expect(await api.find(name)).toBeUndefined();
  });

  test('an empty list says No testimonials found. and its Add button opens the dialog', async ({ page, request }) => {
    const api = await testimonialsApi(request);
    const username = uniqueUsername('editor');
    const password = strongPassword();
    await api.createUser({ username, password, role: 'editor' });
    await signInViaApi(page, username, password);
    await page.route('**/api/testimonials', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.continue(),
    );
    await gotoHydrated(page, '/admin/testimonials');
    await expect(page.getByText('No testimonials found.')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Add Testimonial' }).last().click();
    await expect(page.getByRole('dialog', { name: 'New Testimonial' })).toBeVisible();
  });
});

test.describe('Testimonials: accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe: the list and its dialogs (${theme} theme)`, async ({ page, request }) => {
      test.slow();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const api = await openTestimonialsTab(page, request);
      const name = named('Axe A.');
      await api.create({ name, content: 'Checked.', project: 'A studio', featured: true });
      const saved = await page.request.patch('/api/auth/preferences', {
        headers: { Origin: origin() },
        data: { theme },
      });
      expect(saved.status()).toBe(200);
      await gotoHydrated(page, '/admin/testimonials');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(rowOf(page, name)).toBeVisible();
      await expectNoAxeViolations(page, 'list');

      await page.getByRole('button', { name: 'Add Testimonial' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Testimonial' });
      await dialog.getByRole('button', { name: 'Create Testimonial' }).click();
      await expect(dialog.getByText('Name is required', { exact: true })).toBeVisible();
      await expectNoAxeViolations(page, 'new testimonial with errors');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await rowOf(page, name)
        .getByRole('button', { name: `Edit “${name}”` })
        .click();
      await expect(page.getByRole('dialog', { name: 'Edit Testimonial' })).toBeVisible();
      await expectNoAxeViolations(page, 'edit testimonial');
      await page.keyboard.press('Escape');

      await rowOf(page, name)
        .getByRole('button', { name: `Delete “${name}”` })
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoAxeViolations(page, 'delete');
      await page.keyboard.press('Escape');
    });
  }
});
