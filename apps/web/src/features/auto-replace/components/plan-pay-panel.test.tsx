import type { PlanPaymentView } from '@shop/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LinkPage from '../../../app/routes/auto-replace-link.tsx';
import PayPage from '../../../app/routes/auto-replace-pay.tsx';
import { planCard } from '../../../test/plan-fixtures.ts';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';

// Stripe.js comes from js.stripe.com and cannot load here: it is replaced at its boundary by a
// Stripe whose confirmCardPayment each test scripts, as in the checkout's Stripe tests.
const stripeJs = vi.hoisted(() => ({ loadStripe: vi.fn(), confirmCardPayment: vi.fn() }));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripeJs.loadStripe }));

const ok = (data: unknown) => ({ body: { success: true, data } });

const stripeAuthentication = {
  publishableKey: 'pk_test_shop',
  clientSecret: 'pi_plan_1_secret_abc',
  paymentMethodRef: 'pm_saved_1',
};

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
  lastError: null,
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

beforeEach(() => {
  stripeJs.loadStripe.mockResolvedValue({ confirmCardPayment: stripeJs.confirmCardPayment });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

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

  it('hardening 40.18: names the card network as people write it', async () => {
    const amex = { ...planCard, brand: 'amex', last4: '0005' };
    renderAt('/auto-replace/pay/abc', () => ok(owed({ card: amex })));
    expect(
      await screen.findByText('American Express ending 0005, expires 04/2030'),
    ).toBeInTheDocument();
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
    expect(stripeJs.loadStripe).not.toHaveBeenCalled();
  });

  it("with Stripe: Stripe's check runs first, then the server hears it was authenticated", async () => {
    const sent: unknown[] = [];
    renderAt('/auto-replace/pay/abc', (method, body) => {
      if (method === 'POST') {
        sent.push(body);
        return ok(owed({ reason: 'requires_action', state: 'paid', orderId: 'o-1' }));
      }
      return ok(
        owed({
          reason: 'requires_action',
          canAuthenticate: true,
          authentication: stripeAuthentication,
        }),
      );
    });
    stripeJs.confirmCardPayment.mockImplementation(async () => {
      expect(sent).toEqual([]);
      return { paymentIntent: { id: 'pi_plan_1', status: 'succeeded' } };
    });
    const confirm = await screen.findByRole('button', { name: 'Confirm the charge' });
    await vi.waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    expect(await screen.findByRole('heading', { name: 'Paid, thank you' })).toBeInTheDocument();
    expect(stripeJs.loadStripe).toHaveBeenCalledWith('pk_test_shop');
    expect(stripeJs.confirmCardPayment).toHaveBeenCalledWith('pi_plan_1_secret_abc', {
      payment_method: 'pm_saved_1',
    });
    expect(sent).toEqual([{ authenticated: true }]);
    expect(screen.queryByText(/simulated bank check/)).not.toBeInTheDocument();
  });

  it("with Stripe: a failed check shows Stripe's message and tells the server nothing", async () => {
    const methods: string[] = [];
    renderAt('/auto-replace/pay/abc', (method) => {
      methods.push(method);
      return ok(
        owed({
          reason: 'requires_action',
          canAuthenticate: true,
          authentication: stripeAuthentication,
        }),
      );
    });
    stripeJs.confirmCardPayment.mockResolvedValue({
      error: {
        type: 'card_error',
        code: 'payment_intent_authentication_failure',
        message: 'We are unable to authenticate your payment method.',
      },
    });
    const confirm = await screen.findByRole('button', { name: 'Confirm the charge' });
    await vi.waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We are unable to authenticate your payment method.',
    );
    expect(methods).toEqual(['GET']);
    expect(screen.getByRole('button', { name: 'Confirm the charge' })).toBeEnabled();
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

  it('Pay now and Approve keep the keyboard focus while paying, and a second press pays nothing', async () => {
    for (const [view, button] of [
      [owed(), 'Pay now'],
      [owed({ canAuthenticate: true }), 'Approve'],
    ] as const) {
      const posts: unknown[] = [];
      let release = () => {};
      const answered = new Promise<void>((resolve) => {
        release = resolve;
      });
      renderAt('/auto-replace/pay/abc', (method, body) => {
        if (method === 'POST') posts.push(body);
        return ok(method === 'POST' ? owed({ state: 'paid', orderId: 'o-1' }) : view);
      });
      const stubbed = globalThis.fetch;
      vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'POST') await answered;
        return stubbed(input, init);
      });
      const user = userEvent.setup();
      if (button === 'Approve') {
        await user.click(await screen.findByRole('button', { name: 'Confirm the charge' }));
      }
      const press = await screen.findByRole('button', { name: button });
      press.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(press).toHaveAttribute('aria-busy', 'true'));
      expect(press).toHaveFocus();
      await user.keyboard('{Enter}');
      await user.keyboard(' ');
      release();
      expect(await screen.findByRole('heading', { name: 'Paid, thank you' })).toBeInTheDocument();
      expect(posts, button).toHaveLength(1);
      cleanup();
    }
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
