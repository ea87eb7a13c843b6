import { PUBLIC_PAGES } from './support/public-pages.ts';
import { expect, PHONE, test } from './support/test.ts';

/**
 * Issue 12: public pages ask for their scripts only after their first frame (ADR 015), so on a
 * slow phone a visitor sees and uses each page a while before it hydrates. What they see then is
 * the server's HTML alone: these tests turn JavaScript off to look at exactly that.
 */

test.describe('a public page before its JavaScript has loaded', () => {
  test.use({ javaScriptEnabled: false });

  // The HTML is the same at any width; the picture is not: a phone picks a smaller file from the
  // srcset. So the home page, whose first picture is the hero, is looked at on a phone too.
  for (const path of PUBLIC_PAGES) {
    test(
      `${path} shows its content and pictures, and every link on it leads somewhere`,
      path === '/' ? PHONE : {},
      async ({ page, request }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

        // No script draws the pictures: they are in the HTML and load on their own.
        const pictures = page.locator('main img');
        if ((await pictures.count()) > 0) {
          await expect
            .poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
            .toBe(true);
        }

        // Every link to another page of the site is a plain link that answers.
        const hrefs = await page
          .locator('a[href^="/"]')
          .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
        expect(hrefs.length).toBeGreaterThan(0);
        for (const href of hrefs) {
          const answer = await request.get(href, { maxRedirects: 0 });
          expect(answer.status(), href).toBeLessThan(400);
        }
        // Every part is in its place: none waits, hidden, for a script to move it in (entry.server.tsx).
        // React Router's own loader data may come that way, as scripts and React's placeholders for
        // more of them: no content does.
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expect(page.locator('div[hidden][id^="S:"] > :not(script, template[id^="B:"])')).toHaveCount(0);
        // No axe here: it runs in the page, which JavaScript off forbids. The page specs run it on
        // the hydrated page, whose DOM hydration keeps identical to this one.
      },
    );
  }

  test(
    'on a phone the menu button opens the menu: the logo and the five entries, closed by its control and by Escape',
    PHONE,
    async ({ page }) => {
      test.skip((page.viewportSize()?.width ?? 1440) >= 768, 'the menu button is the small-screen layout');
      await page.goto('/blog');
      const open = page.getByRole('button', { name: 'Open menu' });
      const menu = page.getByRole('dialog', { name: 'Menu', includeHidden: true });
      await expect(menu).toBeHidden();
      await open.click();
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Larch & Lime' })).toBeVisible();
      const entries = menu.getByRole('navigation', { name: 'Main' }).getByRole('link');
      await expect(entries).toHaveText(['Home', 'Portfolio', 'About', 'Blog', 'Contact']);
      await expect(menu.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
      // From the right, three quarters of the width, like the drawer.
      const width = page.viewportSize()?.width ?? 0;
      const box = await menu.boundingBox();
      expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(width);
      expect(box?.width).toBeCloseTo(width * 0.75, 0);

      await menu.getByRole('button', { name: 'Close menu' }).click();
      await expect(menu).toBeHidden();
      await open.click();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await open.click();
      await entries.filter({ hasText: 'About' }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  );

  test('a visitor goes from the home page to the portfolio to a project by its links', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'View our work' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const firstProject = page.locator('main a[href^="/projects/"]').first();
    const href = await firstProject.getAttribute('href');
    await firstProject.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('the picture a phone paints first', () => {
  // On a phone the first card's picture is the largest thing on the first screen: lazy, it would
  // wait for layout before it is even requested (Lighthouse's lcp-lazy-loaded).
  for (const path of ['/portfolio', '/blog']) {
    test(`${path}: the first card's picture (the first in the page) is the one high-priority image, the others stay lazy`, async ({
      request,
    }) => {
      const html = await (await request.get(path, { headers: { 'User-Agent': 'Mozilla/5.0 Chrome/156' } })).text();
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      const images = main.match(/<img[^>]*>/gi) ?? [];
      expect(images.length).toBeGreaterThan(1);
      const [first, ...rest] = images;
      expect(first).toMatch(/fetchpriority="high"/i);
      expect(first).toMatch(/loading="eager"/);
      for (const image of rest) expect(image).toMatch(/loading="lazy"/);
    });
  }
});
