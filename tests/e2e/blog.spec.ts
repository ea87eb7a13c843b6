import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { demoBlogPosts } from '../../server/seed/content/blog-posts.ts';
import type { BlogPost } from '../../shared/content.ts';
import type { FormOption } from '../../shared/form-options.ts';
import { formatCategory } from '../../shared/text.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, PHONE, test } from './support/test.ts';

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const titlesOf = (posts: BlogPost[]) => posts.map((post) => post.title);

/** Server-rendered HTML answers clicks only once React has hydrated it. */
async function untilInteractive(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}

function articles(page: Page) {
  return page.getByRole('region', { name: 'Articles' });
}

function listedTitles(page: Page) {
  return articles(page).getByRole('heading', { level: 2 });
}

function categoryChips(page: Page) {
  return page.getByRole('navigation', { name: 'Blog categories' });
}

/**
 * The long US date the post card and post page show (e.g. 'March 4, 2026'): the day on the
 * studio's calendar (the demo studio's zone, D26's default), not UTC's.
 */
function longDate(post: BlogPost): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Los_Angeles' }).format(
    new Date(post.publishedAt ?? post.createdAt),
  );
}

const paragraphsOf = (content: string) =>
  content
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
const SUB_HEADING = /^\*\*([^*]+)\*\*$/;

