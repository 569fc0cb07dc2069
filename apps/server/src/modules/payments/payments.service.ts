import { createHash, randomUUID } from 'node:crypto';
import {
  type CardInput,
  type CreatePaymentIntentBody,
  centsToDollars,
  type PaymentIntent,
} from '@shop/contract';
import { isStripeProcessor, type PaymentProcessor } from '../../adapters/payments/index.ts';
import { NotFoundError, ValidationError } from '../../errors/index.ts';
import type { CheckoutService } from '../pricing/checkout.service.ts';

export function paymentsService(deps: { processor: PaymentProcessor; checkout: CheckoutService }) {
  const { processor, checkout } = deps;

  return {
    /** The amount is the server's: database prices, shipping rule, tax of the saved address. */
    async createIntent(userId: string, body: CreatePaymentIntentBody): Promise<PaymentIntent> {
      const { lines, price } = await checkout.price(userId, body.items, { checkStock: true });
      if (price.totalCents <= 0) throw new ValidationError('There is nothing to pay for.');
      // Same checkout visit, same items and amount -> the same intent (double clicks, retries).
      const basket = lines.map((line) => `${line.product.id}x${line.quantity}`).join(',');
      const visit = body.checkoutId ?? randomUUID();
      const idempotencyKey = createHash('sha256')
        .update(`${userId}|${visit}|${basket}|${price.totalCents}`)
        .digest('hex');
      const intent = await processor.createIntent({
        userId,
        amountCents: price.totalCents,
        idempotencyKey,
      });
      return {
        paymentIntentId: intent.id,
        clientSecret: intent.clientSecret,
        amount: centsToDollars(intent.amountCents),
        subtotal: centsToDollars(price.subtotalCents),
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
      return { status: 'succeeded' as const, paymentIntentId: input.paymentIntentId, card };
    },
  };
}
