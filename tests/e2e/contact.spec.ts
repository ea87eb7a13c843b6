import { expectNoAxeViolations } from './support/axe.ts';
import { expect, PHONE, test } from './support/test.ts';
import { actAsNewVisitor } from './support/visitor.ts';

test.describe('/contact', () => {
  test('shows the studio details, the opening hours and the social links, and offers the project types and budgets the server lists', async ({
    page,
    request,
  }) => {
    await page.goto('/contact');
    const details = page.getByRole('complementary', { name: 'Studio details' });
    await expect(details).toContainText('NE Alberta Street');
    await expect(details.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(details.getByRole('link', { name: /555/ })).toHaveAttribute('href', /^tel:\+?\d+$/);
    const hours = details.locator('dl > div');
    await expect(hours).toHaveText([/Monday – Friday\s*9 am – 6 pm/, /Saturday\s*10 am – 4 pm/, /Sunday\s*Closed/]);
    await expect(details.getByRole('link', { name: /Instagram/ })).toBeVisible();

    // Beside them, the form offers the project types and budgets the server lists.
    for (const [label, list] of [
      ['Project type', 'projectType'],
      ['Budget', 'budget'],
    ] as const) {
      const options = (await (await request.get(`/api/form-options/${list}`)).json()) as Array<{ label: string }>;
      const shown = await page.getByLabel(label).locator('option').allTextContents();
      expect(shown.slice(1)).toEqual(options.map((o) => o.label));
    }
    await expect(page.getByLabel('Phone')).toHaveAttribute('type', 'tel');
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  });

  test('names each missing required field and sends nothing', async ({ page }) => {
    let posted = false;
    await page.route('**/api/contact', (route) => {
      posted = true;
      return route.abort();
    });
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'First name is required.',
      'Last name is required.',
      'Email is required.',
      'Message is required.',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
  });

  test(
    'a sent enquiry reaches the server and gives way to a thank-you that stays, repeats it and offers a consultation',
    PHONE,
    async ({ page }) => {
      await actAsNewVisitor(page);
      await page.goto('/contact');
      await expect(page.getByText('We reply within one business day.')).toBeVisible();
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Last name').fill('Park');
      const email = `ada.${test.info().project.name}@example.com`;
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Project type').selectOption({ label: 'Kitchen & Bath' });
      await page.getByLabel('Message').fill('We would like to open up our kitchen.');
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
      await page.getByRole('button', { name: 'Send Message' }).click();
      const response = await answer;
      expect(response.status()).toBe(200);
      expect(response.request().postDataJSON()).toMatchObject({
        firstName: 'Ada',
        lastName: 'Park',
        projectType: 'kitchen-bath',
        consent: false,
      });
      // Focus moves to the heading, so a screen reader says what happened.
      await expect(page.getByRole('heading', { name: 'Message sent!' })).toBeFocused();
      const thanks = page.getByTestId('enquiry-thanks');
      await expect(thanks).toContainText('Thank you, Ada. We reply within one business day.');
      for (const sent of ['Ada Park', email, 'Kitchen & Bath', 'We would like to open up our kitchen.']) {
        await expect(thanks).toContainText(sent);
      }
      await expect(thanks.getByRole('link', { name: 'Book a consultation' })).toHaveAttribute('href', '/book');
      await expectNoAxeViolations(page, { what: 'thank-you' });
      await thanks.getByRole('button', { name: 'Send another message' }).click();
      await expect(page.getByLabel('First name')).toHaveValue('');
      await expect(page.getByLabel('Message')).toHaveValue('');
    },
  );

  test('after five enquiries from one visitor the server asks them to wait, and the form keeps the text', async ({
    page,
    baseURL,
  }) => {
    await actAsNewVisitor(page);
    for (let i = 0; i < 5; i++) {
      const sent = await page.request.post('/api/contact', {
        headers: { Origin: new URL(baseURL ?? '').origin },
        data: { firstName: 'Rate', lastName: 'Test', email: `rate${i}@example.com`, message: 'Hello' },
      });
      expect(sent.status(), await sent.text()).toBe(200);
    }
    await page.goto('/contact');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Park');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Message').fill('Sixth message');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.getByRole('region', { name: /Notifications/ }).locator('li');
    await expect(toast).toContainText('Error');
    await expect(toast).toContainText(/Too many requests\. Please try again in \d+ minutes?\./);
    await expect(page.getByLabel('Message')).toHaveValue('Sixth message');
  });

  test('a refused enquiry shows Error with the server’s message and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 400, json: { message: 'budget: not one of the budget options' } }),
    );
    await page.goto('/contact');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Park');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.getByRole('region', { name: /Notifications/ }).locator('li');
    await expect(toast).toContainText('Error');
    await expect(toast).toContainText('budget: not one of the budget options');
    await expect(page.getByLabel('Message')).toHaveValue('Hello');
  });

  test('axe finds no violations, also with validation errors showing', PHONE, async ({ page }) => {
    await page.goto('/contact');
    await expectNoAxeViolations(page, { what: 'empty form' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message is required.')).toBeVisible();
    await expectNoAxeViolations(page, { what: 'with errors' });
  });
});

