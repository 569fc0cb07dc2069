import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT } from './support/env.ts';

/** Journeys run against the built app served by the real server on a fresh embedded database. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    baseURL: E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && tsx apps/server/src/main.ts`,
    cwd: '..',
    url: `${E2E_BASE_URL}/api/v1/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      E2E: 'true',
      // Two of the four networks, so the journeys see that an unset one has no icon.
      SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/clearspringwater',
      SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@clearspringwater',
    },
  },
});
