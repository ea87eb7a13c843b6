import { type APIRequestContext, type Locator, type Page, request as playwright } from '@playwright/test';
import type { Role } from '#shared/admin/permissions.ts';
import type { BlogPost } from '#shared/content.ts';
import { slugify } from '#shared/slug.ts';
import { zonedLocalToIso } from '../../app/features/admin/shared/studio-clock/studio-time.ts';
import { openTab, signInAs, toast, uniqueName } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { contentApi } from './support/content.ts';
import { holdRequests } from './support/network.ts';
import { photoFile } from './support/photos.ts';
import { dragOnto, firstOf, isListRead, moveByKeyboard, saveOrder, withListOrder } from './support/sortable.ts';
import { expect, PHONE, test } from './support/test.ts';

/**
 * The Blog Posts tab (admin area §2, §5, §8; D2–D4, D18, D19, D24). Specs share one server and
 * run in parallel, so each test writes only posts whose titles carry its own mark, deletes them
 * afterwards, and never moves a published post relative to another one (the public /blog order
 * that blog.spec.ts reads).
 *
 * At phone size (`PHONE`): the tab's main journey (a post written, then published), a reorder by
 * pointer (a phone stacks each row's parts), and the tab with each of its dialogs through axe in
 * the light theme. The rules, errors and keyboard flows are the same at any width: desktop only.
 */

let mark = '';

test.beforeEach(() => {
  mark = uniqueName('post');
});

test.afterEach(async ({ request }) => {
  await (await contentApi(request)).posts.removeMarked(mark);
});

/**
 * An editor of this test's own (editors may write content), signed in on the Blog Posts tab, once the
 * list shows these posts (the rows load after hydration).
 */
async function openBlogTab(
  page: Page,
  request: APIRequestContext,
  { role = 'editor', path = '/admin/blog', showing = [] }: { role?: Role; path?: string; showing?: string[] } = {},
) {
  await openTab(page, request, { path, heading: 'Blog Posts', role });
  await expect(postList(page)).toBeVisible();
  for (const title of showing) await expect(rowOf(page, title)).toBeVisible();
  return contentApi(request);
}

/** A title no other test uses. */
const titled = (words: string) => `${words} ${mark}`;

const postList = (page: Page) => page.getByRole('list', { name: 'Blog posts' });
const rowOf = (page: Page, title: string) => postList(page).getByRole('listitem').filter({ hasText: title });
const handleOf = (page: Page, title: string) => rowOf(page, title).getByRole('button', { name: `Reorder ${title}` });
const POST_ORDER = { reorderPath: '/api/blogPost/reorder', listPath: '/api/admin/posts' };

/** 'Save Changes' in the post dialog, done once the server has answered the edit and the toast says so. */
async function saveChanges(page: Page, dialog: Locator) {
  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/api/blog/'));
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(toast(page)).toContainText('Item updated successfully');
}

