import type { Locator, Page, Route } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, PHONE, test } from './support/test.ts';
import { actAsNewVisitor } from './support/visitor.ts';

/**
 * The answer-bot widget (public site §1, §4, §5, §7, §8; D21) in the browser. Answers, photo
 * analyses and design plans come from the real server; page.route stands in only where a test needs
 * a failure or a request held open.
 *
 * Below Tailwind's `sm` the panel is another thing: it covers the screen, is modal, closes from its
 * own button and closes itself when a link in it is followed. The tests of that, of where the
 * launcher sits, and axe run at phone size too (PHONE); the conversation's rules, the photo flow
 * and the failures are the same at any width and run at desktop size.
 */

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 640;
const launcher = (page: Page) => page.getByRole('button', { name: 'Chat with us' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Design assistant' });
const conversation = (page: Page) => panel(page).getByRole('log', { name: 'Conversation' });
const messageBox = (page: Page) => panel(page).getByRole('textbox', { name: 'Message' });
const sendButton = (page: Page) => panel(page).getByRole('button', { name: 'Send message' });
const suggestions = (page: Page) => panel(page).getByRole('group', { name: 'Suggestions' });
const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ }).locator('li');
const fileInput = (page: Page) => panel(page).locator('input[type="file"]');
const replies = (page: Page) => conversation(page).locator('li[data-role="assistant"]');

async function openChat(page: Page, path = '/') {
  await page.goto(path);
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
}

/** A photo of a mostly blue room with a pale floor, drawn here so the test knows its palette. */
async function blueRoomPng(): Promise<Buffer> {
  const floor = await sharp({ create: { width: 320, height: 70, channels: 3, background: '#e6dccb' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 320, height: 240, channels: 3, background: '#2f5d9e' } })
    .composite([{ input: floor, top: 170, left: 0 }])
    .png()
    .toBuffer();
}

/** Holds a route's requests until `release()`, so the pending state can be looked at. */
function holdRequests(page: Page, pattern: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: Route[] = [];
  const ready = page.route(pattern, async (route) => {
    held.push(route);
    await released;
    await route.fallback();
  });
  return { ready, release: () => release(), held };
}

async function expectToast(page: Page, title: string, description: string) {
  await expect(toast(page)).toHaveCount(1);
  await expect(toast(page)).toContainText(title);
  await expect(toast(page)).toContainText(description);
}

async function noOverlap(a: Locator, b: Locator) {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error('not laid out');
  const apart =
    boxA.x + boxA.width <= boxB.x ||
    boxB.x + boxB.width <= boxA.x ||
    boxA.y + boxA.height <= boxB.y ||
    boxB.y + boxB.height <= boxA.y;
  expect(apart, `${JSON.stringify(boxA)} overlaps ${JSON.stringify(boxB)}`).toBe(true);
}

test.describe('the launcher', () => {
  test('is on every page, including the 404 page', async ({ page }) => {
    test.slow();
    for (const path of ['/', '/portfolio', '/about', '/blog', '/contact', '/no-such-page']) {
      await page.goto(path);
      await expect(launcher(page), path).toBeVisible();
    }
  });

  test('sits clear of back-to-top and the consultation button', PHONE, async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    const consultation = page.getByRole('button', { name: 'Free consultation' });
    await expect(backToTop).toBeVisible();
    await expect(consultation).toBeVisible();
    await noOverlap(launcher(page), backToTop);
    await noOverlap(launcher(page), consultation);
    await noOverlap(backToTop, consultation);
  });

  test('loads the widget only when it is opened', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => url.includes('chat-panel'))).toEqual([]);
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    expect(scripts.filter((url) => url.includes('chat-panel'))).toHaveLength(1);
  });
});

