import type { ReturnOptions } from '@shop/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { ReturnForm } from './return-form.tsx';

const CARD_ID = '0b6f4f1e-2c3d-4e5f-8a9b-0c1d2e3f4a5b';
const options: ReturnOptions = {
  returnBy: '2026-12-20T00:00:00.000Z',
  closedReason: null,
  lines: [
    { productId: 'p-1', name: 'Carbon cartridge', returnable: 1, notReturnableOnceOpened: false },
  ],
  exchangeOptions: [{ productId: 'p-big', name: 'Big cartridge', price: 90 }],
};
const card = {
  _id: CARD_ID,
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2099,
  isDefault: true,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const ok = (data: unknown) => ({ body: { success: true, data } });

afterEach(() => vi.unstubAllGlobals());

describe('issue 42: an exchange for a dearer part in the return form', () => {
  it('shows the difference the server quotes, picks the saved card, and sends both', async () => {
    const stub = stubFetch((url) => {
      if (url.pathname === '/api/v1/orders/o-1/returns/quote') {
        return ok({ refundAmount: 0, difference: 63.59 });
      }
      if (url.pathname === '/api/v1/payment-methods') return ok([card]);
      return { status: 402, body: { success: false, message: 'Your card was declined.' } };
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderApp([{ path: '/', element: <ReturnForm orderId="o-1" options={options} /> }]);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Carbon cartridge: how many to return (up to 1)'), '1');
    await user.selectOptions(
      screen.getByLabelText('Why are you returning it?'),
      "doesn't fit my system",
    );
    await user.selectOptions(
      screen.getByLabelText('Exchange for a part that fits your system'),
      'Big cartridge ($90.00 each)',
    );
    expect(await screen.findByRole('heading', { name: 'You pay $63.59 more' })).toBeInTheDocument();
    const picked = await screen.findByRole('radio', { name: /Visa ending 4242/ });
    expect(picked).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Pay $63.59 and start the return' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    const sent = stub.calls.find((call) => call.url.pathname === '/api/v1/orders/o-1/returns');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      lines: [{ productId: 'p-1', quantity: 1 }],
      reason: "doesn't fit my system",
      exchangeProductId: 'p-big',
      paymentMethodId: CARD_ID,
      agreedDifference: 63.59,
    });
  });

  it('a part at no charge asks for no card', async () => {
    const stub = stubFetch((url) =>
      url.pathname === '/api/v1/orders/o-1/returns/quote'
        ? ok({ refundAmount: 5, difference: 0 })
        : ok([card]),
    );
    vi.stubGlobal('fetch', stub.fetchStub);
    renderApp([{ path: '/', element: <ReturnForm orderId="o-1" options={options} /> }]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Carbon cartridge: how many to return (up to 1)'), '1');
    await user.selectOptions(
      screen.getByLabelText('Why are you returning it?'),
      "doesn't fit my system",
    );
    await user.selectOptions(
      screen.getByLabelText('Exchange for a part that fits your system'),
      'Big cartridge ($90.00 each)',
    );
    expect(await screen.findByRole('button', { name: 'Start the return' })).toBeInTheDocument();
    expect(screen.queryByText(/more$/)).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
