import { type APIRequestContext, expect, type Page } from '@playwright/test';

const DEMO_ADMIN = { credential: 'admin@clearspring.test', password: 'clearspring-demo-admin' };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const YEAR_MS = 365 * 86_400_000;

interface OutboxMessage {
  to: string;
  subject: string;
  body: string;
}

/** The messages the shop sent, newest first, as the admin's outbox lists them. */
async function outboxMessages(request: APIRequestContext, adminToken: string) {
  const response = await request.get('/api/v1/admin/outbox', { headers: bearer(adminToken) });
  return (await response.json()).data.items as OutboxMessage[];
}

export async function loginByApi(request: APIRequestContext, credential: string, password: string) {
  const response = await request.post('/api/v1/auth/login', { data: { credential, password } });
  expect(response.ok(), `${credential} can sign in`).toBe(true);
  return (await response.json()).data.token as string;
}

export const adminTokenByApi = (request: APIRequestContext) =>
  loginByApi(request, DEMO_ADMIN.credential, DEMO_ADMIN.password);

/** Where the journeys' customers live: checkout needs a saved address with a ZIP. */
const CYPRESS_ADDRESS = { street: '12 Elm St', city: 'Cypress', state: 'TX', zip: '77429' };

/**
 * Verifies the new account's e-mail with the code sent at sign-up, read from the outbox as an
 * admin: reminders go to an account's own address only once it is verified (decision 015).
 */
async function verifyEmailByApi(request: APIRequestContext, email: string, token: string) {
  const adminToken = await adminTokenByApi(request);
  let code: string | undefined;
  for (let attempt = 0; attempt < 20 && !code; attempt += 1) {
    const messages = await outboxMessages(request, adminToken);
    code = messages.find((message) => message.to === email)?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const verified = await request.post('/api/v1/auth/verify-email', {
    headers: bearer(token),
    data: { code },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
}

/**
 * A new customer registered, verified and signed in through the API, with a shipping address
 * saved; the page holds the token.
 */
export async function signUpCustomerByApi(page: Page) {
  const email = `tracker-${unique()}@example.com`;
  const password = 'tracker-journey-pass';
  const registered = await page.request.post('/api/v1/auth/register', {
    data: { name: 'Tess Tracker', email, password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = await loginByApi(page.request, email, password);
  await verifyEmailByApi(page.request, email, token);
  const saved = await page.request.put('/api/v1/users/me', {
    headers: bearer(token),
    data: { address: CYPRESS_ADDRESS },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  return { email, token };
}

/** The first filter product whose name matches `term`, found through the public search. */
export async function findFilter(request: APIRequestContext, term: string) {
  const response = await request.get('/api/v1/products', { params: { type: 'filter', q: term } });
  const product = (await response.json()).data[0] as { _id: string; name: string } | undefined;
  expect(product, `a filter matching '${term}'`).toBeTruthy();
  return product as { _id: string; name: string };
}

/** Runs the reminder sweep as of `now` (admin-only, outside production). */
export async function runReminderSweep(request: APIRequestContext, adminToken: string, now: Date) {
  const response = await request.post('/api/v1/admin/reminders/sweep', {
    headers: bearer(adminToken),
    data: { now: now.toISOString() },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data.sent as number;
}

/**
 * A new customer (signUpCustomerByApi) tracking the PureFlow 5-Stage installed three years ago,
 * reminded by e-mail, after a sweep sent them its reminder. `linkTo(label)` is the URL the e-mail
 * gives after `label: ` ('Snooze 2 weeks', 'Replaced', 'Stop all filter reminders to this
 * address'...); it names the server's public URL, so a journey follows its path and query.
 */
export async function remindedCustomerByApi(page: Page, customName: string) {
  const customer = await signUpCustomerByApi(page);
  const system = await findFilter(page.request, 'PureFlow 5-Stage');
  const tracked = await page.request.post('/api/v1/trackers/tracked-products', {
    headers: bearer(customer.token),
    data: {
      productId: system._id,
      customName,
      installationDate: new Date(Date.now() - 3 * YEAR_MS).toISOString(),
      additionalData: { contactMethod: 'email' },
    },
  });
  expect(tracked.ok(), await tracked.text()).toBe(true);
  const adminToken = await adminTokenByApi(page.request);
  expect(await runReminderSweep(page.request, adminToken, new Date())).toBeGreaterThan(0);
  const messages = await outboxMessages(page.request, adminToken);
  const reminder = messages.find((message) => message.to === customer.email);
  expect(reminder, `a reminder to ${customer.email}`).toBeTruthy();
  const body = reminder?.body ?? '';
  const linkTo = (label: string) => {
    const url = body.match(new RegExp(`${label}: (\\S+)`))?.[1];
    expect(url, `a '${label}' link in the reminder`).toBeTruthy();
    return new URL(url ?? '');
  };
  return { ...customer, body, linkTo };
}

/**
 * The newest reminder to `to`: the part it is about and the path and query of its 'Reorder'
 * link. The link names the server's public URL; the journey follows it on its own origin,
 * where the session lives. It opens a confirmation page; its button does the reorder.
 */
export async function reorderLinkFor(request: APIRequestContext, adminToken: string, to: string) {
  const messages = await outboxMessages(request, adminToken);
  const reminder = messages.find((message) => message.to === to && /Reorder: /.test(message.body));
  const url = reminder?.body.match(/Reorder: (\S+)/)?.[1];
  expect(url, `a Reorder link in a reminder to ${to}`).toBeTruthy();
  const link = new URL(url ?? '');
  const subject = reminder?.subject ?? '';
  const partName =
    /^Time to replace (.+)$/.exec(subject)?.[1] ??
    /^(.+) is due for replacement/.exec(subject)?.[1] ??
    /^(.+) is overdue since/.exec(subject)?.[1];
  expect(partName, `the part named in '${subject}'`).toBeTruthy();
  return { path: `${link.pathname}${link.search}`, partName: partName ?? '' };
}

/** The names of the products in the customer's cart, read through the API. */
export async function cartLineNames(request: APIRequestContext, token: string) {
  const response = await request.get('/api/v1/cart', { headers: bearer(token) });
  expect(response.ok(), await response.text()).toBe(true);
  const cart = (await response.json()).data as { items: { product: { name: string } }[] };
  return cart.items.map((item) => item.product.name);
}
