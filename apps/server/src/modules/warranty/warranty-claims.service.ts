import {
  type AdminWarrantyClaim,
  type AdminWarrantyClaimsQuery,
  type ApproveWarrantyClaimBody,
  CLAIM_ALREADY_DECIDED_MESSAGE,
  CLAIM_ALREADY_OPEN_MESSAGE,
  type CreateWarrantyClaimBody,
  cappedTotal,
  NO_WARRANTY_MESSAGE,
  WARRANTY_ENDED_MESSAGE,
  type WarrantyClaim,
} from '@shop/contract';
import type { Database } from '../../db/database.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors/index.ts';
import { warrantyOf, warrantyTermsOf } from '../trackers/warranty-terms.ts';
import { assertOwnPhoto } from '../uploads/customer-photos.ts';
import {
  warrantyClaimsRepository as repository,
  type WarrantyClaimRow,
} from './warranty-claims.repository.ts';
import { toAdminWarrantyClaim, toWarrantyClaim } from './warranty-claims.view.ts';
import type { ClaimNews, WarrantyMail } from './warranty-mail.ts';
import { NOT_REPLACEABLE_MESSAGE, placeReplacementOrder } from './warranty-replacement.ts';

export const TRACKED_SYSTEM_NOT_FOUND = 'Tracked product not found.';
export const CLAIM_NOT_FOUND = 'Claim not found.';

/** The claim's news for its customer's messages. */
async function newsOf(tx: Database, claim: WarrantyClaimRow): Promise<ClaimNews> {
  const customer = await repository.customerOf(tx, claim.userId);
  return {
    customer: customer ?? { name: '', email: null, phoneNumber: null },
    claimNumber: claim.claimNumber,
    productName: claim.productNameSnapshot,
    warrantyEndsOn: claim.warrantyEndsOn,
  };
}

/**
 * Claims on a tracked system's warranty (decision 075): filed by its customer while the warranty
 * runs, one open at a time; decided once by staff with a $0 replacement order, a repair note, or
 * a reason to decline. Each step tells the customer through the outbox in its own transaction.
 */
export function warrantyClaimsService(db: Database, mail: () => WarrantyMail) {
  /** Locks the claim, checks it is still open, runs `step`, then sends what it wrote. */
  async function decideOnce(
    id: string,
    step: (tx: Database, claim: WarrantyClaimRow, messages: WarrantyMail) => Promise<void>,
  ): Promise<AdminWarrantyClaim> {
    const messages = mail();
    try {
      await db.transaction(async (tx) => {
        const claim = await repository.lockForDecision(tx, id);
        if (!claim) throw new NotFoundError(CLAIM_NOT_FOUND);
        if (claim.status !== 'open') throw new ConflictError(CLAIM_ALREADY_DECIDED_MESSAGE);
        await step(tx, claim, messages);
      });
    } catch (error) {
      messages.discard();
      throw error;
    }
    await messages.flush();
    return adminView(id);
  }

  async function adminView(id: string): Promise<AdminWarrantyClaim> {
    const row = await repository.adminView(db, id);
    if (!row) throw new NotFoundError(CLAIM_NOT_FOUND);
    const replaceable = await repository.replaceable(
      db,
      row.claim.productId ? [row.claim.productId] : [],
    );
    return toAdminWarrantyClaim(row, replaceable);
  }

  return {
    async file(userId: string, body: CreateWarrantyClaimBody, now: Date): Promise<WarrantyClaim> {
      const system = await repository.ownTrackedProduct(db, userId, body.trackedProductId);
      if (!system) throw new NotFoundError(TRACKED_SYSTEM_NOT_FOUND);
      const terms = await warrantyTermsOf(db, [system.id]);
      const warranty = warrantyOf(terms.get(system.id), now);
      if (warranty.status === 'none' || !warranty.endsOn)
        throw new ConflictError(NO_WARRANTY_MESSAGE);
      if (warranty.status === 'ended') throw new ConflictError(WARRANTY_ENDED_MESSAGE);
      const photoId = await assertOwnPhoto(db, userId, body.photoId);
      const messages = mail();
      const claim = await db
        .transaction(async (tx) => {
          const row = await repository.insert(tx, {
            userId,
            trackedProductId: system.id,
            productId: system.originalProductId,
            productNameSnapshot: system.systemProductNameSnapshot,
            warrantyEndsOn: warranty.endsOn as string,
            description: body.description,
            serialNumber: body.serialNumber ?? null,
            photoUrl: body.photoUrl ?? null,
            photoId,
          });
          if (!row) throw new ConflictError(CLAIM_ALREADY_OPEN_MESSAGE);
          await messages.filed(tx, await newsOf(tx, row));
          return row;
        })
        .catch((error: unknown) => {
          messages.discard();
          throw error;
        });
      await messages.flush();
      return toWarrantyClaim({ claim, replacementOrderNumber: null });
    },

    async listMine(userId: string): Promise<WarrantyClaim[]> {
      return (await repository.listMine(db, userId)).map(toWarrantyClaim);
    },

    async page(query: AdminWarrantyClaimsQuery) {
      const { rows, counted } = await repository.page(db, query);
      const systemIds = [...new Set(rows.flatMap((row) => row.claim.productId ?? []))];
      const replaceable = await repository.replaceable(db, systemIds);
      return {
        items: rows.map((row) => toAdminWarrantyClaim(row, replaceable)),
        ...cappedTotal(counted),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    approve(id: string, body: ApproveWarrantyClaimBody) {
      return decideOnce(id, async (tx, claim, messages) => {
        const news = await newsOf(tx, claim);
        if (body.resolution === 'repair') {
          await repository.decide(tx, id, {
            status: 'approved',
            resolution: 'repair',
            repairNote: body.note,
          });
          await messages.repairApproved(tx, news, body.note);
          return;
        }
        const allowed = claim.productId
          ? await repository.replaceable(tx, [claim.productId])
          : new Map();
        const product = allowed
          .get(claim.productId)
          ?.find((item: { id: string }) => item.id === body.productId);
        if (!product) throw new ValidationError(NOT_REPLACEABLE_MESSAGE);
        const customer = await repository.customerOf(tx, claim.userId);
        if (!customer) throw new NotFoundError(CLAIM_NOT_FOUND);
        const orderId = await placeReplacementOrder(tx, {
          claimId: claim.id,
          userId: claim.userId,
          productId: product.id,
          customer,
          boughtFor: await repository.boughtFor(tx, claim.trackedProductId),
        });
        await repository.decide(tx, id, {
          status: 'approved',
          resolution: 'replacement',
          replacementOrderId: orderId,
        });
        const [order] = await repository.orderNumber(tx, orderId);
        await messages.replacementApproved(tx, news, {
          orderNumber: order?.orderNumber ?? 0,
          productName: product.name,
        });
      });
    },

    decline(id: string, reason: string) {
      return decideOnce(id, async (tx, claim, messages) => {
        await repository.decide(tx, id, { status: 'declined', declineReason: reason });
        await messages.declined(tx, await newsOf(tx, claim), reason);
      });
    },
  };
}
