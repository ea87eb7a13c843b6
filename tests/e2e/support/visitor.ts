import type { Page } from '@playwright/test';

let next = 1;

/**
 * Gives this test its own client address (the e2e server trusts one proxy hop), so the per-visitor
 * rate limits of the public forms count this test alone — as they would count one real visitor.
 */
export async function actAsNewVisitor(page: Page): Promise<string> {
  const address = `198.51.${(process.pid % 250) + 1}.${(next++ % 250) + 1}`;
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': address });
  return address;
}
