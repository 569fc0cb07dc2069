import type { AdminReturn } from '@shop/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { anAdminReturn } from '../../../test/return-fixtures.ts';
import { aUser } from '../../../test/user-fixtures.ts';
import { ReturnSteps } from './return-steps.tsx';

const exchange = anAdminReturn({
  reason: "doesn't fit my system",
  refundAmount: undefined,
  exchange: { productId: 'p2', name: 'Membrane', difference: 30.31, differenceRefunded: false },
});

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
