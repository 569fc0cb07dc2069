import { createHash, randomUUID } from 'node:crypto';
import {
  type CardInput,
  type CreatePaymentIntentBody,
  centsToDollars,
  type PaymentIntent,
} from '@shop/contract';
import { isStripeProcessor, type PaymentProcessor } from '../../adapters/payments/index.ts';
import { NotFoundError, ValidationError } from '../../errors/index.ts';
import type { OrderFulfilment } from '../orders/order-fulfilment.ts';
import type { CheckoutService } from '../pricing/checkout.service.ts';

export function paymentsService(deps: {
  processor: PaymentProcessor;
  checkout: CheckoutService;
  fulfilment: OrderFulfilment;
  /** The customer a kept card is saved under (Stripe's; null in test mode and when absent). */
  customerRefFor?: (userId: string) => Promise<string | null>;
  /** Tests only (config.crashAfterCharge): die like a kill -9 between the charge and the order. */
  crashAfterCharge?: boolean;
}) {
  const { processor, checkout, fulfilment } = deps;

  return {
    /**
     * The amount is the server's: database prices, shipping rule, tax of the saved address. What
     * the intent pays for is stored with it, so the order never depends on the browser.
     */
    async createIntent(userId: string, body: CreatePaymentIntentBody): Promise<PaymentIntent> {
      const priced = await checkout.price(userId, body.items, { checkStock: true });
      const { lines, price, address } = priced;
      if (price.totalCents <= 0) throw new ValidationError('There is nothing to pay for.');
      const fromCart = body.fromCart ?? body.items === undefined;
      const saveCard = body.saveCard === true;
      // Same checkout visit, same purchase and amount -> the same intent (double clicks, retries).
      const basket = lines.map((line) => `${line.product.id}x${line.quantity}`).join(',');
      const code = priced.discount?.row.id ?? '';
      const visit = body.checkoutId ?? randomUUID();
      const idempotencyKey = createHash('sha256')
        .update(
          `${userId}|${visit}|${basket}|${code}|${price.totalCents}|${fromCart}|${JSON.stringify(address)}${saveCard ? '|keep' : ''}`,
        )
        .digest('hex');
      const intent = await processor.createIntent({
        userId,
        amountCents: price.totalCents,
        idempotencyKey,
        ...(saveCard
          ? { saveCard: { customerRef: (await deps.customerRefFor?.(userId)) ?? null } }
          : {}),
      });
      await fulfilment.remember(intent.id, userId, priced, fromCart);
      return {
        paymentIntentId: intent.id,
        clientSecret: intent.clientSecret,
        amount: centsToDollars(intent.amountCents),
        subtotal: centsToDollars(price.subtotalCents),
        ...(price.discountCents > 0 ? { discount: centsToDollars(price.discountCents) } : {}),
        shipping: centsToDollars(price.shippingCents),
        tax: centsToDollars(price.taxCents),
        ...(isStripeProcessor(processor)
          ? { provider: 'stripe' as const, publishableKey: processor.publishableKey }
          : { provider: 'test' as const }),
      };
    },

    async confirm(
      userId: string,
      input: { paymentIntentId: string; clientSecret: string; card: CardInput },
    ) {
      if (!processor.confirmCard) {
        throw new NotFoundError('Card payments are confirmed with Stripe in the browser.');
      }
      const card = await processor.confirmCard({ userId, ...input });
      if (deps.crashAfterCharge) process.kill(process.pid, 'SIGKILL');
      // Placed now, not by the browser's POST /orders: a tab closed after Pay Now keeps its order.
      await fulfilment.fulfil(input.paymentIntentId);
      return { status: 'succeeded' as const, paymentIntentId: input.paymentIntentId, card };
    },
  };
}
