import type { Category } from '@shop/contract';
import type { SeedProduct } from '../seed-product.ts';

/** How the demo catalogue's products are written: parts, systems, and items with nothing to track. */

interface Common {
  sku: string;
  name: string;
  slug: string;
  price: number;
  stock: number;
  description: string;
  tags: string[];
  /** How many extra views beyond the main image. */
  extraViews?: number;
  featured?: boolean;
  important?: 1 | 2 | 3;
}

function shared(product: Common) {
  const extra = product.extraViews ?? 0;
  return {
    sku: product.sku,
    name: product.name,
    price: product.price,
    stock: product.stock,
    description: product.description,
    tags: product.tags,
    isFeatured: product.featured ?? false,
    important: product.important ?? null,
    imageUrl: `/images/products/${product.slug}.svg`,
    imageUrls: Array.from(
      { length: extra },
      (_, i) => `/images/products/${product.slug}-${i + 2}.svg`,
    ),
  };
}

/** A replacement part; months are [quick, slow] replacement intervals (quick < slow). */
export function part(
  product: Common & { category?: Category; months: [number, number]; warrantyYears?: number },
): SeedProduct {
  return {
    ...shared(product),
    category: product.category ?? 'residential',
    type: 'part',
    filterType: 'none',
    partSkus: [],
    quickReplaceMonths: product.months[0],
    slowReplaceMonths: product.months[1],
    warrantyYears: product.warrantyYears ?? null,
  };
}

/** A filtration system whose replaceable parts are listed by SKU. */
export function system(
  product: Common & {
    category: Category;
    filterType: 'undersink' | 'wholehouse';
    partSkus: string[];
    warrantyYears: number;
  },
): SeedProduct {
  return {
    ...shared(product),
    category: product.category,
    type: 'filter',
    filterType: product.filterType,
    partSkus: product.partSkus,
    quickReplaceMonths: null,
    slowReplaceMonths: null,
    warrantyYears: product.warrantyYears,
  };
}

/** Test kits and accessories: nothing to track. */
export function item(product: Common & { category: Category }): SeedProduct {
  return {
    ...shared(product),
    category: product.category,
    type: 'none',
    filterType: 'none',
    partSkus: [],
    quickReplaceMonths: null,
    slowReplaceMonths: null,
    warrantyYears: null,
  };
}
