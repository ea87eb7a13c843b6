import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import type { Lead, LeadDetail, LeadPage } from '#shared/admin/leads.ts';
import { resendEvent, resendHeaders } from '../../server/modules/webhooks/testing/provider-signatures.ts';
import { openTab, sameOrigin, signInViaApi, toast, uniqueName } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_USERNAME } from './support/e2e-secrets.ts';
import { expect, PHONE, test } from './support/test.ts';
import { closeToast, expectToastPassesAxe } from './support/toast.ts';
import { actAsNewVisitor } from './support/visitor.ts';

/**
 * The leads inbox (`/admin/leads`), the lead page and the lead editor (issue 10; D8, D9, D22, D25).
 * Every test works on leads of its own (a tag in their names and addresses, searched for), so tests
 * and the two screen sizes run side by side on one server. Most tests sign the page in as the e2e
 * admin and make their data with that session (one sign-in: argon2id is slow on purpose).
 *
 * At phone size the inbox shows cards instead of a table: the inbox's journey (Add Lead, with axe
 * on the inbox and the dialog), Edit and Delete from a card (axe on their dialogs) and the lead
 * page's journey (axe on it) run at both sizes; the rest at desktop size.
 */

/** The e2e studio's Resend signing secret (any `whsec_` secret: the server checks with what is saved). */
const E2E_RESEND_SECRET = 'whsec_ZTJlLWF0ZWxpZXItd2ViaG9vay1zZWNyZXQ=';

const isPhone = () => test.info().project.name.startsWith('mobile');

/** The inbox's rows: a table from md, cards on a phone. */
function leadRows(page: Page): Locator {
  return isPhone()
    ? page.getByRole('list', { name: 'Leads' }).getByRole('listitem')
    : page.getByRole('table', { name: 'Leads' }).locator('tbody tr');
}

const rowOf = (page: Page, text: string) => leadRows(page).filter({ hasText: text });

let visitor = 0;
/** A client address of its own for each public form post (they are rate-limited per visitor). */
function visitorAddress(): string {
  visitor += 1;
  return `203.0.${(process.pid % 200) + 20}.${(visitor % 250) + 1}`;
}

/** The admin API through the page's own session (signed in by `openAsAdmin`). */
function leadsApi(page: Page) {
  const headers = sameOrigin();
  return {
    create: async (body: Record<string, unknown>): Promise<Lead> => {
      const response = await page.request.post('/api/leads', { headers, data: body });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as Lead;
    },
    note: async (id: number, text: string) => {
      const response = await page.request.post(`/api/leads/${id}/notes`, { headers, data: { text } });
      expect(response.ok(), await response.text()).toBe(true);
    },
    /** The leads whose name, address, phone or message holds `q`. */
    find: async (q: string): Promise<LeadPage> => {
      const response = await page.request.get(`/api/leads?q=${encodeURIComponent(q)}&pageSize=100`, { headers });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as LeadPage;
    },
    detail: async (id: number): Promise<{ status: number; body: LeadDetail | null }> => {
      const response = await page.request.get(`/api/leads/${id}`, { headers });
      return { status: response.status(), body: response.ok() ? ((await response.json()) as LeadDetail) : null };
    },
  };
}

/** The page signed in as the e2e admin (leads are theirs to manage, D14), then `path` once its heading shows. */
async function openAsAdmin(page: Page, path: string, heading = 'Leads') {
  await signInViaApi(page, E2E_ADMIN_USERNAME, E2E_ADMIN_PASSWORD);
  const api = leadsApi(page);
  return {
    api,
    open: async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    },
  };
}

async function chooseOption(page: Page, scope: Page | Locator, label: string, option: string | RegExp) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Timeline entries, newest first: the one saying `newer` is shown above the one saying `older`. */
async function expectAbove(entries: Locator, newer: string, older: string): Promise<void> {
  await expect(entries.filter({ hasText: newer })).toHaveCount(1);
  const texts = await entries.allTextContents();
  const at = (text: string) => texts.findIndex((entry) => entry.includes(text));
  expect(at(older), `${older} is on the timeline`).toBeGreaterThanOrEqual(0);
  expect(at(newer), `${newer} is above ${older}`).toBeLessThan(at(older));
}

