import { type ProductCard, ProductCardSchema, pagedEnvelope } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../lib/api-client.ts';

const ImportantPageSchema = pagedEnvelope(ProductCardSchema);

const byPriority = (a: ProductCard, b: ProductCard) => (a.important ?? 4) - (b.important ?? 4);

/** GET /api/v1/products?important=true, priority 1 first. A failure is an empty row (SPEC.md 4). */
export async function getImportantProducts(signal?: AbortSignal): Promise<ProductCard[]> {
  try {
    const page = await apiRequestEnvelope('/products', ImportantPageSchema, {
      query: { important: true },
      signal,
    });
    return [...page.data].sort(byPriority);
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export function useImportantProducts() {
  return useQuery({
    queryKey: ['products', 'important'],
    queryFn: ({ signal }) => getImportantProducts(signal),
  });
}
