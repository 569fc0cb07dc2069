import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails the journey on any serious or critical axe-core violation on the current page. */
export async function expectAccessible(page: Page) {
  // A closing dialog fades out over its page: checked mid-fade, its buttons' colours are blended
  // with the page and fail contrast though no person reads them then. Finite transitions first.
  await page.evaluate(() => {
    const fading = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().endTime !== Infinity,
      )
      .map((animation) => animation.finished.catch(() => undefined));
    return Promise.race([Promise.all(fading), new Promise((done) => setTimeout(done, 2_000))]);
  });
  // label-content-name-mismatch is experimental in axe, so it is switched on by name.
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(blocking, 'serious or critical accessibility violations').toEqual([]);
}
