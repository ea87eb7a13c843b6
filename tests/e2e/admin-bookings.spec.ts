import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { AdminBooking } from '#shared/booking.ts';
import { zoneOffsetAt } from '#shared/wall-clock.ts';
import { openTab, sameOrigin, toast, uniqueName } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, PHONE, test } from './support/test.ts';

/**
 * Bookings in the admin (`/admin/bookings`, issue 27): staff move and cancel a consultation, and
 * block a time. Parallel tests share one server and its no-overlap rule, so each works in a week
 * of its own, picked at random years ahead (staff are not held to the booking horizon), and finds
 * its bookings by a name of its own. The week grid's placement (zones, the clock changes) is proven
 * in app/features/admin/bookings/week-grid.test.ts.
 */

/** A Monday years ahead, 'YYYY-MM-DD', unlikely to be another test's. */
function farMonday(): string {
  const monday = Date.UTC(2030, 0, 7) + randomInt(0, 400) * 7 * 86_400_000;
  return new Date(monday).toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The instant a studio clock in `zone` reads `day` `hh:mm`. */
function studioInstant(day: string, hhmm: string, zone: string): string {
  const asUtc = Date.parse(`${day}T${hhmm}:00Z`);
  return new Date(asUtc - zoneOffsetAt(asUtc - zoneOffsetAt(asUtc, zone), zone)).toISOString();
}

/** The admin API through the page's own session. */
function api(page: Page) {
  const headers = sameOrigin();
  return {
    zone: async (): Promise<string> => {
      const response = await page.request.get('/api/admin/settings', { headers });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { timeZone: string }).timeZone;
    },
    lead: async (name: string): Promise<number> => {
      const response = await page.request.post('/api/leads', {
        headers,
        data: { firstName: name, lastName: 'Booker', email: `${name}@example.com`, source: 'manual' },
      });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { id: number }).id;
    },
    firstType: async (): Promise<number> => {
      const response = await page.request.get('/api/admin/booking/types', { headers });
      const types = (await response.json()) as Array<{ id: number; active: boolean }>;
      const active = types.find((type) => type.active);
      if (!active) throw new Error('the demo studio has no active consultation type');
      return active.id;
    },
    book: async (body: { typeId: number; leadId: number; start: string }): Promise<AdminBooking> => {
      const response = await page.request.post('/api/admin/bookings', { headers, data: body });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as AdminBooking;
    },
    week: async (monday: string): Promise<AdminBooking[]> => {
      const response = await page.request.get(`/api/admin/bookings?from=${monday}&to=${addDays(monday, 6)}`, {
        headers,
      });
      expect(response.status()).toBe(200);
      return (await response.json()) as AdminBooking[];
    },
  };
}

