/**
 * og:image wants a PNG or JPEG (Facebook, X and LinkedIn render no SVG). The web build renders
 * each SVG artwork of public/images/products and /banners into a 1200 × 630 PNG under
 * /images/og (apps/web/vite-plugins/social-images.ts); this maps a page's image to it.
 */
const ARTWORK = /^\/images\/(products|banners)\/([\w-]+)\.svg$/;
const RASTER = /\.(png|jpe?g)$/i;
/**
 * An upload, through the server (/uploads/<uuid>.<ext>) or to S3 (<public URL>/products/<uuid>.<ext>):
 * its 1200 × 630 rendition <uuid>.og.jpg is stored beside it, at upload or when the product is saved.
 */
const UPLOAD =
  /^(\/uploads\/|https?:\/\/.+\/products\/)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(jpg|png|webp)$/;

/** The card of the pages without a picture of their own: the home page's first slide. */
export const SHOP_SOCIAL_IMAGE = '/images/og/banners/slide-1-welcome.png';

/** A listing's card: its hero banner (/commercial shows hero-commercial.svg). */
export function listingSocialImage(listingPath: string): string {
  return `/images/og/banners/hero-${listingPath.replace(/^\//, '')}.png`;
}

/**
 * A product's card: the rendition of its artwork or of its upload, a PNG or JPEG from elsewhere
 * as it is, else the shop's.
 */
export function productSocialImage(imageUrl: string | undefined): string {
  const artwork = ARTWORK.exec(imageUrl ?? '');
  if (artwork) return `/images/og/${artwork[1]}/${artwork[2]}.png`;
  const upload = UPLOAD.exec(imageUrl ?? '');
  if (upload) return `${upload[1]}${upload[2]}.og.jpg`;
  if (imageUrl && RASTER.test(new URL(imageUrl, 'https://shop.invalid').pathname)) return imageUrl;
  return SHOP_SOCIAL_IMAGE;
}
