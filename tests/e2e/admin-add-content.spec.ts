import type { APIRequestContext, Page } from '@playwright/test';
import { slugify } from '#shared/slug.ts';
import { zonedLocalToIso } from '../../app/features/admin/shared/studio-clock/studio-time.ts';
import { openNav, openTab, toast, uniqueName } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { contentApi } from './support/content.ts';
import { withProjectSetLock } from './support/lock.ts';
import { expect, PHONE, test } from './support/test.ts';

/**
 * The header's 'Add Content' (admin area §5, §8 with D1–D3, D24). Specs share one server and
 * run in parallel: everything created here carries this test's mark and is deleted afterwards.
 *
 * At phone size (`PHONE`): the dialog's main journey (a testimonial, seen on the overview and its
 * tab through the phone's tab bar) and each kind's form through axe in the light theme. The rules
 * are the same at any width: desktop only.
 */

let mark = '';

test.beforeEach(() => {
  mark = uniqueName('add');
});

test.afterEach(async ({ request }) => {
  const api = await contentApi(request);
  // A project leaving changes the portfolio's set (D19): under the lock, as its adding was.
  await withProjectSetLock(() => api.removeMarked(mark));
});

const TABS = {
  '/admin': 'Overview',
  '/admin/projects': 'Projects',
  '/admin/blog': 'Blog Posts',
} as const;

/** An editor of this test's own on one of the tabs the header's button is on. */
async function signInAsEditor(
  page: Page,
  request: APIRequestContext,
  path: keyof typeof TABS,
  theme?: 'light' | 'dark',
) {
  await openTab(page, request, { path, heading: TABS[path], theme });
  return contentApi(request);
}

