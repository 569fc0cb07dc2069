/** The frame around a page (SPEC.md section 2, Route table). */
export type Layout = 'main' | 'minimal' | 'sign-in';

/**
 * What stands where the main layout's menu toggle is: the toggle, a back button (product
 * pages), or a back button and the mode's title (the listings' edit and delete modes).
 */
export type HeaderControl = 'menu' | 'back' | 'edit' | 'delete';

/** Who looks at the page: a visitor, or the demo admin on pages only a signed-in admin uses. */
export type Viewer = 'visitor' | 'admin';

export interface SpecRoute {
  path: string;
  /** A heading the page shows. */
  heading: RegExp;
  layout: Layout;
  header?: HeaderControl;
  viewer?: Viewer;
  /** A seeded product whose id, looked up through the API, replaces `:id` in the path. */
  product?: string;
}

/** A seeded filter system with parts, so its page shows related products too. */
export const SEEDED_PRODUCT = 'PureFlow 5-Stage Reverse Osmosis System';

/** A listing and its edit and delete modes, which the admin uses. */
function listing(path: string, heading: RegExp): SpecRoute[] {
  return [
    { path, heading, layout: 'main' },
    { path: `${path}/edit`, heading, layout: 'main', header: 'edit', viewer: 'admin' },
    { path: `${path}/delete`, heading, layout: 'main', header: 'delete', viewer: 'admin' },
  ];
}

/** Every route of SPEC.md section 2 with a heading its page shows. */
export const SPEC_ROUTES: SpecRoute[] = [
  { path: '/', heading: /ClearSpring/i, layout: 'main' },
  { path: '/account', heading: /account|log in/i, layout: 'main' },
  { path: '/shoppingCart', heading: /Shopping Cart|Please Log In/i, layout: 'main' },
  { path: '/receivedOrders', heading: /^Received Orders$/, layout: 'main', viewer: 'admin' },
  { path: '/orderHistory', heading: /^My Orders$/, layout: 'main', viewer: 'admin' },
  { path: '/dashboard', heading: /My Products|log in/i, layout: 'main' },
  { path: '/settings', heading: /Household & Water Profile|log in/i, layout: 'main' },
  {
    path: '/shippingDetails',
    heading: /Household & Water Profile|Shipping|log in/i,
    layout: 'main',
  },
  { path: '/sendVerificationEmail', heading: /verif/i, layout: 'main' },
  { path: '/enterVerificationCode?type=email', heading: /verif|code/i, layout: 'main' },
  { path: '/privacy-policy', heading: /Privacy Policy/i, layout: 'main' },
  { path: '/terms-and-conditions', heading: /Terms and Conditions/i, layout: 'main' },
  { path: '/contact-us', heading: /Contact/i, layout: 'main' },
  { path: '/warranty', heading: /Warranty/i, layout: 'main' },
  { path: '/product/', heading: /^Product$/, layout: 'main', header: 'back' },
  {
    path: '/product/:id',
    heading: new RegExp(`^${SEEDED_PRODUCT}$`),
    layout: 'main',
    header: 'back',
    product: SEEDED_PRODUCT,
  },
  ...listing('/commercial', /^Commercial$/),
  ...listing('/residential', /^Residential$/),
  ...listing('/testkit', /^Test kits$/),
  ...listing('/products', /^All Products$/),
  { path: '/createProduct', heading: /^Create Product$/, layout: 'minimal', viewer: 'admin' },
  { path: '/checkout', heading: /Checkout/, layout: 'minimal', viewer: 'admin' },
  { path: '/log', heading: /^Sign in$/, layout: 'sign-in' },
  { path: '/log/sign-up', heading: /^Sign up$/i, layout: 'sign-in' },
];
