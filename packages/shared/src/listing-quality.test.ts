import { describe, expect, it } from 'vitest';
import { listingQuality, missingForPublishing, type QualityInput, rentDifferencePercent } from './listing-quality.ts';
import {
  createLandlordListingSchema,
  patchLandlordListingSchema,
  updateLandlordListingSchema,
} from './resources/landlord-listings.ts';
import { FR_ATTRIBUTES } from './validation-messages.ts';

const complete: QualityInput = {
  title: 'Bright 2 bedroom near the park',
  description: 'x'.repeat(500),
  descriptionFr: 'y'.repeat(200),
  streetAddress: '12 Main St',
  postalCode: 'M5V 1A1',
  rent: 2_000_00,
  baths: 1,
  sqft: 800,
  availableDate: '2026-12-01',
  contactEmail: 'a@example.test',
  contactPhone: null,
  amenities: ['gym', 'pool', 'balcony'],
  photoCount: 10,
};

describe('listing quality', () => {
  it('scores a complete listing 100 with no tips and nothing missing', () => {
    expect(listingQuality(complete)).toEqual({ score: 100, tips: [] });
    expect(missingForPublishing(complete)).toEqual([]);
  });

  it('gives concrete tips, largest first, and lists what publishing needs', () => {
    const sparse = { ...complete, photoCount: 2, description: 'Short.', sqft: null, contactEmail: '' };
    const quality = listingQuality(sparse);
    expect(quality.tips.map((tip) => tip.key)).toEqual([
      'lengthenDescription',
      'addMorePhotos',
      'addContact',
      'addSize',
    ]);
    expect(quality.tips[1]?.params).toEqual({ count: 6 });
    expect(quality.score).toBe(100 - quality.tips.reduce((sum, tip) => sum + tip.points, 0));
    expect(missingForPublishing({ ...sparse, photoCount: 0 })).toEqual(['description', 'contactEmail', 'photos']);
  });

  it('compares the rent with the median in whole percent', () => {
    expect(rentDifferencePercent(2_240_00, 2_000_00)).toBe(12);
    expect(rentDifferencePercent(1_800_00, 2_000_00)).toBe(-10);
    expect(rentDifferencePercent(1_800_00, null)).toBeNull();
    expect(rentDifferencePercent(0, 2_000_00)).toBeNull();
  });
});

describe('landlord listing schemas', () => {
  it('name every field in French and fill nothing in on update', () => {
    for (const field of Object.keys(patchLandlordListingSchema.shape)) expect(FR_ATTRIBUTES).toHaveProperty(field);
    expect(updateLandlordListingSchema.parse({})).toEqual({});
    expect(createLandlordListingSchema.safeParse({}).success).toBe(false);
    expect(updateLandlordListingSchema.safeParse({ baths: 1.5, postalCode: 'h2x 1y4' }).success).toBe(true);
    expect(updateLandlordListingSchema.safeParse({ baths: 1.25 }).success).toBe(false);
  });
});
