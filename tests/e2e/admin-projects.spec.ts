import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { Theme } from '#shared/admin/auth.ts';
import type { Role } from '#shared/admin/permissions.ts';
import type { FormOption, Project } from '#shared/content.ts';
import {
  createUserViaApi,
  gotoHydrated,
  signInViaApi,
  strongPassword,
  toast,
  uniqueUsername,
} from './support/admin.ts';
import { fakePhotoFile, photoFile, projectsApi, uniqueTitle, withProjectSetLock } from './support/projects.ts';

/**
 * The Projects tab (admin-area.md §2 'Projects…tabs', 'Edit dialogs', 'Banner image picker', §5,
 * §8; D3, D5, D14, D18–D20, D23). Every test acts on projects of its own and removes them; the
 * portfolio's order is changed only among its own projects, under the project-set lock.
 */

/** A fresh account of `role`, signed in, on the Projects tab (its own theme, so others are untouched). */
async function openProjectsAs(page: Page, request: APIRequestContext, role: Role, theme?: Theme) {
  const username = uniqueUsername(`projects-${role}`);
  const password = strongPassword();
  await createUserViaApi(request, { username, password, role });
  await signInViaApi(page, username, password);
  if (theme) {
    const origin = new URL(test.info().project.use.baseURL ?? '').origin;
    const response = await page.request.patch('/api/auth/preferences', {
      headers: { Origin: origin },
      data: { theme },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  await gotoHydrated(page, '/admin/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const projectList = (page: Page) => page.getByRole('list', { name: 'Projects', exact: true });
const rowOf = (page: Page, title: string) => projectList(page).getByRole('listitem').filter({ hasText: title });

async function activeCategories(request: APIRequestContext): Promise<FormOption[]> {
  return (await request.get('/api/form-options/projectCategory')).json();
}

/** Drops files on an element the way a browser does (a DataTransfer holding File objects). */
async function dropFiles(target: Locator, files: Array<{ name: string; type: string; base64: string }>) {
  const dataTransfer = await target.page().evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const { name, type, base64 } of list) {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], name, { type }));
    }
    return transfer;
  }, files);
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

