import { describe, expect, it } from 'vitest';
import {
  readPurchaseIntent,
  withoutPurchaseIntent,
  withPurchaseIntent,
} from './purchase-intent.ts';

describe('purchase intent', () => {
  it('hardening 30.19: rides in the return path and comes out of it again', () => {
    const path = withPurchaseIntent('/product/abc?ref=mail', {
      action: 'add-to-cart',
      quantity: 2,
    });
    expect(path).toBe('/product/abc?ref=mail&then=add-to-cart&quantity=2');
    expect(readPurchaseIntent(path)).toEqual({ action: 'add-to-cart', quantity: 2 });
    expect(readPurchaseIntent('?then=buy-now&quantity=-3')).toEqual({
      action: 'buy-now',
      quantity: 1,
    });
    expect(readPurchaseIntent('/product/abc?then=delete-account')).toBeNull();
    expect(withoutPurchaseIntent('?ref=mail&then=add-to-cart&quantity=2')).toBe('?ref=mail');
    expect(withoutPurchaseIntent('?then=buy-now&quantity=1')).toBe('');
  });
});
