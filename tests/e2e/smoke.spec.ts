import { axeOn, expectNoAxeViolations } from './support/axe.ts';
import { expect, PHONE, test } from './support/test.ts';

test.describe('the foundation', () => {
  test('the home page is rendered on the server with the demo studio and its featured projects', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/', { headers: { 'User-Agent': 'Mozilla/5.0 Chrome/156' } })).text();
    // Server-rendered: the content is in the HTML before any script runs.
    expect(html).toContain('Featured Projects');
    expect(html).toMatch(/<title>[^<]+<\/title>/);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const featured = page.getByRole('region', { name: 'Featured Projects' }).getByRole('listitem');
    expect(await featured.count()).toBeGreaterThan(0);
    // Images are served: the first card's image has decoded pixels.
    const firstImage = featured.first().getByRole('img');
    await firstImage.scrollIntoViewIfNeeded();
    await expect
      .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('navigation moves between pages without a reload and marks the active entry', PHONE, async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const phone = await menuButton.isVisible();
    // On a phone the entries live in the drawer (layout.spec.ts covers its rules).
    const go = async (name: string) => {
      if (phone) await menuButton.click();
      const scope = phone ? page.getByRole('dialog') : page;
      await scope.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
    };
    const activeEntry = async () => {
      if (phone) await menuButton.click();
      const scope = phone ? page.getByRole('dialog') : page;
      const name = await scope.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]').textContent();
      if (phone) await page.keyboard.press('Escape');
      return name;
    };
    expect(await activeEntry()).toBe('Home');
    // Marks this document; a full page load would lose it.
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    for (const [name, path] of [
      ['Portfolio', '/portfolio'],
      ['About', '/about'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
    ] as const) {
      await go(name);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      // The address changes before React commits the new page (navigation renders in a transition),
      // so wait for the mark to move rather than reading it once.
      await expect.poll(activeEntry).toBe(name);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('an unknown path answers 404 with the Page Not Found page inside the site layout', async ({ page }) => {
    const response = await page.goto('/no-such-page/anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Larch & Lime' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('the footer reads the studio settings', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(
      'Creating thoughtful, elegant interiors that reflect your unique style and enhance your daily life.',
    );
    await expect(footer.getByRole('heading', { name: 'Services' })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  });

  // Each page's own spec runs axe on it (home, portfolio, about, blog, contact, project); the site's
  // Page Not Found page has none but this.
  test('axe finds no violations on /missing', PHONE, async ({ page }) => {
    await page.goto('/missing');
    await expectNoAxeViolations(page);
  });

  // Lighthouse runs axe's label-in-name rule, which axe itself leaves off (experimental): a link
  // named by aria-labelledby must still contain the text it shows (WCAG 2.5.3). The cards are named
  // by their titles, so a category badge or a location inside the link would break it.
  for (const where of ['/', '/portfolio', '/blog', 'a project page']) {
    test(`every named link on ${where} contains its visible text`, async ({ page, request }) => {
      const [project] = (await (await request.get('/api/projects')).json()) as Array<{ slug: string }>;
      await page.goto(where.startsWith('/') ? where : `/projects/${project?.slug}`);
      const results = await axeOn(page).withRules(['label-content-name-mismatch']).analyze();
      expect(results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([]);
    });
  }
});
