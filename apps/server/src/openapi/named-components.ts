import type { SwaggerTransformObject } from '@fastify/swagger';
import {
  AddressSchema,
  ApiErrorSchema,
  CardInputSchema,
  CartSchema,
  ErrorCodeSchema,
  OrderItemSchema,
  OrderSchema,
  PageInfoSchema,
  PartSummarySchema,
  ProductCardSchema,
  ProductSchema,
  RecordedAddressSchema,
  SavedPaymentMethodSchema,
  ShipmentSchema,
  StoredAddressSchema,
  SubscriptionCardSchema,
  SubscriptionEventSchema,
  SubscriptionSchema,
  UserSchema,
} from '@shop/contract';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The shapes that recur across operations, by the name a generated client gives their type. The
 * document is built from each route's own zod schemas, all inlined; `nameComponents` then puts
 * each of these once under components.schemas and refers to it wherever it appears.
 */
export const NAMED_SCHEMAS: Record<string, z.ZodType> = {
  ApiError: ApiErrorSchema,
  ErrorCode: ErrorCodeSchema,
  PageInfo: PageInfoSchema,
  Address: AddressSchema,
  RecordedAddress: RecordedAddressSchema,
  StoredAddress: StoredAddressSchema,
  User: UserSchema,
  Product: ProductSchema,
  ProductCard: ProductCardSchema,
  PartSummary: PartSummarySchema,
  Cart: CartSchema,
  Order: OrderSchema,
  OrderItem: OrderItemSchema,
  Shipment: ShipmentSchema,
  Plan: SubscriptionSchema,
  PlanEvent: SubscriptionEventSchema,
  PlanCard: SubscriptionCardSchema,
  Card: SavedPaymentMethodSchema,
  CardInput: CardInputSchema,
};

type Json = Record<string, unknown>;
const REF = '#/components/schemas/';

/**
 * What @fastify/swagger does to a route's JSON Schema on its way into the document: no `$id` or
 * `$schema`, and `const` as a one-value `enum` (for Swagger UI).
 */
function asInDocument(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(asInDocument);
  if (!node || typeof node !== 'object') return node;
  const { $id: _id, $schema: _dialect, ...rest } = node as Json;
  const out: Json = {};
  for (const [key, value] of Object.entries(rest)) {
    if (key === 'const') out.enum = [value];
    else if (key === 'properties') {
      const properties = Object.entries(value as Json);
      out.properties = Object.fromEntries(properties.map(([name, v]) => [name, asInDocument(v)]));
    } else out[key] = asInDocument(value);
  }
  return out;
}

/** A schema as the routes' transform writes it: as a request body (input) or an answer. */
function jsonOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  const part = io === 'input' ? { body: schema } : { response: { 200: schema } };
  const input = { schema: part, url: '/', route: {} as RouteOptions };
  const { schema: out } = jsonSchemaTransform({ ...input, openapiObject: { openapi: '3.1.0' } });
  const json = io === 'input' ? out.body : (out.response as Record<number, unknown>)[200];
  return asInDocument(json) as Json;
}

/** Two schemas are the same shape when they differ at most in their own description. */
function shapeKey(node: Json): string {
  const { description: _said, ...shape } = node;
  return JSON.stringify(shape, (_key, value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

/** The named shapes by shape key; an input differing from its answer is `<Name>Input`. */
function namedShapes(): { byKey: Map<string, string>; bodies: Record<string, Json> } {
  const byKey = new Map<string, string>();
  const bodies: Record<string, Json> = {};
  for (const [name, schema] of Object.entries(NAMED_SCHEMAS)) {
    for (const [io, id] of [
      ['output', name],
      ['input', `${name}Input`],
    ] as const) {
      const body = jsonOf(schema, io);
      const key = shapeKey(body);
      if (byKey.has(key)) continue;
      byKey.set(key, id);
      bodies[id] = body;
    }
  }
  return { byKey, bodies };
}

/** Replaces, top-down, every subschema of `node` shaped like a named one (not `node` itself). */
function refer(node: unknown, byKey: Map<string, string>, isRoot = true): unknown {
  if (Array.isArray(node)) return node.map((item) => refer(item, byKey, false));
  if (!node || typeof node !== 'object') return node;
  const object = node as Json;
  const name = isRoot ? undefined : byKey.get(shapeKey(object));
  if (name) {
    const description = object.description;
    return typeof description === 'string'
      ? { $ref: `${REF}${name}`, description }
      : { $ref: `${REF}${name}` };
  }
  return Object.fromEntries(
    Object.entries(object).map(([key, value]) => [key, refer(value, byKey, false)]),
  );
}

/** The names `node` refers to. */
function refsIn(node: unknown): string[] {
  return [...JSON.stringify(node).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map(
    (match) => match[1] as string,
  );
}

/**
 * The docs' transformObject, after the others: named components for the shapes that recur,
 * `$ref`s to them, and only those some operation uses. An input shape whose answer shape is not
 * used keeps the plain name (CardInput rather than CardInputInput).
 */
export const nameComponents =
  (next: SwaggerTransformObject): SwaggerTransformObject =>
  (input) => {
    const document = next(input) as Json & { paths?: Json; components?: Json };
    const { byKey, bodies } = namedShapes();
    const paths = refer(document.paths ?? {}, byKey, false) as Json;
    const schemas: Record<string, Json> = {};
    for (const [name, body] of Object.entries(bodies)) schemas[name] = refer(body, byKey) as Json;
    const used = new Set<string>();
    const pending = refsIn(paths);
    while (pending.length > 0) {
      const name = pending.pop() as string;
      if (used.has(name) || !schemas[name]) continue;
      used.add(name);
      pending.push(...refsIn(schemas[name]));
    }
    const renamed = new Map<string, string>();
    for (const name of used) {
      const plain = name.replace(/Input$/, '');
      renamed.set(name, name !== plain && !used.has(plain) ? plain : name);
    }
    const rename = (node: unknown) =>
      JSON.parse(
        JSON.stringify(node).replace(
          /"#\/components\/schemas\/([^"]+)"/g,
          (_match, name: string) => `"${REF}${renamed.get(name) ?? name}"`,
        ),
      );
    const components = (document.components ?? {}) as Json;
    const named = Object.fromEntries(
      [...used].sort().map((name) => [renamed.get(name), rename(schemas[name])]),
    );
    return {
      ...document,
      paths: rename(paths),
      components: { ...components, schemas: { ...(components.schemas as Json), ...named } },
    };
  };
