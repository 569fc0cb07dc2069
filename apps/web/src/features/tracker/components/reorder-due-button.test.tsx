import type { Cart } from '@shop/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MainLayout } from '../../../app/layouts/main-layout.tsx';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { aUser } from '../../../test/user-fixtures.ts';
import { ReorderDueButton } from './reorder-due-button.tsx';

const routes = [
  {
    path: '/',
    element: <MainLayout />,
    children: [{ index: true, element: <ReorderDueButton /> }],
  },
];

const cartWith = (quantity: number): Cart => ({
  items: quantity
    ? [
        {
          product: {
            _id: 'part-1',
            name: 'Sediment Cartridge',
            imageUrl: '/img.png',
            price: 12,
            stock: 9,
            type: 'part',
            available: true,
          },
          quantity,
        },
      ]
    : [],
  itemCount: quantity,
  subtotal: 12 * quantity,
});

afterEach(() => vi.unstubAllGlobals());

describe('Reorder due parts', () => {
  it('refreshes the cart, so the header badge counts the added part at once', async () => {
    let reordered = false;
    const { fetchStub } = stubFetch((url) => {
      if (url.pathname.endsWith('/trackers/reorder-due')) {
        reordered = true;
        return { body: { success: true, data: { added: 1 } } };
      }
      if (url.pathname.endsWith('/cart')) {
        return { body: { success: true, data: cartWith(reordered ? 1 : 0) } };
      }
      return { body: { success: true, data: aUser() } };
    });
    vi.stubGlobal('fetch', fetchStub);
    localStorage.setItem('token', 'a-token');
    const user = userEvent.setup();
    renderApp(routes);
    const header = within(await screen.findByRole('banner'));
    expect(await header.findByRole('link', { name: 'Shopping cart' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reorder due parts' }));

    expect(await screen.findByText(/1 part added to your cart\./)).toBeInTheDocument();
    expect(await header.findByRole('link', { name: 'Shopping cart, 1 item' })).toBeInTheDocument();
  });
});
