/** 'MM/YY', 'MM / YY' or 'MM/YYYY' to the month and year the processor checks; null if unreadable. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const expMonth = Number(match[1]);
  if (expMonth < 1 || expMonth > 12) return null;
  const year = Number(match[2]);
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

/**
 * What the expiry field shows as it is typed: digits only, with the slash put in after the
 * month ('1234' → '12/34'). A one-digit month followed by a slash ('2/') becomes '02/'.
 */
export function formatExpiry(typed: string): string {
  const digits = `${/^\d\s*\//.test(typed) ? '0' : ''}${typed.replace(/\D/g, '')}`.slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return /^\d\s*\//.test(typed) ? `${digits}/` : digits;
}
