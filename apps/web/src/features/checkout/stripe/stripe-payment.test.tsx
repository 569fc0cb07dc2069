import type { PaymentIntent } from '@shop/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STRIPE_UNAVAILABLE } from '../../../components/stripe-status.tsx';
import {
  buyNowState,
  intent,
  ok,
  openCheckout,
  order,
  quote,
  stubApi,
} from '../components/checkout-fixtures.tsx';

// Stripe.js comes from js.stripe.com and cannot load here: both Stripe packages are replaced at
// their boundary by a Stripe whose confirmPayment each test scripts.
const stripeJs = vi.hoisted(() => ({
  loadStripe: vi.fn(),
  confirmPayment: vi.fn(),
  elements: { id: 'elements' },
}));

vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripeJs.loadStripe }));

vi.mock('@stripe/react-stripe-js', () => {
  const StripeContext = createContext<unknown>(null);
  return {
    Elements: (props: {
      stripe: unknown;
      options: { clientSecret: string };
      children: ReactNode;
    }) => (
      <StripeContext.Provider value={props.stripe}>
        <div data-client-secret={props.options.clientSecret}>{props.children}</div>
      </StripeContext.Provider>
    ),
    PaymentElement: ({ onReady }: { onReady?: () => void }) => {
      useEffect(() => onReady?.(), [onReady]);
      return <p>Stripe card fields</p>;
    },
    useStripe: () => useContext(StripeContext),
    useElements: () => stripeJs.elements,
  };
});

const stripeIntent: PaymentIntent = {
  paymentIntentId: 'pi_stripe_1',
  clientSecret: 'pi_stripe_1_secret_abc',
  amount: 323.67,
  subtotal: 299,
  shipping: 0,
  tax: 24.67,
  provider: 'stripe',
  publishableKey: 'pk_test_shop',
};

function stubStripeCheckout() {
  return stubApi({
    '/checkout/quote': () => ok(quote()),
    '/payments/create-payment-intent': () => ok(stripeIntent),
    '/orders': () => ok({ ...order('filter'), paymentMethod: 'Stripe' }),
  });
}

async function payNow() {
  const pay = await screen.findByRole('button', { name: 'Pay Now' });
  await vi.waitFor(() => expect(pay).toBeEnabled());
  await userEvent.click(pay);
}

beforeEach(() => {
  localStorage.setItem('token', 'good');
  stripeJs.loadStripe.mockResolvedValue({ confirmPayment: stripeJs.confirmPayment });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

describe('CheckoutPage with Stripe', () => {
  it('pays in Stripe Elements with the shop key, then places the order', async () => {
    stripeJs.confirmPayment.mockResolvedValue({
      paymentIntent: { id: 'pi_stripe_1', status: 'succeeded' },
    });
    const calls = stubStripeCheckout();
    await openCheckout(buyNowState);
    expect(await screen.findByText('Stripe card fields')).toBeInTheDocument();
    expect(stripeJs.loadStripe).toHaveBeenCalledWith('pk_test_shop');
    expect(screen.getByText('Stripe card fields').closest('[data-client-secret]')).toHaveAttribute(
      'data-client-secret',
      'pi_stripe_1_secret_abc',
    );

    await payNow();
    expect(await screen.findByText('Add System to My Products')).toBeInTheDocument();
    expect(stripeJs.confirmPayment).toHaveBeenCalledWith({
      elements: stripeJs.elements,
      redirect: 'if_required',
      confirmParams: { return_url: `${window.location.origin}/orderHistory` },
    });
    expect(calls.find((call) => call.path === '/orders')?.body).toMatchObject({
      orderItems: [{ productId: 'ro-1', quantity: 1 }],
      paymentIntentId: 'pi_stripe_1',
      paymentMethod: 'Stripe',
      fromCart: false,
    });
    expect(calls.some((call) => call.path === '/payments/confirm')).toBe(false);
  });

  it("shows Stripe's message for a declined card and places no order", async () => {
    stripeJs.confirmPayment.mockResolvedValue({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    const calls = stubStripeCheckout();
    await openCheckout(buyNowState);
    await payNow();
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    expect(calls.some((call) => call.path === '/orders')).toBe(false);
  });

  it('says an unexpected payment status is an error and places no order', async () => {
    stripeJs.confirmPayment.mockResolvedValue({
      paymentIntent: { id: 'pi_stripe_1', status: 'processing' },
    });
    const calls = stubStripeCheckout();
    await openCheckout(buyNowState);
    await payNow();
    expect(await screen.findByText('An unexpected error occurred.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/orders')).toBe(false);
  });

  it('says so when Stripe.js cannot load, and loads it on Try again', async () => {
    stripeJs.loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    stubStripeCheckout();
    await openCheckout(buyNowState);
    expect(await screen.findByRole('alert')).toHaveTextContent(STRIPE_UNAVAILABLE);
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Stripe card fields')).toBeInTheDocument();
  });

  it('never loads Stripe.js for a test-mode intent', async () => {
    stubApi({
      '/checkout/quote': () => ok(quote()),
      '/payments/create-payment-intent': () => ok(intent),
    });
    await openCheckout(buyNowState);
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(stripeJs.loadStripe).not.toHaveBeenCalled();
  });
});
