import {
  type Address,
  type CreateSubscriptionBody,
  centsToDollars,
  formatShopDate,
  type Subscription,
  type SubscriptionQuote,
} from '@shop/contract';
import { eq } from 'drizzle-orm';
import {
  products,
  subscriptions,
  trackedParts,
  trackedProducts,
  users,
} from '../../db/schema/index.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors/index.ts';
import { isUuid } from '../products/products.service.ts';
import { isoDay } from '../trackers/part-due.ts';
import { planMail } from './plan-mail.ts';
import { planPrice } from './plan-price.ts';
import { scheduleOf } from './plan-schedule.ts';
import type { PlanServiceKit } from './plan-service-kit.ts';
import { CUSTOMER, type PlanRow, planStore } from './plan-store.ts';

const PART_NOT_FOUND = 'Tracked part not found.';

/** Turning auto-replace on for a customer's tracked part: what it would cost, then the plan. */
export function planCreation(kit: PlanServiceKit) {
  const { db, deps, settings, view, own, chooseCard, record } = kit;

  async function partForCustomer(userId: string, trackedPartId: string) {
    if (!isUuid(trackedPartId)) throw new NotFoundError(PART_NOT_FOUND);
    const [row] = await db
      .select({ part: trackedParts, userId: trackedProducts.userId })
      .from(trackedParts)
      .innerJoin(trackedProducts, eq(trackedProducts.id, trackedParts.trackedProductId))
      .where(eq(trackedParts.id, trackedPartId));
    if (!row || row.userId !== userId) throw new NotFoundError(PART_NOT_FOUND);
    return row.part;
  }

  async function productFor(part: typeof trackedParts.$inferSelect) {
    if (!part.partProductId) {
      throw new ConflictError('This part is not sold in the shop, so it cannot be auto-replaced.');
    }
    const [product] = await db.select().from(products).where(eq(products.id, part.partProductId));
    if (!product || product.deletedAt) {
      throw new ConflictError('This part is not sold in the shop, so it cannot be auto-replaced.');
    }
    return product;
  }

  async function accountAddress(userId: string): Promise<Address | null> {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user?.zip?.trim() || !user.street || !user.city || !user.state) return null;
    return {
      street: user.street,
      city: user.city,
      state: user.state as Address['state'],
      zip: user.zip,
    };
  }

  return {
    async quote(
      userId: string,
      trackedPartId: string,
      quantity: number,
      now: Date,
    ): Promise<SubscriptionQuote> {
      const part = await partForCustomer(userId, trackedPartId);
      const product = await productFor(part);
      const current = await settings();
      const address = await accountAddress(userId);
      const schedule = scheduleOf(
        { lastDueOn: null, chargeOnChosen: false } as PlanRow,
        part,
        current.leadDays,
        isoDay(now),
      );
      const price = planPrice(
        product.priceCents,
        quantity,
        current,
        address?.state ?? '',
        deps.pricing,
      );
      return {
        trackedPartId: part.id,
        productId: product.id,
        productName: product.name,
        productImageUrl: product.imageUrl,
        quantity,
        priceEach: centsToDollars(product.priceCents),
        discountPercent: current.discountPercent,
        subtotal: centsToDollars(price.subtotalCents),
        discount: centsToDollars(price.discountCents),
        shipping: centsToDollars(price.shippingCents),
        tax: centsToDollars(price.taxCents),
        firstChargeAmount: centsToDollars(price.totalCents),
        firstChargeOn: schedule.chargeOn,
        firstShipmentOn: schedule.chargeOn,
        dueOn: schedule.dueOn,
        leadDays: current.leadDays,
        card: await deps.cards.defaultOf(userId),
        shippingAddress: address,
      };
    },

    async create(userId: string, body: CreateSubscriptionBody, now: Date): Promise<Subscription> {
      const part = await partForCustomer(userId, body.trackedPartId);
      const product = await productFor(part);
      if (await planStore.liveOfPart(db, part.id)) {
        throw new ConflictError('This part already has an auto-replace plan.');
      }
      const address = await accountAddress(userId);
      if (!address) {
        throw new ValidationError('Shipping address is missing. Please update it in your profile.');
      }
      const card = await chooseCard(userId, body.paymentMethodId);
      const current = await settings();
      const schedule = scheduleOf(
        { lastDueOn: null, chargeOnChosen: false } as PlanRow,
        part,
        current.leadDays,
        isoDay(now),
      );
      const mail = planMail({ messenger: deps.messenger, settings: deps.mail, log: deps.log });
      const id = await db
        .transaction(async (tx) => {
          const [plan] = await tx
            .insert(subscriptions)
            .values({
              userId,
              trackedPartId: part.id,
              productId: product.id,
              quantity: body.quantity ?? 1,
              paymentMethodId: card._id,
              shippingStreet: address.street,
              shippingCity: address.city,
              shippingState: address.state,
              shippingZip: address.zip,
              nextDueOn: schedule.dueOn,
              nextChargeOn: schedule.chargeOn,
            })
            .onConflictDoNothing()
            .returning();
          if (!plan) throw new ConflictError('This part already has an auto-replace plan.');
          await record(
            tx,
            plan,
            'created',
            `Auto-replace turned on: ${plan.quantity} x ${product.name}, first shipment on ${formatShopDate(plan.nextChargeOn)}.`,
            CUSTOMER,
            now,
          );
          const context = await planStore.context(tx, plan.id);
          if (context) {
            await mail.confirm(
              tx,
              context,
              `Plan started; the first shipment goes out on ${formatShopDate(plan.nextChargeOn)}`,
            );
          }
          return plan.id;
        })
        .catch((error: unknown) => {
          mail.discard();
          throw error;
        });
      await mail.flush();
      return view(await own(userId, id), now, current);
    },
  };
}