/** A draft of this test's own, its Edit dialog open with no image chosen yet. */
async function editNewDraft(page: Page, request: APIRequestContext, words: string, content: string) {
  const title = titled(words);
  await (await contentApi(request)).posts.create({ title, content, status: 'draft' });
  const api = await openBlogTab(page, request, { showing: [title] });
  await rowOf(page, title)
    .getByRole('button', { name: `Edit “${title}”` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Blog Post' });
  await expect(dialog.getByText('No image chosen.')).toBeVisible();
  return { api, title, dialog };
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

/** The titles of the rows, top to bottom. */
async function listedTitles(page: Page): Promise<string[]> {
  return postList(page).getByRole('listitem').locator('p.font-medium').allTextContents();
}

test.describe('Blog Posts: write, publish, schedule (D2, D24)', () => {
  test(
    'a new post from the tab is a draft the public never sees; published, it is on /blog',
    PHONE,
    async ({ page, request }) => {
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
      const stored = await api.posts.find(title);
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
      const published = await api.posts.find(title);
      expect(published?.status).toBe('published');
      expect(await publicBlogHtml()).toContain(title);
      // Off the public blog at once: blog.spec.ts compares it with the API while this runs.
      await api.posts.remove(published?.id ?? 0);
    },
  );

  test('a scheduled post waits in the Scheduled list on the studio’s clock, and can be cancelled', async ({
    page,
    request,
  }) => {
    const api = await openBlogTab(page, request);
    const zone = (await api.settings.read()).timeZone;
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

    const stored = await api.posts.find(title);
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
    expect((await api.posts.find(title))?.status).toBe('draft');
  });

  test('edit: the spec’s messages beside the fields, a changed dialog asks before closing, a rename answers 301', async ({
    page,
    request,
  }) => {
    const title = titled('Dark walls');
    // A draft until the rename: the public blog (blog.spec.ts reads it) sees it only for a moment.
    const post = await (await contentApi(request)).posts.create({
      title,
      excerpt: 'Paint the small room dark.',
      content: 'It grows.',
      status: 'draft',
    });
    const api = await openBlogTab(page, request, { showing: [title] });

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
      await api.posts.remove(post.id);
    }
  });

  test('the featured image: uploaded with a progress bar, compressed, with its alt text; removed again', async ({
    page,
    request,
  }) => {
    const { api, title, dialog } = await editNewDraft(page, request, 'Linen and oak', 'Natural fibres.');

    // The upload is held at the network until the progress bar has been seen.
    const media = await holdRequests(page, '**/api/media');
    await dialog.getByTestId('featured-image-input').setInputFiles(await photoFile('linen-room.png'));
    await expect(dialog.getByRole('progressbar', { name: 'Uploading linen-room.png' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    media.release();
    await expect(toast(page)).toContainText('Images uploaded!');
    await expect(toast(page)).toContainText('1 image(s) compressed and ready.');
    await expect(dialog.getByRole('progressbar')).toHaveCount(0);
    await dialog.getByLabel('Alt text').fill('A linen sofa by an oak shelf');
    await saveChanges(page, dialog);

    const stored = await api.posts.find(title);
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
    // The first save's toast may still be on screen: the save is known done by its own answer.
    await saveChanges(page, dialog);
    expect((await api.posts.find(title))?.featuredImage).toBeNull();
  });

  test('the moment an upload changes the dialog, Escape already asks: forced into the same task', async ({
    page,
    request,
  }) => {
    const { dialog } = await editNewDraft(page, request, 'Raw plaster', 'Lime and sand.');
    // An upload's end is not a click or a key press, so React runs passive effects in a later task
    // than the one that shows the image. A MutationObserver presses Escape in that very task: the
    // dialog must already know it has changes (useReportDirty reports while the commit is applied).
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        const remove = [...document.querySelectorAll('[role="dialog"] button')].find(
          (button) => button.textContent?.trim() === 'Remove image',
        );
        if (!remove) return;
        observer.disconnect();
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
        document.documentElement.dataset.escapePressed = 'true';
      });
      observer.observe(document.body, { subtree: true, childList: true });
    });
    await dialog.getByTestId('featured-image-input').setInputFiles(await photoFile('linen-room.png'));
    await expect(page.locator('html')).toHaveAttribute('data-escape-pressed', 'true');
    await expect(page.getByRole('alertdialog', { name: 'Discard changes?' })).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog.getByRole('button', { name: 'Remove image' })).toBeVisible();
  });
});

