import type { PlanPaymentView } from '@shop/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LinkPage from '../../../app/routes/auto-replace-link.tsx';
import PayPage from '../../../app/routes/auto-replace-pay.tsx';
import { planCard } from '../../../test/plan-fixtures.ts';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';

const ok = (data: unknown) => ({ body: { success: true, data } });

const owed = (overrides: Partial<PlanPaymentView> = {}): PlanPaymentView => ({
  subscriptionId: 'plan-1',
  productName: 'Sediment Cartridge',
  dueOn: '2027-03-08',
  amount: 23.4,
  reason: 'declined',
  card: planCard,
  canAuthenticate: false,
  authentication: null,
  state: 'open',
  orderId: null,
  ...overrides,
});

function renderAt(
  path: string,
  answer: (method: string, body: unknown) => { status?: number; body: unknown },
) {
  let method = 'GET';
  let body: unknown;
  const stub = stubFetch(() => answer(method, body));
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    method = init?.method ?? 'GET';
    body = init?.body ? JSON.parse(String(init.body)) : undefined;
    return stub.fetchStub(input, init);
  });
  renderApp(
    [
      { path: '/auto-replace/pay/:code', element: <PayPage /> },
      { path: '/a/:code', element: <LinkPage /> },
    ],
    path,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Pay for a failed renewal', () => {
  it('says what is owed and why, and pays now with the plan card', async () => {
    const sent: unknown[] = [];
    renderAt('/auto-replace/pay/abc', (method, body) => {
      if (method === 'POST') {
        sent.push(body);
        return ok(owed({ state: 'paid', orderId: 'o-1' }));
      }
      return ok(owed());
    });
    expect(await screen.findByText('Your bank declined the charge.')).toBeInTheDocument();
    expect(screen.getByText('$23.40')).toBeInTheDocument();
    expect(screen.getByText('Visa ending 4242, expires 04/2030')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('heading', { name: 'Paid, thank you' })).toBeInTheDocument();
    expect(sent).toEqual([{}]);
  });

  it('a charge the bank must confirm: the simulated challenge approves it', async () => {
    const sent: unknown[] = [];
    renderAt('/auto-replace/pay/abc', (method, body) => {
      if (method === 'POST') {
        sent.push(body);
        return ok(owed({ reason: 'requires_action', state: 'paid', orderId: 'o-1' }));
      }
      return ok(owed({ reason: 'requires_action', canAuthenticate: true }));
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm the charge' }));
    expect(screen.getByRole('heading', { name: 'Confirm with your bank' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'You declined the charge: nothing was taken.',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm the charge' }));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('heading', { name: 'Paid, thank you' })).toBeInTheDocument();
    expect(sent).toEqual([{ authenticated: true }]);
  });

  it('a broken or expired link says so', async () => {
    renderAt('/auto-replace/pay/zzz', () => ({
      status: 404,
      body: { success: false, code: 'NOT_FOUND', message: 'This link has expired.' },
    }));
    expect(
      await screen.findByRole('heading', { name: 'This link does not work' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired.');
  });

  it('nothing is owed once the shipment was skipped', async () => {
    renderAt('/auto-replace/pay/abc', () => ok(owed({ state: 'closed' })));
    expect(await screen.findByRole('heading', { name: 'Nothing to pay' })).toBeInTheDocument();
  });
});

describe("A plan notice's one-tap link", () => {
  it('opening it only asks; the button does it', async () => {
    const methods: string[] = [];
    renderAt('/a/code1', (method) => {
      methods.push(method);
      return method === 'POST'
        ? ok({ kind: 'page', title: 'Shipment skipped', message: 'Nothing ships on Mar 1.' })
        : ok({
            kind: 'confirm',
            title: 'Skip this shipment?',
            message: 'Sediment Cartridge would ship on Mar 1.',
            button: 'Skip it',
          });
    });
    expect(await screen.findByRole('heading', { name: 'Skip this shipment?' })).toBeInTheDocument();
    expect(methods).toEqual(['GET']);
    await userEvent.click(screen.getByRole('button', { name: 'Skip it' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Nothing ships on Mar 1.');
    expect(methods).toEqual(['GET', 'POST']);
  });
});
