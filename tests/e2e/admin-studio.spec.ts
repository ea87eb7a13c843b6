import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Theme } from '#shared/admin/auth.ts';
import type { Role } from '#shared/admin/permissions.ts';
import { openNav, openTab, toast } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { contentApi } from './support/content.ts';
import { holdRequests } from './support/network.ts';
import { photoFile } from './support/photos.ts';
import { expect, PHONE, test } from './support/test.ts';
import { closeToast } from './support/toast.ts';

/**
 * /admin/studio (D6, D9, D26) against the real server. Only one test writes the settings record,
 * and only in the desktop project: the record is one row for the whole studio, and the form saves
 * all of it, so two browsers saving at once would overwrite each other's change. It changes the
 * postal code, which the footer shows and no other spec reads (layout, contact, about, seo and chat
 * read the phone, e-mail, street, hours, services, socials and name), and puts the record back.
 *
 * At phone size (`PHONE`): the page through axe in the light theme, and the screen's one journey
 * that writes nothing: a portrait chosen, another tab of the dashboard asks first (the phone's tab
 * bar lies under the upload's toast), Stay keeps it. The rest is the same form at any width:
 * desktop only.
 */

async function openStudioAs(page: Page, request: APIRequestContext, role: Role, theme?: Theme) {
  await openTab(page, request, { path: '/admin/studio', heading: 'Studio', role, theme });
  await expect(page.getByLabel('Studio name')).not.toHaveValue('');
  return contentApi(request);
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save Settings' });

test.describe('/admin/studio (D6, D9, D26)', () => {
  test('a saved change reaches the footer of / at once', async ({ page, request }) => {
    test.skip(!test.info().project.name.startsWith('desktop'), 'one browser writes the studio-wide record (see above)');
    const api = await openStudioAs(page, request, 'editor');
    const original = await api.settings.read();
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
      expect((await api.settings.read()).postalCode).toBe(postalCode);

      const visitor = await page.context().newPage();
      await visitor.goto('/');
      await expect(visitor.getByRole('contentinfo')).toContainText(`${original.street} · `);
      await expect(visitor.getByRole('contentinfo')).toContainText(postalCode);
      await visitor.close();
    } finally {
      await api.settings.save(original);
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
              code: 'https_address',
              message: 'socials.houzz: Use a full https:// address.',
              params: { field: 'socials.houzz' },
              fieldErrors: { 'socials.houzz': { code: 'https_address', message: 'Use a full https:// address.' } },
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

  /**
   * On a phone the toast sits over the tab bar, and it shows a moment after the upload ends (its
   * view loads on first use). On CI (e57c5fc, phone size) an Overview click made then did nothing,
   * no question and no navigation, for 30 s: most likely it landed on the toast as it appeared
   * (not proven). A person sees the toast and closes it first; so does the test.
   */
  async function closeUploadedToast(page: Page) {
    await expect(toast(page)).toContainText('Portrait uploaded');
    await closeToast(page);
  }

  /** Picks a portrait file in the Designer section; the form then has a change not yet saved. */
  async function choosePortrait(page: Page) {
    const designer = section(page, 'Designer');
    await designer.locator('input[type="file"]').setInputFiles(await photoFile('maren.jpg'));
    return designer;
  }

  test(
    'another tab of the dashboard with a portrait unsaved: the app asks (it passes axe), and Stay keeps it',
    PHONE,
    async ({ page, request }) => {
      await openStudioAs(page, request, 'editor');
      const designer = await choosePortrait(page);
      await expect(page.getByText('You have unsaved changes.')).toBeVisible();
      await closeUploadedToast(page);
      await (await openNav(page)).getByRole('link', { name: 'Overview' }).click();
      const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
      await expect(leave).toBeVisible();
      await expectNoAxeViolations(page, { include: '[role="alertdialog"]' });
      await leave.getByRole('button', { name: 'Stay on this page' }).click();
      await expect(page).toHaveURL(/\/admin\/studio$/);
      await expect(designer.getByRole('img', { name: 'Portrait' })).toBeVisible();
      await expect(page.getByText('You have unsaved changes.')).toBeVisible();
    },
  );

  test('the moment the page says “unsaved”, leaving already asks: forced into the same task', async ({
    page,
    request,
  }) => {
    await openStudioAs(page, request, 'editor');
    // The upload's end is not a click or a key press, so React runs its passive effects in a later
    // task than the one that puts "You have unsaved changes." on screen. A MutationObserver acts in
    // that very task: it asks the browser's question and clicks another tab of the dashboard. Both
    // must already be guarded (use-leave-guard.tsx: the ref set while the commit is applied).
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        if (!document.body.textContent?.includes('You have unsaved changes.')) return;
        observer.disconnect();
        const question = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(question);
        const overview = [...document.querySelectorAll('a')].find((link) => link.textContent?.trim() === 'Overview');
        overview?.click();
        document.documentElement.dataset.leaveWasAsked = String(question.defaultPrevented);
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await choosePortrait(page);
    await expect(page.locator('html')).toHaveAttribute('data-leave-was-asked', 'true');
    await expect(page.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/studio$/);
  });

  test('a portrait uploads with a progress bar, and the form then has unsaved changes; Leave without saving goes to the other tab, and the portrait was never stored', async ({
    page,
    request,
  }) => {
    const api = await openStudioAs(page, request, 'editor');
    const portraitBefore = (await api.settings.read()).designerPortrait;
    // The upload is held until its progress bar has been seen, so the check is not a race.
    const media = await holdRequests(page, '**/api/media');
    const designer = await choosePortrait(page);
    await expect(designer.getByRole('progressbar', { name: 'Uploading portrait' })).toBeVisible();
    media.release();
    await expect(toast(page)).toContainText('Portrait uploaded');
    await expect(designer.getByRole('img', { name: 'Portrait' })).toHaveAttribute('src', /^\/media\/[0-9a-f]{20}\//);
    await expect(designer.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();

    await closeUploadedToast(page);
    await (await openNav(page)).getByRole('link', { name: 'Overview' }).click();
    await page
      .getByRole('alertdialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Leave without saving' })
      .click();
    await expect(page).toHaveURL(/\/admin$/);
    expect((await api.settings.read()).designerPortrait).toBe(portraitBefore);
  });

  test('closing the browser tab with unsaved changes: the browser’s own question; once undone, none', async ({
    page,
    request,
  }) => {
    await openStudioAs(page, request, 'editor');
    // Typed with the keyboard: Chromium asks only on a page the user has interacted with (a click
    // or a key press since it loaded); without one it closes unasked, and "no question" below
    // would prove nothing.
    await page.getByLabel('Tagline').click();
    await page.keyboard.type(' and light');
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();
    const question = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await question;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    // Staying keeps the tab and what was typed.
    expect(page.isClosed()).toBe(false);
    await expect(page.getByLabel('Tagline')).toHaveValue(/ and light/);
    // This tab is never asked to close again. Chromium settles a dismissed question after the
    // dialog has gone, and a close that reaches it before then is folded into that question,
    // already answered "stay": no second question and no close, and the test waited 30 s (on CI,
    // once after a second close, once after the fixture closed the context right away). Undone,
    // it holds nothing to ask about when the context closes at the end.
    await page.getByRole('button', { name: 'Undo changes' }).click();
    await expect(page.getByText('All changes are saved.')).toBeVisible();

    // Undone, nothing is left to lose: a tab closes without a question. Shown on a second tab of the
    // same session, which has never been asked, with the same keys pressed first.
    const second = await page.context().newPage();
    await second.goto('/admin/studio');
    await expect(second.getByLabel('Studio name')).not.toHaveValue('');
    await second.getByLabel('Tagline').click();
    await second.keyboard.type(' and light');
    await expect(second.getByText('You have unsaved changes.')).toBeVisible();
    await second.getByRole('button', { name: 'Undo changes' }).click();
    await expect(second.getByText('All changes are saved.')).toBeVisible();
    const asked: string[] = [];
    second.on('dialog', (again) => {
      asked.push(again.type());
      void again.accept();
    });
    const closed = second.waitForEvent('close');
    await second.close({ runBeforeUnload: true });
    await closed;
    expect(asked).toEqual([]);
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
    await (await openNav(page)).getByRole('link', { name: 'Overview' }).click();
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

  test('an editor reads where enquiries go, the sender and the consent mode, but only an admin changes them (D14 as amended)', async ({
    page,
    request,
  }) => {
    await openStudioAs(page, request, 'editor');
    const notification = page.getByLabel('Notification e-mail');
    await expect(notification).not.toHaveValue('');
    await expect(notification).toHaveAttribute('readonly', '');
    await expect(notification).toHaveAccessibleDescription(/Only an admin can change where enquiries go\.$/);
    await expect(page.getByLabel('Public e-mail')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Public e-mail')).toHaveAccessibleDescription(
      'E-mails are sent from this address, so only an admin can change it.',
    );
    const consent = page.getByRole('group', { name: 'Consent' });
    await expect(consent).toHaveAccessibleDescription('Only an admin can change how consent is asked.');
    await expect(consent.getByRole('radio', { name: /^Implied consent/ })).toBeDisabled();
    // The rest of the record is still the editor's (the axe scans below see this state too).
    await expect(page.getByLabel('Studio name')).toBeEditable();
    await expect(saveButton(page)).toBeVisible();
  });

  // Colour contrast is a property of the theme's colours: the light theme is checked at both sizes,
  // the dark one at desktop size only.
  for (const theme of ['light', 'dark'] as const) {
    test(`passes axe in the ${theme} theme`, theme === 'light' ? PHONE : {}, async ({ page, request }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openStudioAs(page, request, 'editor', theme);
      await expectNoAxeViolations(page);
    });
  }
});
