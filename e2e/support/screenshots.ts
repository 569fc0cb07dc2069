import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** Full-page screenshots at phone and desktop width into e2e/screenshots, to look at. */
export async function screenshotBothWidths(page: Page, name: string) {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  const dir = join(import.meta.dirname, '..', 'screenshots');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(dir, 'phone', `${name}.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: join(dir, 'desktop', `${name}.png`), fullPage: true });
  await page.setViewportSize(original);
}
