import { describe, expect, it } from 'vitest';
import {
  createEmailAlertSchema,
  criteriaToParams,
  maskEmail,
  savedSearchCriteriaSchema,
  searchSummary,
  suggestedAlertName,
} from './email-alerts.ts';

describe('saved search criteria', () => {
  it('keep the place scope and filters as GET listings parameters, without page, sort or attribution', () => {
    const parsed = savedSearchCriteriaSchema.parse({
      cityId: '12',
      beds: ['1', '2'],
      baths: '1.5',
      minRate: 1000,
      furnished: 'true',
      bounds: '43.7,-79.3,43.6,-79.5',
      keyword: '  near the lake ',
      page: '4',
      sort: 'price-asc',
      near: '43.6,-79.4',
      externalReferrer: 'https://example.com',
      extra: 'dropped',
    });
    expect(criteriaToParams(parsed)).toEqual({
      cityId: '12',
      beds: '1,2',
      baths: '1.5',
      minRate: '1000',
      furnished: '1',
      bounds: '43.7,-79.3,43.6,-79.5',
      keyword: 'near the lake',
    });
    // Read back, the parameters give the same criteria.
    expect(savedSearchCriteriaSchema.parse(criteriaToParams(parsed))).toEqual(parsed);
    expect(criteriaToParams(savedSearchCriteriaSchema.parse({ furnished: '0' }))).toEqual({});
  });

  it('take a search path on this site only, without the language prefix', () => {
    const base = { name: 'x', criteria: {} };
    const path = (searchPath: string) => createEmailAlertSchema.safeParse({ ...base, searchPath });
    expect(path('/fr/rentals/ontario/toronto?beds=2').data?.searchPath).toBe('/rentals/ontario/toronto?beds=2');
    expect(path('/fr').data?.searchPath).toBe('/');
    expect(path('/french-homes').data?.searchPath).toBe('/french-homes');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '']) {
      expect(path(bad).success, bad).toBe(false);
    }
  });
});

describe('search wording', () => {
  it('sums a search up, most telling first', () => {
    expect(searchSummary({ cityId: '1', beds: '1,2', maxRate: '3000' }, 'Toronto', 'en')).toBe(
      'Toronto · 1-2 beds · up to $3,000',
    );
    expect(searchSummary({ beds: '0' }, null, 'en')).toBe('Anywhere · Studio');
    expect(searchSummary({ beds: '0,1', bounds: '1,2,0,1' }, null, 'en')).toBe('Map area · Studio-1 beds');
    expect(searchSummary({ beds: '1' }, 'Ottawa', 'en')).toBe('Ottawa · 1 bed');
    expect(searchSummary({ beds: '3,4' }, 'Ottawa', 'en')).toBe('Ottawa · 3+ beds');
    expect(searchSummary({ beds: '1,3' }, 'Ottawa', 'en')).toBe('Ottawa · 1, 3 beds');
    expect(searchSummary({ baths: '2,2.5,3', minRate: '1000', maxRate: '2500' }, 'Laval', 'en')).toBe(
      'Laval · 2+ baths · $1,000-$2,500',
    );
    expect(
      searchSummary(
        { minRate: '900', rentalTypes: 'condo,house', furnished: '1', keyword: 'lake', amenities: 'gym,balcony' },
        'Laval',
        'en',
      ),
    ).toBe('Laval · from $900 · Condo, House · furnished · "lake" · 2 more filters');
    expect(searchSummary({ beds: '2', maxRate: '3000', rentalTypes: 'house' }, 'Montréal', 'fr')).toBe(
      "Montréal · 2 chambres · jusqu'à $3,000 · Maison",
    );
    expect(searchSummary({ maxRate: '2500', priceIncludesFees: '1' }, 'Toronto', 'en')).toBe(
      'Toronto · up to $2,500 incl. fees',
    );
    expect(searchSummary({ minRate: '1500', priceIncludesFees: '1' }, 'Laval', 'fr')).toBe(
      'Laval · à partir de $1,500 frais inclus',
    );
    expect(searchSummary({ priceIncludesFees: '1' }, 'Laval', 'en')).toBe('Laval');
  });

  it('suggests a name of at most 100 characters', () => {
    expect(suggestedAlertName({ beds: '2' }, 'Toronto', 'en')).toBe('Toronto 2 beds');
    const long = suggestedAlertName({ keyword: 'x'.repeat(95), beds: '2' }, 'Toronto', 'en');
    expect(long).toBe('Toronto 2 beds');
    expect(suggestedAlertName({}, 'y'.repeat(150), 'en')).toHaveLength(100);
  });

  it('masks an email address', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j***@example.com');
    expect(maskEmail('a@b.c')).toBe('a***@b.c');
    expect(maskEmail('nonsense')).toBe('***');
  });
});
