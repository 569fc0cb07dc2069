import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { loadQueriesOfRender } from './load-queries-of-render.ts';

/** What useQuery does during a server render: builds its query, fetches nothing. */
function register(client: QueryClient, key: string, fetch: () => Promise<string>, enabled = true) {
  new QueryObserver(client, { queryKey: [key], queryFn: fetch, enabled, retry: false });
}

describe('loadQueriesOfRender', () => {
  it('fetches what each render asks for and renders again until nothing new is asked', async () => {
    const client = new QueryClient();
    const product = vi.fn(async () => 'filter');
    const parts = vi.fn(async () => 'cartridges');
    const render = () => {
      register(client, 'product', product);
      // A part list is only asked for once the product is there (a second round).
      if (client.getQueryData(['product'])) register(client, 'parts', parts);
      return `${client.getQueryData(['product']) ?? '…'} ${client.getQueryData(['parts']) ?? '…'}`;
    };
    await expect(loadQueriesOfRender(client, render)).resolves.toBe('filter cartridges');
    expect(product).toHaveBeenCalledOnce();
    expect(parts).toHaveBeenCalledOnce();
  });

  it('leaves disabled queries alone and renders a failed one as failed', async () => {
    const client = new QueryClient();
    const signedIn = vi.fn(async () => 'cart');
    const render = () => {
      register(client, 'cart', signedIn, false);
      register(client, 'broken', () => Promise.reject(new Error('down')));
      return client.getQueryState(['broken'])?.status ?? 'none';
    };
    await expect(loadQueriesOfRender(client, render)).resolves.toBe('error');
    expect(signedIn).not.toHaveBeenCalled();
  });
});
