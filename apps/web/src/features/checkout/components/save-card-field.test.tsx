import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buyNowState,
  intent,
  ok,
  openCheckout,
  order,
  quote,
  stubApi,
} from './checkout-fixtures.tsx';

beforeEach(() => localStorage.setItem('token', 'good'));
afterEach(() => vi.unstubAllGlobals());

const paid = () =>
  ok({ status: 'succeeded', paymentIntentId: 'pi_keep', card: { brand: 'visa', last4: '4242' } });

async function typeCard() {
  await userEvent.type(await screen.findByLabelText('Card number'), '4242424242424242');
  await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
  await userEvent.type(screen.getByLabelText('Name on card'), 'Dana Rivers');
}

describe('Save this card for auto-replace (checkout)', () => {
  it('ticked from the keyboard: the payment is set up to keep the card, and the order keeps it', async () => {
    const calls = stubApi({
      '/checkout/quote': () => ok(quote()),
      '/payments/create-payment-intent': (body) =>
        ok({
          ...intent,
          paymentIntentId: (body as { saveCard?: boolean }).saveCard ? 'pi_keep' : 'pi_1',
        }),
      '/payments/confirm': paid,
      '/orders': () => ok(order('part')),
    });
    await openCheckout(buyNowState);
    const box = await screen.findByRole('checkbox', { name: 'Save this card for auto-replace' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/charged to it when they come due/);
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.path === '/payments/create-payment-intent' &&
            (call.body as { saveCard?: boolean }).saveCard === true,
        ),
      ).toBe(true),
    );
    await typeCard();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await screen.findByText('Order Placed Successfully!');
    const confirm = calls.find((call) => call.path === '/payments/confirm');
    expect(confirm?.body).toMatchObject({ paymentIntentId: 'pi_keep' });
    const placed = calls.find((call) => call.path === '/orders');
    expect(placed?.body).toMatchObject({ paymentIntentId: 'pi_keep', saveCard: true });
  });

  it('left unticked: neither the payment nor the order asks to keep the card', async () => {
    const calls = stubApi({
      '/checkout/quote': () => ok(quote()),
      '/payments/create-payment-intent': () => ok(intent),
      '/payments/confirm': paid,
      '/orders': () => ok(order('part')),
    });
    await openCheckout(buyNowState);
    await typeCard();
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await screen.findByText('Order Placed Successfully!');
    for (const call of calls.filter(
      (c) => c.path.startsWith('/payments/create') || c.path === '/orders',
    )) {
      expect(call.body).not.toHaveProperty('saveCard');
    }
  });
});
