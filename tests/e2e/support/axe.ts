import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/**
 * axe on the page, asked for violations only: every rule still runs, but the passing and
 * undecided nodes are neither collected nor sent back, which took a fifth of each scan (measured:
 * 0.9 s → 0.7 s on the home page).
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
}

/**
 * Runs axe on the page (or only on `include`, without `exclude`: CSS selectors) and expects no
 * violations; each is reported as `what: rule targets`. A sandboxed iframe without scripts (the
 * e-mail preview, SECURITY 9) must be excluded: axe cannot enter it and would wait for ever.
 * Entrance animations (dialogs, the toast) are let finish first: axe reads colours as they are at
 * that moment, and must not catch a dialog half-way in.
 */
export async function expectNoAxeViolations(
  page: Page,
  { what = '', include, exclude }: { what?: string; include?: string; exclude?: string } = {},
) {
  // A page's first toast fetches its view: the toast appears a moment after what caused it and
  // fades in from transparent, so a check in between would judge its colours half-way (CI on
  // e331c6b: 'color-contrast' on a toast 26% faded in). Wait for the view, then until no finite
  // animation is running (checked on each frame).
  await expect(page.locator('[data-toast-loading]')).toHaveCount(0);
  // The home page's sections below the first screen are laid out only near the viewport
  // (app.css); axe cannot judge colours it cannot see drawn, so draw them, as a visitor scrolling
  // down sees them.
  await page.evaluate(() => {
    for (const section of document.querySelectorAll<HTMLElement>('.below-first-screen')) {
      section.style.contentVisibility = 'visible';
    }
  });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  const builder = axeOn(page);
  if (include) builder.include(include);
  if (exclude) builder.exclude(exclude);
  const { violations } = await builder.analyze();
  const prefix = what ? `${what}: ` : '';
  expect(violations.map((v) => `${prefix}${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
