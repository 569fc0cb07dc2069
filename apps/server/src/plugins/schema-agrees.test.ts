import { TrackerFormDataSchema, US_STATES } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestUser, type TestUser } from '../test/test-users.ts';

type Schema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  pattern?: string;
  multipleOf?: number;
  minimum?: number;
  maximum?: number;
  required?: string[];
  properties?: Record<string, Schema>;
  oneOf?: Schema[];
  anyOf?: Schema[];
};
type Operation = {
  parameters?: { name: string; schema: Schema }[];
  requestBody: { content: { 'application/json': { schema: Schema } } };
};

/** What the published document tells a client, next to what the server does with it. */
describe('the schema and the server agree', () => {
  let t: TestApp;
  let customer: TestUser;
  let paths: Record<string, Record<string, Operation>>;
  let components: Record<string, Schema>;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await createTestUser(t.app, t.db);
    const document = t.app.swagger() as unknown as {
      paths: typeof paths;
      components: { schemas: typeof components };
    };
    paths = document.paths;
    components = document.components.schemas;
  });
  afterAll(() => t.close());

  const bodyOf = (path: string, method: string) =>
    paths[`/api/v1${path}`]?.[method]?.requestBody.content['application/json'].schema as Schema;
  const send = (method: string, url: string, payload: object) =>
    t.app.inject({
      method: method as 'PUT',
      url: `/api/v1${url}`,
      headers: customer.headers,
      payload,
    });

  it('hardening 30.11: the document shows the constraints the server holds a body to', () => {
    // The address is a named component (Address), referred to by `$ref`.
    const address = bodyOf('/users/me', 'put').properties?.address;
    const named = address?.$ref ? components[address.$ref.split('/').pop() as string] : address;
    const state = named?.properties?.state;
    expect(state?.enum).toEqual(Object.keys(US_STATES));
    expect(bodyOf('/products', 'post').properties?.price?.multipleOf).toBe(0.01);
    const kinds = bodyOf('/admin/discounts', 'post').oneOf ?? [];
    const percentage = kinds.find((kind) => kind.properties?.kind?.enum?.includes('percentage'));
    expect(percentage?.properties?.value).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 100,
    });
    const fixed = kinds.find((kind) => kind.properties?.kind?.enum?.includes('fixed'));
    expect(fixed?.properties?.value).toMatchObject({ multipleOf: 0.01 });
    const zip = paths['/api/v1/waterquality/tds']?.get?.parameters?.find((p) => p.name === 'zip');
    expect(zip?.schema.pattern).toBe('^\\d{5}$');
  });

  it('hardening 30.11: the water source is written one way everywhere and read in either case', async () => {
    const houseData = bodyOf('/trackers', 'put').properties?.houseData;
    const waterSource = bodyOf('/trackers/tracked-products', 'post').properties?.additionalData
      ?.properties?.waterSource;
    expect(houseData?.properties?.waterType?.enum).toEqual(['Municipal', 'Well', 'Other']);
    expect(waterSource?.enum).toEqual(['Municipal', 'Well', 'Other']);
    expect(TrackerFormDataSchema.parse({ waterSource: 'municipal' }).waterSource).toBe('Municipal');
    expect(TrackerFormDataSchema.parse({ waterSource: 'Well' }).waterSource).toBe('Well');
    const saved = await send('PUT', '/trackers', {
      houseData: { zip: '78701', peopleNumber: 2, petsNumber: 0, waterType: 'well', showerTime: 8 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ waterType: 'Well', tds: null, hardness: null });
  });

  it('hardening 30.11: PUT /trackers documents tds and hardness as optional, as the server takes them', () => {
    const houseData = bodyOf('/trackers', 'put').properties?.houseData;
    expect(houseData?.required).not.toContain('hardness');
    expect(houseData?.required).not.toContain('tds');
    expect(houseData?.required).toEqual(
      expect.arrayContaining(['zip', 'peopleNumber', 'petsNumber', 'waterType', 'showerTime']),
    );
  });

  it('hardening 30.11: a state is read in any case and refused off the list', async () => {
    const address = { street: '1 Main St', city: 'Austin', zip: '78701' };
    const lower = await send('PUT', '/users/me', { address: { ...address, state: ' tx ' } });
    expect(lower.statusCode).toBe(200);
    expect(lower.json().data.address.state).toBe('TX');
    const spelled = await send('PUT', '/users/me', { address: { ...address, state: 'Texas' } });
    expect(spelled.statusCode).toBe(400);
    expect(spelled.json().message).toBe('address.state: Choose a US state (or DC) from the list.');
  });
});
