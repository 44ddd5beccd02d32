// The Zillow/HotPads rental listing feed (<hotPadsItems version="2.1">): one <Listing> per unit, with its id and
// propertyType as attributes, the address, price and pricingFrequency, bedrooms and full/half baths, photos as
// <ListingPhoto source="...">, and amenities, included utilities, pets, laundry and parking as <ListingTag>s.
import type { FieldLabels, RawEntry } from './entry.ts';
import { attrOf, childrenNamed, childText, type XmlNode } from './xml.ts';

export const HOTPADS_SPEC = { roots: ['hotPadsItems'], entry: 'Listing' };

export const HOTPADS_LABELS: FieldLabels = {
  externalId: '<Listing id>',
  title: '<name>',
  streetAddress: '<street>',
  unit: '<unit>',
  city: '<city>',
  province: '<state>',
  country: '<country>',
  postalCode: '<zip>',
  lat: '<latitude>',
  lng: '<longitude>',
  rent: '<price>',
  rentFrequency: '<pricingFrequency>',
  deposit: '<deposit>',
  beds: '<numBedrooms>',
  baths: '<numBaths>',
  fullBaths: '<numFullBaths>',
  halfBaths: '<numHalfBaths>',
  sqft: '<squareFeet>',
  furnished: '<isFurnished>',
  dogsAllowed: '<ListingTag type="DOGS_ALLOWED">',
  catsAllowed: '<ListingTag type="CATS_ALLOWED">',
  petPolicies: '<ListingTag> (pets)',
  availableDate: '<dateAvailable>',
  contactName: '<contactName>',
  contactPhone: '<contactPhone>',
  contactEmail: '<contactEmail>',
};

/** Listing types that are not a rental: refused with a reason rather than imported. */
const NOT_RENTAL = new Set(['sale', 'for_sale', 'foreclosure', 'auction', 'sold']);

const YES = /^(true|yes|1|y)$/i;

export function hotpadsEntry(node: XmlNode): RawEntry | { notRental: string } {
  const type = attrOf(node, 'type')?.trim();
  if (type && NOT_RENTAL.has(type.toLowerCase())) return { notRental: `type="${type}"` };

  const tags = new Map<string, string[]>();
  for (const tag of childrenNamed(node, 'ListingTag')) {
    const kind = (attrOf(tag, 'type') ?? '').trim().toUpperCase();
    const values = childrenNamed(tag, 'tag').map((t) => t.text.trim());
    if (values.length === 0 && tag.text.trim()) values.push(tag.text.trim());
    tags.set(kind, [...(tags.get(kind) ?? []), ...values]);
  }
  const tagValues = (...kinds: string[]) => kinds.flatMap((k) => tags.get(k) ?? []);
  const tagFlag = (kind: string) => tags.get(kind)?.[0];

  // Pets: CATS_ALLOWED, DOGS_ALLOWED, SMALL_DOGS_ALLOWED, LARGE_DOGS_ALLOWED (true/false).
  const petTags: [string, string][] = [
    ['CATS_ALLOWED', 'cats'],
    ['SMALL_DOGS_ALLOWED', 'small dogs'],
    ['LARGE_DOGS_ALLOWED', 'large dogs'],
  ];
  const petPolicies: string[] = [];
  let anyPetTag = false;
  for (const [kind, words] of petTags) {
    const v = tagFlag(kind);
    if (v === undefined) continue;
    anyPetTag = true;
    if (YES.test(v)) petPolicies.push(words);
  }
  const dogs = tagFlag('DOGS_ALLOWED');
  if (dogs !== undefined) {
    anyPetTag = true;
    if (YES.test(dogs)) petPolicies.push('dogs');
  }
  if (anyPetTag && petPolicies.length === 0) petPolicies.push('no pets');

  const laundry = tagValues('LAUNDRY').map((v) =>
    /in_?unit|in.suite|washer/i.test(v) ? 'in-suite-laundry' : /shared|on_?site|coin/i.test(v) ? 'shared-laundry' : v,
  );

  return {
    externalId: attrOf(node, 'id') ?? childText(node, 'id'),
    title: childText(node, 'name'),
    description: childText(node, 'description'),
    descriptionIsHtml: true,
    streetAddress: childText(node, 'street'),
    unit: childText(node, 'unit'),
    city: childText(node, 'city'),
    province: childText(node, 'state'),
    country: childText(node, 'country'),
    postalCode: childText(node, 'zip'),
    lat: childText(node, 'latitude'),
    lng: childText(node, 'longitude'),
    rent: childText(node, 'price'),
    rentFrequency: childText(node, 'pricingFrequency'),
    deposit: childText(node, 'deposit'),
    beds: childText(node, 'numBedrooms'),
    baths: childText(node, 'numBaths'),
    fullBaths: childText(node, 'numFullBaths'),
    halfBaths: childText(node, 'numHalfBaths'),
    sqft: childText(node, 'squareFeet'),
    rentalType: type && /room/i.test(type) ? 'room' : (attrOf(node, 'propertyType') ?? childText(node, 'propertyType')),
    furnished: childText(node, 'isFurnished') ?? tagFlag('FURNISHED') ?? tagFlag('IS_FURNISHED'),
    petPolicies: anyPetTag ? petPolicies : undefined,
    amenities: [...tagValues('PROPERTY_AMENITY', 'MODEL_AMENITY', 'MODEL_AMENITY_SELECT'), ...laundry],
    utilities: tagValues('RENT_INCLUDES'),
    parking: tagValues('PARKING_TYPE', 'PARKING')[0],
    availableDate: childText(node, 'dateAvailable'),
    leaseTerm: childText(node, 'leaseTerm'),
    contactName: childText(node, 'contactName'),
    contactPhone: childText(node, 'contactPhone'),
    contactEmail: childText(node, 'contactEmail'),
    photoUrls: childrenNamed(node, 'ListingPhoto').map((p) => attrOf(p, 'source') ?? p.text),
  };
}
