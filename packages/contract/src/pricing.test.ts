import { describe, expect, it } from 'vitest';
import { CheckoutItemSchema, DEFAULT_PRICING_RULES, priceOrder, taxCents } from './pricing.ts';
import { salesTaxRateFor, stateCode } from './sales-tax.ts';

describe('priceOrder', () => {
  it('charges flat shipping under the free-shipping threshold and taxes the subtotal only', () => {
    const price = priceOrder([{ unitPriceCents: 2_500, quantity: 2 }], 'TX');
    // 5000 * 8.25% = 412.5 -> 413 (half-up)
    expect(price).toEqual({
      subtotalCents: 5_000,
      discountCents: 0,
      shippingCents: 995,
      taxCents: 413,
      totalCents: 6_408,
    });
  });

  it('ships free at exactly the threshold', () => {
    const price = priceOrder([{ unitPriceCents: 9_900, quantity: 1 }], 'OR');
    expect(price).toEqual({
      subtotalCents: 9_900,
      discountCents: 0,
      shippingCents: 0,
      taxCents: 0,
      totalCents: 9_900,
    });
  });

  it('takes a discount off before shipping and tax', () => {
    const price = priceOrder([{ unitPriceCents: 10_000, quantity: 1 }], 'TX', undefined, 2_000);
    // 8000 * 8.25% = 660; 80.00 is under the free-shipping threshold
    expect(price).toEqual({
      subtotalCents: 10_000,
      discountCents: 2_000,
      shippingCents: 995,
      taxCents: 660,
      totalCents: 9_655,
    });
  });

  it('still charges shipping when a discount leaves nothing for the goods', () => {
    expect(priceOrder([{ unitPriceCents: 500, quantity: 1 }], 'OR', undefined, 900)).toEqual({
      subtotalCents: 500,
      discountCents: 500,
      shippingCents: 995,
      taxCents: 0,
      totalCents: 995,
    });
  });

  it('charges shipping one cent below the threshold', () => {
    expect(priceOrder([{ unitPriceCents: 9_899, quantity: 1 }], null).shippingCents).toBe(995);
  });

  it('prices an empty order at zero', () => {
    expect(priceOrder([], 'CA').totalCents).toBe(0);
  });

  it('adds up several lines in integer cents (no float drift)', () => {
    const lines = [
      { unitPriceCents: 10, quantity: 3 },
      { unitPriceCents: 20, quantity: 1 },
    ];
    expect(priceOrder(lines, 'AK').subtotalCents).toBe(50);
  });

  it('takes a rule set, so the shop can change shipping in one place', () => {
    const rules = {
      ...DEFAULT_PRICING_RULES,
      flatShippingCents: 500,
      freeShippingThresholdCents: 0,
    };
    expect(priceOrder([{ unitPriceCents: 100, quantity: 1 }], 'TX', rules).shippingCents).toBe(0);
  });
});

describe('taxCents', () => {
  it('rounds half up to the cent', () => {
    expect(taxCents(200, 7_250)).toBe(15); // 14.5 -> 15
    expect(taxCents(199, 7_250)).toBe(14); // 14.4275 -> 14
    expect(taxCents(1_000, 6_875)).toBe(69); // 68.75 -> 69
  });
});

describe('sales tax table', () => {
  it('knows codes and names, any case', () => {
    expect(stateCode(' texas ')).toBe('TX');
    expect(stateCode('ca')).toBe('CA');
    expect(stateCode('New  York')).toBe('NY');
    expect(stateCode('Atlantis')).toBeNull();
  });

  it('charges nothing where there is no sales tax or the state is unknown', () => {
    expect(salesTaxRateFor('OR')).toBe(0);
    expect(salesTaxRateFor('Delaware')).toBe(0);
    expect(salesTaxRateFor('ZZ')).toBe(0);
    expect(salesTaxRateFor(null)).toBe(0);
    expect(salesTaxRateFor('California')).toBe(7_250);
  });
});

describe('CheckoutItemSchema', () => {
  it('refuses quantities under 1 and fractions', () => {
    expect(CheckoutItemSchema.safeParse({ productId: 'p', quantity: 0 }).success).toBe(false);
    expect(CheckoutItemSchema.safeParse({ productId: 'p', quantity: 1.5 }).success).toBe(false);
    expect(CheckoutItemSchema.safeParse({ productId: 'p', quantity: 1 }).success).toBe(true);
  });
});
