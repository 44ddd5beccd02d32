// The editor's values and the API's body: money in dollars on screen and cents on the wire, empty inputs as
// '' or null, and on an update only the fields that changed (a PATCH must not resend what another tab saved).
import type { QualityInput } from '@rentals/shared/listing-quality';
import type { LandlordListingDetail } from '@rentals/shared/resources/landlord-listings';
import { type ListingFee, mandatoryMonthlyFees } from '@rentals/shared/resources/listing-fees';
import type { ListingCard } from '@rentals/shared/resources/listings';

export interface FeeValues {
  type: ListingFee['type'];
  label: string;
  /** Dollars. */
  amount: number | '';
  frequency: ListingFee['frequency'];
  requirement: ListingFee['requirement'];
}

export interface ListingFormValues {
  title: string;
  streetAddress: string;
  unit: string;
  postalCode: string;
  /** '' until a city is picked. */
  cityId: string;
  cityLabel: string;
  /** The map pin; null for none placed (the API puts it at the city's centre). */
  lat: number | null;
  lng: number | null;
  /** Dollars. */
  rent: number | '';
  deposit: number | '';
  beds: number | '';
  baths: number | '';
  sqft: number | '';
  rentalType: string;
  furnished: boolean;
  availableDate: string;
  leaseTerm: string;
  parking: string;
  petPolicies: string[];
  amenities: string[];
  utilities: string[];
  fees: FeeValues[];
  description: string;
  descriptionFr: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
}

const toDollars = (cents: number | null) => (cents === null ? '' : cents / 100);
/** Dollars typed (number or '') to cents; '' stays empty. */
export const toCents = (dollars: number | '' | string) =>
  dollars === '' || Number.isNaN(Number(dollars)) ? null : Math.round(Number(dollars) * 100);

export function listingFormValues(listing?: LandlordListingDetail): ListingFormValues {
  return {
    title: listing?.title ?? '',
    streetAddress: listing?.streetAddress ?? '',
    unit: listing?.unit ?? '',
    postalCode: listing?.postalCode ?? '',
    cityId: listing ? String(listing.cityId) : '',
    cityLabel: listing ? `${listing.cityName}, ${listing.provinceCode}` : '',
    lat: listing?.lat ?? null,
    lng: listing?.lng ?? null,
    rent: listing && listing.rent > 0 ? toDollars(listing.rent) : '',
    deposit: toDollars(listing?.deposit ?? null),
    beds: listing?.beds ?? 1,
    baths: listing && listing.baths > 0 ? listing.baths : 1,
    sqft: listing?.sqft ?? '',
    rentalType: listing?.rentalType ?? 'apartment',
    furnished: listing?.furnished ?? false,
    availableDate: listing?.availableDate ?? '',
    leaseTerm: listing?.leaseTerm ?? '',
    parking: listing?.parking ?? 'none',
    petPolicies: listing?.petPolicies ?? [],
    amenities: listing?.amenities ?? [],
    utilities: listing?.utilities ?? [],
    fees: (listing?.fees ?? []).map((fee) => ({ ...fee, amount: fee.amount / 100 })),
    description: listing?.description ?? '',
    descriptionFr: listing?.descriptionFr ?? '',
    contactName: listing?.contactName ?? '',
    contactPhone: listing?.contactPhone ?? '',
    contactEmail: listing?.contactEmail ?? '',
  };
}

/** The whole body the values stand for (what POST sends; PATCH sends its changed part). */
export function fullBody(values: ListingFormValues): Record<string, unknown> {
  const {
    cityLabel: _label,
    cityId,
    lat,
    lng,
    rent,
    deposit,
    beds,
    baths,
    sqft,
    availableDate,
    leaseTerm,
    fees,
    ...rest
  } = values;
  return {
    ...rest,
    cityId: cityId === '' ? undefined : Number(cityId),
    lat: lat ?? undefined,
    lng: lng ?? undefined,
    rent: toCents(rent) ?? 0,
    deposit: toCents(deposit),
    beds: beds === '' ? 0 : beds,
    baths: baths === '' ? 0 : baths,
    sqft: sqft === '' ? null : sqft,
    availableDate: availableDate === '' ? null : availableDate,
    leaseTerm: leaseTerm === '' ? null : leaseTerm,
    fees: feesInCents(fees),
  };
}

const feesInCents = (fees: FeeValues[]): ListingFee[] =>
  fees.map((fee) => ({ ...fee, amount: toCents(fee.amount) ?? 0 }));

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A new listing: everything; an update: only what differs from the saved values. */
export function listingBody(values: ListingFormValues, saved?: ListingFormValues): Record<string, unknown> {
  const body = fullBody(values);
  if (!saved) return body;
  const before = fullBody(saved);
  return Object.fromEntries(Object.entries(body).filter(([key, value]) => !same(value, before[key])));
}

/** The editor's step of each field, to open the step holding the first error. */
export const STEP_OF_FIELD: Record<string, string> = {
  title: 'address',
  streetAddress: 'address',
  unit: 'address',
  postalCode: 'address',
  cityId: 'address',
  lat: 'address',
  lng: 'address',
  rent: 'unit',
  deposit: 'unit',
  beds: 'unit',
  baths: 'unit',
  sqft: 'unit',
  rentalType: 'details',
  furnished: 'details',
  availableDate: 'details',
  leaseTerm: 'details',
  parking: 'amenities',
  petPolicies: 'amenities',
  amenities: 'amenities',
  utilities: 'amenities',
  fees: 'fees',
  description: 'description',
  descriptionFr: 'description',
  contactName: 'contact',
  contactPhone: 'contact',
  contactEmail: 'contact',
};

/** What the quality score reads of the values (photos come from the saved listing). */
export function qualityInput(values: ListingFormValues, photoCount: number): QualityInput {
  return {
    title: values.title,
    description: values.description,
    descriptionFr: values.descriptionFr,
    streetAddress: values.streetAddress,
    postalCode: values.postalCode,
    rent: toCents(values.rent) ?? 0,
    baths: values.baths === '' ? 0 : values.baths,
    sqft: values.sqft === '' ? null : values.sqft,
    availableDate: values.availableDate || null,
    contactEmail: values.contactEmail,
    contactPhone: values.contactPhone,
    amenities: values.amenities,
    photoCount,
  };
}

/** The public card as the values would show it. */
export function previewCard(values: ListingFormValues, listing: LandlordListingDetail | undefined): ListingCard {
  const [cityName = '', provinceCode = ''] = values.cityLabel.split(', ');
  const rent = toCents(values.rent) ?? 0;
  const monthlyFees = mandatoryMonthlyFees(feesInCents(values.fees));
  return {
    id: listing?.id ?? 0,
    title: values.title,
    path: listing ? `/portal/listings/${listing.id}` : '/portal/listings/create',
    rent,
    monthlyFees,
    totalMonthlyCost: rent + monthlyFees,
    beds: values.beds === '' ? 0 : values.beds,
    baths: values.baths === '' ? 0 : values.baths,
    sqft: values.sqft === '' ? null : values.sqft,
    rentalType: values.rentalType,
    streetAddress: values.streetAddress,
    unit: values.unit || null,
    cityName,
    provinceCode,
    lat: listing?.lat ?? 0,
    lng: listing?.lng ?? 0,
    featured: false,
    verified: false,
    furnished: values.furnished,
    availableDate: values.availableDate || null,
    enabledAt: listing?.enabledAt ?? null,
    photo: listing?.photo ?? null,
    photoCount: listing?.photoCount ?? 0,
  };
}