async function openAddContent(page: Page, type: 'Project' | 'Blog post' | 'Testimonial') {
  await page.getByRole('button', { name: 'Add Content' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Content' });
  // The kinds are a radio group drawn as a segmented control: the label is what is clicked.
  await dialog.getByRole('group', { name: 'Content type' }).getByText(type, { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: type, exact: true })).toBeChecked();
  return dialog;
}

const titled = (words: string) => `${words} ${mark}`;

test.describe('Add Content (admin area §5)', () => {
  test('a project: the first active category and style (D1), the slug preview (D3); the Projects tab shows it at once', async ({
    page,
    request,
  }) => {
    const api = await signInAsEditor(page, request, '/admin/projects');
    const [category] = await api.options.active('projectCategory');
    const [style] = await api.options.active('projectStyle');
    if (!category || !style) throw new Error('the demo studio has no categories or styles');
    const title = titled('Café Søren’s Loft');

    const dialog = await openAddContent(page, 'Project');
    await expect(dialog.getByLabel('Category')).toHaveText(category.label);
    await expect(dialog.getByLabel('Style')).toHaveText(style.label);
    await dialog.getByLabel('Title').fill(title);
    await expect(dialog.getByText(`Its address: /projects/${slugify(title)}`)).toBeVisible();
    await dialog.getByLabel('Location').fill('Portland, OR');
    await dialog.getByLabel('Tags').fill('loft, oak ,');
    // Adding a project changes the portfolio's set (D19): under the lock the Projects spec's reorders take.
    await withProjectSetLock(async () => {
      const created = page.waitForResponse((r) => r.url().endsWith('/api/projects') && r.request().method() === 'POST');
      await dialog.getByRole('button', { name: 'Create' }).click();
      expect((await created).status()).toBe(201);
    });
    await expect(toast(page)).toContainText('Success!');
    await expect(toast(page)).toContainText('Project created successfully.');
    await expect(dialog).toBeHidden();

    await expect(page.getByRole('main').getByText(title)).toBeVisible();
    const stored = await api.projects.find(title);
    expect(stored).toMatchObject({
      slug: slugify(title),
      category: category.value,
      style: style.value,
      location: 'Portland, OR',
      tags: ['loft', 'oak'],
      featured: false,
    });
  });

  test('a blog post: published, its content from the excerpt, the read time shown; the Blog Posts tab shows it. With a time ahead, it is scheduled on the studio’s clock', async ({
    page,
    request,
  }) => {
    const api = await signInAsEditor(page, request, '/admin/blog');
    const [category] = await api.options.active('blogCategory');
    const title = titled('Small rooms, big rugs');
    const dialog = await openAddContent(page, 'Blog post');
    await expect(dialog.getByLabel('Category')).toHaveText(category?.label ?? '');
    await dialog.getByLabel('Title').fill(title);
    await expect(dialog.getByText(`Its address: /blog/${slugify(title)}`)).toBeVisible();
    await dialog.getByLabel('Excerpt').fill('x'.repeat(170));
    await expect(dialog.getByLabel('Excerpt')).toHaveValue('x'.repeat(160));
    await expect(dialog.getByText('160/160 characters')).toBeVisible();
    await dialog.getByLabel('Excerpt').fill('A bigger rug makes a small room calmer.');
    await dialog.getByLabel('Content').fill(Array.from({ length: 450 }, () => 'word').join(' '));
    await expect(dialog.getByText('3 min read')).toBeVisible();
    await dialog.getByLabel('Content').fill('');
    await expect(dialog.getByText('1 min read')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page)).toContainText('Blog post created successfully.');

    await expect(page.getByRole('list', { name: 'Blog posts' }).getByText(title)).toBeVisible();
    const stored = await api.posts.find(title);
    expect(stored).toMatchObject({
      status: 'published',
      content: 'A bigger rug makes a small room calmer.',
      category: category?.value,
      featured: false,
    });
    // Off the public blog at once: blog.spec.ts compares it with the API while this runs.
    await api.posts.removeMarked(mark);
    await expect(dialog).toBeHidden();

    // With a time ahead: scheduled, on the studio's clock.
    const zone = (await api.settings.read()).timeZone;
    const ahead = titled('Spring preview');
    const local = `${new Date().getUTCFullYear() + 1}-03-02T08:15`;
    await openAddContent(page, 'Blog post');
    await dialog.getByLabel('Title').fill(ahead);
    await dialog.getByLabel('Content').fill('Soon.');
    await expect(dialog.getByText(`on the studio’s clock (${zone})`)).toBeVisible();
    await dialog.getByLabel('Publish on (optional)').fill(local);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page)).toContainText('Blog post created successfully.');
    await expect(page.getByRole('region', { name: 'Scheduled' }).getByText(ahead)).toBeVisible();
    expect(await api.posts.find(ahead)).toMatchObject({
      status: 'scheduled',
      publishedAt: zonedLocalToIso(local, zone),
    });
  });

  test(
    'a testimonial: rated 5 unless changed; the overview and the Testimonials tab show it at once',
    PHONE,
    async ({ page, request }) => {
      const api = await signInAsEditor(page, request, '/admin');
      const activity = page.getByRole('region', { name: 'Recent Activity' });
      await expect(activity).toBeVisible();
      const name = titled('Maren K.');
      const dialog = await openAddContent(page, 'Testimonial');
      await expect(dialog.getByRole('radio', { name: '5 stars' })).toBeChecked();
      await dialog.getByLabel('Client Name').fill(name);
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect(dialog.getByText('Content is required', { exact: true })).toBeVisible();
      await dialog.getByLabel('Content').fill('Worth every week of waiting.');
      await dialog.getByLabel('Project name shown').fill('Garden flat');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect(toast(page)).toContainText('Testimonial created successfully.');
      expect(await api.testimonials.find(name)).toMatchObject({
        rating: 5,
        project: 'Garden flat',
        content: 'Worth every week of waiting.',
      });

      // The overview on screen was read again (its Recent Activity names the new testimonial)…
      await expect(activity).toContainText(name);
      // …and the Testimonials tab lists it.
      await (await openNav(page)).getByRole('link', { name: 'Testimonials' }).click();
      const row = page.getByRole('list', { name: 'Testimonials' }).getByRole('listitem').filter({ hasText: name });
      await expect(row).toContainText('5/5 stars');
    },
  );

  test('something typed is not lost silently: closing asks first', async ({ page, request }) => {
    await signInAsEditor(page, request, '/admin');
    const dialog = await openAddContent(page, 'Project');
    await dialog.getByLabel('Title').fill('Half a thought');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog.getByLabel('Title')).toHaveValue('Half a thought');
    await page.keyboard.press('Escape');
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Add Content' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Content' }).getByLabel('Title')).toHaveValue('');
  });

  // Colour contrast is a property of the theme's colours: the light theme is checked at both sizes,
  // the dark one at desktop size only.
  for (const theme of ['light', 'dark'] as const) {
    test(
      `each kind’s form with its errors showing passes axe, with the spec’s validation toasts: Title is required. and Name is required for testimonials. (${theme} theme)`,
      theme === 'light' ? PHONE : {},
      async ({ page, request }) => {
        // Dialogs fade in; axe reads colours, so it must not catch one half-way.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await signInAsEditor(page, request, '/admin/blog', theme);
        const required = [
          ['Project', 'Title is required.'],
          ['Blog post', 'Title is required.'],
          ['Testimonial', 'Name is required for testimonials.'],
        ] as const;
        for (const [type, message] of required) {
          const dialog = await openAddContent(page, type);
          await dialog.getByRole('button', { name: 'Create' }).click();
          await expect(toast(page)).toContainText('Validation Error');
          await expect(toast(page)).toContainText(message);
          if (type === 'Testimonial') await expect(dialog.getByLabel('Client Name')).toBeFocused();
          else await expect(dialog.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
          await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
          await expectNoAxeViolations(page, { what: `${type} (${theme})` });
          await dialog.getByRole('button', { name: 'Cancel' }).click();
          await expect(dialog).toBeHidden();
        }
      },
    );
  }
});
