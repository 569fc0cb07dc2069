import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { uniqueEmail } from './support/accounts.ts';
import { dataOf } from './support/api.ts';
import { CUSTOMER_PASSWORD } from './support/commerce.ts';
import { addPasskey, addVirtualAuthenticator, onLocalhost } from './support/passkeys.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';

// WebAuthn needs a domain for its relying party, not 127.0.0.1 (support/passkeys.ts).
test.use({ baseURL: async ({ serverURL }, use) => use(onLocalhost(serverURL)) });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** axe at the desktop width, then on a phone, then back. */
async function expectAccessibleAtBothWidths(page: Page) {
  await expectAccessible(page);
  await page.setViewportSize(PHONE);
  await expectAccessible(page);
  await page.setViewportSize(DESKTOP);
}

async function logOut(page: Page) {
  await page.goto('/account');
  await page.getByRole('button', { name: 'Log Out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toHaveCount(0);
}

test('a customer adds a passkey, signs in with it instead of a password, and removes it', async ({
  page,
}) => {
  const authenticator = await addVirtualAuthenticator(page);
  const email = uniqueEmail('passkey');
  await dataOf(
    await page.request.post('/api/v1/auth/register', {
      data: { name: 'Pat Passkey', email, password: CUSTOMER_PASSWORD },
    }),
  );
  const { token } = await dataOf<{ token: string }>(
    await page.request.post('/api/v1/auth/login', {
      data: { credential: email, password: CUSTOMER_PASSWORD },
    }),
  );
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('token', value), token);

  const section = await addPasskey(page, 'Work laptop');
  expect(await authenticator.credentials()).toHaveLength(1);
  await expectAccessibleAtBothWidths(page);
  // From the top: a full-page capture of a scrolled page paints the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBothWidths(page, 'account-passkeys');

  // No e-mail, no password: the browser offers the passkey and the shop signs the customer in.
  await logOut(page);
  await page.goto('/log?redirect=%2Faccount');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await screenshotBothWidths(page, 'sign-in-passkey');
  await page.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
  const listed = section.getByRole('listitem').filter({ hasText: 'Work laptop' });
  await expect(listed).toContainText('last used');

  await section.getByRole('button', { name: 'Remove passkey Work laptop' }).click();
  await expect(section.getByRole('list', { name: 'Your passkeys' })).toHaveCount(0);
  await expectAccessible(page);

  // The authenticator still holds it, but the shop has forgotten it: it no longer signs in.
  await logOut(page);
  await page.goto('/log');
  await page.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toHaveCount(0);
  await expectAccessible(page);
});
