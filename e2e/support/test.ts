import { createHash } from 'node:crypto';
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
  // The server trusts its loopback proxy (playwright.config.ts), so this is the journey's own
  // client address: a worker's journeys would otherwise share one address's sign-up limit.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) =>
    use({ ...extraHTTPHeaders, 'X-Forwarded-For': shopperAddress(testInfo.testId) }),
});

/** A documentation-range address (198.18.0.0/15) made from the journey's id. */
function shopperAddress(testId: string): string {
  const hash = createHash('sha256').update(testId).digest();
  return `198.${18 + ((hash[0] ?? 0) % 2)}.${hash[1] ?? 0}.${hash[2] ?? 1}`;
}

export type { Locator, Page } from '@playwright/test';
export { expect } from '@playwright/test';
