import {
  PartSummarySchema,
  type Product,
  ProductCardSchema,
  type ProductInputDraft,
  ProductSchema,
  successEnvelope,
} from '@shop/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { products } from '../../db/schema/index.ts';
import { catalogue } from '../../db/seed/catalogue-data.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { setUpTestUser } from '../../test/test-users.ts';

const STRICT_PRODUCT = successEnvelope(
  ProductSchema.extend({
    partDetails: z.array(PartSummarySchema.strict()),
    fitsSystems: z.array(ProductCardSchema.strict()),
  }).strict(),
);

/** The product page's parts and fits, from GET /products/{id}: one request, cached, never stale. */
describe('GET /api/v1/products/:id with its parts and the systems it fits', () => {
  const t = setUpTestApp();
  const admin = setUpTestUser(t, { role: 'admin' });

  const idOf = async (sku: string) =>
    (await t.db.select({ id: products.id }).from(products).where(eq(products.sku, sku)))[0]!.id;
  const get = async (id: string): Promise<Product> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/products/${id}` });
    expect(response.statusCode).toBe(200);
    return STRICT_PRODUCT.parse(response.json()).data;
  };
  /** An admin's save of the whole product with `change` applied (the form sends every field). */
  const save = async (product: Product, change: Partial<ProductInputDraft>) => {
    const { _id, partDetails, fitsSystems, ...fields } = product;
    const payload = { ...fields, ...change };
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/products/${_id}`,
      headers: admin.headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const remove = async (id: string) => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/products/${id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
  };
  const systemsListing = (sku: string) =>
    catalogue.filter((product) => product.partSkus.includes(sku)).map((product) => product.name);

  it("answers a system's parts in order, as cards with their replacement months", async () => {
    const seeded = catalogue.find((product) => product.partSkus.length >= 3)!;
    const system = await get(await idOf(seeded.sku));
    const details = system.partDetails ?? [];
    expect(details.map((part) => part._id)).toEqual(system.parts);
    const seededParts = seeded.partSkus.map((sku) => catalogue.find((p) => p.sku === sku)!);
    expect(details).toEqual(
      await Promise.all(
        seededParts.map(async (part) => ({
          _id: await idOf(part.sku),
          name: part.name,
          price: part.price,
          imageUrl: part.imageUrl,
          category: part.category,
          type: 'part',
          stock: part.stock,
          important: part.important,
          isFeatured: part.isFeatured,
          rating: { average: 0, count: 0 },
          quickReplaceMonths: part.quickReplaceMonths,
          slowReplaceMonths: part.slowReplaceMonths,
        })),
      ),
    );
    expect(system.fitsSystems).toEqual([]);
  });

  it('answers the systems a part fits, by name, and no parts of its own', async () => {
    const sku = 'PRT-SED-5';
    const part = await get(await idOf(sku));
    expect(part.partDetails).toEqual([]);
    expect(part.fitsSystems?.map((system) => system.name)).toEqual(
      systemsListing(sku).sort((a, b) => a.localeCompare(b)),
    );
    for (const system of part.fitsSystems ?? []) {
      expect(system.type).toBe('filter');
      expect(system._id).toBe(await idOf(catalogue.find((p) => p.name === system.name)!.sku));
    }
  });

  it('answers empty lists for a product that is neither a system nor a part', async () => {
    const kit = catalogue.find((product) => product.category === 'test kit')!;
    const answer = await get(await idOf(kit.sku));
    expect(answer).toMatchObject({ parts: [], partDetails: [], fitsSystems: [] });
  });

  it("shows an admin's change of a part on the system's page and of a system on the part's", async () => {
    const systemSku = catalogue.find((product) => product.partSkus.includes('PRT-CB-10'))!.sku;
    const systemId = await idOf(systemSku);
    const partId = await idOf('PRT-CB-10');
    const before = await get(systemId);
    await get(partId);
    // Both answers are cached now; the writes below must clear them.
    await save(await get(partId), { price: 12.34, quickReplaceMonths: 4, slowReplaceMonths: 4 });
    const after = await get(systemId);
    expect(after.partDetails?.find((part) => part._id === partId)).toMatchObject({
      price: 12.34,
      quickReplaceMonths: 4,
      slowReplaceMonths: 4,
    });
    expect(after.partDetails).toHaveLength(before.partDetails?.length ?? 0);

    await save(before, { name: 'Renamed Test System' });
    const part = await get(partId);
    expect(part.fitsSystems?.map((system) => system.name)).toContain('Renamed Test System');
  });

  it('never lists a deleted part or a deleted system', async () => {
    const seeded = catalogue.find((product) => product.partSkus.includes('PRT-GAC-10'))!;
    const systemId = await idOf(seeded.sku);
    const partId = await idOf('PRT-GAC-10');
    const otherPartId = await idOf(seeded.partSkus.find((sku) => sku !== 'PRT-GAC-10')!);
    expect((await get(systemId)).parts).toContain(partId);
    expect((await get(otherPartId)).fitsSystems?.map((s) => s._id)).toContain(systemId);

    await remove(partId);
    const system = await get(systemId);
    expect(system.parts).not.toContain(partId);
    expect(system.partDetails?.map((part) => part._id)).not.toContain(partId);

    await remove(systemId);
    expect((await get(otherPartId)).fitsSystems?.map((s) => s._id)).not.toContain(systemId);
  });
});
