import { SUSPENDED_MESSAGE } from '@shop/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SignInPage from '../../../app/routes/sign-in.tsx';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { aUser } from '../../../test/user-fixtures.ts';

const routes = [
  { path: '/', element: <p>home page</p> },
  { path: '/log', element: <SignInPage /> },
];

type Answer = { status?: number; body: unknown };
function answerLogin(login: Answer) {
  const { fetchStub, calls } = stubFetch((url) => {
    if (url.pathname.endsWith('/auth/login')) return login;
    if (url.pathname.endsWith('/auth/config')) {
      return { body: { success: true, data: { googleClientId: null } } };
    }
    return { body: { success: true, data: aUser() } };
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('sign-in page', () => {
  it('hardening 30.19: says why the shopper was sent here', () => {
    answerLogin({ body: {} });
    const back = (then: string) =>
      `/log?${new URLSearchParams({ redirect: `/product/p-1?then=${then}&quantity=1` })}`;
    const cart = renderApp(routes, back('add-to-cart'));
    expect(screen.getByRole('status')).toHaveTextContent('Sign in to add this to your cart.');
    cart.unmount();
    renderApp(routes, back('buy-now'));
    expect(screen.getByRole('status')).toHaveTextContent('Sign in to buy this now.');
  });

  it('asks for both fields before calling the server', async () => {
    const calls = answerLogin({ body: {} });
    const user = userEvent.setup();
    renderApp(routes, '/log');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill in all required fields.',
    );
    expect(screen.getByLabelText('Email or phone number')).toBeInvalid();
    expect(calls.some((call) => call.url.pathname.endsWith('/auth/login'))).toBe(false);
  });

  it('stays on the page and says so when the password is wrong', async () => {
    const body = { success: false, message: 'Nope', code: 'UNAUTHORIZED' };
    answerLogin({ status: 401, body });
    const user = userEvent.setup();
    const { router } = renderApp(routes, '/log');

    await user.type(screen.getByLabelText('Email or phone number'), 'dana@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid e-mail/phone or password.');
    expect(router.state.location.pathname).toBe('/log');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says a suspended staff account is suspended, not that the password is wrong', async () => {
    const body = { success: false, message: SUSPENDED_MESSAGE, code: 'UNAUTHORIZED' };
    answerLogin({ status: 401, body });
    const user = userEvent.setup();
    renderApp(routes, '/log');

    await user.type(screen.getByLabelText('Email or phone number'), 'pia@example.com');
    await user.type(screen.getByLabelText('Password'), 'the right password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This staff account is suspended. Ask the shop's owner to reinstate it.",
    );
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the rate-limit sentence of the server', async () => {
    const body = {
      success: false,
      message: 'Too many attempts. Try again later.',
      code: 'RATE_LIMITED',
    };
    answerLogin({ status: 429, body });
    const user = userEvent.setup();
    renderApp(routes, '/log');

    await user.type(screen.getByLabelText('Email or phone number'), 'dana@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  });

  it('stores the token and goes home on success', async () => {
    answerLogin({ body: { success: true, data: { token: 'jwt-123', user: aUser() } } });
    const user = userEvent.setup();
    const { router } = renderApp(routes, '/log');

    await user.type(screen.getByLabelText('Email or phone number'), 'dana@example.com');
    await user.type(screen.getByLabelText('Password'), 'right password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBe('jwt-123');
  });

  it('goes home from the back button and links to sign-up and the reset', async () => {
    answerLogin({ body: {} });
    const user = userEvent.setup();
    const { router } = renderApp(routes, '/log');

    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/log/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/log/sign-up',
    );
    expect(screen.queryByText(/^or$/)).not.toBeInTheDocument();

    // A link, so it works before the app has started and without JavaScript.
    const back = screen.getByRole('link', { name: 'Back to home' });
    expect(back).toHaveAttribute('href', '/');
    await user.click(back);
    expect(router.state.location.pathname).toBe('/');
  });
});
