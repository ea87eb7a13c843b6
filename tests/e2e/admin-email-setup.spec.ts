import type { APIRequestContext, Page } from '@playwright/test';
import type { EmailConfigInput, EmailStatusReport, EmailTemplate } from '#shared/admin/email.ts';
import type { LeadPage } from '#shared/admin/leads.ts';
import type { StudioSettings } from '#shared/admin/studio.ts';
import { CONSENT_TEXT } from '#shared/forms.ts';
import { verifyDkimSignature } from '../../server/platform/email/dkim/testing/verify-dkim.ts';
import { type DovecotMailbox, startDovecot } from '../../server/platform/email/testing/dovecot.ts';
import { rawHeader, type SmtpCapture, startSmtpCapture } from '../../server/platform/email/testing/smtp-capture.ts';
import { adminApi, openTab, toast, uniqueName } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { withOwnTemplates, withWholeTemplateList } from './support/email-templates.ts';
import { withLock } from './support/lock.ts';
import { expect, PHONE, test } from './support/test.ts';
import { closeToast, expectToastPassesAxe } from './support/toast.ts';
import { actAsNewVisitor } from './support/visitor.ts';

/**
 * /admin/email-setup (admin area §2, §4, §8; D13) against the real server, which sends through
 * a real SMTP server each test starts, with a login. The settings are one row for the studio, and
 * both sizes run every test at once on one server: what saves them and reads the result runs
 * alone (the lock), short; signing in and axe happen outside it. This spec runs on the content
 * specs' server (playwright.config.ts), so the public specs' enquiries never go through the SMTP
 * servers it points the studio at; its e-mail templates are that server's own list
 * (support/email-templates.ts).
 *
 * A message that goes through the queue (Send again, a sequence's step) is counted here when it
 * arrives. That nothing arrives a second time needs the queue idle, which only the server can see:
 * email-setup.routes.db.test.ts and sequence-scheduler.db.test.ts count deliveries once
 * `untilQueueIdle` holds. A test e-mail is sent while the request waits, not queued: its count
 * after the answer is final.
 */

const SMTP_USER = 'studio-smtp@larchandlime.example';
const SMTP_PASS = 'app-password-abcd-efgh-wxyz';
const WRONG_PASS = 'not-the-password-0000';
const FROM = 'Larch & Lime <hello@larchandlime.example>';

const withEmailSettings = <T>(work: () => Promise<T>) => withLock('email-settings', work);
const statusText = (page: Page) => page.getByTestId('email-status');
const banner = (page: Page) => page.getByRole('alert').filter({ hasText: 'Emails are not being sent' });
const password = (page: Page) => page.getByLabel('Email password', { exact: true });
/** the check's answer under the buttons (the toast says it too) */
const checkResult = (page: Page) => page.getByRole('region', { name: 'Email service' }).getByRole('status');
const problems = (page: Page) => page.getByRole('list', { name: 'Emails with a problem' });
const sendTestButton = (page: Page) => page.getByRole('button', { name: 'Send Test Email' });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save Configuration' });

async function openEmailSetup(page: Page, request: APIRequestContext) {
  await openTab(page, request, { path: '/admin/email-setup', heading: 'Email Setup', role: 'admin' });
  await expect(statusText(page)).not.toHaveText('Checking the email service...');
}

/** Reads the page again (the status line is read when the tab opens, admin area §4). */
async function reopen(page: Page) {
  await page.reload();
  await expect(statusText(page)).not.toHaveText('Checking the email service...');
}

const smtpSettings = (smtp: SmtpCapture, emailPass: string): EmailConfigInput => ({
  emailService: 'smtp',
  smtpHost: '127.0.0.1',
  smtpPort: smtp.port,
  smtpSecure: false,
  emailUser: SMTP_USER,
  emailPass,
  fromAddress: FROM,
});

