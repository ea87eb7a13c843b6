import type { Locator, Page } from '@playwright/test';
import { openTab, sameOrigin, toast, uniqueName } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { contentApi } from './support/content.ts';
import { expect, PHONE, test } from './support/test.ts';

/**
 * Autosave (issue 29; docs/autosave.md): what only a browser shows. The drafts API's rules (own
 * drafts only, sizes, refusals) are proven by server/modules/drafts/drafts.routes.db.test.ts, the
 * indicator's states by app/features/admin/shared/autosave/autosave-state.test.ts. Each test edits
 * a post of its own (its title carries the test's mark), deleted afterwards with its drafts.
 */

let mark = '';

test.beforeEach(() => {
  mark = uniqueName('autosave');
});

test.afterEach(async ({ request }) => {
  await (await contentApi(request)).posts.removeMarked(mark);
});

/** Keeping a draft waits for typing to stop (2.5 s) and a request: a little longer than expect's default. */
const AUTOSAVE = { timeout: 15_000 };

const DRAFTS_PATH = '/api/admin/drafts';
const isDraftsCall = (url: URL) => url.pathname === DRAFTS_PATH;

/** The post's editor page (issue 29), from its row's Edit. */
async function editPost(page: Page, title: string): Promise<Locator> {
  const row = page.getByRole('list', { name: 'Blog posts' }).getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: `Edit “${title}”` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible();
  return page.getByRole('main');
}

async function postOfItsOwn(page: Page, request: Parameters<typeof contentApi>[0]) {
  const title = `Quiet corners ${mark}`;
  const api = await contentApi(request);
  const post = await api.posts.create({ title, content: 'The first words.', status: 'draft' });
  await openTab(page, request, { path: '/admin/blog', heading: 'Blog Posts' });
  await expect(page.getByRole('list', { name: 'Blog posts' }).getByText(title)).toBeVisible();
  return { title, post };
}

test.describe('Autosave in the post editor', () => {
  test('a closed tab gets its draft back; a dropped connection shows "Not saved" until Retry', async ({
    page,
    context,
    request,
  }) => {
    const { title, post } = await postOfItsOwn(page, request);
    let dialog = await editPost(page, title);
    // Opening the editor writes nothing.
    await expect(dialog.getByText('You have unsaved changes')).toHaveCount(0);
    const typed = 'The first words, and a paragraph typed before the tab was closed.';
    await dialog.getByLabel('Content').fill(typed);
    await expect(dialog.getByText(/^Draft saved \d/)).toBeVisible(AUTOSAVE);

    // The tab is closed without saving; the editor opened again in a new one offers the draft.
    await page.close();
    const again = await context.newPage();
    await again.goto('/admin/blog');
    dialog = await editPost(again, title);
    await expect(dialog.getByText(/^You have unsaved changes from \d/)).toBeVisible();
    await expect(dialog.getByLabel('Content')).toHaveValue('The first words.');
    // By keyboard: Restore, then the focus is on the form's first field (the button is gone).
    await dialog.getByRole('button', { name: 'Restore' }).focus();
    await again.keyboard.press('Enter');
    await expect(dialog.getByLabel('Content')).toHaveValue(typed);
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await expect(dialog.getByText('You have unsaved changes')).toHaveCount(0);
    await expect(dialog.getByText(/^Draft saved \d/)).toBeVisible(AUTOSAVE);

    // The connection drops: the next keeping fails, and says so.
    await again.route(isDraftsCall, (route) => route.abort('internetdisconnected'));
    await dialog.getByLabel('Content').fill(`${typed} More, while offline.`);
    await expect(dialog.getByText('Not saved —')).toBeVisible(AUTOSAVE);
    await expect(dialog.getByText(/^Draft saved/)).toHaveCount(0);
    // Back online, Retry keeps it.
    await again.unroute(isDraftsCall);
    const kept = again.waitForResponse((r) => r.request().method() === 'PUT' && isDraftsCall(new URL(r.url())));
    await dialog.getByRole('button', { name: 'Retry' }).click();
    expect((await kept).status()).toBe(200);
    await expect(dialog.getByText(/^Draft saved \d/)).toBeVisible();

    // Saving the post removes the draft.
    const discarded = again.waitForResponse((r) => r.request().method() === 'DELETE' && isDraftsCall(new URL(r.url())));
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(again)).toContainText('Item updated successfully');
    expect((await discarded).status()).toBe(200);
    const left = await again.request.get(`${DRAFTS_PATH}?entity=post&id=${post.id}`);
    expect(left.status()).toBe(404);
  });

  test('axe: the earlier-draft notice and the indicator, saved and failing', PHONE, async ({ page, request }) => {
    const { title, post } = await postOfItsOwn(page, request);
    // A draft left by an earlier visit (the API, as the editor itself writes it).
    const left = await page.request.put(DRAFTS_PATH, {
      headers: sameOrigin(),
      data: { entity: 'post', entityId: post.id, baseVersion: null, data: { content: 'Left in a closed tab.' } },
    });
    expect(left.status(), await left.text()).toBe(200);
    const dialog = await editPost(page, title);
    await expect(dialog.getByText(/^You have unsaved changes from \d/)).toBeVisible();
    await expectNoAxeViolations(page, { what: 'the earlier draft’s notice' });

    await dialog.getByRole('button', { name: 'Restore' }).click();
    await expect(dialog.getByText(/^Draft saved \d/)).toBeVisible(AUTOSAVE);
    await expectNoAxeViolations(page, { what: 'draft saved' });

    await page.route(isDraftsCall, (route) => route.abort('internetdisconnected'));
    await dialog.getByLabel('Excerpt').fill('Offline words.');
    await expect(dialog.getByRole('button', { name: 'Retry' })).toBeVisible(AUTOSAVE);
    await expectNoAxeViolations(page, { what: 'not saved, retry' });
    await page.unroute(isDraftsCall);
  });
});
