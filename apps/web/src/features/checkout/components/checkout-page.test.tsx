import { screen } from '@testing-library/react';
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

async function payWith(cardNumber: string) {
  await userEvent.type(await screen.findByLabelText('Card number'), cardNumber);
  await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
  await userEvent.type(screen.getByLabelText('Name on card'), 'Dana Rivers');
  await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
}

beforeEach(() => localStorage.setItem('token', 'good'));
afterEach(() => vi.unstubAllGlobals());

describe('CheckoutPage', () => {
  it('prices Buy it Now items on the server and shows the summary and the test cards', async () => {
    const calls = stubApi({
      '/checkout/quote': () => ok(quote()),
      '/payments/create-payment-intent': () => ok(intent),
    });
    await openCheckout(buyNowState);
    expect(await screen.findByText('$323.67')).toBeInTheDocument();
    expect(screen.getByText('Quantity: 1')).toBeInTheDocument();
    expect(screen.getByText('4242 4242 4242 4242')).toBeInTheDocument();
    const quoteCall = calls.find((call) => call.path === '/checkout/quote');
    expect(quoteCall?.body).toEqual({ items: [{ productId: 'ro-1', quantity: 1 }] });
    const intentCall = calls.find((call) => call.path === '/payments/create-payment-intent');
    expect(intentCall?.body).not.toHaveProperty('amount');
    expect(intentCall?.body).toMatchObject({ fromCart: false });
  });

  it('hardening 30.22: asks for a shipping address before any payment, to come back after', async () => {
    const calls = stubApi({ '/checkout/quote': () => ok(quote(false)) });
    await openCheckout(buyNowState);
    expect(
      await screen.findByText('Shipping address is missing. Please update it in your profile.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /shipping details/i })).toHaveAttribute(
      'href',
      '/shippingDetails?redirect=%2Fcheckout',
    );
    expect(calls.some((call) => call.path === '/payments/create-payment-intent')).toBe(false);
  });

  it('shows the processor message for a declined card and places no order', async () => {
    const calls = stubApi({
      '/checkout/quote': () => ok(quote()),
      '/payments/create-payment-intent': () => ok(intent),
      '/payments/confirm': () => ({
        status: 402,
        body: { success: false, message: 'Your card was declined.', code: 'PAYMENT_FAILED' },
      }),
    });
    await openCheckout(buyNowState);
    await payWith('4000000000000002');
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    expect(calls.some((call) => call.path === '/orders')).toBe(false);
  });

  it('places the order after payment and opens the thank-you modal for a filter', async () => {
    const calls = stubApi({
      '/checkout/quote': () => ok(quote()),
      '/payments/create-payment-intent': () => ok(intent),
      '/payments/confirm': () =>
        ok({
          status: 'succeeded',
          paymentIntentId: 'pi_1',
          card: { brand: 'visa', last4: '4242' },
        }),
      '/orders': () => ok(order('filter')),
    });
    await openCheckout(buyNowState);
    await payWith('4242424242424242');
    expect(await screen.findByText('Add System to My Products')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/orders')?.body).toMatchObject({
      orderItems: [{ productId: 'ro-1', quantity: 1 }],
      paymentIntentId: 'pi_1',
      fromCart: false,
    });
    await userEvent.click(screen.getByText("No Thanks, I'll Do It Later"));
    expect(await screen.findByText('Order history page')).toBeInTheDocument();
  });

  it('shows the success screen for an order without filters, then goes to order history', async () => {
    stubApi({
      '/cart': () =>
        ok({
          items: [
            {
              product: {
                _id: 'ro-1',
                name: 'PureFlow RO System',
                imageUrl: '',
                price: 299,
                stock: 3,
                type: 'part',
                available: true,
              },
              quantity: 1,
            },
          ],
          itemCount: 1,
          subtotal: 299,
        }),
      '/checkout/quote': () => ok(quote()),
      '/payments/create-payment-intent': (body) => {
        expect(body).toMatchObject({ fromCart: true });
        return ok(intent);
      },
      '/payments/confirm': () =>
        ok({
          status: 'succeeded',
          paymentIntentId: 'pi_1',
          card: { brand: 'visa', last4: '4242' },
        }),
      '/orders': (body) => {
        expect(body).toMatchObject({ fromCart: true });
        return ok(order('part'));
      },
    });
    await openCheckout(null);
    await payWith('4242424242424242');
    expect(await screen.findByText('Order Placed Successfully!')).toBeInTheDocument();
    expect(
      await screen.findByText('Order history page', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('says the cart is empty when there is nothing to buy', async () => {
    stubApi({ '/cart': () => ok({ items: [], itemCount: 0, subtotal: 0 }) });
    await openCheckout(null);
    expect(await screen.findByRole('heading', { name: 'Checkout Error' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute(
      'href',
      '/shoppingCart',
    );
  });
});
