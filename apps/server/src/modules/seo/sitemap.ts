import { CATEGORY_LISTINGS } from '@shop/contract';
import type { SitemapRepository } from './sitemap.repository.ts';

/** Public pages with no database row behind them. */
const STATIC_PAGES = ['/contact-us', '/warranty', '/privacy-policy', '/terms-and-conditions'];

/** Pages a crawler should not spend time on: signed-in, checkout and back-office pages. */
export const DISALLOWED = [
  '/account',
  '/shoppingCart',
  '/checkout',
  '/shippingDetails',
  '/orderHistory',
  '/receivedOrders',
  '/dashboard',
  '/settings',
  '/wishlist',
  '/outbox',
  '/createProduct',
  '/admin',
  '/log',
  '/sendVerificationEmail',
  '/enterVerificationCode',
  '/api/',
];

export function robotsTxt(publicUrl: string): string {
  const rules = DISALLOWED.map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *\n${rules}\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function url(loc: string, lastmod?: Date | null): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
}

/** The sitemap protocol's urlset: home, listings and products with lastmod, static pages. */
export async function sitemapXml(publicUrl: string, repository: SitemapRepository) {
  const [items, changes] = await Promise.all([
    repository.liveProducts(),
    repository.lastChangeByCategory(),
  ]);
  const latest = changes.reduce<Date | null>(
    (last, change) =>
      change.updatedAt && (!last || change.updatedAt > last) ? change.updatedAt : last,
    null,
  );
  const listings = changes.map((change) =>
    url(`${publicUrl}${CATEGORY_LISTINGS[change.category].path}`, change.updatedAt),
  );
  const urls = [
    url(`${publicUrl}/`, latest),
    url(`${publicUrl}/products`, latest),
    ...listings,
    ...items.map((item) => url(`${publicUrl}/product/${item.id}`, item.updatedAt)),
    ...STATIC_PAGES.map((path) => url(`${publicUrl}${path}`)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