test.describe('Bookings', () => {
  test(
    'staff move a consultation to another time, then cancel it; the visitor is told',
    PHONE,
    async ({ page, request }) => {
      test.slow(); // a booking made, moved and cancelled, with three axe runs, while other specs write
      await openTab(page, request, { path: '/admin/bookings?view=list', heading: 'Bookings' });
      const calls = api(page);
      const zone = await calls.zone();
      const name = uniqueName('visitor');
      const leadId = await calls.lead(name);
      const monday = farMonday();
      const booking = await calls.book({
        typeId: await calls.firstType(),
        leadId,
        start: studioInstant(monday, '10:00', zone),
      });

      // The week grid shows the Monday (on a phone, the week's first day when today is not in it).
      await page.goto(`/admin/bookings?view=week&week=${monday}`);
      const inGrid = page.getByRole('button', { name: new RegExp(name) });
      await expect(inGrid).toBeVisible();
      await expectNoAxeViolations(page, { what: 'the week' });
      await inGrid.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('link', { name: new RegExp(`Open the lead: ${name}`) })).toHaveAttribute(
        'href',
        `/admin/leads/${leadId}`,
      );
      await expectNoAxeViolations(page, { what: 'the booking' });

      await dialog.getByRole('button', { name: 'Reschedule' }).click();
      await expect(dialog.getByRole('textbox', { name: 'Day', exact: true })).toBeFocused();
      await dialog.getByLabel('Or another time').fill(`${addDays(monday, 1)}T14:30`);
      await expect(dialog.getByText('The visitor is told by e-mail')).toBeVisible();
      await expectNoAxeViolations(page, { what: 'reschedule' });
      await dialog.getByRole('button', { name: 'Save new time' }).click();
      await expect(toast(page).getByText('Booking moved')).toBeVisible();
      const moved = (await calls.week(monday)).find((row) => row.id === booking.id);
      expect(moved?.start).toBe(studioInstant(addDays(monday, 1), '14:30', zone));

      // On a phone the Tuesday is chosen from the week's row of days.
      if (test.info().project.name.startsWith('mobile')) {
        await page.getByRole('button', { name: /^Tuesday/ }).click();
      }
      const tuesdayColumn = page.getByRole('region', { name: /Tuesday/ });
      await expect(tuesdayColumn.getByRole('button', { name: new RegExp(name) })).toBeVisible();
      await tuesdayColumn.getByRole('button', { name: new RegExp(name) }).click();
      await dialog.getByRole('button', { name: 'Cancel booking' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Cancel this consultation?' });
      await expect(confirm).toContainText('The visitor is told by e-mail');
      await expectNoAxeViolations(page, { what: 'the cancel question' });
      await confirm.getByRole('button', { name: 'Cancel booking' }).click();
      await expect(toast(page).getByText('Booking cancelled')).toBeVisible();
      await expect(page.getByRole('button', { name: new RegExp(name) })).toHaveCount(0);
      const cancelled = (await calls.week(monday)).find((row) => row.id === booking.id);
      expect(cancelled?.status).toBe('cancelled');
    },
  );

  test('Block time: the window shows in its week, with its note', async ({ page, request }) => {
    await openTab(page, request, { path: '/admin/bookings', heading: 'Bookings' });
    const calls = api(page);
    const zone = await calls.zone();
    const monday = farMonday();
    const note = uniqueName('site-visit');
    await page.getByRole('button', { name: 'Block time' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block time' });
    await dialog.getByLabel('From').fill(`${addDays(monday, 2)}T09:00`);
    await dialog.getByLabel('Until').fill(`${addDays(monday, 2)}T08:00`);
    await dialog.getByLabel('Note').fill(note);
    await dialog.getByRole('button', { name: 'Block this time' }).click();
    // The server refuses a window that ends before it starts, and nothing is blocked.
    await expect(toast(page).getByText('The window must end after it starts.')).toBeVisible();
    expect((await calls.week(monday)).filter((row) => row.note === note)).toEqual([]);
    await expectNoAxeViolations(page, { what: 'block time' });

    await dialog.getByLabel('Until').fill(`${addDays(monday, 2)}T12:00`);
    await dialog.getByRole('button', { name: 'Block this time' }).click();
    await expect(toast(page).getByText('Time blocked')).toBeVisible();
    const [block] = (await calls.week(monday)).filter((row) => row.note === note);
    expect(block).toMatchObject({
      kind: 'block',
      start: studioInstant(addDays(monday, 2), '09:00', zone),
      end: studioInstant(addDays(monday, 2), '12:00', zone),
    });

    await page.goto(`/admin/bookings?view=week&week=${monday}`);
    const wednesday = page.getByRole('region', { name: /Wednesday/ });
    await expect(wednesday.getByRole('button', { name: new RegExp(`Blocked: ${note}`) })).toBeVisible();
  });

  test('the list and the booking settings pass axe', PHONE, async ({ page, request }) => {
    await openTab(page, request, { path: '/admin/bookings?view=list', heading: 'Bookings' });
    await expect(page.getByRole('button', { name: 'List', pressed: true })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page, { what: 'the list' });
    await page.getByRole('tab', { name: 'Booking settings' }).click();
    await expect(page).toHaveURL(/tab=settings/);
    await expect(page.getByRole('heading', { name: 'Availability' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save availability' })).toBeVisible();
    await expectNoAxeViolations(page, { what: 'booking settings' });
    await page.getByRole('button', { name: 'Add type' }).click();
    await expect(page.getByRole('dialog', { name: 'Add type' })).toBeVisible();
    await expectNoAxeViolations(page, { what: 'the type dialog' });
  });
});
