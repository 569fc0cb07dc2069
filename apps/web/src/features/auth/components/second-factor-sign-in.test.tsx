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

const CHALLENGE = {
  success: true,
  data: { secondFactorRequired: true, challenge: 'ch-1', methods: ['totp', 'recovery_code'] },
};

function answerSecondFactor(second: { status?: number; body: unknown }) {
  const { fetchStub, calls } = stubFetch((url) => {
    if (url.pathname.endsWith('/auth/login')) return { body: CHALLENGE };
    if (url.pathname.endsWith('/auth/login/second-factor')) return second;
    if (url.pathname.endsWith('/auth/config')) {
      return { body: { success: true, data: { googleClientId: null } } };
    }
    return { body: { success: true, data: aUser() } };
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

async function signInWithPassword() {
  const user = userEvent.setup();
  const rendered = renderApp(routes, '/log');
  await user.type(screen.getByLabelText('Email or phone number'), 'dana@example.com');
  await user.type(screen.getByLabelText('Password'), 'right password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return { user, ...rendered };
}

afterEach(() => vi.unstubAllGlobals());

describe('two-step sign-in', () => {
  it('asks for the authentication code after the password, then signs in', async () => {
    const calls = answerSecondFactor({
      body: { success: true, data: { token: 'jwt-2fa', user: aUser() } },
    });
    const { user, router } = await signInWithPassword();

    const field = await screen.findByLabelText('Authentication code');
    expect(localStorage.getItem('token')).toBeNull();
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBe('jwt-2fa');
    const sent = calls.find((call) => call.url.pathname.endsWith('/auth/login/second-factor'));
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ challenge: 'ch-1', code: '123456' });
  });

  it('takes a recovery code instead, and says when a code is wrong', async () => {
    answerSecondFactor({
      status: 401,
      body: {
        success: false,
        message: 'That code is not right. Please try again.',
        code: 'UNAUTHORIZED',
      },
    });
    const { user } = await signInWithPassword();

    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not right. Please try again.',
    );
    expect(localStorage.getItem('token')).toBeNull();
  });
});
