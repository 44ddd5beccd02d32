// The Trovit/Mitula homes feed (<trovit><ad>...</ad></trovit>): one <ad> per listing with <id>, <type> (For Rent),
// <price period="monthly">, <property_type>, <address>, <city>, <region>, <postcode>, <rooms>, <bathrooms>,
// <floor_area unit="meters|feet">, <pictures><picture><picture_url>, and yes/no (1/0) features.
import type { FieldLabels, RawEntry } from './entry.ts';
import { attrOf, childrenNamed, childText, type XmlNode } from './xml.ts';

export const TROVIT_SPEC = { roots: ['trovit', 'mitula'], entry: 'ad' };

export const TROVIT_LABELS: FieldLabels = {
  externalId: '<id>',
  title: '<title>',
  streetAddress: '<address>',
  unit: '<unit>',
  city: '<city>',
  province: '<region>',
  country: '<country>',
  postalCode: '<postcode>',
  lat: '<latitude>',
  lng: '<longitude>',
  rent: '<price>',
  rentFrequency: '<price period>',
  deposit: '<deposit>',
  beds: '<rooms>',
  baths: '<bathrooms>',
  sqft: '<floor_area>',
  areaSqm: '<floor_area>',
  furnished: '<is_furnished>',
  petsAllowed: '<pets_allowed>',
  availableDate: '<availability_date>',
  contactName: '<contact_name>',
  contactPhone: '<contact_telephone>',
  contactEmail: '<contact_email>',
};

/** Trovit's yes/no feature elements and the amenity each stands for. */
const FEATURE_AMENITIES: Record<string, string> = {
  dishwasher: 'dishwasher',
  terrace_balcony: 'balcony',
  balcony: 'balcony',
  washing_machine: 'in-suite-laundry',
  air_conditioning: 'air-conditioning',
  pool_access: 'pool',
  pool: 'pool',
  elevator: 'elevator',
  garden: 'yard',
  gym: 'gym',
  fireplace: 'fireplace',
  storage: 'storage',
  concierge: 'concierge',
  wheelchair_access: 'wheelchair-accessible',
};

const YES = /^\s*(1|true|yes|y|oui)\s*$/i;
const RENT_TYPE = /rent|alquiler|location|louer|lease|roommate|room/i;

export function trovitEntry(node: XmlNode): RawEntry | { notRental: string } {
  const type = childText(node, 'type')?.trim();
  if (type && !RENT_TYPE.test(type)) return { notRental: `<type>${type}</type>` };

  const price = childrenNamed(node, 'price')[0];
  const area = childrenNamed(node, 'floor_area')[0];
  const areaInFeet = area ? /feet|foot|ft|sq\s*ft|pieds/i.test(attrOf(area, 'unit') ?? '') : false;
  const contents = childrenNamed(node, 'content');
  const french = contents.find((c) => /^fr/i.test(attrOf(c, 'lang') ?? attrOf(c, 'xml:lang') ?? ''));
  const english = contents.find((c) => c !== french) ?? undefined;

  const amenities: string[] = [];
  for (const [element, amenity] of Object.entries(FEATURE_AMENITIES)) {
    const v = childText(node, element);
    if (v !== undefined && YES.test(v)) amenities.push(amenity);
  }
  const pictures = childrenNamed(node, 'pictures').flatMap((p) => childrenNamed(p, 'picture'));
  const parking = childText(node, 'parking');

  return {
    externalId: childText(node, 'id'),
    title: childText(node, 'title'),
    description: english?.text,
    descriptionIsHtml: true,
    descriptionFr: french?.text,
    streetAddress: childText(node, 'address'),
    unit: childText(node, 'unit', 'apartment'),
    city: childText(node, 'city'),
    province: childText(node, 'region'),
    country: childText(node, 'country'),
    postalCode: childText(node, 'postcode'),
    lat: childText(node, 'latitude'),
    lng: childText(node, 'longitude'),
    rent: price?.text,
    rentFrequency: price ? attrOf(price, 'period') : undefined,
    deposit: childText(node, 'deposit'),
    beds: childText(node, 'rooms', 'number_rooms', 'bedrooms'),
    baths: childText(node, 'bathrooms', 'number_bathrooms'),
    sqft: area && areaInFeet ? area.text : undefined,
    areaSqm: area && !areaInFeet ? area.text : undefined,
    rentalType: type && /room/i.test(type) ? 'room' : childText(node, 'property_type'),
    furnished: childText(node, 'is_furnished'),
    petsAllowed: childText(node, 'pets_allowed'),
    amenities,
    parking:
      parking === undefined ? undefined : YES.test(parking) ? 'driveway' : /^\s*0\s*$/.test(parking) ? 'none' : parking,
    availableDate: childText(node, 'availability_date', 'available_date'),
    dateDayFirst: true,
    contactName: childText(node, 'contact_name'),
    contactPhone: childText(node, 'contact_telephone', 'contact_phone'),
    contactEmail: childText(node, 'contact_email'),
    photoUrls: pictures.map((p) => childText(p, 'picture_url') ?? p.text),
  };
}
