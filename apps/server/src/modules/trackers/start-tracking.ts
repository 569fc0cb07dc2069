import type { TrackedProduct, TrackerFormData } from '@shop/contract';
import type { Database } from '../../db/database.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors/index.ts';
import { isUuid } from '../products/products.service.ts';
import { resolveContact } from './contact.ts';
import { houseProfileRepository } from './house-profile.repository.ts';
import { householdFor, lifespanForPart } from './household.ts';
import type { StoredFormData } from './tracked-product.mapper.ts';
import { toTrackedProduct } from './tracked-product.mapper.ts';
import { type NewTrackedPart, trackersRepository } from './trackers.repository.ts';
import { warrantyTermsOf } from './warranty-terms.ts';

export const PRODUCT_NOT_FOUND = 'Product not found.';
export const ORDER_ITEM_NOT_FOUND = 'Order item not found.';
export const NOT_A_FILTER = 'Only filters and filter systems can be tracked.';

export interface StartTrackingInput {
  userId: string;
  productId?: string;
  orderId?: string;
  orderItemId?: string;
  customName: string;
  installationDate?: string;
  additionalData: TrackerFormData;
  now: Date;
}

async function orderLine(db: Database, input: StartTrackingInput) {
  if (!input.orderItemId) return null;
  const found = isUuid(input.orderItemId)
    ? await trackersRepository(db).findOwnOrderItem(input.userId, input.orderItemId)
    : undefined;
  if (!found || (input.orderId && found.order.id !== input.orderId)) {
    throw new NotFoundError(ORDER_ITEM_NOT_FOUND);
  }
  if (input.productId && input.productId !== found.item.productId) {
    throw new ValidationError('That order item is not for this product.');
  }
  if (found.item.type !== 'filter') throw new ValidationError(NOT_A_FILTER);
  if (await trackersRepository(db).isOrderItemTracked(found.item.id)) {
    throw new ConflictError('This order item is already tracked.');
  }
  return found;
}

function installationDate(input: StartTrackingInput): Date {
  if (!input.installationDate) return input.now;
  const date = new Date(input.installationDate);
  if (date > input.now) throw new ValidationError('The installation date cannot be in the future.');
  // Years before 100 turn into 19xx in date arithmetic; and no tracked filter is older than this.
  if (date.getUTCFullYear() < 1970) {
    throw new ValidationError('The installation date cannot be before 1970.');
  }
  return date;
}

/** Registers a tracked product with one tracked part per part of the product. */
export async function startTracking(
  db: Database,
  input: StartTrackingInput,
): Promise<TrackedProduct> {
  const line = await orderLine(db, input);
  const productId = line?.item.productId ?? input.productId ?? '';
  const repository = trackersRepository(db);
  const product = isUuid(productId)
    ? await repository.findProduct(productId, { includeDeleted: line !== null })
    : undefined;
  if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
  if (product.type !== 'filter') throw new ValidationError(NOT_A_FILTER);
  const installedAt = installationDate(input);
  const form = input.additionalData;
  const contact = resolveContact(form, await repository.userContact(input.userId));

  const profile = await houseProfileRepository(db).find(input.userId);
  const household = householdFor(form, profile, product.filterType);
  const parts: NewTrackedPart[] = [];
  const lifespanReasons: Record<string, string> = {};
  for (const part of await repository.partsOf(product.id)) {
    // A part without replacement months has no lifespan to track (the column needs one).
    const lifespan = lifespanForPart(part, household);
    if (!lifespan) continue;
    if (lifespan.reason) lifespanReasons[part.id] = lifespan.reason;
    parts.push({
      partProductId: part.id,
      partProductNameSnapshot: part.name,
      initialLifespanMonths: lifespan.months,
      installedAt,
    });
  }
  const formData: StoredFormData = { form, lifespanReasons };

  return db.transaction(async (tx) => {
    const row = await trackersRepository(tx).insertTrackedProduct(
      {
        userId: input.userId,
        orderItemId: line?.item.id ?? null,
        customName: input.customName.trim(),
        installationDate: installedAt,
        systemProductNameSnapshot: product.name,
        systemProductImageUrlSnapshot: product.imageUrl,
        originalProductId: product.id,
        contactMethod: contact.method,
        contactSms: contact.sms,
        contactEmail: contact.email,
        formData,
      },
      parts,
    );
    if (line) await trackersRepository(tx).markOrderItemInstalled(line.order.id, line.item.id);
    const trackedParts = await trackersRepository(tx).listParts([row.id]);
    const warranties = await warrantyTermsOf(tx, [row.id]);
    return toTrackedProduct(row, trackedParts, input.now, warranties);
  });
}
