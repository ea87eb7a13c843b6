import type { APIRequestContext, Page } from '@playwright/test';
import { openTab, toast, uniqueName } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { contentApi } from './support/content.ts';
import { expect, PHONE, test } from './support/test.ts';

/**
 * Preview links (issue 29, docs/preview-links.md): what only a browser shows — the Share preview
 * dialog on the post's editor page, the link opened by someone signed out, the revoke that closes it, and
 * both through axe. The server's rules (expiry, isolation, refusals, headers) are proven in
 * server/modules/preview/preview-links.routes.db.test.ts.
 */

let mark = '';
test.beforeEach(() => {
  mark = uniqueName('preview');
});
test.afterEach(async ({ request }) => {
  await (await contentApi(request)).posts.removeMarked(mark);
});

/** A draft of this test's own, its editor page open, then its Share preview dialog. */
async function openShareDialog(page: Page, request: APIRequestContext, title: string) {
  await (await contentApi(request)).posts.create({
    title,
    excerpt: 'Limewash, before anyone else sees it.',
    content: 'A wall of limewash takes the north light and gives it back warmer.',
    status: 'draft',
  });
  await openTab(page, request, { path: '/admin/blog', heading: 'Blog Posts' });
  const list = page.getByRole('list', { name: 'Blog posts' });
  await list
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('button', { name: `Edit “${title}”` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Share preview' }).click();
  const share = page.getByRole('dialog', { name: 'Share a preview' });
  await expect(share.getByText('No live links.')).toBeVisible();
  return share;
}

test('a draft’s preview link shows the post to someone signed out, until it is revoked', async ({
  page,
  request,
  browser,
}) => {
  const title = `Limewash in the north light ${mark}`;
  const share = await openShareDialog(page, request, title);
  await share.getByRole('combobox', { name: 'Link expires after' }).click();
  await page.getByRole('option', { name: '3 days' }).click();
  await share.getByRole('button', { name: 'Create link' }).click();
  const field = share.getByLabel('Preview link');
  await expect(field).toHaveValue(/\/preview\/[A-Za-z0-9_-]{43}$/);
  const url = await field.inputValue();
  await expect(share.getByText('Copy it now: for safety the link is shown only this once.')).toBeVisible();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await share.getByRole('button', { name: 'Copy' }).click();
  await expect(share.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  // The new link is in the item's list of live links, without its address.
  const live = share.getByRole('list').getByRole('listitem');
  await expect(live).toHaveCount(1);
  await expect(live).not.toContainText('/preview/');

  // Someone with the link and no account: the post as it will look, with the ribbon.
  const guest = await browser.newContext();
  try {
    const visitor = await guest.newPage();
    const path = new URL(url).pathname;
    await visitor.goto(path);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText('Preview — not yet public.')).toBeVisible();
    await expect(visitor.getByText('A wall of limewash takes the north light')).toBeVisible();

    // Revoked in the admin (after a confirmation), the same link shows the expired page.
    await live.getByRole('button', { name: /^Revoke the link made on / }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke this preview link?' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(toast(page)).toContainText('Preview link revoked');
    await expect(share.getByText('No live links.')).toBeVisible();
    await visitor.reload();
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'This preview link has expired or was withdrawn' }),
    ).toBeVisible();
    await expect(visitor.getByText(title)).toHaveCount(0);
  } finally {
    await guest.close();
  }
});

test('the share dialog, the revoke question and the preview page pass axe', PHONE, async ({ page, request }) => {
  const title = `Axe preview ${mark}`;
  const share = await openShareDialog(page, request, title);
  await share.getByRole('button', { name: 'Create link' }).click();
  const field = share.getByLabel('Preview link');
  await expect(field).toHaveValue(/\/preview\//);
  const path = new URL(await field.inputValue()).pathname;
  await expectNoAxeViolations(page, { what: 'share dialog' });
  await share.getByRole('button', { name: /^Revoke the link made on / }).click();
  await expect(page.getByRole('alertdialog', { name: 'Revoke this preview link?' })).toBeVisible();
  await expectNoAxeViolations(page, { what: 'revoke question' });
  await page.keyboard.press('Escape');
  await page.goto(path);
  await expect(page.getByText('Preview — not yet public.')).toBeVisible();
  await expectNoAxeViolations(page, { what: 'preview page' });
  await page.goto('/preview/not-a-link-anyone-made');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This preview link has expired or was withdrawn');
  await expectNoAxeViolations(page, { what: 'expired page' });
});
