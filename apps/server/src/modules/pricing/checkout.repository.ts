import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { cartItems, products, users } from '../../db/schema/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that cannot be a product id match nothing (PostgreSQL would reject the uuid cast). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** What pricing and ordering need of a product, deleted ones included (deletedAt set). */
export const checkoutProductColumns = {
  id: products.id,
  name: products.name,
  imageUrl: products.imageUrl,
  priceCents: products.priceCents,
  stock: products.stock,
  type: products.type,
  deletedAt: products.deletedAt,
};

/** Queries of the checkout; each takes the database or a transaction. */
export const checkoutRepository = {
  productsByIds(handle: Database, ids: string[]) {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return Promise.resolve([]);
    return handle.select(checkoutProductColumns).from(products).where(inArray(products.id, valid));
  },

  cartItemsOf(handle: Database, userId: string) {
    return handle
      .select({ productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  },

  async customerOf(handle: Database, userId: string) {
    const [row] = await handle
      .select({
        name: users.name,
        email: users.email,
        phoneNumber: users.phoneNumber,
        street: users.street,
        city: users.city,
        state: users.state,
        zip: users.zip,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  },
};

export type CheckoutProduct = Awaited<ReturnType<typeof checkoutRepository.productsByIds>>[number];
export type Customer = NonNullable<Awaited<ReturnType<typeof checkoutRepository.customerOf>>>;
