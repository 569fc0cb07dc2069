import type { Order } from '@shop/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopTimeZoneProvider } from '../../../components/shop-time-zone.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { OrderCard } from './order-card.tsx';

const order: Order = {
  _id: 'order-1',
  orderNumber: 1001,
  user: { _id: 'u1', name: 'Dana Rivers', email: 'dana@example.com' },
  status: 'Delivered',
  subtotal: 20,
  shipping: 9.95,
  tax: 1.65,
  totalPrice: 31.6,
  refunded: 0,
  shipment: null,
  paymentMethod: 'Card (test mode)',
  shippingAddress: { street: '1 Main', city: 'Cypress', state: 'TX', zip: '77429' },
  // 9 pm on Mar 24 in Cypress, Texas: already Mar 25 in UTC.
  createdAt: '2026-03-25T02:00:00.000Z',
  shippedAt: null,
  isDelivered: true,
  deliveredAt: '2026-03-27T15:00:00.000Z',
  isInstalled: false,
  isTest: false,
  orderItems: [],
};

describe('an order card', () => {
  it("dates the order on the shop's day, in the shop's style", () => {
    renderApp([
      {
        path: '/',
        element: (
          <ShopTimeZoneProvider value="America/Chicago">
            <OrderCard order={order} />
          </ShopTimeZoneProvider>
        ),
      },
    ]);
    expect(screen.getByText('Ordered').nextElementSibling).toHaveTextContent('Mar 24, 2026');
    expect(screen.getByText('Delivered', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Mar 27, 2026',
    );
  });
});
