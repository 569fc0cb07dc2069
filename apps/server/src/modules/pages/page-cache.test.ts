import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.ts';

const html = (page: { answer(encoding: 'identity'): { body: Buffer } } | undefined) =>
  page?.answer('identity').body.toString();

describe('the page cache', () => {
  it('keeps a rendered page for its URL', () => {
    const cache = createPageCache();
    cache.set('/product/1', 200, '<p>$10.00</p>', '/product/:id', cache.clears);
    expect(html(cache.get('/product/1'))).toBe('<p>$10.00</p>');
    expect(cache.peek('/product/1', 'gzip')?.route).toBe('/product/:id');
  });

  it('does not keep a page whose render began before the catalogue changed', () => {
    const cache = createPageCache();
    const clearsBefore = cache.clears;
    cache.clear();
    const rendered = cache.set('/product/1', 200, '<p>$10.00</p>', '/product/:id', clearsBefore);
    expect(html(rendered)).toBe('<p>$10.00</p>');
    expect(cache.get('/product/1')).toBeUndefined();
    expect(cache.peek('/product/1', undefined)).toBeUndefined();
  });
});
