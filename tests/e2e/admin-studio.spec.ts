import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Theme } from '#shared/admin/auth.ts';
import type { Role } from '#shared/admin/permissions.ts';
import type { StudioSettings } from '#shared/admin/studio.ts';
import type { Project } from '#shared/content.ts';
import {
  createUserViaApi,
  gotoHydrated,
  signInViaApi,
  strongPassword,
  tabBar,
  toast,
  uniqueUsername,
} from './support/admin.ts';

/**
 * /admin/studio (D6, D9, D26) against the real server. Only one test writes the settings record,
 * and only in the desktop project: the record is one row for the whole studio, and the form saves
 * all of it, so two browsers saving at once would overwrite each other's change. It changes the
 * postal code, which the footer shows and no other spec reads (layout, contact, about, seo and chat
 * read the phone, e-mail, street, hours, services, socials and name), and puts the record back.
 */

function sameOrigin(): Record<string, string> {
  return { Origin: new URL(test.info().project.use.baseURL ?? '').origin };
}

async function openStudioAs(page: Page, request: APIRequestContext, role: Role, theme: Theme = 'light') {
  const username = uniqueUsername(`studio-${role}`);
  const password = strongPassword();
  await createUserViaApi(request, { username, password, role });
  await signInViaApi(page, username, password);
  if (theme !== 'light') {
    const response = await page.request.patch('/api/auth/preferences', { headers: sameOrigin(), data: { theme } });
    expect(response.status()).toBe(200);
  }
  await gotoHydrated(page, '/admin/studio');
  // The session check waits its turn while the server builds a PDF for another test.
  await expect(page.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Studio name')).not.toHaveValue('', { timeout: 15_000 });
}

async function storedSettings(page: Page): Promise<StudioSettings> {
  const response = await page.request.get('/api/admin/settings');
  expect(response.status()).toBe(200);
  return (await response.json()) as StudioSettings;
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save Settings' });

test.describe('/admin/studio (D6, D9, D26)', () => {
  test('a saved change reaches the footer of / at once', async ({ page, request }) => {
    test.skip(!test.info().project.name.startsWith('desktop'), 'one browser writes the studio-wide record (see above)');
    await openStudioAs(page, request, 'editor');
    const original = await storedSettings(page);
    const postalCode = `9${randomInt(1000, 9999)}`;
    expect(postalCode).not.toBe(original.postalCode);
    try {
      await page.getByLabel('Postal code').fill(postalCode);
      await expect(page.getByText('You have unsaved changes.')).toBeVisible();
      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/api/admin/settings') && r.request().method() === 'PUT',
      );
      await saveButton(page).click();
      const response = await saved;
      expect(response.status(), await response.text()).toBe(200);
      // The whole record went out, unchanged but for the postal code.
      const { updatedAt: _before, ...sentBefore } = original;
      expect(response.request().postDataJSON()).toEqual({ ...sentBefore, postalCode });
      await expect(toast(page)).toContainText('Settings saved');
      await expect(page.getByText('All changes are saved.')).toBeVisible();
      expect((await storedSettings(page)).postalCode).toBe(postalCode);

      const visitor = await page.context().newPage();
      await visitor.goto('/');
      await expect(visitor.getByRole('contentinfo')).toContainText(`${original.street} · `);
      await expect(visitor.getByRole('contentinfo')).toContainText(postalCode);
      await visitor.close();
    } finally {
      const { updatedAt: _, ...record } = original;
      const restored = await page.request.put('/api/admin/settings', { headers: sameOrigin(), data: record });
      expect(restored.status(), await restored.text()).toBe(200);
    }
  });

  test('problems are named beside their fields and nothing is sent', async ({ page, request }) => {
    await openStudioAs(page, request, 'editor');
    const puts: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'PUT' && sent.url().endsWith('/api/admin/settings')) puts.push(sent.url());
    });
    await page.getByLabel('Studio name').fill('');
    await page.getByLabel('Instagram').fill('http://www.instagram.com/larchandlime');
    await page.getByLabel('Monday closes').fill('08:00');
    const days = section(page, 'E-mail sequences').getByRole('group', { name: 'Sending days' });
    for (const day of await days.getByRole('checkbox').all()) await day.uncheck();

    await saveButton(page).click();
    await expect(toast(page)).toContainText('Settings not saved');
    await expect(toast(page)).toContainText('Some fields need attention');
    await expect(page.getByLabel('Studio name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Studio name')).toHaveAccessibleDescription('Studio name is required');
    await expect(page.getByLabel('Studio name')).toBeFocused();
    await expect(page.getByLabel('Instagram')).toHaveAccessibleDescription('Use a full https:// address.');
    await expect(page.getByLabel('Monday closes')).toHaveAccessibleDescription(
      'Closing time must be after opening time.',
    );
    await expect(section(page, 'E-mail sequences')).toContainText('Choose at least one sending day.');
    expect(puts).toEqual([]);
  });

  test('the server’s answer about a field shows beside that field', async ({ page, request }) => {
    await openStudioAs(page, request, 'editor');
    // A rule only the server knows (here, stated by the test): the form shows where it applies.
    await page.route('**/api/admin/settings', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 400,
            json: {
              message: 'socials.houzz: Use a full https:// address.',
              fieldErrors: { 'socials.houzz': 'Use a full https:// address.' },
            },
          })
        : route.fallback(),
    );
    await page.getByLabel('Tagline').fill('Rooms that grow more beautiful with time.');
    await saveButton(page).click();
    await expect(toast(page)).toContainText('Settings not saved');
    await expect(toast(page)).toContainText('Use a full https:// address.');
    await expect(page.getByLabel('Houzz')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Houzz')).toHaveAccessibleDescription('Use a full https:// address.');
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  });

  test('a portrait uploads with progress; leaving with it unsaved asks, in the app and in the browser', async ({
    page,
    request,
  }) => {
    // An upload, its processing on the server and three navigations.
    test.slow();
    await openStudioAs(page, request, 'editor');
    const portraitBefore = (await storedSettings(page)).designerPortrait;
    const projects = (await (await request.get('/api/projects')).json()) as Project[];
    const imageUrl = projects[0]?.images[0] ?? '';
    const image = await request.get(imageUrl);
    expect(image.status()).toBe(200);

    // The upload is held until its progress bar has been seen, so the check is not a race.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/media', async (route) => {
      await held;
      await route.fallback();
    });
    const designer = section(page, 'Designer');
    await designer.locator('input[type="file"]').setInputFiles({
      name: 'maren.jpg',
      mimeType: 'image/jpeg',
      buffer: await image.body(),
    });
    await expect(designer.getByRole('progressbar', { name: 'Uploading portrait' })).toBeVisible();
    release();
    await expect(toast(page)).toContainText('Portrait uploaded');
    await expect(designer.getByRole('img', { name: 'Portrait' })).toHaveAttribute('src', /^\/media\/[0-9a-f]{20}\//);
    await expect(designer.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();

    // Another tab of the dashboard: the app asks, and Stay keeps everything.
    await tabBar(page).getByRole('link', { name: 'Overview' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(/\/admin\/studio$/);
    await expect(designer.getByRole('img', { name: 'Portrait' })).toBeVisible();

    // Closing the browser tab: the browser's own question.
    const question = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await question;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(page.isClosed()).toBe(false);

    await tabBar(page).getByRole('link', { name: 'Overview' }).click();
    await leave.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect((await storedSettings(page)).designerPortrait).toBe(portraitBefore);
  });

  test('services move by buttons; Undo changes puts the form back and nothing asks on leaving', async ({
    page,
    request,
  }) => {
    await openStudioAs(page, request, 'editor');
    const services = section(page, 'Services');
    const firstTitle = services.getByRole('group', { name: 'Service 1', exact: true }).getByLabel('Title');
    const secondTitle = services.getByRole('group', { name: 'Service 2', exact: true }).getByLabel('Title');
    const [first, second] = [await firstTitle.inputValue(), await secondTitle.inputValue()];
    await services.getByRole('button', { name: 'Move service 2 up' }).click();
    await expect(firstTitle).toHaveValue(second);
    await expect(secondTitle).toHaveValue(first);
    const count = await services.getByRole('group', { name: /^Service \d+$/ }).count();
    await services.getByRole('button', { name: 'Add service' }).click();
    await expect(
      services.getByRole('group', { name: `Service ${count + 1}`, exact: true }).getByLabel('Title'),
    ).toBeFocused();
    await services.getByRole('button', { name: `Remove service ${count + 1}` }).click();

    await page.getByRole('button', { name: 'Undo changes' }).click();
    await expect(firstTitle).toHaveValue(first);
    await expect(page.getByText('All changes are saved.')).toBeVisible();
    await tabBar(page).getByRole('link', { name: 'Overview' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a viewer sees every field, disabled, and no Save', async ({ page, request }) => {
    await openStudioAs(page, request, 'viewer');
    await expect(page.getByText('only admins and editors can change them')).toBeVisible();
    await expect(page.getByLabel('Studio name')).toBeDisabled();
    await expect(page.getByLabel('Time zone')).toBeDisabled();
    await expect(saveButton(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upload portrait' })).toBeDisabled();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`passes axe in the ${theme} theme`, async ({ page, request }) => {
      test.slow();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openStudioAs(page, request, 'editor', theme);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
