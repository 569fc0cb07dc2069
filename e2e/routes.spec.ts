import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { SPEC_ROUTES } from './support/routes.ts';

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const size of WIDTHS) {
  test.describe(`every route at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const route of SPEC_ROUTES) {
      test(`${route.path} renders its page`, async ({ page }) => {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { name: route.heading }).first()).toBeVisible();
        await expect(page.getByText('Page not found')).toHaveCount(0);
        await expectAccessible(page);
        const slug = route.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
        await page.screenshot({
          path: join(import.meta.dirname, 'screenshots', size.name, `${slug}.png`),
          fullPage: true,
        });
      });
    }
  });
}

test('an unknown route shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});
