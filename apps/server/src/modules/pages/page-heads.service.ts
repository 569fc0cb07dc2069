import { CATEGORY_LISTINGS, type Product, productJsonLd, type Review } from '@shop/contract';
import { NotFoundError } from '../../errors/index.ts';
import { breadcrumbJsonLd, type PageHead, summarise } from './page-head.ts';
import { matchPage } from './page-table.ts';
import { listingSocialImage, productSocialImage, SHOP_SOCIAL_IMAGE } from './social-image.ts';

const SHOP_DESCRIPTION =
  'Reverse osmosis, whole-house and under-sink filtration systems, replacement filters and water test kits, with reminders when each filter is due.';

export interface ShopIdentity {
  publicUrl: string;
  shopName: string;
  shopEmail?: string;
}

export type PageAnswer = { status: 200 | 404; head: PageHead };

/** A live product by id; NotFoundError when it is deleted or unknown. */
export type ProductReader = (id: string) => Promise<Product>;

/** The first page of a product's published reviews, newest first, as its page shows them. */
export type ReviewsReader = (productId: string) => Promise<Review[]>;

/** Title, description, canonical, Open Graph and JSON-LD of each public page; 404 for no page. */
export function pageHeadsService(
  readProduct: ProductReader,
  shop: ShopIdentity,
  readReviews: ReviewsReader = async () => [],
) {
  const absolute = (path: string) => new URL(path, `${shop.publicUrl}/`).href;
  // As the web app titles its tab (lib/use-document-title.ts): no change when it takes over.
  const brand = `${shop.shopName} Water`;
  const titled = (title: string) => (title ? `${title} · ${brand}` : brand);
  const notFound: PageAnswer = {
    status: 404,
    head: { title: titled('Page not found'), description: SHOP_DESCRIPTION, noindex: true },
  };
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.shopName,
    url: absolute('/'),
    logo: absolute('/favicon.svg'),
    ...(shop.shopEmail && {
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: shop.shopEmail,
      },
    }),
  };

  async function liveProduct(id: string): Promise<Product | undefined> {
    try {
      return await readProduct(id);
    } catch (error) {
      if (error instanceof NotFoundError) return undefined;
      throw error;
    }
  }

  function productHead(product: Product, reviews: Review[]): PageHead {
    const url = absolute(`/product/${product._id}`);
    const listing = CATEGORY_LISTINGS[product.category];
    return {
      title: titled(product.name),
      description: summarise(product.description || product.name),
      canonical: url,
      image: absolute(productSocialImage(product.imageUrl)),
      mainImage: product.imageUrl,
      ogType: 'product',
      jsonLd: [
        productJsonLd(
          product,
          {
            absolute,
            productPage: (id) => absolute(`/product/${id}`),
            brand,
          },
          reviews,
        ),
        breadcrumbJsonLd([
          { name: 'Home', url: absolute('/') },
          { name: listing.label, url: absolute(listing.path) },
          { name: product.name, url },
        ]),
        organization,
      ],
    };
  }

  return {
    /** `search`: the URL's query; a listing's page (`?page=2`) is part of its canonical URL. */
    async forPath(path: string, search = ''): Promise<PageAnswer> {
      const page = matchPage(path);
      if (!page) return notFound;
      if (page.kind === 'product') {
        const product = await liveProduct(page.id);
        if (!product) return notFound;
        const reviews = product.rating.count > 0 ? await readReviews(product._id) : [];
        return { status: 200, head: productHead(product, reviews) };
      }
      const canonical = absolute(path === '/' ? '/' : path.replace(/\/+$/, ''));
      if (page.kind === 'listing') {
        const listingPage = Number(new URLSearchParams(search).get('page'));
        const head: PageHead = {
          title: titled(page.title),
          description: SHOP_DESCRIPTION,
          canonical:
            Number.isInteger(listingPage) && listingPage > 1
              ? `${canonical}?page=${listingPage}`
              : canonical,
          image: absolute(listingSocialImage(path.replace(/\/+$/, ''))),
          jsonLd: [organization],
        };
        return { status: 200, head };
      }
      if (!page.indexable)
        return {
          status: 200,
          head: { title: titled(''), description: SHOP_DESCRIPTION, noindex: true },
        };
      return {
        status: 200,
        head: {
          title: titled(page.title),
          description: SHOP_DESCRIPTION,
          canonical,
          image: absolute(SHOP_SOCIAL_IMAGE),
          jsonLd: [organization],
        },
      };
    },
  };
}

export type PageHeadsService = ReturnType<typeof pageHeadsService>;
