import { partLife, type TrackedPart, type TrackedProduct } from '@shop/contract';
import { partDueDay } from './part-due.ts';
import type { TrackedPartRow, TrackedProductRow } from './trackers.repository.ts';
import { type WarrantyTerms, warrantyOf } from './warranty-terms.ts';

/** What tracked_products.form_data holds: the form as sent and each part's lifespan reason. */
export interface StoredFormData {
  form?: unknown;
  /** Keyed by part product id, e.g. 'hard water, 4 people: 4 months'. */
  lifespanReasons?: Record<string, string>;
}

function lifespanReasons(row: TrackedProductRow): Record<string, string> {
  const stored = row.formData as StoredFormData | null;
  return stored?.lifespanReasons ?? {};
}

function toTrackedPart(
  part: TrackedPartRow,
  reasons: Record<string, string>,
  now: Date,
): TrackedPart {
  return {
    _id: part.id,
    partProductId: part.partProductId,
    partProductNameSnapshot: part.partProductNameSnapshot,
    initialLifespanMonths: part.initialLifespanMonths,
    installedAt: part.installedAt.toISOString(),
    dueDate: partDueDay(part),
    snoozedUntil: part.snoozedUntil?.toISOString() ?? null,
    life: partLife({
      installedAt: part.installedAt,
      lifespanMonths: part.initialLifespanMonths,
      now,
    }),
    lifespanReason: (part.partProductId && reasons[part.partProductId]) || null,
  };
}

export function toTrackedProduct(
  row: TrackedProductRow,
  parts: TrackedPartRow[],
  now: Date,
  warranties: Map<string, WarrantyTerms>,
): TrackedProduct {
  const reasons = lifespanReasons(row);
  return {
    _id: row.id,
    orderItemId: row.orderItemId,
    customName: row.customName,
    installationDate: row.installationDate.toISOString(),
    systemProductNameSnapshot: row.systemProductNameSnapshot,
    systemProductImageUrlSnapshot: row.systemProductImageUrlSnapshot,
    originalSystemProductId: row.originalProductId ? { _id: row.originalProductId } : null,
    contactMethod: row.contactMethod,
    trackedSystemParts: parts
      .filter((part) => part.trackedProductId === row.id)
      .map((part) => toTrackedPart(part, reasons, now)),
    warranty: warrantyOf(warranties.get(row.id), now),
  };
}