test.describe('/admin/email-setup (D13)', () => {
  let smtp: SmtpCapture;
  test.beforeEach(async () => {
    smtp = await startSmtpCapture({ auth: { user: SMTP_USER, pass: SMTP_PASS } });
  });
  test.afterEach(async () => {
    await smtp?.close();
  });

  // The screen's journey, at both sizes: what it says, then the studio's SMTP server set up.
  test(
    'the status line, the banner, the hints and each service’s inputs; saved SMTP settings pass Check Status, and the test e-mail arrives',
    PHONE,
    async ({ page, request }) => {
      // Two scans by axe, and the SMTP server asked three times.
      test.slow();
      const api = await adminApi(request);
      const studio = await api.read<StudioSettings>('/api/admin/settings');
      await openEmailSetup(page, request);
      await withEmailSettings(async () => {
        const report = await api.read<EmailStatusReport>('/api/admin/email-status');
        await reopen(page);
        const expected = {
          configured: 'Active',
          development:
            report.config.emailService === null ? 'Not configured' : 'Development mode (emails are only logged)',
          error: 'Error',
        }[report.status];
        await expect(statusText(page)).toHaveText(expected);
        await expect(page.getByRole('region', { name: /^Status/ })).toContainText(report.message);
        // Production (the e2e server): the banner shows exactly while nothing is sent.
        await expect(banner(page)).toHaveCount(report.status === 'configured' ? 0 : 1);
      });
      await expect(
        page.getByText('Contact-form submissions and lookbook downloads notify the studio owner by email.'),
      ).toBeVisible();
      await expect(page.getByText('Free tier: 3,000 emails per month and 100 per day.')).toBeVisible();
      await expect(page.getByText('SendGrid’s free plan is a 60-day trial.')).toBeVisible();
      await expect(page.getByText('Gmail SMTP needs two-factor authentication and an app password.')).toBeVisible();
      // Issue 28: the webhooks section gives each provider its address (and the scan below covers it).
      const webhooks = page.getByRole('region', { name: 'Delivery events (webhooks)' });
      await expect(webhooks.getByTestId('webhook-url-resend')).toHaveText(/\/api\/webhooks\/resend$/);
      await expect(webhooks.getByTestId('webhook-url-sendgrid')).toHaveText(/\/api\/webhooks\/sendgrid$/);
      await expectNoAxeViolations(page, { what: 'email setup' });

      await page.getByRole('radio', { name: /^Resend/ }).check();
      await expect(page.getByLabel('Resend API key', { exact: true })).toBeVisible();
      await expect(page.getByLabel('SMTP host')).toHaveCount(0);
      await page.getByRole('radio', { name: /^SendGrid/ }).check();
      await expect(page.getByLabel('SendGrid API key', { exact: true })).toBeVisible();
      await expect(page.getByLabel('Resend API key', { exact: true })).toHaveCount(0);
      await page.getByRole('radio', { name: /^SMTP/ }).check();
      await expect(page.getByLabel('SendGrid API key', { exact: true })).toHaveCount(0);
      await expect(page.getByLabel('SMTP host')).toBeVisible();
      await expect(page.getByRole('switch', { name: 'TLS from the start (port 465)' })).toBeVisible();

      await withEmailSettings(async () => {
        await reopen(page);
        await page.getByRole('radio', { name: /^SMTP/ }).check();
        await page.getByLabel('SMTP host').fill('127.0.0.1');
        await page.getByLabel('SMTP port').fill(String(smtp.port));
        await page.getByLabel('Email user').fill(SMTP_USER);
        await password(page).fill(SMTP_PASS);
        await page.getByLabel('From address').fill(FROM);
        const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/email-config'));
        await page.getByRole('button', { name: 'Save Configuration' }).click();
        const response = await saved;
        expect(response.status(), await response.text()).toBe(200);
        await expect(toast(page)).toContainText('Email Settings Saved');
        await expect(statusText(page)).toHaveText('Active');
        await expect(password(page)).toHaveValue('');
        await expect(password(page)).toHaveAccessibleDescription(/^Saved \(set ••••wxyz\)/);

        await page.getByRole('button', { name: 'Check Status' }).click();
        await expect(checkResult(page)).toHaveText(
          `SMTP server 127.0.0.1:${smtp.port} answered, signed in as ${SMTP_USER}.`,
        );
        await page.getByRole('button', { name: 'Send Test Email' }).click();
        await expect(toast(page)).toContainText('Test Email Sent');
      });
      await expect(toast(page)).toContainText(`Test email sent to ${studio.notificationEmail} with SMTP.`);
      // Sent while the request waited (not queued): this count is final.
      expect(smtp.messages).toHaveLength(1);
      const [mail] = smtp.messages;
      if (!mail) throw new Error('no mail arrived');
      expect(mail.envelopeTo).toEqual([studio.notificationEmail]);
      expect(rawHeader(mail, 'From')).toBe(`"Larch & Lime" <hello@larchandlime.example>`);
      expect(rawHeader(mail, 'To')).toBe(studio.notificationEmail);
      expect(rawHeader(mail, 'Subject')).toBe(`Test email from ${studio.studioName}`);
      expect(rawHeader(mail, 'Message-ID')).toMatch(/^<atelier\.\d+\.[0-9a-f]{16}@larchandlime\.example>$/);
      expect(mail.parsed.text).toContain('This is a test email');
      await expect(banner(page)).toHaveCount(0);

      // Issue 28: a DKIM key made in the sending-domain section signs the next test e-mail, and the
      // record on screen, copied with the keyboard, is the one its signature verifies against.
      const domainSection = page.getByRole('region', { name: 'Sending domain (DKIM, SPF, DMARC)' });
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      const record = await withEmailSettings(async () => {
        // This test's SMTP server again: the other size's run may have saved its own meanwhile.
        await api.send('POST', '/api/admin/email-config', smtpSettings(smtp, SMTP_PASS));
        await reopen(page);
        const generate = domainSection.getByRole('button', { name: /^Generate (key|a new key)$/ });
        // The other size may have made one already: replacing it is confirmed first.
        const replacing = (await generate.textContent()) === 'Generate a new key';
        await domainSection.getByLabel('Domain').first().fill('larchandlime.example');
        await domainSection.getByLabel('Selector').fill('atelier');
        await generate.click();
        if (replacing) await page.getByRole('alertdialog').getByRole('button', { name: 'Generate a new key' }).click();
        await expect(toast(page)).toContainText('DKIM key generated');
        await expect(domainSection.getByTestId('dkim-signing')).toHaveText('SMTP e-mail is signed with this key.');
        await expect(domainSection.getByText('atelier._domainkey.larchandlime.example', { exact: true })).toBeVisible();
        await domainSection.getByRole('button', { name: 'Copy Value (DKIM)' }).focus();
        await page.keyboard.press('Enter');
        await expect(domainSection.getByText('Copied.')).toBeVisible();
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        await sendTestButton(page).click();
        await expect(toast(page)).toContainText('Test Email Sent');
        return copied;
      });
      expect(record).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/]+=*$/);
      const signedMail = smtp.messages[1];
      if (!signedMail) throw new Error('the second test e-mail did not arrive');
      expect(verifyDkimSignature(signedMail.raw, record.replace('v=DKIM1; k=rsa; p=', ''))).toMatchObject({
        domain: 'larchandlime.example',
        selector: 'atelier',
      });
      await expectNoAxeViolations(page, { what: 'email setup, saved, DKIM key' });

      // Switched off from the screen: the check and the test say nothing is sent, and nothing is.
      const arrivedBefore = smtp.messages.length;
      await withEmailSettings(async () => {
        await page.getByRole('radio', { name: /^Off/ }).check();
        await expect(page.getByLabel('SMTP host')).toHaveCount(0);
        await saveButton(page).click();
        await expect(toast(page)).toContainText('Email Settings Saved');
        await expect(statusText(page)).toHaveText('Development mode (emails are only logged)');
        await page.getByRole('button', { name: 'Check Status' }).click();
        await expect(toast(page)).toContainText('Email is off');
        await expect(toast(page)).not.toContainText('Email service works');
        await expect(checkResult(page)).toContainText('Email is off (development mode)');
        await sendTestButton(page).click();
        await expect(toast(page)).toContainText('Test email not sent');
        await expect(toast(page)).toContainText('was recorded, not sent.');
      });
      expect(smtp.messages).toHaveLength(arrivedBefore);
    },
  );

  test('a wrong password: the check and the test say what the server said, and the send is listed; once the settings are fixed, Send again delivers it', async ({
    page,
    request,
  }) => {
    // The SMTP server refuses twice, then the queue's worker delivers (it polls every 2 s).
    test.slow();
    const api = await adminApi(request);
    await openEmailSetup(page, request);
    const row = problems(page).getByRole('listitem').first();
    await withEmailSettings(async () => {
      await api.send('POST', '/api/admin/email-config', smtpSettings(smtp, WRONG_PASS));
      await reopen(page);
      await expect(password(page)).toHaveAccessibleDescription(/^Saved \(set ••••0000\)/);
      await page.getByRole('button', { name: 'Check Status' }).click();
      await expect(toast(page)).toContainText('Email service check failed');
      await expect(checkResult(page)).toContainText('535');
      const tested = page.waitForResponse((r) => r.url().endsWith('/api/admin/test-email'));
      await page.getByRole('button', { name: 'Send Test Email' }).click();
      const failed = (await (await tested).json()) as { sendId: number };
      await expect(toast(page)).toContainText('Email Test Failed');
      await expect(toast(page)).toContainText('535');
      await page.getByRole('button', { name: 'Failed', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Failed', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(row).toContainText('535');
      expect(smtp.messages).toHaveLength(0);
      await expect(row).toContainText('Failed');
      await expect(row).toContainText('Test email from');
      await expect(row.getByRole('button', { name: /^Send again/ })).toBeVisible();
      await expectNoAxeViolations(page, { what: 'email setup, failed send' });

      // The password fixed (elsewhere): Send again puts the same e-mail back in the queue.
      await api.send('POST', '/api/admin/email-config', smtpSettings(smtp, SMTP_PASS));
      const retried = page.waitForResponse((r) => r.url().endsWith(`/api/admin/email-sends/${failed.sendId}/retry`));
      await row.getByRole('button', { name: /^Send again/ }).click();
      expect((await retried).status()).toBe(200);
      await expect(toast(page)).toContainText('Queued again');
      // The worker polls every 2 s: the message arrives (that it arrives only once is counted where
      // the queue can be seen idle, see the top).
      await expect.poll(() => smtp.messages.length, { timeout: 15_000 }).toBe(1);
    });
    expect(smtp.messages[0]?.parsed.subject).toMatch(/^Test email from /);
  });

  test('a secret is removed only explicitly, and a refused save names the field', async ({ page, request }) => {
    const api = await adminApi(request);
    await openEmailSetup(page, request);
    const key = page.getByLabel('Resend API key', { exact: true });
    const posts: Record<string, unknown>[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith('/api/admin/email-config')) posts.push(sent.postDataJSON());
    });
    await withEmailSettings(async () => {
      await api.send('POST', '/api/admin/email-config', {
        emailService: 'resend',
        resendApiKey: 're_e2e_stored_key_WXYZ',
      });
      await reopen(page);
      await expect(key).toHaveAccessibleDescription(/^Saved \(set ••••WXYZ\)/);
      // Saving without typing sends no key: the stored one stays.
      await page.getByRole('button', { name: 'Save Configuration' }).click();
      await expect(toast(page)).toContainText('Email Settings Saved');
      expect(posts.at(-1)).not.toHaveProperty('resendApiKey');
      await expect(key).toHaveAccessibleDescription(/^Saved \(set ••••WXYZ\)/);
      // 'Remove' sends an empty key, which Resend cannot do without: refused, the field named.
      await page.getByRole('button', { name: 'Remove: Resend API key' }).click();
      await expect(key).toHaveAccessibleDescription('It will be removed when you save.');
      await page.getByRole('button', { name: 'Save Configuration' }).click();
      await expect(toast(page)).toContainText('Resend API key is required for Resend.');
      expect(posts.at(-1)).toMatchObject({ emailService: 'resend', resendApiKey: '' });
      await expect(key).toHaveAttribute('aria-invalid', 'true');
      const still = await api.read<EmailStatusReport>('/api/admin/email-status');
      expect(still.config.resendApiKey).toEqual({ set: true, last4: 'WXYZ' });
    });
    await expectNoAxeViolations(page, { what: 'refused save' });
  });

  // At both sizes: the banner sits at the top of every screen, and passes axe on a phone too.
  test('the banner warns on every tab, for every role, while nothing is sent', PHONE, async ({ page, request }) => {
    // The server's side (production × development mode) is covered by the API tests; here, what a
    // viewer sees when it is so, on another tab, with axe.
    await page.route('**/api/admin/notices', (route) => route.fulfill({ json: { emailNotSending: true } }));
    await openTab(page, request, { path: '/admin', heading: 'Overview', role: 'viewer' });
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('link')).toHaveCount(0);
    await expectNoAxeViolations(page, { what: 'banner (viewer)' });
  });
});

