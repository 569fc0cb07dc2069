import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { createTestUser, setUpTestUser } from '../../test/test-users.ts';
import { lastCodeSentTo } from '../auth/auth-test-helpers.ts';
import { insertOrder, productBySku } from '../trackers/tracker-fixtures.ts';

const CONFIRM_SUBJECT = /^Confirm filter reminders/;
const spam = 'Cheap pills at evil.example';

describe('the account’s own reminder address counts only once verified', () => {
  const t = setUpTestApp();
  const admin = setUpTestUser(t, { role: 'admin' });

  const sentTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to));
  const sweep = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/reminders/sweep',
      headers: admin.headers,
      payload: {},
    });

  it('hardening 17: an unverified own e-mail gets one confirmation, then reminders once the account verifies it', async () => {
    // Signed up with someone else's address and never verified it.
    const mallory = await createTestUser(t.app, t.db);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/trackers/tracked-products',
      headers: mallory.headers,
      payload: {
        productId: (await productBySku(t.db, 'UC-2S')).id,
        customName: spam,
        installationDate: '2020-01-01T10:00:00Z',
        additionalData: { contactMethod: 'email' },
      },
    });
    expect(created.statusCode).toBe(201);
    await sweep();
    const held = await sentTo(mallory.email);
    expect(held).toHaveLength(1);
    expect(held[0]?.subject).toMatch(CONFIRM_SUBJECT);
    expect(held[0]?.text).not.toContain(spam);

    // The owner of the address verifies the account through the usual flow.
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/send-verification-code',
      headers: mallory.headers,
      payload: { type: 'email' },
    });
    expect(send.statusCode).toBe(200);
    const code = await lastCodeSentTo(t.db, mallory.email);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      headers: mallory.headers,
      payload: { code },
    });
    expect(verified.statusCode).toBe(200);

    expect((await sweep()).json().data.sent).toBeGreaterThan(0);
    const after = await sentTo(mallory.email);
    const confirmations = after.filter((row) => CONFIRM_SUBJECT.test(row.subject ?? ''));
    expect(confirmations).toHaveLength(1);
    expect(after.some((row) => row.text.includes(spam))).toBe(true);
  });

  it('hardening 17: Install & Track from an order sends the one confirmation to an address that needs it', async () => {
    const buyer = await createTestUser(t.app, t.db, { verified: true });
    const victim = 'installer-victim@example.org';
    const { order, items } = await insertOrder(t.db, buyer.id, ['UC-2S', 'WH-2S-20']);
    const install = (orderItemId: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/orders/${order.id}/items/${orderItemId}/install`,
        headers: buyer.headers,
        payload: {
          customFilterName: spam,
          additionalData: { contactMethod: 'email', email: victim },
        },
      });
    for (const item of items) expect((await install(item.id)).statusCode).toBe(200);
    await sweep();
    const sent = await sentTo(victim);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toMatch(CONFIRM_SUBJECT);
    expect(sent[0]?.text).not.toContain(spam);
  });
});
