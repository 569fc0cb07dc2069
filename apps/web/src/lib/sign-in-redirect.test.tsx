import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SignInPage from '../app/routes/sign-in.tsx';
import { CartPage } from '../features/cart/components/cart-page.tsx';
import { renderApp, stubFetch } from '../test/render-app.tsx';
import { aUser } from '../test/user-fixtures.ts';
import { safeRedirect } from './sign-in-redirect.ts';

afterEach(() => vi.unstubAllGlobals());

describe('hardening 7: sign-in returns to the page that asked for it', () => {
  it('hardening 7: accepts only paths on this shop as the target', () => {
    expect(safeRedirect('/shoppingCart')).toBe('/shoppingCart');
    expect(safeRedirect('/products?q=ro#top')).toBe('/products?q=ro#top');
    for (const outside of [
      '//evil.com',
      'https://evil.com/',
      '/\\evil.com',
      '\\/evil.com',
      'javascript:alert(1)',
      '/\t/evil.com',
      'shoppingCart',
      '/log',
    ]) {
      expect(safeRedirect(outside), outside).toBeNull();
    }
  });

  it('hardening 7: the cart log-in prompt comes back to the cart after signing in', async () => {
    const { fetchStub } = stubFetch((url) => {
      if (url.pathname.endsWith('/auth/login')) {
        return { body: { success: true, data: { token: 'jwt-1', user: aUser() } } };
      }
      if (url.pathname.endsWith('/auth/config')) {
        return { body: { success: true, data: { googleClientId: null } } };
      }
      return { body: { success: true, data: aUser() } };
    });
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    const { router } = renderApp(
      [
        { path: '/', element: <p>home page</p> },
        { path: '/shoppingCart', element: <CartPage /> },
        { path: '/log', element: <SignInPage /> },
      ],
      '/shoppingCart',
    );

    await user.click(screen.getByRole('link', { name: 'Go to Login' }));
    expect(router.state.location.search).toBe('?redirect=%2FshoppingCart');
    await user.type(screen.getByLabelText('Email or phone number'), 'dana@example.com');
    await user.type(screen.getByLabelText('Password'), 'a good password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/shoppingCart'));
  });

  it('hardening 7: a target on another site is ignored and sign-in goes home', async () => {
    const { fetchStub } = stubFetch((url) =>
      url.pathname.endsWith('/auth/login')
        ? { body: { success: true, data: { token: 'jwt-2', user: aUser() } } }
        : { body: { success: true, data: { googleClientId: null } } },
    );
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    const { router } = renderApp(
      [
        { path: '/', element: <p>home page</p> },
        { path: '/log', element: <SignInPage /> },
      ],
      '/log?redirect=%2F%2Fevil.com',
    );
    await user.type(screen.getByLabelText('Email or phone number'), 'dana@example.com');
    await user.type(screen.getByLabelText('Password'), 'a good password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
