import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { ListingLayout } from './listing-layout.tsx';

const card = {
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'ClearTap Dual-Stage Under-Sink Filter',
  price: 199,
  imageUrl: '/images/products/cleartap.svg',
  category: 'residential',
  type: 'filter',
  stock: 5,
  important: null,
  isFeatured: false,
  rating: { average: 0, count: 0 },
};

function renderListing(path: string) {
  const { fetchStub, calls } = stubFetch(() => ({
    body: {
      success: true,
      data: [card],
      page: { offset: 0, limit: 24, nextOffset: null },
      total: 3,
    },
  }));
  vi.stubGlobal('fetch', fetchStub);
  const view = renderApp(
    [
      {
        path: '/residential',
        element: <ListingLayout base={{ category: 'residential' }} mode={null} />,
      },
    ],
    path,
  );
  const lastQuery = () => calls.at(-1)?.url.searchParams;
  return { ...view, lastQuery };
}

afterEach(() => vi.unstubAllGlobals());

describe('ListingLayout URL state', () => {
  it('writes each filter and the sort to the URL and asks the API for them', async () => {
    const user = userEvent.setup();
    const { router, lastQuery } = renderListing('/residential');
    expect(await screen.findByText('3 products')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Systems' }));
    await user.click(screen.getByRole('radio', { name: 'Under-sink' }));
    await user.type(screen.getByLabelText('Max price ($)'), '300{Enter}');
    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price low→high');

    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      type: 'filter',
      filterType: 'undersink',
      maxPrice: '300',
      inStock: 'true',
      sort: 'price-asc',
    });
    await waitFor(() => expect(lastQuery()?.get('sort')).toBe('price-asc'));
    expect(lastQuery()?.get('category')).toBe('residential');
    expect(lastQuery()?.get('maxPrice')).toBe('300');
    expect(lastQuery()?.get('filterType')).toBe('undersink');
  });

  it('restores the choice from a shared link and after going back', async () => {
    const user = userEvent.setup();
    const { router } = renderListing('/residential?type=filter&maxPrice=300&sort=price-desc');
    expect(await screen.findByRole('radio', { name: 'Systems' })).toBeChecked();
    expect(screen.getByLabelText('Max price ($)')).toHaveValue(300);
    expect(screen.getByLabelText('Sort by')).toHaveValue('price-desc');

    await user.click(screen.getByRole('radio', { name: 'Test kits' }));
    expect(router.state.location.search).toContain('type=none');
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Systems' })).toBeChecked());
    expect(screen.getByLabelText('Max price ($)')).toHaveValue(300);
  });
});
