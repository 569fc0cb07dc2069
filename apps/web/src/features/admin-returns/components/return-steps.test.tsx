import type { AdminReturn } from '@shop/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { aUser } from '../../../test/user-fixtures.ts';
import { ReturnSteps } from './return-steps.tsx';

const exchange: AdminReturn = {
  _id: 'ret-1',
  number: '#R1001',
  orderId: 'ord-1',
  orderNumber: '#1042',
  status: 'new',
  reason: "doesn't fit my system",
  note: null,
  photoId: null,
  photoUrl: null,
  lines: [
    { _id: 'l1', productId: 'p1', name: 'Sediment', quantity: 1, price: 12, resellable: null },
  ],
  exchange: { productId: 'p2', name: 'Membrane', difference: 30.31, differenceRefunded: false },
  message: null,
  returnAddress: 'ClearSpring Returns',
  label: { kind: 'slip', carrier: null, trackingNumber: null, labelUrl: null },
  orderSource: 'checkout',
  customer: { _id: 'u1', name: 'Alice Jones', email: 'alice@example.com' },
  createdAt: '2026-11-29T13:00:00.000Z',
  updatedAt: '2026-11-29T13:00:00.000Z',
};

/** The owner's steps for `item`. */
function showSteps(item: AdminReturn) {
  localStorage.setItem('token', 'a-token');
  const { fetchStub } = stubFetch((url) =>
    url.pathname === '/api/v1/users/me'
      ? { body: { success: true, data: aUser({ role: 'admin', staffRole: 'owner' }) } }
      : { status: 404, body: { success: false, message: 'Not found' } },
  );
  vi.stubGlobal('fetch', fetchStub);
  renderApp([{ path: '/', element: <ReturnSteps item={item} /> }]);
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("decision 082: a rejection that stopped after refunding the exchange's difference", () => {
  it('leaves the owner only Reject, and says why', async () => {
    showSteps({ ...exchange, exchange: { ...exchange.exchange!, differenceRefundStarted: true } });
    expect(await screen.findByRole('button', { name: 'Reject' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The difference was being refunded when this return was rejected. Reject it again to finish.',
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('is not said of a paid exchange nobody has rejected', async () => {
    showSteps(exchange);
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
