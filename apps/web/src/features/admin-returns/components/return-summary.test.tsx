import type { AdminReturn } from '@shop/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { ReturnSummary } from './return-summary.tsx';

const item: AdminReturn = {
  _id: 'ret-1',
  number: '#R1001',
  orderId: 'ord-1',
  orderNumber: '#1042',
  status: 'new',
  reason: 'wrong item',
  note: null,
  photoId: null,
  photoUrl: null,
  lines: [
    { _id: 'l1', productId: 'p1', name: 'Sediment', quantity: 1, price: 12, resellable: null },
  ],
  refundAmount: 12.99,
  exchange: null,
  message: null,
  returnAddress: 'ClearSpring Returns',
  label: { kind: 'slip', carrier: null, trackingNumber: null, labelUrl: null },
  orderSource: 'auto_replace',
  customer: { _id: 'u1', name: 'Alice Jones', email: 'alice@example.com' },
  createdAt: '2026-11-29T13:00:00.000Z',
  updatedAt: '2026-11-29T13:00:00.000Z',
};

const show = (shown: AdminReturn) =>
  renderApp([{ path: '/', element: <ReturnSummary item={shown} /> }]);

describe('issue 42: the returns desk says an order came from an auto-replace plan', () => {
  it('for an auto-replace order', async () => {
    show(item);
    expect(await screen.findByText(/from an auto-replace plan/)).toBeInTheDocument();
  });

  it('not for a checkout order', async () => {
    show({ ...item, orderSource: 'checkout' });
    await screen.findByRole('link', { name: 'Alice Jones' });
    expect(screen.queryByText(/auto-replace/)).toBeNull();
  });
});