test.describe('Blog Posts: the list (admin area §2, §8; D18, D19)', () => {
  test('a row’s actions: the star features a post and says so, a refused star turns back with the spec’s error; Delete asks with the spec’s words, Cancel keeps the post, Delete removes it', async ({
    page,
    request,
  }) => {
    const title = titled('Star me');
    const post = await (await contentApi(request)).posts.create({ title, content: 'Shine.', status: 'draft' });
    const api = await openBlogTab(page, request, { showing: [title] });
    const star = rowOf(page, title).getByRole('button', { name: `Featured: ${title}` });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(toast(page)).toContainText('Blog post updated successfully');
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(rowOf(page, title)).toContainText('Featured');
    expect((await api.posts.find(title))?.featured).toBe(true);

    await page.route(`**/api/blog/${post.id}`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, json: { message: 'Something went wrong on our side.' } })
        : route.continue(),
    );
    await star.click();
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText('Failed to update blog post. Please try again.');
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    expect((await api.posts.find(title))?.featured).toBe(true);

    await rowOf(page, title)
      .getByRole('button', { name: `Delete “${title}”` })
      .click();
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText(`Are you sure you want to delete "${title}"? This action cannot be undone.`);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    expect(await api.posts.find(title)).toBeDefined();

    await rowOf(page, title)
      .getByRole('button', { name: `Delete “${title}”` })
      .click();
    // The row leaves at once, before the server's answer; comes after.
    const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/api/blog/'));
    await ask.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(rowOf(page, title)).toHaveCount(0);
    expect((await deleted).ok()).toBe(true);
    expect(await api.posts.find(title)).toBeUndefined();
  });

  /**
   * Two drafts of this test's own (moving drafts never changes the public order of published
   * posts), the second above the first and next to it (a new post takes the top place, but another
   * test's new post may land between the two, so they are put together), signed in as an editor.
   * `showTogether` puts them together and loads the tab showing them.
   */
  async function twoDrafts(page: Page, request: APIRequestContext) {
    await signInAs(page, request, 'editor');
    const api = await contentApi(request);
    const first = titled('Order one');
    const second = titled('Order two');
    const one = await api.posts.create({ title: first, content: 'One.', status: 'draft' });
    const two = await api.posts.create({ title: second, content: 'Two.', status: 'draft' });
    const shownFirst = async () => firstOf(await listedTitles(page), first, second);
    const storedFirst = async () =>
      firstOf(
        (await api.posts.list()).map((post) => post.title),
        first,
        second,
      );
    const showTogether = async () => {
      await api.posts.placeTogether(two.id, one.id);
      await page.goto('/admin/blog');
      for (const title of [first, second]) await expect(rowOf(page, title)).toBeVisible();
      expect(await shownFirst()).toBe(second);
    };
    return { first, second, shownFirst, storedFirst, showTogether };
  }

  // A reorder sends the whole list as the page read it: from placing the two together and reading
  // the list to the last check, no other reorder of the posts may run (see withListOrder). Signing
  // in and making the drafts happen before: a new post only makes a move be made again.
  test('reorder by mouse: the order is saved', PHONE, async ({ page, request }) => {
    const { first, second, shownFirst, storedFirst, showTogether } = await twoDrafts(page, request);
    await withListOrder('blog-posts', async () => {
      await showTogether();
      await saveOrder(page, POST_ORDER, () => dragOnto(page, handleOf(page, first), handleOf(page, second)));
      expect(await shownFirst()).toBe(first);
      expect(await storedFirst()).toBe(first);
    });
  });

  test('reorder by keyboard, then back by the move buttons: each order is saved; a refused one puts the old order back and says so', async ({
    page,
    request,
  }) => {
    const { first, second, shownFirst, storedFirst, showTogether } = await twoDrafts(page, request);
    await withListOrder('blog-posts', async () => {
      await showTogether();
      // The two rows are next to each other: one step down by keyboard swaps them.
      await saveOrder(page, POST_ORDER, () => moveByKeyboard(page, handleOf(page, second), second, 'down'));
      expect(await shownFirst()).toBe(first);
      expect(await storedFirst()).toBe(first);

      await saveOrder(page, POST_ORDER, () =>
        rowOf(page, second)
          .getByRole('button', { name: `Move ${second} up` })
          .click(),
      );
      expect(await shownFirst()).toBe(second);
      expect(await storedFirst()).toBe(second);

      // Refused: the row goes back where it was and the page says so.
      await page.route('**/api/blogPost/reorder', (route) =>
        route.fulfill({ status: 500, json: { message: 'Something went wrong on our side.' } }),
      );
      const reread = page.waitForResponse(
        (r) => isListRead(r.url(), POST_ORDER.listPath) && r.request().method() === 'GET',
      );
      await rowOf(page, first)
        .getByRole('button', { name: `Move ${first} up` })
        .click();
      await expect(toast(page)).toContainText('Failed to update order');
      await reread;
      await expect.poll(shownFirst).toBe(second);
      expect(await storedFirst()).toBe(second);
    });
  });

  test('an empty list says No blog posts found. and its Add button opens the new post dialog', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'editor');
    await page.route(/\/api\/admin\/posts\?/, (route) =>
      route.fulfill({ json: { items: [], total: 0, page: 1, pageSize: 25 } }),
    );
    await page.goto('/admin/blog');
    await expect(page.getByText('No blog posts found.')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Add Blog Post' }).last().click();
    await expect(page.getByRole('dialog', { name: 'New Blog Post' })).toBeVisible();
  });

  test('a viewer sees the posts read-only: no add, drag, star, edit or delete (D14)', async ({ page, request }) => {
    // Published ones only: other tests' drafts may fill the first page meanwhile.
    await openBlogTab(page, request, { role: 'viewer', path: '/admin/blog?status=published' });
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

test.describe('Blog Posts: what the public page of a post shows', () => {
  test('three related posts of its category, in the public order: never itself, never a draft', async ({
    page,
    request,
  }) => {
    // The demo studio has at most two published posts in a category, too few to reach the limit of
    // three: this test writes a category of its own with five.
    const api = await contentApi(request);
    const category = `related-${mark}`;
    const option = await api.options.create({
      fieldType: 'blogCategory',
      value: category,
      label: `Related ${mark}`,
      active: true,
    });
    try {
      const published: BlogPost[] = [];
      for (const n of ['one', 'two', 'three', 'four', 'five']) {
        published.push(
          await api.posts.create({ title: titled(`Related ${n}`), content: 'Text.', category, status: 'published' }),
        );
      }
      const draft = await api.posts.create({
        title: titled('Related draft'),
        content: 'Text.',
        category,
        status: 'draft',
      });
      const [post] = published;
      if (!post) throw new Error('no post created');
      // The public order, as a visitor reads it (staff would see the draft too).
      const client = await visitor();
      const inOrder = (await (await client.get(`/api/blog/category/${category}`)).json()) as BlogPost[];
      await client.dispose();
      const expected = inOrder.filter((p) => p.id !== post.id).slice(0, 3);
      expect(expected).toHaveLength(3);

      await page.goto(`/blog/${post.slug}`);
      const related = page.getByRole('region', { name: /^More in / });
      await expect(related.getByRole('heading', { level: 3 })).toHaveText(expected.map((p) => p.title));
      await expect(related).not.toContainText(post.title);
      await expect(related).not.toContainText(draft.title);
    } finally {
      await api.posts.removeMarked(mark);
      await api.options.remove(option.id);
    }
  });
});

test.describe('Blog Posts: accessibility', () => {
  // Dialogs fade in; axe reads colours, so it must not catch one half-way.
  test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }));

  /** The tab in `theme`, showing a post of this test's own (scheduled: it shows in both lists). */
  async function openWithPost(page: Page, request: APIRequestContext, theme: 'light' | 'dark') {
    const title = titled('Axe check');
    await (await contentApi(request)).posts.create({
      title,
      content: 'Checked.',
      status: 'scheduled',
      publishedAt: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
    });
    await openTab(page, request, { path: '/admin/blog', heading: 'Blog Posts', theme });
    await expect(page.getByRole('region', { name: 'Scheduled' })).toContainText(title);
    await expect(rowOf(page, title)).toBeVisible();
    return title;
  }

  // Colour contrast is a property of the theme's colours: the light theme is checked at both sizes,
  // the dark one at desktop size only.
  for (const theme of ['light', 'dark'] as const) {
    test(
      `axe: the list and the Scheduled list, the new post dialog with its errors, and Discard changes? (${theme} theme)`,
      theme === 'light' ? PHONE : {},
      async ({ page, request }) => {
        await openWithPost(page, request, theme);
        await expectNoAxeViolations(page, { what: 'list' });
        await page.getByRole('button', { name: 'Add Blog Post' }).click();
        const dialog = page.getByRole('dialog', { name: 'New Blog Post' });
        await dialog.getByRole('radio', { name: /^Schedule/ }).check();
        await dialog.getByRole('button', { name: 'Create Post' }).click();
        await expect(dialog.getByText('Title is required', { exact: true })).toBeVisible();
        await expectNoAxeViolations(page, { what: 'new post with errors' });
        await page.keyboard.press('Escape');
        await expect(page.getByRole('alertdialog', { name: 'Discard changes?' })).toBeVisible();
        await expectNoAxeViolations(page, { what: 'discard changes' });
        await page.getByRole('button', { name: 'Discard changes' }).click();
        await expect(dialog).toBeHidden();
      },
    );

    test(
      `axe: the edit dialog and the delete question (${theme} theme)`,
      theme === 'light' ? PHONE : {},
      async ({ page, request }) => {
        const title = await openWithPost(page, request, theme);
        await rowOf(page, title)
          .getByRole('button', { name: `Edit “${title}”` })
          .click();
        const edit = page.getByRole('dialog', { name: 'Edit Blog Post' });
        await expect(edit).toBeVisible();
        await expectNoAxeViolations(page, { what: 'edit post' });
        // Nothing changed: Escape closes it without asking.
        await page.keyboard.press('Escape');
        await expect(edit).toBeHidden();

        await rowOf(page, title)
          .getByRole('button', { name: `Delete “${title}”` })
          .click();
        await expect(page.getByRole('alertdialog')).toBeVisible();
        await expectNoAxeViolations(page, { what: 'delete' });
      },
    );
  }
});
