import { INT4_MAX, MAX_DOLLARS } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestUser, type TestUser } from '../test/test-users.ts';

type JsonSchema = {
  type?: string | string[];
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  multipleOf?: number;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Operation = {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

/** Every number a client can send, with where it sits ('PUT /trackers body.houseData.tds'). */
function numbersIn(schema: JsonSchema, at: string): { at: string; schema: JsonSchema }[] {
  const types = [schema.type ?? []].flat();
  const own = types.includes('integer') || types.includes('number') ? [{ at, schema }] : [];
  const nested = [
    ...Object.entries(schema.properties ?? {}).map(([key, inner]) =>
      numbersIn(inner, `${at}.${key}`),
    ),
    ...(schema.items ? [numbersIn(schema.items, `${at}[]`)] : []),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].map((inner) =>
      numbersIn(inner, at),
    ),
  ];
  return [...own, ...nested.flat()];
}

/** Why a number could reach a column it does not fit, or null when its bounds keep it in. */
function unbounded({ schema }: { schema: JsonSchema }): string | null {
  if (schema.enum) return null;
  const low = schema.minimum ?? schema.exclusiveMinimum;
  if (low === undefined || schema.maximum === undefined) return 'no minimum or maximum';
  if ([schema.type].flat().includes('integer')) {
    return low >= -INT4_MAX && schema.maximum <= INT4_MAX ? null : 'past an integer column';
  }
  // Money and readings: at most MAX_DOLLARS, so even as cents they fit an integer column.
  return schema.maximum <= MAX_DOLLARS ? null : `above ${MAX_DOLLARS}`;
}

describe('numbers in requests', () => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await createTestUser(t.app, t.db);
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
  });
  afterAll(() => t.close());

  it('hardening 30.8: every number of every body, query and path is bounded to fit its column', () => {
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const numbers = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).flatMap(([method, operation]) => {
        const where = `${method.toUpperCase()} ${path}`;
        return [
          ...Object.values(operation.requestBody?.content ?? {}).flatMap(({ schema }) =>
            numbersIn(schema, `${where} body`),
          ),
          ...(operation.parameters ?? []).flatMap((parameter) =>
            numbersIn(parameter.schema, `${where} ${parameter.in}.${parameter.name}`),
          ),
        ];
      }),
    );
    expect(numbers.length).toBeGreaterThan(40);
    const wrong = numbers.flatMap((number) => {
      const why = unbounded(number);
      return why ? [`${number.at}: ${why}`] : [];
    });
    expect(wrong).toEqual([]);
    const money = numbers.filter(({ at }) => /\b(price|amount|minSubtotal)$/.test(at));
    expect(money.length).toBeGreaterThan(3);
    expect(money.filter(({ schema }) => schema.multipleOf !== 0.01)).toEqual([]);
  });

  const send = (method: string, url: string, as: TestUser, payload: object) =>
    t.app.inject({ method: method as 'PUT', url: `/api/v1${url}`, headers: as.headers, payload });

  it('hardening 30.8: a household count or shower time past its column answers 400 naming it in words', async () => {
    const houseData = {
      zip: '78701',
      peopleNumber: 2,
      petsNumber: 0,
      waterType: 'Municipal',
      showerTime: 10,
    };
    for (const [field, value, label] of [
      ['petsNumber', 2_147_483_648, 'Pets'],
      ['peopleNumber', 2_147_483_648, 'People'],
      ['showerTime', 1e12, 'Shower time'],
      ['showerTime', 7.5, 'Shower time'],
      ['tds', 1e300, 'TDS'],
    ] as const) {
      const res = await send('PUT', '/trackers', customer, {
        houseData: { ...houseData, [field]: value },
      });
      expect(res.statusCode, `${field} ${value}`).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${label} must be `));
    }
    const saved = await send('PUT', '/trackers', customer, { houseData });
    expect(saved.statusCode).toBe(200);
  });

  it('hardening 30.8: a fixed discount of a tenth of a cent or of $30,000,000 answers 400 naming the value', async () => {
    const fixed = { code: 'BOUNDS', kind: 'fixed', value: 5 };
    const created = await send('POST', '/admin/discounts', admin, fixed);
    expect(created.statusCode).toBe(200);
    const url = `/admin/discounts/${created.json().data._id}`;
    for (const value of [0.001, 30_000_000]) {
      for (const [method, path] of [
        ['POST', '/admin/discounts'],
        ['PUT', url],
      ] as const) {
        const res = await send(method, path, admin, { ...fixed, code: 'BOUNDS2', value });
        expect(res.statusCode, `${method} ${value}`).toBe(400);
        expect(res.json().message).toMatch(/^value: /);
      }
    }
    const bigMinimum = await send('POST', '/admin/discounts', admin, {
      ...fixed,
      code: 'BOUNDS3',
      minSubtotal: 30_000_000,
    });
    expect(bigMinimum.json().message).toMatch(/^minSubtotal: /);
  });
});
