import type { OutgoingMessage } from '../outbox/messenger.ts';
import { reminderEmailHtml } from '../reminders/reminder-email-html.ts';
import { unsubscribePath, unsubscribeToken } from '../reminders/reminder-unsubscribe.ts';

export interface ReviewRequestSettings {
  shopName: string;
  publicUrl: string;
  /** The reminder links' key: the request carries the shop's one unsubscribe link. */
  linkKey: Buffer;
}

export interface ReviewRequestOrder {
  orderNumber: number;
  customerName: string;
  email: string;
  products: Array<{ id: string; name: string }>;
}

/** Where a buyer writes the review: the product page's form (its section is `#write-review`). */
export const reviewFormPath = (productId: string) => `/product/${productId}#write-review`;

/**
 * The review request of a delivered order: one link per product to its page's review form, and
 * the unsubscribe link every reminder e-mail carries (List-Unsubscribe too; decision 061).
 */
export function composeReviewRequest(
  order: ReviewRequestOrder,
  settings: ReviewRequestSettings,
): OutgoingMessage {
  const first = order.customerName.trim().split(/\s+/)[0] || 'there';
  const opening = `Hi ${first}, how is your order #${order.orderNumber} working out? A few words from you help the next household choose the right filter.`;
  const links = order.products.map((product) => ({
    label: `Review ${product.name}`,
    href: `${settings.publicUrl}${reviewFormPath(product.id)}`,
  }));
  const footer = `You receive this once per order because you bought from ${settings.shopName}.`;
  const unsubscribe = `${settings.publicUrl}${unsubscribePath(unsubscribeToken(settings.linkKey, order.email))}`;
  const stopLabel = 'Stop reminder and review e-mails to this address';
  const text = [
    opening,
    links.map((link) => `${link.label}: ${link.href}`).join('\n'),
    `${footer}\n${stopLabel}: ${unsubscribe}`,
  ].join('\n\n');
  return {
    channel: 'email',
    to: order.email,
    subject: `How is your order #${order.orderNumber}? Tell us in a review`,
    text,
    html: reminderEmailHtml(settings.shopName, [opening], links, footer, {
      label: stopLabel,
      href: unsubscribe,
    }),
    listUnsubscribe: unsubscribe,
  };
}
