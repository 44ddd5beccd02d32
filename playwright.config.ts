import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// One data folder for the run's server; tests read the emails it writes there (DATA_DIR/mail/*.eml).
// Set once in the runner process, inherited by the workers that load this file again.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'rentals-e2e-'));

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Specs that only read the demo data or work with accounts they make themselves: they run first, two at a time.
 * The others change what everyone sees and run after them in two lines side by side, each one spec at a time:
 * the site's content and places (menus, a city's slug, pages, posts, forms, roles), and the accounts' data (the
 * demo landlord's listings and wallet, companies, support's decisions on the demo accounts). A spec in one line
 * must not assert on what the other line changes.
 */
const INDEPENDENT_SPECS = [
  'accessibility.spec.ts',
  'accessibility-with-data.spec.ts',
  'auth.spec.ts',
  'listing-below-the-fold.spec.ts',
  'recovery.spec.ts',
  'renter-*.spec.ts',
  'search.spec.ts',
  'server-rendering.spec.ts',
  'support-search.spec.ts',
];
const CONTENT_SPECS = [
  'admin-content.spec.ts',
  'admin-forms.spec.ts',
  'admin-menus.spec.ts',
  'admin-pages.spec.ts',
  'admin-places.spec.ts',
  'admin-posts.spec.ts',
  'admin-user-management.spec.ts',
];
const chromium = { ...devices['Desktop Chrome'], channel: undefined };
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalTeardown: './e2e/support/global-teardown.ts',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    // The app honours prefers-reduced-motion; without animations, clicks never land mid-transition.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; tests never download a browser.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'independent', testMatch: INDEPENDENT_SPECS, use: chromium },
    { name: 'content', testMatch: CONTENT_SPECS, dependencies: ['independent'], workers: 1, use: chromium },
    {
      name: 'accounts',
      testIgnore: [...INDEPENDENT_SPECS, ...CONTENT_SPECS],
      dependencies: ['independent'],
      workers: 1,
      use: chromium,
    },
  ],
  webServer: {
    command: 'node e2e/support/start-server.ts',
    url: `${BASE_URL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { E2E_PORT: String(PORT), E2E_DATA_DIR: process.env.E2E_DATA_DIR },
  },
});
