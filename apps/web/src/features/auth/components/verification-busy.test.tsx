import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import EnterVerificationCodePage from '../../../app/routes/enter-verification-code.tsx';
import SendVerificationEmailPage from '../../../app/routes/send-verification-email.tsx';
import { renderApp } from '../../../test/render-app.tsx';
import { aUser } from '../../../test/user-fixtures.ts';

const routes = [
  { path: '/account', element: <p>account page</p> },
  { path: '/sendVerificationEmail', element: <SendVerificationEmailPage /> },
  { path: '/enterVerificationCode', element: <EnterVerificationCodePage /> },
];

const json = (data: unknown) =>
  new Response(JSON.stringify({ success: true, data }), {
    headers: { 'content-type': 'application/json' },
  });

/** A signed-in, unverified customer's server that holds its answer to `held` until released. */
function slowServer(held: RegExp) {
  localStorage.setItem('token', 'a-token');
  const posts: string[] = [];
  let release = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (init?.method === 'POST') posts.push(path);
    if (held.test(path)) {
      await answered;
      return path.endsWith('/verify-email')
        ? json({ user: aUser({ isEmailVerified: true }) })
        : json({ message: 'Sent.' });
    }
    return json(aUser({ isEmailVerified: false }));
  });
  return { posts, release };
}

afterEach(() => vi.unstubAllGlobals());

describe('verification codes by keyboard while the server answers', () => {
  it('Send verification code keeps the focus, and a second press sends nothing', async () => {
    const { posts, release } = slowServer(/send-verification-code$/);
    const user = userEvent.setup();
    renderApp(routes, '/sendVerificationEmail');
    const send = await screen.findByRole('button', { name: 'Send verification code' });
    send.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
    expect(send).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    release();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Verification code sent successfully!',
    );
    expect(send).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(posts).toEqual(['/api/v1/auth/send-verification-code']);
  });

  it('Verify and Resend code keep the focus, and a second press sends nothing', async () => {
    const { posts, release } = slowServer(/verify-email$|send-verification-code$/);
    const user = userEvent.setup();
    renderApp(routes, '/enterVerificationCode?type=email');
    await user.type(screen.getByLabelText('Verification code'), '123456');

    const resend = screen.getByRole('button', { name: 'Resend code' });
    resend.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(resend).toHaveAttribute('aria-busy', 'true'));
    expect(resend).toHaveFocus();
    await user.keyboard('{Enter}');

    const verify = screen.getByRole('button', { name: 'Verify' });
    verify.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(verify).toHaveAttribute('aria-busy', 'true'));
    expect(verify).toHaveFocus();
    await user.keyboard('{Enter}');
    release();
    expect(await screen.findByText('Verification successful! Redirecting...')).toBeInTheDocument();
    expect(posts.filter((path) => path.endsWith('/verify-email'))).toHaveLength(1);
    expect(posts.filter((path) => path.endsWith('/send-verification-code'))).toHaveLength(1);
  });
});
