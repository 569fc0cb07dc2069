import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { call, type ServerProcess } from './server-process.ts';

export const TEST_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };

/** What a product of createProduct has in stock. */
export const PRODUCT_STOCK = 10;

/** A product the owner adds over the API, PRODUCT_STOCK in stock: its id. */
export async function createProduct(
  server: ServerProcess,
  owner: string,
  name: string,
  price = 25,
) {
  const made = await call(server, 'POST', '/products', owner, {
    name,
    sku: `CRASH-${randomUUID().slice(0, 8)}`,
    price,
    stock: PRODUCT_STOCK,
    category: 'residential',
    description: `${name}, for a test that kills the server.`,
  });
  expect(made.status, made.message).toBe(201);
  return made.data._id as string;
}

export const CUSTOMER = {
  name: 'Casey Customer',
  email: 'casey@example.com',
  password: 'a customer of a server that is killed',
};

/** CUSTOMER signs up and gives a Texas address: their token and id. */
export async function registerCustomer(server: ServerProcess) {
  const registered = await call(server, 'POST', '/auth/register', undefined, CUSTOMER);
  expect(registered.status, registered.message).toBe(201);
  const token = registered.data.token as string;
  const address = { street: '1 Main St', city: 'Cypress', state: 'TX', zip: '77433' };
  expect((await call(server, 'PUT', '/users/me', token, { address })).status).toBe(200);
  return { token, id: registered.data.user._id as string };
}

/** The customer pays for `items` with the test card; the owner ships and delivers: the order's id. */
export async function deliveredOrder(
  server: ServerProcess,
  owner: string,
  customer: string,
  items: Array<{ productId: string; quantity: number }>,
) {
  const intent = await call(server, 'POST', '/payments/create-payment-intent', customer, {
    items,
    checkoutId: randomUUID(),
  });
  expect(intent.status, intent.message).toBe(200);
  const paid = await call(server, 'POST', '/payments/confirm', customer, {
    ...intent.data,
    card: TEST_CARD,
  });
  expect(paid.status, paid.message).toBe(200);
  const [order] = (await call(server, 'GET', '/orders/myorders', customer)).data as Array<{
    _id: string;
  }>;
  const orderId = order?._id ?? '';
  const shipped = await call(server, 'POST', `/admin/orders/${orderId}/ship`, owner, {
    carrier: 'UPS',
    trackingNumber: '1Z999AA10123456784',
  });
  expect(shipped.status, shipped.message).toBe(200);
  const delivered = await call(server, 'POST', `/admin/orders/${orderId}/deliver`, owner);
  expect(delivered.status, delivered.message).toBe(200);
  return orderId;
}

/** The subjects of the messages in the outbox that contain `text`. */
export async function mailed(server: ServerProcess, owner: string, text: string) {
  const outbox = await call(server, 'GET', '/admin/outbox', owner);
  return (outbox.data.items as Array<{ subject: string | null }>)
    .map((mail) => mail.subject ?? '')
    .filter((subject) => subject.includes(text));
}
