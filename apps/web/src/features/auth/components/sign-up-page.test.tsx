import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SignInPage from '../../../app/routes/sign-in.tsx';
import SignUpPage from '../../../app/routes/sign-up.tsx';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { aUser } from '../../../test/user-fixtures.ts';

const routes = [
  { path: '/log', element: <SignInPage /> },
  { path: '/log/sign-up', element: <SignUpPage /> },
];

function answerRegister(register: { status?: number; body: unknown }) {
  const { fetchStub, calls } = stubFetch((url) =>
    url.pathname.endsWith('/auth/register')
      ? register
      : { body: { success: true, data: { googleClientId: null } } },
  );
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, credential: string) {
  await user.type(screen.getByLabelText('Name'), 'Dana Rivers');
  await user.type(screen.getByLabelText('Email or phone number'), credential);
  await user.type(screen.getByLabelText('Password'), 'clear water 42');
}

const tick = (name: RegExp) => userEvent.click(screen.getByRole('checkbox', { name }));

afterEach(() => vi.unstubAllGlobals());

describe('sign-up page', () => {
  it('asks for the required fields first', async () => {
    answerRegister({ body: {} });
    const user = userEvent.setup();
    renderApp(routes, '/log/sign-up');

    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill in all required fields.',
    );
  });

  it('requires both checkboxes', async () => {
    const calls = answerRegister({ body: {} });
    const user = userEvent.setup();
    renderApp(routes, '/log/sign-up');
    await fillIn(user, 'dana@example.com');
    await tick(/tracking/);

    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You must agree to the terms and tracking conditions.',
    );
    expect(screen.getByRole('checkbox', { name: /Terms and Conditions/ })).toBeInvalid();
    expect(calls.some((call) => call.url.pathname.endsWith('/auth/register'))).toBe(false);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('hardening 30.19: signs the new customer in and returns to the page that asked', async () => {
    const answer = { success: true, data: { token: 'new-token', user: aUser() } };
    const calls = answerRegister({ status: 201, body: answer });
    const user = userEvent.setup();
    const back = '/product/p-1?then=add-to-cart&quantity=1';
    const { router } = renderApp(
      [...routes, { path: '/product/:id', element: <p>product page</p> }],
      `/log/sign-up?${new URLSearchParams({ redirect: back })}`,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Sign up to add this to your cart.');
    await fillIn(user, '+1 555 123 4567');
    await tick(/tracking/);
    await tick(/Terms and Conditions/);

    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('product page')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(back);
    expect(localStorage.getItem('token')).toBe('new-token');
    const registerCall = calls.find((call) => call.url.pathname.endsWith('/auth/register'));
    expect(JSON.parse(String(registerCall?.init?.body))).toEqual({
      name: 'Dana Rivers',
      password: 'clear water 42',
      phoneNumber: '+15551234567',
    });
  });

  it('shows the server message, else a general one', async () => {
    const body = {
      success: false,
      message: 'That e-mail is already registered.',
      code: 'CONFLICT',
    };
    answerRegister({ status: 409, body });
    const user = userEvent.setup();
    renderApp(routes, '/log/sign-up');
    await fillIn(user, 'dana@example.com');
    await tick(/tracking/);
    await tick(/Terms and Conditions/);

    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That e-mail is already registered.',
    );
  });
});