test.describe('opening and closing', () => {
  test('the toggle opens the panel with the focus in the message box, and closes it again', PHONE, async ({ page }) => {
    await page.goto('/about');
    await expect(panel(page)).toBeHidden();
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(messageBox(page)).toBeFocused();
    if (isPhone(page)) {
      // On a phone the panel covers the screen (and the launcher): it closes from its own button.
      // Measured once the opening animation has finished.
      await expect.poll(() => panel(page).boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
      await panel(page).getByRole('button', { name: 'Close chat' }).click();
    } else {
      await expect(launcher(page)).toHaveAttribute('aria-expanded', 'true');
      await noOverlap(panel(page), launcher(page));
      await launcher(page).click();
    }
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(launcher(page)).toBeFocused();
  });

  // Escape closing the panel and giving the focus back to the launcher is part of this journey.
  test('works from the keyboard alone', async ({ page }) => {
    await page.goto('/contact');
    await launcher(page).focus();
    await page.keyboard.press('Enter');
    await expect(messageBox(page)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(panel(page).getByRole('button', { name: 'Add a room photo' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    // Radix gives the focus back a task after the panel leaves: Space before that reaches the page.
    await expect(launcher(page)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(panel(page)).toBeVisible();
  });

  test('respects reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openChat(page);
    expect(await panel(page).evaluate((el) => getComputedStyle(el).transitionProperty)).toBe('none');
  });
});

test.describe('the conversation', () => {
  test('opens with a greeting that gives the studio’s contact details', async ({ page }) => {
    await page.goto('/contact');
    const footer = page.getByRole('contentinfo');
    const email = (await footer.getByRole('link', { name: /@/ }).textContent())?.trim() ?? '';
    const phone = (await footer.getByRole('link', { name: /555/ }).textContent())?.trim() ?? '';
    await launcher(page).click();
    const greeting = replies(page).first();
    await expect(greeting).toContainText('Larch & Lime design assistant');
    await expect(greeting).toContainText(email);
    await expect(greeting).toContainText(phone);
    await expect(greeting.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(greeting.getByRole('link', { name: phone })).toHaveAttribute('href', /^tel:\+?\d+$/);
    // The enquiry form, marked as the chat's hand-off (D8).
    await expect(greeting.getByRole('link', { name: 'Send an enquiry' })).toHaveAttribute('href', '/contact?from=chat');
    await expect(conversation(page)).toHaveAttribute('aria-live', 'polite');
  });

  test('quick actions show until the first reply, then hide; the question goes out with no history', async ({
    page,
  }) => {
    await actAsNewVisitor(page);
    await openChat(page);
    await expect(suggestions(page).getByRole('button')).toHaveText([
      'What services do you offer?',
      'How does your process work?',
      'Analyse my room photo',
      'Create a design plan',
    ]);
    const request = page.waitForRequest('**/api/chat');
    await suggestions(page).getByRole('button', { name: 'What services do you offer?' }).click();
    expect((await request).postDataJSON()).toEqual({
      message: 'What services do you offer?',
      messages: [],
      context: {},
    });
    await expect(replies(page)).toHaveCount(2);
    await expect(suggestions(page)).toBeHidden();
    await expect(replies(page).last()).toContainText(/design/i);
  });

  test('shows Thinking... and disables every input while a request is pending', async ({ page }) => {
    await actAsNewVisitor(page);
    const hold = holdRequests(page, '**/api/chat');
    await hold.ready;
    await openChat(page);
    await messageBox(page).fill('How long does a kitchen take?');
    await page.keyboard.press('Enter');
    await expect(panel(page).getByText('Thinking...')).toBeVisible();
    await expect(messageBox(page)).toBeDisabled();
    await expect(sendButton(page)).toBeDisabled();
    await expect(panel(page).getByRole('button', { name: 'Add a room photo' })).toBeDisabled();
    await expect(panel(page).getByLabel('Room', { exact: true })).toBeDisabled();
    for (const button of await suggestions(page).getByRole('button').all()) await expect(button).toBeDisabled();
    hold.release();
    await expect(panel(page).getByText('Thinking...')).toBeHidden();
    await expect(messageBox(page)).toBeEnabled();
    await expect(messageBox(page)).toBeFocused();
    await expect(messageBox(page)).toHaveValue('');
    await expect(conversation(page).locator('li[data-role="user"]')).toHaveText(/How long does a kitchen take\?/);
  });

  test('Enter sends; Shift+Enter starts a new line', async ({ page }) => {
    await actAsNewVisitor(page);
    await openChat(page);
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/chat')) sent++;
    });
    await messageBox(page).pressSequentially('Hello');
    await page.keyboard.press('Shift+Enter');
    await messageBox(page).pressSequentially('Do you work outside Portland?');
    await expect(messageBox(page)).toHaveValue('Hello\nDo you work outside Portland?');
    expect(sent).toBe(0);
    const request = page.waitForRequest('**/api/chat');
    await page.keyboard.press('Enter');
    expect((await request).postDataJSON().message).toBe('Hello\nDo you work outside Portland?');
    // Line breaks are kept when the message is shown.
    const mine = conversation(page).locator('li[data-role="user"]').last();
    expect(await mine.locator('p').evaluate((p) => getComputedStyle(p).whiteSpace)).toBe('pre-line');
    expect(await mine.locator('p').textContent()).toBe('Hello\nDo you work outside Portland?');
  });

  test('send is disabled while the box is empty (or blank) and no photo is waiting', async ({ page }) => {
    await openChat(page);
    await expect(sendButton(page)).toBeDisabled();
    await messageBox(page).fill('   \n  ');
    await expect(sendButton(page)).toBeDisabled();
    await page.keyboard.press('Enter');
    await expect(conversation(page).locator('li[data-role="user"]')).toHaveCount(0);
    await messageBox(page).fill('Hi');
    await expect(sendButton(page)).toBeEnabled();
    await messageBox(page).fill('');
    await expect(sendButton(page)).toBeDisabled();
    await fileInput(page).setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: await blueRoomPng() });
    await expect(sendButton(page)).toBeEnabled();
  });

  test("an enquiry sent from the chat's link is the chat's hand-off (D8)", async ({ page }) => {
    await actAsNewVisitor(page);
    await openChat(page, '/about');
    await conversation(page).getByRole('link', { name: 'Send an enquiry' }).click();
    await expect(page).toHaveURL(/\/contact\?from=chat$/);
    if (!isPhone(page) && (await panel(page).isVisible())) await page.keyboard.press('Escape');
    await page.getByLabel('First name').fill('Cleo');
    await page.getByLabel('Last name').fill('Chat');
    await page.getByLabel('Email').fill(`cleo.${test.info().project.name}@example.com`);
    await page.getByLabel('Message').fill('The assistant sent me here about our dining room.');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({ firstName: 'Cleo', via: 'chat' });
  });

  test(
    'sends the history with each message, and links in answers navigate inside the site',
    PHONE,
    async ({ page }) => {
      await actAsNewVisitor(page);
      await openChat(page);
      await messageBox(page).fill('Show me your kitchen projects');
      await page.keyboard.press('Enter');
      await expect(replies(page)).toHaveCount(2);
      // The greeting is the first reply; this answer the second.
      const answer = replies(page).nth(1);
      const link = answer.locator('a[href^="/"]');
      await expect(link.first()).toBeVisible();

      const second = page.waitForRequest('**/api/chat');
      await messageBox(page).fill('And how much does one cost?');
      await page.keyboard.press('Enter');
      const { messages } = (await second).postDataJSON() as { messages: Array<Record<string, unknown>> };
      expect(messages.map((m) => [m.role, m.content])).toEqual([
        ['user', 'Show me your kitchen projects'],
        ['assistant', (await answer.locator('p').first().textContent())?.trim()],
      ]);
      for (const message of messages) expect(message.timestamp).toEqual(expect.any(String));
      await expect(replies(page)).toHaveCount(3);

      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const target = (await link.first().getAttribute('href')) ?? '';
      await link.first().click();
      await expect(page).toHaveURL(new RegExp(`${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      // Client-side navigation: the same document, so the conversation is still there.
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
      if (isPhone(page)) {
        await expect(panel(page)).toBeHidden();
        await launcher(page).click();
      }
      await expect(replies(page)).toHaveCount(3);
    },
  );
});

test.describe('room photos', () => {
  test('a file that is not an image is refused with Invalid File', async ({ page }) => {
    await openChat(page);
    await fileInput(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expectToast(page, 'Invalid File', 'Please upload an image file.');
    await expect(panel(page).getByRole('img', { name: 'Your room, ready to send' })).toHaveCount(0);
    // Named like an image but not one: refused too.
    await fileInput(page).setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a png') });
    await expectToast(page, 'Invalid File', 'Please upload an image file.');
    await expect(sendButton(page)).toBeDisabled();
  });

  // Sent, the photo leaves the composer for the conversation: the analysed photo's test below.
  test('the quick action opens the photo picker for images; the chosen photo waits with a thumbnail until it is removed', async ({
    page,
  }) => {
    await openChat(page);
    await expect(fileInput(page)).toHaveAttribute('accept', 'image/*');
    const chooser = page.waitForEvent('filechooser');
    await suggestions(page).getByRole('button', { name: 'Analyse my room photo' }).click();
    await (await chooser).setFiles({ name: 'room.png', mimeType: 'image/png', buffer: await blueRoomPng() });
    const thumbnail = panel(page).getByRole('img', { name: 'Your room, ready to send' });
    await expect(thumbnail).toBeVisible();
    await expect(thumbnail).toHaveAttribute('src', /^data:image\/png;base64,/);
    await panel(page).getByRole('button', { name: 'Remove photo' }).click();
    await expect(thumbnail).toHaveCount(0);
    await expect(sendButton(page)).toBeDisabled();
    await expect(messageBox(page)).toBeFocused();
  });

  test('an analysed photo shows its palette, then a design plan from it as a card', async ({ page }) => {
    test.slow();
    await actAsNewVisitor(page);
    await openChat(page);
    await panel(page).getByLabel('Room', { exact: true }).selectOption('bedroom');
    await expect(panel(page).getByLabel('Room', { exact: true }).locator('option')).toContainText([
      'Any room',
      'Living Room',
      'Kitchen',
      'Bedroom',
    ]);
    await fileInput(page).setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: await blueRoomPng() });
    const analysis = page.waitForRequest('**/api/chat/analyze-image');
    await sendButton(page).click();
    const body = (await analysis).postDataJSON();
    expect(body).toEqual({ image: expect.stringMatching(/^data:image\/png;base64,/), roomContext: 'bedroom' });

    // After the greeting: the analysis, then (below) the plan.
    const reply = replies(page).nth(1);
    await expect(reply.getByRole('list', { name: 'Palette' })).toBeVisible();
    await expect(reply).toContainText(/blue/i);
    const swatches = reply.getByRole('list', { name: 'Palette' }).getByRole('listitem');
    expect(await swatches.count()).toBeGreaterThanOrEqual(2);
    await expect(swatches.first()).toContainText(/#[0-9a-f]{6}/i);
    // public site §4: the pending photo is cleared once its analysis succeeded; the photo stays in the bubble.
    await expect(panel(page).getByRole('img', { name: 'Your room, ready to send' })).toHaveCount(0);
    await expect(conversation(page).getByRole('img', { name: 'Your room, as you sent it' })).toBeVisible();
    await expect(suggestions(page)).toBeHidden();

    const planRequest = page.waitForRequest('**/api/chat/design-suggestions');
    await reply.getByRole('button', { name: 'Create a design plan' }).click();
    const context = (await planRequest).postDataJSON();
    expect(context.roomType).toBe('bedroom');
    expect(context.palette.length).toBe(await swatches.count());
    const card = replies(page).nth(2).getByRole('article', { name: 'Design plan' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Your bedroom' })).toBeVisible();
    for (const section of ['Colour palette', 'Furniture', 'Lighting', 'Budget']) {
      await expect(card.getByRole('heading', { name: section })).toBeVisible();
    }
    const lists = card.getByRole('list');
    await expect(lists).toHaveCount(4);
    expect(await lists.nth(0).getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    expect(await lists.nth(1).getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    expect(await lists.nth(2).getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    expect(await lists.nth(3).getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
  });
});

test.describe('failures', () => {
  test.beforeEach(async ({ page }) => {
    await actAsNewVisitor(page);
  });

  test('a failed answer: Chat Error, and the message is kept to try again', async ({ page }) => {
    await page.route('**/api/chat', (route) => route.fulfill({ status: 500, json: { message: 'Something broke.' } }));
    await openChat(page);
    await messageBox(page).fill('Do you do bathrooms?');
    await page.keyboard.press('Enter');
    await expectToast(page, 'Chat Error', 'Failed to get response. Please try again.');
    await expect(toast(page)).not.toContainText('Something broke.');
    await expect(messageBox(page)).toHaveValue('Do you do bathrooms?');
    await expect(conversation(page).locator('li[data-role="user"]')).toHaveCount(0);
    await expect(suggestions(page)).toBeVisible();
  });

  test('a failed analysis: Image Analysis Error, and the photo stays pending', async ({ page }) => {
    await page.route('**/api/chat/analyze-image', (route) => route.fulfill({ status: 500, body: '' }));
    await openChat(page);
    await fileInput(page).setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: await blueRoomPng() });
    await sendButton(page).click();
    await expectToast(page, 'Image Analysis Error', 'Failed to analyze image. Please try again.');
    await expect(panel(page).getByRole('img', { name: 'Your room, ready to send' })).toBeVisible();
    await expect(sendButton(page)).toBeEnabled();
  });

  test('a failed plan: Design Suggestions Error', async ({ page }) => {
    await page.route('**/api/chat/design-suggestions', (route) =>
      route.fulfill({ status: 500, json: { message: 'Something broke.' } }),
    );
    await openChat(page);
    await suggestions(page).getByRole('button', { name: 'Create a design plan' }).click();
    await expectToast(page, 'Design Suggestions Error', 'Failed to generate suggestions. Please try again.');
    await expect(replies(page)).toHaveCount(1);
  });

  test('an answer that is not what the contract promises is a failure too, not an empty bubble', async ({ page }) => {
    await page.route('**/api/chat/design-suggestions', (route) =>
      route.fulfill({ json: { overallConcept: 'Calm.', colorPalette: [] } }),
    );
    await openChat(page);
    await suggestions(page).getByRole('button', { name: 'Create a design plan' }).click();
    await expectToast(page, 'Design Suggestions Error', 'Failed to generate suggestions. Please try again.');
  });

  test('the toasts are destructive', async ({ page }) => {
    await page.route('**/api/chat', (route) => route.fulfill({ status: 503, body: 'down' }));
    await openChat(page);
    await suggestions(page).getByRole('button', { name: 'How does your process work?' }).click();
    await expect(toast(page)).toContainText('Chat Error');
    await expect(toast(page)).toHaveClass(/bg-red-800/);
  });
});

test.describe('accessibility', () => {
  // Still pages: a carousel or the panel fading in mid-check would make the contrast checks flaky.
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('axe finds nothing with the panel closed or open', PHONE, async ({ page }) => {
    await page.goto('/contact');
    await expectNoAxeViolations(page, { what: 'panel closed' });
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    await expectNoAxeViolations(page, { what: 'panel open' });
  });

  test('axe finds nothing in a conversation with a photo, its palette and a plan', PHONE, async ({ page }) => {
    test.slow();
    await actAsNewVisitor(page);
    await openChat(page, '/portfolio');
    await fileInput(page).setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: await blueRoomPng() });
    await expect(panel(page).getByRole('img', { name: 'Your room, ready to send' })).toBeVisible();
    await sendButton(page).click();
    await replies(page).last().getByRole('button', { name: 'Create a design plan' }).click();
    await expect(panel(page).getByRole('article', { name: 'Design plan' })).toBeVisible();
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  });
});
