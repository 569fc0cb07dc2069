import { ADMIN_TOTAL_CAP, type AdminWarrantyClaimsQuery } from '@shop/contract';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  orderItems,
  orders,
  productParts,
  products,
  trackedProducts,
  users,
  warrantyClaims,
} from '../../db/schema/index.ts';

export type WarrantyClaimRow = typeof warrantyClaims.$inferSelect;
export type NewWarrantyClaim = typeof warrantyClaims.$inferInsert;

const claimColumns = {
  claim: warrantyClaims,
  replacementOrderNumber: orders.orderNumber,
};

const withCustomer = (handle: Database) =>
  handle
    .select({ ...claimColumns, customer: { id: users.id, name: users.name, email: users.email } })
    .from(warrantyClaims)
    .innerJoin(users, eq(users.id, warrantyClaims.userId))
    .leftJoin(orders, eq(orders.id, warrantyClaims.replacementOrderId))
    .$dynamic();

/** Warranty claim queries; each takes the database or a transaction. */
export const warrantyClaimsRepository = {
  /** Where the tracked system's order shipped, when the shop sold it. */
  async boughtFor(handle: Database, trackedProductId: string | null) {
    if (!trackedProductId) return null;
    const [row] = await handle
      .select({
        street: orders.shippingStreet,
        city: orders.shippingCity,
        state: orders.shippingState,
        zip: orders.shippingZip,
      })
      .from(trackedProducts)
      .innerJoin(orderItems, eq(orderItems.id, trackedProducts.orderItemId))
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(trackedProducts.id, trackedProductId));
    return row ?? null;
  },

  async ownTrackedProduct(handle: Database, userId: string, id: string) {
    const [row] = await handle
      .select()
      .from(trackedProducts)
      .where(and(eq(trackedProducts.id, id), eq(trackedProducts.userId, userId)));
    return row;
  },

  /** Null when a claim for the system is already open (the partial unique index decides). */
  async insert(handle: Database, values: NewWarrantyClaim) {
    const [row] = await handle
      .insert(warrantyClaims)
      .values(values)
      .onConflictDoNothing({
        target: warrantyClaims.trackedProductId,
        where: sql`${warrantyClaims.status} = 'open'`,
      })
      .returning();
    return row ?? null;
  },

  listMine(handle: Database, userId: string) {
    return handle
      .select(claimColumns)
      .from(warrantyClaims)
      .leftJoin(orders, eq(orders.id, warrantyClaims.replacementOrderId))
      .where(eq(warrantyClaims.userId, userId))
      .orderBy(desc(warrantyClaims.createdAt), desc(warrantyClaims.id));
  },

  /** The claim, locked until the deciding transaction ends: two staff decide it once. */
  async lockForDecision(handle: Database, id: string) {
    const [row] = await handle
      .select()
      .from(warrantyClaims)
      .where(eq(warrantyClaims.id, id))
      .for('update');
    return row;
  },

  async decide(handle: Database, id: string, values: Partial<NewWarrantyClaim>) {
    await handle
      .update(warrantyClaims)
      .set({ ...values, decidedAt: new Date() })
      .where(eq(warrantyClaims.id, id));
  },

  orderNumber(handle: Database, orderId: string) {
    return handle
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, orderId));
  },

  async customerOf(handle: Database, userId: string) {
    const [row] = await handle
      .select({
        id: users.id,
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

  async adminView(handle: Database, id: string) {
    const [row] = await withCustomer(handle).where(eq(warrantyClaims.id, id));
    return row;
  },

  /** A page of claims, newest first, read from the (status, created_at, id) or (created_at, id) index. */
  async page(handle: Database, query: AdminWarrantyClaimsQuery) {
    const where: SQL | undefined = query.status
      ? eq(warrantyClaims.status, query.status)
      : undefined;
    const rows = await withCustomer(handle)
      .where(where)
      .orderBy(desc(warrantyClaims.createdAt), desc(warrantyClaims.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const capped = handle
      .select({ id: warrantyClaims.id })
      .from(warrantyClaims)
      .where(where)
      .limit(ADMIN_TOTAL_CAP + 1)
      .as('capped');
    const [counted] = await handle.select({ n: count() }).from(capped);
    return { rows, counted: counted?.n ?? 0 };
  },

  /** Each system with the live products a replacement may send: the system and its parts. */
  async replaceable(handle: Database, systemIds: string[]) {
    const result = new Map<string, Array<{ id: string; name: string }>>();
    if (systemIds.length === 0) return result;
    const [systems, parts] = await Promise.all([
      handle
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(and(inArray(products.id, systemIds), sql`${products.deletedAt} is null`)),
      handle
        .select({ systemId: productParts.filterId, id: products.id, name: products.name })
        .from(productParts)
        .innerJoin(products, eq(products.id, productParts.partId))
        .where(and(inArray(productParts.filterId, systemIds), sql`${products.deletedAt} is null`))
        .orderBy(asc(productParts.position), asc(products.name)),
    ]);
    for (const system of systems) result.set(system.id, [system]);
    for (const { systemId, id, name } of parts) {
      result.set(systemId, [...(result.get(systemId) ?? []), { id, name }]);
    }
    return result;
  },
};

export type ClaimListRow = Awaited<ReturnType<typeof warrantyClaimsRepository.listMine>>[number];
export type AdminClaimRow = Awaited<
  ReturnType<typeof warrantyClaimsRepository.page>
>['rows'][number];
