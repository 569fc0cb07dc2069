import type { Counter } from 'prom-client';
import type { PaymentProcessor } from '../../adapters/payments/index.ts';
import { PaymentFailedError } from '../../errors/index.ts';

export type PaymentOutcome = 'succeeded' | 'failed' | 'refunded';
export type PaymentsCounter = Counter<'provider' | 'outcome'>;

/**
 * The processor with its outcomes counted for /metrics: refunds for both processors, card
 * confirmations for the test-card processor. Stripe confirms in the browser, so its succeeded
 * and failed payments are counted from its webhook events instead.
 */
export function countedProcessor<P extends PaymentProcessor>(
  processor: P,
  counter: PaymentsCounter,
): P {
  const count = (outcome: PaymentOutcome) => counter.inc({ provider: processor.provider, outcome });
  const counted: P = {
    ...processor,
    async refund(id, reason) {
      await processor.refund(id, reason);
      count('refunded');
    },
    async refundAmount(input) {
      const refund = await processor.refundAmount(input);
      count('refunded');
      return refund;
    },
  };
  const confirmCard = processor.confirmCard;
  if (confirmCard) {
    counted.confirmCard = async (input) => {
      try {
        const card = await confirmCard(input);
        count('succeeded');
        return card;
      } catch (error) {
        if (error instanceof PaymentFailedError) count('failed');
        throw error;
      }
    };
  }
  return counted;
}
