import type { APIRequestContext, Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expectAccessible } from './support/a11y.ts';
import { DEMO_ADMIN, openAdminPage, uniqueEmail } from './support/accounts.ts';
import { openAdminSection, phoneCustomerByApi, placeOrderOf } from './support/admin.ts';
import { dataOf } from './support/api.ts';
import { uniqueSuffix } from './support/catalogue.ts';
import { CUSTOMER_PASSWORD, findProduct } from './support/commerce.ts';
import { addPasskey, addVirtualAuthenticator, onLocalhost } from './support/passkeys.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';

// The packer enrols a passkey: WebAuthn needs a domain for its relying party, not 127.0.0.1.
test.use({ baseURL: async ({ serverURL }, use) => use(onLocalhost(serverURL)) });

const PART = '5-Micron Sediment Cartridge';
const PACKER_PASSWORD = 'packing boxes all day';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** axe at the desktop width, then on a phone, then back. */
async function expectAccessibleAtBothWidths(page: Page) {
  await expectAccessible(page);
  await page.setViewportSize(PHONE);
  await expectAccessible(page);
  await page.setViewportSize(DESKTOP);
}

/** The path of the invitation's link, read from the outbox as the owner (the API's view). */
async function inviteLinkOf(request: APIRequestContext, ownerToken: string, to: string) {
  const outbox = await dataOf<{ items: { to: string; body: string }[] }>(
    await request.get('/api/v1/admin/outbox', {
      headers: { Authorization: `Bearer ${ownerToken}` },
    }),
  );
  const invite = outbox.items.find((message) => message.to === to);
  const url = invite?.body.match(/\S*\/staff\/invite\/\S+/)?.[0];
  expect(url, `an invitation link in a message to ${to}`).toBeTruthy();
  return new URL(url ?? '', 'http://shop.invalid').pathname;
}

