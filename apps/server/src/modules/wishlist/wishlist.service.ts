import type { Wishlist, WishlistEntry } from '@shop/contract';
import { NotFoundError } from '../../errors/index.ts';
import { isUuid, PRODUCT_NOT_FOUND, toProductCard } from '../products/products.service.ts';
import type { WishlistRepository } from './wishlist.repository.ts';

/** A customer's saved products; adding and removing are idempotent. */
export function wishlistService(repository: WishlistRepository) {
  return {
    async list(userId: string): Promise<Wishlist> {
      return (await repository.listCards(userId)).map(toProductCard);
    },

    async add(userId: string, productId: string): Promise<WishlistEntry> {
      const exists = isUuid(productId) && (await repository.isLiveProduct(productId));
      if (!exists) throw new NotFoundError(PRODUCT_NOT_FOUND);
      await repository.add(userId, productId);
      return { productId, saved: true };
    },

    async remove(userId: string, productId: string): Promise<WishlistEntry> {
      if (isUuid(productId)) await repository.remove(userId, productId);
      return { productId, saved: false };
    },
  };
}
