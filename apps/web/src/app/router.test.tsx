import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../test/render-app.tsx';
import { routes } from './router.tsx';

const emptyPage = { success: true, data: [], page: { offset: 0, limit: 24, nextOffset: null } };

const notFound = { success: false, message: 'Product not found.', code: 'NOT_FOUND' };
const isProductById = (url: URL) => /^\/api\/v1\/products\/[0-9a-f-]{36}$/.test(url.pathname);

beforeEach(() => {
  const answer = (url: URL) =>
    isProductById(url) ? { status: 404, body: notFound } : { body: emptyPage };
  vi.stubGlobal('fetch', stubFetch(answer).fetchStub);
});
afterEach(() => vi.unstubAllGlobals());

// Every route of SPEC.md section 2 with the heading its page shows.
const pages: [path: string, heading: string][] = [
  ['/', 'Welcome to ClearSpring Water'],
  ['/account', 'Account'],
  // Issue 29: signed out, the plans ask to log in under their heading.
  ['/account/auto-replace', 'Auto-replace'],
  ['/account/auto-replace/7d0c8a52-1f59-4a6e-9a43-3c5b0f0b2a11', 'Auto-replace plan'],
  // A stubbed server that knows no such link: the pages say so.
  ['/auto-replace/pay/no-such-code', 'This link does not work'],
  ['/a/no-such-code', 'This link does not work'],
  // Signed out: the cart asks to log in; the order pages send the visitor to sign in.
  ['/shoppingCart', 'Please Log In'],
  ['/receivedOrders', 'Sign in'],
  ['/orderHistory', 'Sign in'],
  ['/dashboard', 'My Products'],
  ['/settings', 'Household & Water Profile'],
  ['/shippingDetails', 'Household & Water Profile'],
  ['/sendVerificationEmail', 'Send Verification Email'],
  ['/enterVerificationCode?type=email', 'Enter Verification Code'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-and-conditions', 'Terms and Conditions'],
  ['/contact-us', 'Contact Us'],
  ['/warranty', 'Warranty and Return Policy'],
  ['/product', 'Product'],
  // The stubbed server knows no such product, so the page says the product is unavailable.
  ['/product/7d0c8a52-1f59-4a6e-9a43-3c5b0f0b2a11', 'Product unavailable'],
  ['/commercial', 'Commercial'],
  ['/commercial/edit', 'Commercial'],
  ['/residential', 'Residential'],
  ['/residential/delete', 'Residential'],
  ['/testkit', 'Test kits'],
  ['/testkit/edit', 'Test kits'],
  ['/products', 'All Products'],
  ['/products/delete', 'All Products'],
  ['/outbox', 'Outbox'],
  // Not in SPEC.md (DESIGN.md section 7, item 7); signed out, it asks to log in under its heading.
  ['/wishlist', 'Wishlist'],
  // Signed out, the product form sends the visitor to sign in.
  ['/createProduct', 'Sign in'],
  ['/checkout', 'Sign in'],
  ['/log', 'Sign in'],
  ['/log/sign-up', 'Sign up'],
];

describe('route table', () => {
  it.each(pages)('%s shows "%s"', async (path, heading) => {
    renderApp(routes, path);
    // A lazy page's first import is transformed on the spot, which can take a few seconds.
    const found = await screen.findByRole(
      'heading',
      { level: 1, name: heading },
      { timeout: 5000 },
    );
    expect(found).toBeInTheDocument();
    expect(document.title).toEqual(
      path === '/' ? 'ClearSpring Water' : expect.stringMatching(/ · ClearSpring Water$/),
    );
  });

  it.each(['/no-such-page', '/products/rename', '/testkit/edit/extra'])(
    '%s shows the not-found page',
    async (path) => {
      renderApp(routes, path);
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
        'href',
        '/',
      );
    },
  );

  it('/products shows "no products found" for a search without results', async () => {
    renderApp(routes, '/products?q=zzz');
    expect(await screen.findByText('no products found')).toBeInTheDocument();
    expect(screen.getByText('Results for “zzz”')).toBeInTheDocument();
  });
});
