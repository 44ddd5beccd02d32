import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal, formatMoney, formatNumber, fullName, regionWords, truncate } from './format.ts';

describe('formatting (spec 9)', () => {
  it('uses comma thousand separators', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(999)).toBe('999');
    expect(formatMoney(185_000)).toBe('$1,850');
    expect(formatMoney(123_456_78)).toBe('$123,456.78');
    expect(formatNumber(-1234.5, 2)).toBe('-1,234.50');
    expect(formatNumber(-0.001, 2)).toBe('0.00');
  });

  it('writes numbers as Intl.NumberFormat en-US does, without making one', () => {
    const decimals = fc.integer({ min: 0, max: 2 });
    const amounts = fc.oneof(
      fc.integer({ min: -1e12, max: 1e12 }),
      fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
      fc.double({ min: -1e7, max: 1e7, noNaN: true }),
    );
    fc.assert(
      fc.property(amounts, decimals, (value, digits) => {
        const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
        // Intl keeps the sign of a value that rounds to zero ("-0.00"); a price never shows that.
        expect(formatNumber(value, digits)).toBe(intl.format(value).replace(/^-(?=[0.]+$)/, ''));
      }),
    );
  });

  it('writes French numbers and money as fr-CA does: no-break spaces, a decimal comma, the dollar sign after', () => {
    expect(formatMoney(382_500, 'fr')).toBe('3\u00a0825\u00a0$');
    expect(formatMoney(123_456_78, 'fr')).toBe('123\u00a0456,78\u00a0$');
    expect(formatMoney(382_500, 'en')).toBe('$3,825');
    expect(formatNumber(1234567, 0, 'fr')).toBe('1\u00a0234\u00a0567');
    expect(formatDecimal(1.5, 'fr')).toBe('1,5');
    expect(formatDecimal(1.5, 'en')).toBe('1.5');
    expect(formatDecimal(2, 'fr')).toBe('2');
    const money = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' });
    const wholeMoney = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), (cents) => {
        const intl = cents % 100 === 0 ? wholeMoney : money;
        expect(formatMoney(cents, 'fr')).toBe(intl.format(cents / 100));
      }),
    );
  });

  it('writes numbers as Intl.NumberFormat fr-CA does in French, without making one', () => {
    const decimals = fc.integer({ min: 0, max: 2 });
    const amounts = fc.oneof(
      fc.integer({ min: -1e12, max: 1e12 }),
      fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
      fc.double({ min: -1e7, max: 1e7, noNaN: true }),
    );
    fc.assert(
      fc.property(amounts, decimals, (value, digits) => {
        const intl = new Intl.NumberFormat('fr-CA', { minimumFractionDigits: digits, maximumFractionDigits: digits });
        expect(formatNumber(value, digits, 'fr')).toBe(intl.format(value).replace(/^-(?=[0,]+$)/, ''));
      }),
    );
  });

  it('truncates to at most the given length, with an ellipsis', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('A bright two-bedroom apartment near the lake', 30)).toBe('A bright two-bedroom…');
    expect(truncate('Supercalifragilistic', 10)).toBe('Supercali…');
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 80 }), (text, max) => {
        expect(truncate(text, max).length).toBeLessThanOrEqual(Math.max(max, 1));
      }),
    );
  });

  it('writes favourite as favorite in the US region only, keeping case', () => {
    expect(regionWords('My Favourites', 'US')).toBe('My Favorites');
    expect(regionWords('favourite listings', 'US')).toBe('favorite listings');
    expect(regionWords('My Favourites', 'CA')).toBe('My Favourites');
  });

  it('joins names, skipping missing parts', () => {
    expect(fullName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(fullName({ firstName: 'Ada', lastName: null })).toBe('Ada');
  });
});
