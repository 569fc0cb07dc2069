import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH, E2E_SERVERS, E2E_WORKERS } from './support/env.ts';

/**
 * Journeys run against the built app served by the real server on a fresh embedded database: one
 * server per worker (support/env.ts, support/test.ts), so a spec file sees only its worker's data.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  // Two workers share two cores: a journey takes up to twice as long as it did alone.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    viewport: { width: 1280, height: 800 },
    // Recording a trace costs every journey CPU: CI records one only when it retries a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: E2E_SERVERS.map((server) => ({
    command: `rm -rf ${server.dataDir} && tsx apps/server/src/main.ts`,
    cwd: '..',
    url: `${server.baseURL}/api/v1/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    // SIGTERM to the server's process group, as an operator stops it (the default SIGKILL left
    // servers behind on their ports here).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(server.port),
      DATA_DIR: server.dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      E2E: 'true',
      // Each journey is a shopper of its own, at an address of its own (support/test.ts): the
      // per-address limits (30 sign-ups in 10 minutes) then hold per journey, as for people.
      TRUST_PROXY: 'loopback',
      // Two of the four networks, so the journeys see that an unset one has no icon.
      SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/clearspringwater',
      SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@clearspringwater',
    },
  })),
});
