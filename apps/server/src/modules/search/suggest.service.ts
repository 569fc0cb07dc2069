import {
  CATEGORIES,
  CATEGORY_LISTINGS,
  type Category,
  type CategorySuggestion,
  centsToDollars,
  type SearchSuggestions,
  SUGGEST_MIN_LENGTH,
} from '@shop/contract';
import type { ProductsRepository } from '../products/products.repository.ts';

/** How many products the header's suggestion list shows. */
const PRODUCT_SUGGESTIONS = 6;

function categorySuggestion(category: Category): CategorySuggestion {
  return { category, ...CATEGORY_LISTINGS[category] };
}

/**
 * The header search's suggestions: the best products of the same search the listing runs (so
 * misspellings and synonyms behave alike), and the categories those products are in or whose
 * name starts with what was typed.
 */
export function suggestService(products: ProductsRepository) {
  return {
    async suggest(q: string): Promise<SearchSuggestions> {
      if (q.length < SUGGEST_MIN_LENGTH) return { products: [], categories: [] };
      const { rows } = await products.listCards({ q, offset: 0, limit: PRODUCT_SUGGESTIONS });
      const typed = q.toLowerCase();
      const categories = CATEGORIES.filter(
        (category) =>
          rows.some((row) => row.category === category) ||
          CATEGORY_LISTINGS[category].label.toLowerCase().startsWith(typed),
      );
      return {
        products: rows.map((row) => ({
          _id: row.id,
          name: row.name,
          price: centsToDollars(row.priceCents),
          imageUrl: row.imageUrl,
        })),
        categories: categories.map(categorySuggestion),
      };
    },
  };
}
