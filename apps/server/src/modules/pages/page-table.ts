import { CATEGORY_LISTINGS, type Category } from '@shop/contract';

/** What the server knows about a client route before the browser runs the app. */
export type PageMatch =
  | { kind: 'static'; title: string; description?: string; indexable: boolean }
  | { kind: 'listing'; title: string; category?: Category }
  | { kind: 'product'; id: string };

const STATIC_TITLES: Record<string, string> = {
  '/contact-us': 'Contact Us',
  '/warranty': 'Warranty',
  '/privacy-policy': 'Privacy Policy',
  '/terms-and-conditions': 'Terms and Conditions',
};

/** Client routes that are signed-in, checkout or back-office pages: served, never indexed. */
const PRIVATE = [
  /^\/account\/auto-replace(\/[^/]+)?$/,
  /^\/(account|shoppingCart|receivedOrders|orderHistory|dashboard|settings|shippingDetails)$/,
  /^\/(sendVerificationEmail|enterVerificationCode|outbox|wishlist|createProduct|checkout)$/,
  /^\/log(\/sign-up|\/forgot-password)?$/,
  /^\/product$/,
  // A reminder's and a plan notice's short links (/r/:code, /a/:code), a plan's payment page,
  // and the back office's pages.
  /^\/[ra]\/[^/]+$/,
  /^\/auto-replace\/pay\/[^/]+$/,
  // A staff invitation's link (the e-mail's only link).
  /^\/staff\/invite\/[^/]+$/,
  /^\/admin\/reviews$/,
  // A customer's returns (issue 42): My returns, one return, its slip, and starting one.
  /^\/returns(\/new\/[^/]+|\/[^/]+(\/slip)?)?$/,
  /^\/admin\/returns(\/[^/]+)?$/,
  /^\/admin(\/(products|discounts|messages|reminder-opt-outs|staff|audit)|\/(orders|customers|subscriptions)(\/[^/]+)?)?$/,
  /^\/admin\/warranty-claims$/,
];

const LISTINGS: Record<string, { title: string; category?: Category }> = {
  '/products': { title: 'All Products' },
  ...Object.fromEntries(
    Object.entries(CATEGORY_LISTINGS).map(([category, listing]) => [
      listing.path,
      { title: listing.label, category: category as Category },
    ]),
  ),
};

/**
 * The public pages as server routes: answered directly rather than after the static files'
 * wildcard has looked for a file of that name (several stat calls per request).
 */
export const PUBLIC_PAGE_ROUTES = [
  '/',
  '/product/:id',
  ...Object.keys(STATIC_TITLES),
  ...Object.keys(LISTINGS),
];

/** Which page a path is, or undefined when the app has no such route (a real 404). */
export function matchPage(path: string): PageMatch | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (clean === '/') return { kind: 'static', title: '', indexable: true };
  const staticTitle = STATIC_TITLES[clean];
  if (staticTitle) return { kind: 'static', title: staticTitle, indexable: true };
  const product = /^\/product\/([^/]+)$/.exec(clean);
  if (product?.[1]) return { kind: 'product', id: product[1] };
  const listing = /^(\/[a-z]+)(\/(edit|delete))?$/.exec(clean);
  const found = listing?.[1] ? LISTINGS[listing[1]] : undefined;
  if (found && !listing?.[2]) return { kind: 'listing', ...found };
  if (found || PRIVATE.some((pattern) => pattern.test(clean))) {
    return { kind: 'static', title: '', indexable: false };
  }
  return undefined;
}
