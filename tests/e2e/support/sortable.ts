import type { Locator, Page } from '@playwright/test';
import { withLock } from './lock.ts';
import { expect } from './test.ts';

/**
 * The admin's reorderable lists (Projects, Blog Posts, Testimonials, the form options) share one
 * list: a drag handle per row, dnd-kit's keyboard sensor with spoken announcements, and move
 * buttons (admin area §2, §8; D18, D19; WCAG 2.2 SC 2.5.7). These move a row the three ways.
 */

/**
 * Drags a row by its handle (pointer) until it sits where `target` (the other row's handle) is.
 * The rows may still move when the drag begins (a list above them arriving late, the list read
 * again with another test's new post on top): a press that picked up another row, or none (the
 * handle moved away between measuring it and pressing: cc34, the Scheduled list arriving above),
 * is cancelled (Escape, as a user would) and made again where the handle now is.
 */
export async function dragOnto(page: Page, handle: Locator, target: Locator): Promise<void> {
  const pressed = page.locator('[aria-roledescription="sortable"][aria-pressed="true"]');
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    // Mid-screen: dnd-kit scrolls the page while the pointer is within 20 % of an edge, and a page
    // that scrolls under a still pointer drops the row somewhere else than where it was aimed.
    await placeAt(target, 0.5);
    const from = await handle.boundingBox();
    const before = await target.boundingBox();
    if (!from || !before) throw new Error('the rows are not on screen');
    const [x, y] = [from.x + from.width / 2, from.y + from.height / 2];
    await page.mouse.move(x, y);
    // Pressed only where the handle is now: a press elsewhere would click whatever moved there.
    const onHandle = await handle.evaluate((el, point) => el.contains(document.elementFromPoint(point.x, point.y)), {
      x,
      y,
    });
    if (!onHandle) continue;
    await page.mouse.down();
    // dnd-kit starts a drag after 5 px of travel (a click on the handle stays a click); the handle
    // says so (aria-pressed) once the drag is on, and only then is the target where the drop goes:
    // measured now, after anything that moved the rows meanwhile.
    await page.mouse.move(x, y + (before.y < from.y ? -12 : 12), { steps: 4 });
    const picked = await pressed.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (!picked || (await handle.getAttribute('aria-pressed')) !== 'true') {
      await page.keyboard.press('Escape');
      await page.mouse.up();
      await expect(pressed).toHaveCount(0);
      continue;
    }
    const to = await target.boundingBox();
    if (!to) throw new Error('the target row left the screen');
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    return;
  }
  throw new Error('three presses on the handle picked up another row, or none');
}

/**
 * Scrolls the nearest scrolling box (a panel, else the page) so the element's middle sits at
 * `fraction` of the window's height, as far as the page can scroll.
 */
async function placeAt(element: Locator, fraction: number): Promise<void> {
  await element.evaluate((el, at) => {
    const scrolls = (box: Element) =>
      box.scrollHeight > box.clientHeight && /(auto|scroll)/.test(getComputedStyle(box).overflowY);
    let box = el.parentElement;
    while (box && !scrolls(box)) box = box.parentElement;
    const rect = el.getBoundingClientRect();
    const shift = rect.top + rect.height / 2 - window.innerHeight * at;
    (box ?? document.scrollingElement ?? document.documentElement).scrollBy({ top: shift, behavior: 'instant' });
  }, fraction);
}

/**
 * dnd-kit's keyboard sensor adds its keydown listener in a `setTimeout` after the pick-up, while the
 * pick-up's announcement is rendered by React's scheduler, which can run first. Chromium handles input
 * before timers, so on a busy machine an arrow pressed right after the announcement reached the page
 * before the listener and was lost (CI, stop 39: "is over position 2" stayed 2). A timer set now fires
 * after dnd-kit's, so once it has fired the sensor hears the keys.
 */
export async function untilKeyboardSensorListens(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}

