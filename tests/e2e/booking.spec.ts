import type { APIRequestContext, Page } from '@playwright/test';
import { adminApi } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, PHONE, test } from './support/test.ts';
import { actAsNewVisitor } from './support/visitor.ts';

/**
 * Issue 27: a visitor books a consultation from `/book`, then moves and cancels it from the links
 * the confirmation (and its e-mail) carries. Every spec books its own slot of one type of its own,
 * so the specs and the two sizes never race for the same time.
 */

const TYPE = { slug: 'e2e-design-call', name: 'E2E design call' };

/** The type these journeys book, made once through the admin API (another run's stays). */
async function ensureType(request: APIRequestContext) {
  const api = await adminApi(request);
  const status = await api.attempt('POST', '/api/admin/booking/types', {
    ...TYPE,
    description: 'A conversation about your home.',
    durationMinutes: 30,
    location: 'video',
    priceText: 'Free',
  });
  expect([201, 409]).toContain(status);
}

/** From `/book` to the type's page: straight there when it is the only type, else by its card. */
async function openTypeFromBook(page: Page) {
  await page.goto('/book');
  if (!page.url().endsWith(`/book/${TYPE.slug}`)) {
    await page.getByRole('link', { name: `Choose a time for ${TYPE.name}` }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: TYPE.name })).toBeVisible();
}

/** The n-th open time of the page (each spec and size takes its own, so none races another). */
const nthSlot = (page: Page, n: number) => page.locator('input[type="radio"][name="start"]').nth(n);

/** Presses Tab until `target` has the focus (a page's header and pager links come first). */
async function tabUntil(page: Page, target: ReturnType<Page['locator']>) {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const slotFor = (project: string, journey: number) => 1 + journey * 6 + (project === 'mobile' ? 3 : 0);

test.beforeAll(async ({ request }) => ensureType(request));

test(
  'a visitor books a consultation from /book, with the keyboard alone, and gets its confirmation',
  PHONE,
  async ({ page }) => {
    await actAsNewVisitor(page);
    await openTypeFromBook(page);
    // Hydrated, the page names the visitor's zone (the browser's) and the studio's.
    await expect(page.getByTestId('zone-note')).toContainText('Times are shown in your time zone');
    await expectNoAxeViolations(page, { what: 'the booking page' });

    const n = slotFor(test.info().project.name, 0);
    const slot = nthSlot(page, n);
    const start = await slot.getAttribute('value');
    // Keyboard only: Tab into the times, the arrows move (and choose) within them, Tab on to the form.
    await tabUntil(page, nthSlot(page, 0));
    for (let i = 0; i < n; i++) await page.keyboard.press('ArrowRight');
    await expect(slot).toBeChecked();
    await expect(slot).toBeFocused();
    await tabUntil(page, page.getByLabel('First name'));
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Park');
    await page.keyboard.press('Tab');
    await page.keyboard.type(`ada.booking.${test.info().project.name}@example.com`);
    await page.keyboard.press('Tab');
    await page.keyboard.type('+1 503 555 0199');
    await page.keyboard.press('Tab');
    await page.keyboard.type('A kitchen that opens to the garden.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Send me occasional design ideas')).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Book consultation' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/book\/confirmed\/[A-Za-z0-9_-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'You’re booked' })).toBeVisible();
    await expect(page.getByText('calendar invitation is on its way')).toBeVisible();
    await expect(page.getByTestId('booking-when')).toContainText(
      new Date(start ?? '').toLocaleString('en-US', { month: 'long', day: 'numeric' }),
    );
    await expect(page.getByRole('link', { name: 'Reschedule' })).toBeVisible();
    await expectNoAxeViolations(page, { what: 'the confirmation' });
  },
);

test('the manage link moves the consultation to another time, then cancels it after a confirm step', async ({
  page,
}) => {
  await actAsNewVisitor(page);
  await openTypeFromBook(page);
  await nthSlot(page, slotFor(test.info().project.name, 1)).check();
  await page.getByLabel('First name').fill('Cy');
  await page.getByLabel('Last name').fill('Moss');
  await page.getByLabel('Email').fill(`cy.manage.${test.info().project.name}@example.com`);
  await page.getByRole('button', { name: 'Book consultation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You’re booked' })).toBeVisible();

  await page.getByRole('link', { name: 'Reschedule' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Move or cancel your consultation' })).toBeVisible();
  await expectNoAxeViolations(page, { what: 'the manage page' });
  const newTime = nthSlot(page, 2);
  const newStart = (await newTime.getAttribute('value')) ?? '';
  await newTime.check();
  await page.getByRole('button', { name: 'Move my consultation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your consultation has moved' })).toBeVisible();
  await expect(page.getByTestId('booking-when')).toContainText(
    new Date(newStart).toLocaleString('en-US', { hour: 'numeric', minute: '2-digit' }),
  );

  await page.getByRole('link', { name: 'Cancel the consultation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel this consultation?' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This consultation is cancelled' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a new time' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor books with the page’s own form, then a forged link says it is no longer valid', async ({ page }) => {
    await actAsNewVisitor(page);
    await openTypeFromBook(page);
    await expect(page.getByTestId('zone-note')).toContainText('Times are shown in the studio’s time zone');
    await page.getByRole('link', { name: 'Later dates' }).click();
    await expect(page).toHaveURL(/\?from=\d{4}-\d{2}-\d{2}$/);
    await nthSlot(page, slotFor(test.info().project.name, 2)).check();
    await page.getByLabel('First name').fill('Bea');
    await page.getByLabel('Last name').fill('Lind');
    await page.getByLabel('Email').fill(`bea.nojs.${test.info().project.name}@example.com`);
    await page.getByRole('button', { name: 'Book consultation' }).click();
    await expect(page).toHaveURL(/\/book\/confirmed\/[A-Za-z0-9_-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'You’re booked' })).toBeVisible();

    const response = await page.goto('/book/manage/not-a-link-we-ever-signed');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'This link is no longer valid' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a consultation' }).first()).toHaveAttribute('href', '/book');
  });
});
