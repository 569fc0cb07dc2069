import { centsToDollars } from '@shop/contract';
import { orderReference } from './admin-order-view.ts';
import type { AdminOrderExportDetails, AdminOrderExportRow } from './admin-orders.repository.ts';

const COLUMNS = [
  'Order',
  'Placed',
  'Status',
  'Customer',
  'E-mail',
  'Phone',
  'Street',
  'City',
  'State',
  'ZIP',
  'SKU',
  'Item',
  'Quantity',
  'Unit price',
  'Line total',
  'Subtotal',
  'Discount',
  'Discount code',
  'Shipping',
  'Tax',
  'Total',
  'Refunded',
];

/** A phone as people write it: '+', digits, spaces, dashes, dots, parentheses, nothing else. */
const PHONE = /^\+?[\d\s().-]{7,}$/;

/**
 * RFC 4180 field. A leading = + - @ (or tab, CR) is quoted away with ' so a spreadsheet never
 * runs it as a formula; a phone number is left as it is, since from those characters no formula
 * can call a function or reach another cell (decision 047).
 */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !PHONE.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (fields: (string | number | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

export const csvHeader = (timeZone: string) =>
  line(COLUMNS.map((column) => (column === 'Placed' ? `Placed (${timeZone})` : column)));

const localTimes = new Map<string, Intl.DateTimeFormat>();

/** '2026-11-26 18:05' on the shop's wall clock. */
export function localTime(instant: Date, timeZone: string): string {
  let format = localTimes.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    localTimes.set(timeZone, format);
  }
  return format.format(instant);
}

const dollars = (cents: number) => centsToDollars(cents).toFixed(2);

/**
 * One row per line item. The order's own amounts (subtotal to refunds) are written on its first
 * row only, so that a spreadsheet's column sums count each order once.
 */
export function ordersCsvRows(
  batch: readonly AdminOrderExportRow[],
  details: AdminOrderExportDetails,
  timeZone: string,
): string {
  const refunded = new Map(details.refunds.map((refund) => [refund.orderId, Number(refund.cents)]));
  let text = '';
  for (const { order, customer } of batch) {
    const lines = details.lines.filter(({ line: item }) => item.orderId === order.id);
    const head = [
      orderReference(order),
      localTime(order.createdAt, timeZone),
      order.status,
      customer.name,
      customer.email,
      customer.phoneNumber,
      order.shippingStreet,
      order.shippingCity,
      order.shippingState,
      order.shippingZip,
    ];
    const amounts = [
      dollars(order.subtotalCents),
      dollars(order.discountCents),
      order.discountCode,
      dollars(order.shippingCents),
      dollars(order.taxCents),
      dollars(order.totalCents),
      dollars(refunded.get(order.id) ?? 0),
    ];
    const none = amounts.map(() => null);
    lines.forEach(({ line: item, sku }, index) => {
      text += line([
        ...head,
        sku,
        item.name,
        item.quantity,
        dollars(item.priceCents),
        dollars(item.priceCents * item.quantity),
        ...(index === 0 ? amounts : none),
      ]);
    });
  }
  return text;
}
