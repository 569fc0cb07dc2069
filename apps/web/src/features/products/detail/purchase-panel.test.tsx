import type { Product } from '@shop/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { PurchasePanel } from './purchase-panel.tsx';

const product: Product = {
  _id: 'system-1',
  name: 'HomeGuard 2-Stage Whole-House Filter',
  price: 649,
  imageUrl: '/homeguard.png',
  category: 'residential',
  type: 'filter',
  stock: 14,
  important: null,
  isFeatured: false,
  rating: { average: 0, count: 0 },
  sku: 'WH-2S-20',
  imageUrls: [],
  description: '',
  tags: [],
  filterType: 'none',
  parts: [],
  quickReplaceMonths: null,
  slowReplaceMonths: null,
  additional: '',
  warrantyYears: null,
};

const noop = () => {};

describe('PurchasePanel', () => {
  it("'I have this product' is a link to My Products naming the product, so it works before the app starts", async () => {
    const user = userEvent.setup();
    const { router } = renderApp(
      [
        {
          path: '/product/:id',
          element: (
            <PurchasePanel
              product={product}
              quantity={1}
              onQuantityChange={noop}
              onAddToCart={noop}
              onBuyNow={noop}
              disabled={false}
            />
          ),
        },
        { path: '/dashboard', element: <h1>My Products</h1> },
      ],
      '/product/system-1',
    );

    const link = screen.getByRole('link', { name: 'I have this product' });
    expect(link).toHaveAttribute('href', '/dashboard?product=system-1');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.search).toBe('?product=system-1');
  });
});
