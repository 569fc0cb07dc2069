import type { Category, FilterType, ProductType } from '@shop/contract';

/**
 * One product of the demo catalogue. Parts are referenced by SKU so the data reads on its own;
 * the seed resolves them to ids after inserting every product.
 */
export interface SeedProduct {
  sku: string;
  name: string;
  /** Dollars, two decimals. */
  price: number;
  stock: number;
  category: Category;
  type: ProductType;
  filterType: FilterType;
  partSkus: string[];
  quickReplaceMonths: number | null;
  slowReplaceMonths: number | null;
  /** Years of warranty; null: none (filter cartridges wear out by design). */
  warrantyYears: number | null;
  description: string;
  tags: string[];
  isFeatured: boolean;
  important: 1 | 2 | 3 | null;
  /** Path served by the web app, e.g. '/images/products/ro-500.svg'. */
  imageUrl: string;
  imageUrls: string[];
}
