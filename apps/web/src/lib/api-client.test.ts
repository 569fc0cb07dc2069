import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { stubFetch } from '../test/render-app.tsx';
import { ApiError, apiRequest, apiRequestEnvelope } from './api-client.ts';

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('calls /api/v1 with the bearer token and returns the data', async () => {
    localStorage.setItem('token', 'tok-123');
    const { fetchStub, calls } = stubFetch(() => ({ body: { success: true, data: { ok: 1 } } }));
    vi.stubGlobal('fetch', fetchStub);

    const data = await apiRequest('/products', { query: { q: 'ro', category: undefined } });

    expect(data).toEqual({ ok: 1 });
    expect(calls[0]?.url.pathname).toBe('/api/v1/products');
    expect(calls[0]?.url.search).toBe('?q=ro');
    expect(new Headers(calls[0]?.init?.headers).get('Authorization')).toBe('Bearer tok-123');
  });

  it('sends no Authorization header when signed out', async () => {
    const { fetchStub, calls } = stubFetch(() => ({ body: { success: true, data: null } }));
    vi.stubGlobal('fetch', fetchStub);
    await apiRequest('/products');
    expect(new Headers(calls[0]?.init?.headers).has('Authorization')).toBe(false);
  });

  it('throws an ApiError with the status, code and message of a failure envelope', async () => {
    const body = { success: false, message: 'Product not found.', code: 'NOT_FOUND' };
    vi.stubGlobal('fetch', stubFetch(() => ({ status: 404, body })).fetchStub);

    const error = await apiRequest('/products/x').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Product not found.' });
  });

  it('reports an unreachable server as a NETWORK_ERROR with status 0', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('/products')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });

  it('validates data with a schema and rejects answers that do not match', async () => {
    const schema = z.object({ tdsValue: z.number() });
    vi.stubGlobal(
      'fetch',
      stubFetch(() => ({ body: { success: true, data: { tdsValue: 212 } } })).fetchStub,
    );
    await expect(apiRequest('/waterquality/tds', { schema })).resolves.toEqual({ tdsValue: 212 });

    vi.stubGlobal(
      'fetch',
      stubFetch(() => ({ body: { success: true, data: { tds: 'x' } } })).fetchStub,
    );
    await expect(apiRequest('/waterquality/tds', { schema })).rejects.toBeInstanceOf(ApiError);
  });

  it('can validate a whole envelope', async () => {
    const envelope = z.object({
      success: z.literal(true),
      data: z.array(z.string()),
      page: z.number(),
    });
    vi.stubGlobal(
      'fetch',
      stubFetch(() => ({ body: { success: true, data: ['a'], page: 1 } })).fetchStub,
    );
    await expect(apiRequestEnvelope('/things', envelope)).resolves.toEqual({
      success: true,
      data: ['a'],
      page: 1,
    });
  });
});
