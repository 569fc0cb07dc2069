import { describe, expect, it } from 'vitest';
import { formatUsd } from './money.ts';

const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const intlUsd = (dollars: number) => {
  const text = `$${intl.format(Math.abs(dollars))}`;
  return dollars < 0 && text !== '$0.00' ? `\u2212${text}` : text;
};

describe('formatUsd', () => {
  it('writes dollars with a thousands separator and two decimals', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(5)).toBe('$5.00');
    expect(formatUsd(19.9)).toBe('$19.90');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(1234567.89)).toBe('$1,234,567.89');
  });

  it('hardening 30.15: writes a negative amount with a minus sign before the dollar sign', () => {
    expect(formatUsd(-59.7)).toBe('\u2212$59.70');
    expect(formatUsd(-1234.5)).toBe('\u2212$1,234.50');
    expect(formatUsd(-0.001)).toBe('$0.00');
  });

  it('matches Intl for every whole-cent amount and for sums of prices', () => {
    const amounts: number[] = [];
    for (let cents = -20_000; cents <= 2_000_000; cents += 13) amounts.push(cents / 100);
    for (const price of [0.1, 19.99, 249.95, 1099.99]) {
      for (let quantity = 1; quantity <= 25; quantity += 1) amounts.push(price * quantity);
    }
    const differing = amounts.filter((dollars) => formatUsd(dollars) !== intlUsd(dollars));
    expect(differing).toEqual([]);
  });
});
