import { describe, expect, it } from 'vitest';
import { euroDigits, formatEuro } from '../../schema/spec/money.js';

// §9 amounts. Whole amounts skip Intl (a phone's first NumberFormat costs tens of milliseconds): the
// result must still be exactly what nl-BE writes, for every amount.

const nlBE = new Intl.NumberFormat('nl-BE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const reference = (amount: number) => nlBE.format(amount + 0).replace(/,00$/, '');

describe('Belgian amounts (§9)', () => {
  it('writes "€ 245.000" and "€ 1.250,50"', () => {
    expect(formatEuro(245000)).toBe('€ 245.000');
    expect(formatEuro(1250.5)).toBe('€ 1.250,50');
    expect(formatEuro(-0)).toBe('€ 0');
  });

  it('writes whole and fractional amounts exactly as nl-BE does', () => {
    const fixed = [0, 1, 12, 999, 1000, 12345, 999999, 1000000, -1500, 123456789012, 1.005, 2.675, 0.1 + 0.2, 1250.004];
    // A fixed walk over the magnitudes a listing has (no randomness: a failure reproduces).
    const walked = Array.from({ length: 2000 }, (_, i) => Math.floor(1.37 ** (i % 90)) + (i % 7 === 0 ? 0.5 : 0));
    for (const amount of [...fixed, ...walked]) expect(euroDigits(amount), String(amount)).toBe(reference(amount));
  });
});