test.describe('Leads inbox (issue 10)', () => {
  test('pages of 25, in the address: reload and back keep the place', async ({ page }) => {
    const tag = uniqueName('pages');
    const { api, open } = await openAsAdmin(page, `/admin/leads?q=${tag}`);
    // 27 leads, two pages: Zed first (the oldest), Yan last (the newest), 25 between them at once.
    const lead = (firstName: string) => ({
      firstName,
      lastName: tag,
      email: `${firstName.toLowerCase()}@${tag}.example`,
    });
    await api.create(lead('Zed'));
    await Promise.all(Array.from({ length: 25 }, (_, i) => api.create(lead(`M${String(i).padStart(2, '0')}`))));
    await api.create(lead('Yan'));

    await open();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(tag);
    await expect(page.getByText('Total: 27 leads')).toBeVisible();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(leadRows(page)).toHaveCount(25);
    await expect(leadRows(page).first()).toContainText(`Yan ${tag}`);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(leadRows(page)).toHaveCount(2);
    await expect(leadRows(page).last()).toContainText(`Zed ${tag}`);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.reload();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(leadRows(page)).toHaveCount(2);
    await page.goBack();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(leadRows(page)).toHaveCount(25);
  });

  test('the four sorts, each in the address', async ({ page }) => {
    const tag = uniqueName('sorts');
    const { api, open } = await openAsAdmin(page, `/admin/leads?q=${tag}`);
    // Zed is the oldest, Yan the newest; by name Abe leads; a note makes Kit the most recently active.
    const lead = (firstName: string) => ({
      firstName,
      lastName: tag,
      email: `${firstName.toLowerCase()}@${tag}.example`,
    });
    await api.create(lead('Zed'));
    const [, kit] = await Promise.all([api.create(lead('Abe')), api.create(lead('Kit'))]);
    await api.create(lead('Yan'));
    await api.note(kit?.id ?? 0, 'Called back, wants a quote.');

    await open();
    await expect(leadRows(page)).toHaveCount(4);
    await expect(leadRows(page).first()).toContainText(`Yan ${tag}`);
    await expect(leadRows(page).first()).toContainText(`yan@${tag}.example`);
    await expect(leadRows(page).first()).toContainText('Active');
    await expect(leadRows(page).first()).toContainText('Manual');

    await chooseOption(page, page, 'Sort', 'Oldest first');
    await expect(page).toHaveURL(/sort=oldest/);
    await expect(leadRows(page).first()).toContainText(`Zed ${tag}`);
    await chooseOption(page, page, 'Sort', 'Name (A–Z)');
    await expect(page).toHaveURL(/sort=name/);
    await expect(leadRows(page).first()).toContainText(`Abe ${tag}`);
    await expect(leadRows(page).last()).toContainText(`Zed ${tag}`);
    await chooseOption(page, page, 'Sort', 'Recent activity');
    await expect(page).toHaveURL(/sort=recent-activity/);
    await expect(leadRows(page).first()).toContainText(`Kit ${tag}`);
    await page.reload();
    await expect(page.getByLabel('Sort', { exact: true })).toHaveText('Recent activity');
    await expect(leadRows(page).first()).toContainText(`Kit ${tag}`);
  });

  test('the status and source filters, in the address; an old source name reads as the new one', async ({ page }) => {
    const tag = uniqueName('filters');
    const { api, open } = await openAsAdmin(page, `/admin/leads?q=${tag}`);
    const lead = (firstName: string, status: string, source: string) => ({
      firstName,
      lastName: tag,
      email: `${firstName.toLowerCase()}@${tag}.example`,
      status,
      source,
    });
    await Promise.all([
      api.create(lead('Fern', 'qualified', 'referral')),
      api.create(lead('Gus', 'qualified', 'manual')),
      api.create(lead('Hal', 'active', 'referral')),
      api.create(lead('Jo', 'active', 'contact')),
    ]);
    await open();
    await expect(page.getByText('Total: 4 leads')).toBeVisible();
    await expect(page.getByText(/Page \d+ of/)).toHaveCount(0);

    await chooseOption(page, page, 'Status', /^Qualified$/);
    await expect(page).toHaveURL(/status=qualified/);
    await expect(page.getByText('Total: 2 leads')).toBeVisible();
    await expect(leadRows(page)).toHaveCount(2);
    for (const row of await leadRows(page).all()) await expect(row).toContainText('Qualified');
    await chooseOption(page, page, 'Source', /^Referral$/);
    await expect(page).toHaveURL(/source=referral/);
    await expect(page.getByText('Total: 1 lead', { exact: true })).toBeVisible();
    await expect(leadRows(page)).toHaveCount(1);
    await expect(leadRows(page).first()).toContainText(`Fern ${tag}`);
    await page.reload();
    await expect(page.getByLabel('Status', { exact: true })).toHaveText('Qualified');
    await expect(page.getByLabel('Source', { exact: true })).toHaveText('Referral');
    await expect(leadRows(page)).toHaveCount(1);

    // A link with an old source name (D8) reads as the new one.
    await page.goto(`/admin/leads?q=${tag}&source=contact_form`);
    await expect(page.getByLabel('Source', { exact: true })).toHaveText('Contact Form');
    await expect(leadRows(page)).toHaveCount(1);
    await expect(leadRows(page).first()).toContainText(`Jo ${tag}`);
  });

  test('the search box follows into the address once typing pauses; no match offers to clear the filters', async ({
    page,
  }) => {
    const tag = uniqueName('search');
    const { api, open } = await openAsAdmin(page, `/admin/leads?q=${tag}&status=active`);
    await Promise.all([
      api.create({ firstName: 'Ivy', lastName: tag, email: `ivy@${tag}.example`, source: 'lookbook' }),
      api.create({ firstName: 'Max', lastName: tag, email: `max@${tag}.example`, phone: '+1 212 555 0199' }),
    ]);
    await open();
    await expect(leadRows(page)).toHaveCount(2);
    await page.getByRole('searchbox', { name: 'Search' }).fill(`ivy@${tag}`);
    await expect(page).toHaveURL(new RegExp(`q=ivy%40${tag}&status=active`));
    await expect(leadRows(page)).toHaveCount(1);
    await expect(leadRows(page).first()).toContainText('Lookbook');
    await page.getByRole('searchbox', { name: 'Search' }).fill(`nobody-${tag}`);
    await expect(page.getByText('No leads match these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await expect(page.getByLabel('Status', { exact: true })).toHaveText('All statuses');
    await expect(page.getByText(/^Total: /)).toBeVisible();
  });

  test('Export CSV downloads the filtered list, with formulas neutralised', async ({ page }) => {
    const tag = uniqueName('csv');
    const { api, open } = await openAsAdmin(page, `/admin/leads?q=${tag}&status=active`);
    await Promise.all([
      api.create({
        firstName: '=HYPERLINK("http://evil.example","Click")',
        lastName: tag,
        email: `formula@${tag}.example`,
        message: '+SUM(1,2)',
      }),
      api.create({ firstName: 'Plain', lastName: tag, email: `plain@${tag}.example` }),
      api.create({ firstName: 'Won', lastName: tag, email: `won@${tag}.example`, status: 'converted' }),
    ]);
    await open();
    await expect(page.getByText('Total: 2 leads')).toBeVisible();
    const exportLink = page.getByRole('link', { name: 'Export CSV' });
    await expect(exportLink).toHaveAttribute('href', `/api/leads/export.csv?q=${tag}&status=active`);
    const download = page.waitForEvent('download');
    await exportLink.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile((await file.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toContain('"First Name","Last Name","Email"');
    // The two active leads of this tag, not the converted one.
    expect(lines).toHaveLength(3);
    expect(text).not.toContain(`won@${tag}.example`);
    expect(text).toContain(`plain@${tag}.example`);
    // OWASP: a cell a spreadsheet would run as a formula starts with an apostrophe.
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(text).toContain(`"'+SUM(1,2)"`);
    expect(text).not.toMatch(/(^|,)"=/m);
  });

  test(
    'Add Lead: email required, defaults active / manual, the server’s reason at the field, Lead Created (the inbox passes axe); the guard asks before losing changes',
    PHONE,
    async ({ page }) => {
      const tag = uniqueName('add');
      const { api, open } = await openAsAdmin(page, `/admin/leads?q=${tag}`);
      await open();
      await expect(page.getByText('No leads match these filters.')).toBeVisible();

      await page.getByRole('button', { name: 'Add Lead' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Lead' });
      await expect(dialog.getByLabel('Status')).toHaveText('Active');
      await expect(dialog.getByLabel('Source')).toHaveText('Manual');
      await expect(dialog.getByLabel('Project Type')).toHaveText('Not specified');
      const create = dialog.getByRole('button', { name: 'Create Lead' });
      await expect(create).toBeDisabled();
      await expectNoAxeViolations(page, { what: 'Add Lead dialog', include: '[role="dialog"]' });

      // Source offers the editor's five (chat only comes from the chat hand-off).
      await dialog.getByLabel('Source').click();
      await expect(page.getByRole('option')).toHaveText([
        'Lookbook',
        'Contact Form',
        'Manual',
        'Referral',
        'Social Media',
      ]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('option')).toHaveCount(0);

      await dialog.getByLabel('First Name').fill('Noor');
      await dialog.getByLabel('Last Name').fill(tag);
      await dialog.getByLabel('Email').fill('not-an-address');
      await expect(create).toBeEnabled();
      await create.click();
      await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();
      await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
      expect((await api.find(tag)).total).toBe(0);

      const email = `noor@${tag}.example`;
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Phone').fill('+1 415 555 0100');
      // The studio's first active project type.
      await dialog.getByLabel('Project Type').click();
      await page.getByRole('option').nth(1).click();
      await dialog.getByLabel('Message/Notes').fill('Met at the open studio; a loft kitchen.');
      const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/leads'));
      await create.click();
      expect((await posted).postDataJSON()).toMatchObject({ email, status: 'active', source: 'manual' });
      await expect(toast(page)).toContainText('Lead Created');
      await expect(dialog).toBeHidden();
      const row = rowOf(page, `Noor ${tag}`);
      await expect(row).toContainText(email);
      await expect(row).toContainText('Active');
      await expect(row).toContainText('Manual');
      const [stored] = (await api.find(tag)).leads;
      expect(stored).toMatchObject({ email, status: 'active', source: 'manual', phone: '+1 415 555 0100' });
      expect(stored?.projectType).not.toBe('');
      await expectNoAxeViolations(page, { what: 'inbox' });

      // The same address again: the server's reason at the field, nothing stored.
      await page.getByRole('button', { name: 'Add Lead' }).click();
      await dialog.getByLabel('Email').fill(email.toUpperCase());
      await create.click();
      await expect(dialog.getByText('A lead with this email address already exists.')).toBeVisible();
      await expect(toast(page)).toContainText('Error');
      expect((await api.find(tag)).total).toBe(1);
      // Closing a changed dialog asks first.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      const discard = page.getByRole('alertdialog', { name: 'Discard changes?' });
      await discard.getByRole('button', { name: 'Keep editing' }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await discard.getByRole('button', { name: 'Discard changes' }).click();
      await expect(dialog).toBeHidden();
      expect((await api.find(tag)).total).toBe(1);
    },
  );

  test(
    'Edit and Delete from a row: only the changes are sent, Lead Updated; the confirm question, a refusal changes nothing, Lead Deleted',
    PHONE,
    async ({ page }) => {
      const tag = uniqueName('row');
      const { api, open } = await openAsAdmin(page, `/admin/leads?q=${tag}`);
      const email = `noor@${tag}.example`;
      await api.create({ firstName: 'Noor', lastName: tag, email });
      await open();
      const row = rowOf(page, `Noor ${tag}`);
      await row.getByRole('button', { name: `Edit Noor ${tag}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Lead' });
      await expect(edit.getByLabel('Email')).toHaveValue(email);
      await expectNoAxeViolations(page, { what: 'Edit Lead dialog', include: '[role="dialog"]' });
      await edit.getByLabel('Last Name').fill(`${tag} Haddad`);
      await chooseOption(page, edit, 'Status', /^Qualified$/);
      await expect(edit.getByText('Leaving Active stops this lead’s follow-up emails at once.')).toBeVisible();
      const patched = page.waitForRequest((r) => r.method() === 'PATCH' && /\/api\/leads\/\d+$/.test(r.url()));
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      expect((await patched).postDataJSON()).toEqual({ lastName: `${tag} Haddad`, status: 'qualified' });
      await expect(toast(page)).toContainText('Lead Updated');
      await expect(edit).toBeHidden();
      const renamed = rowOf(page, `Noor ${tag} Haddad`);
      await expect(renamed).toContainText('Qualified');
      expect((await api.find(tag)).leads[0]).toMatchObject({ lastName: `${tag} Haddad`, status: 'qualified' });

      await renamed.getByRole('button', { name: `Delete Noor ${tag} Haddad` }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete Lead' });
      await expect(confirm).toContainText('Are you sure you want to delete this lead?');
      await expect(confirm).toContainText('pending emails are cancelled and their personal data is removed');
      await expectNoAxeViolations(page, { what: 'delete confirm', include: '[role="alertdialog"]' });
      await page.route(
        (url) => /^\/api\/leads\/\d+$/.test(url.pathname),
        (route) =>
          route.request().method() === 'DELETE'
            ? route.fulfill({
                status: 500,
                contentType: 'application/json',
                body: '{"message":"Internal Server Error"}',
              })
            : route.fallback(),
      );
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(toast(page)).toContainText('Failed to delete lead.');
      await expect(confirm).toBeHidden();
      await expect(renamed).toBeVisible();
      expect((await api.find(tag)).total).toBe(1);
      await page.unrouteAll();

      await renamed.getByRole('button', { name: `Delete Noor ${tag} Haddad` }).click();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(toast(page)).toContainText('Lead Deleted');
      await expect(page.getByText('No leads match these filters.')).toBeVisible();
      expect((await api.find(tag)).total).toBe(0);
    },
  );

  test('an empty inbox says so and offers Add Lead; a list that fails to load offers a retry', async ({ page }) => {
    let failNext = true;
    await page.route(
      (url) => url.pathname === '/api/leads',
      (route) => {
        if (failNext) {
          failNext = false;
          return route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"message":"Service Unavailable"}',
          });
        }
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ leads: [], total: 0, page: 1, pageSize: 25 }),
        });
      },
    );
    const { open } = await openAsAdmin(page, '/admin/leads');
    await open();
    await expect(page.getByRole('alert').filter({ hasText: 'Service Unavailable' })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No leads found.')).toBeVisible();
    await page.getByRole('button', { name: 'Add Lead' }).last().click();
    await expect(page.getByRole('dialog', { name: 'Add Lead' })).toBeVisible();
  });
});

test.describe('Lead page: one clock (D26)', () => {
  // A browser far from the studio: the page still reads the studio's clock, and says so.
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('every time on the lead page is the studio’s, whatever the browser’s zone', async ({ page }) => {
    const tag = uniqueName('clock');
    const { api, open } = await openAsAdmin(page, `/admin/leads?q=${tag}`);
    const lead = await api.create({ firstName: 'Ines', lastName: tag, email: `ines@${tag}.example` });
    const settings = await page.request.get('/api/admin/settings', { headers: { 'Cache-Control': 'no-cache' } });
    const { timeZone } = (await settings.json()) as { timeZone: string };
    expect(timeZone).not.toBe('Asia/Tokyo');
    await open();
    await rowOf(page, `Ines ${tag}`).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: `Ines ${tag}` })).toBeVisible();
    const onStudioClock = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
      new Date(lead.createdAt),
    );
    await expect(page.getByText(`Times are the studio’s (${timeZone}).`, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Details' })).toContainText(onStudioClock);
    await expect(page.getByRole('region', { name: 'Timeline' }).locator('time').last()).toHaveText(onStudioClock);
  });
});

test.describe('Lead page (issue 10)', () => {
  test(
    'one timeline, newest first: the public forms’ touches, the e-mail, consent, a note and a status change',
    PHONE,
    async ({ page }) => {
      const domain = `${uniqueName('page')}.example`;
      const email = `amara@${domain}`;
      // A visitor's enquiry (with consent), then the lookbook from the same address: one lead, two touches.
      const enquiry = await page.request.post('/api/contact', {
        headers: { ...sameOrigin(), 'X-Forwarded-For': visitorAddress() },
        data: {
          firstName: 'Amara',
          lastName: 'Osei',
          email,
          message: 'A reading nook under the stairs, <b>please</b>.',
          consent: true,
        },
      });
      expect(enquiry.status(), await enquiry.text()).toBe(200);
      const lookbook = await page.request.post('/api/lookbook/download', {
        headers: { ...sameOrigin(), 'X-Forwarded-For': visitorAddress() },
        data: { name: 'Amara Osei', email },
      });
      expect(lookbook.status(), await lookbook.text()).toBe(200);
      const { api, open } = await openAsAdmin(page, `/admin/leads?q=${domain}&sort=oldest`);
      const [lead] = (await api.find(domain)).leads;
      const id = lead?.id ?? 0;
      // The e-mail worker records the studio's two notifications after the requests have answered:
      // wait for that work to be done (CI once opened the page while one was still queued).
      await expect
        .poll(async () =>
          ((await api.detail(id)).body?.timeline ?? [])
            .filter((entry) => entry.kind === 'email' && entry.emailKind === 'notification')
            .map((entry) => (entry.kind === 'email' ? entry.status : null)),
        )
        .toEqual(['recorded', 'recorded']);

      await open();
      await expect(leadRows(page)).toHaveCount(1);
      await rowOf(page, 'Amara Osei').getByRole('link', { name: 'Amara Osei' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/leads/${id}\\?q=`));
      await expect(page.getByRole('heading', { level: 1, name: 'Amara Osei' })).toBeVisible();
      const timeline = page.getByRole('region', { name: 'Timeline' });
      const entries = timeline.locator('ol > li');
      await expect(timeline.getByText('Sent the contact form')).toBeVisible();
      await expect(timeline.getByText('Downloaded the lookbook')).toBeVisible();
      // The visitor's words as text, never as markup.
      await expect(timeline.getByText('A reading nook under the stairs, <b>please</b>.')).toBeVisible();
      // Development mode records the studio's notification of the enquiry.
      await expect(timeline.getByText('Notification to the studio').first()).toBeVisible();
      await expect(timeline.getByText('Recorded').first()).toBeVisible();
      const texts = await entries.allTextContents();
      const lookbookAt = texts.findIndex((text) => text.includes('Downloaded the lookbook'));
      const contactAt = texts.findIndex((text) => text.includes('Sent the contact form'));
      expect(lookbookAt).toBeGreaterThanOrEqual(0);
      expect(lookbookAt).toBeLessThan(contactAt);
      const consent = page.getByRole('region', { name: 'Consent' });
      await expect(consent).toContainText('Agreed to marketing email on');
      await expect(consent).toContainText('Form: Contact Form');
      await expectNoAxeViolations(page, { what: 'lead page' });

      await timeline.getByRole('button', { name: 'Add note' }).click();
      await expect(timeline.getByText('Note is required')).toBeVisible();
      await timeline.getByLabel('Note').fill('Prefers calls after 4 pm.');
      await timeline.getByRole('button', { name: 'Add note' }).click();
      await expect(toast(page)).toContainText('Note Added');
      await expect(timeline.getByLabel('Note')).toHaveValue('');
      // The sequence job may record the welcome e-mail at any moment, so newest first is checked
      // against what is surely older, not as the very first entry.
      await expectAbove(entries, 'Prefers calls after 4 pm.', 'Downloaded the lookbook');

      const status = page.getByRole('region', { name: 'Status' });
      await expect(status).toContainText('Leaving Active stops this lead’s follow-up emails at once.');
      await chooseOption(page, status, 'Change status', /^Contacted$/);
      await expect(toast(page)).toContainText('Lead Updated');
      await expectAbove(entries, 'Status changed from Active to Contacted', 'Prefers calls after 4 pm.');
      // Other specs may have seeded the studio's templates: then each step says why it will not go.
      await expect(page.getByRole('region', { name: 'Upcoming' })).toContainText(
        /No follow-up emails are waiting for this lead\.|The lead is not active, so no further steps are sent\./,
      );
      expect((await api.detail(id)).body?.lead.status).toBe('contacted');
    },
  );

  test(
    'a spam report heard from Resend: the timeline says so and the sequence has stopped for good (issue 28)',
    PHONE,
    async ({ page }) => {
      const tag = uniqueName('spam');
      const { api, open } = await openAsAdmin(page, '/admin/leads');
      const lead = await api.create({ firstName: 'Rosa', lastName: tag, email: `rosa@${tag}.example` });
      // The studio's Resend signing secret, the same for every worker (a second save changes nothing).
      const keys = await page.request.post('/api/admin/email-webhooks', {
        headers: sameOrigin(),
        data: { resendSecret: E2E_RESEND_SECRET },
      });
      expect(keys.status(), await keys.text()).toBe(200);
      // Resend posts what the person did, signed as Resend signs it; nothing of ours names the send,
      // so the address leads to the lead.
      const body = JSON.stringify(
        resendEvent('email.complained', { emailId: `e2e-${tag}`, to: `rosa@${tag}.example` }),
      );
      const heard = await page.request.post('/api/webhooks/resend', {
        headers: resendHeaders(E2E_RESEND_SECRET, body),
        data: body,
      });
      expect(heard.status(), await heard.text()).toBe(200);

      await open();
      await page.goto(`/admin/leads/${lead.id}`);
      await expect(page.getByRole('heading', { level: 1, name: `Rosa ${tag}` })).toBeVisible();
      const timeline = page.getByRole('region', { name: 'Timeline' });
      await expect(timeline.getByText('Marked as spam')).toBeVisible();
      await expect(timeline.getByText('Via Resend')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Upcoming' })).toContainText('Sequence stopped: marked as spam on');
      await expectNoAxeViolations(page, { what: 'lead page, spam report' });
      expect((await api.detail(lead.id)).body?.lead.status).toBe('unsubscribed');
    },
  );

  test('Edit and Delete on the lead page; the back link keeps the inbox’s filters', async ({ page }) => {
    const tag = uniqueName('lead');
    const { api, open } = await openAsAdmin(page, `/admin/leads?q=${tag}&sort=oldest`);
    const lead = await api.create({ firstName: 'Kofi', lastName: tag, email: `kofi@${tag}.example` });
    await open();
    await rowOf(page, `Kofi ${tag}`).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: `Kofi ${tag}` })).toBeVisible();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Lead' });
    await expect(edit.getByLabel('Source')).toHaveText('Manual');
    await edit.getByLabel('Phone').fill('+44 20 7946 0018');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Lead Updated');
    await expect(page.getByRole('region', { name: 'Details' })).toContainText('+44 20 7946 0018');
    // E-mail and phone are links; Reply opens the mail client on the lead's enquiry (issue 27).
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.getByRole('link', { name: '+44 20 7946 0018' })).toHaveAttribute('href', 'tel:+442079460018');
    await expect(details.getByRole('link', { name: `kofi@${tag}.example` })).toHaveAttribute(
      'href',
      `mailto:kofi@${tag}.example`,
    );
    await expect(page.getByRole('link', { name: 'Reply' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:kofi@${tag}\\.example\\?subject=Re%3A%20`),
    );
    await expectAbove(
      page.getByRole('region', { name: 'Timeline' }).locator('ol > li'),
      'Details edited: Phone',
      'Added by hand',
    );

    await page.getByRole('link', { name: 'Back to leads' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads\\?q=${tag}&sort=oldest$`));
    await expect(leadRows(page)).toHaveCount(1);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: `Kofi ${tag}` })).toBeVisible();

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Lead' });
    await expect(confirm).toContainText('Are you sure you want to delete this lead?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect((await api.detail(lead.id)).status).toBe(200);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('Lead Deleted');
    await expect(page).toHaveURL(new RegExp(`/admin/leads\\?q=${tag}&sort=oldest$`));
    await expect(page.getByText('No leads match these filters.')).toBeVisible();
    expect((await api.detail(lead.id)).status).toBe(404);
  });

  test('a lead that does not exist: a clear message and a link back', async ({ page }) => {
    const { open } = await openAsAdmin(page, '/admin/leads/987654321', 'Lead not found');
    await open();
    await expect(page.getByText('There is no lead at this address. It may have been deleted.')).toBeVisible();
    await page.goto('/admin/leads/not-a-number');
    await expect(page.getByRole('heading', { level: 1, name: 'Lead not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to leads' }).last().click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  });

  test('dark theme: the inbox with every status badge, the Add Lead dialog, a lead page and its delete confirm pass axe', async ({
    page,
    request,
  }) => {
    const tag = uniqueName('dark');
    await openTab(page, request, { path: '/admin/leads?q=none-yet', heading: 'Leads', theme: 'dark' });
    const api = leadsApi(page);
    const statuses = ['active', 'contacted', 'qualified', 'converted', 'unsubscribed', 'bounced'] as const;
    const sources = ['contact', 'lookbook', 'manual', 'referral', 'social_media', 'manual'] as const;
    const [lead] = await Promise.all(
      statuses.map((status, index) =>
        api.create({
          firstName: `Dark${index}`,
          lastName: tag,
          email: `dark${index}-${randomBytes(2).toString('hex')}@${tag}.example`,
          status,
          source: sources[index],
        }),
      ),
    );
    await page.goto(`/admin/leads?q=${tag}`);
    await expect(leadRows(page)).toHaveCount(6);
    for (const label of ['Active', 'Contacted', 'Qualified', 'Converted', 'Unsubscribed', 'Bounced']) {
      await expect(leadRows(page).filter({ hasText: label }).first()).toBeVisible();
    }
    await expectNoAxeViolations(page, { what: 'inbox (dark)' });

    await page.getByRole('button', { name: 'Add Lead' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Lead' })).toBeVisible();
    await expectNoAxeViolations(page, { what: 'Add Lead (dark)', include: '[role="dialog"]' });

    // The first of them (from the contact form, active), with a note, on its own page.
    const id = lead?.id ?? 0;
    await api.note(id, 'A note in the dark.');
    await page.goto(`/admin/leads/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Dark0 ${tag}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('A note in the dark.');
    await expectNoAxeViolations(page, { what: 'lead page (dark)' });
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Lead' });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page, { what: 'delete confirm (dark)', include: '[role="alertdialog"]' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect((await api.detail(id)).status).toBe(200);
  });
});

test.describe('Lead page: what a failed save says (admin area §8; issue 10: axe on every toast)', () => {
  test('a status change whose connection drops says ‘Failed to update lead.’; an edit of a lead deleted meanwhile gets the server’s ‘Lead not found.’', async ({
    page,
  }) => {
    const tag = uniqueName('fails');
    const { api } = await openAsAdmin(page, '');
    const lead = await api.create({ firstName: 'Oona', lastName: tag, email: `oona@${tag}.example` });
    await page.goto(`/admin/leads/${lead.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Oona ${tag}` })).toBeVisible();

    // The fallback is for a crash or a lost connection, which the server cannot be made to give on
    // demand: the browser drops this one call.
    await page.route(
      (url) => url.pathname === `/api/leads/${lead.id}`,
      (route) => (route.request().method() === 'PATCH' ? route.abort('connectionreset') : route.fallback()),
    );
    await chooseOption(page, page.getByRole('region', { name: 'Status' }), 'Change status', /^Contacted$/);
    await expectToastPassesAxe(page, 'Failed to update lead.', { what: 'lead update failed' });
    expect((await api.detail(lead.id)).body?.lead.status).toBe('active');
    await page.unrouteAll();
    await closeToast(page);

    // Deleted in another request (another admin) while the editor is open: the server's own answer.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Lead' });
    await edit.getByLabel('Phone').fill('+1 415 555 0101');
    const gone = await page.request.delete(`/api/leads/${lead.id}`, { headers: sameOrigin(), data: {} });
    expect(gone.ok(), await gone.text()).toBe(true);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToastPassesAxe(page, 'Lead not found.', { what: 'lead deleted meanwhile' });
    await expect(edit).toBeVisible();
    expect((await api.detail(lead.id)).status).toBe(404);
  });
});

test.describe('Leads inbox: the flags, and the chat’s hand-off on the timeline (issue 10; D8)', () => {
  test('‘New for more than a business day’ and ‘Untouched for 7 days’ show in the list as words', async ({ page }) => {
    const tag = uniqueName('flags');
    const { api, open } = await openAsAdmin(page, `/admin/leads?q=${tag}`);
    const lead = (firstName: string) => ({
      firstName,
      lastName: tag,
      email: `${firstName.toLowerCase()}@${tag}.example`,
    });
    await api.create(lead('Fresh'));
    const waiting = await api.create(lead('Waiting'));
    const both = await api.create(lead('Both'));
    expect((await api.find(tag)).leads.map((row) => row.flags)).toEqual(
      Array(3).fill({ waitingOverBusinessDay: false, untouchedSevenDays: false }),
    );
    // The e2e server runs on the real clock, so no lead of its own is a business day old: its real
    // list answer is passed on with two leads' flags set, as the server sends them once that is so.
    await page.route(
      (url) => url.pathname === '/api/leads',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as LeadPage;
        for (const row of body.leads) {
          if (row.id === waiting.id) row.flags = { waitingOverBusinessDay: true, untouchedSevenDays: false };
          if (row.id === both.id) row.flags = { waitingOverBusinessDay: true, untouchedSevenDays: true };
        }
        await route.fulfill({ response, json: body });
      },
    );
    await open();
    const waitingRow = rowOf(page, `Waiting ${tag}`);
    await expect(waitingRow).toContainText('New for more than a business day');
    await expect(waitingRow).not.toContainText('Untouched for 7 days');
    const bothRow = rowOf(page, `Both ${tag}`);
    await expect(bothRow).toContainText('New for more than a business day');
    await expect(bothRow).toContainText('Untouched for 7 days');
    const freshRow = rowOf(page, `Fresh ${tag}`);
    await expect(freshRow).toBeVisible();
    await expect(freshRow).not.toContainText(/New for more than a business day|Untouched for 7 days/);
    await expectNoAxeViolations(page, { what: 'inbox with flags' });
  });

  test('an enquiry sent from the chat’s link is on the lead page as handed over from the chat', async ({ page }) => {
    const domain = `${uniqueName('chat')}.example`;
    await actAsNewVisitor(page);
    await page.goto('/contact?from=chat');
    await page.getByLabel('First name').fill('Cleo');
    await page.getByLabel('Last name').fill('Marsh');
    await page.getByLabel('Email').fill(`cleo@${domain}`);
    await page.getByLabel('Message').fill('The assistant sent me here about our dining room.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message sent!' })).toBeFocused();

    const { api } = await openAsAdmin(page, '');
    const [lead] = (await api.find(domain)).leads;
    expect(lead).toMatchObject({ source: 'chat', email: `cleo@${domain}` });
    await page.goto(`/admin/leads/${lead?.id ?? 0}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cleo Marsh' })).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByText('Handed over from the chat')).toBeVisible();
    await expect(timeline.getByText('The assistant sent me here about our dining room.')).toBeVisible();
    await expectNoAxeViolations(page, { what: 'lead page, chat hand-off' });
  });
});
