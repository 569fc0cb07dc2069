import { expect, type Page } from '@playwright/test';

const ADMIN = { credential: 'admin@clearspring.test', password: 'clearspring-demo-admin' };

/** A 1x1 PNG, small enough to inline, real enough for the server's magic-byte check. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const uniqueSuffix = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs the demo admin in through the API and hands the token to the app. */
export async function signInAsAdmin(page: Page): Promise<string> {
  const response = await page.request.post('/api/v1/auth/login', { data: ADMIN });
  expect(response.ok(), 'the demo admin can sign in').toBe(true);
  const token: string = (await response.json()).data.token;
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  return token;
}

export interface NewProduct {
  name: string;
  sku: string;
  price: number;
  category: 'commercial' | 'residential' | 'test kit';
}

/** Creates a plain product through the admin API, for journeys that need something to delete. */
export async function createProductByApi(page: Page, token: string, product: NewProduct) {
  const response = await page.request.post('/api/v1/products', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...product, stock: 3, description: `${product.name}, made by a test journey.` },
  });
  expect(response.status(), await response.text()).toBe(201);
}
