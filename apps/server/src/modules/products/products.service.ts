import {
  centsToDollars,
  type PageInfo,
  type Product,
  type ProductCard,
  type ProductListQuery,
  productRating,
} from '@shop/contract';
import { NotFoundError } from '../../errors/index.ts';
import type { ProductCardRow, ProductRow, ProductsRepository } from './products.repository.ts';

export const PRODUCT_NOT_FOUND = 'Product not found.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id names no product: callers answer 404 instead of letting the database fail. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export function toProductCard(row: ProductCardRow): ProductCard {
  return {
    _id: row.id,
    name: row.name,
    price: centsToDollars(row.priceCents),
    imageUrl: row.imageUrl,
    category: row.category,
    type: row.type,
    stock: row.stock,
    // The database CHECK keeps `important` to null, 1, 2 or 3.
    important: row.important as ProductCard['important'],
    isFeatured: row.isFeatured,
    rating: productRating(row.ratingCount, row.ratingSum),
  };
}

export function toProduct(row: ProductRow): Product {
  return {
    ...toProductCard(row),
    sku: row.sku,
    imageUrls: row.imageUrls,
    description: row.description,
    tags: row.tags,
    filterType: row.filterType,
    parts: row.parts.map((part) => part.id),
    quickReplaceMonths: row.quickReplaceMonths,
    slowReplaceMonths: row.slowReplaceMonths,
    additional: row.additional,
    warrantyYears: row.warrantyYears,
    partDetails: row.parts.map((part) => ({
      ...toProductCard(part),
      quickReplaceMonths: part.quickReplaceMonths,
      slowReplaceMonths: part.slowReplaceMonths,
    })),
    fitsSystems: row.systems.map(toProductCard),
  };
}

export function productsService(repository: ProductsRepository) {
  return {
    async list(
      query: ProductListQuery,
    ): Promise<{ items: ProductCard[]; page: PageInfo; total: number }> {
      const { rows, total } = await repository.listCards(query);
      const end = query.offset + rows.length;
      return {
        items: rows.map(toProductCard),
        page: { offset: query.offset, limit: query.limit, nextOffset: end < total ? end : null },
        total,
      };
    },

    async featured(): Promise<ProductCard[]> {
      return (await repository.listFeatured()).map(toProductCard);
    },

    async get(id: string): Promise<Product> {
      const row = isUuid(id) ? await repository.findLive(id) : undefined;
      if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
      return toProduct(row);
    },
  };
}

export type ProductsService = ReturnType<typeof productsService>;
