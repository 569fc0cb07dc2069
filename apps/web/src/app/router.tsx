import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from '../components/page-loading.tsx';
import { RouteError } from '../components/route-error.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { MinimalLayout } from './layouts/minimal-layout.tsx';

type PageModule = Promise<{ default: ComponentType }>;

/** Every page is its own chunk, fetched when its route is first visited. */
function page(load: () => PageModule) {
  return {
    lazy: async () => ({ Component: (await load()).default }),
    hydrateFallbackElement: <PageLoading />,
  };
}

/**
 * A page whose classes the public pages' stylesheet leaves out (index.css): its chunk comes with
 * all-pages.css (decision 058).
 */
function signedInPage(load: () => PageModule) {
  return page(async () => (await Promise.all([load(), import('./all-pages-styles.ts')]))[0]);
}

/** A listing, and its back-office modes (/residential/edit, /residential/delete). */
const listing = (path: string, load: () => PageModule) => [
  { path, ...page(load) },
  { path: `${path}/:mode`, ...signedInPage(load) },
];

const mainLayoutPages: RouteObject[] = [
  { index: true, ...page(() => import('./routes/home.tsx')) },
  { path: 'account', ...signedInPage(() => import('./routes/account.tsx')) },
  {
    path: 'account/auto-replace',
    ...signedInPage(() => import('./routes/account-auto-replace.tsx')),
  },
  {
    path: 'account/auto-replace/:id',
    ...signedInPage(() => import('./routes/account-auto-replace-plan.tsx')),
  },
  {
    path: 'auto-replace/pay/:code',
    ...signedInPage(() => import('./routes/auto-replace-pay.tsx')),
  },
  { path: 'a/:code', ...signedInPage(() => import('./routes/auto-replace-link.tsx')) },
  { path: 'shoppingCart', ...page(() => import('./routes/shopping-cart.tsx')) },
  { path: 'receivedOrders', ...signedInPage(() => import('./routes/received-orders.tsx')) },
  { path: 'orderHistory', ...signedInPage(() => import('./routes/order-history.tsx')) },
  { path: 'dashboard', ...signedInPage(() => import('./routes/dashboard.tsx')) },
  { path: 'settings', ...signedInPage(() => import('./routes/settings.tsx')) },
  { path: 'shippingDetails', ...signedInPage(() => import('./routes/shipping-details.tsx')) },
  {
    path: 'sendVerificationEmail',
    ...signedInPage(() => import('./routes/send-verification-email.tsx')),
  },
  {
    path: 'enterVerificationCode',
    ...signedInPage(() => import('./routes/enter-verification-code.tsx')),
  },
  { path: 'privacy-policy', ...page(() => import('./routes/privacy-policy.tsx')) },
  { path: 'terms-and-conditions', ...page(() => import('./routes/terms-and-conditions.tsx')) },
  { path: 'contact-us', ...page(() => import('./routes/contact-us.tsx')) },
  { path: 'warranty', ...page(() => import('./routes/warranty.tsx')) },
  { path: 'product', ...page(() => import('./routes/product-detail.tsx')) },
  { path: 'product/:id', ...page(() => import('./routes/product-detail.tsx')) },
  ...listing('commercial', () => import('./routes/commercial.tsx')),
  ...listing('residential', () => import('./routes/residential.tsx')),
  ...listing('testkit', () => import('./routes/testkit.tsx')),
  ...listing('products', () => import('./routes/products.tsx')),
  { path: 'outbox', ...signedInPage(() => import('./routes/outbox.tsx')) },
  { path: 'wishlist', ...page(() => import('./routes/wishlist.tsx')) },
  { path: 'r/:code', ...signedInPage(() => import('./routes/reminder-link.tsx')) },
  { path: 'staff/invite/:token', ...page(() => import('./routes/staff-invite.tsx')) },
  { path: 'returns', ...signedInPage(() => import('./routes/returns.tsx')) },
  { path: 'returns/new/:orderId', ...signedInPage(() => import('./routes/start-return.tsx')) },
  { path: 'returns/:id', ...signedInPage(() => import('./routes/return-detail.tsx')) },
  { path: 'returns/:id/slip', ...signedInPage(() => import('./routes/return-slip.tsx')) },
  { path: '*', ...page(() => import('./routes/not-found.tsx')) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <MainLayout />,
    errorElement: <RouteError />,
    children: [{ errorElement: <RouteError />, children: mainLayoutPages }],
  },
  {
    path: '/admin',
    // Loaded with the first back-office page: the permission table and the two-step check it
    // reads are zod schemas, which a shopper's first download never carries (decision 007).
    lazy: async () => ({ Component: (await import('./layouts/admin-layout.tsx')).AdminLayout }),
    errorElement: <RouteError />,
    children: [
      { index: true, ...signedInPage(() => import('./routes/admin-dashboard.tsx')) },
      { path: 'orders', ...signedInPage(() => import('./routes/admin-orders.tsx')) },
      { path: 'orders/:id', ...signedInPage(() => import('./routes/admin-order.tsx')) },
      { path: 'customers', ...signedInPage(() => import('./routes/admin-customers.tsx')) },
      { path: 'customers/:id', ...signedInPage(() => import('./routes/admin-customer.tsx')) },
      { path: 'products', ...signedInPage(() => import('./routes/admin-products.tsx')) },
      { path: 'discounts', ...signedInPage(() => import('./routes/admin-discounts.tsx')) },
      { path: 'messages', ...signedInPage(() => import('./routes/admin-messages.tsx')) },
      {
        path: 'reminder-opt-outs',
        ...signedInPage(() => import('./routes/admin-reminder-opt-outs.tsx')),
      },
      { path: 'subscriptions', ...signedInPage(() => import('./routes/admin-subscriptions.tsx')) },
      {
        path: 'subscriptions/:id',
        ...signedInPage(() => import('./routes/admin-subscription.tsx')),
      },
      { path: 'staff', ...signedInPage(() => import('./routes/admin-staff.tsx')) },
      { path: 'audit', ...signedInPage(() => import('./routes/admin-audit.tsx')) },
      { path: 'reviews', ...signedInPage(() => import('./routes/admin-reviews.tsx')) },
      {
        path: 'warranty-claims',
        ...signedInPage(() => import('./routes/admin-warranty-claims.tsx')),
      },
      { path: 'returns', ...signedInPage(() => import('./routes/admin-returns.tsx')) },
      { path: 'returns/:id', ...signedInPage(() => import('./routes/admin-return.tsx')) },
      { path: '*', ...signedInPage(() => import('./routes/not-found.tsx')) },
    ],
  },
  {
    element: <MinimalLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: '/createProduct', ...signedInPage(() => import('./routes/create-product.tsx')) },
          { path: '/checkout', ...signedInPage(() => import('./routes/checkout.tsx')) },
        ],
      },
    ],
  },
  { path: '/log', ...page(() => import('./routes/sign-in.tsx')) },
  { path: '/log/sign-up', ...page(() => import('./routes/sign-up.tsx')) },
  { path: '/log/forgot-password', ...page(() => import('./routes/forgot-password.tsx')) },
];

/**
 * `serverRendered`: the page in the window is the server's HTML. The router is then told it is
 * hydrating, so its first render leaves the scroll where the browser has it; otherwise it scrolls
 * to the top, throwing back a shopper who scrolled before the app had started (decision 037
 * starts it after the main image).
 */
export function createAppRouter({ serverRendered = false } = {}) {
  return createBrowserRouter(routes, serverRendered ? { hydrationData: {} } : undefined);
}
