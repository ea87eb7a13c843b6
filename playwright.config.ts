import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_USERNAME, E2E_APP_SECRET } from './tests/e2e/support/e2e-secrets.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/**
 * The admin's content specs create, reorder, feature and delete content while they run; the public
 * specs compare pages with the API. So the content specs get their own server and database (the
 * next port): no public spec can see an item appear between its API read and its page.
 */
const CONTENT_PORT = PORT + 1;
const CONTENT_SPECS =
  /admin-(projects|blog|testimonials|add-content|lookbook|form-options|studio|email-setup|content-lists|history|edit-conflicts|autosave|preview-links|media)\.spec\.ts$/;
/**
 * Switching the admins' two-factor policy on signs out every admin without it on that server, so
 * its spec runs in projects of its own, after every other project on the main server has finished.
 */
const POLICY_SPEC = /admin-two-factor-policy\.spec\.ts$/;
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// Playwright evaluates this file in every worker too; only the runner starts the web server, and
// only it needs the fresh data directory. The runner stops the servers before it exits, and then
// the directories go: each is about 64 MB, and every run made two more.
function freshDataDir(): string {
  if (process.env.TEST_WORKER_INDEX) return '';
  const dir = mkdtempSync(path.join(tmpdir(), 'atelier-e2e-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Every spec runs at desktop size; at phone size only the tests tagged `@phone` (`PHONE` in
 * tests/e2e/support/test.ts):
 * what a phone shows differently — layout, the drawer, touch, each page and dialog through axe —
 * and one journey per admin screen. A server rule or a flow that is the same at any width is proven
 * once (docs/testing.md).
 */
const PHONE_ONLY = /@phone/;
const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined };
const MOBILE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, channel: undefined };
/**
 * The app honours "reduce motion" (no fades, slides or pulses; docs/testing.md rule 11). Only the
 * main desktop project browses with motion, so both paths stay under test; the phone, content and
 * policy projects ask for less: with every project asking, two specs took 12 % less time (Chromium draws
 * no animation frames, and Playwright's wait for a still element ends at once).
 */
const LESS_MOTION = { reducedMotion: 'reduce' as const };

/** One production server on its own fresh data directory (the runner starts it; workers only connect). */
function appServer(port: number) {
  return {
    command: `node ${BUILD_DIR}/server/index.js`,
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: freshDataDir(),
      // Known to the specs, so they can sign unsubscribe links (tests/e2e/support/e2e-secrets.ts).
      APP_SECRET: E2E_APP_SECRET,
      // Each spec sends its own X-Forwarded-For, so per-visitor rate limits apply per test, not to
      // the whole run from 127.0.0.1.
      TRUST_PROXY_HOPS: '1',
      EMAIL_SERVICE: 'development',
      // Email Setup's spec names its SMTP server on 127.0.0.1, which needs the operator's consent.
      SMTP_ALLOW_PRIVATE_HOSTS: 'true',
      // The first admin (D16); the admin specs sign in as it to create the users they need.
      ADMIN_USERNAME: E2E_ADMIN_USERNAME,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // The demo studio without its fictional clients: the specs count the leads they make.
      SEED_DEMO_CLIENTS: 'never',
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retry, on CI either (issue 11): a test that passes only on its second try hides a race, so
  // it fails the build and gets fixed at its cause.
  retries: 0,
  workers: 2,
  // `npm test` also asks for JSON timings (E2E_TIMINGS_FILE) for its closing table of slow specs.
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
    ...(process.env.E2E_TIMINGS_FILE ? [['json', { outputFile: process.env.E2E_TIMINGS_FILE }] as const] : []),
  ],
  use: {
    // A trace records every action's DOM snapshot and screencast, kept only when a test fails: a
    // fifth of the e2e time when measured (admin-leads + home: 2.0 → 1.6 min). CI keeps nothing
    // but what it prints, so there it is off; locally a failure still leaves its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [CONTENT_SPECS, POLICY_SPEC],
      use: { ...DESKTOP, baseURL: `http://127.0.0.1:${PORT}` },
    },
    {
      name: 'mobile',
      grep: PHONE_ONLY,
      testIgnore: [CONTENT_SPECS, POLICY_SPEC],
      use: { ...MOBILE, ...LESS_MOTION, baseURL: `http://127.0.0.1:${PORT}` },
    },
    {
      name: 'desktop-policy',
      testMatch: POLICY_SPEC,
      dependencies: ['desktop', 'mobile'],
      use: { ...DESKTOP, ...LESS_MOTION, baseURL: `http://127.0.0.1:${PORT}` },
    },
    {
      name: 'mobile-policy',
      grep: PHONE_ONLY,
      testMatch: POLICY_SPEC,
      dependencies: ['desktop-policy'],
      use: { ...MOBILE, ...LESS_MOTION, baseURL: `http://127.0.0.1:${PORT}` },
    },
    {
      name: 'desktop-content',
      testMatch: CONTENT_SPECS,
      use: { ...DESKTOP, ...LESS_MOTION, baseURL: `http://127.0.0.1:${CONTENT_PORT}` },
    },
    {
      name: 'mobile-content',
      grep: PHONE_ONLY,
      testMatch: CONTENT_SPECS,
      use: { ...MOBILE, ...LESS_MOTION, baseURL: `http://127.0.0.1:${CONTENT_PORT}` },
    },
  ],
  webServer: [appServer(PORT), appServer(CONTENT_PORT)],
});
