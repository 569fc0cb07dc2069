/**
 * A shopper's order placed through nothing but the client generated from /api/docs/json:
 * openapi-typescript writes `schema.gen.ts` (typed-client.test.ts does, as CI does), tsc
 * checks this file against it, and the test runs it against a listening app.
 */
import createClient from 'openapi-fetch';
import type { components, paths } from './schema.gen.ts';

type Order = components['schemas']['Order'];

/** Fails with the API's own message when an answer is not the success it should be. */
function data<T>(answer: { data?: { data: T }; error?: unknown }, step: string): T {
  if (!answer.data) throw new Error(`${step}: ${JSON.stringify(answer.error)}`);
  return answer.data.data;
}

export async function placeOrder(baseUrl: string, email: string): Promise<Order> {
  const shop = createClient<paths>({ baseUrl });
  const signedUp = await shop.POST('/api/v1/auth/register', {
    body: { name: 'Typed Client', email, password: 'a typed client password' },
  });
  const { token } = data(signedUp, 'register');
  const headers = { authorization: `Bearer ${token}` };

  const products = data(await shop.GET('/api/v1/products', {}), 'products');
  const product = products.find((candidate) => candidate.stock > 0);
  if (!product) throw new Error('products: none in stock');

  const cart = await shop.POST('/api/v1/cart/items', {
    headers,
    body: { productId: product._id, quantity: 1 },
  });
  data(cart, 'cart');

  const address = { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' } as const;
  data(await shop.PUT('/api/v1/users/me', { headers, body: { address } }), 'address');

  const intent = data(
    await shop.POST('/api/v1/payments/create-payment-intent', { headers, body: {} }),
    'intent',
  );
  const card: components['schemas']['CardInput'] = {
    number: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: 2099,
    cvc: '123',
  };
  const paid = await shop.POST('/api/v1/payments/confirm', {
    headers,
    body: { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, card },
  });
  data(paid, 'confirm');

  const mine = data(await shop.GET('/api/v1/orders/myorders', { headers }), 'my orders');
  const [order] = mine;
  if (!order) throw new Error('my orders: the order is not there');
  return order;
}
