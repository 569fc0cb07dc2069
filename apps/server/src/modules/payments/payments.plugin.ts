import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPaymentProcessor, type PaymentProcessor } from '../../adapters/payments/index.ts';
import { orderConfirmations } from '../orders/order-confirmation.ts';
import { type OrderFulfilment, orderFulfilment } from '../orders/order-fulfilment.ts';
import { refundNotifier } from '../orders/refund-mail.ts';
import { checkoutService } from '../pricing/checkout.service.ts';
import { countedProcessor } from './payment-metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stripe or the test-mode card processor, chosen once from the config. */
    payments: PaymentProcessor;
    /** Turns a succeeded payment into its order, once, whoever asks first. */
    fulfilment: OrderFulfilment;
  }
}

/** Shared by the payments and orders routes registered after it. */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, options: { processor?: PaymentProcessor | undefined }) => {
    const processor = countedProcessor(
      options.processor ?? createPaymentProcessor(app.config, app.db),
      app.metrics.payments,
    );
    app.decorate('payments', processor);
    app.decorate(
      'fulfilment',
      orderFulfilment({
        db: app.db,
        processor,
        ordersCounter: app.metrics.orders,
        checkout: checkoutService(app.db, app.config.pricing),
        confirmations: orderConfirmations({
          outbox: app.messenger,
          shopName: app.config.shopName,
          publicUrl: app.config.publicUrl,
          log: app.log,
        }),
        crashAfterOrder: app.config.crashAfterOrder,
        refunds: refundNotifier({
          db: app.db,
          sender: app.messenger,
          shopName: app.config.shopName,
          log: app.log,
        }),
      }),
    );
  },
);
