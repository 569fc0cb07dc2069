import { randomUUID } from 'node:crypto';
import type { ProductType } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PaymentProcessor } from '../../adapters/payments/index.ts';
import type { Database } from '../../db/database.ts';
import { products, users } from '../../db/schema/index.ts';
import type { TestUser } from '../../test/test-users.ts';
import { checkoutService } from '../pricing/checkout.service.ts';
import { type OrderOutbox, orderConfirmations } from './order-confirmation.ts';
import { orderFulfilment } from './order-fulfilment.ts';
import { refundNotifier } from './refund-mail.ts';

/** Test data for the commerce tests: products with known prices and paid checkouts. */

export async function insertProduct(
  db: Database,
  values: { priceCents: number; stock: number; type?: ProductType; name?: string },
): Promise<string> {
  const [row] = await db
    .insert(products)
    .values({
      sku: `TEST-${randomUUID().slice(0, 8)}`,
      name: values.name ?? `Test product ${randomUUID().slice(0, 4)}`,
      priceCents: values.priceCents,
      stock: values.stock,
      type: values.type ?? 'none',
      category: 'residential',
      imageUrl: '/images/test.svg',
    })
    .returning({ id: products.id });
  if (!row) throw new Error('product was not inserted');
  return row.id;
}

export async function saveAddress(db: Database, userId: string, state = 'TX', zip = '77433') {
  await db
    .update(users)
    .set({ street: '1 Main St', city: 'Cypress', state, zip })
    .where(eq(users.id, userId));
}

export const GOOD_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };

type Item = { productId: string; quantity: number };

export function api(app: FastifyInstance) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    user?: TestUser,
    payload?: object,
  ) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: user?.headers ?? {},
      ...(payload ? { payload } : {}),
    });

  type Intent = { paymentIntentId: string; clientSecret: string; amount: number };

  /** Creates an intent for `items` (absent = the cart) without paying it. */
  async function intent(user: TestUser, items?: Item[]): Promise<Intent> {
    const created = await call(
      'POST',
      '/payments/create-payment-intent',
      user,
      items ? { items } : {},
    );
    if (created.statusCode !== 200) throw new Error(`intent: ${created.body}`);
    return created.json().data as Intent;
  }

  const confirm = (user: TestUser, created: Intent, card = GOOD_CARD) =>
    call('POST', '/payments/confirm', user, {
      paymentIntentId: created.paymentIntentId,
      clientSecret: created.clientSecret,
      card,
    });

  return {
    call,
    intent,
    confirm,
    /** Creates and pays an intent for `items` (absent = the cart), which places its order. */
    async pay(user: TestUser, items?: Item[], card = GOOD_CARD) {
      const created = await intent(user, items);
      return { intent: created, confirmed: await confirm(user, created, card) };
    },
    order(user: TestUser, orderItems: Item[], paymentIntentId: string, fromCart = false) {
      return call('POST', '/orders', user, {
        orderItems,
        paymentMethod: 'Stripe',
        paymentIntentId,
        fromCart,
      });
    },
  };
}

/** The app's order fulfilment with another processor (a Stripe replaying recorded answers) or outbox. */
export function fulfilmentWith(
  app: FastifyInstance,
  processor: PaymentProcessor,
  outbox: OrderOutbox = app.messenger,
) {
  const { shopName } = app.config;
  return orderFulfilment({
    db: app.db,
    processor,
    checkout: checkoutService(app.db, app.config.pricing),
    confirmations: orderConfirmations({
      outbox,
      shopName,
      publicUrl: app.config.publicUrl,
      log: app.log,
    }),
    refunds: refundNotifier({ db: app.db, sender: app.messenger, shopName, log: app.log }),
  });
}
