import type { APIRequestContext, Page, Response } from '@playwright/test';
import { signInAs } from './support/admin.ts';
import { expect, test } from './support/test.ts';

/**
 * SECURITY 16 on every kind of page the server renders: each public page, the 404 page, the
 * unsubscribe page and the admin (signed out and in). Each answer carries the headers, and in a
 * real browser the page loads and hydrates without one Content-Security-Policy violation: the
 * policy's script hashes must match every inline script the page actually has.
 */

async function firstSlug(request: APIRequestContext, path: string): Promise<string> {
  const items = (await (await request.get(path)).json()) as Array<{ slug: string }>;
  const slug = items[0]?.slug;
  if (!slug) throw new Error(`${path} lists nothing`);
  return slug;
}

/** Records every CSP violation the page reports, from before its first script runs. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

async function expectSecurityHeaders(response: Response | null, path: string): Promise<void> {
  expect(response, path).not.toBeNull();
  const headers = (await response?.allHeaders()) ?? {};
  const policy = headers['content-security-policy'] ?? '';
  expect(policy, path).toMatch(/(^|; )script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*(;|$)/);
  expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
    expect(policy, `${path}: ${directive}`).toContain(directive);
  }
  expect(headers['x-content-type-options'], path).toBe('nosniff');
  expect(headers['x-frame-options'], path).toBe('DENY');
  expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], path).toContain('camera=()');
}

test.describe('security headers and CSP on every kind of page (SECURITY 16)', () => {
  test('the public pages, the 404 page and the unsubscribe page', async ({ page, request }) => {
    const project = await firstSlug(request, '/api/projects');
    const post = await firstSlug(request, '/api/blog');
    const pages: Array<[path: string, status: number]> = [
      ['/', 200],
      ['/portfolio', 200],
      [`/projects/${project}`, 200],
      ['/about', 200],
      ['/blog', 200],
      [`/blog/${post}`, 200],
      ['/contact', 200],
      ['/no-such-page/anywhere', 404],
      ['/unsubscribe?token=garbled', 400],
    ];
    await recordViolations(page);
    for (const [path, status] of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(status);
      await expectSecurityHeaders(response, path);
      expect(await violations(page), path).toEqual([]);
    }
    // A visitor then moves on inside the site: the page fetches the next page's code and data itself.
    await page.goto('/contact');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page), 'after moving to /portfolio in the page').toEqual([]);
  });

  test('the admin, signed out and signed in', async ({ page, request }) => {
    await recordViolations(page);
    const signInPage = await page.goto('/admin');
    await expectSecurityHeaders(signInPage, '/admin (signed out)');
    expect(await violations(page)).toEqual([]);

    await signInAs(page, request, 'admin');
    for (const path of ['/admin', '/admin/leads', '/admin/nowhere']) {
      const response = await page.goto(path);
      await expectSecurityHeaders(response, path);
      expect(await violations(page), path).toEqual([]);
    }
  });
});
