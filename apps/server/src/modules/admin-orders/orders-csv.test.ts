import { describe, expect, it } from 'vitest';
import type { AdminOrderExportLine } from './admin-orders.repository.ts';
import { CSV_CHUNK_CHARS, ordersCsvChunks } from './orders-csv.ts';

/** V8 allocates a string of this size or more straight in its old generation. */
const LARGE_OBJECT_CHARS = 128 * 1024;

const lineOf = (order: number, item: number): AdminOrderExportLine => ({
  orderId: `order-${order}`,
  orderNumber: 500_000 + order,
  placed: '2026-11-26 18:05',
  status: 'Delivered',
  name: 'Pat Rivera',
  email: 'pat@example.com',
  phone: null,
  street: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  subtotalCents: 2_000,
  discountCents: 0,
  discountCode: null,
  shippingCents: 0,
  taxCents: 165,
  totalCents: 2_165,
  refundedCents: 0,
  sku: `SKU-${item}`,
  item: `Cartridge ${item}`,
  quantity: 1,
  priceCents: 1_000,
});

describe('ordersCsvChunks (issue 28)', () => {
  // A batch of 500 orders with two lines each, as the export reads it.
  const rows = Array.from({ length: 500 }, (_, order) => [
    lineOf(order, 1),
    lineOf(order, 2),
  ]).flat();
  const chunks = [...ordersCsvChunks(rows)];
  const lines = chunks.join('').split('\r\n').slice(0, -1);

  it('hands a batch on in small pieces that each end on a whole line', () => {
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThan(LARGE_OBJECT_CHARS);
      expect(chunk.endsWith('\r\n')).toBe(true);
    }
    for (const chunk of chunks.slice(0, -1))
      expect(chunk.length).toBeGreaterThanOrEqual(CSV_CHUNK_CHARS);
  });

  it('writes every line once, the order amounts on its first line only', () => {
    expect(lines).toHaveLength(1_000);
    expect(lines[0]).toBe(
      '#500000,2026-11-26 18:05,Delivered,Pat Rivera,pat@example.com,,1 Main St,Austin,TX,78701,SKU-1,Cartridge 1,1,10.00,10.00,20.00,0.00,,0.00,1.65,21.65,0.00',
    );
    expect(lines[1]).toBe(
      '#500000,2026-11-26 18:05,Delivered,Pat Rivera,pat@example.com,,1 Main St,Austin,TX,78701,SKU-2,Cartridge 2,1,10.00,10.00,,,,,,,',
    );
    expect(lines.at(-1)).toMatch(/^#500499,.*,SKU-2,/);
  });
});
