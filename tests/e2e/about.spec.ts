import { expectNoAxeViolations } from './support/axe.ts';
import { expect, PHONE, test } from './support/test.ts';

test.describe('/about', () => {
  test('tells the story, names the designer, shows three live statistics and the six service cards', async ({
    page,
    request,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The story of Larch & Lime');
    await expect(page.getByRole('region', { name: 'Our story' }).locator('p').first()).not.toBeEmpty();
    await expect(page.getByRole('heading', { name: 'Maren Holloway' })).toBeVisible();
    const projects = (await (await request.get('/api/projects')).json()) as unknown[];
    const testimonials = (await (await request.get('/api/testimonials')).json()) as unknown[];
    const figures = page.getByRole('region', { name: 'The studio in numbers' });
    await expect(figures.getByRole('definition')).toHaveText([
      String(projects.length),
      String(testimonials.length),
      '15',
    ]);
    const services = page.getByRole('region', { name: 'Services' }).getByRole('heading', { level: 3 });
    await expect(services).toHaveText([
      'Full Home Design',
      'Room Redesign',
      'Design Consultation',
      'Color & Material Selection',
      'Space Planning',
      'Project Management',
    ]);
  });

  test('shows every testimonial with its rating, quote, name and project', async ({ page, request }) => {
    const testimonials = (await (await request.get('/api/testimonials')).json()) as Array<{
      id: number;
      name: string;
      content: string;
      rating: number;
      project: string | null;
    }>;
    await page.goto('/about');
    for (const t of testimonials) {
      const item = page.locator(`#testimonial-${t.id}`);
      await expect(item.getByRole('img', { name: `Rated ${t.rating} out of 5` })).toBeVisible();
      await expect(item.getByRole('blockquote')).toContainText(t.content);
      await expect(item).toContainText(t.name);
      if (t.project) await expect(item).toContainText(t.project);
    }
  });

  test('axe finds no violations', PHONE, async ({ page }) => {
    await page.goto('/about');
    await expectNoAxeViolations(page);
  });
});
