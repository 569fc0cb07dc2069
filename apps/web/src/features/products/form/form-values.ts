import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Product,
  type ProductInput,
  type ProductInputDraft,
  ProductInputSchema,
} from '@shop/contract';
import type { Resolver } from 'react-hook-form';

/** The form's starting values: empty for a new product, the product's own when editing. */
export function formDefaults(product?: Product): Partial<ProductInputDraft> {
  if (!product) {
    return {
      category: 'residential',
      type: 'none',
      filterType: 'none',
      parts: [],
      important: null,
      isFeatured: false,
      tags: [],
      imageUrl: '',
      imageUrls: [],
      additional: '',
      quickReplaceMonths: null,
      slowReplaceMonths: null,
      warrantyYears: null,
    };
  }
  const { _id, ...fields } = product;
  return fields;
}

/**
 * SPEC.md section 5: parts and filter type go only with filters, replacement months only with
 * parts. Fields hidden by a type change are reset here instead of failing validation.
 */
export function normalizeForType(values: ProductInputDraft): ProductInputDraft {
  const isFilter = values.type === 'filter';
  const isPart = values.type === 'part';
  return {
    ...values,
    filterType: isFilter ? values.filterType : 'none',
    parts: isFilter ? values.parts : [],
    quickReplaceMonths: isPart ? values.quickReplaceMonths : null,
    slowReplaceMonths: isPart ? values.slowReplaceMonths : null,
  };
}

const schemaResolver = zodResolver(ProductInputSchema);

/** The shared contract schema, applied to the values the chosen type keeps. */
export const productFormResolver: Resolver<ProductInputDraft, unknown, ProductInput> = (
  values,
  context,
  options,
) => schemaResolver(normalizeForType(values), context, options);

/** An empty number box is 'no value' for the optional month fields. */
export const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** The important select: 'no' is sent as null. */
export const importanceFromSelect = (value: unknown) =>
  value === 'no' || value === '' || value === null ? null : Number(value);
