/**
 * schema.org's definitions of the types and properties our pages' JSON-LD uses (schema.org/Product,
 * /Offer, ... as of version 29; no network here), and the properties Google's rich results
 * require. The validator in schema-org.test-helper.ts reads them.
 */

/** schema.org's data types and the types we nest; 'Thing' is any typed node. */
export type Range =
  | 'Text'
  | 'URL'
  | 'Number'
  | 'Integer'
  | 'Price'
  | 'Currency'
  | 'ItemAvailability'
  | 'OfferItemCondition'
  | 'Date'
  | TypeName;

export type TypeName =
  | 'Thing'
  | 'Product'
  | 'Offer'
  | 'AggregateOffer'
  | 'Brand'
  | 'BreadcrumbList'
  | 'ListItem'
  | 'Organization'
  | 'ContactPoint'
  | 'ImageObject'
  | 'AggregateRating'
  | 'Review'
  | 'Rating'
  | 'Person';

export interface TypeDefinition {
  properties: Record<string, Range[]>;
  /** Google's required properties on every node of this type. */
  required?: string[];
  /** ... and on a top-level node (a rich result), e.g. a Product's offers. */
  requiredAtTop?: string[];
}

// Thing's properties, inherited by every type below.
const THING: Record<string, Range[]> = {
  name: ['Text'],
  description: ['Text'],
  url: ['URL'],
  image: ['ImageObject', 'URL'],
  sameAs: ['URL'],
  alternateName: ['Text'],
  identifier: ['Text', 'URL'],
};

const PRICED: Record<string, Range[]> = {
  priceCurrency: ['Currency'],
  availability: ['ItemAvailability'],
  itemCondition: ['OfferItemCondition'],
  seller: ['Organization'],
  sku: ['Text'],
  url: ['URL'],
};

// Google's review snippet (structured-data/review-snippet): what each node must carry.
const RATED: Record<string, Range[]> = {
  ratingValue: ['Number', 'Text'],
  bestRating: ['Number', 'Text'],
  worstRating: ['Number', 'Text'],
};
export const SCHEMA_ORG_TYPES: Record<Exclude<TypeName, 'Thing'>, TypeDefinition> = {
  Product: {
    properties: {
      ...THING,
      sku: ['Text'],
      mpn: ['Text'],
      gtin: ['Text'],
      brand: ['Brand', 'Organization'],
      category: ['Text', 'URL'],
      offers: ['Offer', 'AggregateOffer'],
      isAccessoryOrSparePartFor: ['Product'],
      isConsumableFor: ['Product'],
      isRelatedTo: ['Product'],
      isSimilarTo: ['Product'],
      aggregateRating: ['AggregateRating'],
      review: ['Review'],
    },
    required: ['name'],
    requiredAtTop: ['offers'],
  },
  Offer: {
    properties: { ...THING, ...PRICED, price: ['Price'], priceValidUntil: ['Text'] },
    required: ['price', 'priceCurrency'],
  },
  AggregateOffer: {
    properties: {
      ...THING,
      ...PRICED,
      lowPrice: ['Price'],
      highPrice: ['Price'],
      offerCount: ['Integer'],
      offers: ['Offer'],
    },
    required: ['lowPrice', 'priceCurrency'],
  },
  Brand: { properties: { ...THING, logo: ['ImageObject', 'URL'] }, required: ['name'] },
  BreadcrumbList: {
    properties: { ...THING, itemListElement: ['ListItem'], numberOfItems: ['Integer'] },
    required: ['itemListElement'],
  },
  ListItem: {
    // schema.org ranges `item` over Thing; Google's breadcrumbs give it as the page's URL.
    properties: { ...THING, position: ['Integer'], item: ['Thing', 'URL'] },
    required: ['position', 'name'],
  },
  Organization: {
    properties: {
      ...THING,
      logo: ['ImageObject', 'URL'],
      email: ['Text'],
      telephone: ['Text'],
      contactPoint: ['ContactPoint'],
      legalName: ['Text'],
    },
    required: ['name', 'url'],
  },
  ContactPoint: {
    properties: {
      ...THING,
      contactType: ['Text'],
      email: ['Text'],
      telephone: ['Text'],
      areaServed: ['Text'],
      availableLanguage: ['Text'],
    },
    required: ['contactType'],
  },
  ImageObject: {
    properties: {
      ...THING,
      contentUrl: ['URL'],
      width: ['Integer'],
      height: ['Integer'],
      caption: ['Text'],
    },
    required: ['url'],
  },

  AggregateRating: {
    properties: { ...THING, ...RATED, reviewCount: ['Integer'], ratingCount: ['Integer'] },
    required: ['ratingValue', 'reviewCount', 'bestRating'],
  },
  Review: {
    properties: {
      ...THING,
      author: ['Person', 'Organization'],
      reviewRating: ['Rating'],
      reviewBody: ['Text'],
      datePublished: ['Date'],
    },
    required: ['author', 'reviewRating', 'datePublished'],
  },
  Rating: { properties: { ...THING, ...RATED }, required: ['ratingValue', 'bestRating'] },
  Person: { properties: { ...THING }, required: ['name'] },
};

export const ITEM_AVAILABILITY = [
  'BackOrder',
  'Discontinued',
  'InStock',
  'InStoreOnly',
  'LimitedAvailability',
  'MadeToOrder',
  'OnlineOnly',
  'OutOfStock',
  'PreOrder',
  'PreSale',
  'Reserved',
  'SoldOut',
];
export const OFFER_ITEM_CONDITION = [
  'DamagedCondition',
  'NewCondition',
  'RefurbishedCondition',
  'UsedCondition',
];
export const enumUrls = (names: string[]) => names.map((name) => `https://schema.org/${name}`);
