import { centsToDollars, formatOrderNumber } from '@shop/contract';
import type { AdminOrderExportLine } from './admin-orders.repository.ts';

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

const BYTE_ORDER_MARK = '\uFEFF';

const line = (fields: (string | number | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

const CONTACT_COLUMNS = new Set([COLUMNS.indexOf('E-mail'), COLUMNS.indexOf('Phone')]);

/**
 * A row as the reader may see it: a staff role without `orders:export-contacts` (fulfilment)
 * gets the file without the customers' e-mail and phone columns.
 */
const shown = <T>(fields: T[], contacts: boolean) =>
  contacts ? fields : fields.filter((_, index) => !CONTACT_COLUMNS.has(index));

/**
 * The header, after a UTF-8 byte-order mark: without it Excel reads the file as the PC's legacy
 * code page and names such as Díaz come out as DÃ­az.
 */
export const csvHeader = (timeZone: string, contacts = true) =>
  BYTE_ORDER_MARK +
  line(
    shown(
      COLUMNS.map((column) => (column === 'Placed' ? `Placed (${timeZone})` : column)),
      contacts,
    ),
  );

const dollars = (cents: number) => centsToDollars(cents).toFixed(2);

/**
 * Text handed to the socket at a time. A string of 128 KB or more is born in V8's old
 * generation and waits there for a full collection; pieces well under that size die young, so
 * an export of a million orders leaves the heap where it found it (decision 057).
 */
export const CSV_CHUNK_CHARS = 16 * 1024;

/**
 * One row per line item, in pieces of about CSV_CHUNK_CHARS. The order's own amounts (subtotal
 * to refunds) are written on its first row only, so that a spreadsheet's column sums count each
 * order once. `rows` come ordered by order, each order's lines together (exportLines); an order
 * without lines writes nothing.
 */
export function* ordersCsvChunks(
  rows: readonly AdminOrderExportLine[],
  contacts = true,
): Generator<string> {
  let text = '';
  let previous: string | null = null;
  for (const row of rows) {
    const first = row.orderId !== previous;
    previous = row.orderId;
    if (row.item === null) continue;
    const quantity = row.quantity ?? 0;
    const price = row.priceCents ?? 0;
    text += line(
      shown(
        [
          formatOrderNumber(row.orderNumber),
          row.placed,
          row.status,
          row.name,
          row.email,
          row.phone,
          row.street,
          row.city,
          row.state,
          row.zip,
          row.sku,
          row.item,
          quantity,
          dollars(price),
          dollars(price * quantity),
          ...(first
            ? [
                dollars(row.subtotalCents),
                dollars(row.discountCents),
                row.discountCode,
                dollars(row.shippingCents),
                dollars(row.taxCents),
                dollars(row.totalCents),
                dollars(row.refundedCents),
              ]
            : NO_AMOUNTS),
        ],
        contacts,
      ),
    );
    if (text.length >= CSV_CHUNK_CHARS) {
      yield text;
      text = '';
    }
  }
  if (text) yield text;
}

const NO_AMOUNTS = [null, null, null, null, null, null, null];