test.describe('/contact without JavaScript (issue 12)', () => {
  // axe runs inside the page, which JavaScript off forbids: the test after this block checks the
  // same server-rendered states (the confirmation, the refused post) in a page that may run it.
  test.use({ javaScriptEnabled: false });

  test('the form posts to the page itself, which confirms as the toast would; nothing typed lands in the URL', async ({
    page,
  }) => {
    await actAsNewVisitor(page);
    const email = `nojs.${test.info().project.name}.${Date.now()}@example.com`;
    await page.goto('/contact');
    await expect(page.getByRole('form', { name: 'Project enquiry' })).toHaveAttribute('method', 'post');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Park');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Project type').selectOption({ label: 'Kitchen & Bath' });
    await page.getByLabel('Message').fill('Sent before any script ran.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await expect(page.getByRole('heading', { name: 'Message sent!' })).toBeVisible();
    await expect(page.getByText('Thank you. We reply within one business day.')).toBeVisible();
    await expect(page.getByTestId('enquiry-thanks').getByRole('link', { name: 'Book a consultation' })).toHaveAttribute(
      'href',
      '/book',
    );
    expect(page.url()).not.toContain('example.com');
  });

  test('sent half empty, it names each missing field beside it and keeps everything typed', async ({ page }) => {
    await actAsNewVisitor(page);
    await page.goto('/contact');
    await page.getByLabel('Last name').fill('Park');
    await page.getByLabel('Phone').fill('+1 503 555 0199');
    await page.getByLabel('Budget').selectOption({ label: 'Not sure yet' });
    await page.getByLabel('Message').fill('Please keep this message.');
    await page.getByText('Send me occasional design ideas').click();
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of ['First name is required.', 'Email is required.']) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Last name')).toHaveValue('Park');
    await expect(page.getByLabel('Phone')).toHaveValue('+1 503 555 0199');
    await expect(page.getByLabel('Budget')).toHaveValue('not-sure');
    await expect(page.getByLabel('Message')).toHaveValue('Please keep this message.');
    await expect(page.getByLabel('Send me occasional design ideas')).toBeChecked();
    expect(page.url()).not.toContain('Park');
  });
});

test('axe finds no violations in what the page renders after its own form post (the states without JavaScript)', async ({
  page,
}) => {
  await actAsNewVisitor(page);
  await page.goto('/contact');
  await page.getByLabel('Message').fill('Typed before the scripts ran.');
  // HTMLFormElement.submit() skips the hydrated handler: the browser posts the form as it would
  // before hydration, and the page that comes back is the server's rendering of the refusal.
  await page.getByRole('form', { name: 'Project enquiry' }).evaluate((form: HTMLFormElement) => form.submit());
  await expect(page.getByText('First name is required.')).toBeVisible();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(page.getByLabel('Message')).toHaveValue('Typed before the scripts ran.');
  await expectNoAxeViolations(page, { what: 'refused post' });

  await page.goto('/contact?sent=1');
  await expect(page.getByRole('heading', { name: 'Message sent!' })).toBeFocused();
  await expectNoAxeViolations(page, { what: 'confirmation' });
});
