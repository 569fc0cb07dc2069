import type { SavedPaymentMethod } from '@shop/contract';

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** 'Visa ending in 4242': how a card is named to people and screen readers. */
export function cardName(card: Pick<SavedPaymentMethod, 'brand' | 'last4'>): string {
  return `${BRANDS[card.brand] ?? 'Card'} ending in ${card.last4}`;
}

export function brandName(brand: string): string {
  return BRANDS[brand] ?? 'Card';
}

/** '04/31' */
export function cardExpiry(card: Pick<SavedPaymentMethod, 'expMonth' | 'expYear'>): string {
  return `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
}
