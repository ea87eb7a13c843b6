import { test as base, expect, type Page, type Response } from '@playwright/test';

export { expect };

/**
 * Playwright's `test`, with one difference every spec relies on: a navigation (`goto`, `reload`,
 * `goBack`, `goForward`) that loads a page of the app returns only once React has hydrated it.
 * Before that, a click lands on server-rendered HTML whose handlers are not attached yet; the test
 * then races the page's JavaScript and fails now and then. The root marks hydration on
 * `<html data-hydrated="true">` (app/lib/use-hydration-marker.ts). Every spec imports `test` and
 * `expect` from here, never from '@playwright/test', so no navigation can skip the wait.
 *
 * Not waited for: a context with JavaScript off (it never hydrates, which is what those tests
 * check), a same-document navigation (no response: the page stays hydrated), and answers that are
 * not one of the app's pages (a PDF, a plain-HTML page without the app's module scripts).
 */
export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      for (const page of context.pages()) waitForHydrationOnNavigation(page);
      context.on('page', waitForHydrationOnNavigation);
    }
    await use(context);
  },
});

function waitForHydrationOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  const goForward = page.goForward.bind(page);
  page.goto = async (url, options) => untilHydrated(page, await goto(url, options));
  page.reload = async (options) => untilHydrated(page, await reload(options));
  page.goBack = async (options) => untilHydrated(page, await goBack(options));
  page.goForward = async (options) => untilHydrated(page, await goForward(options));
}

async function untilHydrated(page: Page, response: Response | null): Promise<Response | null> {
  if (!response) return response;
  const contentType = (await response.headerValue('content-type')) ?? '';
  if (!contentType.startsWith('text/html')) return response;
  if ((await page.locator('script[type="module"]').count()) === 0) return response;
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  return response;
}