test.describe('the blog list (/blog)', () => {
  test('lists exactly the published posts, never a draft', async ({ page, request }) => {
    const published = await getJson<BlogPost[]>(request, '/api/blog');
    const draft = demoBlogPosts.find((post) => post.status === 'draft');
    expect(draft).toBeDefined();

    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(listedTitles(page)).toHaveText(titlesOf(published));
    await expect(page.getByText(draft?.title ?? '')).toHaveCount(0);
  });

  // On a phone the chips are one row that scrolls sideways.
  test(
    'a category chip filters the list, the filter is in the URL, and All resets it',
    PHONE,
    async ({ page, request }) => {
      const categories = await getJson<FormOption[]>(request, '/api/form-options/blogCategory');
      const designTips = await getJson<BlogPost[]>(request, '/api/blog/category/design-tips');
      const all = await getJson<BlogPost[]>(request, '/api/blog');
      expect(designTips.length).toBeGreaterThan(0);
      expect(designTips.length).toBeLessThan(all.length);

      await page.goto('/blog');
      const chips = categoryChips(page);
      await expect(chips.getByRole('link')).toHaveText(['All', ...categories.map((c) => c.label)]);
      await expect(chips.getByRole('link', { name: 'All', exact: true })).toHaveAttribute('aria-current', 'page');

      const chip = chips.getByRole('link', { name: 'Design Tips' });
      await untilInteractive(chip);
      await chip.click();
      await expect(page).toHaveURL(/\/blog\?category=design-tips$/);
      await expect(listedTitles(page)).toHaveText(titlesOf(designTips));
      await expect(chip).toHaveAttribute('aria-current', 'page');
      await expect(chips.getByRole('link', { name: 'All', exact: true })).not.toHaveAttribute('aria-current', 'page');

      await chips.getByRole('link', { name: 'All', exact: true }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(listedTitles(page)).toHaveText(titlesOf(all));
      await expect(chips.getByRole('link', { name: 'All', exact: true })).toHaveAttribute('aria-current', 'page');
    },
  );

  test('a filtered list can be opened directly from its link', async ({ page, request }) => {
    const trends = await getJson<BlogPost[]>(request, '/api/blog/category/trends');
    await page.goto('/blog?category=trends');
    await expect(listedTitles(page)).toHaveText(titlesOf(trends));
    await expect(categoryChips(page).getByRole('link', { name: 'Trends' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\?category=trends$/);
  });

  test('skeleton cards show while a category loads, then the posts', async ({ page, request }) => {
    const smallSpaces = await getJson<BlogPost[]>(request, '/api/blog/category/small-spaces');
    await page.goto('/blog');
    const chip = categoryChips(page).getByRole('link', { name: 'Small Spaces' });
    await untilInteractive(chip);

    let releaseData = () => {};
    const dataHeld = new Promise<void>((resolve) => {
      releaseData = resolve;
    });
    await page.route('**/blog.data*', async (route) => {
      await dataHeld;
      await route.continue();
    });

    await chip.click();
    await expect(articles(page)).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByTestId('post-skeletons')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading posts' })).toBeAttached();

    releaseData();
    await expect(page).toHaveURL(/\/blog\?category=small-spaces$/);
    await expect(page.getByTestId('post-skeletons')).toHaveCount(0);
    await expect(articles(page)).toHaveAttribute('aria-busy', 'false');
    await expect(listedTitles(page)).toHaveText(titlesOf(smallSpaces));
  });

  test('a category without posts shows the empty message', async ({ page }) => {
    const response = await page.goto('/blog?category=no-such-category');
    expect(response?.status()).toBe(200);
    await expect(articles(page).getByText('No blog posts found', { exact: true })).toBeVisible();
    await expect(listedTitles(page)).toHaveCount(0);
  });
});

test.describe('a blog post (/blog/{slug})', () => {
  async function postWithSubHeadings(request: APIRequestContext): Promise<BlogPost> {
    const posts = await getJson<BlogPost[]>(request, '/api/blog');
    const post = posts.find((p) => paragraphsOf(p.content).some((paragraph) => SUB_HEADING.test(paragraph)));
    if (!post) throw new Error('the demo studio has no post with a sub-heading');
    return post;
  }

  test('shows category, title, date, read time, image, excerpt, content with sub-headings, and tags', async ({
    page,
    request,
  }) => {
    const post = await postWithSubHeadings(request);
    await page.goto(`/blog/${post.slug}`);

    const article = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(article.getByRole('link', { name: formatCategory(post.category), exact: true })).toBeVisible();
    await expect(article.getByText(longDate(post), { exact: true })).toBeVisible();
    await expect(article.getByText(`${post.readTime} min read`)).toBeVisible();
    await expect(article.getByRole('button', { name: 'Share' })).toBeVisible();

    const image = article.getByRole('img', { name: post.featuredImageRef?.alt });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await expect(article.getByText(post.excerpt, { exact: true })).toBeVisible();
    for (const paragraph of paragraphsOf(post.content)) {
      const heading = SUB_HEADING.exec(paragraph)?.[1];
      if (heading) await expect(article.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      else await expect(article.getByText(paragraph, { exact: true })).toBeAttached();
    }
    await expect(article).not.toContainText('**');

    await expect(article.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(post.tags);
  });

  test('shows the other posts of its category in the public order (at most three), never itself', async ({
    page,
    request,
  }) => {
    // The limit of three itself is exercised on the admin's server (admin-blog.spec.ts), which may
    // add posts; the demo studio has at most two in a category.
    const posts = await getJson<BlogPost[]>(request, '/api/blog');
    const post = posts.find((p) => posts.some((other) => other.id !== p.id && other.category === p.category));
    if (!post) throw new Error('the demo studio has no two published posts in one category');
    const others = posts.filter((p) => p.category === post.category && p.id !== post.id);
    await page.goto(`/blog/${post.slug}`);
    const related = page.getByRole('region', { name: /^More in / });
    await expect(related.getByRole('heading', { level: 3 })).toHaveText(titlesOf(others.slice(0, 3)));
    await expect(related).not.toContainText(post.title);
  });

  test('shows no related posts for a post alone in its category', async ({ page, request }) => {
    const posts = await getJson<BlogPost[]>(request, '/api/blog');
    const alone = posts.find((p) => !posts.some((other) => other.id !== p.id && other.category === p.category));
    if (!alone) throw new Error('the demo studio has no post alone in its category');
    await page.goto(`/blog/${alone.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: alone.title })).toBeVisible();
    await expect(page.getByRole('region', { name: /^More in / })).toHaveCount(0);
  });

  test('describes itself to search engines as an Article by the designer', async ({ page, request }) => {
    const post = await postWithSubHeadings(request);
    await page.goto(`/blog/${post.slug}`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const items = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>));
    const article = items.find((item) => item['@type'] === 'Article');
    expect(article).toMatchObject({
      headline: post.title,
      description: post.excerpt,
      datePublished: post.publishedAt,
      author: { '@type': 'Person' },
      publisher: { '@id': expect.stringMatching(/\/#studio$/) },
    });
    expect(article?.image).toMatch(/^https?:\/\/.+\/media\/.+\.jpg$/);
  });

  test('Share copies the link and says so where the device has no share sheet', async ({ page, context, request }) => {
    const [post] = await getJson<BlogPost[]>(request, '/api/blog');
    if (!post) throw new Error('no posts');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share');
    });
    await page.goto(`/blog/${post.slug}`);
    const share = page.getByRole('button', { name: 'Share' });
    await untilInteractive(share);
    await share.click();

    await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
    await expect(page.getByText('The article link is on your clipboard.', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test('Share opens the device share sheet with the title, excerpt and link where there is one', async ({
    page,
    request,
  }) => {
    const [post] = await getJson<BlogPost[]>(request, '/api/blog');
    if (!post) throw new Error('no posts');
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      Object.assign(window, { shareCalls: calls });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          calls.push(data);
        },
      });
    });
    await page.goto(`/blog/${post.slug}`);
    const share = page.getByRole('button', { name: 'Share' });
    await untilInteractive(share);
    await share.click();

    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls))
      .toEqual([{ title: post.title, text: post.excerpt, url: page.url() }]);
    await expect(page.getByText('Link copied')).toHaveCount(0);
  });

  test('a dismissed share sheet is only logged', async ({ page, request }) => {
    const [post] = await getJson<BlogPost[]>(request, '/api/blog');
    if (!post) throw new Error('no posts');
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async () => {
          throw new DOMException('Share canceled', 'AbortError');
        },
      });
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`/blog/${post.slug}`);
    const share = page.getByRole('button', { name: 'Share' });
    await untilInteractive(share);
    await share.click();

    await expect.poll(() => errors.some((text) => text.includes('sharing the article failed'))).toBe(true);
    await expect(page.getByText('Link copied')).toHaveCount(0);
  });

  test("an unknown slug answers 404 with Post Not Found and a way back, and so does a draft's slug", async ({
    page,
  }) => {
    const response = await page.goto('/blog/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible();
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');

    const draft = demoBlogPosts.find((post) => post.status === 'draft');
    if (!draft) throw new Error('the demo studio has no draft');
    const draftResponse = await page.goto(`/blog/${draft.slug}`);
    expect(draftResponse?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible();
    await expect(page.getByText(draft.title)).toHaveCount(0);
  });
});

test.describe('blog accessibility', () => {
  // Each page at both sizes; the filtered list is the same page with fewer cards, checked at desktop size.
  for (const [path, sizes] of [
    ['/blog', PHONE],
    ['/blog?category=design-tips', {}],
    ['/blog/no-such-post', PHONE],
  ] as const) {
    test(`axe finds no violations on ${path}`, sizes, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }

  test('axe finds no violations on a post', PHONE, async ({ page, request }) => {
    const [post] = await getJson<BlogPost[]>(request, '/api/blog');
    await page.goto(`/blog/${post?.slug}`);
    await expectNoAxeViolations(page);
  });
});
