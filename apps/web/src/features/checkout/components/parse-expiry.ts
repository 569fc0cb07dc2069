/** 'MM/YY', 'MM / YY' or 'MM/YYYY' to the month and year the processor checks; null if unreadable. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const expMonth = Number(match[1]);
  if (expMonth < 1 || expMonth > 12) return null;
  const year = Number(match[2]);
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}
