import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/**
 * Runs axe on the page (or only on `include`, without `exclude`: CSS selectors) and expects no
 * violations; each is reported as `what: rule targets`. A sandboxed iframe without scripts (the
 * e-mail preview, SECURITY 9) must be excluded: axe cannot enter it and would wait for ever. Entrance animations (dialogs, the toast) are let finish first:
 * axe reads colours as they are at that moment, and must not catch a dialog half-way in.
 */
export async function expectNoAxeViolations(
  page: Page,
  { what = '', include, exclude }: { what?: string; include?: string; exclude?: string } = {},
) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        // A cancelled animation (its element removed, a dialog closing) rejects `finished` with
        // AbortError; it has stopped all the same.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  if (exclude) builder.exclude(exclude);
  const { violations } = await builder.analyze();
  const prefix = what ? `${what}: ` : '';
  expect(violations.map((v) => `${prefix}${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
