import type { Currency } from '@/contract';

/** What a price of nothing reads as. */
export const FREE = 'Free';

const formats = new Map<string, Intl.NumberFormat>();

function format(currency: Currency, cents: boolean): Intl.NumberFormat {
  const key = `${currency}|${cents}`;
  let known = formats.get(key);
  if (!known) {
    known = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      // Whole amounts read without cents ($35); others with the currency's own (12.5 → $12.50).
      ...(cents ? {} : { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
    });
    formats.set(key, known);
  }
  return known;
}

/** A price as money in the school's currency: "$12.50", "€35", and "Free" for 0. */
export function formatPrice(amount: number, currency: Currency): string {
  if (amount === 0) return FREE;
  return format(currency, !Number.isInteger(amount)).format(amount);
}
