import type { AdminOrderRow } from '@shop/contract';

const COLUMNS = ['Order', 'Placed', 'Customer', 'E-mail', 'Phone', 'Status', 'Items', 'Total'];

/** RFC 4180 field; a leading = + - @ is quoted away so a spreadsheet never runs it as a formula. */
function field(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function ordersCsv(rows: readonly AdminOrderRow[]): string {
  const lines = rows.map((row) =>
    [
      row.reference,
      row.createdAt,
      row.customer.name,
      row.customer.email,
      row.customer.phoneNumber,
      row.status,
      row.itemCount,
      row.totalPrice.toFixed(2),
    ]
      .map(field)
      .join(','),
  );
  return `${[COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}
