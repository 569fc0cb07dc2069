import { describe, expect, it } from 'vitest';
import { createCatalogueCache } from './catalogue-cache.ts';

const LISTING = {
  url: '/api/v1/products?category=residential',
  routeOptions: { url: '/api/v1/products' },
};

describe('the catalogue cache', () => {
  it('does not keep an answer read while an admin changed the catalogue', async () => {
    const cache = createCatalogueCache();
    let finishRead = () => {};
    const read = new Promise<void>((resolve) => {
      finishRead = resolve;
    });
    const old = cache.json(LISTING, async () => {
      await read;
      return { price: 10 };
    });
    cache.clear();
    finishRead();
    expect(JSON.parse(String(await old))).toEqual({ price: 10 });
    expect(cache.peek(LISTING.url)).toBeUndefined();

    const fresh = await cache.json(LISTING, async () => ({ price: 12 }));
    expect(JSON.parse(String(fresh))).toEqual({ price: 12 });
    expect(String(cache.peek(LISTING.url)?.body)).toBe('{"price":12}');
  });
});
