import { addShopDays, type Subscription } from '@shop/contract';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDED_SUCCEEDED_EVENT } from '../../adapters/payments/stripe-recordings.ts';
import { replayStripe } from '../../adapters/payments/stripe-replay.ts';
import {
  RECORDED_AUTHENTICATION_INTENT,
  RECORDED_CARD_METHOD,
  RECORDED_CUSTOMER,
  RECORDED_OFF_SESSION_INTENT,
  RECORDED_SETUP_INTENT,
  RECORDED_SUCCEEDED_SETUP_INTENT,
  recordedCardError,
} from '../../adapters/payments/stripe-saved-cards.recordings.ts';
import { orders, outbox, subscriptionCycles } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { planApi, planCustomer } from './plan-fixtures.ts';

type Answer = { status: number; body: object };

/**
 * A renewal that Stripe answers with authentication_required, paid on the pay page: the whole app
 * on a real database, its processor Stripe answering recorded responses in order.
 */
describe('auto-replace: authenticating a Stripe charge on session (API)', () => {
  const answers: Answer[] = [];
  const stripe = replayStripe(answers);
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ payments: stripe.processor });
    admin = await createTestUser(t.app, t.db, { role: 'admin', name: 'Olive Owner' });
  });
  afterAll(() => t.close());

  const api = () => planApi(t.app);
  const today = () => new Date().toISOString().slice(0, 10);

  /** Stripe's answers for saving a card through a setup intent, as the account page does. */
  async function saveStripeCard(user: TestUser, cardRef: string) {
    const customer = `cus_${user.id.slice(0, 8)}`;
    const hers = { customer, metadata: { userId: user.id } };
    answers.push(
      { status: 200, body: { ...RECORDED_CUSTOMER, id: customer, metadata: { userId: user.id } } },
      { status: 200, body: { ...RECORDED_SETUP_INTENT, ...hers } },
      {
        status: 200,
        body: {
          ...RECORDED_SUCCEEDED_SETUP_INTENT,
          ...hers,
          payment_method: { ...RECORDED_CARD_METHOD, id: cardRef, customer },
        },
      },
    );
    const setup = await api().call('POST', '/payment-methods/setup-intent', user, {});
    expect(setup.statusCode).toBe(200);
    return { setupIntentId: RECORDED_SETUP_INTENT.id };
  }

  /**
   * A customer with a Stripe card and a plan whose renewal Stripe answered with
   * authentication_required (intent `intentId`); the dunning message's pay link.
   */
  async function heldForAuthentication(intentId: string, cardRef: string) {
    const customer = await planCustomer(t.app, t.db, {
      card: (user) => saveStripeCard(user, cardRef),
      installedOn: addShopDays(today(), 10 - 182),
      lifespanMonths: 6,
    });
    const created = await api().call('POST', '/subscriptions', customer.user, {
      trackedPartId: customer.trackedPartId,
    });
    expect(created.statusCode).toBe(200);
    const plan = created.json().data as Subscription;
    const metadata = { ...RECORDED_OFF_SESSION_INTENT.metadata, userId: customer.user.id };
    const declined = recordedCardError('authentication_required');
    declined.error.payment_intent = { ...declined.error.payment_intent, id: intentId, metadata };

    answers.push({ status: 402, body: declined });
    const ran = await api().run(admin, new Date(`${plan.nextChargeOn}T15:00:00Z`));
    expect(ran.statusCode).toBe(200);
    expect(answers).toHaveLength(0);
    const charge = new URLSearchParams(stripe.sent.at(-1)?.body);
    expect(charge.get('off_session')).toBe('true');
    // Stripe's intent as it will be retrieved: hers, for the amount charged.
    const hers = { id: intentId, metadata, amount: Number(charge.get('amount')) };
    const mail = await t.db.select().from(outbox).where(eq(outbox.to, customer.user.email));
    const code = mail
      .find((row) => row.subject?.includes('confirm'))
      ?.text.match(/\/auto-replace\/pay\/([\w-]{12})/)?.[1];
    expect(code).toBeTruthy();
    return { customer, plan, hers, payPath: `/subscription-payments/${code}` };
  }

  it('gives the pay page the client secret, then places one order once Stripe says succeeded', async () => {
    const { customer, hers, payPath } = await heldForAuthentication(
      RECORDED_OFF_SESSION_INTENT.id,
      RECORDED_CARD_METHOD.id,
    );

    const waiting = { status: 200, body: { ...RECORDED_AUTHENTICATION_INTENT, ...hers } };
    answers.push(waiting);
    const view = await api().call('GET', payPath);
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toMatchObject({
      state: 'open',
      canAuthenticate: true,
      authentication: {
        clientSecret: RECORDED_AUTHENTICATION_INTENT.client_secret,
        publishableKey: 'pk_test_recorded',
        paymentMethodRef: 'pm_1QxRecordedSaved',
      },
    });
    expect(stripe.sent.at(-1)?.url).toContain(
      `/v1/payment_intents/${RECORDED_AUTHENTICATION_INTENT.id}`,
    );

    // Posted before the browser's confirmation went through: nothing is placed, the page stays.
    answers.push(waiting, waiting);
    const early = await api().call('POST', payPath, undefined, { authenticated: true });
    expect(early.statusCode).toBe(200);
    expect(early.json().data).toMatchObject({ state: 'open', canAuthenticate: true });

    const succeeded = { status: 200, body: { ...RECORDED_OFF_SESSION_INTENT, ...hers } };
    // Read once to confirm the authentication, once when the order is placed.
    answers.push(succeeded, succeeded);
    const paid = await api().call('POST', payPath, undefined, { authenticated: true });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ state: 'paid', authentication: null });
    expect(answers).toHaveLength(0);
    const asked = stripe.sent.length;
    const again = await api().call('POST', payPath, undefined, { authenticated: true });
    expect(again.json().data.state).toBe('paid');
    expect(stripe.sent).toHaveLength(asked);
    const placed = await t.db.select().from(orders).where(eq(orders.userId, customer.user.id));
    expect(placed).toHaveLength(1);
    expect(placed[0]?.paymentIntentId).toBe(RECORDED_OFF_SESSION_INTENT.id);
  });

  it('a retry finds the charge authenticated in the browser, and orders it instead of charging again', async () => {
    const intentId = 'pi_3QxRecordedOff02';
    const { customer, plan, hers, payPath } = await heldForAuthentication(
      intentId,
      'pm_1QxRecordedSaved2',
    );
    // The customer passed Stripe's check but the page's post never arrived (tab closed).
    const succeeded = { status: 200, body: { ...RECORDED_OFF_SESSION_INTENT, ...hers } };
    answers.push(succeeded, succeeded);
    const asked = stripe.sent.length;
    const retry = await api().run(
      admin,
      new Date(`${addShopDays(plan.nextChargeOn, 1)}T15:00:00Z`),
    );
    expect(retry.statusCode).toBe(200);
    expect(answers).toHaveLength(0);
    expect(stripe.sent.slice(asked).map((request) => request.method)).toEqual(['GET', 'GET']);
    const placed = await t.db.select().from(orders).where(eq(orders.userId, customer.user.id));
    expect(placed.map((order) => order.paymentIntentId)).toEqual([intentId]);
    const view = await api().call('GET', payPath);
    expect(view.json().data).toMatchObject({ state: 'paid', authentication: null });
  });

  /** Stripe's answer to cancelling an intent that was paid in the meantime. */
  const PAID_MEANWHILE = {
    status: 400,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message:
          'You cannot cancel this PaymentIntent because it has a status of succeeded. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.',
      },
    },
  };

  it('a retry while the customer pays the held charge on a page opened before it: that charge is ordered, no new one made', async () => {
    const intentId = 'pi_3QxRecordedOff04';
    const { customer, plan, hers, payPath } = await heldForAuthentication(
      intentId,
      'pm_1QxRecordedSaved4',
    );
    const waiting = { status: 200, body: { ...RECORDED_AUTHENTICATION_INTENT, ...hers } };
    const succeeded = { status: 200, body: { ...RECORDED_OFF_SESSION_INTENT, ...hers } };
    // Unpaid when the retry looks; paid in the browser before its cancel reaches Stripe.
    answers.push(waiting, PAID_MEANWHILE, succeeded, succeeded);
    const asked = stripe.sent.length;
    const retry = await api().run(
      admin,
      new Date(`${addShopDays(plan.nextChargeOn, 1)}T15:00:00Z`),
    );
    expect(retry.statusCode).toBe(200);
    expect(answers).toHaveLength(0);
    const requests = stripe.sent.slice(asked);
    expect(requests.map((request) => request.method)).toEqual(['GET', 'POST', 'GET', 'GET']);
    expect(requests[1]?.url).toContain(`/v1/payment_intents/${intentId}/cancel`);
    expect(requests[1]?.headers['idempotency-key']).toBe(`cancel-${intentId}`);
    const placed = await t.db.select().from(orders).where(eq(orders.userId, customer.user.id));
    expect(placed.map((order) => order.paymentIntentId)).toEqual([intentId]);
    const view = await api().call('GET', payPath);
    expect(view.json().data).toMatchObject({ state: 'paid', authentication: null });
  });

  it('a retry cancels the unpaid held charge before charging again, so a stale pay page cannot pay it too', async () => {
    const intentId = 'pi_3QxRecordedOff05';
    const { plan, hers } = await heldForAuthentication(intentId, 'pm_1QxRecordedSaved5');
    const waiting = { status: 200, body: { ...RECORDED_AUTHENTICATION_INTENT, ...hers } };
    const canceled = {
      status: 200,
      body: { ...RECORDED_AUTHENTICATION_INTENT, ...hers, status: 'canceled' },
    };
    const again = recordedCardError('authentication_required');
    again.error.payment_intent = {
      ...again.error.payment_intent,
      id: 'pi_3QxRecordedOff05b',
      metadata: hers.metadata,
    };
    answers.push(waiting, canceled, { status: 402, body: again });
    const asked = stripe.sent.length;
    const retry = await api().run(
      admin,
      new Date(`${addShopDays(plan.nextChargeOn, 1)}T15:00:00Z`),
    );
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toMatchObject({ ordered: 0, failed: 1 });
    expect(answers).toHaveLength(0);
    const [looked, cancel, charge] = stripe.sent.slice(asked);
    expect(looked?.method).toBe('GET');
    expect(cancel?.url).toContain(`/v1/payment_intents/${intentId}/cancel`);
    expect(cancel?.headers['idempotency-key']).toBe(`cancel-${intentId}`);
    expect(charge?.url).toMatch(/\/v1\/payment_intents$/);
    expect(charge?.headers['idempotency-key']).toMatch(/:try:2$/);
  });

  /** Stripe's event delivery, signed with the replayed processor's webhook secret. */
  async function deliver(event: object) {
    const payload = JSON.stringify(event);
    const signature = new Stripe('sk_test_recorded').webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_recorded',
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  }

  it("orders a renewal at once when Stripe's payment_intent.succeeded comes before the page's post, and never again", async () => {
    const intentId = 'pi_3QxRecordedOff03';
    const { customer, plan, hers, payPath } = await heldForAuthentication(
      intentId,
      'pm_1QxRecordedSaved3',
    );
    const paidIntent = { ...RECORDED_OFF_SESSION_INTENT, ...hers };
    const event = {
      ...RECORDED_SUCCEEDED_EVENT,
      id: 'evt_3QxRenewal03',
      data: { object: paidIntent },
    };
    // Read once when the order is placed.
    answers.push({ status: 200, body: paidIntent });
    const delivered = await deliver(event);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().data).toEqual({ received: true, duplicate: false });
    expect(answers).toHaveLength(0);
    const ordersOfHers = () =>
      t.db.select().from(orders).where(eq(orders.userId, customer.user.id));
    expect((await ordersOfHers()).map((order) => order.paymentIntentId)).toEqual([intentId]);
    const view = await api().call('GET', payPath);
    expect(view.json().data).toMatchObject({ state: 'paid', authentication: null });

    // Redelivered, a second event of the same intent, the page's post, the next retry: nothing.
    const asked = stripe.sent.length;
    expect((await deliver(event)).json().data).toEqual({ received: true, duplicate: true });
    const again = await deliver({ ...event, id: 'evt_3QxRenewal03_again' });
    expect(again.json().data).toEqual({ received: true, duplicate: false });
    const posted = await api().call('POST', payPath, undefined, { authenticated: true });
    expect(posted.statusCode).toBe(200);
    expect(posted.json().data.state).toBe('paid');
    const retry = await api().run(
      admin,
      new Date(`${addShopDays(plan.nextChargeOn, 1)}T15:00:00Z`),
    );
    expect(retry.statusCode).toBe(200);
    expect(stripe.sent).toHaveLength(asked);
    expect(await ordersOfHers()).toHaveLength(1);
    const mail = await t.db.select().from(outbox).where(eq(outbox.to, customer.user.email));
    expect(mail.filter((row) => row.subject?.endsWith('is confirmed'))).toHaveLength(1);
  });

  it('answers 409 while the pay page or a retry holds the renewal, so Stripe delivers the event again', async () => {
    const intentId = 'pi_3QxRecordedOff06';
    const { customer, hers } = await heldForAuthentication(intentId, 'pm_1QxRecordedSaved6');
    const paidIntent = { ...RECORDED_OFF_SESSION_INTENT, ...hers };
    const event = {
      ...RECORDED_SUCCEEDED_EVENT,
      id: 'evt_3QxRenewal06',
      data: { object: paidIntent },
    };
    // Another request's lease on the cycle, as the page's post or a retry takes it.
    const held = eq(subscriptionCycles.paymentIntentId, intentId);
    const inAMinute = new Date(Date.now() + 60_000);
    await t.db.update(subscriptionCycles).set({ leasedUntil: inAMinute }).where(held);
    const asked = stripe.sent.length;
    const succeeded = async () => {
      const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
      const line = /shop_payments_total\{provider="stripe",outcome="succeeded"\} (\d+)/.exec(
        metrics,
      );
      return Number(line?.[1] ?? 0);
    };
    const countedBefore = await succeeded();
    const busy = await deliver(event);
    expect(busy.statusCode).toBe(409);
    expect(stripe.sent).toHaveLength(asked);

    // That request ended without ordering it (it died): the redelivery orders it.
    await t.db.update(subscriptionCycles).set({ leasedUntil: null }).where(held);
    answers.push({ status: 200, body: paidIntent });
    const redelivered = await deliver(event);
    expect(redelivered.json().data).toEqual({ received: true, duplicate: false });
    const placed = await t.db.select().from(orders).where(eq(orders.userId, customer.user.id));
    expect(placed.map((order) => order.paymentIntentId)).toEqual([intentId]);
    // One payment, counted once: the 409'd delivery is not a second success on /metrics.
    expect(await succeeded()).toBe(countedBefore + 1);
  });
});