test('the owner invites a packer, who enrols a passkey, ships an order but cannot refund it or open Staff or the audit log; the owner reads the log, ends their session and suspends them', async ({
  page,
  browser,
}) => {
  const owner = await openAdminPage(browser);
  const ownerToken = (await owner.evaluate(() => localStorage.getItem('token'))) ?? '';
  const packerName = `Pia Packer ${uniqueSuffix()}`;
  const packerEmail = uniqueEmail('packer');

  await owner.goto('/admin/staff');
  await expect(owner.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expectAccessibleAtBothWidths(owner);
  const inviteForm = owner.getByRole('form', { name: 'Invite a staff member' });
  await inviteForm.getByLabel('E-mail').fill(packerEmail);
  await inviteForm.getByLabel('Name').fill(packerName);
  await inviteForm.getByLabel('Role').selectOption({ label: 'Fulfilment (packing and shipping)' });
  await inviteForm.getByRole('button', { name: 'Send invitation' }).click();
  await expect(inviteForm.getByText(`Invitation sent to ${packerEmail}.`)).toBeVisible();
  await expect(owner.getByText(`${packerName} (${packerEmail})`)).toBeVisible();

  const link = await inviteLinkOf(owner.request, ownerToken, packerEmail);
  const packerContext = await browser.newContext();
  const packer = await packerContext.newPage();
  const authenticator = await addVirtualAuthenticator(packer);
  await packer.goto(link);
  await expect(packer.getByRole('heading', { level: 1, name: 'Join the staff' })).toBeVisible();
  await expectAccessibleAtBothWidths(packer);
  await packer.getByLabel('Your name').fill(packerName);
  await packer.getByLabel('Choose a password').fill(PACKER_PASSWORD);
  await packer.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(packer).toHaveURL(/\/admin/);
  await expect(packer.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();

  // Their second factor: the laptop's passkey (Chromium's virtual authenticator).
  await addPasskey(packer, 'Packing bench laptop');
  expect(await authenticator.credentials()).toHaveLength(1);
  await packer.goto('/admin');

  const adminNav = packer.getByRole('navigation', { name: 'Admin' });
  await expect(adminNav.getByRole('link', { name: 'Orders' })).toBeVisible();
  for (const hidden of ['Staff', 'Audit log', 'Customers', 'Discounts']) {
    await expect(adminNav.getByRole('link', { name: hidden })).toHaveCount(0);
  }
  for (const path of ['/admin/staff', '/admin/audit']) {
    await packer.goto(path);
    await expect(packer.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    await expect(packer.getByRole('link', { name: 'Back to Orders' })).toBeVisible();
  }
  await expectAccessible(packer);

  const customer = await phoneCustomerByApi(page, `Sam Shipto ${uniqueSuffix()}`);
  const part = await findProduct(page, PART);
  const orderId = await placeOrderOf(page, customer.token, [{ productId: part._id, quantity: 1 }]);
  const mine = await page.request.get('/api/v1/orders/myorders', {
    headers: { Authorization: `Bearer ${customer.token}` },
  });
  const placed = (await mine.json()).data.find((o: { _id: string }) => o._id === orderId);
  const reference = String(placed.orderNumber);

  await packer.getByRole('link', { name: 'Back to Orders' }).click();
  await expect(packer.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const search = packer.getByRole('form', { name: 'Order search' });
  await search.getByLabel('Search orders').fill(customer.phoneNumber.slice(-7));
  await search.getByRole('button', { name: 'Search' }).click();
  await packer.getByRole('row').filter({ hasText: customer.name }).getByRole('link').click();
  await expect(packer.getByRole('heading', { name: `Order #${reference}` })).toBeVisible();
  await packer.getByLabel('Carrier').selectOption('UPS');
  await packer.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await packer.getByRole('button', { name: 'Ship order' }).click();
  await expect(
    packer.getByRole('region', { name: 'Timeline' }).getByText('UPS 1Z999AA10123456784 · by'),
  ).toBeVisible();
  // No refund on the packer's order page, and the server refuses one asked for directly.
  await expect(packer.getByRole('heading', { name: 'Actions' })).toBeVisible();
  await expect(packer.getByRole('heading', { name: 'Refund' })).toHaveCount(0);
  await expect(packer.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await expect(packer.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  const packerToken = (await packer.evaluate(() => localStorage.getItem('token'))) ?? '';
  const refund = await packer.request.post(`/api/v1/admin/orders/${orderId}/refunds`, {
    headers: { Authorization: `Bearer ${packerToken}` },
    data: { amount: 1, reason: 'Trying' },
  });
  expect(refund.status()).toBe(403);
  expect((await refund.json()).message).toBe('You do not have access to this.');
  await expectAccessible(packer);
  await screenshotBothWidths(packer, 'admin-order-packer');

  // The product form changes the catalogue, which the packer may not: the back office's refusal,
  // with the way back to the stock they may keep.
  await packer.goto('/createProduct');
  await expect(packer.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  await expect(packer.getByText(/^You do not have access to this\./)).toBeVisible();
  await expectAccessibleAtBothWidths(packer);
  await screenshotBothWidths(packer, 'product-form-no-access');
  await packer.getByRole('link', { name: 'Back to Products' }).click();
  await expect(packer.getByRole('heading', { level: 1, name: 'Products and stock' })).toBeVisible();
  await packer.goto('/admin/orders');
  await expect(packer.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  await openAdminSection(owner, 'Audit log');
  const auditSearch = owner.getByRole('form', { name: 'Audit search' });
  await auditSearch.getByLabel('Person (e-mail)').fill(packerEmail);
  await auditSearch.getByRole('button', { name: 'Search' }).click();
  const shipment = owner
    .getByRole('row')
    .filter({ hasText: packerEmail })
    .filter({ hasText: 'orders:ship' });
  await expect(shipment).toHaveCount(1);
  await expect(shipment).toContainText('status: Pending → Shipped');
  await expectAccessible(owner);

  // The owner signs the packer out of every device: the packer's next request is refused, the
  // back office goes to sign-in at once, and signing in again brings them back to the page.
  await openAdminSection(owner, 'Staff');
  const member = owner.getByRole('row').filter({ hasText: packerEmail });
  await member.getByRole('button', { name: `Sign out ${packerName}` }).click();
  await expect(member.getByText('Signed out of every device')).toBeVisible();
  await screenshotBothWidths(owner, 'admin-staff-signed-out');
  const packerNav = packer.getByRole('navigation', { name: 'Admin' });
  await packerNav.getByRole('link', { name: 'Products' }).click();
  await expect(packer).toHaveURL(/\/log\?redirect=%2Fadmin%2Fproducts/);
  await expect(packer.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await expect(packer.getByRole('banner').getByRole('link', { name: 'Account' })).toHaveCount(0);
  await expectAccessible(packer);
  await packer.getByLabel('Email or phone number').fill(packerEmail);
  await packer.getByLabel('Password').fill(PACKER_PASSWORD);
  await packer.getByRole('button', { name: 'Sign in' }).click();
  // The password alone is not enough: the passkey is the second step.
  await expect(packer.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
  await packer.getByRole('button', { name: 'Use your passkey' }).click();
  await expect(packer).toHaveURL(/\/admin\/products/);

  // The packer sees the device they are on, and the one the owner ended is gone.
  await packer.goto('/account');
  const devices = packer.getByRole('region', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices.getByText('This device')).toBeVisible();
  await expectAccessibleAtBothWidths(packer);
  await screenshotBothWidths(packer, 'account-signed-in-devices');
  await packer.goto('/admin/orders');
  // Settled before the owner acts: a request still in flight would be refused in the background.
  await expect(packer.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await packer.waitForLoadState('networkidle');

  await member.getByRole('button', { name: `Suspend ${packerName}` }).click();
  await expect(member.getByRole('cell', { name: /^Suspended/ })).toBeVisible();

  // The packer's next request is refused and they are taken to sign in, which says why not.
  await packerNav.getByRole('link', { name: 'Products' }).click();
  await expect(packer).toHaveURL(/\/log/);
  await expect(packer.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await packer.getByLabel('Email or phone number').fill(packerEmail);
  await packer.getByLabel('Password').fill(PACKER_PASSWORD);
  await packer.getByRole('button', { name: 'Sign in' }).click();
  await expect(packer.getByRole('alert')).toHaveText(
    "This staff account is suspended. Ask the shop's owner to reinstate it.",
  );
  await expect(packer).toHaveURL(/\/log/);
  await expect(packer.getByRole('banner').getByRole('link', { name: 'Account' })).toHaveCount(0);
  await packerContext.close();
});

test('customer support works the plan list without its settings, which are the owner’s', async ({
  browser,
}) => {
  const owner = await openAdminPage(browser);
  const ownerToken = (await owner.evaluate(() => localStorage.getItem('token'))) ?? '';
  const email = uniqueEmail('support');
  await dataOf(
    await owner.request.post('/api/v1/admin/staff', {
      headers: { Authorization: `Bearer ${ownerToken}` },
      data: { email, name: `Sue Support ${uniqueSuffix()}`, staffRole: 'support' },
    }),
  );
  const inviteToken = (await inviteLinkOf(owner.request, ownerToken, email)).split('/').pop();
  const { token } = await dataOf<{ token: string }>(
    await owner.request.post(`/api/v1/auth/invites/${inviteToken}/accept`, {
      data: { name: 'Sue Support', password: PACKER_PASSWORD },
    }),
  );
  const support = await (await browser.newContext()).newPage();
  await support.goto('/');
  await support.evaluate((value) => localStorage.setItem('token', value), token);

  await support.goto('/admin/subscriptions');
  await expect(
    support.getByRole('heading', { level: 1, name: 'Auto-replace plans' }),
  ).toBeVisible();
  await expect(support.getByRole('form', { name: 'Plan search' })).toBeVisible();
  await expect(support.getByRole('heading', { name: 'Settings' })).toHaveCount(0);
  await expectAccessibleAtBothWidths(support);
  await screenshotBothWidths(support, 'admin-plans-support');
});

const TOTP_STEP_MS = 30_000;

/** The code the customer's authenticator app shows `later` ms from now (30-second steps). */
const totpCode = (secret: string, later = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + later,
  });

/** Signs in on /log with the password; the shop then asks for the second step. */
async function passwordStep(page: Page, email: string) {
  await page.goto('/log');
  await page.getByLabel('Email or phone number').fill(email);
  await page.getByLabel('Password').fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
}

async function logOut(page: Page) {
  await page.goto('/account');
  await page.getByRole('button', { name: 'Log Out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toHaveCount(0);
}

test('a customer turns on two-step sign-in, signs in with a computed code, a recovery code works once; new recovery codes replace the old, and it is turned off', async ({
  page,
}) => {
  const email = uniqueEmail('twostep');
  await dataOf(
    await page.request.post('/api/v1/auth/register', {
      data: { name: 'Tess Twostep', email, password: CUSTOMER_PASSWORD },
    }),
  );
  const { token } = await dataOf<{ token: string }>(
    await page.request.post('/api/v1/auth/login', {
      data: { credential: email, password: CUSTOMER_PASSWORD },
    }),
  );
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('token', value), token);

  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await section.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const key = section.locator('strong').filter({ hasText: /^[A-Z2-7 ]+$/ });
  await expect(key).toBeVisible();
  const secret = ((await key.textContent()) ?? '').replace(/\s/g, '');
  expect(secret.length, 'a base-32 key on the page').toBeGreaterThanOrEqual(16);
  await expectAccessible(page);
  const setupCode = totpCode(secret);
  await section.getByLabel('Authentication code').fill(setupCode);
  await section.getByRole('button', { name: 'Turn on' }).click();
  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const firstCodes = (await codes.allTextContents()).map((code) => code.trim());
  const recoveryCode = firstCodes[0] ?? '';
  await expectAccessible(page);

  await logOut(page);
  await passwordStep(page, email);
  await expectAccessible(page);
  // A code is spent once used: the set-up's is refused, even while the app still shows it.
  await page.getByLabel('Authentication code').fill(setupCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('That code is not right. Please try again.');
  await expectAccessible(page);
  // The app's next code (the server allows one 30-second step either side of its clock).
  await page.getByLabel('Authentication code').fill(totpCode(secret, TOTP_STEP_MS));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();

  await logOut(page);
  await passwordStep(page, email);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCode);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
  await page.goto('/account');
  await expect(page.getByText('Two-step sign-in is on. 9 recovery codes left.')).toBeVisible();

  await logOut(page);
  await passwordStep(page, email);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toHaveCount(0);
  await expectAccessible(page);
  // Another, unused code from the list still signs in.
  await page.getByLabel('Recovery code').fill(firstCodes[1] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();

  // Ten new recovery codes, for an unused old one; the old list then stops working.
  await page.goto('/account');
  await expect(section.getByText('Two-step sign-in is on. 8 recovery codes left.')).toBeVisible();
  await section.getByRole('button', { name: 'New recovery codes' }).click();
  const renew = section.getByRole('form', { name: 'New recovery codes' });
  await renew.getByLabel('Authentication code').fill(firstCodes[2] ?? '');
  await expectAccessible(page);
  await renew.getByRole('button', { name: 'Make new recovery codes' }).click();
  await expect(section.getByRole('status')).toContainText('your old ones no longer work');
  const newCodes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(newCodes).toHaveCount(10);
  const renewed = (await newCodes.allTextContents()).map((code) => code.trim());
  expect(renewed).not.toContain(firstCodes[3]);
  await expectAccessible(page);
  await screenshotBothWidths(page, 'account-two-step-new-codes');

  // Turning it off: an old code is refused in place; a new one, confirmed, turns it off.
  await page.reload();
  await expect(section.getByText('Two-step sign-in is on. 10 recovery codes left.')).toBeVisible();
  await section.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  const turnOff = section.getByRole('form', { name: 'Turn off two-step sign-in' });
  const confirmOff = page.getByRole('dialog', { name: 'Turn off two-step sign-in?' });
  await turnOff.getByLabel('Authentication code').fill(firstCodes[3] ?? '');
  await turnOff.getByRole('button', { name: 'Turn off', exact: true }).click();
  await expect(confirmOff).toBeVisible();
  await expectAccessible(page);
  await screenshotBothWidths(page, 'account-two-step-turn-off');
  await confirmOff.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await expect(turnOff.getByRole('alert')).toHaveText('That code is not right. Please try again.');
  await turnOff.getByLabel('Authentication code').fill(renewed[0] ?? '');
  await turnOff.getByRole('button', { name: 'Turn off', exact: true }).click();
  await confirmOff.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await expect(section.getByRole('button', { name: 'Set up two-step sign-in' })).toBeVisible();

  // The password alone signs in again.
  await logOut(page);
  await page.goto('/log');
  await page.getByLabel('Email or phone number').fill(email);
  await page.getByLabel('Password').fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
});

test('a refund asks the owner to confirm it is them in place, then goes through with the form kept', async ({
  page,
  browser,
}) => {
  const customer = await phoneCustomerByApi(page, `Reba Stepup ${uniqueSuffix()}`);
  const part = await findProduct(page, PART);
  const orderId = await placeOrderOf(page, customer.token, [{ productId: part._id, quantity: 1 }]);

  const owner = await openAdminPage(browser);
  // The owner signed in a moment ago; the refund is answered as it is ten minutes after a
  // sign-in (the server's own STEP_UP_REQUIRED), once. The step-up and the retry are real.
  let refusedOnce = false;
  await owner.route(`**/api/v1/admin/orders/${orderId}/refunds`, async (route) => {
    if (refusedOnce) return route.continue();
    refusedOnce = true;
    await route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        message: 'Confirm it is you: enter your password or a code from your authenticator app.',
        code: 'STEP_UP_REQUIRED',
      }),
    });
  });
  await owner.goto(`/admin/orders/${orderId}`);
  const refund = owner.getByRole('form', { name: 'Refund' });
  await refund.getByLabel(/Amount/).fill('3');
  await refund.getByLabel('Reason').fill('Box arrived dented');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await owner
    .getByRole('dialog', { name: 'Refund?' })
    .getByRole('button', { name: 'Confirm' })
    .click();

  const stepUp = owner.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(stepUp).toBeVisible();
  await expectAccessibleAtBothWidths(owner);
  await screenshotBothWidths(owner, 'admin-step-up-dialog');
  await stepUp.getByLabel('Your password').fill('not the password');
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(stepUp.getByRole('alert')).toHaveText('That password or code is not right.');
  await stepUp.getByLabel('Your password').fill(DEMO_ADMIN.password);
  await stepUp.getByRole('button', { name: 'Confirm' }).click();

  await expect(stepUp).toBeHidden();
  const timeline = owner.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText(/Box arrived dented/)).toBeVisible();
  expect(refusedOnce).toBe(true);
});
