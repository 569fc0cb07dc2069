import { describe, expect, it } from 'vitest';
import { PaymentIntentSchema } from './payment.ts';

const fields = {
  paymentIntentId: 'pi_1',
  clientSecret: 'pi_1_secret_abc',
  amount: 64.08,
  subtotal: 50,
  shipping: 9.95,
  tax: 4.13,
};

describe('PaymentIntentSchema', () => {
  it('reads a test-mode intent, which carries no key', () => {
    const intent = PaymentIntentSchema.parse({ ...fields, provider: 'test' });
    expect(intent).toEqual({ ...fields, provider: 'test' });
  });

  it('reads a Stripe intent with the publishable key that Stripe Elements loads with', () => {
    const intent = PaymentIntentSchema.parse({
      ...fields,
      provider: 'stripe',
      publishableKey: 'pk_test_123',
    });
    expect(intent.provider === 'stripe' && intent.publishableKey).toBe('pk_test_123');
  });

  it('refuses a Stripe intent without a publishable key, and an unknown provider', () => {
    expect(PaymentIntentSchema.safeParse({ ...fields, provider: 'stripe' }).success).toBe(false);
    expect(
      PaymentIntentSchema.safeParse({ ...fields, provider: 'stripe', publishableKey: '' }).success,
    ).toBe(false);
    expect(PaymentIntentSchema.safeParse({ ...fields, provider: 'paypal' }).success).toBe(false);
  });
});
