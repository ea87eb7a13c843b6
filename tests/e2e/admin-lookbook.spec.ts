import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Theme } from '#shared/admin/auth.ts';
import type { ProjectSummary } from '#shared/admin/content-lists.ts';
import type { Role } from '#shared/admin/permissions.ts';
import type { Project } from '#shared/content.ts';
import { openTab, toast } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { type ContentApi, contentApi } from './support/content.ts';
import { holdRequests } from './support/network.ts';
import { expect, PHONE, test } from './support/test.ts';

/**
 * The Lookbook tab (admin area §2 'Lookbook tab', §8; D12) against the real server. Each project
 * (desktop, mobile) toggles a different demo project that starts outside the lookbook and puts it
 * back, so the two never act on the same card and the public lookbook ends as it began.
 *
 * At phone size (`PHONE`) only the tab's main journey, which begins with axe in the light theme:
 * the rest is the same at any width.
 */
/** One demo project per browser size (the projects are named desktop-content and mobile-content). */
const OWN_PROJECT = {
  desktop: 'Birch Attic Bedroom',
  mobile: 'Harvest Table Farmhouse Dining',
};
const ownProjectTitle = () =>
  test.info().project.name.startsWith('desktop') ? OWN_PROJECT.desktop : OWN_PROJECT.mobile;
/** Outside the lookbook too, and never changed on the server: the refusal below is the page's own. */
const UNTOUCHED_PROJECT = 'Putty & Delft Heritage Kitchen';

function openLookbookAs(page: Page, request: APIRequestContext, role: Role, theme?: Theme) {
  return openTab(page, request, { path: '/admin/lookbook', heading: 'Lookbook', role, theme });
}

async function projectTitled(api: ContentApi, title: string): Promise<Project> {
  const project = await api.projects.find(title);
  if (!project) throw new Error(`the demo needs the project "${title}"`);
  return project;
}

async function lookbookSlugs(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/lookbook/projects');
  expect(response.status()).toBe(200);
  return ((await response.json()) as Array<{ slug: string }>).map((project) => project.slug);
}

