import type { APIRequestContext, Page } from '@playwright/test';
import type { Project, RelatedProject } from '#shared/content.ts';
import { formatCategory } from '#shared/text.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, PHONE, test } from './support/test.ts';

async function featuredProject(request: APIRequestContext): Promise<Project> {
  const featured: Project[] = await (await request.get('/api/projects/featured')).json();
  const project = featured.find((p) => p.gallery.length >= 3);
  if (!project) throw new Error('the demo studio has a featured project with at least three images');
  return project;
}

async function livingRoomProject(request: APIRequestContext): Promise<Project> {
  const all: Project[] = await (await request.get('/api/projects')).json();
  const project = all.find((p) => p.category === 'living-room');
  if (!project) throw new Error('the demo studio has a living-room project');
  return project;
}

async function relatedOf(request: APIRequestContext, project: Project): Promise<RelatedProject[]> {
  return (await request.get(`/api/projects/${project.id}/related`)).json();
}

function gallery(page: Page) {
  const region = page.getByRole('region', { name: 'Gallery' });
  return {
    mainImage: region.getByRole('figure').locator('img'),
    thumbnails: region.getByRole('list', { name: 'Choose an image' }).getByRole('button'),
    viewFullSize: region.getByRole('button', { name: 'View full size' }),
  };
}

/**
 * The project page, once React has hydrated its gallery: server-rendered buttons do nothing before
 * that, so a click right after the load could be lost.
 */
