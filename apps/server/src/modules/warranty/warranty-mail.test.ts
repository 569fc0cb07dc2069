import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import type { OutgoingMessage } from '../outbox/messenger.ts';
import type { OutboxRow } from '../outbox/outbox.repository.ts';
import { isGsm7, SMS_MAX_SEGMENTS, smsSegments } from '../outbox/sms-text.ts';
import { type ClaimNews, warrantyMail } from './warranty-mail.ts';

// The longest address the config takes and a shop name past what a text keeps.
const PUBLIC_URL = 'https://www.clearspring-water-filters-of-greater-houston.com';
const settings = {
  shopName: 'ClearSpring Water Filtration of Greater Houston',
  publicUrl: PUBLIC_URL,
};

/** The claim's messages as the outbox would be handed them. */
function capture() {
  const sent: OutgoingMessage[] = [];
  const mail = warrantyMail({
    settings,
    messenger: {
      enqueue: async (_db: Database, message: OutgoingMessage) => {
        sent.push(message);
        return { id: sent.length } as unknown as OutboxRow;
      },
      deliver: async () => {
        throw new Error('Not handed to a provider in this test.');
      },
    },
  });
  return { mail, sent };
}

const news = (customer: ClaimNews['customer']): ClaimNews => ({
  customer,
  claimNumber: 1042,
  productName: 'Under-Counter Reverse Osmosis System with Remineralization Stage',
  warrantyEndsOn: '2028-03-01',
});
const db = {} as Database;

describe('what a warranty claim tells its customer', () => {
  it('a phone-only customer gets each step in two segments, with the link to My Products', async () => {
    const { mail, sent } = capture();
    const phoneOnly = news({ name: 'Sam', email: null, phoneNumber: '+15555550123' });
    await mail.filed(db, phoneOnly);
    await mail.replacementApproved(db, phoneOnly, { orderNumber: 1501, productName: 'Membrane' });
    await mail.repairApproved(db, phoneOnly, 'A technician calls you this week.');
    await mail.declined(db, phoneOnly, 'The damage comes from frost, which the warranty excludes.');
    expect(sent.map((message) => message.channel)).toEqual(['sms', 'sms', 'sms', 'sms']);
    for (const message of sent) {
      const text = message.channel === 'sms' ? message.text : '';
      expect({ text, fits: smsSegments(text) <= SMS_MAX_SEGMENTS }).toEqual({ text, fits: true });
      expect(isGsm7(text)).toBe(true);
      expect(text).toContain(`warranty claim #W1042`);
      expect(text.endsWith(`${PUBLIC_URL}/dashboard`)).toBe(true);
    }
  });

  it('an e-mail ends with the page to follow the step on', async () => {
    const { mail, sent } = capture();
    const withEmail = news({ name: 'Sam', email: 'sam@example.com', phoneNumber: null });
    await mail.declined(db, withEmail, 'The damage comes from frost.');
    expect(sent).toHaveLength(1);
    const [message] = sent;
    expect(message?.channel).toBe('email');
    const text = message?.channel === 'email' ? message.text : '';
    expect(text).toContain('The damage comes from frost.');
    expect(text).toContain(
      `If you have a question about it, write to us: ${PUBLIC_URL}/contact-us`,
    );
  });
});
