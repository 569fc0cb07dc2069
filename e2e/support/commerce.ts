import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from './accounts.ts';
import { dataOf } from './api.ts';

export const CUSTOMER_PASSWORD = 'clear water every day';
export const TEXAS_ADDRESS = {
  street: '12 Cypress Creek Pkwy',
  city: 'Cypress',
  state: 'TX',
  zip: '77429',
};

export interface Customer {
  name: string;
  email: string;
  token: string;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A fresh customer through the API, signed in in `page` (the token in local storage), with a
 * Texas shipping address saved unless `withAddress` is false.
 */
export async function signUpAndSignIn(
  page: Page,
  label: string,
  { withAddress = true } = {},
): Promise<Customer> {
  const name = `Shopper ${label}`;
  const email = uniqueEmail(label);
  const credentials = { name, email, password: CUSTOMER_PASSWORD };
  await dataOf(await page.request.post('/api/v1/auth/register', { data: credentials }));
  const login = await page.request.post('/api/v1/auth/login', {
    data: { credential: email, password: CUSTOMER_PASSWORD },
  });
  const { token } = await dataOf<{ token: string }>(login);
  if (withAddress) {
    await dataOf(
      await page.request.put('/api/v1/users/me', {
        headers: bearer(token),
        data: { address: TEXAS_ADDRESS },
      }),
    );
  }
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.reload();
  return { name, email, token };
}

export interface CatalogueProduct {
  _id: string;
  name: string;
  type: string;
  price: number;
}

/** A seeded product by the words of its name, looked up through the public API. */
export async function findProduct(page: Page, query: string): Promise<CatalogueProduct> {
  const response = await page.request.get('/api/v1/products', { params: { q: query } });
  const products = await dataOf<CatalogueProduct[]>(response);
  const product = products.find((candidate) => candidate.name.includes(query));
  expect(product, `a seeded product named like '${query}'`).toBeTruthy();
  return product as CatalogueProduct;
}

/** The header's cart link, named with the badge count. */
export const cartLink = (page: Page) => page.getByRole('link', { name: /^Shopping cart/ });

/** Fills the test-mode card form and presses Pay Now. */
export async function payWithCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Test Shopper');
  await page.getByRole('button', { name: 'Pay Now' }).click();
}

/** Places a paid order for `productId` through the API; answers its number (#1001's 1001). */
export async function placeOrderByApi(page: Page, token: string, productId: string) {
  const items = [{ productId, quantity: 1 }];
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
  const order = await dataOf<{ _id: string; orderNumber: number }>(
    await page.request.post('/api/v1/orders', {
      headers: bearer(token),
      data: { orderItems: items, paymentIntentId: intent.paymentIntentId },
    }),
  );
  return order.orderNumber;
}
