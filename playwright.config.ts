import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// One data folder for the run's server; tests read the emails it writes there (DATA_DIR/mail/*.eml).
// Set once in the runner process, inherited by the workers that load this file again.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'rentals-e2e-'));

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node e2e/support/start-server.ts',
    url: `${BASE_URL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { E2E_PORT: String(PORT), E2E_DATA_DIR: process.env.E2E_DATA_DIR },
  },
});
