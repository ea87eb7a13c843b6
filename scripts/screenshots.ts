/**
 * Screenshots of pages at phone and desktop sizes, for looking at what we build (docs/product/visual.md).
 *   npx tsx scripts/screenshots.ts http://localhost:3000 / /portfolio …   → ./screenshots/*.png
 * Admin screens: sign in first and pick the theme, from the environment:
 *   SHOT_USER=admin SHOT_PASSWORD=… SHOT_THEME=dark npx tsx scripts/screenshots.ts http://localhost:3000 /admin/projects
 * (files get the theme in their name; the user's theme preference is changed to it).
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const targets = paths.length > 0 ? paths : ['/', '/portfolio', '/about', '/blog', '/contact', '/missing'];
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

await mkdir('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const { SHOT_USER, SHOT_PASSWORD, SHOT_THEME } = process.env;
for (const viewport of VIEWPORTS) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  if (SHOT_USER && SHOT_PASSWORD) {
    // The same-origin API calls the admin makes itself, from one of our pages.
    await page.goto(new URL('/admin/login', base).toString());
    await page.evaluate(
      async ({ username, password, theme }) => {
        const json = { 'Content-Type': 'application/json' };
        const login = await fetch('/api/admin/login', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ username, password }),
        });
        if (!login.ok) throw new Error(`sign-in answered ${login.status}`);
        if (theme)
          await fetch('/api/auth/preferences', { method: 'PATCH', headers: json, body: JSON.stringify({ theme }) });
      },
      { username: SHOT_USER, password: SHOT_PASSWORD, theme: SHOT_THEME },
    );
  }
  for (const path of targets) {
    await page.goto(new URL(path, base).toString(), { waitUntil: 'networkidle' });
    // Lazy images load only when scrolled near, and a full-page capture does not scroll: load
    // them all now, and wait until each is decoded (the network going quiet is not the picture on
    // screen), or a card caught mid-load shows only its placeholder colour.
    await page.evaluate(async () => {
      for (const img of document.images) img.loading = 'eager';
      await Promise.all([...document.images].map((img) => img.decode().catch(() => {})));
    });
    await page.waitForLoadState('networkidle');
    // A section below the first screen is painted only near the viewport (app.css); a full-page
    // capture is one tall viewport, so draw them all, as a visitor scrolling down sees them.
    await page.addStyleTag({ content: '.below-first-screen { content-visibility: visible !important; }' });
    const theme = SHOT_THEME ? `-${SHOT_THEME}` : '';
    const file = `screenshots/${viewport.name}${theme}${path === '/' ? '-home' : path.replaceAll('/', '-')}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
