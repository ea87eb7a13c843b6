import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, PHONE, test } from './support/test.ts';
import { actAsNewVisitor } from './support/visitor.ts';

/**
 * The lookbook dialog in the browser against the real server: the success path downloads the real
 * PDF. The failure branch is given by page.route so the server's message is exact.
 */
test.describe('the lookbook dialog', () => {
  test.beforeEach(async ({ page }) => {
    await actAsNewVisitor(page);
    await page.goto('/portfolio');
    await page.getByRole('button', { name: 'Download the Lookbook' }).click();
  });

  test('asks for name and e-mail; an empty field gives Missing Information', async ({ page }) => {
    const dialog = page.getByRole('dialog', { name: 'Download our free lookbook' });
    await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(dialog.getByLabel('Send me occasional design ideas')).not.toBeChecked();
    await dialog.getByLabel('Name').fill('Ada Park');
    await dialog.getByRole('button', { name: 'Download the Lookbook' }).click();
    const toast = page.getByRole('region', { name: /Notifications/ }).locator('li');
    await expect(toast).toContainText('Missing Information');
    await expect(toast).toContainText('Please fill in all required fields.');
    await expect(dialog).toBeVisible();
  });

  test('saves the studio’s PDF under the server’s file name, closes, resets and says so', async ({ page }) => {
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Zoë Park');
    await dialog.getByLabel('Email').fill(`zoe.${test.info().project.name}@example.com`);
    await dialog.getByLabel('Send me occasional design ideas').check();
    const download = page.waitForEvent('download');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/lookbook/download'));
    await dialog.getByRole('button', { name: 'Download the Lookbook' }).click();
    const response = await answer;
    expect(response.request().postDataJSON()).toMatchObject({ name: 'Zoë Park', consent: true, website: '' });
    expect(response.headers()['content-type']).toBe('application/pdf');
    const file = await download;
    expect(file.suggestedFilename()).toBe('larch-and-lime-design-lookbook.pdf');
    const bytes = await readFile((await file.path()) ?? '');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(100_000);
    const toast = page.getByRole('region', { name: /Notifications/ }).locator('li');
    await expect(toast).toContainText('Lookbook Downloaded!');
    await expect(toast).toContainText('Your Larch & Lime design lookbook has been downloaded successfully.');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Download the Lookbook' }).click();
    await expect(page.getByRole('dialog').getByLabel('Name')).toHaveValue('');
  });

  test('a failed download shows Download Failed with the server’s message and keeps the form', async ({ page }) => {
    await page.route('**/api/lookbook/download', (route) =>
      route.fulfill({ status: 429, json: { message: 'Too many requests. Please try again in a minute.' } }),
    );
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Ada Park');
    await dialog.getByLabel('Email').fill('ada@example.com');
    await dialog.getByRole('button', { name: 'Download the Lookbook' }).click();
    const toast = page.getByRole('region', { name: /Notifications/ }).locator('li');
    await expect(toast).toContainText('Download Failed');
    await expect(toast).toContainText('Too many requests. Please try again in a minute.');
    await expect(dialog.getByLabel('Email')).toHaveValue('ada@example.com');
  });

  test('is keyboard friendly and passes axe', PHONE, async ({ page }) => {
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Download the Lookbook' })).toBeFocused();
  });
});
