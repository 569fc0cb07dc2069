import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { DEMO_ADMIN, uniqueEmail } from './support/accounts.ts';
import { dataOf } from './support/api.ts';
import { appStarted } from './support/app-started.ts';
import { uniqueSuffix } from './support/catalogue.ts';
import { CUSTOMER_PASSWORD } from './support/commerce.ts';
import { addVirtualAuthenticator, onLocalhost } from './support/passkeys.ts';
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

/** Adds a passkey by name in the account page's Passkeys section; the authenticator answers. */
async function addPasskey(page: Page, name: string) {
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await section.getByLabel('Passkey name').fill(name);
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByText('Passkey added.')).toBeVisible();
  const listed = section.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(name);
  await expect(listed).toContainText('not used yet');
  return section;
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

test('a packer enrols a passkey as their second factor and signs in with the password, then the passkey', async ({
  page,
}) => {
  const { token: ownerToken } = await dataOf<{ token: string }>(
    await page.request.post('/api/v1/auth/login', {
      data: { credential: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    }),
  );
  const owner = { Authorization: `Bearer ${ownerToken}` };
  const packerName = `Pia Passkey ${uniqueSuffix()}`;
  const packerEmail = uniqueEmail('packer-passkey');
  const packerPassword = 'packing boxes with a passkey';
  await dataOf(
    await page.request.post('/api/v1/admin/staff', {
      headers: owner,
      data: { email: packerEmail, name: packerName, staffRole: 'fulfilment' },
    }),
  );
  const outbox = await dataOf<{ items: { to: string; body: string }[] }>(
    await page.request.get('/api/v1/admin/outbox', { headers: owner }),
  );
  const url = outbox.items
    .find((message) => message.to === packerEmail)
    ?.body.match(/\S*\/staff\/invite\/\S+/)?.[0];
  expect(url, `an invitation link in a message to ${packerEmail}`).toBeTruthy();

  const authenticator = await addVirtualAuthenticator(page);
  await page.goto(new URL(url ?? '', 'http://shop.invalid').pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Join the staff' })).toBeVisible();
  await appStarted(page);
  await page.getByLabel('Your name').fill(packerName);
  await page.getByLabel('Choose a password').fill(packerPassword);
  await page.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(page).toHaveURL(/\/admin/);

  await addPasskey(page, 'Packing bench laptop');
  expect(await authenticator.credentials()).toHaveLength(1);
  await expectAccessible(page);

  // The password alone no longer signs a staff member in: the passkey is the second step.
  await logOut(page);
  await page.goto('/log?redirect=%2Fadmin%2Forders');
  await page.getByLabel('Email or phone number').fill(packerEmail);
  await page.getByLabel('Password').fill(packerPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
  await expect(page.getByText('Confirm it is you with your passkey.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toHaveCount(0);
  await expectAccessibleAtBothWidths(page);
  await screenshotBothWidths(page, 'sign-in-two-step-passkey');
  await page.getByRole('button', { name: 'Use your passkey' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }),
  ).toBeVisible();
});
