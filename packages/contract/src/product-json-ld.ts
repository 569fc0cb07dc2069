import type { Product } from './product.ts';
import type { Review } from './reviews.ts';

export interface JsonLdUrls {
  /** An absolute URL for a path of the shop ('/images/…'). */
  absolute: (path: string) => string;
  /** The absolute URL of a product's page. */
  productPage: (id: string) => string;
  /** The shop's name: the brand of its products and the seller of its offers. */
  brand: string;
}

/**
 * schema.org Product with its Offer, as the server's page head and the app both describe a
 * product page (tests validate it against schema.org: modules/pages/json-ld.test.ts). A part
 * names the systems it belongs to with isAccessoryOrSparePartFor, schema.org's pointer from a
 * spare part to its products; a system gets no counterpart (schema.org has none but the vague
 * isRelatedTo), its parts' own pages carry the link.
 */
export function productJsonLd(product: Product, urls: JsonLdUrls, reviews: Review[] = []) {
  const images = [product.imageUrl, ...product.imageUrls].filter(Boolean).map(urls.absolute);
  const systems = product.fitsSystems ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku || undefined,
    description: product.description || undefined,
    // schema.org has no empty value: a product without a picture has no image property at all.
    image: images.length > 0 ? images : undefined,
    brand: { '@type': 'Brand', name: urls.brand },
    offers: {
      '@type': 'Offer',
      seller: { '@type': 'Organization', name: urls.brand, url: urls.absolute('/') },
      url: urls.productPage(product._id),
      price: product.price.toFixed(2),
      priceCurrency: 'USD',
      availability:
        product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    isAccessoryOrSparePartFor:
      systems.length > 0
        ? systems.map((system) => ({
            '@type': 'Product',
            name: system.name,
            url: urls.productPage(system._id),
          }))
        : undefined,
    ...reviewsJsonLd(product, reviews),
  };
}

/**
 * Google's review snippet of a product (developers.google.com/search/docs/appearance/
 * structured-data/review-snippet): the rating of its published reviews and the page's reviews,
 * each with its author, rating and day. Nothing at all without a published review: an
 * aggregateRating of 0 reviews is an error in the Rich Results Test.
 */
function reviewsJsonLd(product: Product, reviews: Review[]) {
  const { average, count } = product.rating;
  if (count === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: average,
      reviewCount: count,
      bestRating: 5,
      worstRating: 1,
    },
    review:
      reviews.length > 0
        ? reviews.map((review) => ({
            '@type': 'Review',
            name: review.title,
            reviewBody: review.body,
            datePublished: review.createdAt.slice(0, 10),
            author: { '@type': 'Person', name: review.author },
            reviewRating: {
              '@type': 'Rating',
              ratingValue: review.rating,
              bestRating: 5,
              worstRating: 1,
            },
          }))
        : undefined,
  };
}
