import { PaymentIntentSchema } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDED_INTENT } from '../../adapters/payments/stripe-recordings.ts';
import { replayStripe } from '../../adapters/payments/stripe-replay.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser } from '../../test/test-users.ts';
import { fulfilmentWith, insertProduct, saveAddress } from '../orders/commerce-fixtures.ts';
import { purchasesRepository } from '../orders/purchases.repository.ts';
import { checkoutService } from '../pricing/checkout.service.ts';
import { paymentsService } from './payments.service.ts';

describe('payments service with Stripe (recorded Stripe answers, real database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the Stripe intent with the publishable key that Stripe Elements loads with', async () => {
    const user = await createTestUser(t.app, t.db);
    await saveAddress(t.db, user.id, 'TX');
    const productId = await insertProduct(t.db, { priceCents: 2_500, stock: 10 });
    const { processor, sent } = replayStripe([{ status: 200, body: RECORDED_INTENT }]);
    const payments = paymentsService({
      processor,
      checkout: checkoutService(t.db, t.config.pricing),
      fulfilment: fulfilmentWith(t.app, processor),
    });

    const intent = await payments.createIntent(user.id, { items: [{ productId, quantity: 2 }] });

    expect(PaymentIntentSchema.parse(intent)).toEqual({
      paymentIntentId: RECORDED_INTENT.id,
      clientSecret: RECORDED_INTENT.client_secret,
      amount: 64.08,
      subtotal: 50,
      shipping: 9.95,
      tax: 4.13,
      provider: 'stripe',
      publishableKey: 'pk_test_recorded',
    });
    expect(new URLSearchParams(sent[0]?.body).get('amount')).toBe('6408');
    expect(await purchasesRepository.find(t.db, RECORDED_INTENT.id)).toMatchObject({
      userId: user.id,
      items: [{ productId, quantity: 2 }],
      address: { zip: '77433', state: 'TX' },
      fromCart: false,
      refusal: null,
    });
  });
});