async function openProject(page: Page, slug: string) {
  await page.goto(`/projects/${slug}`);
  const firstThumbnail = gallery(page).thumbnails.first();
  await expect
    .poll(() => firstThumbnail.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
}

/**
 * A phone shows the gallery differently: the thumbnails are a strip that scrolls sideways, and the
 * lightbox's previous and next buttons sit below the image. Those tests and axe run at phone size
 * too (PHONE); the rest is the same at any width.
 */
test.describe('the project page /projects/{slug}', () => {
  test('shows the title, location, style, category and Featured Project badges, description, tags and Get In Touch (to /contact)', async ({
    page,
    request,
  }) => {
    const project = await featuredProject(request);
    await openProject(page, project.slug);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
    const main = page.getByRole('main');
    await expect(main.getByText(project.location, { exact: true })).toBeVisible();
    await expect(main.getByText(formatCategory(project.style), { exact: true })).toBeVisible();
    await expect(main.getByText(formatCategory(project.category), { exact: true }).first()).toBeVisible();
    await expect(main.getByText('Featured Project', { exact: true })).toBeVisible();

    const firstParagraph = project.description.split(/\n\s*\n/)[0]?.trim() ?? '';
    await expect(page.getByText(firstParagraph, { exact: true })).toBeVisible();
    const tags = page.getByRole('region', { name: 'Tags' }).getByRole('listitem');
    await expect(tags).toHaveText(project.tags);
    await expect(page.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('href', '/contact');
  });

  test('a project that is not featured has no Featured Project badge', async ({ page, request }) => {
    const all: Project[] = await (await request.get('/api/projects')).json();
    const project = all.find((p) => !p.featured);
    if (!project) throw new Error('the demo studio has a project that is not featured');
    await openProject(page, project.slug);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
    await expect(page.getByText('Featured Project')).toHaveCount(0);
  });

  test(
    'the main image is the eagerly loaded, high-priority first image and thumbnails switch it',
    PHONE,
    async ({ page, request }) => {
      const project = await featuredProject(request);
      await openProject(page, project.slug);
      const { mainImage, thumbnails } = gallery(page);

      await expect(mainImage).toHaveAttribute('alt', project.gallery[0]?.alt ?? '');
      await expect(mainImage).toHaveAttribute('loading', 'eager');
      await expect(mainImage).toHaveAttribute('fetchpriority', 'high');
      await expect(thumbnails).toHaveCount(project.gallery.length);
      await expect(thumbnails.first()).toHaveAttribute('aria-pressed', 'true');

      await thumbnails.nth(2).click();
      await expect(mainImage).toHaveAttribute('alt', project.gallery[2]?.alt ?? '');
      await expect(thumbnails.nth(2)).toHaveAttribute('aria-pressed', 'true');
      await expect(thumbnails.first()).toHaveAttribute('aria-pressed', 'false');
    },
  );

  test(
    'the lightbox opens full size, moves with the arrow keys and buttons with wraparound, and Escape closes it',
    PHONE,
    async ({ page, request }) => {
      const project = await featuredProject(request);
      const count = project.gallery.length;
      const altOf = (index: number) => project.gallery[index]?.alt ?? '';
      await openProject(page, project.slug);
      const { viewFullSize, mainImage } = gallery(page);

      await viewFullSize.click();
      const lightbox = page.getByRole('dialog', { name: project.title });
      await expect(lightbox).toBeVisible();
      const image = lightbox.locator('img');
      await expect(lightbox.getByText(`1 / ${count}`)).toBeVisible();
      await expect(image).toHaveAttribute('alt', altOf(0));

      // Wraparound at both ends: first → last, last → first.
      await page.keyboard.press('ArrowLeft');
      await expect(lightbox.getByText(`${count} / ${count}`)).toBeVisible();
      await expect(image).toHaveAttribute('alt', altOf(count - 1));
      await page.keyboard.press('ArrowRight');
      await expect(lightbox.getByText(`1 / ${count}`)).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(lightbox.getByText(`2 / ${count}`)).toBeVisible();
      await expect(image).toHaveAttribute('alt', altOf(1));

      await lightbox.getByRole('button', { name: 'Next image' }).click();
      await expect(lightbox.getByText(`3 / ${count}`)).toBeVisible();
      await lightbox.getByRole('button', { name: 'Previous image' }).click();
      await expect(lightbox.getByText(`2 / ${count}`)).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(lightbox).toBeHidden();
      await expect(viewFullSize).toBeFocused();
      // The page shows the image last looked at.
      await expect(mainImage).toHaveAttribute('alt', altOf(1));
    },
  );

  test('clicking the main image opens the lightbox at that image', async ({ page, request }) => {
    const project = await featuredProject(request);
    await openProject(page, project.slug);
    const { thumbnails } = gallery(page);
    await thumbnails.nth(1).click();
    await page.getByRole('region', { name: 'Gallery' }).getByRole('figure').click();
    const lightbox = page.getByRole('dialog', { name: project.title });
    await expect(lightbox.getByText(`2 / ${project.gallery.length}`)).toBeVisible();
    await lightbox.getByRole('button', { name: 'Close' }).click();
    await expect(lightbox).toBeHidden();
  });

  test('related projects: More Living Room Projects lists the other projects of the category with at most two tags', async ({
    page,
    request,
  }) => {
    const project = await livingRoomProject(request);
    const related = await relatedOf(request, project);
    expect(related.length).toBeGreaterThan(0);
    await openProject(page, project.slug);

    const section = page.getByRole('region', { name: 'More Living Room Projects' });
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('More Living Room Projects');
    const cards = section.getByRole('listitem').filter({ has: page.getByRole('link') });
    await expect(cards).toHaveCount(related.length);

    for (const [index, expected] of related.entries()) {
      const card = cards.nth(index);
      const link = card.getByRole('link', { name: expected.title, exact: true });
      await expect(link).toHaveAttribute('href', `/projects/${expected.slug}`);
      await expect(card).toContainText(expected.location);
      await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(
        expected.tags.slice(0, 2),
      );
      const image = card.locator('img');
      await expect(image).toHaveAttribute('alt', expected.title);
      await expect(image).toHaveAttribute('loading', 'lazy');
      await image.scrollIntoViewIfNeeded();
      expect((await image.boundingBox())?.height).toBeCloseTo(256, 0);
    }
  });

  test('a related card opens that project at the top of the page, its gallery at the first image', async ({
    page,
    request,
  }) => {
    const project = await livingRoomProject(request);
    const [next] = await relatedOf(request, project);
    if (!next) throw new Error('the living-room project has related projects');
    await openProject(page, project.slug);
    await gallery(page).thumbnails.nth(2).click();

    const link = page
      .getByRole('region', { name: 'More Living Room Projects' })
      .getByRole('link', { name: next.title, exact: true });
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await link.click();

    await expect(page).toHaveURL(new RegExp(`/projects/${next.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(gallery(page).thumbnails.first()).toHaveAttribute('aria-pressed', 'true');
  });

  test('an unknown project answers 404 with Project Not Found and a link back to /portfolio', async ({ page }) => {
    const response = await page.goto('/projects/no-such-project');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project Not Found');
    await expect(page.getByText("The project you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Portfolio' })).toHaveAttribute(
      'href',
      '/portfolio',
    );
  });

  test('the page describes the project as a CreativeWork by the studio', async ({ page, request }) => {
    const project = await featuredProject(request);
    await openProject(page, project.slug);
    const items = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>));
    const work = items.find((item) => item['@type'] === 'CreativeWork');
    expect(work).toMatchObject({
      name: project.title,
      genre: formatCategory(project.category),
      keywords: project.tags.join(', '),
      creator: { '@id': expect.stringMatching(/\/#studio$/) },
      url: expect.stringMatching(new RegExp(`^https?://.+/projects/${project.slug}$`)),
      image: expect.arrayContaining([expect.stringMatching(/^https?:\/\/.+\/media\/.+\.jpg$/)]),
    });
  });

  test('axe finds no violations on a project page', PHONE, async ({ page, request }) => {
    const project = await featuredProject(request);
    await openProject(page, project.slug);
    await expectNoAxeViolations(page);
  });

  test('axe finds no violations with the lightbox open', PHONE, async ({ page, request }) => {
    const project = await featuredProject(request);
    await openProject(page, project.slug);
    await gallery(page).viewFullSize.click();
    await expect(page.getByRole('dialog', { name: project.title })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('axe finds no violations on the not-found page', PHONE, async ({ page }) => {
    await page.goto('/projects/no-such-project');
    await expectNoAxeViolations(page);
  });
});
