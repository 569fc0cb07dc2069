import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import EnterVerificationCodePage from '../../../app/routes/enter-verification-code.tsx';
import SendVerificationEmailPage from '../../../app/routes/send-verification-email.tsx';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { aUser } from '../../../test/user-fixtures.ts';

const routes = [
  { path: '/account', element: <p>account page</p> },
  { path: '/sendVerificationEmail', element: <SendVerificationEmailPage /> },
  { path: '/enterVerificationCode', element: <EnterVerificationCodePage /> },
];

const unverified = aUser({ isEmailVerified: false });

function signedInServer() {
  localStorage.setItem('token', 'a-token');
  const { fetchStub, calls } = stubFetch((url) => {
    if (url.pathname.endsWith('/verify-email')) {
      return { body: { success: true, data: { user: aUser({ isEmailVerified: true }) } } };
    }
    if (url.pathname.endsWith('/send-verification-code')) {
      return { body: { success: true, data: { message: 'Sent.' } } };
    }
    return { body: { success: true, data: unverified } };
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('send verification page', () => {
  it('needs a signed-in user', () => {
    renderApp(routes, '/sendVerificationEmail');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You must be logged in to request a verification email.',
    );
  });

  it('sends the code, says so and moves on to the code entry', async () => {
    const calls = signedInServer();
    const user = userEvent.setup();
    const { router } = renderApp(routes, '/sendVerificationEmail');

    await user.click(await screen.findByRole('button', { name: 'Send verification code' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Verification code sent successfully!',
    );
    const sendCall = calls.find((call) => call.url.pathname.endsWith('/send-verification-code'));
    expect(JSON.parse(String(sendCall?.init?.body))).toEqual({ type: 'email' });
    await waitFor(() => expect(router.state.location.search).toBe('?type=email'), {
      timeout: 5000,
    });
    expect(router.state.location.pathname).toBe('/enterVerificationCode');
  });
});

describe('hardening 30.20: a code sent moments ago', () => {
  it('hardening 30.20: says it was sent, when, and counts down to a resend, then goes to code entry', async () => {
    localStorage.setItem('token', 'a-token');
    const { fetchStub } = stubFetch((url) =>
      url.pathname.endsWith('/send-verification-code')
        ? {
            status: 429,
            headers: { 'Retry-After': '45' },
            body: { success: false, code: 'RATE_LIMITED', message: 'Please wait a minute.' },
          }
        : { body: { success: true, data: unverified } },
    );
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    const { router } = renderApp(routes, '/sendVerificationEmail');

    await user.click(await screen.findByRole('button', { name: 'Send verification code' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Verification code sent successfully!',
    );
    const sentAt = screen.getByText(/^\d{1,2}:\d{2}:\d{2}/).parentElement;
    expect(sentAt).toHaveTextContent(/^Sent at .+\. You can ask for a new code in 4\d s\.$/);
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/enterVerificationCode'), {
      timeout: 5000,
    });
    const resend = await screen.findByRole('button', { name: /^Resend code in 4\d s$/ });
    expect(resend).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('enter verification code page', () => {
  it('needs the type parameter', () => {
    signedInServer();
    renderApp(routes, '/enterVerificationCode');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No verification type specified. Please start the process again.',
    );
  });

  it('takes exactly six digits', async () => {
    const calls = signedInServer();
    const user = userEvent.setup();
    renderApp(routes, '/enterVerificationCode?type=email');
    const input = screen.getByLabelText('Verification code');
    expect(input).toHaveAttribute('maxLength', '6');
    expect(input).toHaveAttribute('inputMode', 'numeric');

    await user.type(input, '12a45');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid 6-digit code.',
    );
    expect(calls.some((call) => call.url.pathname.includes('/verify-'))).toBe(false);
  });

  it('verifies, refreshes the user and goes to the account after 2 s', async () => {
    const calls = signedInServer();
    const user = userEvent.setup();
    const { router } = renderApp(routes, '/enterVerificationCode?type=email');

    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Verification successful! Redirecting...')).toBeInTheDocument();
    const verifyCall = calls.find((call) => call.url.pathname.endsWith('/auth/verify-email'));
    expect(JSON.parse(String(verifyCall?.init?.body))).toEqual({ code: '123456' });
    expect(router.state.location.pathname).toBe('/enterVerificationCode');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'), {
      timeout: 3000,
    });
  });
});
