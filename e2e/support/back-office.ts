import { type Browser, expect, type Page } from '@playwright/test';
import { signInAsAdmin, uniqueSuffix } from './catalogue.ts';

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The demo admin signed in in a browser context of its own, beside a customer's. */
export async function openAdmin(browser: Browser): Promise<{ page: Page; token: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const token = await signInAsAdmin(page);
  return { page, token };
}

/** A filter with two tracked parts (6-month and 1-month), through the admin API. */
export async function createTrackedFilter(page: Page, token: string) {
  const suffix = uniqueSuffix().toUpperCase();
  const create = async (data: Record<string, unknown>) => {
    const response = await page.request.post('/api/v1/products', {
      headers: bearer(token),
      data: { price: 12, category: 'residential', description: 'Made by a journey.', ...data },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()).data as { _id: string; sku: string; name: string };
  };
  const part = (label: string, months: number, stock: number) =>
    create({
      name: `Forecast ${label} ${suffix}`,
      sku: `FC-${label}-${suffix}`,
      stock,
      type: 'part',
      quickReplaceMonths: months,
      slowReplaceMonths: months,
    });
  const slow = await part('MEMBRANE', 6, 1);
  const fast = await part('SEDIMENT', 1, 10);
  const filter = await create({
    name: `Forecast System ${suffix}`,
    sku: `FC-SYSTEM-${suffix}`,
    stock: 5,
    type: 'filter',
    filterType: 'undersink',
    parts: [slow._id, fast._id],
  });
  return { slow, fast, filter };
}
