import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, request as playwright, test } from '@playwright/test';
import sharp from 'sharp';
import type { StudioSettings } from '#shared/admin/studio.ts';
import type { BlogPost } from '#shared/content.ts';
import { slugify } from '#shared/slug.ts';
import { zonedLocalToIso } from '../../app/features/admin/blog/studio-time.ts';
import { adminApi, gotoHydrated, signInViaApi, strongPassword, toast, uniqueUsername } from './support/admin.ts';

/**
 * The Blog Posts tab (admin-area.md §2, §5, §8; D2–D4, D18, D19, D24). Specs share one server and
 * run in parallel, so each test writes only posts whose titles carry its own tag, deletes them
 * afterwards, and never moves a published post relative to another one (the public /blog order
 * that blog.spec.ts reads).
 */

let tag = '';

test.beforeEach(() => {
  tag = uniqueUsername('post');
});

test.afterEach(async ({ request }) => {
  const api = await postsApi(request);
  for (const post of await api.list()) if (post.title.includes(tag)) await api.remove(post.id);
});

const origin = () => new URL(test.info().project.use.baseURL ?? '').origin;

/** The e2e admin's calls for this test's own posts (the `request` fixture is signed in as it). */
async function postsApi(request: APIRequestContext) {
  const admin = await adminApi(request);
  const headers = { Origin: origin() };
  const list = async () => {
    const response = await request.get('/api/blog');
    expect(response.status()).toBe(200);
    return (await response.json()) as BlogPost[];
  };
  return {
    createUser: admin.createUser,
    list,
    find: async (title: string) => (await list()).find((post) => post.title === title),
    create: async (input: Record<string, unknown>) => {
      const response = await request.post('/api/blog', { headers, data: input });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as BlogPost;
    },
    remove: async (id: number) => {
      const response = await request.delete(`/api/blog/${id}`, { headers, data: {} });
      expect(response.ok(), await response.text()).toBe(true);
    },
    studioTimeZone: async () => ((await (await request.get('/api/admin/settings')).json()) as StudioSettings).timeZone,
  };
}

/** An editor of this test's own (D14: content writes), signed in on the Blog Posts tab. */
async function openBlogTab(page: Page, request: APIRequestContext, role: 'editor' | 'viewer' = 'editor') {
  const api = await postsApi(request);
  const username = uniqueUsername(role);
  const password = strongPassword();
  await api.createUser({ username, password, role });
  await signInViaApi(page, username, password);
  await gotoHydrated(page, '/admin/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeVisible();
  await expect(postList(page)).toBeVisible();
  return api;
}

/** A title no other test uses. */
const titled = (words: string) => `${words} ${tag}`;

const postList = (page: Page) => page.getByRole('list', { name: 'Blog posts' });
const rowOf = (page: Page, title: string) => postList(page).getByRole('listitem').filter({ hasText: title });

/** Reloads the tab and waits until the list shows these posts (the rows load after hydration). */
async function reloadShowing(page: Page, ...titles: string[]) {
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  for (const title of titles) await expect(rowOf(page, title)).toBeVisible();
}

/** A visitor with no session: what the public sees (D2). */
async function visitor() {
  return playwright.newContext({ baseURL: test.info().project.use.baseURL });
}

async function publicBlogHtml(): Promise<string> {
  const client = await visitor();
  try {
    return await (await client.get('/blog')).text();
  } finally {
    await client.dispose();
  }
}

/** Waits for entrance animations, then runs axe (it reads colours as they are at that moment). */
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

/** The titles of the rows, top to bottom. */
async function listedTitles(page: Page): Promise<string[]> {
  return postList(page).getByRole('listitem').locator('p.font-medium').allTextContents();
}

/**
 * Makes a move and waits until the server answered and the list was read again. D19 refuses a
 * list that is not exactly the current set of posts: when another test added or deleted a post
 * between this page's read and the move, the refusal is right, the page reads the list again,
 * and the move is made again on the fresh list.
 */
async function reorder(page: Page, move: () => Promise<void>) {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/blogPost/reorder') && r.request().method() === 'POST',
    );
    const reread = page.waitForResponse((r) => r.url().endsWith('/api/blog') && r.request().method() === 'GET');
    await move();
    const response = await saved;
    await reread;
    if (response.ok()) return;
    const { message } = (await response.json()) as { message: string };
    expect(message).toMatch(/leaves out items|not in this list/);
  }
  throw new Error('the new order was refused three times');
}

