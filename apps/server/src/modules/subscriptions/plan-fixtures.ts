import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { products, trackedParts } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { saveAddress } from '../orders/commerce-fixtures.ts';
import { productBySku } from '../trackers/tracker-fixtures.ts';

/** Test data for plans: a customer with an address, a saved card and a tracked part. */

export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0341',
  insufficientFunds: '4000 0000 0000 9995',
  authenticates: '4000 0027 6000 3184',
} as const;

export function planApi(app: FastifyInstance) {
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    user?: { headers: Record<string, string> },
    payload?: object,
  ) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: user?.headers ?? {},
      ...(payload ? { payload } : {}),
    });
  return {
    call,
    run: (admin: TestUser, now: Date) =>
      call('POST', '/admin/subscriptions/run', admin, { now: now.toISOString() }),
  };
}

export interface PlanCustomer {
  user: TestUser;
  cardId: string;
  trackedPartId: string;
  partProductId: string;
}

/**
 * A verified customer with an address in Texas and a saved card, tracking a system installed on
 * `installedOn`; its first part's lifespan is set to `lifespanMonths`, and the part's product
 * has stock.
 */
export async function planCustomer(
  app: FastifyInstance,
  db: Database,
  options: {
    /** A test card's number, or how the customer saves a card (Stripe: through a setup intent). */
    card: string | ((user: TestUser) => Promise<object>);
    installedOn: string;
    lifespanMonths?: number;
    stock?: number;
  },
): Promise<PlanCustomer> {
  const { call } = planApi(app);
  const user = await createTestUser(app, db, { verified: true });
  await saveAddress(db, user.id);
  const body =
    typeof options.card === 'string'
      ? { card: { number: options.card, expMonth: 12, expYear: 2099, cvc: '123' } }
      : await options.card(user);
  const saved = await call('POST', '/payment-methods', user, body);
  if (saved.statusCode >= 300) throw new Error(`card: ${saved.body}`);
  const created = await call('POST', '/trackers/tracked-products', user, {
    productId: (await productBySku(db, 'UC-2S')).id,
    customName: 'Kitchen',
    installationDate: `${options.installedOn}T12:00:00Z`,
    additionalData: { contactMethod: 'email', email: user.email },
  });
  if (created.statusCode >= 300) throw new Error(`tracker: ${created.body}`);
  const part = (
    created.json().data.trackedSystemParts as Array<{ _id: string; partProductId: string | null }>
  ).find((candidate) => candidate.partProductId);
  if (!part?.partProductId) throw new Error('the seeded system has no part sold in the shop');
  if (options.lifespanMonths) {
    await db
      .update(trackedParts)
      .set({ initialLifespanMonths: options.lifespanMonths })
      .where(eq(trackedParts.id, part._id));
  }
  await db
    .update(products)
    .set({ stock: options.stock ?? 1000 })
    .where(eq(products.id, part.partProductId));
  return {
    user,
    cardId: saved.json().data._id,
    trackedPartId: part._id,
    partProductId: part.partProductId,
  };
}
