import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { productBySku } from '../trackers/tracker-fixtures.ts';

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createTestUser(t.app, t.db, { staffRole: 'owner' });
});
afterAll(() => t.close());

const get = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/products/${id}` })).json().data;

/** The back office's product form sends every field; `change` is what the owner edited. */
async function save(id: string, change: object) {
  const { _id, partDetails, fitsSystems, ...fields } = await get(id);
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/products/${id}`,
    headers: owner.headers,
    payload: { ...fields, ...change },
  });
}

it('gives the demo systems a warranty and the cartridges none', async () => {
  expect((await get((await productBySku(t.db, 'RO-5S-50')).id)).warrantyYears).toBe(5);
  expect((await get((await productBySku(t.db, 'WH-2S-20')).id)).warrantyYears).toBe(10);
  expect((await get((await productBySku(t.db, 'PRT-SED-5')).id)).warrantyYears).toBeNull();
  expect((await get((await productBySku(t.db, 'PRT-ROM-50')).id)).warrantyYears).toBe(1);
});

it("sets a product's warranty in years from the product form, or none", async () => {
  const { id } = await productBySku(t.db, 'UC-2S');
  expect((await save(id, { warrantyYears: 7 })).json().data.warrantyYears).toBe(7);
  expect((await get(id)).warrantyYears).toBe(7);
  expect((await save(id, { warrantyYears: null })).json().data.warrantyYears).toBeNull();
  for (const bad of [0, 26, 2.5]) {
    const refused = await save(id, { warrantyYears: bad });
    expect(refused.statusCode, `${bad}`).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  }
});
