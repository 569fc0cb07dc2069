import { asc, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { placeOrder, SLOW_MACHINE } from './review-fixtures.ts';

describe('the review queue (issue 42)', SLOW_MACHINE, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, SLOW_MACHINE.timeout);
  afterAll(() => t.close());
  let owner: TestUser;
  let support: TestUser;
  let fulfilment: TestUser;
  let productId: string;

  beforeAll(async () => {
    const [row] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(isNull(products.deletedAt))
      .orderBy(asc(products.sku))
      .limit(1);
    productId = row!.id;
    owner = await createTestUser(t.app, t.db, { role: 'admin' });
    support = await createTestUser(t.app, t.db, { staffRole: 'support' });
    fulfilment = await createTestUser(t.app, t.db, { staffRole: 'fulfilment' });
  });

  async function reviewBy(name: string, words: { title: string; body: string }, rating = 4) {
    const buyer = await createTestUser(t.app, t.db, { name });
    await placeOrder(t.db, buyer.id, [productId]);
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/v1/products/${productId}/reviews`,
      headers: buyer.headers,
      payload: { rating, ...words },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data._id as string;
  }
  const queue = async (query: string, user = owner) => {
    const answer = await t.app.inject({
      url: `/api/v1/admin/reviews${query}`,
      headers: user.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  };
  const act = (id: string, action: string, user = owner, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/reviews/${id}/${action}`,
      headers: user.headers,
      ...(payload && { payload }),
    });
  const published = async () =>
    (await t.app.inject({ url: `/api/v1/products/${productId}/reviews` })).json().data;

  it('holds back a review with a link or an e-mail address, saying why', async () => {
    const linked = await reviewBy('Sam Spam', {
      title: 'Cheaper elsewhere',
      body: 'Buy it at https://cheap-filters.example/deal',
    });
    const mailed = await reviewBy('Eve Mail', {
      title: 'Ask me',
      body: 'Write to eve@example.com for tips',
    });
    const clean = await reviewBy('Ann Clean', { title: 'Works', body: 'Soft water since May.' });
    const pending = await queue('?status=pending');
    const reasons = Object.fromEntries(
      pending.items.map((item: { _id: string; heldReason: string | null }) => [
        item._id,
        item.heldReason,
      ]),
    );
    expect(reasons).toEqual({
      [linked]: 'Contains a link.',
      [mailed]: 'Contains an e-mail address.',
      [clean]: null,
    });
    expect(pending.total).toBe(3);
    expect(pending.items[0]).toMatchObject({
      _id: clean,
      product: { _id: productId },
      customer: { name: 'Ann Clean' },
      status: 'pending',
    });
    expect((await published()).count).toBe(0);
  });

  it('publishes, hides and replies; the product page shows only published reviews', async () => {
    const id = await reviewBy('Pia Reply', { title: 'Great', body: 'Easy to fit.' }, 5);
    const done = await act(id, 'publish');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.status).toBe('published');
    const replied = await act(id, 'reply', support, { body: 'Thank you, Pia!' });
    expect(replied.statusCode, replied.body).toBe(200);
    const shown = await published();
    expect(shown).toMatchObject({ average: 5, count: 1 });
    expect(shown.reviews[0]).toMatchObject({
      _id: id,
      author: 'Pia R.',
      reply: { body: 'Thank you, Pia!' },
    });
    expect((await queue('?status=published')).items.map((r: { _id: string }) => r._id)).toEqual([
      id,
    ]);

    expect((await act(id, 'hide')).json().data.status).toBe('hidden');
    expect(await published()).toMatchObject({ count: 0, reviews: [] });
    const product = await t.app.inject({ url: `/api/v1/products/${productId}` });
    expect(product.json().data.rating).toEqual({ average: 0, count: 0 });
    expect((await queue('?status=hidden')).total).toBe(1);

    // Each moderation is signed in the audit log, on the review, by whoever did it.
    const log = await t.app.inject({
      url: '/api/v1/admin/audit?action=reviews:moderate',
      headers: owner.headers,
    });
    const signed = log
      .json()
      .data.items.filter((entry: { target: { id: string } }) => entry.target.id === id)
      .map((entry: { actor: { email: string }; target: { kind: string } }) => [
        entry.actor.email,
        entry.target.kind,
      ]);
    expect(signed).toEqual([
      [owner.email, 'review'],
      [support.email, 'review'],
      [owner.email, 'review'],
    ]);
  });

  it('answers 404 for an unknown review and 400 for an empty reply', async () => {
    expect((await act(crypto.randomUUID(), 'publish')).statusCode).toBe(404);
    expect((await act('not-an-id', 'hide')).statusCode).toBe(404);
    const id = await reviewBy('Rae Blank', { title: 'Fine', body: 'Fine.' });
    expect((await act(id, 'reply', owner, { body: ' ' })).statusCode).toBe(400);
  });

  it('is the staff with reviews:read and reviews:moderate only', async () => {
    const denied = await t.app.inject({
      url: '/api/v1/admin/reviews',
      headers: fulfilment.headers,
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().success).toBe(false);
    const customer = await createTestUser(t.app, t.db);
    expect(
      (await t.app.inject({ url: '/api/v1/admin/reviews', headers: customer.headers })).statusCode,
    ).toBe(403);
    const id = await reviewBy('Zed Staff', { title: 'OK', body: 'OK.' });
    expect((await act(id, 'publish', fulfilment)).statusCode).toBe(403);
    expect((await queue('', support)).total).toBeGreaterThan(0);
  });
});
