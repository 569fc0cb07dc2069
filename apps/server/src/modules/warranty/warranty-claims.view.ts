import type { AdminWarrantyClaim, WarrantyClaim } from '@shop/contract';
import type { AdminClaimRow, ClaimListRow } from './warranty-claims.repository.ts';

export function toWarrantyClaim({ claim, replacementOrderNumber }: ClaimListRow): WarrantyClaim {
  return {
    _id: claim.id,
    number: claim.claimNumber,
    trackedProductId: claim.trackedProductId,
    productName: claim.productNameSnapshot,
    warrantyEndsOn: claim.warrantyEndsOn,
    description: claim.description,
    serialNumber: claim.serialNumber,
    photoUrl: claim.photoUrl,
    photoId: claim.photoId,
    status: claim.status,
    resolution: claim.resolution,
    repairNote: claim.repairNote,
    declineReason: claim.declineReason,
    replacementOrder:
      claim.replacementOrderId && replacementOrderNumber !== null
        ? { _id: claim.replacementOrderId, orderNumber: replacementOrderNumber }
        : null,
    createdAt: claim.createdAt.toISOString(),
    decidedAt: claim.decidedAt?.toISOString() ?? null,
  };
}

export function toAdminWarrantyClaim(
  row: AdminClaimRow,
  replaceable: Map<string, Array<{ id: string; name: string }>>,
): AdminWarrantyClaim {
  return {
    ...toWarrantyClaim(row),
    customer: { _id: row.customer.id, name: row.customer.name, email: row.customer.email },
    replaceable: (row.claim.productId ? (replaceable.get(row.claim.productId) ?? []) : []).map(
      (product) => ({ _id: product.id, name: product.name }),
    ),
  };
}
