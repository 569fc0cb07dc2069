import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestUser, type TestUser } from '../test/test-users.ts';

const ROLE_REFUSAL = "The signed-in user's staff role does not allow this";

type Operation = {
  security?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
};

/**
 * Every operation of the published document, called as a stranger and as a customer with a body
 * no route accepts: what it answers is what its auth hook does, so the document cannot drift.
 */
describe('protected routes as a client sees them', () => {
  let t: TestApp;
  let customer: TestUser;
  let operations: { method: string; path: string; url: string; operation: Operation }[];
  beforeAll(async () => {
    t = await createTestApp();
    customer = await createTestUser(t.app, t.db);
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        url: path.replace(/\{[^}]+\}/g, crypto.randomUUID()),
        operation,
      })),
    );
  });
  afterAll(() => t.close());

  const callWithBadBody = (method: string, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: method as 'POST',
      url,
      headers,
      ...(method === 'GET' || method === 'DELETE'
        ? {}
        : { payload: { houseData: 5, address: 5, quantity: 'many', code: [] } }),
    });

  it('hardening 30.12: signed out, every protected route answers 401 before looking at the body', async () => {
    const wrong: string[] = [];
    let protectedCount = 0;
    for (const { method, path, url, operation } of operations) {
      const res = await callWithBadBody(method, url);
      const needsToken = (operation.security ?? []).length > 0;
      if (needsToken) protectedCount += 1;
      if ((res.statusCode === 401) !== needsToken)
        wrong.push(`${method} ${path} ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(protectedCount).toBeGreaterThan(40);
  });

  it('hardening 30.9: routes that need a token declare security and document 401, and 403 where a role applies', async () => {
    const wrong: string[] = [];
    for (const { method, path, url, operation } of operations) {
      const label = `${method} ${path}`;
      const documented = Object.keys(operation.responses);
      const anonymous = await callWithBadBody(method, url);
      const declaresToken = JSON.stringify(operation.security) === '[{"bearerAuth":[]}]';
      if (anonymous.statusCode === 401 && !(declaresToken && documented.includes('401'))) {
        wrong.push(`${label}: 401 without security or its 401`);
      }
      // Logging out everywhere ends the caller's sessions: a customer of its own calls it.
      const caller = path.endsWith('/auth/sign-out-everywhere')
        ? await createTestUser(t.app, t.db)
        : customer;
      const asCustomer = await callWithBadBody(method, url, caller.headers);
      // A role's 403 comes before the body is read; a rule's (only buyers review) after it.
      const roleRefusal =
        (operation.responses['403'] as { description?: string } | undefined)?.description ===
        ROLE_REFUSAL;
      const refused = asCustomer.statusCode === 403;
      if (refused ? !documented.includes('403') : roleRefusal) {
        wrong.push(`${label}: a customer gets ${asCustomer.statusCode}, documented ${documented}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
