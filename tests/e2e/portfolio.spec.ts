import { expectNoAxeViolations } from './support/axe.ts';
import { expect, PHONE, test } from './support/test.ts';

interface ApiProject {
  slug: string;
  title: string;
  category: string;
  location: string;
  tags: string[];
  images: string[];
}

test.describe('/portfolio', () => {
  let projects: ApiProject[];
  test.beforeAll(async ({ request }) => {
    projects = (await (await request.get('/api/projects')).json()) as ApiProject[];
  });

  test('has a title, a lookbook button, the filters all, living-room, kitchen, bedroom, dining, and every project as a card with its badge, location and link', async ({
    page,
  }) => {
    await page.goto('/portfolio');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download the Lookbook' })).toBeVisible();
    const filters = page.getByRole('navigation', { name: 'Filter projects by category' }).getByRole('link');
    await expect(filters).toHaveText(['All', 'Living Room', 'Kitchen', 'Bedroom', 'Dining']);
    await expect(filters.first()).toHaveAttribute('aria-current', 'true');

    const cards = page.getByRole('region', { name: 'Projects' }).getByRole('article');
    await expect(cards).toHaveCount(projects.length);
    for (const [index, project] of projects.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('link', { name: project.title })).toHaveAttribute(
        'href',
        `/projects/${project.slug}`,
      );
      await expect(card).toContainText(project.location);
      await expect(card).toContainText(
        project.category
          .split('-')
          .map((w) => w[0]?.toUpperCase() + w.slice(1))
          .join(' '),
      );
    }
  });

  test('shows the first 3 tags and +N for the rest', async ({ page }) => {
    await page.goto('/portfolio');
    const project = projects.find((p) => p.tags.length > 3);
    if (!project) throw new Error('the demo needs a project with more than 3 tags');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: project.title }) });
    const tags = card.getByRole('list', { name: 'Tags' }).getByRole('listitem');
    await expect(tags).toHaveCount(4);
    await expect(tags.nth(0)).toHaveText(project.tags[0] ?? '');
    await expect(tags.nth(2)).toHaveText(project.tags[2] ?? '');
    await expect(tags.nth(3)).toContainText(`+${project.tags.length - 3}`);
  });

  test('a filter shows one category at a time, without a page load, and can be shared as a link', async ({ page }) => {
    await page.goto('/portfolio');
    await page.evaluate(() => {
      (window as unknown as { __same: boolean }).__same = true;
    });
    await page.getByRole('link', { name: 'Kitchen', exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio\?category=kitchen$/);
    const kitchens = projects.filter((p) => p.category === 'kitchen');
    const cards = page.getByRole('region', { name: 'Projects' }).getByRole('article');
    await expect(cards).toHaveCount(kitchens.length);
    await expect(page.getByRole('link', { name: 'Kitchen', exact: true })).toHaveAttribute('aria-current', 'true');
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
    await page.getByRole('link', { name: 'All', exact: true }).click();
    await expect(cards).toHaveCount(projects.length);

    // Rendered on the server too: a shared link shows the filtered list.
    const html = await (await page.request.get('/portfolio?category=dining')).text();
    for (const p of projects) {
      if (p.category === 'dining') expect(html).toContain(p.title.replaceAll('&', '&amp;'));
    }
  });

  test('hovering a card cycles through the project images', async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) < 768, 'hover needs a pointer');
    await page.clock.install();
    await page.goto('/portfolio');
    const first = page.getByRole('article').first();
    await expect(first.getByTestId('hover-preview')).toHaveCount(0);
    await first.hover();
    const preview = first.getByTestId('hover-preview');
    await expect(preview).toHaveAttribute('data-index', '1');
    await page.clock.runFor(1200);
    await expect(preview).toHaveAttribute('data-index', '2');
    await page.mouse.move(0, 0);
    await expect(preview).toHaveCount(0);
  });

  test('axe finds no violations, also with a filter on', PHONE, async ({ page }) => {
    for (const path of ['/portfolio', '/portfolio?category=bedroom']) {
      await page.goto(path);
      await expectNoAxeViolations(page, { what: path });
    }
  });
});