/** Drags a row by its handle (pointer) until it sits where `target`'s row is. */
async function dragOnto(page: Page, handle: Locator, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('the rows are not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // dnd-kit starts a drag after 5 px of travel (a click on the handle stays a click).
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 12, { steps: 4 });
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

const pngOf = (background: string) =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background } })
    .png()
    .toBuffer();

test.describe('Blog Posts: write, publish, schedule (D2, D24)', () => {
  test('a new post from the tab is a draft the public never sees; published, it is on /blog', async ({
    page,
    request,
  }) => {
    const api = await openBlogTab(page, request);
    const title = titled('Layering lamps');
    await page.getByRole('button', { name: 'Add Blog Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Blog Post' });
    await dialog.getByLabel('Title').fill(title);
    await expect(dialog.getByText(`The post’s address: /blog/${slugify(title)}`)).toBeVisible();
    await dialog.getByLabel('Excerpt').fill('Three layers of light.');
    await expect(dialog.getByText('22/160 characters')).toBeVisible();
    await dialog
      .getByLabel('Content')
      .fill('Ambient first.\n\n**Task light**\n\nThen the lamps where people read. Then the accents.');
    await expect(dialog.getByText('1 min read')).toBeVisible();
    await dialog.getByLabel('Category').click();
    await page.getByRole('option', { name: 'Trends' }).click();
    await dialog.getByLabel('Tags').fill('lighting, lamps ,, lighting');
    await expect(dialog.getByRole('radio', { name: /^Draft/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await expect(toast(page)).toContainText('Success!');
    await expect(toast(page)).toContainText('Blog post created successfully.');
    await expect(dialog).toBeHidden();

    const row = rowOf(page, title);
    await expect(row).toContainText('Draft');
    await expect(row).toContainText('Trends');
    await expect(row.getByRole('button', { name: `“${title}” is not public yet` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const stored = await api.find(title);
    expect(stored).toMatchObject({
      status: 'draft',
      slug: slugify(title),
      category: 'trends',
      tags: ['lighting', 'lamps'],
      excerpt: 'Three layers of light.',
    });
    expect(await publicBlogHtml()).not.toContain(title);

    await row.getByRole('button', { name: `Edit “${title}”` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Blog Post' });
    await edit.getByRole('radio', { name: /^Publish now/ }).check();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Item updated successfully');
    await expect(edit).toBeHidden();
    await expect(row).not.toContainText('Draft');
    await expect(row.getByRole('link', { name: `View “${title}” on the blog (opens in a new tab)` })).toHaveAttribute(
      'href',
      `/blog/${slugify(title)}`,
    );
    const published = await api.find(title);
    expect(published?.status).toBe('published');
    expect(await publicBlogHtml()).toContain(title);
    // Off the public blog at once: blog.spec.ts compares it with the API while this runs.
    await api.remove(published?.id ?? 0);
  });

  test('a scheduled post waits in the Scheduled list on the studio’s clock, and can be cancelled', async ({
    page,
    request,
  }) => {
    const api = await openBlogTab(page, request);
    const zone = await api.studioTimeZone();
    const title = titled('Autumn palettes');
    const local = `${new Date().getUTCFullYear() + 1}-01-15T09:30`;

    await page.getByRole('button', { name: 'Add Blog Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Blog Post' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Content').fill('Ochre, rust and moss.');
    await dialog.getByRole('radio', { name: /^Schedule/ }).check();
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await expect(dialog.getByText('Choose when to publish.')).toBeVisible();
    await expect(dialog.getByText(`The studio’s time (${zone}).`)).toBeVisible();
    await dialog.getByLabel('Publish on').fill(`${new Date().getUTCFullYear() - 1}-01-15T09:30`);
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await expect(dialog.getByText('Choose a time in the future.')).toBeVisible();
    await dialog.getByLabel('Publish on').fill(local);
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await expect(toast(page)).toContainText('Blog post created successfully.');

    const stored = await api.find(title);
    expect(stored).toMatchObject({ status: 'scheduled', publishedAt: zonedLocalToIso(local, zone) });
    const year = local.slice(0, 4);
    await expect(rowOf(page, title)).toContainText(new RegExp(`Scheduled for Jan 15, ${year}, 9:30\\sAM`));
    const scheduled = page.getByRole('region', { name: 'Scheduled' });
    const entry = scheduled.getByRole('listitem').filter({ hasText: title });
    await expect(entry).toContainText(new RegExp(`Publishes Jan 15, ${year}, 9:30\\sAM`));
    expect(await publicBlogHtml()).not.toContain(title);

    await entry.getByRole('button', { name: `Cancel schedule: ${title}` }).click();
    await expect(toast(page)).toContainText('Schedule cancelled');
    await expect(toast(page)).toContainText(`“${title}” is a draft again.`);
    await expect(entry).toHaveCount(0);
    await expect(rowOf(page, title)).toContainText('Draft');
    expect((await api.find(title))?.status).toBe('draft');
  });

  test('edit: the spec’s messages beside the fields, a changed dialog asks before closing, a rename answers 301', async ({
    page,
    request,
  }) => {
    const api = await openBlogTab(page, request);
    const title = titled('Dark walls');
    // A draft until the rename: the public blog (blog.spec.ts reads it) sees it only for a moment.
    const post = await api.create({
      title,
      excerpt: 'Paint the small room dark.',
      content: 'It grows.',
      status: 'draft',
    });
    await reloadShowing(page, title);

    await rowOf(page, title)
      .getByRole('button', { name: `Edit “${title}”` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Blog Post' });
    await expect(dialog.getByRole('radio', { name: /^Draft/ })).toBeChecked();
    await dialog.getByLabel('Title').fill('');
    await dialog.getByLabel('Excerpt').fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Title is required', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Excerpt is required', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Title')).toBeFocused();

    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog).toBeVisible();

    const renamed = titled('Dark walls, revisited');
    await dialog.getByLabel('Title').fill(renamed);
    await dialog.getByLabel('Excerpt').fill('Paint the small room dark.');
    await dialog.getByLabel('Slug').fill(slugify(renamed));
    await expect(dialog.getByText('The old address will keep working and lead here.')).toBeVisible();
    await dialog.getByRole('radio', { name: /^Publish now/ }).check();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Item updated successfully');
    await expect(rowOf(page, renamed)).toBeVisible();

    const client = await visitor();
    try {
      const old = await client.get(`/blog/${post.slug}`, { maxRedirects: 0 });
      expect(old.status()).toBe(301);
      expect(old.headers().location).toBe(`/blog/${slugify(renamed)}`);
      const oldApi = await client.get(`/api/blog/${post.slug}`, { maxRedirects: 0 });
      expect(oldApi.status()).toBe(301);
      const now = await client.get(`/blog/${slugify(renamed)}`);
      expect(now.status()).toBe(200);
      expect(await now.text()).toContain(renamed);
    } finally {
      await client.dispose();
      await api.remove(post.id);
    }
  });

  test('the featured image: uploaded with a progress bar, compressed, with its alt text; removed again', async ({
    page,
    request,
  }) => {
    const api = await openBlogTab(page, request);
    const title = titled('Linen and oak');
    await api.create({ title, content: 'Natural fibres.', status: 'draft' });
    await reloadShowing(page, title);
    await rowOf(page, title)
      .getByRole('button', { name: `Edit “${title}”` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Blog Post' });
    await expect(dialog.getByText('No image chosen.')).toBeVisible();

    // The upload is held at the network until the progress bar has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/media', async (route) => {
      await held;
      await route.continue();
    });
    await dialog
      .getByTestId('featured-image-input')
      .setInputFiles({ name: 'linen-room.png', mimeType: 'image/png', buffer: await pngOf('#c9b8a3') });
    await expect(dialog.getByRole('progressbar', { name: 'Uploading linen-room.png' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    release();
    await expect(toast(page)).toContainText('Images uploaded!');
    await expect(toast(page)).toContainText('1 image(s) compressed and ready.');
    await expect(dialog.getByRole('progressbar')).toHaveCount(0);
    await dialog.getByLabel('Alt text').fill('A linen sofa by an oak shelf');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Item updated successfully');

    const stored = await api.find(title);
    expect(stored?.featuredImage).toMatch(/^\/media\/[0-9a-f]{20}\/\d+\.jpg$/);
    expect(stored?.featuredImageAlt).toBe('A linen sofa by an oak shelf');
    await expect(rowOf(page, title).locator('img')).toHaveAttribute(
      'src',
      new RegExp(stored?.featuredImageRef?.hash ?? '-'),
    );

    await rowOf(page, title)
      .getByRole('button', { name: `Edit “${title}”` })
      .click();
    await dialog.getByRole('button', { name: 'Remove image' }).click();
    await expect(dialog.getByText('No image chosen.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Item updated successfully');
    expect((await api.find(title))?.featuredImage).toBeNull();
  });
});

test.describe('Blog Posts: the list (spec §2, §8; D18, D19)', () => {
  test('the star features a post and says so; a refused star turns back with the spec’s error', async ({
    page,
    request,
  }) => {
    const api = await openBlogTab(page, request);
    const title = titled('Star me');
    const post = await api.create({ title, content: 'Shine.', status: 'draft' });
    await reloadShowing(page, title);
    const star = rowOf(page, title).getByRole('button', { name: `Featured: ${title}` });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(toast(page)).toContainText('Blog post updated successfully');
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(rowOf(page, title)).toContainText('Featured');
    expect((await api.find(title))?.featured).toBe(true);

    await page.route(`**/api/blog/${post.id}`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, json: { message: 'Something went wrong on our side.' } })
        : route.continue(),
    );
    await star.click();
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText('Failed to update blog post. Please try again.');
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    expect((await api.find(title))?.featured).toBe(true);
  });

  test('reorder by mouse, by keyboard and by the move buttons; the order is saved', async ({ page, request }) => {
    // Three saved moves, each followed by a fresh read of the whole list: slow on a busy machine.
    test.slow();
    const api = await openBlogTab(page, request);
    const first = titled('Order one');
    const second = titled('Order two');
    // Drafts: moving them never changes the public order of published posts.
    await api.create({ title: first, content: 'One.', status: 'draft' });
    await api.create({ title: second, content: 'Two.', status: 'draft' });
    const serverOrder = async () => {
      const titles = (await api.list()).map((post) => post.title);
      return titles.indexOf(first) < titles.indexOf(second) ? 'first above' : 'second above';
    };
    const pageOrder = async () => {
      const titles = await listedTitles(page);
      return titles.indexOf(first) < titles.indexOf(second) ? 'first above' : 'second above';
    };
    await reloadShowing(page, first, second);
    // A new post takes the top place: the second one is above the first.
    expect(await pageOrder()).toBe('second above');

    await reorder(page, () =>
      dragOnto(
        page,
        rowOf(page, first).getByRole('button', { name: `Reorder ${first}` }),
        rowOf(page, second).getByRole('button', { name: `Reorder ${second}` }),
      ),
    );
    expect(await pageOrder()).toBe('first above');
    expect(await serverOrder()).toBe('first above');

    // The two rows are now next to each other: one step down by keyboard swaps them.
    await reorder(page, () =>
      moveDownByKeyboard(page, rowOf(page, first).getByRole('button', { name: `Reorder ${first}` }), first),
    );
    expect(await pageOrder()).toBe('second above');
    expect(await serverOrder()).toBe('second above');

    await reorder(page, () =>
      rowOf(page, first)
        .getByRole('button', { name: `Move ${first} up` })
        .click(),
    );
    expect(await pageOrder()).toBe('first above');
    expect(await serverOrder()).toBe('first above');
  });

  test('a refused reorder puts the old order back and says so', async ({ page, request }) => {
    const api = await openBlogTab(page, request);
    const first = titled('Stay one');
    const second = titled('Stay two');
    await api.create({ title: first, content: 'One.', status: 'draft' });
    await api.create({ title: second, content: 'Two.', status: 'draft' });
    await reloadShowing(page, first, second);
    const secondAbove = async () => {
      const titles = await listedTitles(page);
      return titles.indexOf(second) < titles.indexOf(first);
    };
    expect(await secondAbove()).toBe(true);
    await page.route('**/api/blogPost/reorder', (route) =>
      route.fulfill({ status: 500, json: { message: 'Something went wrong on our side.' } }),
    );
    const reread = page.waitForResponse((r) => r.url().endsWith('/api/blog') && r.request().method() === 'GET');
    await rowOf(page, first)
      .getByRole('button', { name: `Move ${first} up` })
      .click();
    await expect(toast(page)).toContainText('Failed to update order');
    await reread;
    await expect.poll(secondAbove).toBe(true);
    const titles = (await api.list()).map((post) => post.title);
    expect(titles.indexOf(second)).toBeLessThan(titles.indexOf(first));
  });

  test('delete asks with the spec’s words; Cancel keeps the post, Delete removes it', async ({ page, request }) => {
    const api = await openBlogTab(page, request);
    const title = titled('Short lived');
    await api.create({ title, content: 'Gone soon.', status: 'draft' });
    await reloadShowing(page, title);

    await rowOf(page, title)
      .getByRole('button', { name: `Delete “${title}”` })
      .click();
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText(`Are you sure you want to delete "${title}"? This action cannot be undone.`);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    expect(await api.find(title)).toBeDefined();

    await rowOf(page, title)
      .getByRole('button', { name: `Delete “${title}”` })
      .click();
    await ask.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(rowOf(page, title)).toHaveCount(0);
    expect(await api.find(title)).toBeUndefined();
  });

  test('an empty list says No blog posts found. and its Add button opens the new post dialog', async ({
    page,
    request,
  }) => {
    const username = uniqueUsername('editor');
    const password = strongPassword();
    await (await adminApi(request)).createUser({ username, password, role: 'editor' });
    await signInViaApi(page, username, password);
    await page.route('**/api/blog', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.continue(),
    );
    await gotoHydrated(page, '/admin/blog');
    await expect(page.getByText('No blog posts found.')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Add Blog Post' }).last().click();
    await expect(page.getByRole('dialog', { name: 'New Blog Post' })).toBeVisible();
  });

  test('a viewer sees the posts read-only: no add, drag, star, edit or delete (D14)', async ({ page, request }) => {
    await openBlogTab(page, request, 'viewer');
    await expect(page.getByText('Items are shown in the order the public site uses.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Blog Post' })).toHaveCount(0);
    await expect(postList(page).getByRole('button', { name: /^(Reorder|Move|Edit|Delete|Featured)/ })).toHaveCount(0);
    await expect(
      postList(page)
        .getByRole('link', { name: /on the blog/ })
        .first(),
    ).toBeVisible();
  });
});

test.describe('Blog Posts: accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe: the list, the Scheduled list and every dialog (${theme} theme)`, async ({ page, request }) => {
      test.slow();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const api = await openBlogTab(page, request);
      const title = titled('Axe check');
      await api.create({
        title,
        content: 'Checked.',
        status: 'scheduled',
        publishedAt: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
      });
      const saved = await page.request.patch('/api/auth/preferences', {
        headers: { Origin: origin() },
        data: { theme },
      });
      expect(saved.status()).toBe(200);
      await gotoHydrated(page, '/admin/blog');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('region', { name: 'Scheduled' })).toContainText(title);
      await expectNoAxeViolations(page, 'list');

      await page.getByRole('button', { name: 'Add Blog Post' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Blog Post' });
      await dialog.getByRole('radio', { name: /^Schedule/ }).check();
      await dialog.getByRole('button', { name: 'Create Post' }).click();
      await expect(dialog.getByText('Title is required', { exact: true })).toBeVisible();
      await expectNoAxeViolations(page, 'new post with errors');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('alertdialog', { name: 'Discard changes?' })).toBeVisible();
      await expectNoAxeViolations(page, 'discard changes');
      await page.getByRole('button', { name: 'Discard changes' }).click();
      await expect(dialog).toBeHidden();

      await rowOf(page, title)
        .getByRole('button', { name: `Edit “${title}”` })
        .click();
      await expect(page.getByRole('dialog', { name: 'Edit Blog Post' })).toBeVisible();
      await expectNoAxeViolations(page, 'edit post');
      await page.keyboard.press('Escape');

      await rowOf(page, title)
        .getByRole('button', { name: `Delete “${title}”` })
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoAxeViolations(page, 'delete');
      await page.keyboard.press('Escape');
    });
  }
});
