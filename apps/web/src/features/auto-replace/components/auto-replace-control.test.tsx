import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aPlan, aQuote, aTrackedProduct, savedCard } from '../../../test/plan-fixtures.ts';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { TrackedProductsList } from '../../tracker/components/tracked-products-list.tsx';

const ok = (data: unknown) => ({ body: { success: true, data } });

type Answer = (url: URL, method: string) => { status?: number; body: unknown };

function renderMyProducts(answer: Answer) {
  let method = 'GET';
  const stub = stubFetch((url) => answer(url, method));
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    method = init?.method ?? 'GET';
    return stub.fetchStub(input, init);
  });
  renderApp([
    { path: '/', element: <TrackedProductsList trackedProducts={[aTrackedProduct()]} /> },
    { path: '/account', element: <h1>Account</h1> },
  ]);
  return stub;
}

beforeAll(() => {
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close() {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
afterEach(() => vi.unstubAllGlobals());

describe('Auto-replace in My Products', () => {
  it('shows the price, discount, first shipment and charge, then creates the plan with the chosen quantity and card', async () => {
    let plans: unknown[] = [];
    const { calls } = renderMyProducts((url, method) => {
      if (url.pathname.endsWith('/subscriptions/quote')) {
        const quantity = Number(url.searchParams.get('quantity'));
        return ok(aQuote({ quantity, firstChargeAmount: 23.4 * quantity }));
      }
      if (url.pathname.endsWith('/payment-methods')) return ok([savedCard]);
      if (url.pathname.endsWith('/subscriptions') && method === 'POST') return ok(plans[0]);
      if (url.pathname.endsWith('/subscriptions')) return ok(plans);
      return ok(null);
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Auto-replace Sediment Cartridge' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('$20.00 each')).toBeInTheDocument();
    expect(dialog.getByText('Subscriber discount (10%)')).toBeInTheDocument();
    expect(dialog.getByText(/First shipment on/)).toHaveTextContent(
      'First shipment on Mar 1, 2027, 7 days before the part is due on Mar 8, 2027.',
    );
    expect(dialog.getByText('First charge, Mar 1, 2027').nextSibling).toHaveTextContent('$23.40');
    expect(dialog.getByText('12 Elm St, Austin, TX 78701')).toBeInTheDocument();
    expect(await dialog.findByRole('radio', { name: /Visa ending 4242/ })).toBeChecked();

    await user.selectOptions(dialog.getByRole('combobox', { name: 'Quantity' }), '2');
    expect(await dialog.findByText('$46.80')).toBeInTheDocument();
    plans = [aPlan({ quantity: 2 })];
    await user.click(dialog.getByRole('button', { name: 'Turn on auto-replace' }));

    expect(
      await screen.findByText(
        'Auto-replace is on for Sediment Cartridge. Replacement ships on Mar 1, 2027.',
      ),
    ).toBeInTheDocument();
    const created = calls.find((call) => call.init?.method === 'POST');
    expect(JSON.parse(String(created?.init?.body))).toEqual({
      trackedPartId: aTrackedProduct().trackedSystemParts[0]?._id,
      quantity: 2,
      paymentMethodId: savedCard._id,
    });
    expect(await screen.findByText('Replacement ships on Mar 1, 2027')).toBeInTheDocument();
  });

  it("without a saved card, adds one in place (Saved cards' form) and turns auto-replace on with it", async () => {
    let cards: unknown[] = [];
    const { calls } = renderMyProducts((url, method) => {
      if (url.pathname.endsWith('/subscriptions/quote')) return ok(aQuote({ card: null }));
      // Test mode: no setup intent, the card form of the test processor.
      if (url.pathname.endsWith('/payment-methods/setup-intent')) {
        return { status: 409, body: { success: false, message: 'Test mode', code: 'CONFLICT' } };
      }
      if (url.pathname.endsWith('/payment-methods') && method === 'POST') {
        cards = [savedCard];
        return ok(savedCard);
      }
      if (url.pathname.endsWith('/payment-methods')) return ok(cards);
      if (url.pathname.endsWith('/subscriptions') && method === 'POST') return ok(aPlan());
      return ok([]);
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Auto-replace Sediment Cartridge' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('You have no saved card yet.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Turn on auto-replace' })).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Add a card' }));
    await user.type(await dialog.findByLabelText('Card number'), '4242424242424242');
    await user.type(dialog.getByLabelText('Expiry (MM/YY)'), '12/34');
    await user.type(dialog.getByLabelText('CVC'), '123');
    await user.click(dialog.getByRole('button', { name: 'Save card' }));
    const chosen = await dialog.findByRole('radio', { name: /4242/ });
    expect(chosen).toBeChecked();
    expect(dialog.queryByLabelText('Card number')).not.toBeInTheDocument();
    const turnOn = dialog.getByRole('button', { name: 'Turn on auto-replace' });
    expect(turnOn).toBeEnabled();
    await user.click(turnOn);
    const created = calls.find(
      (call) => call.url.pathname.endsWith('/subscriptions') && call.init?.method === 'POST',
    );
    expect(JSON.parse(String(created?.init?.body))).toMatchObject({
      paymentMethodId: savedCard._id,
    });
  });

  it('says why the price could not be worked out', async () => {
    renderMyProducts((url) => {
      if (url.pathname.endsWith('/subscriptions/quote')) {
        return {
          status: 409,
          body: { success: false, code: 'CONFLICT', message: 'This part is not sold in the shop.' },
        };
      }
      return ok([]);
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Auto-replace Sediment Cartridge' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part is not sold in the shop.',
    );
  });

  it('a part on a plan says when its replacement ships, or that it is on its way, instead of the button', async () => {
    renderMyProducts(() => ok([aPlan({ orders: ['o-1'], nextDueOn: '2027-09-08' })]));
    expect(await screen.findByText('On its way')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Manage auto-replace for Sediment Cartridge' }),
    ).toHaveAttribute('href', `/account/auto-replace/${aPlan()._id}`);
    expect(screen.queryByRole('button', { name: 'Auto-replace Sediment Cartridge' })).toBeNull();
  });
});
