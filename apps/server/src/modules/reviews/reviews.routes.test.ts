import {
  NO_DELIVERED_PURCHASE_MESSAGE,
  REVIEW_EXISTS_MESSAGE,
  REVIEW_PAGE_SIZE,
} from '@shop/contract';
import { asc, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { placeOrder, SLOW_MACHINE } from './review-fixtures.ts';

const review = { rating: 5, title: 'Clear water at last', body: 'Fitted in ten minutes.' };

describe('reviews from people who bought (issue 42)', SLOW_MACHINE, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, SLOW_MACHINE.timeout);
  afterAll(() => t.close());
  let buyer: TestUser;
  let owner: TestUser;
  let productId: string;
  let otherId: string;

  beforeAll(async () => {
    const rows = await t.db
      .select({ id: products.id })
      .from(products)
      .where(isNull(products.deletedAt))
      .orderBy(asc(products.sku));
    productId = rows[0]!.id;
    otherId = rows[1]!.id;
    buyer = await createTestUser(t.app, t.db, { name: 'Lina Links' });
    owner = await createTestUser(t.app, t.db, { role: 'admin' });
    await placeOrder(t.db, buyer.id, [productId]);
  });

  const post = (id: string, user: TestUser | undefined, payload: object = review) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/products/${id}/reviews`,
      headers: user?.headers ?? {},
      payload,
    });
  const list = async (id: string, query = '') => {
    const answer = await t.app.inject({ url: `/api/v1/products/${id}/reviews${query}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  };
  const publish = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/reviews/${id}/publish`,
      headers: owner.headers,
    });

  it('needs a signed-in customer', async () => {
    expect((await post(productId, undefined)).statusCode).toBe(401);
  });

  it('answers 403 with the envelope without a delivered purchase', async () => {
    const stranger = await createTestUser(t.app, t.db);
    await placeOrder(t.db, stranger.id, [productId], { status: 'Shipped' });
    const answer = await post(productId, stranger);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({
      success: false,
      message: NO_DELIVERED_PURCHASE_MESSAGE,
      code: 'FORBIDDEN',
    });
    expect((await post(otherId, buyer)).statusCode).toBe(403);
  });

  it('refuses a rating outside 1-5 and a blank title with 400', async () => {
    expect((await post(productId, buyer, { ...review, rating: 6 })).statusCode).toBe(400);
    expect((await post(productId, buyer, { ...review, title: '  ' })).statusCode).toBe(400);
    expect((await post(crypto.randomUUID(), buyer)).statusCode).toBe(404);
  });

  it('takes one review per customer and product, pending until the owner publishes it', async () => {
    const created = await post(productId, buyer);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      ...review,
      status: 'pending',
      author: 'Lina L.',
      reply: null,
    });
    const second = await post(productId, buyer, { ...review, rating: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(REVIEW_EXISTS_MESSAGE);
    expect((await list(productId)).count).toBe(0);
  });

  it('lets the author edit it, which sends it back to moderation', async () => {
    const mine = await t.app.inject({
      url: `/api/v1/products/${productId}/reviews/mine`,
      headers: buyer.headers,
    });
    await publish(mine.json().data._id);
    expect(await list(productId)).toMatchObject({ average: 5, count: 1 });

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/products/${productId}/reviews/mine`,
      headers: buyer.headers,
      payload: { rating: 4, title: 'Good, one leak', body: 'A washer leaked at first.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ rating: 4, status: 'pending' });
    expect(await list(productId)).toMatchObject({ average: 0, count: 0, reviews: [] });
    const product = await t.app.inject({ url: `/api/v1/products/${productId}` });
    expect(product.json().data.rating).toEqual({ average: 0, count: 0 });

    const stranger = await createTestUser(t.app, t.db);
    const notMine = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/products/${productId}/reviews/mine`,
      headers: stranger.headers,
      payload: review,
    });
    expect(notMine.statusCode).toBe(404);
  });

  it('lists published reviews with average, count, distribution, sort, stars and pages', async () => {
    const ratings = [5, 4, 4, 2, 1, 5, 3, 4, 5, 5, 1, 4];
    const ids: string[] = [];
    for (const [index, rating] of ratings.entries()) {
      const customer = await createTestUser(t.app, t.db, { name: `Buyer ${index} Smith` });
      await placeOrder(t.db, customer.id, [otherId]);
      const answer = await post(otherId, customer, { ...review, rating, title: `Review ${index}` });
      ids.push(answer.json().data._id);
    }
    for (const id of ids.slice(0, -1)) await publish(id);

    const first = await list(otherId);
    expect(first.count).toBe(11);
    expect(first.average).toBe(3.5);
    expect(first.distribution).toEqual({ 1: 2, 2: 1, 3: 1, 4: 3, 5: 4 });
    expect(first.reviews).toHaveLength(REVIEW_PAGE_SIZE);
    expect(first.reviews[0].title).toBe('Review 10');
    expect(first.reviews[0].author).toBe('Buyer S.');
    expect((await list(otherId, '?page=2')).reviews.map((r: { title: string }) => r.title)).toEqual(
      ['Review 0'],
    );
    const highest = await list(otherId, '?sort=highest');
    expect(highest.reviews.map((r: { rating: number }) => r.rating).slice(0, 6)).toEqual([
      5, 5, 5, 5, 4, 4,
    ]);
    const lowest = await list(otherId, '?sort=lowest');
    expect(lowest.reviews[0].rating).toBe(1);
    const fours = await list(otherId, '?stars=4');
    expect(fours.total).toBe(3);
    expect(fours.reviews.every((r: { rating: number }) => r.rating === 4)).toBe(true);

    const bad = await t.app.inject({ url: `/api/v1/products/${otherId}/reviews?stars=6` });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/products/nope/reviews' })).statusCode).toBe(404);

    const product = await t.app.inject({ url: `/api/v1/products/${otherId}` });
    expect(product.json().data.rating).toEqual({ average: 3.5, count: 11 });
    const cards = await t.app.inject({ url: '/api/v1/products?sort=rating&limit=100' });
    expect(cards.statusCode).toBe(200);
    const rated = cards
      .json()
      .data.filter((card: { rating: { count: number } }) => card.rating.count > 0);
    expect(rated[0]).toMatchObject({ _id: otherId, rating: { average: 3.5, count: 11 } });
    expect(cards.json().data[0]._id).toBe(otherId);
  });
});
