import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';

describe('formatPrice', () => {
  it('reads as money in the chosen currency, cents only when there are some', () => {
    expect(formatPrice(12.5, 'USD')).toBe('$12.50');
    expect(formatPrice(35, 'USD')).toBe('$35');
    expect(formatPrice(1250, 'EUR')).toBe('€1,250');
    expect(formatPrice(9.99, 'GBP')).toBe('£9.99');
    expect(formatPrice(40, 'BRL')).toBe('R$40');
  });

  it('says Free for a price of 0', () => {
    expect(formatPrice(0, 'USD')).toBe('Free');
    expect(formatPrice(0, 'JPY')).toBe('Free');
  });
});
