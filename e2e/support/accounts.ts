import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { expectAccessible } from './a11y.ts';

export const DEMO_ADMIN = { email: 'admin@clearspring.test', password: 'clearspring-demo-admin' };

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A fresh address per journey, so runs never collide on the same database. */
export const uniqueEmail = (label: string) => `${label}-${unique()}@example.com`;

/** +1 555 then 8 digits: a valid international number no other journey uses. */
export const uniquePhone = () =>
  `+1555${String(Date.now()).slice(-5)}${Math.floor(Math.random() * 900 + 100)}`;

export interface NewAccount {
  name: string;
  credential: string;
  password: string;
}

/** Signs up on /log/sign-up (or the page it is on) and lands where it returns to, signed in. */
export async function signUp(page: Page, account: NewAccount, { from = '/log/sign-up' } = {}) {
  if (from) await page.goto(from);
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email or phone number').fill(account.credential);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('checkbox', { name: /tracking/ }).check();
  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).not.toHaveURL(/\/log/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
}

/**
 * The server issues at most one code a minute per account and purpose, and sign-up sends the
 * first: a journey that asks for another must let that minute pass.
 */
const CODE_RESEND_INTERVAL_MS = 60_000;

/** Registers an e-mail account through the API; returns when its sign-up code was sent. */
export async function registerByApi(request: APIRequestContext, account: NewAccount) {
  const response = await request.post('/api/v1/auth/register', {
    data: { name: account.name, email: account.credential, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(201);
  return Date.now();
}

/** Waits out the rest of the minute since the last code (the server's clock, not the page's). */
export async function waitUntilNewCodeAllowed(page: Page, lastCodeSentAt: number) {
  const remaining = lastCodeSentAt + CODE_RESEND_INTERVAL_MS + 1_000 - Date.now();
  if (remaining > 0) await page.waitForTimeout(remaining);
}

export async function signIn(page: Page, credential: string, password: string) {
  if (!new URL(page.url(), 'http://x').pathname.endsWith('/log')) await page.goto('/log');
  await page.getByLabel('Email or phone number').fill(credential);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The demo admin in a browser context of its own, beside the customer's. */
export async function openAdminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  return page;
}

/** Reads the newest 6-digit code sent to `to` from the admin outbox page. */
export async function readCodeFromOutbox(adminPage: Page, to: string): Promise<string> {
  await adminPage.goto('/outbox');
  await expect(adminPage.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  const message = adminPage.getByRole('article').filter({ hasText: to }).first();
  await expect(message).toBeVisible();
  await expectAccessible(adminPage);
  const code = (await message.textContent())?.match(/\b\d{6}\b/)?.[0];
  expect(code, `a 6-digit code in the outbox message to ${to}`).toBeTruthy();
  return code ?? '';
}

export function unverifiedBanner(page: Page) {
  return page.getByRole('link', { name: /not verified/ });
}
