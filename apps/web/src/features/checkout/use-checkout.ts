import type { Order, PaymentIntent } from '@shop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { CART_QUERY_ROOT, cartQueryOptions } from '../../lib/cart.ts';
import { isUnauthorized, serverMessage } from '../../lib/error-message.ts';
import { useSession } from '../../lib/session.tsx';
import { useSignInPath } from '../../lib/sign-in-redirect.ts';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate.ts';
import { createOrder } from './api/create-order.ts';
import { usePaymentIntent } from './api/create-payment-intent.ts';
import { useQuote } from './api/get-quote.ts';
import { checkoutSourceFrom, checkoutStep, LOAD_FAILED, orderItemsOf } from './checkout-steps.ts';

export const PAYMENT_FAILED = 'An error occurred. Please try again.';
export const ORDER_FAILED = 'Failed to finalize order.';
export const SESSION_EXPIRED = 'Session expired. Please log in again.';
export const SESSION_EXPIRED_REDIRECT_MS = 2000;

export type PaymentPhase = 'idle' | 'paying' | 'placing';

/** Takes the money for the intent with the payment form's processor (test mode or Stripe). */
export type ChargeIntent = (intent: PaymentIntent) => Promise<void>;

/** The processor refused the payment, in words meant for the shopper (SPEC.md section 8). */
export class PaymentDeclined extends Error {
  override name = 'PaymentDeclined';
}

/** The checkout flow of SPEC.md section 4: load, price, pay, place the order. */
export function useCheckout() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const location = useLocation();
  const [source] = useState(() => checkoutSourceFrom(location.state));
  const [checkoutId] = useState(() => crypto.randomUUID());
  const [order, setOrder] = useState<Order | null>(null);
  const [phase, setPhase] = useState<PaymentPhase>('idle');
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [saveCard, setSaveCard] = useState(false);
  // After the card is charged, a retry must only place the order, never charge again.
  const [paidIntentId, setPaidIntentId] = useState<string | null>(null);
  const busy = useRef(false);
  const navigateLater = useDelayedNavigate();
  const signIn = useSignInPath();

  const cart = useQuery({
    ...cartQueryOptions(token),
    enabled: token !== null && source.kind === 'cart',
  });
  const cartHasItems = (cart.data?.items.length ?? 0) > 0;
  const buyNowItems = source.kind === 'buy-now' ? source.items : undefined;
  const quote = useQuote(
    buyNowItems,
    token !== null &&
      (source.kind === 'buy-now' ? source.items.length > 0 : cartHasItems) &&
      !order,
  );
  const items = quote.data ? orderItemsOf(quote.data) : [];
  const intent = usePaymentIntent(
    { items, checkoutId, fromCart: source.kind === 'cart', ...(saveCard ? { saveCard } : {}) },
    Boolean(quote.data?.hasShippingAddress) && items.length > 0 && !order,
  );

  const cartError = source.kind === 'cart' ? cart.error : null;
  const loadError = cartError ?? quote.error ?? intent.error;
  const step = checkoutStep({
    source,
    cart: source.kind === 'cart' ? cart.data : undefined,
    quote: quote.data,
    intent: intent.data,
    failure: loadError ? serverMessage(loadError, LOAD_FAILED) : null,
    order,
  });

  /**
   * Charges the intent once with `charge`, then places the order (steps 3 to 5). The server may
   * have placed it already on the payment's success; POST /orders then answers that order.
   */
  async function pay(charge: ChargeIntent) {
    if (step.kind !== 'pay' || busy.current || intent.isPlaceholderData) return;
    busy.current = true;
    const { paymentIntentId, provider } = step.intent;
    let charged = paidIntentId === paymentIntentId;
    setPaymentError(null);
    try {
      if (!charged) {
        setPhase('paying');
        await charge(step.intent);
        charged = true;
        setPaidIntentId(paymentIntentId);
      }
      setPhase('placing');
      const placed = await createOrder({
        orderItems: orderItemsOf(step.quote),
        paymentIntentId,
        paymentMethod: provider === 'stripe' ? 'Stripe' : 'Card (test mode)',
        fromCart: source.kind === 'cart',
        ...(saveCard ? { saveCard } : {}),
      });
      setOrder(placed);
      await queryClient.invalidateQueries({ queryKey: CART_QUERY_ROOT });
    } catch (error) {
      if (isUnauthorized(error)) {
        setPaymentError(SESSION_EXPIRED);
        navigateLater(signIn, SESSION_EXPIRED_REDIRECT_MS);
      } else if (error instanceof PaymentDeclined) {
        setPaymentError(error.message);
      } else {
        setPaymentError(serverMessage(error, charged ? ORDER_FAILED : PAYMENT_FAILED));
      }
    } finally {
      busy.current = false;
      setPhase('idle');
    }
  }

  return {
    step,
    phase,
    paymentError,
    isUnauthorized: isUnauthorized(loadError),
    pay,
    saveCard,
    /** Not once the card is charged: the payment it was set up with is the one that paid. */
    setSaveCard: (next: boolean) => {
      if (!paidIntentId) setSaveCard(next);
    },
    /** The intent for the current choice is still coming. */
    intentSettling: intent.isPlaceholderData,
  };
}
