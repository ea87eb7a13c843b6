import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { signInAs } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, PHONE, test } from './support/test.ts';

/** A desktop Chrome's user agent: the headless browser's own is a bot's, which analytics does not count. */
const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let visitors = 0;
/** One visitor of this worker: its own address (behind the one trusted proxy hop) and a fresh visit id. */
function newVisitor() {
  visitors += 1;
  return {
    visit: `e2e${randomBytes(9).toString('base64url')}`,
    headers: {
      'User-Agent': BROWSER_UA,
      'X-Forwarded-For': `198.51.${(process.pid % 200) + 20}.${(visitors % 250) + 1}`,
    },
  };
}

/** What the page script sends: a page view or a page's Web Vitals, as a text/plain beacon. */
async function beacon(request: APIRequestContext, visitor: ReturnType<typeof newVisitor>, body: object) {
  const response = await request.post('/api/analytics/beacon', {
    headers: { ...visitor.headers, 'Content-Type': 'text/plain;charset=UTF-8' },
    data: JSON.stringify({ visit: visitor.visit, ...body }),
  });
  expect(response.status(), await response.text()).toBe(204);
}

/** A table of the tab, by its caption. */
const table = (page: Page, caption: string | RegExp) => page.getByRole('table', { name: caption });

test.describe('/admin/analytics: the Analytics tab (issue 30)', () => {
  // The light theme at both sizes, the dark one at desktop size (the tab's only scans, docs/testing.md).
  test('a viewer reads the tab, and it passes axe with its tables open', PHONE, async ({ page, request }) => {
    const visitor = newVisitor();
    await beacon(request, visitor, { kind: 'pageview', path: '/', screen: 'phone' });
    await beacon(request, visitor, { kind: 'vitals', path: '/', screen: 'phone', metrics: { LCP: 3100, CLS: 0.3 } });
    const desktop = test.info().project.name === 'desktop';
    test.slow(desktop, 'two viewers signed in and two axe scans while other specs run');
    const themes = desktop ? (['light', 'dark'] as const) : (['light'] as const);
    for (const theme of themes) {
      await signInAs(page, request, 'viewer', { theme });
      await page.goto('/admin/analytics');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
      // The tables show what is counted so far (today's rows may be a rollup run behind); page speed is live.
      await expect(page.getByRole('region', { name: 'Top pages' })).toBeVisible();
      // Every report has its file, "What brings enquiries" too.
      await expect(
        page.getByRole('region', { name: 'What brings enquiries' }).getByRole('link', {
          name: 'Download CSV: What brings enquiries',
        }),
      ).toHaveAttribute('href', /\/api\/admin\/analytics\/export\?report=content&from=\d{4}-\d{2}-\d{2}&to=/);
      await expect(table(page, /^Page speed of real visits/).getByRole('row', { name: /^Home Phone/ })).toContainText(
        'Needs improvement',
      );
      await expect(
        page.getByRole('region', { name: 'Visitors and page views per day' }).locator('svg.recharts-surface'),
      ).toBeVisible();
      await page.getByText('Show as table').click();
      await expectNoAxeViolations(page, { what: `${theme} theme` });
    }
  });
});
