import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { SeedProduct } from '../../apps/server/src/db/seed/seed-product.ts';

const MAX_BYTES = 8 * 1024;

/** Problems with the catalogue or its images; an empty list means all is well. */
export function checkCatalogue(catalogue: SeedProduct[], publicDir: string): string[] {
  const problems: string[] = [];
  const skus = new Set<string>();
  for (const product of catalogue) {
    if (skus.has(product.sku)) problems.push(`duplicate SKU ${product.sku}`);
    skus.add(product.sku);
    for (const sku of product.partSkus) {
      const part = catalogue.find((p) => p.sku === sku);
      if (part?.type !== 'part') problems.push(`${product.sku}: ${sku} is not a part`);
    }
    const quick = product.quickReplaceMonths;
    const slow = product.slowReplaceMonths;
    if (product.type === 'part') {
      if (quick === null || slow === null || quick >= slow) {
        problems.push(`${product.sku}: needs quick < slow replacement months`);
      }
    } else if (quick !== null || slow !== null) {
      problems.push(`${product.sku}: only parts have replacement months`);
    }
    for (const url of [product.imageUrl, ...product.imageUrls]) {
      const file = join(publicDir, url);
      if (!existsSync(file)) problems.push(`${product.sku}: missing ${url}`);
      else if (statSync(file).size > MAX_BYTES) problems.push(`${url} is over 8 KB`);
    }
  }
  const important = catalogue.map((p) => p.important).filter((i) => i !== null);
  if (important.sort().join() !== '1,2,3') problems.push(`important must be exactly 1, 2, 3`);
  return problems;
}
