import type { Database } from '../../db/database.ts';
import { ConflictError } from '../../errors/index.ts';
import { placeOrder } from '../orders/place-order.ts';
import type { Customer } from '../pricing/checkout.repository.ts';
import { checkoutRepository } from '../pricing/checkout.repository.ts';
import { type PricedCheckout, savedAddress } from '../pricing/checkout.service.ts';

export const REPLACEMENT_PAYMENT_METHOD = 'Warranty replacement';
export const NO_ADDRESS_MESSAGE =
  'The customer has no shipping address saved yet: ask them to add one in their profile, then approve again.';
export const NOT_REPLACEABLE_MESSAGE = 'Choose the system or one of its parts to send.';

/** The one key of a claim's replacement order: approving twice can never make two orders. */
export const replacementKey = (claimId: string) => `warranty-claim:${claimId}`;

const FREE = { subtotalCents: 0, discountCents: 0, shippingCents: 0, taxCents: 0, totalCents: 0 };

/**
 * The replacement as an order at $0, placed by the orders module's own path (placeOrder): it
 * takes stock, gets its number, and appears on the orders desk to be shipped like any other.
 * It ships to the address the system was bought for, or the customer's saved address. Runs in
 * the deciding transaction (placeOrder's own becomes a savepoint in it).
 */
export async function placeReplacementOrder(
  tx: Database,
  input: {
    claimId: string;
    userId: string;
    productId: string;
    customer: Customer;
    boughtFor: { street: string; city: string; state: string; zip: string } | null;
  },
): Promise<string> {
  const [product] = await checkoutRepository.productsByIds(tx, [input.productId]);
  if (!product || product.deletedAt) throw new ConflictError(NOT_REPLACEABLE_MESSAGE);
  const address = input.boughtFor ?? savedAddress(input.customer);
  if (!address) throw new ConflictError(NO_ADDRESS_MESSAGE);
  const priced: PricedCheckout = {
    lines: [{ product: { ...product, priceCents: 0 }, quantity: 1 }],
    price: FREE,
    discount: null,
    address,
    customer: input.customer,
  };
  const outcome = await placeOrder(
    tx,
    {
      userId: input.userId,
      paymentIntentId: replacementKey(input.claimId),
      paymentMethod: REPLACEMENT_PAYMENT_METHOD,
      fromCart: false,
      priced,
      isTest: false,
      cardFingerprint: null,
      // Not a plan's order: the contract knows two sources, and a replacement is the shop's own.
      source: 'checkout',
    },
    async () => {},
  );
  if (outcome.kind === 'refused') throw new ConflictError(outcome.reason);
  return outcome.orderId;
}
