import type { Page } from '@playwright/test';
import { toast } from './admin.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect } from './test.ts';

/**
 * Axe on the page while the toast saying `text` shows (issue 10: axe on every screen and toast).
 * A toast closes after 5 s (admin area §8) and a scan can take longer, so the pointer rests on it first:
 * Radix pauses the close timer then, as it does for a person reading it. The toast must still be
 * there after the scan, or the scan proved nothing about it.
 */
export async function expectToastPassesAxe(
  page: Page,
  text: string,
  { what, exclude }: { what: string; exclude?: string },
): Promise<void> {
  const shown = toast(page);
  await expect(shown).toContainText(text);
  await shown.hover();
  await expectNoAxeViolations(page, { what, ...(exclude ? { exclude } : {}) });
  await expect(shown).toContainText(text);
}

/** Closes the toast with its own button: on a phone it sits over the top of the page. */
export async function closeToast(page: Page): Promise<void> {
  await toast(page).getByRole('button', { name: 'Close' }).click();
  await expect(toast(page)).toHaveCount(0);
}