/**
 * Picks a row up by keyboard, moves it one place (up/down, or left/right in a grid) and drops it, each key once dnd-kit has
 * announced the previous step: the arrow keys only move a row after dnd-kit has measured the rows,
 * which its first "is over position" announcement shows. Returns the positions it heard.
 */
export async function moveByKeyboard(
  page: Page,
  handle: Locator,
  label: string,
  /** lists move up and down; a grid of tiles (a project's images) left and right */
  direction: 'up' | 'down' | 'left' | 'right',
): Promise<{ from: number; to: number; count: number }> {
  const over = page.getByRole('status').filter({ hasText: `${label} is over position` });
  // dnd-kit's keyboard sensor scrolls the page instead of moving the row when the next place lies
  // past the middle of the screen (smoothly, and 'over' then waits for scroll events): a row in the
  // upper third moving down (the lower third moving up) needs no scroll, so the step is the key's.
  await placeAt(handle, direction === 'up' ? 0.7 : 0.3);
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(over).toBeAttached();
  await untilKeyboardSensorListens(page);
  const [, from, count] = (/is over position (\d+) of (\d+)\./.exec((await over.textContent()) ?? '') ?? []).map(
    Number,
  );
  if (!from || !count) throw new Error(`dnd-kit did not say where ${label} is`);
  const forward = direction === 'down' || direction === 'right';
  const to = forward ? from + 1 : from - 1;
  const key = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' }[direction];
  await page.keyboard.press(key);
  await expect(over).toContainText(`${label} is over position ${to} of ${count}.`);
  await page.keyboard.press('Space');
  await expect(page.getByText(`${label} was dropped at position ${to} of ${count}.`, { exact: true })).toBeAttached();
  return { from, to, count };
}

/**
 * A read of the list itself: the Blog Posts tab's Scheduled list above it reads the same path
 * (`?status=scheduled`) and is refreshed by the same write, so its answer must not stand in.
 */
export function isListRead(url: string, listPath: string): boolean {
  const { pathname, searchParams } = new URL(url);
  return pathname === listPath && searchParams.get('status') !== 'scheduled';
}

/**
 * Makes a move and waits until the server answered (POST `reorderPath`) and the list was read
 * again (GET `listPath`). D19 refuses an order that is not exactly the current set of items: when
 * another test added or deleted one between this page's read and the move, the refusal is right,
 * the page reads the list again, and the move is made again on the fresh list.
 */
export async function saveOrder(
  page: Page,
  { reorderPath, listPath }: { reorderPath: string; listPath: string },
  move: () => Promise<unknown>,
): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const saved = page.waitForResponse((r) => r.url().endsWith(reorderPath) && r.request().method() === 'POST');
    const reread = page.waitForResponse((r) => isListRead(r.url(), listPath) && r.request().method() === 'GET');
    await move();
    const response = await saved;
    await reread;
    if (response.ok()) return;
    const { code, message } = (await response.json()) as { code: string; message: string };
    expect(['reorder_incomplete', 'reorder_unknown_item']).toContain(code);
    expect(message).toMatch(/leaves out items|not in this list/);
  }
  throw new Error('the new order was refused three times');
}

/**
 * Runs a reorder test alone among the tests reordering the same list: a reorder sends the whole
 * order as its page read it (D19), so a second test's save, read before the first one's and sent
 * after it, puts the first one's rows back where they were (the last save wins, as it should).
 */
export function withListOrder<T>(list: string, work: () => Promise<T>): Promise<T> {
  return withLock(`order-${list}`, work);
}

/** Of two names, which one comes first in these texts (rows or titles, top to bottom). */
export function firstOf(texts: string[], one: string, other: string): string {
  const at = (name: string) => texts.findIndex((text) => text.includes(name));
  expect(at(one), `${one} is listed`).toBeGreaterThanOrEqual(0);
  expect(at(other), `${other} is listed`).toBeGreaterThanOrEqual(0);
  return at(one) < at(other) ? one : other;
}

/** The texts of a list's rows, top to bottom. */
export function rowTexts(list: Locator): Promise<string[]> {
  return list.getByRole('listitem').allTextContents();
}
