import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_SCREENSHOTS } from './env.ts';

const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'screenshots');

/**
 * A full-page screenshot from the top of the page: the shop's header is sticky, and one of a page
 * scrolled down (a form a journey filled in) drew the header across the middle of the page.
 */
async function screenshotFromTop(page: Page, path: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true });
}

/** Full-page screenshots at phone and desktop width into e2e/screenshots, to look at (env.ts). */
export async function screenshotBothWidths(page: Page, name: string) {
  if (!E2E_SCREENSHOTS) return;
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshotFromTop(page, join(SCREENSHOT_DIR, 'phone', `${name}.png`));
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshotFromTop(page, join(SCREENSHOT_DIR, 'desktop', `${name}.png`));
  await page.setViewportSize(original);
}

/** A full-page screenshot at the page's own width, beside the others of that width. */
export async function screenshotCurrentWidth(page: Page, name: string) {
  if (!E2E_SCREENSHOTS) return;
  const width = page.viewportSize()?.width ?? 1280;
  const dir = join(SCREENSHOT_DIR, width < 640 ? 'phone' : 'desktop');
  await screenshotFromTop(page, join(dir, `${name}.png`));
}
