import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, PHONE, test } from './support/test.ts';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1440) < 768;

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

test.describe('navigation', () => {
  test('an entry is active when the address starts with its path; Home only on exactly /', async ({ page }) => {
    test.skip(isMobile(page), 'the pill navigation is the desktop layout');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const [post] = (await (await page.request.get('/api/blog')).json()) as Array<{ slug: string }>;
    await page.goto(`/blog/${post?.slug}`);
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await page.goto('/');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('choosing an entry scrolls the new page to the top', async ({ page }) => {
    test.skip(isMobile(page), 'the drawer is covered below');
    // Hydrated first: a click before it is a full page load, not the smooth scroll this is about.
    await page.goto('/about');
    await scrollTo(page, 900);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('on wide screens the entries sit in a pill group and there is no menu button', async ({ page }) => {
    test.skip(isMobile(page), 'desktop only');
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test.describe('the mobile drawer', PHONE, () => {
    test.beforeEach(({ page }) => {
      test.skip(!isMobile(page), 'small screens only');
    });

    test('opens from the menu button with the logo and the five entries; choosing one closes it', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer).toBeVisible();
      // Hydrated, the button opens the drawer alone, not the menu it opens before the scripts.
      await expect(page.locator('#menu-before-scripts')).toBeHidden();
      await expect(drawer.getByRole('link', { name: 'Larch & Lime' })).toBeVisible();
      const entries = drawer.getByRole('navigation', { name: 'Main' }).getByRole('link');
      await expect(entries).toHaveText(['Home', 'Portfolio', 'About', 'Blog', 'Contact']);
      const viewportWidth = page.viewportSize()?.width ?? 0;
      // It slides in from the right (300 ms): measure once it has come to rest against the right edge.
      await expect
        .poll(async () => {
          const box = await drawer.boundingBox();
          return Math.round((box?.x ?? 0) + (box?.width ?? 0));
        })
        .toBe(viewportWidth);
      expect((await drawer.boundingBox())?.width).toBeCloseTo(viewportWidth * 0.75, 0);
      await entries.filter({ hasText: 'Portfolio' }).click();
      await expect(page).toHaveURL(/\/portfolio$/);
      await expect(drawer).toBeHidden();
    });

    test('the menu a phone opens before the scripts have loaded passes axe, open', async ({ page }) => {
      // no-javascript.spec.ts uses it with JavaScript off; axe needs it on, so it is opened by hand.
      await page.goto('/');
      await page.evaluate(() => document.getElementById('menu-before-scripts')?.showPopover());
      await expect(page.locator('#menu-before-scripts')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('closes on its close control, on Escape and on the logo', async ({ page }) => {
      await page.goto('/about');
      const open = page.getByRole('button', { name: 'Open menu' });
      const drawer = page.getByRole('dialog');
      await open.click();
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(drawer).toBeHidden();
      await open.click();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(open).toBeFocused();
      await open.click();
      await drawer.getByRole('link', { name: 'Larch & Lime' }).click();
      await expect(drawer).toBeHidden();
      await expect(page).toHaveURL(/\/$/);
    });
  });
});

test.describe('floating controls', () => {
  test('back to top appears after 300 px of scrolling and returns to the top', async ({ page }) => {
    await page.goto('/portfolio');
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeHidden();
    await scrollTo(page, 300);
    await expect(button).toBeHidden();
    await scrollTo(page, 301);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('the consultation button appears on the home page after 500 px and offers e-mail and phone', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Free consultation' });
    await scrollTo(page, 500);
    await expect(button).toBeHidden();
    await scrollTo(page, 501);
    await expect(button).toBeVisible();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: 'Book a consultation' });
    const footer = page.getByRole('contentinfo');
    const email = (await footer.getByRole('link', { name: /@/ }).textContent()) ?? '';
    await expect(panel.getByRole('link', { name: email })).toHaveAttribute('href', new RegExp(`^mailto:${email}`));
    await expect(panel.getByRole('link', { name: /555/ })).toHaveAttribute('href', /^tel:/);
    await button.click();
    await expect(panel).toBeHidden();
  });

  test('the consultation button belongs to the home page only', async ({ page }) => {
    await page.goto('/about');
    await scrollTo(page, 800);
    await expect(page.getByRole('button', { name: 'Free consultation' })).toBeHidden();
  });
});

test.describe('footer', () => {
  test('has the studio, its services and its contact details, with only the social links it has', async ({ page }) => {
    await page.goto('/contact');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Services' })).toBeVisible();
    await expect(footer.getByRole('listitem').filter({ hasText: 'Kitchen & Bath' })).toBeVisible();
    await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', /instagram\.com/);
    await expect(footer.getByRole('link', { name: /Pinterest/ })).toHaveAttribute('href', /pinterest\.com/);
    await expect(footer.getByRole('link', { name: /Facebook|Houzz/ })).toHaveCount(0);
  });
});

test.describe('toasts', () => {
  // A swipe is a phone's gesture, and a phone shows the toast across the top of the screen.
  test(
    'one at a time: a new toast replaces the previous; each closes after 5 s or a swipe right',
    PHONE,
    async ({ page }) => {
      await page.clock.install();
      await page.goto('/portfolio');
      await page.getByRole('button', { name: 'Download the Lookbook' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Download the Lookbook' }).click();
      const toasts = page.getByRole('region', { name: /Notifications/ }).locator('li');
      await expect(toasts).toHaveCount(1);
      await expect(toasts.first()).toContainText('Missing Information');
      await page.route('**/api/lookbook/download', (route) =>
        route.fulfill({ status: 503, json: { message: 'The lookbook is being updated.' } }),
      );
      await dialog.getByLabel('Name').fill('Ada Park');
      await dialog.getByLabel('Email').fill('ada@example.com');
      await dialog.getByRole('button', { name: 'Download the Lookbook' }).click();
      await expect(toasts).toHaveCount(1);
      await expect(toasts.first()).toContainText('The lookbook is being updated.');
      await page.clock.runFor(5100);
      await expect(toasts).toHaveCount(0);

      await dialog.getByRole('button', { name: 'Download the Lookbook' }).click();
      await expect(toasts).toHaveCount(1);
      const box = await toasts.first().boundingBox();
      if (!box) throw new Error('toast not laid out');
      await page.mouse.move(box.x + 20, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + 60, box.y + box.height / 2, { steps: 5 });
      await page.mouse.move(box.x + 120, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
      await expect(toasts).toHaveCount(0);
    },
  );
});