test.describe('/admin/email-setup: toasts, an unreadable status, the environment (admin area §4, §8; D13)', () => {
  let smtp: SmtpCapture;
  test.beforeEach(async () => {
    smtp = await startSmtpCapture({ auth: { user: SMTP_USER, pass: SMTP_PASS } });
  });
  test.afterEach(async () => {
    await smtp?.close();
  });

  test('Check Status’s ‘Email service works’ and a failed test e-mail’s toast both pass axe', async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    await openEmailSetup(page, request);
    await withEmailSettings(async () => {
      await api.send('POST', '/api/admin/email-config', smtpSettings(smtp, SMTP_PASS));
      await reopen(page);
      await page.getByRole('button', { name: 'Check Status' }).click();
      const answered = `SMTP server 127.0.0.1:${smtp.port} answered, signed in as ${SMTP_USER}.`;
      await expect(toast(page)).toContainText(answered);
      await expectToastPassesAxe(page, 'Email service works', { what: 'check passed' });
      await closeToast(page);

      // The password changed elsewhere since this page read the settings: the test says what the server said.
      await api.send('POST', '/api/admin/email-config', smtpSettings(smtp, WRONG_PASS));
      await sendTestButton(page).click();
      await expect(toast(page)).toContainText('535');
      await expectToastPassesAxe(page, 'Email Test Failed', { what: 'test e-mail failed' });
    });
    expect(smtp.messages).toHaveLength(0);
  });

  test('a status call that fails reads as Error: Send Test Email and saving are off until Check Status reads it again', async ({
    page,
    request,
  }) => {
    // Our server answers this call whenever it runs, so the browser drops it: admin area §4's failed
    // status fetch, and the one way to see the state it leads to.
    await page.route('**/api/admin/email-status', (route) => route.abort('connectionreset'));
    await openTab(page, request, { path: '/admin/email-setup', heading: 'Email Setup', role: 'admin' });
    await expect(statusText(page)).toHaveText('Error');
    await expect(page.getByRole('region', { name: /^Status/ })).toContainText('The email status could not be read.');
    await expect(sendTestButton(page)).toBeDisabled();
    await expect(saveButton(page)).toBeDisabled();
    await expect(
      page.getByText('The saved setup could not be read, so saving is off until it can be: Check Status tries again.'),
    ).toBeVisible();
    await expectNoAxeViolations(page, { what: 'status unreadable' });

    await page.unrouteAll();
    const read = page.waitForResponse((r) => r.url().endsWith('/api/admin/email-status'));
    await page.getByRole('button', { name: 'Check Status' }).click();
    expect((await read).status()).toBe(200);
    await expect(statusText(page)).not.toHaveText(/^(Error|Checking the email service\.\.\.)$/);
    await expect(sendTestButton(page)).toBeEnabled();
    await expect(saveButton(page)).toBeEnabled();
  });

  test('a status of error from the server: the status line says why, Send Test Email is off, saving is not', async ({
    page,
    request,
  }) => {
    // The server answers 'error' for stored settings it cannot read (APP_SECRET changed), which the
    // e2e server cannot be brought to; its real answer is passed on with only the status and its
    // sentence changed, as it would read then.
    const reason = 'The stored email settings cannot be read: the key does not match.';
    await page.route('**/api/admin/email-status', async (route) => {
      const response = await route.fetch();
      const report = (await response.json()) as EmailStatusReport;
      await route.fulfill({ response, json: { ...report, status: 'error', message: reason } });
    });
    await openEmailSetup(page, request);
    await expect(statusText(page)).toHaveText('Error');
    await expect(page.getByRole('region', { name: /^Status/ })).toContainText(reason);
    await expect(sendTestButton(page)).toBeDisabled();
    await expect(saveButton(page)).toBeEnabled();
    await expectNoAxeViolations(page, { what: 'status error' });
  });

  test('a field set by an environment variable is read-only and names the variable', async ({ page, request }) => {
    // The e2e server sets no e-mail variable (EMAIL_SERVICE=development leaves the choice to the
    // stored settings), so its real answer is passed on with only `overriddenByEnv` changed, as it
    // reads when EMAIL_SERVICE and EMAIL_FROM are set.
    await page.route('**/api/admin/email-status', async (route) => {
      const response = await route.fetch();
      const report = (await response.json()) as EmailStatusReport;
      await route.fulfill({ response, json: { ...report, overriddenByEnv: ['emailService', 'fromAddress'] } });
    });
    // The From address is shown for a sending service only (in development it is hidden), and the
    // other tests switch the one stored setting: SMTP is stored and read while no other test can.
    const api = await adminApi(request);
    await withEmailSettings(async () => {
      await api.send('POST', '/api/admin/email-config', smtpSettings(smtp, SMTP_PASS));
      await openEmailSetup(page, request);
    });
    const from = page.getByLabel('From address');
    await expect(from).not.toBeEditable();
    await expect(from).toHaveAccessibleDescription('Set by the environment variable EMAIL_FROM; change it there.');
    await expect(page.getByRole('group', { name: 'Service' })).toHaveAccessibleDescription(
      'Set by the environment variable EMAIL_SERVICE; change it there.',
    );
    for (const service of [/^Resend/, /^SendGrid/, /^SMTP/]) {
      await expect(page.getByRole('radio', { name: service })).toBeDisabled();
    }
    await expectNoAxeViolations(page, { what: 'set by the environment' });
  });

  test('the template preview’s Send test shows the provider’s own refusal, and its toast passes axe', async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    const name = `Provider check ${uniqueName('tpl')}`;
    await openTab(page, request, { path: '/admin/email-sequences', heading: 'Email Sequences' });
    // The studio's one e-mail setup, and a template of this test's own (the newcomer test empties the list).
    let template: EmailTemplate | undefined;
    const removeTemplate = async () => {
      if (template) await api.send('DELETE', `/api/email-templates/${template.id}`);
    };
    await withEmailSettings(() =>
      withOwnTemplates(async () => {
        await api.send('POST', '/api/admin/email-config', smtpSettings(smtp, WRONG_PASS));
        template = await api.send<EmailTemplate>(
          'POST',
          '/api/email-templates',
          { name, subject: 'Hello {{firstName|there}}', htmlContent: '<p>Hello {{firstName|there}}</p>', delayDays: 1 },
          201,
        );
        const { id } = template;
        await page.reload();
        await page
          .getByRole('list', { name: 'Email templates' })
          .getByRole('listitem')
          .filter({ hasText: name })
          .getByRole('button', { name: `Preview “${name}”` })
          .click();
        const dialog = page.getByRole('dialog', { name: `Preview: ${name}` });
        await expect(dialog.locator('dd').nth(1)).toContainText('alex.morgan@example.com');
        await dialog.getByLabel('Send a test to').fill('studio-owner@example.com');
        const answer = page.waitForResponse((r) => r.url().endsWith(`/api/email-templates/${id}/test`));
        await dialog.getByRole('button', { name: 'Send test' }).click();
        const response = await answer;
        expect(response.status()).toBe(502);
        const { code, message } = (await response.json()) as { code: string; message: string };
        // What the SMTP server itself answered the wrong password.
        expect(code).toBe('email_provider_refused');
        expect(message).toContain('535');
        await expect(toast(page)).toContainText('Email Test Failed');
        // The preview's e-mail frame is the studio's message, and axe cannot enter a sandboxed frame.
        await expectToastPassesAxe(page, message, { what: 'preview send failed', exclude: 'iframe' });
      }, removeTemplate),
    );
    expect(smtp.messages).toHaveLength(0);
  });
});

