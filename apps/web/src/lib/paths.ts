/** Every route path of SPEC.md section 2, in one table. */
export const paths = {
  home: '/',
  account: '/account',
  shoppingCart: '/shoppingCart',
  receivedOrders: '/receivedOrders',
  orderHistory: '/orderHistory',
  dashboard: '/dashboard',
  settings: '/settings',
  shippingDetails: '/shippingDetails',
  sendVerificationEmail: '/sendVerificationEmail',
  enterVerificationCode: '/enterVerificationCode',
  privacyPolicy: '/privacy-policy',
  termsAndConditions: '/terms-and-conditions',
  contactUs: '/contact-us',
  warranty: '/warranty',
  product: '/product',
  commercial: '/commercial',
  residential: '/residential',
  testkit: '/testkit',
  products: '/products',
  outbox: '/outbox',
  /** Not in SPEC.md: the saved products of DESIGN.md section 7, item 7. */
  wishlist: '/wishlist',
  /** Not in SPEC.md: the customer's auto-replace plans (issue 29). */
  autoReplace: '/account/auto-replace',
  /** Not in SPEC.md: the customer's returns (issue 42). */
  returns: '/returns',
  createProduct: '/createProduct',
  checkout: '/checkout',
  signIn: '/log',
  signUp: '/log/sign-up',
  forgotPassword: '/log/forgot-password',
} as const;

export const productPath = (id: string) => `${paths.product}/${id}`;
export const planPath = (id: string) => `${paths.autoReplace}/${id}`;
/** The query parameter of a plan's page that opens one of its changes, e.g. `?change=product`. */
export const PLAN_CHANGE_PARAM = 'change';
/** A plan's page with its product swap open. */
export const planSwapPath = (id: string) => `${planPath(id)}?${PLAN_CHANGE_PARAM}=product`;
export const returnPath = (id: string) => `${paths.returns}/${id}`;
export const returnSlipPath = (id: string) => `${paths.returns}/${id}/slip`;
export const startReturnPath = (orderId: string) => `${paths.returns}/new/${orderId}`;

/** The query parameter of My Products that opens its tracker form for a product. */
export const TRACK_PRODUCT_PARAM = 'product';

/**
 * My Products with the tracker form open for a product ('I have this product'): a plain link, so
 * it works before the app has started, and the product survives a detour through signing in.
 */
export const trackProductPath = (id: string) =>
  `${paths.dashboard}?${new URLSearchParams({ [TRACK_PRODUCT_PARAM]: id })}`;

export const LISTING_MODES = ['edit', 'delete'] as const;
export type ListingMode = (typeof LISTING_MODES)[number];

export function isListingMode(value: string | undefined): value is ListingMode {
  return (LISTING_MODES as readonly string[]).includes(value ?? '');
}
