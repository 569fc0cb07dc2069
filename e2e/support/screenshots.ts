import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_SCREENSHOTS } from './env.ts';

const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'screenshots');

/** Full-page screenshots at phone and desktop width into e2e/screenshots, to look at (env.ts). */
export async function screenshotBothWidths(page: Page, name: string) {
  if (!E2E_SCREENSHOTS) return;
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'phone', `${name}.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'desktop', `${name}.png`), fullPage: true });
  await page.setViewportSize(original);
}

/** A full-page screenshot at the page's own width, beside the others of that width. */
export async function screenshotCurrentWidth(page: Page, name: string) {
  if (!E2E_SCREENSHOTS) return;
  const width = page.viewportSize()?.width ?? 1280;
  const dir = join(SCREENSHOT_DIR, width < 640 ? 'phone' : 'desktop');
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}
