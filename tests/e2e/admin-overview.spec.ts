import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Language, Theme } from '#shared/admin/auth.ts';
import type { Overview } from '#shared/admin/overview.ts';
import { signInAs, signInAsNewUser } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, PHONE, test } from './support/test.ts';

function sameOrigin(): Record<string, string> {
  return { Origin: new URL(test.info().project.use.baseURL ?? '').origin };
}

async function choose(page: Page, preferences: { theme?: Theme; language?: Language }) {
  const response = await page.request.patch('/api/auth/preferences', { headers: sameOrigin(), data: preferences });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto('/admin');
}

async function overviewFromApi(page: Page): Promise<Overview> {
  const response = await page.request.get('/api/admin/overview');
  expect(response.status()).toBe(200);
  return (await response.json()) as Overview;
}

/** A stat card, by its exact label (a featured item's badge says 'Testimonial', not 'Testimonials'). */
function card(page: Page, label: string) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) });
}

test.describe('/admin: the Overview tab (D27)', () => {
  // The tab's journey, at both sizes, in one visit: what it shows is read-only.
  test(
    'lists this sign-in under Recent Activity; shows the four stat cards with the studio’s live counts; links the featured items to their public pages, in a new tab; draws both charts, each with the same numbers as a table',
    PHONE,
    async ({ page, request }) => {
      // An account of its own: its sign-in is the newest line.
      const { username } = await signInAsNewUser(page, request, 'admin');
      await page.goto('/admin');
      // First, while this sign-in is still 'now'.
      const activity = page.getByRole('region', { name: 'Recent Activity' });
      const line = activity.getByRole('listitem').filter({ hasText: `${username} signed in` });
      await expect(line).toHaveCount(1);
      await expect(line.locator('time')).toHaveText('now');
      await expect(line.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);

      const projects = (await (await page.request.get('/api/projects')).json()) as unknown[];
      const testimonials = (await (await page.request.get('/api/testimonials')).json()) as unknown[];
      const { stats, featured } = await overviewFromApi(page);
      // The seeded studio: every project and testimonial is public, so the public lists agree.
      expect(stats.projects.total).toBe(projects.length);
      expect(stats.testimonials.total).toBe(testimonials.length);
      await expect(card(page, 'Total Projects')).toContainText(String(stats.projects.total));
      await expect(card(page, 'Total Projects')).toContainText(`${stats.projects.featured} featured`);
      await expect(card(page, 'Blog Posts')).toContainText(String(stats.posts.total));
      await expect(card(page, 'Blog Posts')).toContainText(`${stats.posts.published} published`);
      await expect(card(page, 'Testimonials')).toContainText(String(stats.testimonials.total));
      await expect(card(page, 'Testimonials')).toContainText(`${stats.testimonials.fiveStar} with 5 stars`);
      await expect(card(page, 'Testimonials').locator('svg.lucide-star')).toHaveCount(5);
      await expect(card(page, 'Lookbook Projects')).toContainText(String(stats.lookbook.inLookbook));
      await expect(card(page, 'Lookbook Projects')).toContainText(`${stats.lookbook.inBanner} in banner`);

      expect(featured.length).toBeGreaterThan(0);
      const links = page.getByRole('region', { name: 'Featured Content' }).getByRole('link');
      await expect(links).toHaveCount(featured.length);
      for (const [i, item] of featured.entries()) {
        await expect(links.nth(i)).toHaveAttribute('href', item.href);
        await expect(links.nth(i)).toHaveAttribute('target', '_blank');
        await expect(links.nth(i)).toContainText(item.title);
      }
      const project = featured.find((item) => item.kind === 'project');
      expect(project).toBeDefined();
      const [opened] = await Promise.all([
        page.waitForEvent('popup'),
        links.filter({ hasText: project?.title ?? '' }).click(),
      ]);
      await expect(opened.getByRole('heading', { level: 1 })).toHaveText(project?.title ?? '');
      await opened.close();

      // A lead made now lands in the current week, the chart's last.
      const enquiry = await page.request.post('/api/contact', {
        headers: { ...sameOrigin(), 'X-Forwarded-For': `203.0.113.${(process.pid % 200) + 20}` },
        data: {
          firstName: 'Ines',
          lastName: 'Okafor',
          email: `ines@overview-${randomBytes(4).toString('hex')}.example`,
          message: 'A calm bedroom, please.',
        },
      });
      expect(enquiry.status(), await enquiry.text()).toBe(200);
      await page.goto('/admin');

      const leads = page.getByRole('region', { name: 'New leads per week' });
      await expect(leads.locator('.recharts-bar-rectangle').first()).toBeVisible();
      await leads.getByText('Show as table').click();
      const leadsTable = leads.getByRole('table', { name: 'New leads per week by source, the last 12 weeks' });
      await expect(leadsTable.locator('tbody tr')).toHaveCount(12);
      await expect(leadsTable.getByRole('columnheader', { name: 'Contact form' })).toBeVisible();
      const thisWeek = leadsTable.locator('tbody tr').last().getByRole('cell');
      expect(Number(await thisWeek.first().textContent())).toBeGreaterThanOrEqual(1);

      const sends = page.getByRole('region', { name: 'E-mail sends (30 days)' });
      await expect(sends.locator('svg.recharts-surface')).toBeVisible();
      await sends.getByText('Show as table').click();
      const sendsTable = sends.getByRole('table', {
        name: 'E-mail sends per day by outcome, with the bounces and spam reports heard, the last 30 days',
      });
      await expect(sendsTable.locator('tbody tr')).toHaveCount(30);
      // Development mode only records the studio's notification of that enquiry: not counted as
      // sent (overview.service.db.test.ts counts each outcome).
    },
  );

  // The light theme at both sizes, the dark one at desktop size. The only scan of this tab in each
  // theme (admin-shell.spec.ts leaves it to this spec).
  for (const theme of ['light', 'dark'] as const) {
    test(
      `passes axe in the ${theme} theme, charts and tables included`,
      theme === 'light' ? PHONE : {},
      async ({ page, request }) => {
        // axe walks two charts and two tables: seconds of work on a busy machine.
        test.slow();
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await signInAs(page, request, 'editor', { theme });
        await page.goto('/admin');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(
          page.getByRole('region', { name: 'E-mail sends (30 days)' }).locator('svg.recharts-surface'),
        ).toBeVisible();
        for (const summary of await page.getByText('Show as table').all()) await summary.click();
        // the two charts' tables, and the pipeline's stages (issue 27: an editor may read leads)
        await expect(page.getByRole('table')).toHaveCount(3);
        await expectNoAxeViolations(page);
      },
    );
  }

  test('speaks Spanish and French', async ({ page, request }) => {
    // Three full loads of the dashboard.
    test.slow();
    // An account of its own: the test changes its language.
    await signInAsNewUser(page, request, 'viewer');
    await choose(page, { language: 'es' });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Contenido destacado',
      'Actividad reciente',
      'Nuevos contactos por semana',
      'Envíos de correo (30 días)',
    ]);
    await expect(card(page, 'Proyectos en total')).toContainText('Destacados:');

    await choose(page, { language: 'fr' });
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Contenu en vedette',
      'Activité récente',
      'Nouveaux prospects par semaine',
      'Envois d’e-mails (30 jours)',
    ]);
    await expect(page.getByRole('region', { name: 'Activité récente' })).toContainText('Connexion de');
  });

  test('says when the overview cannot be loaded, and tries again on request', async ({ page, request }) => {
    let refused = 0;
    await page.route('**/api/admin/overview', async (route) => {
      if (refused++ === 0) {
        await route.fulfill({ status: 503, json: { message: 'The server is busy. Please try again in a moment.' } });
      } else {
        await route.continue();
      }
    });
    await signInAs(page, request, 'viewer');
    await page.goto('/admin');
    const alert = page.getByRole('alert').filter({ hasText: 'The overview could not be loaded.' });
    await expect(alert).toContainText('The server is busy. Please try again in a moment.');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'Featured Content' })).toBeVisible();
    await expect(alert).toHaveCount(0);
    expect(refused).toBe(2);
  });
});
