import type { Request } from '@playwright/test';
import { adminApi, signInAs } from './support/admin.ts';
import { expect, test } from './support/test.ts';
import { actAsNewVisitor } from './support/visitor.ts';

/**
 * Private analytics (issue 30, docs/analytics.md): the page's own beacon counts a visit without a
 * cookie, and the enquiry that ends the visit carries its visit id, so the lead knows where the
 * visitor came from and the project page that brought it is credited.
 */
const PROJECT = '/projects/limewash-and-walnut-living-room';

/**
 * A beacon leaving the page. Chromium does not show a `sendBeacon` body to Playwright, so what it
 * carried is read back from what the server made of it (the lead's attribution, the counts).
 */
const isBeacon = (request: Request) => request.url().endsWith('/api/analytics/beacon');

/** Two days either side of today: the studio's day, whatever its zone. */
function around(now: Date): string {
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return `from=${day(-2)}&to=${day(2)}`;
}

interface ContentRow {
  path: string;
  enquiries: number;
}

test('arrived from Instagram on a project page, enquired on the contact page: the lead’s page and the Analytics tab say so, and the project is credited', async ({
  page,
  request,
}) => {
  const admin = await adminApi(request);
  const range = around(new Date());
  const enquiriesFromProject = async () => {
    const overview = await admin.read<{ content: ContentRow[] }>(`/api/admin/analytics/overview?${range}`);
    return overview.content.find((row) => row.path === PROJECT)?.enquiries ?? 0;
  };
  const before = await enquiriesFromProject();
  const campaign = `autumn-${Date.now().toString(36)}`;

  await actAsNewVisitor(page);
  const landed = page.waitForRequest(isBeacon);
  await page.goto(`${PROJECT}?utm_source=instagram&utm_medium=social&utm_campaign=${campaign}`);
  await landed;
  // No cookie and no storage: the visit lives in the page's memory only.
  expect(await page.context().cookies()).toEqual([]);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);

  // The site's own navigation: the same page load, so the same visit.
  const onContact = page.waitForRequest(isBeacon);
  await page.getByRole('banner').getByRole('link', { name: 'Contact' }).first().click();
  await onContact;

  const email = `instagram.${Date.now()}@example.com`;
  await page.getByLabel('First name').fill('Ines');
  await page.getByLabel('Last name').fill('Moreau');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Message').fill('We saw the living room on Instagram.');
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  const response = await sent;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON().visit).toMatch(/^[A-Za-z0-9_-]{12,32}$/);

  // The enquiry asks for today's rollup at once (docs/analytics.md): the project's count follows
  // within that job's run, which the API shows first.
  await expect.poll(enquiriesFromProject, { timeout: 30_000 }).toBe(before + 1);

  // The studio's side: the lead's page, then the tab.
  await signInAs(page, request, 'editor');
  const { leads } = await admin.read<{ leads: Array<{ id: number; email: string }> }>(
    `/api/leads?q=${encodeURIComponent(email)}`,
  );
  const lead = leads.find((item) => item.email === email);
  if (!lead) throw new Error('the lead was not stored');
  await page.goto(`/admin/leads/${lead.id}`);
  const origin = page.getByRole('region', { name: 'Where they came from' });
  await expect(origin.getByRole('link', { name: PROJECT })).toHaveAttribute('href', PROJECT);
  await expect(origin).toContainText(/Campaign source\s*instagram/);
  await expect(origin).toContainText(new RegExp(`Campaign\\s*${campaign}`));
  await expect(origin).toContainText(/Enquired on\s*\/contact/);

  await page.getByRole('navigation').getByRole('link', { name: 'Analytics' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const credited = page
    .getByRole('table', { name: /^Each project page and journal post/ })
    .getByRole('row', { name: /Limewash & Walnut Living Room/ });
  await expect(credited.getByRole('cell').nth(1)).toHaveText(String(before + 1));
  await expect(
    page.getByRole('table', { name: /^Visits from links tagged/ }).getByRole('rowheader', { name: campaign }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download CSV: Top pages' })).toHaveAttribute(
    'href',
    /\/api\/admin\/analytics\/export\?report=pages&from=\d{4}-\d\d-\d\d&to=/,
  );

  // The chart's numbers are there as a table too; another period is kept in the address through a
  // reload, and a backwards one is refused beside its field.
  const chart = page.getByRole('region', { name: 'Visitors and page views per day' });
  await chart.getByText('Show as table').click();
  await expect(chart.getByRole('table').locator('tbody tr')).toHaveCount(30);
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('Last 7 days');
  const to = page.getByLabel('To', { exact: true });
  await page.getByLabel('From', { exact: true }).fill('2026-03-10');
  await to.fill('2026-03-01');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(to).toHaveAccessibleDescription(/The range must end on or after its first day/);
});
