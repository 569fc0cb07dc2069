import type { Page } from '@playwright/test';

/**
 * Waits until the web app has taken over the page: main.tsx sets `<html data-app="started">`
 * once it has rendered, or every section of a server-rendered page has had its turn to hydrate.
 */
export async function appStarted(page: Page) {
  await page.locator('html[data-app="started"]').waitFor({ state: 'attached' });
}
