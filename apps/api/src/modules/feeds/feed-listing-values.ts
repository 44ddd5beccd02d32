// From a feed entry to a listing's columns: the feed's defaults filled in, the content hash that tells a changed
// entry from an unchanged one.
import { createHash } from 'node:crypto';
import { slugify } from '@rentals/shared/resources/listings';
import type { FeedDefaults } from '../../db/schema/index.ts';
import { type CityPlace, cityKey } from './feed-cities.ts';
import type { FeedEntry } from './formats/index.ts';

/** What a listing gets from an entry, after the feed's defaults: also what the content hash covers. */
interface ListingValues {
  title: string;
  description: string;
  descriptionFr: string;
  streetAddress: string;
  unit: string | null;
  postalCode: string | null;
  cityKey: string;
  lat: number | null;
  lng: number | null;
  rent: number;
  deposit: number | null;
  beds: number;
  baths: number;
  sqft: number | null;
  rentalType: string;
  furnished: boolean;
  petPolicies: string[];
  amenities: string[];
  utilities: string[];
  parking: string;
  availableDate: string | null;
  leaseTerm: string | null;
  contactName: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  photoUrls: string[];
}

const emptyToNull = (value: string | null | undefined) => (value ? value : null);

export function listingValues(entry: FeedEntry, defaults: FeedDefaults): ListingValues {
  return {
    title: entry.title,
    description: entry.description,
    descriptionFr: entry.descriptionFr ?? '',
    streetAddress: entry.streetAddress,
    unit: entry.unit,
    postalCode: entry.postalCode,
    cityKey: cityKey(entry.country, entry.province, entry.city),
    lat: entry.lat,
    lng: entry.lng,
    rent: entry.rent,
    deposit: entry.deposit,
    beds: entry.beds,
    baths: entry.baths,
    sqft: entry.sqft,
    rentalType: entry.rentalType ?? defaults.rentalType ?? 'apartment',
    furnished: entry.furnished ?? defaults.furnished ?? false,
    petPolicies: entry.petPolicies ?? defaults.petPolicies ?? [],
    amenities: entry.amenities,
    utilities: entry.utilities,
    parking: entry.parking ?? defaults.parking ?? 'none',
    availableDate: entry.availableDate,
    leaseTerm: entry.leaseTerm ?? defaults.leaseTerm ?? null,
    contactName: entry.contactName ?? emptyToNull(defaults.contactName),
    contactPhone: entry.contactPhone ?? emptyToNull(defaults.contactPhone),
    contactEmail: entry.contactEmail ?? emptyToNull(defaults.contactEmail),
    photoUrls: entry.photoUrls,
  };
}

export const contentHash = (values: ListingValues) =>
  createHash('sha256').update(JSON.stringify(values)).digest('base64url');

export function listingColumns(values: ListingValues, place: CityPlace) {
  return {
    title: values.title,
    slug: slugify(values.title) || 'listing',
    description: values.description,
    descriptionFr: values.descriptionFr,
    streetAddress: values.streetAddress,
    unit: values.unit,
    postalCode: values.postalCode,
    cityId: place.id,
    provinceId: place.provinceId,
    metroAreaId: place.metroAreaId,
    lat: values.lat ?? place.lat,
    lng: values.lng ?? place.lng,
    rent: values.rent,
    deposit: values.deposit,
    beds: values.beds,
    baths: values.baths,
    sqft: values.sqft,
    rentalType: values.rentalType,
    furnished: values.furnished,
    petPolicies: values.petPolicies,
    amenities: values.amenities,
    utilities: values.utilities,
    parking: values.parking,
    availableDate: values.availableDate,
    leaseTerm: values.leaseTerm,
    contactName: values.contactName,
    contactPhone: values.contactPhone,
    contactEmail: values.contactEmail,
  };
}
