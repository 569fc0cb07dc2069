import type { SearchSuggestions } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/v1/search/suggest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const suggest = async (q: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search/suggest?q=${encodeURIComponent(q)}`,
    });
    return { status: response.statusCode, data: response.json().data as SearchSuggestions };
  };
  const names = (data: SearchSuggestions) => data.products.map((product) => product.name);

  it('suggests products with image and price, and their categories, for a partial word', async () => {
    const { status, data } = await suggest('revers');
    expect(status).toBe(200);
    expect(names(data).some((name) => /reverse osmosis/i.test(name))).toBe(true);
    expect(data.products.length).toBeLessThanOrEqual(6);
    expect(data.products[0]).toMatchObject({ imageUrl: expect.stringMatching(/^\/images\//) });
    expect(typeof data.products[0]?.price).toBe('number');
    expect(data.categories).toContainEqual({
      category: 'residential',
      label: 'Residential',
      path: '/residential',
    });
  });

  it('corrects misspelt words', async () => {
    expect(names((await suggest('sedement')).data).some((name) => /sediment/i.test(name))).toBe(
      true,
    );
    expect(names((await suggest('carbn blok')).data).some((name) => /carbon/i.test(name))).toBe(
      true,
    );
  });

  it('suggests a category by the start of its name, and nothing for one letter or nonsense', async () => {
    expect((await suggest('test k')).data.categories.map((c) => c.path)).toContain('/testkit');
    expect(await suggest('r')).toEqual({ status: 200, data: { products: [], categories: [] } });
    expect((await suggest('zebra xylophone')).data).toEqual({ products: [], categories: [] });
  });

  it('refuses a query longer than 100 characters', async () => {
    const { status } = await suggest('a'.repeat(101));
    expect(status).toBe(400);
  });
});
