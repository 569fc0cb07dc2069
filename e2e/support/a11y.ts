import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { appStarted } from './app-started.ts';

/** How long the page must go without a change to its DOM before axe reads it. */
const QUIET_MS = 250;
/** The most a page that never settles (a spinner, a ticking clock) is waited for. */
const SETTLE_LIMIT_MS = 3_000;

/**
 * Waits until the page is at rest, as a person reading it sees it. A server-rendered page
 * enables its controls when it hydrates, and a control's colours then ease from disabled to
 * enabled: read mid-change (or mid-fade of a closing dialog) they are blended and fail contrast
 * though nobody reads them then. So the app started first, then a quiet spell with no DOM
 * change (hydration's last sections included), then every finite transition or animation
 * finished.
 */
async function settle(page: Page) {
  await appStarted(page);
  await page.evaluate(
    ({ quietMs, limitMs }) =>
      new Promise<void>((done) => {
        const limit = setTimeout(finish, limitMs);
        let quiet = setTimeout(finish, quietMs);
        const observer = new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(finish, quietMs);
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true });
        function finish() {
          observer.disconnect();
          clearTimeout(limit);
          clearTimeout(quiet);
          done();
        }
      }),
    { quietMs: QUIET_MS, limitMs: SETTLE_LIMIT_MS },
  );
  await page.evaluate((limitMs) => {
    const running = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().endTime !== Infinity,
      )
      .map((animation) => animation.finished.catch(() => undefined));
    return Promise.race([Promise.all(running), new Promise((done) => setTimeout(done, limitMs))]);
  }, SETTLE_LIMIT_MS);
}

/** Fails the journey on any serious or critical axe-core violation on the current page, at rest. */
export async function expectAccessible(page: Page) {
  await settle(page);
  await expectNoViolations(page);
}

/**
 * The same check on a page shown with scripting off. axe itself needs scripts (and timers, which
 * stop with them), so the page's markup as that browser parsed it, <noscript> content included
 * and scripts left out, is opened at the same URL in a page of its own that runs only axe.
 */
export async function expectAccessibleWithoutScripts(page: Page) {
  const markup = (await page.content())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<(\/?)noscript>/g, '<$1div>');
  const browser = page.context().browser();
  if (!browser) throw new Error('the page has no browser to open a scripted copy in');
  // Playwright Test gives a new context the test's options: scripting has to be asked for.
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    javaScriptEnabled: true,
  });
  try {
    const copy = await context.newPage();
    await copy.route(page.url(), (route) =>
      route.fulfill({ body: markup, contentType: 'text/html; charset=utf-8' }),
    );
    await copy.goto(page.url());
    await expectNoViolations(copy);
  } finally {
    await context.close();
  }
}

async function expectNoViolations(page: Page) {
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
