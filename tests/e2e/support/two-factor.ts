import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectNoAxeViolations } from './axe.ts';
import { expect } from './test.ts';

/** Two-factor sign-in as its users meet it: the phone's codes, and setting it up from Settings. */

/** The code the phone shows `offsetSteps` periods from now (1: the next one, never yet used). */
export function codeFor(key: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(key.replaceAll(' ', '')), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

/** From Settings to Sign-in & Security, as a user finds it. */
export async function openAccountPage(page: Page) {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('link', { name: 'Sign-in & security' }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in & Security' })).toBeVisible();
}

/** Turns it on through the dialog; answers the key and the recovery codes the page showed. */
export async function turnOnTwoFactor(page: Page): Promise<{ key: string; codes: string[] }> {
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up two-factor sign-in' });
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await dialog.getByText(/^([A-Z2-7]{4} ?)+$/).textContent()) ?? '';
  await expectNoAxeViolations(page, { what: 'setup dialog' });

  await dialog.getByLabel('Code from the app').fill('000000');
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog.getByText('That code is not valid. Check your authenticator app and try again.')).toBeVisible();
  await expect(dialog.getByLabel('Code from the app')).toBeFocused();

  await dialog.getByLabel('Code from the app').fill(codeFor(key));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  const codesDialog = page.getByRole('dialog', { name: 'Your recovery codes' });
  const items = codesDialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(items).toHaveCount(10);
  const codes = (await items.allTextContents()).map((code) => code.trim());
  expect(codes).toHaveLength(10);
  await expectNoAxeViolations(page, { what: 'recovery codes dialog' });
  await codesDialog.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(page.getByText('10 of 10 recovery codes left')).toBeVisible();
  return { key, codes };
}
