/**
 * Gives a running demo server (not production: the demo admin signs in with a password alone) a
 * product with published reviews, for Lighthouse's product page with reviews (issue 42):
 * BENCH_REVIEWS buyers (default 6) each buy the catalogue's first product, the owner ships and
 * delivers, each writes a review with a rating from 5 down to 2, and the owner publishes them and
 * answers one. Prints the product page's path.
 *   BENCH_URL=http://localhost:3000 npx tsx bench/reviewed-product.ts
 *   BENCH_URL=http://localhost:3000 BENCH_PAGES=/product/<id> npx tsx bench/lighthouse.ts
 */

const BASE = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 6);
const ADMIN = { credential: 'admin@clearspring.test', password: 'clearspring-demo-admin' };
const ADDRESS = { street: '12 Elm St', city: 'Cypress', state: 'TX', zip: '77429' };
const WORDS = [
  ['Clearer water in a week', 'Easy to swap in. The chlorine taste is gone and the flow is good.'],
  ['Does what it says', 'Fitted in ten minutes with the wrench from the box. No leaks since.'],
  ['Good, but order two', 'Works well; I wish the reminder had come a week earlier for me.'],
  ['Fine for our well', 'The sediment stage clogs faster than the label says on our well water.'],
] as const;

async function api<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${BASE}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T; message?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
  return answer.data;
}

const signIn = async (credential: string, password: string) =>
  (await api<{ token: string }>('POST', '/auth/login', undefined, { credential, password })).token;

async function main() {
  const owner = await signIn(ADMIN.credential, ADMIN.password);
  const [product] = await api<{ _id: string; name: string }[]>('GET', '/products?limit=1');
  if (!product) throw new Error('The catalogue is empty.');
  const items = [{ productId: product._id, quantity: 1 }];
  const reviewIds: string[] = [];
  for (let index = 0; index < REVIEWS; index += 1) {
    const email = `reviewer-${Date.now().toString(36)}-${index}@example.com`;
    const password = 'a reviewer of the bench';
    await api('POST', '/auth/register', undefined, { name: `Rae Viewer${index}`, email, password });
    const token = await signIn(email, password);
    await api('PUT', '/users/me', token, { address: ADDRESS });
    const intent = await api<{ paymentIntentId: string; clientSecret: string }>(
      'POST',
      '/payments/create-payment-intent',
      token,
      { items },
    );
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };
    await api('POST', '/payments/confirm', token, { ...intent, card });
    const order = await api<{ _id: string }>('POST', '/orders', token, {
      orderItems: items,
      paymentIntentId: intent.paymentIntentId,
    });
    const shipment = { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' };
    await api('POST', `/admin/orders/${order._id}/ship`, owner, shipment);
    await api('POST', `/admin/orders/${order._id}/deliver`, owner, {});
    const [title, body] = WORDS[index % WORDS.length] ?? WORDS[0];
    const review = await api<{ _id: string }>('POST', `/products/${product._id}/reviews`, token, {
      rating: 5 - (index % 4),
      title,
      body,
    });
    reviewIds.push(review._id);
  }
  for (const id of reviewIds) await api('POST', `/admin/reviews/${id}/publish`, owner);
  if (reviewIds[0]) {
    await api('POST', `/admin/reviews/${reviewIds[0]}/reply`, owner, {
      body: 'Thank you! Swap it again in six months.',
    });
  }
  console.log(`/product/${product._id}  (${product.name}, ${reviewIds.length} reviews published)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
