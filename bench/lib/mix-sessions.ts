/**
 * One visit to the shop, from landing to leaving. The shares follow the usual e-commerce funnel:
 * most visits browse or search and leave, about one in eight puts something in the cart, and
 * about 3% of visits end in an order (a typical conversion rate is 2-3%).
 */
import { randomUUID } from 'node:crypto';
import type { ShopperClient } from './mix-http.ts';
import { type Card, homePage, listingPage, pick, productPage, search } from './mix-pages.ts';

export const SESSION_MIX = [
  {
    kind: 'browse',
    share: 0.55,
    what: 'lands, looks at 1-3 listings, 0-1 product pages after each',
  },
  { kind: 'search', share: 0.3, what: 'lands, searches 1-2 times, opens 1-2 results each time' },
  {
    kind: 'cart',
    share: 0.12,
    what: 'browses or searches, signs up, adds 1-2 products, looks at the cart, leaves',
  },
  { kind: 'buy', share: 0.03, what: 'as cart, then saves an address and pays with 4242' },
] as const;

export type SessionKind = (typeof SESSION_MIX)[number]['kind'];

export interface SessionContext {
  client: ShopperClient;
  /** Every live product id, for visits that land on a product page from a search engine. */
  productIds: string[];
  /** Mean pause between pages (exponential, clamped), in milliseconds. */
  thinkMs: number;
  /** Called once an order is placed, with the units it took from stock. */
  onOrder(units: number): void;
  onCheckoutFailed(reason: string): void;
}

const TEST_CARD = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };
const ADDRESS = { street: '12 Cypress Creek Pkwy', city: 'Cypress', state: 'TX', zip: '77429' };
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

export function chooseSession(): SessionKind {
  let roll = Math.random();
  for (const { kind, share } of SESSION_MIX) {
    roll -= share;
    if (roll < 0) return kind;
  }
  return 'browse';
}

function think(context: SessionContext) {
  const exponential = -Math.log(1 - Math.random()) * context.thinkMs;
  const ms = Math.min(4 * context.thinkMs, Math.max(0.2 * context.thinkMs, exponential));
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The first page of the visit: home half the time, else a listing or a product page. */
async function land(context: SessionContext): Promise<Card[]> {
  const roll = Math.random();
  if (roll < 0.5) return homePage(context.client, true);
  if (roll < 0.75) return listingPage(context.client, true);
  const { product, parts } = await productPage(context.client, pick(context.productIds), true);
  return [product, ...parts];
}

/** Looks around (listings or searches) and opens a few product pages; returns what was seen. */
async function lookAround(context: SessionContext, searching: boolean): Promise<Card[]> {
  const seen = await land(context);
  const rounds = searching ? between(1, 2) : between(1, 3);
  for (let round = 0; round < rounds; round++) {
    await think(context);
    const found = searching
      ? await search(context.client)
      : await listingPage(context.client, false);
    seen.push(...found);
    const opened = Math.min(found.length, between(searching ? 1 : 0, searching ? 2 : 1));
    for (let page = 0; page < opened; page++) {
      await think(context);
      const { product, parts } = await productPage(context.client, pick(found)._id, false);
      seen.push(product, ...parts);
    }
  }
  return seen;
}

async function signUp(context: SessionContext) {
  const { client } = context;
  const email = `mix-${randomUUID()}@example.com`;
  const password = `clear-${randomUUID()}`;
  await client.send('sign-up', 'POST', '/api/v1/auth/register', {
    body: { name: 'Mix Shopper', email, password },
  });
  const { token } = await client.json<{ token: string }>('sign-in', 'POST', '/api/v1/auth/login', {
    body: { credential: email, password },
  });
  client.token = token;
  await Promise.all([client.get('me', '/api/v1/users/me'), client.get('cart', '/api/v1/cart')]);
}

/** Adds 1-2 products the shopper saw (quantity 1-2 each), then opens the cart page. */
async function fillCart(context: SessionContext, seen: Card[]) {
  const buyable = seen.filter((card) => card.price > 0 && (card.stock ?? 1) > 0);
  const products = new Set(Array.from({ length: between(1, 2) }, () => pick(buyable)._id));
  for (const productId of products) {
    await think(context);
    await context.client.send('cart-add', 'POST', '/api/v1/cart/items', {
      body: { productId, quantity: between(1, 2) },
    });
  }
  await think(context);
  await context.client.get('cart', '/api/v1/cart');
}

/** Shipping details, then the checkout page: cart, quote, intent, card, order, order history. */
async function checkout(context: SessionContext) {
  const { client } = context;
  await client.send('me-address', 'PUT', '/api/v1/users/me', { body: { address: ADDRESS } });
  await think(context);
  await client.get('cart', '/api/v1/cart');
  const quote = await client.json<{ items: Array<{ productId: string; quantity: number }> }>(
    'quote',
    'POST',
    '/api/v1/checkout/quote',
    { body: {} },
  );
  const items = quote.items.map(({ productId, quantity }) => ({ productId, quantity }));
  const intent = await client.json<{ paymentIntentId: string; clientSecret: string }>(
    'payment-intent',
    'POST',
    '/api/v1/payments/create-payment-intent',
    { body: { items, checkoutId: randomUUID(), fromCart: true } },
  );
  await think(context);
  const { paymentIntentId, clientSecret } = intent;
  await client.send('payment-confirm', 'POST', '/api/v1/payments/confirm', {
    body: { paymentIntentId, clientSecret, card: TEST_CARD },
  });
  const order = await client.json<{ orderItems: Array<{ quantity: number }> }>(
    'order',
    'POST',
    '/api/v1/orders',
    {
      body: {
        orderItems: items,
        paymentIntentId,
        paymentMethod: 'Card (test mode)',
        fromCart: true,
      },
    },
  );
  context.onOrder(order.orderItems.reduce((sum, item) => sum + item.quantity, 0));
  await Promise.all([
    client.get('cart', '/api/v1/cart'),
    client.get('my-orders', '/api/v1/orders/myorders'),
  ]);
}

export async function runSession(kind: SessionKind, context: SessionContext) {
  const seen = await lookAround(
    context,
    kind === 'search' || (kind !== 'browse' && Math.random() < 0.4),
  );
  if (kind === 'browse' || kind === 'search') return;
  await think(context);
  await signUp(context);
  await fillCart(context, seen);
  if (kind !== 'buy') return;
  await think(context);
  try {
    await checkout(context);
  } catch (error) {
    context.onCheckoutFailed(error instanceof Error ? error.message : String(error));
    throw error;
  }
}