const grid = (page: Page) => page.getByRole('list', { name: 'Projects', exact: true });
const cardOf = (page: Page, title: string) =>
  grid(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const summary = (page: Page) => page.getByText(/^\d+ projects? selected$/);

test.describe('/admin/lookbook (admin area §2, §8; D12)', () => {
  test(
    'the tab passes axe (light theme); a checkbox puts a project in the public lookbook and takes it out, with the spec’s toasts',
    PHONE,
    async ({ page, request }) => {
      const title = ownProjectTitle();
      const api = await contentApi(request);
      const project = await projectTitled(api, title);
      expect(project.inLookbook, `${title} starts outside the lookbook`).toBe(false);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openLookbookAs(page, request, 'editor', 'light');
      await expect(grid(page).getByRole('listitem').first()).toBeVisible();
      await expectNoAxeViolations(page, { what: 'lookbook (light)' });
      try {
        const card = cardOf(page, title);
        const checkbox = card.getByRole('checkbox', { name: `Include in lookbook: ${title}` });
        await expect(card).toContainText('Not Included');
        await expect(checkbox).not.toBeChecked();
        // The card's fields: location and style, category, image count, the 100-character cut.
        await expect(card).toContainText(project.location);
        await expect(card).toContainText(`${project.gallery.length} images`);
        await expect(card).toContainText(`${project.description.slice(0, 100).trimEnd()}...`);

        // click, then the state: the box follows the server's answer, which check() does not wait for.
        await checkbox.click();
        await expect(toast(page)).toContainText('Updated Successfully');
        await expect(checkbox).toBeChecked();
        await expect(card).toContainText('In Lookbook');
        await expect.poll(() => lookbookSlugs(request)).toContain(project.slug);
        // '{N} projects selected' counts the cards that say so.
        await expect
          .poll(async () => (await summary(page).textContent()) ?? '')
          .toBe(`${await grid(page).getByText('In Lookbook', { exact: true }).count()} projects selected`);

        await checkbox.click();
        await expect(toast(page)).toContainText('Updated Successfully');
        await expect(checkbox).not.toBeChecked();
        await expect(card).toContainText('Not Included');
        await expect.poll(() => lookbookSlugs(request)).not.toContain(project.slug);
      } finally {
        // Whatever happened above, the public lookbook ends as it began.
        await api.projects.update(project.id, { inLookbook: false });
      }
    },
  );

  test('what the server refuses is said: a refused change puts the checkbox back (Update Failed); a failed preview says Generation Failed with the server’s reason', async ({
    page,
    request,
  }) => {
    const title = UNTOUCHED_PROJECT;
    await openLookbookAs(page, request, 'editor');
    await page.route('**/api/projects/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, json: { message: 'Something went wrong on our side. Please try again.' } })
        : route.fallback(),
    );
    const checkbox = cardOf(page, title).getByRole('checkbox');
    // click, not check(): the box is meant to end unchecked again.
    await checkbox.click();
    await expect(toast(page)).toContainText('Update Failed');
    await expect(toast(page)).toContainText('Failed to update project lookbook status.');
    await expect(checkbox).not.toBeChecked();
    await expect(cardOf(page, title)).toContainText('Not Included');

    await page.route('**/api/admin/lookbook/preview', (route) =>
      route.fulfill({
        status: 503,
        json: { message: 'The lookbook is being built for others. Try again in a minute.' },
      }),
    );
    await page.getByRole('button', { name: 'Preview PDF' }).click();
    await expect(toast(page)).toContainText('Generation Failed');
    await expect(toast(page)).toContainText('Failed to generate lookbook preview.');
    await expect(toast(page)).toContainText('Try again in a minute.');
  });

  test('without projects: No Projects Found; with none selected, Preview PDF is disabled and says why', async ({
    page,
    request,
  }) => {
    // The studio's real lookbook is not emptied for this: the list the page reads is.
    await page.route('**/api/admin/project-summaries', (route) => route.fulfill({ json: [] }));
    await openLookbookAs(page, request, 'editor');
    await expect(page.getByText('No Projects Found')).toBeVisible();

    await page.unroute('**/api/admin/project-summaries');
    await page.route('**/api/admin/project-summaries', async (route) => {
      const response = await route.fetch();
      const cards = (await response.json()) as ProjectSummary[];
      await route.fulfill({ response, json: cards.map((card) => ({ ...card, inLookbook: false })) });
    });
    await page.reload();
    await expect(page.getByText('0 projects selected')).toBeVisible();
    const button = page.getByRole('button', { name: 'Preview PDF' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Select at least one project to preview the lookbook.');
  });

  test('a viewer sees the cards without checkboxes and may still preview: Preview PDF reads Generating..., then saves lookbook-preview.pdf from the admin-only endpoint', async ({
    page,
    request,
  }) => {
    await openLookbookAs(page, request, 'viewer');
    await expect(grid(page).getByRole('listitem').first()).toBeVisible();
    await expect(grid(page).getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByText('only admins and editors choose its projects')).toBeVisible();

    const apiCalls: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/api/'))
        apiCalls.push(`${sent.method()} ${new URL(sent.url()).pathname}`);
    });
    // The answer is held until the button has been seen working, so its state is not a race.
    const preview = await holdRequests(page, '**/api/admin/lookbook/preview');

    const button = page.getByRole('button', { name: /Preview PDF|Generating/ });
    await expect(button).toBeEnabled();
    const download = page.waitForEvent('download');
    await button.click();
    await expect(button).toHaveText('Generating...');
    await expect(button).toBeDisabled();
    preview.release();
    const file = await download;
    expect(file.suggestedFilename()).toBe('lookbook-preview.pdf');
    const bytes = await readFile((await file.path()) ?? '');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(toast(page)).toContainText('PDF Generated');
    await expect(button).toHaveText('Preview PDF');
    // D12: the public download (which makes a lead and e-mails the studio) was never called.
    expect(apiCalls).toContain('POST /api/admin/lookbook/preview');
    expect(apiCalls.filter((call) => call.includes('/api/lookbook/download'))).toEqual([]);
  });

  // The light theme is checked at both sizes by the main journey above; colour contrast is a
  // property of the theme's colours, so the dark theme is checked at desktop size only.
  test('passes axe in the dark theme', async ({ page, request }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openLookbookAs(page, request, 'editor', 'dark');
    await expect(grid(page).getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page, { what: 'lookbook (dark)' });
  });
});
