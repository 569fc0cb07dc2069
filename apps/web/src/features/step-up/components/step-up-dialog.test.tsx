import { STEP_UP_REQUIRED_MESSAGE } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client.ts';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { StepUpHost } from './step-up-host.tsx';

// jsdom has <dialog> without its modal methods; these do what the browser's do to `open`.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});
beforeEach(() => localStorage.setItem('token', 'a-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A back-office form whose action needs a recent sign-in, as the refund form's does. */
function RefundForm() {
  const [reason, setReason] = useState('');
  const refund = useMutation({
    mutationFn: (body: { reason: string }) =>
      apiRequest('/admin/orders/o-1/refunds', { method: 'POST', body }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    refund.mutate({ reason });
  };
  return (
    <form aria-label="Refund" onSubmit={submit}>
      <label>
        Reason
        <input value={reason} onChange={(event) => setReason(event.target.value)} />
      </label>
      <button type="submit">Refund</button>
      {refund.isSuccess ? <p role="status">Refunded</p> : null}
      {refund.error ? <p role="alert">{refund.error.message}</p> : null}
    </form>
  );
}

const page = [
  {
    path: '/',
    element: (
      <>
        <RefundForm />
        <StepUpHost />
      </>
    ),
  },
];

/** The refund answers STEP_UP_REQUIRED until the password was confirmed, then succeeds. */
function serve(password = 'the right password') {
  let confirmed = false;
  const { fetchStub, calls } = stubFetch((url) => {
    if (url.pathname.endsWith('/auth/step-up')) {
      const typed = JSON.parse(String(calls.at(-1)?.init?.body ?? '{}'));
      confirmed = typed.password === password || typed.code === '123456';
      return confirmed
        ? { body: { success: true, data: { authenticatedAt: new Date().toISOString() } } }
        : {
            status: 400,
            body: {
              success: false,
              message: 'That password or code is not right.',
              code: 'VALIDATION_ERROR',
            },
          };
    }
    if (!confirmed) {
      return {
        status: 403,
        body: { success: false, message: STEP_UP_REQUIRED_MESSAGE, code: 'STEP_UP_REQUIRED' },
      };
    }
    return { body: { success: true, data: { refunded: true } } };
  });
  vi.stubGlobal('fetch', fetchStub);
  const refunds = () => calls.filter((call) => call.url.pathname.endsWith('/refunds'));
  return { calls, refunds };
}

describe('the step-up dialog', () => {
  it('asks for the password in place, then sends the same refund again, the form kept', async () => {
    const { refunds } = serve();
    const user = userEvent.setup();
    renderApp(page);
    await user.type(screen.getByLabelText('Reason'), 'Arrived cracked');
    await user.click(screen.getByRole('button', { name: 'Refund' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(dialog).toHaveTextContent(STEP_UP_REQUIRED_MESSAGE);
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That password or code is not right.',
    );

    await user.clear(within(dialog).getByLabelText('Your password'));
    await user.type(within(dialog).getByLabelText('Your password'), 'the right password');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Refunded');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Reason')).toHaveValue('Arrived cracked');
    expect(refunds().map((call) => JSON.parse(String(call.init?.body)))).toEqual([
      { reason: 'Arrived cracked' },
      { reason: 'Arrived cracked' },
    ]);
  });

  it('takes an authenticator code instead of the password', async () => {
    serve();
    const user = userEvent.setup();
    renderApp(page);
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.click(
      within(dialog).getByRole('button', { name: 'Use an authenticator code instead' }),
    );
    await user.type(within(dialog).getByLabelText('Authentication code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Refunded');
  });

  it('on Cancel, shows the refusal and sends nothing more', async () => {
    const { refunds } = serve();
    const user = userEvent.setup();
    renderApp(page);
    await user.type(screen.getByLabelText('Reason'), 'Changed mind');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(STEP_UP_REQUIRED_MESSAGE);
    expect(screen.getByLabelText('Reason')).toHaveValue('Changed mind');
    expect(refunds()).toHaveLength(1);
  });
});
