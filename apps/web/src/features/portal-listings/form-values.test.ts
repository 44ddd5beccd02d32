import type { LandlordListingDetail } from '@rentals/shared/resources/landlord-listings';
import { describe, expect, it } from 'vitest';
import { listingBody, listingFormValues, previewCard, qualityInput } from './form-values.ts';

const saved = {
  id: 7,
  status: 'draft',
  title: 'Bright 2 bedroom',
  slug: 'bright-2-bedroom',
  description: '',
  descriptionFr: '',
  streetAddress: '12 Main St',
  unit: null,
  postalCode: null,
  cityId: 3,
  cityName: 'Toronto',
  provinceCode: 'ON',
  lat: 43.6,
  lng: -79.4,
  rent: 2_150_00,
  deposit: null,
  beds: 2,
  baths: 1,
  sqft: null,
  rentalType: 'apartment',
  furnished: false,
  petPolicies: [],
  amenities: [],
  utilities: [],
  parking: 'none',
  availableDate: null,
  leaseTerm: null,
  contactName: null,
  contactPhone: null,
  contactEmail: null,
  fees: [{ type: 'parking', label: '', amount: 100_00, frequency: 'monthly', requirement: 'mandatory' }],
  monthlyFees: 100_00,
  totalMonthlyCost: 2_250_00,
  photo: null,
  photoCount: 2,
  viewCount: 0,
  inquiryCount: 0,
  missing: [],
  enabledAt: null,
  firstListedAt: null,
  removedAt: null,
  featuredUntil: null,
  createdAt: '2026-11-01T00:00:00Z',
  publicPath: null,
  updatedAt: '2026-11-01T00:00:00Z',
  rentMedian: null,
} satisfies LandlordListingDetail;

describe('listing form values', () => {
  it('shows money in dollars and sends it in cents', () => {
    const values = listingFormValues(saved);
    expect(values.rent).toBe(2150);
    expect(values.fees[0]?.amount).toBe(100);
    expect(values.cityLabel).toBe('Toronto, ON');
    const body = listingBody({ ...values, rent: 2199.99, deposit: '' });
    expect(body).toMatchObject({ rent: 2_199_99, deposit: null, cityId: 3, fees: [{ amount: 100_00 }] });
  });

  it('sends only what changed on an update, and nothing when nothing did', () => {
    const values = listingFormValues(saved);
    expect(listingBody(values, values)).toEqual({});
    const changed = { ...values, title: 'Sunny 2 bedroom', availableDate: '2027-01-01', sqft: 900 as const };
    expect(listingBody(changed, values)).toEqual({ title: 'Sunny 2 bedroom', availableDate: '2027-01-01', sqft: 900 });
  });

  it('starts a new listing empty, without a city', () => {
    const body = listingBody(listingFormValues());
    expect(body.cityId).toBeUndefined();
    expect(body).toMatchObject({ rent: 0, beds: 1, baths: 1, leaseTerm: null, availableDate: null });
  });

  it('feeds the preview card and the quality score from the values', () => {
    const values = { ...listingFormValues(saved), unit: '4B', rent: 1999 as const };
    expect(previewCard(values, saved)).toMatchObject({
      rent: 1_999_00,
      unit: '4B',
      cityName: 'Toronto',
      photoCount: 2,
    });
    expect(qualityInput(values, saved.photoCount)).toMatchObject({ rent: 1_999_00, photoCount: 2, postalCode: '' });
  });
});
