import { expect, type Page } from '@playwright/test';
import { uniquePhone } from './accounts.ts';
import { dataOf } from './api.ts';
import { CUSTOMER_PASSWORD, TEXAS_ADDRESS } from './commerce.ts';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A customer who signed up with a phone number only, with a saved Texas address. */
export async function phoneCustomerByApi(page: Page, name: string) {
  const phoneNumber = uniquePhone();
  await dataOf(
    await page.request.post('/api/v1/auth/register', {
      data: { name, phoneNumber, password: CUSTOMER_PASSWORD },
    }),
  );
  const { token } = await dataOf<{ token: string }>(
    await page.request.post('/api/v1/auth/login', {
      data: { credential: phoneNumber, password: CUSTOMER_PASSWORD },
    }),
  );
  await dataOf(
    await page.request.put('/api/v1/users/me', {
      headers: bearer(token),
      data: { address: TEXAS_ADDRESS },
    }),
  );
  return { name, phoneNumber, token };
}

/** Opens the back office from the header's Back Office link, then one of its sections. */
export async function openAdminSection(page: Page, section: string) {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Back Office' })
    .click();
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: section })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
}

/** Places a paid order of `items` through the API (test-mode card 4242). */
export async function placeOrderOf(
  page: Page,
  token: string,
  items: { productId: string; quantity: number }[],
) {
  const intent = await dataOf<{ paymentIntentId: string; clientSecret: string }>(
    await page.request.post('/api/v1/payments/create-payment-intent', {
      headers: bearer(token),
      data: { items },
    }),
  );
  await dataOf(
    await page.request.post('/api/v1/payments/confirm', {
      headers: bearer(token),
      data: {
        ...intent,
        card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
      },
    }),
  );
  const order = await dataOf<{ _id: string }>(
    await page.request.post('/api/v1/orders', {
      headers: bearer(token),
      data: { orderItems: items, paymentIntentId: intent.paymentIntentId },
    }),
  );
  return order._id;
}
