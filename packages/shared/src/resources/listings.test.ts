import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  listingSearchQuerySchema,
  listingsPaths,
  mapMarkersQuerySchema,
  parseListingsPath,
  slugify,
} from './listings.ts';

describe('listings paths', () => {
  it('reads every kind of listings path', () => {
    expect(parseListingsPath('/rentals', 'rentals')).toEqual({ kind: 'all' });
    expect(parseListingsPath('/rentals/favourites', 'rentals')).toEqual({ kind: 'favourites' });
    expect(parseListingsPath('/rentals/ontario', 'rentals')).toEqual({ kind: 'province', provinceSlug: 'ontario' });
    expect(parseListingsPath('/rentals/area/greater-toronto', 'rentals')).toEqual({
      kind: 'metro',
      metroSlug: 'greater-toronto',
    });
    expect(parseListingsPath('/rentals/ontario/toronto/', 'rentals')).toEqual({
      kind: 'city',
      provinceSlug: 'ontario',
      citySlug: 'toronto',
    });
    expect(parseListingsPath('/rentals/ontario/toronto/2-bed-apartment-42', 'rentals')).toEqual({
      kind: 'listing',
      provinceSlug: 'ontario',
      citySlug: 'toronto',
      listingId: 42,
    });
  });

  it('refuses paths that are not listings paths', () => {
    for (const path of [
      '/',
      '/blog/x',
      '/rentals/a/b/no-id',
      '/rentals/a/b/c/d',
      '/rentals/Bad Slug',
      '/rentals/a/b/x-0',
    ]) {
      expect(parseListingsPath(path, 'rentals')).toBeNull();
    }
  });

  it('builds the paths it reads', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/),
        fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/),
        fc.string(),
        fc.integer({ min: 1, max: 2_000_000_000 }),
        (province, city, title, id) => {
          fc.pre(province !== 'area' && province !== 'favourites');
          const path = listingsPaths.listing('rentals', province, city, slugify(title), id);
          expect(parseListingsPath(path, 'rentals')).toEqual({
            kind: 'listing',
            provinceSlug: province,
            citySlug: city,
            listingId: id,
          });
        },
      ),
    );
  });

  it('slugs titles for URLs', () => {
    expect(slugify('Bright 2-Bed Apartment at 123 Rue Saint-Éloi!')).toBe(
      'bright-2-bed-apartment-at-123-rue-saint-eloi',
    );
    expect(slugify('***')).toBe('');
  });
});

describe('search query parameters', () => {
  it('reads lists, flags and bounds', () => {
    const parsed = listingSearchQuerySchema.parse({
      amenities: 'gym,pool',
      beds: ['1', '2'],
      furnished: '1',
      bounds: '44,-79,43,-80',
      minRate: '1500',
    });
    expect(parsed).toMatchObject({
      amenities: ['gym', 'pool'],
      beds: [1, 2],
      furnished: true,
      bounds: { north: 44, east: -79, south: 43, west: -80 },
      minRate: 1500,
      page: 1,
    });
  });

  it('refuses unknown vocabulary, bad bounds and quarter baths', () => {
    for (const query of [
      { amenities: 'jacuzzi' },
      { bounds: '43,-79,44,-80' },
      { bounds: '1,2,3' },
      { baths: '1.25' },
    ]) {
      expect(listingSearchQuerySchema.safeParse(query).success).toBe(false);
    }
    expect(mapMarkersQuerySchema.safeParse({ bounds: '44,-79,43,-80' }).success).toBe(false);
  });
});
