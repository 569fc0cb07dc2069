import { cardBrandName, type SavedPaymentMethod } from '@shop/contract';

/** 'Visa ending in 4242': how a card is named to people and screen readers. */
export function cardName(card: Pick<SavedPaymentMethod, 'brand' | 'last4'>): string {
  return `${cardBrandName(card.brand)} ending in ${card.last4}`;
}

/** '04/31' */
export function cardExpiry(card: Pick<SavedPaymentMethod, 'expMonth' | 'expYear'>): string {
  return `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
}
