import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails the journey on any serious or critical axe-core violation on the current page. */
export async function expectAccessible(page: Page) {
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
