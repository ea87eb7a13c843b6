import { type BrowserContext, test as base, expect, type Page, type Response } from '@playwright/test';

export { expect };

/**
 * Tags a test (or a describe block) to run at phone size as well as desktop: what a phone shows
 * differently (layout, the drawer, touch, every page and dialog through axe) and one journey per
 * admin screen. Untagged tests run at desktop size only (playwright.config.ts, docs/testing.md).
 *   test('the drawer opens', PHONE, async ({ page }) => { … });
 */
export const PHONE = { tag: '@phone' } as const;

/**
 * Playwright's `test`, with one difference every spec relies on: a navigation (`goto`, `reload`,
 * `goBack`, `goForward`) that loads a page of the app returns only once React has hydrated it.
 * Before that, a click lands on server-rendered HTML whose handlers are not attached yet; the test
 * then races the page's JavaScript and fails now and then. The root marks hydration on
 * `<html data-hydrated="true">` (app/lib/use-hydration-marker.ts). Every spec imports `test` and
 * `expect` from here, never from '@playwright/test', so no navigation can skip the wait.
 *
 * Every browser context waits, the test's own and any a spec opens with `browser.newContext`
 * (another device, another person). Not waited for: a context with JavaScript off (it never hydrates, which is what those tests
 * check), a same-document navigation (no response: the page stays hydrated), and answers that are
 * not one of the app's pages (a PDF, a plain-HTML page without the app's module scripts).
 */
export const test = base.extend<{ newContextsWaitForHydration: undefined }>({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForHydrationIn(context);
    await use(context);
  },
  // A second browser context a spec opens itself (another device, another person) waits too. Its
  // JavaScript is on unless its own options or the test's (`test.use`) turn it off: Playwright
  // applies the test's context options as defaults, not through `newContext`'s argument.
  newContextsWaitForHydration: [
    async ({ browser, javaScriptEnabled }, use) => {
      const newContext = browser.newContext;
      browser.newContext = async (options) => {
        const context = await newContext.call(browser, options);
        if ((options?.javaScriptEnabled ?? javaScriptEnabled) !== false) waitForHydrationIn(context);
        return context;
      };
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
      }
    },
    { auto: true },
  ],
});

function waitForHydrationIn(context: BrowserContext): void {
  for (const page of context.pages()) waitForHydrationOnNavigation(page);
  context.on('page', waitForHydrationOnNavigation);
}

/** Pages already waiting: the `context` fixture's own context may come from the wrapped `newContext`. */
const waiting = new WeakSet<Page>();

function waitForHydrationOnNavigation(page: Page): void {
  if (waiting.has(page)) return;
  waiting.add(page);
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
  // A public page holds its module script back until its largest picture is painted
  // (server/platform/http/ssr/module-preloads.ts): it hydrates all the same.
  const hydrates = page.locator('script[type="module"], script[type="text/x-after-largest-paint"]');
  if ((await hydrates.count()) === 0) return response;
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  return response;
}
