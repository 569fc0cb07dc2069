import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { catalogue } from '../../db/seed/catalogue-data.ts';
import { confirmationMessage } from '../orders/order-mail.ts';
import type { OrderWithItems } from '../orders/orders.repository.ts';
import { composeReminder } from '../reminders/reminder-message.ts';
import { planMail } from '../subscriptions/plan-mail.ts';
import type { PlanContext } from '../subscriptions/plan-store.ts';
import type { OutgoingMessage } from './messenger.ts';
import type { OutboxRow } from './outbox.repository.ts';
import { isGsm7, SMS_MAX_SEGMENTS, smsSegments } from './sms-text.ts';

// Issue 40 item 10: the longest address the config takes, a shop name past the 20 characters a
// text keeps, a tracker's longest name, and the longest names of the demo catalogue.
const PUBLIC_URL = 'https://www.clearspring-water-filters-of-greater-houston.com';
const SHOP_NAME = 'ClearSpring Water Filtration of Greater Houston';
const CUSTOM_NAME = `Kitchen ${'under the sink '.repeat(8)}`.slice(0, 120);
const CODE = 'Abcdefghij_-';
const names = [...new Set(catalogue.map((product) => product.name))]
  .sort((a, b) => b.length - a.length)
  .slice(0, 6);

function expectOptOutWithinTwoSegments(text: string) {
  expect({ text, fits: smsSegments(text) <= SMS_MAX_SEGMENTS }).toEqual({ text, fits: true });
  expect(isGsm7(text)).toBe(true);
  expect(text.endsWith('\nReply STOP to opt out.')).toBe(true);
}

describe('every recurring text says how to stop it, within two segments', () => {
  it('knows the catalogue and the longest address', () => {
    expect(PUBLIC_URL).toHaveLength(60);
    expect(names[0]?.length).toBeGreaterThanOrEqual(45);
  });

  it('a replacement reminder, ahead, on the day and overdue, for the longest product names', () => {
    const settings = { shopName: SHOP_NAME, publicUrl: PUBLIC_URL, linkKey: Buffer.alloc(32) };
    const now = new Date('2026-12-01T15:00:00Z');
    const cases = [
      { kind: 'lead', dueDate: '2026-12-15' },
      { kind: 'due', dueDate: '2026-12-01' },
      { kind: 'due', dueDate: '2026-09-30' },
    ] as const;
    for (const partName of names) {
      for (const { kind, dueDate } of cases) {
        const message = composeReminder(
          {
            trackedPartId: 'part',
            partProductId: null,
            partName,
            dueDate,
            kind,
            customName: CUSTOM_NAME,
            contactMethod: 'sms',
            to: '+15125550188',
          },
          settings,
          now,
          { reorder: CODE, replaced: CODE, snooze: CODE },
        );
        expectOptOutWithinTwoSegments(message.text);
        // Links are never cut: the reorder link is always there, whole.
        expect(message.text).toContain(`Reorder: ${PUBLIC_URL}/r/${CODE}\n`);
      }
    }
  });

  it('an auto-replace notice, for the longest product names and a four-figure amount', async () => {
    const written: OutgoingMessage[] = [];
    const messenger = {
      enqueue: async (_db: Database, message: OutgoingMessage) => {
        written.push(message);
        return { id: String(written.length) } as OutboxRow;
      },
      deliver: async (row: OutboxRow) => ({ id: row.id, status: 'sent' as const }),
    };
    const mail = planMail({
      messenger,
      settings: { shopName: SHOP_NAME, publicUrl: PUBLIC_URL, ownerEmail: 'owner@shop.example' },
    });
    const codes = { skip: CODE, delay2w: CODE, delay1m: CODE, pause: CODE };
    for (const name of names) {
      const context = {
        product: { name },
        tracker: { customName: CUSTOM_NAME },
      } as unknown as PlanContext;
      await mail.notice(
        {} as Database,
        context,
        {
          chargeOn: '2026-12-15',
          amountCents: 1_234_567,
          to: { channel: 'sms', address: '+15125550188' },
        },
        codes,
      );
    }
    expect(written).toHaveLength(names.length);
    for (const { text } of written) {
      expectOptOutWithinTwoSegments(text);
      expect(text).toContain(`Skip: ${PUBLIC_URL}/a/${CODE}\n`);
    }
  });
});

describe('an auto-replace order confirmation is a text of the programme', () => {
  const placed = (source: 'auto_replace' | 'checkout') =>
    ({
      order: {
        orderNumber: 104_217,
        source,
        totalCents: 123_456,
        subtotalCents: 120_000,
        discountCents: 0,
        discountCode: null,
        shippingCents: 0,
        taxCents: 3_456,
        shippingStreet: '1 Main St',
        shippingCity: 'Cypress',
        shippingState: 'TX',
        shippingZip: '77433',
      },
      user: { name: 'Sam', email: null, phoneNumber: '+15555550123' },
      items: [],
      planIds: ['0b9d3c1e-2f4a-4b5c-8d6e-7f8091a2b3c4'],
    }) as unknown as OrderWithItems;

  it("says how to stop it within two segments, where a checkout's confirmation does not", () => {
    const renewal = confirmationMessage(SHOP_NAME, placed('auto_replace'), PUBLIC_URL);
    expectOptOutWithinTwoSegments(renewal?.channel === 'sms' ? renewal.text : '');
    const checkout = confirmationMessage(SHOP_NAME, placed('checkout'), PUBLIC_URL);
    expect(checkout?.channel === 'sms' ? checkout.text : '').not.toContain('STOP');
  });
});
