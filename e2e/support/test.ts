import { test as base } from '@playwright/test';
import { e2eServer } from './env.ts';

/**
 * Playwright's test, pointed at this worker's own server (support/env.ts): `baseURL` for pages
 * and requests, and `serverURL` for hooks that run once per worker (beforeAll).
 */
export const test = base.extend<object, { serverURL: string }>({
  serverURL: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for.
    async ({}, use, workerInfo) => use(e2eServer(workerInfo.parallelIndex).baseURL),
    { scope: 'worker' },
  ],
  baseURL: async ({ serverURL }, use) => use(serverURL),
});

export type { Locator, Page } from '@playwright/test';
export { expect } from '@playwright/test';
