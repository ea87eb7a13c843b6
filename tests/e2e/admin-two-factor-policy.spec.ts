import { signInAsNewUser, toast } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, PHONE, test } from './support/test.ts';
import { codeFor, openAccountPage, turnOnTwoFactor } from './support/two-factor.ts';
import { actAsNewVisitor } from './support/visitor.ts';

/**
 * The admins' sign-in policy switched on in the browser (ADR 014). It signs out every admin without
 * two-factor sign-in, the e2e server's own admin included, so this spec runs in projects of its own
 * (playwright.config.ts): after every other spec on its server has finished, one size after the
 * other, and it switches the policy off again before it ends. At both sizes: the set-up at sign-in
 * and its recovery codes are screens of their own, and each passes axe on a phone too.
 */
test(
  'required by an admin: another admin is signed out, sets it up at the next sign-in, and is in',
  PHONE,
  async ({ page, browser, request }) => {
    test.slow(); // four sign-ins (argon2) and axe on three screens
    await signInAsNewUser(page, request, 'admin');
    await openAccountPage(page);
    await turnOnTwoFactor(page);

    // Another admin, without two-factor sign-in, at work in a browser of their own.
    const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
    const other = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
    const otherPage = await other.newPage();
    const colleague = await signInAsNewUser(otherPage, request, 'admin');
    // On a tab of their own choosing (not User Management: by the time this spec runs it lists every
    // user the run has made, and each of its loads took seconds on a busy machine).
    await otherPage.goto('/admin/studio');
    await expect(otherPage.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible();

    await page.goto('/admin/users');
    const policy = page.getByRole('switch', { name: 'Require two-factor sign-in for admins' });
    await policy.click();
    await expect(toast(page)).toContainText('Sign-in policy saved');
    await expect(policy).toBeChecked();
    try {
      // The colleague's session ended with the switch: their next page is the sign-in page.
      await otherPage.reload();
      await expect(otherPage).toHaveURL(/\/admin\/login/);

      // Their password now leads to setting it up, not into the admin.
      await actAsNewVisitor(otherPage);
      await otherPage.getByLabel('Username').fill(colleague.username);
      await otherPage.getByLabel('Password').fill(colleague.password);
      await otherPage.getByRole('button', { name: 'Sign In' }).click();
      await expect(otherPage.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeFocused();
      await expect(otherPage.getByText('The studio requires two-factor sign-in for admins.')).toBeVisible();
      await expect(otherPage.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
      await expectNoAxeViolations(otherPage, { what: 'enrolment at sign-in' });
      const key = (await otherPage.getByText(/^([A-Z2-7]{4} ?)+$/).textContent()) ?? '';
      expect((await otherPage.request.get('/api/auth/user')).status()).toBe(401);

      await otherPage.getByLabel('Code from the app').fill('000000');
      await otherPage.getByRole('button', { name: 'Verify' }).click();
      await expect(
        otherPage.getByText('That code is not valid. Check your authenticator app and try again.'),
      ).toBeVisible();
      expect((await otherPage.request.get('/api/auth/user')).status()).toBe(401);

      await otherPage.getByLabel('Code from the app').fill(codeFor(key));
      await otherPage.getByRole('button', { name: 'Verify' }).click();
      await expect(otherPage.getByRole('heading', { level: 1, name: 'Save your recovery codes' })).toBeVisible();
      await expect(otherPage.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
      await expectNoAxeViolations(otherPage, { what: 'recovery codes at sign-in' });
      await otherPage.getByRole('button', { name: 'Continue to the dashboard' }).click();
      // Back where the sign-out found them.
      await expect(otherPage).toHaveURL(/\/admin\/studio$/);
      await expect(otherPage.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible();

      // In, with two-factor sign-in on, which the policy does not let them turn off.
      await openAccountPage(otherPage);
      await expect(otherPage.getByText('10 of 10 recovery codes left')).toBeVisible();
      await expect(otherPage.getByText('Required for admins by the studio')).toBeVisible();
      await expect(otherPage.getByRole('button', { name: 'Turn off' })).toHaveCount(0);
      expect((await (await otherPage.request.get('/api/auth/two-factor')).json()).enabled).toBe(true);
    } finally {
      await page.goto('/admin/users');
      await policy.click();
      await expect(policy).not.toBeChecked();
      await expect(toast(page)).toContainText('Sign-in policy saved');
      await other.close();
    }
  },
);
