import type { Route } from '@playwright/test';
import { PUBLIC_PAGES } from './support/public-pages.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 12: what a phone fetches before its first paint (ADR 015, ADR 016). The scripts wait for
 * the page's largest picture; the fonts are the instances cut to the weights the pages draw.
 */

const INSTANCED_FONTS = [
  /^fraunces-latin-opsz-normal-400-[\w-]+\.woff2$/,
  /^inter-latin-wght-normal-400-600-[\w-]+\.woff2$/,
];

test.describe('what a public page fetches for its first paint', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} draws its text with the two instanced fonts and fetches no other font file`, async ({ page }) => {
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname.split('/').pop() ?? '');
      });
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const families = await page.evaluate(() =>
        [...document.fonts].filter((face) => face.status === 'loaded').map((face) => `${face.family} ${face.weight}`),
      );
      expect(families.sort()).toEqual(['Fraunces Variable 400', 'Inter Variable 400 600']);
      expect(fonts).toHaveLength(2);
      for (const file of INSTANCED_FONTS)
        expect(
          fonts.some((name) => file.test(name)),
          String(file),
        ).toBe(true);
    });
  }

  test('React DOM, React and React Router arrive with V8’s compile hint on their first line; the app’s code without', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const entry = html.match(/import\("(\/assets\/entry\.client-[\w-]+\.js)"\)/)?.[1];
    const home = html.match(/from "(\/assets\/home-[\w-]+\.js)"/)?.[1];
    expect(entry && home).toBeTruthy();
    const firstLine = async (path: string) => (await (await request.get(path)).text()).split('\n', 1)[0];
    expect(await firstLine(entry ?? '')).toBe('//# allFunctionsCalledOnLoad');
    // The chunk React and React Router share, found from the entry's own imports.
    const shared = (await (await request.get(entry ?? '')).text()).match(/from"\.\/(jsx-runtime-[\w-]+\.js)"/)?.[1];
    expect(shared).toBeTruthy();
    expect(await firstLine(`/assets/${shared}`)).toBe('//# allFunctionsCalledOnLoad');
    expect(await firstLine(home ?? '')).not.toContain('allFunctionsCalledOnLoad');
  });

  test('text beyond basic latin is still drawn in the site’s fonts, at the kept weights and beside them', async ({
    page,
  }) => {
    await page.goto('/about');
    // Names an owner could type: latin-ext, Vietnamese and (Inter only: Fraunces has none) Cyrillic.
    await page.evaluate(() => {
      for (const [tag, weight, text] of [
        ['p', 400, 'Łódź Škoda Nguyễn Привет'],
        ['p', 500, 'Łódź Škoda Nguyễn Привет'],
        ['p', 700, 'Łódź Škoda Nguyễn Привет'],
        ['h2', 400, 'Łódź Škoda Nguyễn'],
      ] as const) {
        const element = document.createElement(tag);
        element.className = 'font-probe';
        element.textContent = text;
        element.style.fontWeight = String(weight);
        document.querySelector('main')?.prepend(element);
      }
    });
    await page.evaluate(() => document.fonts.ready);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '.font-probe' });
    expect(nodeIds).toHaveLength(4);
    for (const [i, nodeId] of nodeIds.entries()) {
      // Fonts load on use: ask until the faces for these letters have arrived.
      await expect
        .poll(async () => {
          const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
          return fonts.filter((font) => !font.isCustomFont).map((font) => font.familyName);
        }, `probe ${i}`)
        .toEqual([]);
    }
  });

  test('no script is asked for until the high-priority picture has loaded, then the page hydrates', async ({
    page,
    request,
  }) => {
    // Every modulepreload hint added to the page, with whether the hero had loaded by then.
    await page.addInitScript(`window.__hints = [];
      new MutationObserver((records) => { for (const record of records) for (const node of record.addedNodes)
        if (node.nodeName === 'LINK' && node.rel === 'modulepreload')
          window.__hints.push(document.querySelector('img[fetchpriority="high"]')?.complete ?? null);
      }).observe(document, { childList: true, subtree: true });`);
    const hints = () => page.evaluate(() => (window as unknown as { __hints: Array<boolean | null> }).__hints);
    // Hold the hero and the scripts: nothing runs but the page's inline script, and the test says
    // when the hero arrives. (React adds hints of its own when it hydrates.)
    const html = await (await request.get('/')).text();
    const heroTag = html.match(/<img[^>]*fetchpriority="high"[^>]*>/i)?.[0] ?? '';
    const heroId = heroTag.match(/\/media\/(\w+)\//)?.[1];
    expect(heroId).toBeTruthy();
    const held = { hero: [] as Route[], scripts: [] as Route[] };
    const holding = { hero: true, scripts: true };
    await page.route(`**/media/${heroId}/**`, (route) => (holding.hero ? held.hero.push(route) : route.continue()));
    await page.route('**/assets/*.js', (route) => (holding.scripts ? held.scripts.push(route) : route.continue()));
    // Navigated by the page itself: page.goto would wait for a hydration the held scripts forbid.
    await page.goto('/robots.txt');
    await page.evaluate(() => window.location.assign('/'));
    await page.waitForURL('/', { waitUntil: 'domcontentloaded' });
    const hero = page.locator('img[fetchpriority="high"]');
    await expect(hero).toHaveCount(1);
    // The reported first paint, then two frames and the tasks after them: a script that did not wait
    // for the picture would have asked by now. Not a sleep: the page's script ran at the end of the
    // body, before this, so its paint observer, its frame callback and the task after it are each
    // ordered before ours; no duration is guessed.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const afterFrames = () =>
            requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => setTimeout(resolve))));
          const observer = new PerformanceObserver((list) => {
            if (list.getEntriesByName('first-contentful-paint').length === 0) return;
            observer.disconnect();
            afterFrames();
          });
          observer.observe({ type: 'paint', buffered: true });
        }),
    );
    expect(await hero.evaluate((img: HTMLImageElement) => img.complete)).toBe(false);
    expect(await hints()).toEqual([]);
    // Nor has the page's own module script started its imports: no script was asked for at all
    // (Lighthouse counts every request started before the largest paint against it).
    expect(held.scripts).toHaveLength(0);

    holding.hero = false;
    await Promise.all(held.hero.splice(0).map((route) => route.continue()));
    await expect.poll(async () => (await hints()).length).toBeGreaterThan(5);
    expect(new Set(await hints())).toEqual(new Set([true]));

    holding.scripts = false;
    await Promise.all(held.scripts.splice(0).map((route) => route.continue()));
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  });
});
