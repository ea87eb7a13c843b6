import type { Page } from '@playwright/test';
import type { Lead } from '#shared/admin/leads.ts';
import { sameOrigin, signInViaApi, uniqueName } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_USERNAME } from './support/e2e-secrets.ts';
import { untilKeyboardSensorListens } from './support/sortable.ts';
import { expect, PHONE, test } from './support/test.ts';

/**
 * The pipeline board (`/admin/pipeline`, issue 27): a card moves by keyboard (Space, arrow, Space)
 * and by its visible "Move to…" menu (WCAG 2.5.7), and the board passes axe at both sizes. The
 * rules of a move (status, audit, first response) are the integration tests' (pipeline.routes.db.test.ts).
 */

const isPhone = () => test.info().project.name.startsWith('mobile');

async function createLead(page: Page, firstName: string): Promise<Lead> {
  const response = await page.request.post('/api/leads', {
    headers: sameOrigin(),
    data: { email: `${firstName}@example.com`, firstName, lastName: 'Pipeline' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Lead;
}

const column = (page: Page, stage: string) => page.getByRole('list', { name: stage, exact: true });

test('a card moves by keyboard and by its Move to menu; the board passes axe', PHONE, async ({ page }) => {
  await signInViaApi(page, E2E_ADMIN_USERNAME, E2E_ADMIN_PASSWORD);
  const name = uniqueName('pipe');
  await createLead(page, name);
  await page.goto('/admin/pipeline');
  await expect(page.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeVisible();
  const card = (stage: string) => column(page, stage).getByRole('listitem').filter({ hasText: name });
  await expect(card('New')).toBeVisible();
  await expectNoAxeViolations(page, { what: 'pipeline board' });

  if (!isPhone()) {
    // Keyboard: the grip picks the card up, an arrow goes to the next stage, Space drops it there.
    const grip = page.getByRole('button', { name: `Move ${name} Pipeline to another stage` });
    // Each key waits for dnd-kit's own answer: on a busy machine a key pressed before the pick-up
    // has measured the columns is lost.
    await grip.focus();
    await page.keyboard.press('Space');
    await expect(grip).toHaveAttribute('aria-pressed', 'true');
    // the live region keeps only the newest announcement: after the pick-up, where the card is
    await expect(page.getByText(new RegExp(`^${name}\\b.* is over New\\.$`))).toBeAttached();
    await untilKeyboardSensorListens(page);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(new RegExp(`^${name}\\b.* is over Contacted\\.$`))).toBeAttached();
    await page.keyboard.press('Space');
    await expect(card('Contacted')).toBeVisible();
  }

  // The visible buttons: Move to… opens the stages; one click moves the card.
  const from = isPhone() ? 'New' : 'Contacted';
  await card(from)
    .getByRole('button', { name: /^Move to…/ })
    .click();
  await expectNoAxeViolations(page, { what: 'pipeline board with a Move to menu open' });
  await card(from).getByRole('button', { name: 'Move to Proposal sent' }).click();
  await expect(card('Proposal sent')).toBeVisible();
  await expect(card(from)).toHaveCount(0);
});
