import type { ProductCard, ProductInputDraft } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productSearchWords, products } from '../../db/schema/index.ts';
import { catalogue } from '../../db/seed/catalogue-data.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { setUpTestUser } from '../../test/test-users.ts';
import { spellingCorrection } from './product-search.ts';

describe('search spelling dictionary', () => {
  const t = setUpTestApp();
  const admin = setUpTestUser(t, { role: 'admin' });

  /** How many live products use `word`; 0 when it is not in the dictionary. */
  const usesOf = async (word: string) => {
    const [row] = await t.db
      .select({ n: productSearchWords.productCount })
      .from(productSearchWords)
      .where(eq(productSearchWords.word, word));
    return row?.n ?? 0;
  };
  const search = async (q: string) => {
    const url = `/api/v1/products?q=${encodeURIComponent(q)}&limit=100`;
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.json().data.map((card: ProductCard) => card.name) as string[];
  };
  let skuCounter = 0;
  const input = (change: Partial<ProductInputDraft>): ProductInputDraft => ({
    name: 'Zirconia Ceramic Prefilter',
    sku: `SPELL-${++skuCounter}`,
    price: 19,
    stock: 3,
    category: 'residential',
    description: 'Zirconia beads in a ceramic shell.',
    tags: ['zirconia'],
    ...change,
  });
  const write = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const response = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: admin.headers,
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBeLessThan(300);
    return response.json().data;
  };

  it("holds the seeded catalogue's words, not its SKUs", async () => {
    expect(await usesOf('sediment')).toBeGreaterThan(1);
    expect(await usesOf(catalogue[0]!.sku.toLowerCase())).toBe(0);
  });

  it('corrects misspelt words against the catalogue', async () => {
    expect((await search('sedement')).some((name) => /sediment/i.test(name))).toBe(true);
    expect((await search('softner')).some((name) => /softener/i.test(name))).toBe(true);
    expect((await search('whole hose filter')).some((name) => /whole-house/i.test(name))).toBe(
      true,
    );
    expect((await search('undersink filter')).some((name) => /under-sink/i.test(name))).toBe(true);
  });

  it('works out the corrected query in a statement of its own, for the search to be planned with', async () => {
    expect(await spellingCorrection(t.db, 'whole hose filter')).toBe(
      "'filter' & ( 'hose' | 'hous' ) & 'whole'",
    );
    expect(await spellingCorrection(t.db, 'qzxv')).toBe("'qzxv'");
    expect(await spellingCorrection(t.db, ' -- ')).toBeNull();
  });

  it("learns a created product's words, so a misspelling of them finds it", async () => {
    expect(await search('zirconnia')).toEqual([]);
    const created = await write('POST', '/products', input({}));
    expect(await usesOf('zirconia')).toBe(1);
    expect(await search('zirconnia')).toEqual([created.name]);
    await write('DELETE', `/products/${created._id}`);
  });

  it('follows updates: words a product no longer uses leave, new ones arrive', async () => {
    const created = await write('POST', '/products', input({}));
    const ceramic = await usesOf('ceramic');
    await write('PUT', `/products/${created._id}`, input({ sku: created.sku, stock: 9 }));
    expect(await usesOf('zirconia')).toBe(1);
    expect(await usesOf('ceramic')).toBe(ceramic);

    const renamed = input({
      sku: created.sku,
      name: 'Ceramic Prefilter',
      description: 'Alumina beads in a ceramic shell.',
      tags: [],
    });
    await write('PUT', `/products/${created._id}`, renamed);
    expect(await usesOf('zirconia')).toBe(0);
    expect(await usesOf('alumina')).toBe(1);
    expect(await usesOf('ceramic')).toBe(ceramic);
    expect(await search('zirconnia')).toEqual([]);
    expect(await search('alumena')).toEqual(['Ceramic Prefilter']);
    await write('DELETE', `/products/${created._id}`);
  });

  it("forgets a deleted product's words once no live product uses them", async () => {
    const first = await write('POST', '/products', input({ name: 'Zirconia Prefilter One' }));
    const second = await write('POST', '/products', input({ name: 'Zirconia Prefilter Two' }));
    expect(await usesOf('zirconia')).toBe(2);
    await write('DELETE', `/products/${first._id}`);
    expect(await usesOf('zirconia')).toBe(1);
    expect(await search('zirconnia')).toEqual(['Zirconia Prefilter Two']);
    await write('DELETE', `/products/${second._id}`);
    expect(await usesOf('zirconia')).toBe(0);
    expect(await usesOf('prefilter')).toBe(0);
    expect(await search('zirconnia')).toEqual([]);
  });

  it('counts rows written past the API too (seed, bulk loads)', async () => {
    const values = { sku: 'SPELL-BULK', priceCents: 100, category: 'residential' as const };
    await t.db.insert(products).values([
      { ...values, name: 'Aragonite Media' },
      { ...values, sku: 'SPELL-BULK-2', name: 'Aragonite Media, Large' },
    ]);
    expect(await usesOf('aragonite')).toBe(2);
    await t.db.delete(products).where(eq(products.name, 'Aragonite Media'));
    expect(await usesOf('aragonite')).toBe(1);
    await t.db
      .update(products)
      .set({ deletedAt: new Date() })
      .where(eq(products.sku, 'SPELL-BULK-2'));
    expect(await usesOf('aragonite')).toBe(0);
  });
});
