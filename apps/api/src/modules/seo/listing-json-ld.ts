// schema.org structured data for a listing page: the dwelling (address, geo, rooms, size, photos) with an
// Offer for the monthly rent, so search engines can show the price and place.
import { AMENITIES, termLabel } from '@rentals/shared/resources/listing-vocabularies';
import type { ListingDetail, PageMeta, Photo } from '@rentals/shared/resources/listings';

/** The schema.org type of each rental type; anything unknown is a plain Residence. */
const SCHEMA_TYPES: Record<string, string> = {
  apartment: 'Apartment',
  condo: 'Apartment',
  basement: 'Apartment',
  loft: 'Apartment',
  room: 'Room',
  house: 'SingleFamilyResidence',
  townhouse: 'House',
  duplex: 'House',
};

export const currencyOf = (country: string) => (country === 'US' ? 'USD' : 'CAD');

/** The largest variant in a photo's srcSet ("… 1600w"), the one to share. */
export function widestSource(photo: Photo): string {
  let best = { url: photo.url, width: 0 };
  for (const candidate of photo.srcSet.split(',')) {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    const width = Number.parseInt(descriptor ?? '', 10);
    if (url && width > best.width) best = { url, width };
  }
  return best.url;
}

/** Whole dollars as a number, cents kept when there are any: 215000 -> 2150, 215050 -> 2150.5. */
const dollars = (cents: number) => Math.round(cents) / 100;

export function listingJsonLd(
  listing: ListingDetail,
  meta: PageMeta,
  options: { country: string; origin: string },
): Record<string, unknown> {
  const currency = currencyOf(options.country);
  const images = listing.photos.map((photo) => `${options.origin}${widestSource(photo)}`);
  const petsAllowed = listing.petPolicies.length ? listing.petPolicies.some((p) => p !== 'no-pets') : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPES[listing.rentalType] ?? 'Residence',
    '@id': meta.canonicalUrl,
    url: meta.canonicalUrl,
    name: listing.title,
    description: meta.description,
    image: images.length ? images : undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: listing.unit ? `${listing.streetAddress}, Unit ${listing.unit}` : listing.streetAddress,
      addressLocality: listing.city.name,
      addressRegion: listing.province.code,
      postalCode: listing.postalCode ?? undefined,
      addressCountry: options.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: listing.lat, longitude: listing.lng },
    // A studio is one room.
    numberOfRooms: Math.max(1, listing.beds),
    numberOfBedrooms: listing.beds,
    numberOfBathroomsTotal: listing.baths,
    floorSize: listing.sqft ? { '@type': 'QuantitativeValue', value: listing.sqft, unitCode: 'FTK' } : undefined,
    petsAllowed,
    amenityFeature: listing.amenities.length
      ? listing.amenities.map((a) => ({
          '@type': 'LocationFeatureSpecification',
          name: termLabel(AMENITIES, a),
          value: true,
        }))
      : undefined,
    offers: {
      '@type': 'Offer',
      url: meta.canonicalUrl,
      price: dollars(listing.rent),
      priceCurrency: currency,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: dollars(listing.rent),
        priceCurrency: currency,
        unitCode: 'MON',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
      },
      availability: 'https://schema.org/InStock',
      availabilityStarts: listing.availableDate ?? undefined,
      seller: listing.company ? { '@type': 'Organization', name: listing.company.name } : undefined,
    },
  };
}

/**
 * JSON for a <script type="application/ld+json"> element: `<`, `>` and `&` escaped as \u003c..., so no value
 * can close the element or open a comment, and U+2028/2029 escaped for old parsers. Still valid JSON.
 */
export function jsonLdScriptContent(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
