import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/render-app.tsx';
import { SavedCards } from './saved-cards.tsx';

const routes = [{ path: '/account', element: <SavedCards /> }];
const visa = {
  _id: 'c1',
  brand: 'visa',
  last4: '4242',
  expMonth: 4,
  expYear: 2031,
  isDefault: true,
};
const mastercard = { ...visa, _id: 'c2', brand: 'mastercard', last4: '4444', isDefault: false };

type Answer = { status?: number; body: unknown };
const ok = (data: unknown): Answer => ({ body: { success: true, data } });
const failed = (status: number, message: string): Answer => ({
  status,
  body: { success: false, message },
});

/** A server that answers each "METHOD path" from the table, in order for repeated calls. */
function server(answers: Record<string, Answer[]>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
    calls.push(key);
    const queue = answers[key] ?? [];
    const answer = (queue.length > 1 ? queue.shift() : queue[0]) ?? failed(404, 'Not found.');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

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

describe('saved cards on the account page', () => {
  it('says when there are none, and when they could not be loaded, with Try again', async () => {
    server({ 'GET /api/v1/payment-methods': [failed(500, 'boom'), ok([])] });
    renderApp(routes, '/account');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your saved cards…');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your saved cards could not be loaded.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No saved cards yet.')).toBeInTheDocument();
  });

  it('lists brand, last 4, expiry and the default, and shows why a card cannot be removed', async () => {
    const calls = server({
      'GET /api/v1/payment-methods': [ok([visa, mastercard])],
      'DELETE /api/v1/payment-methods/c1': [
        failed(
          409,
          'This card pays for an active Auto-replace plan. Choose another card for the plan first.',
        ),
      ],
    });
    const user = userEvent.setup();
    renderApp(routes, '/account');
    const list = await screen.findByRole('list', { name: 'Your saved cards' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Visa •••• 4242');
    expect(first).toHaveTextContent('Default');
    expect(first).toHaveTextContent('Expires 04/31');
    expect(second).toHaveTextContent('Mastercard •••• 4444');
    expect(second).not.toHaveTextContent('Default');

    await user.click(screen.getByRole('button', { name: 'Remove Visa ending in 4242' }));
    await user.click(screen.getByRole('button', { name: 'Remove card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('active Auto-replace plan');
    expect(calls).toContain('DELETE /api/v1/payment-methods/c1');
  });

  it('shows the test card form when the shop has no Stripe (setup intent 409)', async () => {
    server({
      'GET /api/v1/payment-methods': [ok([])],
      'POST /api/v1/payment-methods/setup-intent': [failed(409, 'Test mode needs no setup intent')],
      'POST /api/v1/payment-methods': [ok(visa)],
    });
    const user = userEvent.setup();
    renderApp(routes, '/account');
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    const form = await screen.findByRole('form', { name: 'Add a card' });
    expect(within(form).getByText(/4000 0027 6000 3184/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(within(form).getByLabelText('Expiry (MM/YY)'), '1');
    await user.type(within(form).getByLabelText('CVC'), '123');
    await user.click(within(form).getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the expiry date as MM/YY.');
    await user.type(within(form).getByLabelText('Expiry (MM/YY)'), '231');
    await user.click(within(form).getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Visa ending in 4242 saved.')).toBeInTheDocument();
  });
});
