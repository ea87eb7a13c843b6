import { type APIRequestContext, type Page, request as playwright } from '@playwright/test';
import type { Role } from '#shared/admin/permissions.ts';
import type { BlogPost } from '#shared/content.ts';
import { slugify } from '#shared/slug.ts';
import { zonedLocalToIso } from '../../app/features/admin/shared/studio-clock/studio-time.ts';
import { adminApi, openTab, signInAs, toast, uniqueName } from './support/admin.ts';
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
 * A post is written on its own page (`/admin/blog/new`, `/admin/blog/{id}`, issue 29).
 *
 * At phone size (`PHONE`): the tab's main journey (a post written, then published), a reorder by
 * pointer (a phone stacks each row's parts), and the tab, the editor page and the questions through
 * axe in the light theme. The rules, errors and keyboard flows are the same at any width: desktop only.
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

/** The editor page's form (its settings panel included; the preview beside it has no fields). */
const editorOf = (page: Page) => page.locator('#post-editor');

/** 'Save Changes' on the editor page, done once the server has answered the edit and the toast says so. */
async function saveChanges(page: Page) {
  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/api/blog/'));
  await editorOf(page).getByRole('button', { name: 'Save Changes' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(toast(page)).toContainText('Item updated successfully');
}

/** A row's Edit: the post's own page. */
async function openEditor(page: Page, title: string) {
  await rowOf(page, title)
    .getByRole('button', { name: `Edit “${title}”` })
    .click();
  await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible();
  const editor = editorOf(page);
  await expect(editor.getByLabel('Title')).toHaveValue(title);
  return editor;
}

/** The editor page's back link, to the Blog Posts tab. */
const backToList = (page: Page) => page.getByRole('link', { name: 'Blog Posts', exact: true });

/** A draft of this test's own, its editor page open with no image chosen yet. */
async function editNewDraft(page: Page, request: APIRequestContext, words: string, content: string) {
  const title = titled(words);
  const post = await (await contentApi(request)).posts.create({ title, content, status: 'draft' });
  await signInAs(page, request, 'editor');
  await page.goto(`/admin/blog/${post.id}`);
  const editor = editorOf(page);
  await expect(editor.getByLabel('Title')).toHaveValue(title);
  await expect(editor.getByText('No image chosen.')).toBeVisible();
  return { api: await contentApi(request), title, post, editor };
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
      await expect(page).toHaveURL(/\/admin\/blog\/new$/);
      await expect(page.getByRole('heading', { level: 1, name: 'New Blog Post' })).toBeVisible();
      const editor = editorOf(page);
      await editor.getByLabel('Title').fill(title);
      await expect(editor.getByText(`The post’s address: /blog/${slugify(title)}`)).toBeVisible();
      await editor.getByLabel('Excerpt').fill('Three layers of light.');
      await expect(editor.getByText('22/160 characters')).toBeVisible();
      await editor
        .getByLabel('Content')
        .fill('Ambient first.\n\n**Task light**\n\nThen the lamps where people read. Then the accents.');
      await expect(editor.getByText('1 min read', { exact: true })).toBeVisible();
      await editor.getByLabel('Category').click();
      await page.getByRole('option', { name: 'Trends' }).click();
      await editor.getByLabel('Tags').fill('lighting, lamps ,, lighting');
      await expect(editor.getByRole('radio', { name: /^Draft/ })).toBeChecked();
      await editor.getByRole('button', { name: 'Create Post' }).click();
      await expect(toast(page)).toContainText('Success!');
      await expect(toast(page)).toContainText('Blog post created successfully.');
      // Created, the post is at its own address (as in Ghost): writing goes on there.
      await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible();
      await expect(editor.getByLabel('Title')).toHaveValue(title);
      const stored = await api.posts.find(title);
      expect(stored).toMatchObject({
        status: 'draft',
        slug: slugify(title),
        category: 'trends',
        tags: ['lighting', 'lamps'],
        excerpt: 'Three layers of light.',
      });
      expect(page.url()).toMatch(new RegExp(`/admin/blog/${stored?.id}$`));
      expect(await publicBlogHtml()).not.toContain(title);

      await backToList(page).click();
      const row = rowOf(page, title);
      await expect(row).toContainText('Draft');
      await expect(row).toContainText('Trends');
      await expect(row.getByRole('button', { name: `“${title}” is not public yet` })).toHaveAttribute(
        'aria-disabled',
        'true',
      );

      const edit = await openEditor(page, title);
      await edit.getByRole('radio', { name: /^Publish now/ }).check();
      await saveChanges(page);
      await backToList(page).click();
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
    const editor = editorOf(page);
    await editor.getByLabel('Title').fill(title);
    await editor.getByLabel('Content').fill('Ochre, rust and moss.');
    await editor.getByRole('radio', { name: /^Schedule/ }).check();
    await editor.getByRole('button', { name: 'Create Post' }).click();
    await expect(editor.getByText('Choose when to publish.')).toBeVisible();
    await expect(editor.getByText(`The studio’s time (${zone}).`)).toBeVisible();
    await editor.getByLabel('Publish on').fill(`${new Date().getUTCFullYear() - 1}-01-15T09:30`);
    await editor.getByRole('button', { name: 'Create Post' }).click();
    await expect(editor.getByText('Choose a time in the future.')).toBeVisible();
    await editor.getByLabel('Publish on').fill(local);
    await editor.getByRole('button', { name: 'Create Post' }).click();
    await expect(toast(page)).toContainText('Blog post created successfully.');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible();
    await backToList(page).click();

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

  test('edit: the spec’s messages beside the fields, leaving a changed page asks first, Mod+S saves, a rename answers 301', async ({
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

    const editor = await openEditor(page, title);
    await expect(editor.getByRole('radio', { name: /^Draft/ })).toBeChecked();
    await editor.getByLabel('Title').fill('');
    await editor.getByLabel('Excerpt').fill('');
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expect(editor.getByText('Title is required', { exact: true })).toBeVisible();
    await expect(editor.getByText('Excerpt is required', { exact: true })).toBeVisible();
    await expect(editor.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
    await expect(editor.getByLabel('Title')).toBeFocused();

    // Leaving the changed page asks first; staying keeps every change.
    await backToList(page).click();
    const ask = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await expect(ask).toContainText('You have changes that are not saved. Leave and lose them?');
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/admin/blog/${post.id}$`));
    await expect(editor.getByLabel('Title')).toHaveValue('');

    const renamed = titled('Dark walls, revisited');
    await editor.getByLabel('Title').fill(renamed);
    await editor.getByLabel('Excerpt').fill('Paint the small room dark.');
    await editor.getByLabel('Slug').fill(slugify(renamed));
    await expect(editor.getByText('The old address will keep working and lead here.')).toBeVisible();
    await editor.getByRole('radio', { name: /^Publish now/ }).check();
    // Mod+S saves, from wherever the focus is.
    await editor.getByLabel('Slug').press('Control+s');
    await expect(toast(page)).toContainText('Item updated successfully');
    // Saved: leaving asks nothing.
    await backToList(page).click();
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
    const { api, title, editor } = await editNewDraft(page, request, 'Linen and oak', 'Natural fibres.');

    // The upload is held at the network until the progress bar has been seen.
    const media = await holdRequests(page, '**/api/media');
    await editor.getByTestId('featured-image-input').setInputFiles(await photoFile('linen-room.png'));
    await expect(editor.getByRole('progressbar', { name: 'Uploading linen-room.png' })).toBeVisible();
    await expect(editor.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    media.release();
    await expect(toast(page)).toContainText('Images uploaded!');
    await expect(toast(page)).toContainText('1 image(s) compressed and ready.');
    await expect(editor.getByRole('progressbar')).toHaveCount(0);
    await editor.getByLabel('Alt text').fill('A linen sofa by an oak shelf');
    // The live preview shows the image as the post's page will.
    await expect(page.getByRole('region', { name: 'Preview of the page' }).locator('picture img')).toHaveAttribute(
      'alt',
      'A linen sofa by an oak shelf',
    );
    await saveChanges(page);

    const stored = await api.posts.find(title);
    expect(stored?.featuredImage).toMatch(/^\/media\/[0-9a-f]{20}\/\d+\.jpg$/);
    expect(stored?.featuredImageAlt).toBe('A linen sofa by an oak shelf');

    // Still on the page after the save: the image can go again at once.
    await editor.getByRole('button', { name: 'Remove image' }).click();
    await expect(editor.getByText('No image chosen.')).toBeVisible();
    // The first save's toast may still be on screen: the save is known done by its own answer.
    await saveChanges(page);
    expect((await api.posts.find(title))?.featuredImage).toBeNull();
  });
});

test.describe('Blog Posts: writing on the editor page (issue 29)', () => {
  test('a heading, bold and a list by their keys, an image from the library by the toolbar: seen in the live preview, saved, and on the public page', async ({
    page,
    request,
  }) => {
    const api = await contentApi(request);
    const photo = await api.upload(await photoFile('library.jpg'));
    await (await adminApi(request)).send('PATCH', `/api/admin/media/${photo.hash}`, {
      defaultAlt: `Oak shelf ${mark}`,
    });
    const { title, post, editor } = await editNewDraft(page, request, 'Writing well', 'Old words.');
    const content = editor.getByLabel('Content');
    await content.fill('');

    // The keys a writer knows (Ctrl here; ⌘ on a Mac).
    await content.press('Control+Alt+2');
    await content.pressSequentially('Choosing a palette');
    await content.press('Enter');
    await content.press('Enter');
    await content.pressSequentially('Start with ');
    await content.press('Control+b');
    await content.pressSequentially('warm oak');
    await content.press('End');
    await content.pressSequentially('.');
    await content.press('Enter');
    await content.press('Enter');
    await content.press('Control+Shift+8');
    await content.pressSequentially('Linen');
    // Enter continues the list; on an item left empty, it ends it.
    await content.press('Enter');
    await content.pressSequentially('Clay');
    await content.press('Enter');
    await content.press('Enter');
    await content.press('Enter');

    // The toolbar: one Tab stop, its buttons named with their keys; the image comes from the library.
    const toolbar = editor.getByRole('toolbar', { name: 'Formatting' });
    await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-keyshortcuts', 'Control+B');
    await toolbar.getByRole('button', { name: 'Heading', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Subheading' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(toolbar.getByRole('button', { name: 'Image from the library' })).toBeFocused();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: 'Choose an image from the library' });
    await picker.getByLabel('Search the library').fill(mark);
    await picker.getByRole('button', { name: new RegExp(`^Oak shelf ${mark}`) }).click();
    await picker.getByRole('button', { name: 'Use this image' }).click();
    await expect(picker).toBeHidden();

    const written = `## Choosing a palette\n\nStart with **warm oak**.\n\n- Linen\n- Clay\n\n![Oak shelf ${mark}](${photo.url})`;
    await expect(content).toHaveValue(written);
    // The browser's undo takes the image back, as it would typing.
    await content.press('Control+z');
    await expect(content).toHaveValue(written.slice(0, written.indexOf('![')));
    await content.press('Control+Shift+z');
    await expect(content).toHaveValue(written);

    // The live preview follows the typing.
    const preview = page.getByRole('region', { name: 'Preview of the page' });
    await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(preview.getByRole('heading', { level: 2, name: 'Choosing a palette' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('warm oak');
    await expect(preview.getByRole('listitem')).toHaveText(['Linen', 'Clay']);
    await expect(preview.getByRole('img', { name: `Oak shelf ${mark}` })).toBeVisible();

    await editor.getByRole('radio', { name: /^Publish now/ }).check();
    await saveChanges(page);
    expect((await api.posts.find(title))?.content).toBe(written);

    // The public page renders the same Markdown, parsed by its loader (docs/content-format.md).
    await page.goto(`/blog/${post.slug}`);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 2, name: 'Choosing a palette' })).toBeVisible();
    await expect(article.locator('strong')).toHaveText('warm oak');
    await expect(article.getByRole('listitem')).toHaveText(['Linen', 'Clay']);
    await expect(article.getByRole('img', { name: `Oak shelf ${mark}` })).toBeVisible();
    await api.posts.remove(post.id);
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

  test('an empty list says No blog posts found. and its Add button opens the new post’s page; an id no post has says so', async ({
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
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New Blog Post' })).toBeVisible();

    await page.goto('/admin/blog/999999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
    await expect(page.getByText('No post has this address: it may have been deleted.')).toBeVisible();
  });

  test('a viewer sees the posts read-only: no add, drag, star, edit or delete (D14), and no editor page', async ({
    page,
    request,
  }) => {
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
    // The editor's address, typed in: it says why there is nothing to edit.
    await page.goto('/admin/blog/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Posts are read-only for you' })).toBeVisible();
    await expect(editorOf(page)).toHaveCount(0);
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
      `axe: the list and the Scheduled list, the new post’s page with its errors, and Discard changes? (${theme} theme)`,
      theme === 'light' ? PHONE : {},
      async ({ page, request }) => {
        await openWithPost(page, request, theme);
        await expectNoAxeViolations(page, { what: 'list' });
        await page.getByRole('button', { name: 'Add Blog Post' }).click();
        const editor = editorOf(page);
        await editor.getByRole('radio', { name: /^Schedule/ }).check();
        await editor.getByRole('button', { name: 'Create Post' }).click();
        await expect(editor.getByText('Title is required', { exact: true })).toBeVisible();
        await expectNoAxeViolations(page, { what: 'new post with errors' });
        // The preview: behind the Write/Preview switch on a phone, beside the writing on a desktop.
        const showPreview = page.getByRole('button', { name: 'Preview', exact: true });
        if (await showPreview.isVisible()) await showPreview.click();
        await expect(page.getByRole('region', { name: 'Preview of the page' })).toBeVisible();
        await expectNoAxeViolations(page, { what: 'the preview' });
        await backToList(page).click();
        await expect(page.getByRole('alertdialog', { name: 'Discard changes?' })).toBeVisible();
        await expectNoAxeViolations(page, { what: 'discard changes' });
        await page.getByRole('button', { name: 'Discard changes' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeVisible();
      },
    );

    test(
      `axe: the editor page of a post and the delete question (${theme} theme)`,
      theme === 'light' ? PHONE : {},
      async ({ page, request }) => {
        const title = await openWithPost(page, request, theme);
        await openEditor(page, title);
        await expectNoAxeViolations(page, { what: 'edit post' });
        // Nothing changed: leaving asks nothing.
        await backToList(page).click();
        await expect(rowOf(page, title)).toBeVisible();

        await rowOf(page, title)
          .getByRole('button', { name: `Delete “${title}”` })
          .click();
        await expect(page.getByRole('alertdialog')).toBeVisible();
        await expectNoAxeViolations(page, { what: 'delete' });
      },
    );
  }
});
