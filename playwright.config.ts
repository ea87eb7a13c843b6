import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_USERNAME, E2E_APP_SECRET } from './tests/e2e/support/e2e-secrets.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173);
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
// only it needs the fresh data directory.
const dataDir = process.env.TEST_WORKER_INDEX ? '' : mkdtempSync(path.join(tmpdir(), 'atelier-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry on CI, reported as "flaky" in the list: a timing race in a test should be fixed, but it
  // should not block a submission on a shared, busy machine.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined },
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, channel: undefined } },
  ],
  webServer: {
    command: `node ${BUILD_DIR}/server/index.js`,
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      DATA_DIR: dataDir,
      // Known to the specs, so they can sign unsubscribe links (tests/e2e/support/e2e-secrets.ts).
      APP_SECRET: E2E_APP_SECRET,
      // Each spec sends its own X-Forwarded-For, so per-visitor rate limits apply per test, not to
      // the whole run from 127.0.0.1.
      TRUST_PROXY_HOPS: '1',
      EMAIL_SERVICE: 'development',
      // The first admin (D16); the admin specs sign in as it to create the users they need.
      ADMIN_USERNAME: E2E_ADMIN_USERNAME,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    },
  },
});
