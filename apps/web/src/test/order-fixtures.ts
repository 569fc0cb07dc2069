import type { Order } from '@shop/contract';

/** An order as GET /orders answers it, in `status`; override what the test is about. */
export const anOrder = (status: Order['status'], overrides: Partial<Order> = {}): Order => ({
  _id: `order-${status}`,
  orderNumber: 1000 + ['Pending', 'Shipped', 'Delivered'].indexOf(status) + 1,
  user: { _id: 'u1', name: 'Dana Rivers', email: 'dana@example.com' },
  status,
  subtotal: 20,
  shipping: 9.95,
  tax: 1.65,
  totalPrice: 31.6,
  refunded: 0,
  shipment: null,
  paymentMethod: 'Card (test mode)',
  shippingAddress: { street: '1 Main', city: 'Cypress', state: 'TX', zip: '77429' },
  createdAt: '2025-06-01T10:00:00.000Z',
  shippedAt: null,
  isDelivered: status === 'Delivered',
  deliveredAt: status === 'Delivered' ? '2025-06-04T10:00:00.000Z' : null,
  isInstalled: false,
  isTest: status === 'Pending',
  source: 'checkout',
  planIds: [],
  orderItems: [
    {
      _id: 'line-1',
      product: 'p1',
      name: 'Carbon Block',
      imageUrl: '',
      quantity: 2,
      price: 10,
      type: 'part',
      isInstalled: false,
    },
  ],
  ...overrides,
});