test.describe('/admin/projects: the Projects tab', () => {
  test('Add Project with photos from disk: a progress bar per file, a refused file loses nothing, cover, alt text and focal point, then Create and Delete', async ({
    page,
    request,
  }) => {
    // A whole workflow (three uploads, four axe scans): minutes on a busy shared machine.
    test.setTimeout(180_000);
    const api = await projectsApi(request);
    const title = uniqueTitle('Fixture Loft');
    const [firstCategory, secondCategory] = await activeCategories(request);
    if (!firstCategory || !secondCategory) throw new Error('the demo studio has at least two project categories');
    let created: Project | undefined;
    try {
      await openProjectsAs(page, request, 'editor');
      await expect(page.getByText('Drag and drop to reorder items. Changes are saved automatically.')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Add Project' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Project' });
      // D1: a new project starts in the first active category.
      await expect(dialog.getByLabel('Category')).toHaveText(firstCategory.label);
      await expectNoAxeViolations(page);

      // Spec §5's messages, beside their fields.
      await dialog.getByRole('button', { name: 'Create Project' }).click();
      await expect(dialog.getByText('Title is required', { exact: true })).toBeVisible();
      await expect(dialog.getByText('Location is required', { exact: true })).toBeVisible();
      await expect(dialog.getByText('Description is required', { exact: true })).toBeVisible();
      await expect(dialog.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');

      await dialog.getByLabel('Title').fill(title);
      await expect(dialog.getByText(/Leave empty to make it from the title: \/projects\/fixture-loft-/)).toBeVisible();
      await dialog.getByLabel('Location').fill('Sellwood, Portland');
      await dialog.getByLabel('Description').fill('Line one.\n\nLine two, kept exactly as typed.');
      await dialog.getByLabel('Tags').fill('oak, linen , , Oak');
      await dialog.getByLabel('Category').click();
      await page.getByRole('option', { name: secondCategory.label }).click();

      // Two photos chosen at once: the first is held at the server's door, so both states show.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/media', async (route) => {
        await held;
        await route.continue();
      });
      await dialog
        .getByLabel('Choose Photos')
        .setInputFiles([await photoFile('first.jpg'), await photoFile('second.jpg')]);
      const uploads = dialog.getByRole('list', { name: 'Uploads' });
      const line = (name: string) => uploads.getByRole('listitem').filter({ hasText: name });
      await expect(line('first.jpg')).toContainText(/Uploading \d+%/);
      await expect(line('second.jpg')).toContainText('Waiting');
      await expect(dialog.getByRole('progressbar', { name: 'Upload of first.jpg' })).toBeVisible();
      await expect(dialog.getByRole('progressbar', { name: 'Upload of second.jpg' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Create Project' })).toBeDisabled();
      release();
      await expect(toast(page)).toContainText('Images uploaded!');
      await expect(toast(page)).toContainText('2 image(s) compressed and ready.');
      for (const name of ['first.jpg', 'second.jpg']) {
        await expect(line(name)).toContainText('Added to the gallery');
        await expect(dialog.getByRole('progressbar', { name: `Upload of ${name}` })).toHaveJSProperty('value', 1);
      }
      await page.unrouteAll({ behavior: 'wait' });

      // A third, dropped on the zone.
      const png = await photoFile('third.png');
      const base64 = (await readFile(png)).toString('base64');
      await dropFiles(dialog.getByText('Drop photos here or choose them from your computer.').locator('..'), [
        { name: 'third.png', type: 'image/png', base64 },
      ]);
      await expect(line('third.png')).toContainText('Added to the gallery');
      await expect(toast(page)).toContainText('1 image(s) compressed and ready.');

      // A file that only says it is a photo: the server's reason beside it, the gallery untouched.
      await dialog.getByLabel('Choose Photos').setInputFiles(await fakePhotoFile('notes.jpg'));
      await expect(toast(page)).toContainText('Upload failed');
      await expect(toast(page)).toContainText('Failed to process images. Please try again.');
      await expect(line('notes.jpg')).toContainText(
        'Not added: Unsupported image: upload a JPEG, PNG, WebP or AVIF file.',
      );
      const gallery = dialog.getByRole('list', { name: 'Images of the project' }).getByRole('listitem');
      await expect(gallery).toHaveCount(3);
      await expect(gallery.first()).toContainText('Cover');
      // The stored images, in the order the files were chosen (they go one after the other).
      const uploaded = await gallery
        .locator('img')
        .evaluateAll((images) =>
          images.map((image) => /\/media\/([0-9a-f]+)\//.exec(image.getAttribute('src') ?? '')?.[1]),
        );

      // The dropped photo becomes the cover; its alt text and focal point are set.
      await dialog.getByRole('button', { name: 'Details of image 3' }).click();
      await dialog.getByRole('region', { name: 'Image 3 of 3' }).getByRole('button', { name: 'Make cover' }).click();
      const details = dialog.getByRole('region', { name: /^Image 1 of 3/ });
      await expect(details).toContainText('Cover');
      await expect(gallery.first().getByRole('button', { name: 'Details of image 1' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // Keyboard drag in the grid: the (now second) first photo goes one place on.
      const handle = dialog.getByRole('button', { name: 'Reorder image 2' });
      await handle.focus();
      await page.keyboard.press('Space');
      // dnd-kit measures the tiles after the pick-up; it says where the image is once it has.
      await expect(page.getByText('Image 2 is over position 2 of 3.')).toBeAttached();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByText('Image 2 is over position 3 of 3.')).toBeAttached();
      await page.keyboard.press('Space');
      await expect(page.getByText(/^Image \d was dropped at position \d of 3\.$/)).toBeAttached();
      await details.getByLabel('Alt text').fill('A band of colour across a plain wall');
      const focal = dialog.getByRole('button', { name: /^Focal point of image 1:/ });
      const box = await focal.boundingBox();
      if (!box) throw new Error('the focal point preview is on screen');
      await focal.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
      await expect(focal).toHaveAccessibleName(/^Focal point of image 1: 2[4-6]% across, 7[4-6]% down$/);
      await dialog.getByLabel('Across (%)').fill('30');
      await focal.focus();
      await page.keyboard.press('Shift+ArrowUp');
      await expect(focal).toHaveAccessibleName(/^Focal point of image 1: 30% across, 6[4-6]% down$/);
      await dialog.getByLabel('Down (%)').fill('70');
      await expect(focal).toHaveAccessibleName('Focal point of image 1: 30% across, 70% down');
      await expectNoAxeViolations(page);

      const request_ = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/projects'));
      await withProjectSetLock(async () => {
        const response = page.waitForResponse(
          (r) => r.request().method() === 'POST' && r.url().endsWith('/api/projects'),
        );
        await dialog.getByRole('button', { name: 'Create Project' }).click();
        created = (await (await response).json()) as Project;
      });
      const body = (await request_).postDataJSON();
      expect(body).toMatchObject({
        title,
        location: 'Sellwood, Portland',
        description: 'Line one.\n\nLine two, kept exactly as typed.',
        category: secondCategory.value,
        tags: ['oak', 'linen'],
        slug: '',
      });
      // third (the cover), second, first
      expect(body.images.map((image: { url: string }) => /\/media\/([0-9a-f]+)\//.exec(image.url)?.[1])).toEqual([
        uploaded[2],
        uploaded[1],
        uploaded[0],
      ]);
      expect(body.images[0]).toEqual({
        url: expect.stringMatching(/^\/media\//),
        alt: 'A band of colour across a plain wall',
        focalX: 30,
        focalY: 70,
      });
      await expect(toast(page)).toContainText('Success!');
      await expect(toast(page)).toContainText('Project created successfully.');
      await expect(dialog).toBeHidden();

      const row = rowOf(page, title);
      await expect(row).toContainText('Sellwood, Portland');
      await expect(row).toContainText('3 Images');
      await expect(row).toContainText(secondCategory.label);
      const stored = created ? await api.find(created.id) : undefined;
      expect(stored?.gallery[0]).toMatchObject({ alt: 'A band of colour across a plain wall', focalX: 30, focalY: 70 });
      expect(stored?.gallery.slice(1).map((image) => image.alt)).toEqual([title, title]);
      expect(stored?.slug).toMatch(/^fixture-loft-/);

      // Delete asks with the spec's words, then the row and the project are gone.
      await row.getByRole('button', { name: `Delete "${title}"` }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(`Are you sure you want to delete "${title}"? This action cannot be undone.`);
      await expectNoAxeViolations(page);
      await withProjectSetLock(async () => {
        const deleted = page.waitForResponse(
          (r) => r.request().method() === 'DELETE' && r.url().includes('/api/projects/'),
        );
        await confirm.getByRole('button', { name: 'Delete' }).click();
        expect((await deleted).ok()).toBe(true);
      });
      await expect(rowOf(page, title)).toHaveCount(0);
      expect(created ? await api.find(created.id) : 'missing').toBeUndefined();
    } finally {
      if (created) await withProjectSetLock(() => api.remove((created as Project).id));
    }
  });

  test('Edit, feature, banner picker to the home hero, a taken address refused beside its field, a rename answering 301 (dark theme)', async ({
    page,
    request,
  }) => {
    // A whole workflow (edit, star, banner, the home page, three axe scans).
    test.setTimeout(180_000);
    const api = await projectsApi(request);
    const title = uniqueTitle('Fixture Parlour');
    const project = await withProjectSetLock(() =>
      api.create({ title, location: 'Irvington, Portland', description: 'A quiet parlour.', photos: 3 }),
    );
    try {
      const other = (await api.list()).find((p) => p.id !== project.id);
      if (!other) throw new Error('the demo studio has other projects');
      await openProjectsAs(page, request, 'editor', 'dark');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expectNoAxeViolations(page);
      const row = rowOf(page, title);

      // Edit: closing with changes asks; a taken address is refused beside its field.
      await row.getByRole('button', { name: `Edit "${title}"` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Project' });
      await expect(dialog.getByLabel('Title')).toHaveValue(title);
      await expectNoAxeViolations(page);
      await dialog.getByLabel('Location').fill('Hood River, Oregon');
      await page.keyboard.press('Escape');
      const discard = page.getByRole('alertdialog', { name: 'Discard changes?' });
      await expect(discard).toBeVisible();
      await discard.getByRole('button', { name: 'Keep editing' }).click();
      await expect(dialog.getByLabel('Location')).toHaveValue('Hood River, Oregon');

      await dialog.getByLabel('Address').fill(other.slug);
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(dialog.getByText(`The address "${other.slug}" is already used by another item.`)).toBeVisible();
      await expect(dialog.getByLabel('Address')).toHaveAttribute('aria-invalid', 'true');
      await expect(toast(page)).toContainText('Failed to update item');
      expect(await api.find(project.id)).toMatchObject({ slug: project.slug, location: 'Irvington, Portland' });

      const renamed = `${project.slug}-renamed`;
      await dialog.getByLabel('Address').fill(renamed);
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page)).toContainText('Item updated successfully');
      await expect(dialog).toBeHidden();
      await expect(row).toContainText('Hood River, Oregon');
      const old = await page.request.get(`/projects/${project.slug}`, { maxRedirects: 0 });
      expect(old.status()).toBe(301);
      expect(old.headers().location).toBe(`/projects/${renamed}`);

      // View opens the (renamed) page in a new tab.
      const popup = page.waitForEvent('popup');
      await row.getByRole('link', { name: `View "${title}" (opens in a new tab)` }).click();
      const tab = await popup;
      await expect(tab).toHaveURL(new RegExp(`/projects/${renamed}$`));
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(title);
      await tab.close();

      // The star.
      const star = row.getByRole('button', { name: `Featured: ${title}` });
      await expect(star).toHaveAttribute('aria-pressed', 'false');
      await star.click();
      await expect(toast(page)).toContainText('Project updated successfully');
      await expect(star).toHaveAttribute('aria-pressed', 'true');
      await expect(row).toContainText('Featured');
      expect((await api.find(project.id))?.featured).toBe(true);

      // The banner picker.
      await row.getByRole('button', { name: `Select banner images for "${title}"` }).click();
      const picker = page.getByRole('dialog', { name: `Select Banner Images for "${title}"` });
      await expect(picker).toContainText('0 of 3 selected');
      await expectNoAxeViolations(page);
      await picker.getByRole('button', { name: 'Select All' }).click();
      await expect(picker).toContainText('3 of 3 selected');
      await expect(picker.getByRole('button', { name: 'Save Selection (3)' })).toBeVisible();
      await picker.getByRole('button', { name: 'Select None' }).click();
      await expect(picker).toContainText('0 of 3 selected');
      const second = picker.getByRole('button', { name: /^Image 2: / });
      await second.click();
      await expect(second).toHaveAttribute('aria-pressed', 'true');
      await expect(picker).toContainText('1 of 3 selected');
      await picker.getByRole('button', { name: 'Save Selection (1)' }).click();
      await expect(toast(page)).toContainText('Banner images updated successfully');
      await expect(picker).toBeHidden();
      await expect(row).toContainText('Banner');
      const chosen = project.gallery[1];
      if (!chosen) throw new Error('the project has three images');
      expect((await api.find(project.id))?.bannerImages).toEqual([chosen.url]);

      // The home hero shows it (D5: banner images in project order; reduced motion holds the slide still).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      const banner = (await (await page.request.get('/api/banner/images')).json()) as string[];
      const slide = banner.indexOf(chosen.url) + 1;
      expect(slide).toBeGreaterThan(0);
      const hero = page.getByRole('region', { name: 'Featured interiors' });
      const dot = hero.getByRole('button', { name: `Show slide ${slide} of ${banner.length}`, exact: true });
      await expect
        .poll(() => dot.evaluate((node) => Object.keys(node).some((k) => k.startsWith('__reactProps'))))
        .toBe(true);
      await dot.click();
      await expect(
        hero.getByRole('group', { name: `${slide} of ${banner.length}`, exact: true }).locator('img'),
      ).toHaveAttribute('src', new RegExp(`/media/${chosen.hash}/`));
    } finally {
      await withProjectSetLock(() => api.remove(project.id));
    }
  });

  test('reorder by mouse, by keyboard and by the move buttons, saved and followed by the portfolio', async ({
    page,
    request,
  }) => {
    test.slow();
    // Without smooth scrolling (the site's reduced-motion rule), a row is where it was measured.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const api = await projectsApi(request);
    await openProjectsAs(page, request, 'editor');
    await withProjectSetLock(async () => {
      const first = await api.create({ title: uniqueTitle('Fixture Alpha'), location: 'Alameda' });
      const second = await api.create({ title: uniqueTitle('Fixture Beta'), location: 'Sellwood' });
      try {
        const others = (await api.list()).map((p) => p.id).filter((id) => id !== first.id && id !== second.id);
        const orderOfMine = async () => {
          const ids = (await api.list()).map((p) => p.id);
          // Nothing else moves: the studio's own projects keep their order around the two.
          expect(ids.filter((id) => id !== first.id && id !== second.id)).toEqual(others);
          return ids.indexOf(first.id) < ids.indexOf(second.id) ? 'first, second' : 'second, first';
        };
        const saved = () =>
          page.waitForResponse((r) => r.url().endsWith('/api/project/reorder') && r.request().method() === 'POST');

        await page.reload();
        await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
        const firstRow = rowOf(page, first.title);
        const secondRow = rowOf(page, second.title);
        await expect(secondRow).toBeVisible();

        // Mouse: the second's handle dragged above the first.
        const handle = secondRow.getByRole('button', { name: `Reorder ${second.title}` });
        await handle.scrollIntoViewIfNeeded();
        const from = await handle.boundingBox();
        const to = await firstRow.boundingBox();
        if (!from || !to) throw new Error('both rows are on screen');
        let answer = saved();
        await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
        await page.mouse.down();
        await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
        await page.mouse.move(from.x + from.width / 2, to.y + to.height / 4, { steps: 10 });
        await page.mouse.up();
        expect((await answer).ok()).toBe(true);
        const mine = projectList(page)
          .getByRole('listitem')
          .filter({ hasText: new RegExp(`${first.title}|${second.title}`) });
        await expect(mine).toHaveText([new RegExp(second.title), new RegExp(first.title)]);
        expect(await orderOfMine()).toBe('second, first');

        // The public portfolio follows the saved order.
        const portfolio = await (await page.request.get('/portfolio')).text();
        expect(portfolio.indexOf(second.title)).toBeGreaterThan(0);
        expect(portfolio.indexOf(second.title)).toBeLessThan(portfolio.indexOf(first.title));

        // Keyboard: pick the second up, one step down, drop (dnd-kit's keyboard sensor, announced).
        const secondHandle = secondRow.getByRole('button', { name: `Reorder ${second.title}` });
        await secondHandle.focus();
        answer = saved();
        await page.keyboard.press('Space');
        // dnd-kit measures the rows after the pick-up; it says where the row is once it has.
        const over = (position: number) =>
          page.getByText(new RegExp(`^${second.title} is over position ${position} of \\d+\\.$`));
        const start = (await api.list()).findIndex((p) => p.id === second.id) + 1;
        await expect(over(start)).toBeAttached();
        await page.keyboard.press('ArrowDown');
        await expect(over(start + 1)).toBeAttached();
        await page.keyboard.press('Space');
        expect((await answer).ok()).toBe(true);
        await expect(
          page.getByText(new RegExp(`${second.title} was dropped at position \\d+ of \\d+\\.`)),
        ).toBeAttached();
        expect(await orderOfMine()).toBe('first, second');

        // The visible buttons (WCAG 2.2 SC 2.5.7), announced too.
        answer = saved();
        await firstRow.getByRole('button', { name: `Move ${first.title} down` }).click();
        expect((await answer).ok()).toBe(true);
        await expect(page.getByText(new RegExp(`${first.title} moved to position \\d+ of \\d+\\.`))).toBeAttached();
        expect(await orderOfMine()).toBe('second, first');
      } finally {
        await api.remove(first.id);
        await api.remove(second.id);
      }
    });
  });

  test('a viewer sees the list read-only: no drag, no move, no add, edit, banner, star or delete; view links only', async ({
    page,
    request,
  }) => {
    test.slow();
    // The 3-row skeleton while the list is on its way.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/projects', async (route) => {
      await held;
      await route.continue();
    });
    const username = uniqueUsername('projects-viewer');
    const password = strongPassword();
    await createUserViaApi(request, { username, password, role: 'viewer' });
    await signInViaApi(page, username, password);
    await gotoHydrated(page, '/admin/projects');
    const skeleton = page.getByRole('list', { name: 'Projects', exact: true });
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
    await expect(skeleton.getByRole('listitem')).toHaveCount(3);
    release();
    await page.unrouteAll({ behavior: 'wait' });

    const projects = (await (await request.get('/api/projects')).json()) as Project[];
    const list = projectList(page);
    await expect(list).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText('Items are shown in the order the public site uses.')).toBeVisible();
    const firstProject = projects[0];
    if (!firstProject) throw new Error('the demo studio has projects');
    const row = rowOf(page, firstProject.title);
    await expect(row.getByRole('link', { name: `View "${firstProject.title}" (opens in a new tab)` })).toHaveAttribute(
      'target',
      '_blank',
    );
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Add Project' })).toHaveCount(0);
    await expect(list.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('an empty list offers Add Project, and a dialog with changes asks before it closes', async ({
    page,
    request,
  }) => {
    test.slow();
    // The studio's list is shared by every spec: the empty answer is this page's alone.
    await page.route('**/api/projects', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.continue(),
    );
    await openProjectsAs(page, request, 'editor');
    await expect(page.getByText('No projects found.')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Add Project' }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Add Project' });
    await expect(dialog.getByLabel('Title')).toBeVisible();

    // Nothing changed: it closes at once.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('main').getByRole('button', { name: 'Add Project' }).last().click();
    await dialog.getByLabel('Title').fill('Half-typed');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const discard = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await expect(discard).toContainText('You have changes that are not saved. Close and lose them?');
    await expectNoAxeViolations(page);
    await discard.getByRole('button', { name: 'Discard changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No projects found.')).toBeVisible();
  });
});
