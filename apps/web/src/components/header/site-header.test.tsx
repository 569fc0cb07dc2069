import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MainLayout } from '../../app/layouts/main-layout.tsx';
import { renderApp, stubFetch } from '../../test/render-app.tsx';
import { aUser } from '../../test/user-fixtures.ts';
import { headerModeFor } from './use-header-mode.ts';

const routes = [
  {
    path: '/',
    element: <MainLayout />,
    children: [
      { index: true, element: <p>home page</p> },
      { path: 'products', element: <p>products page</p> },
      { path: 'products/:mode', element: <p>mode page</p> },
      { path: 'product/:id', element: <p>detail page</p> },
      { path: 'sendVerificationEmail', element: <p>send page</p> },
    ],
  },
];

const admin = aUser({ role: 'admin', isEmailVerified: false });
const aCartLine = (quantity: number) => ({
  product: {
    _id: 'p-1',
    name: 'Sediment Cartridge',
    imageUrl: '/img.png',
    price: 3,
    stock: 9,
    type: 'part',
    available: true,
  },
  quantity,
});

function signInAs(user: typeof admin) {
  localStorage.setItem('token', 'a-token');
  const { fetchStub } = stubFetch(() => ({ body: { success: true, data: user } }));
  vi.stubGlobal('fetch', fetchStub);
}

afterEach(() => vi.unstubAllGlobals());

/** The header bar itself; the closed drawer repeats its links outside it. */
const header = () => within(screen.getByRole('banner'));

describe('site header', () => {
  it('offers Sign in, and no cart or avatar, when signed out', () => {
    renderApp(routes);
    expect(header().getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/log');
    expect(header().queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
    expect(header().queryByRole('link', { name: /Shopping cart/ })).not.toBeInTheDocument();
    expect(header().queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
  });

  it('searches products with the trimmed term and clears the box', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(routes);
    const search = screen.getByRole('combobox', { name: 'Search products' });
    expect(search).toBeRequired();

    await user.type(search, '  reverse osmosis  {Enter}');

    expect(router.state.location.pathname).toBe('/products');
    expect(router.state.location.search).toBe('?q=reverse+osmosis');
    expect(search).toHaveValue('');
  });

  it('does not search for a blank term', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(routes);
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), '   {Enter}');
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the cart, avatar, admin links and the unverified banner when signed in', async () => {
    signInAs(admin);
    const user = userEvent.setup();
    const { router } = renderApp(routes);

    // hardening 40.16: the orders desk, not the older Received Orders page.
    expect(await header().findByRole('link', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
    expect(header().getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(header().getByRole('link', { name: 'Shopping cart' })).toBeInTheDocument();
    expect(header().queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /not verified/ }));
    expect(router.state.location.pathname).toBe('/sendVerificationEmail');
    expect(screen.queryByRole('link', { name: /not verified/ })).not.toBeInTheDocument();
  });

  it('names the cart link with its item count, singular or plural', async () => {
    let quantity = 1;
    localStorage.setItem('token', 'a-token');
    const { fetchStub } = stubFetch((url) =>
      url.pathname.endsWith('/cart')
        ? {
            body: {
              success: true,
              data: { items: [aCartLine(quantity)], itemCount: quantity, subtotal: 9 },
            },
          }
        : { body: { success: true, data: aUser() } },
    );
    vi.stubGlobal('fetch', fetchStub);
    const { unmount } = renderApp(routes);
    expect(
      await header().findByRole('link', { name: 'Shopping cart, 1 item' }),
    ).toBeInTheDocument();
    unmount();

    quantity = 3;
    renderApp(routes);
    expect(
      await header().findByRole('link', { name: 'Shopping cart, 3 items' }),
    ).toBeInTheDocument();
  });

  it('shows a customer neither the Orders link nor the admin badge', async () => {
    signInAs(aUser({ name: 'Cole Marsh' }));
    const user = userEvent.setup();
    renderApp(routes);

    expect(await header().findByRole('link', { name: 'Account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = within(screen.getByRole('dialog', { name: 'Menu' }));
    expect(await drawer.findByText('Cole Marsh')).toBeInTheDocument();
    expect(drawer.getByText('dana@example.com')).toBeInTheDocument();
    expect(drawer.queryByText('Admin')).not.toBeInTheDocument();
    expect(header().queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
  });

  it('says so in the drawer when the user could not be loaded', async () => {
    localStorage.setItem('token', 'a-token');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    renderApp(routes);

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = within(screen.getByRole('dialog', { name: 'Menu' }));
    expect(await drawer.findByText('Error Loading Name')).toBeInTheDocument();
    expect(drawer.getByText('Please re-login')).toBeInTheDocument();
    expect(drawer.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  });

  it('leads a customer to the account pages and the wishlist from the drawer', async () => {
    signInAs(aUser());
    const user = userEvent.setup();
    renderApp(routes);

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = within(screen.getByRole('dialog', { name: 'Menu' }));
    expect(drawer.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
    expect(drawer.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
  });

  it('opens the drawer from the menu button and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderApp(routes);
    const menuButton = screen.getByRole('button', { name: 'Open menu' });

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/log/sign-up',
    );

    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(menuButton).toHaveFocus());
  });

  it('swaps the menu toggle for a back button on product detail', () => {
    renderApp(routes, '/product/123');
    // Back through the history needs the app: a tap before it has started is kept and replayed
    // (app/early-taps.ts), and without JavaScript the control is dimmed (index.html).
    expect(screen.getByRole('button', { name: 'Go back' })).toHaveAttribute(
      'data-early-tap',
      'back',
    );
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('reads "Choose item to edit:" in edit mode and goes up one segment on back', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(routes, '/products/edit');
    expect(screen.getByText('Choose item to edit:')).toBeInTheDocument();
    // A link, so it works before the app has started and without JavaScript.
    const back = screen.getByRole('link', { name: 'Back to the listing' });
    expect(back).toHaveAttribute('href', '/products');
    await user.click(back);
    expect(router.state.location.pathname).toBe('/products');
  });
});

describe('headerModeFor', () => {
  it('knows the back-button pages of the spec', () => {
    expect(headerModeFor('/')).toEqual({ kind: 'menu' });
    expect(headerModeFor('/product')).toEqual({ kind: 'history-back' });
    expect(headerModeFor('/testkit/delete')).toEqual({
      kind: 'up',
      title: 'Choose items to delete:',
      parentPath: '/testkit',
    });
    expect(headerModeFor('/testkit/other')).toEqual({ kind: 'menu' });
  });
});
