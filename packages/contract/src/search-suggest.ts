import { z } from 'zod';
import { CategorySchema } from './product.ts';

/** Fewer characters than this suggest nothing: one letter matches half the catalogue. */
export const SUGGEST_MIN_LENGTH = 2;

/** GET /search/suggest query: what the shopper has typed so far. */
export const SearchSuggestQuerySchema = z.object({
  q: z.string().trim().max(100),
});
export type SearchSuggestQuery = z.infer<typeof SearchSuggestQuerySchema>;

export const ProductSuggestionSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  price: z.number(),
  imageUrl: z.string(),
});
export type ProductSuggestion = z.infer<typeof ProductSuggestionSchema>;

/** A category listing the shopper may mean, with the page that lists it. */
export const CategorySuggestionSchema = z.object({
  category: CategorySchema,
  label: z.string(),
  path: z.string(),
});
export type CategorySuggestion = z.infer<typeof CategorySuggestionSchema>;

export const SearchSuggestionsSchema = z.object({
  products: z.array(ProductSuggestionSchema),
  categories: z.array(CategorySuggestionSchema),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestionsSchema>;

/** Where each category is listed, and what it is called there. */
export const CATEGORY_LISTINGS = {
  residential: { label: 'Residential', path: '/residential' },
  commercial: { label: 'Commercial', path: '/commercial' },
  'test kit': { label: 'Test Kits', path: '/testkit' },
} as const;
