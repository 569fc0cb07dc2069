import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { ListingResults } from './listing-results.tsx';

const card = (n: number) => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Kit ${n}`,
  price: 10 + n,
  imageUrl: `/images/products/kit-${n}.svg`,
  category: 'test kit',
  type: 'none',
  stock: 5,
  important: null,
  isFeatured: false,
  rating: { average: 0, count: 0 },
});

function renderDeleteMode() {
  let catalogue = [card(1), card(2), card(3)];
  const { fetchStub, calls } = stubFetch((url) => {
    const deleted = url.pathname.match(/^\/api\/v1\/products\/(.+)$/)?.[1];
    if (deleted) {
      catalogue = catalogue.filter((product) => product._id !== deleted);
      return { body: { success: true, data: null } };
    }
    const page = { offset: 0, limit: 24, nextOffset: null };
    return { body: { success: true, data: catalogue, page } };
  });
  vi.stubGlobal('fetch', fetchStub);
  const { router } = renderApp([
    {
      path: '/',
      element: <ListingResults filters={{ category: 'test kit' }} page={1} mode="delete" />,
    },
  ]);
  return { calls, router };
}

afterEach(() => vi.unstubAllGlobals());

describe('ListingResults in delete mode', () => {
  it('selects cards with checkboxes instead of navigating', async () => {
    const user = userEvent.setup();
    const { router } = renderDeleteMode();
    const first = await screen.findByRole('checkbox', { name: 'Select Kit 1' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete selected (0)' })).toBeDisabled();

    await user.click(screen.getByText('Kit 1'));
    expect(first).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select Kit 3' }));
    expect(screen.getByRole('button', { name: 'Delete selected (2)' })).toBeEnabled();
    await user.click(first);
    expect(first).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Delete selected (1)' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/');
  });

  it('deletes every checked product after confirming, then refreshes the list', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    const { calls } = renderDeleteMode();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Kit 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Kit 2' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));

    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: 'Select Kit 1' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('checkbox', { name: 'Select Kit 2' })).not.toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Delete selected (0)' })).toBeDisabled();
    const deletes = calls.filter((call) => call.init?.method === 'DELETE');
    expect(deletes.map((call) => call.url.pathname)).toEqual([
      `/api/v1/products/${card(1)._id}`,
      `/api/v1/products/${card(2)._id}`,
    ]);
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'confirm',
      vi.fn(() => false),
    );
    const { calls } = renderDeleteMode();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Kit 1' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
    expect(calls.some((call) => call.init?.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('checkbox', { name: 'Select Kit 1' })).toBeChecked();
  });
});
