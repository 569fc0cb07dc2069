import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { api } from '../orders/commerce-fixtures.ts';
import { matchPage } from '../pages/page-table.ts';

/** The before and after of a staff member's role and of the plan settings reach the log. */
const t = setUpTestApp();
let client: ReturnType<typeof api>;
let owner: TestUser;
let member: TestUser;

beforeAll(async () => {
  client = api(t.app);
  owner = await createTestUser(t.app, t.db, { staffRole: 'owner', email: 'olive@shop.test' });
  member = await createTestUser(t.app, t.db, { staffRole: 'support', email: 'sid@shop.test' });
});

const newest = async (action: string) =>
  (await client.call('GET', `/admin/audit?action=${action}`, owner)).json().data.items[0];

describe('changes recorded', () => {
  it("a staff member's role change, on that member", async () => {
    const changed = await client.call('PATCH', `/admin/staff/${member.id}`, owner, {
      staffRole: 'manager',
    });
    expect(changed.statusCode).toBe(200);
    expect(await newest('staff:manage')).toMatchObject({
      actor: { id: owner.id, email: 'olive@shop.test', staffRole: 'owner' },
      target: { kind: 'staff', id: member.id },
      changes: [{ field: 'staffRole', before: 'support', after: 'manager' }],
    });
  });

  it('the plan settings: only the fields that changed', async () => {
    const before = (await client.call('GET', '/admin/subscriptions/settings', owner)).json().data;
    const saved = await client.call('PUT', '/admin/subscriptions/settings', owner, {
      discountPercent: before.discountPercent + 5,
    });
    expect(saved.statusCode).toBe(200);
    expect(await newest('plans:settings')).toMatchObject({
      target: { kind: null, id: null },
      changes: [
        {
          field: 'discountPercent',
          before: before.discountPercent,
          after: before.discountPercent + 5,
        },
      ],
    });
  });

  it('the back-office page /admin/audit is a private page of the web app, not a not-found', () => {
    expect(matchPage('/admin/audit')).toMatchObject({ indexable: false });
  });
});