test.describe('A newcomer’s first follow-up, end to end (issue 10)', () => {
  let smtp: SmtpCapture;
  test.beforeEach(async () => {
    smtp = await startSmtpCapture({ auth: { user: SMTP_USER, pass: SMTP_PASS } });
  });
  test.afterEach(async () => {
    await smtp?.close();
  });

  test('SMTP set up, test e-mail arrives; templates seeded; an enquiry gets step 1 with a working one-click unsubscribe, step 2 waits for its day', async ({
    page,
    request,
  }) => {
    test.slow();
    const api = await adminApi(request);
    const studio = await api.read<StudioSettings>('/api/admin/settings');
    const visitor = `newcomer.${uniqueName('v')}@example.com`;
    const to = (address: string) => smtp.messages.filter((mail) => mail.envelopeTo.includes(address));
    await openEmailSetup(page, request);
    // The studio's one e-mail setup and this server's one template list: nobody else changes them meanwhile.
    await withEmailSettings(() =>
      withWholeTemplateList(async () => {
        const templatesBefore = await api.read<EmailTemplate[]>('/api/email-templates');
        for (const template of templatesBefore) await api.send('DELETE', `/api/email-templates/${template.id}`);
        try {
          // 1. Email Setup: the local SMTP server, checked, and the test e-mail arrives.
          await reopen(page);
          await page.getByRole('radio', { name: /^SMTP/ }).check();
          await page.getByLabel('SMTP host').fill('127.0.0.1');
          await page.getByLabel('SMTP port').fill(String(smtp.port));
          await page.getByLabel('Email user').fill(SMTP_USER);
          await password(page).fill(SMTP_PASS);
          await page.getByLabel('From address').fill(FROM);
          await page.getByRole('button', { name: 'Save Configuration' }).click();
          await expect(toast(page)).toContainText('Email Settings Saved');
          await expect(statusText(page)).toHaveText('Active');
          await page.getByRole('button', { name: 'Send Test Email' }).click();
          await expect(toast(page)).toContainText('Test Email Sent');
          expect(to(studio.notificationEmail).map((mail) => mail.parsed.subject)).toContain(
            `Test email from ${studio.studioName}`,
          );

          // 2. Email Sequences: the empty list offers the welcome sequence.
          await page.goto('/admin/email-sequences');
          await page.getByRole('button', { name: 'Seed Templates' }).click();
          const templates = page.getByRole('list', { name: 'Email templates' }).getByRole('listitem');
          await expect(templates).toHaveCount(3);

          // 3. The public site: an enquiry that agrees to follow-up e-mails (D9).
          await actAsNewVisitor(page);
          await page.goto('/contact');
          await page.getByLabel('First name').fill('Noor');
          await page.getByLabel('Last name').fill('Haddad');
          await page.getByLabel('Email').fill(visitor);
          await page.getByLabel('Message').fill('A calm bedroom for a light sleeper.');
          await page.getByLabel(CONSENT_TEXT).check();
          await page.getByRole('button', { name: 'Send Message' }).click();
          await expect(page.getByRole('heading', { name: 'Message sent!' })).toBeFocused();

          // 4. Step 1 is 'Immediate': Process Pending sends it now (the minute's schedule would too).
          await page.goto('/admin/email-sequences');
          await page.getByRole('button', { name: 'Process Pending' }).click();
          await expect(toast(page)).toContainText('Emails Processed');
          // It arrives (that it arrives only once is counted where the queue can be seen idle, see the top).
          await expect.poll(() => to(visitor).length, { timeout: 20_000 }).toBe(1);
          const [welcome] = to(visitor);
          if (!welcome) throw new Error('step 1 did not arrive');
          expect(welcome.parsed.subject).toBe('Noor, thank you for getting in touch');
          expect(rawHeader(welcome, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
          const oneClick = /<(https?:[^>]+)>/.exec(rawHeader(welcome, 'List-Unsubscribe') ?? '')?.[1];
          expect(oneClick, 'an https or http link in List-Unsubscribe').toBeDefined();

          // 5. The lead page: step 1 on the timeline, step 2 waiting for its day.
          const [lead] = (await api.read<LeadPage>(`/api/leads?q=${encodeURIComponent(visitor)}`)).leads;
          if (!lead) throw new Error('the enquiry made no lead');
          await page.goto(`/admin/leads/${lead.id}`);
          const upcoming = page.getByRole('region', { name: 'Upcoming' });
          await expect(upcoming.getByRole('listitem').first()).toContainText('A few ideas to start with');
          await expect(upcoming.getByRole('listitem').first()).toContainText(/^A few ideas to start withDue /);
          await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(
            'Noor, thank you for getting in touch',
          );

          // 6. The mail app's one-click unsubscribe (RFC 8058): no cookie, no page; the lead stops.
          const answer = await request.post(oneClick ?? '', {
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            data: 'List-Unsubscribe=One-Click',
          });
          expect(answer.status(), await answer.text()).toBe(200);
          await page.reload();
          await expect(page.getByRole('region', { name: 'Status' })).toContainText('Unsubscribed');
          await expect(upcoming).not.toContainText('Due ');
          expect(to(visitor)).toHaveLength(1);
          await api.send('DELETE', `/api/leads/${lead.id}`);
        } finally {
          for (const template of await api.read<EmailTemplate[]>('/api/email-templates')) {
            await api.send('DELETE', `/api/email-templates/${template.id}`);
          }
        }
      }),
    );
  });
});

// Issue 28: the incoming mailbox, against a real Dovecot the test starts (the e2e server allows
// private mail servers, SMTP_ALLOW_PRIVATE_HOSTS=true). The poll itself is proven in
// server/platform/email/inbound/reply-poll.db.test.ts.
test.describe('/admin/email-setup: the incoming mailbox (issue 28)', () => {
  let imap: DovecotMailbox;
  test.beforeAll(async () => {
    imap = await startDovecot();
  });
  test.afterAll(async () => {
    await imap?.stop();
  });

  test('set up in its own section: saved with the password masked, Check Mailbox opens it, and it passes axe', async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    await openEmailSetup(page, request);
    const section = page.getByRole('region', { name: 'Incoming mailbox' });
    await expect(section.getByText('Nothing in the mailbox is deleted, moved or marked as read')).toBeVisible();
    await section.getByLabel('IMAP host').fill('127.0.0.1');
    await section.getByLabel('IMAP port').fill(String(imap.port));
    await section.getByRole('switch', { name: 'TLS from the start (port 993)' }).click();
    await section.getByLabel('IMAP user').fill(imap.user);
    await section.getByLabel('IMAP password', { exact: true }).fill(imap.pass);
    await section.getByRole('button', { name: 'Save Mailbox' }).click();
    await expect(toast(page)).toContainText('Incoming Mailbox Saved');
    await expect(section.getByLabel('IMAP password', { exact: true })).toHaveAccessibleDescription(
      /^Saved \(set ••••ests\)/,
    );
    await expect(section.getByTestId('incoming-poll-line')).toContainText(
      /Not read yet: the first read happens within two minutes\.|Last read /,
    );
    await section.getByRole('button', { name: 'Check Mailbox' }).click();
    await expect(section.getByRole('status')).toHaveText(
      `IMAP server 127.0.0.1:${imap.port} answered, signed in as ${imap.user}; INBOX has 0 messages.`,
    );
    await expectNoAxeViolations(page, { what: 'email setup, incoming mailbox' });
    // Leave the server's studio without a mailbox that is about to stop.
    await api.send('POST', '/api/admin/email-inbound', {
      imapHost: '',
      imapPort: null,
      imapSecure: true,
      imapUser: '',
      imapPass: '',
      imapMailbox: '',
    });
  });
});
