// One feed entry, as each format reads it (RawEntry: the feed's own strings), validated and converted into a
// FeedEntry by one zod schema, so the three formats share every rule. A refusal names the field as the feed
// writes it (the CSV column, the XML element) and says what was wrong.

import {
  LISTING_DESCRIPTION_MAX,
  LISTING_RENT_MAX,
  LISTING_SQFT_MAX,
  LISTING_TITLE_MAX,
} from '@rentals/shared/resources/landlord-listings';
import { MAX_BATHS, MAX_BEDS } from '@rentals/shared/resources/listing-vocabularies';
import { z } from 'zod';
import {
  htmlToText,
  monthlyFactor,
  normaliseAmenity,
  normaliseDate,
  normaliseLeaseTerm,
  normaliseParking,
  normalisePetPolicy,
  normalisePostalCode,
  normaliseProvince,
  normaliseRentalType,
  normaliseUtility,
  parseAmount,
  parseBoolean,
  parseNumber,
  SQFT_PER_SQM,
  truncate,
} from './normalise.ts';
import { type FeedEntry, MAX_FEED_PHOTOS } from './types.ts';

/** What a format hands over: the feed's values as written, by the listing field they go to. */
export interface RawEntry {
  externalId?: string;
  title?: string;
  description?: string;
  /** The description is HTML (HotPads may send some). */
  descriptionIsHtml?: boolean;
  descriptionFr?: string;
  streetAddress?: string;
  unit?: string;
  city?: string;
  province?: string;
  country?: string;
  postalCode?: string;
  lat?: string;
  lng?: string;
  rent?: string;
  /** monthly (default), weekly, daily, yearly; ONCE and the like are refused (a sale price). */
  rentFrequency?: string;
  deposit?: string;
  beds?: string;
  /** A total ("1.5"), or full and half baths apart. */
  baths?: string;
  fullBaths?: string;
  halfBaths?: string;
  sqft?: string;
  /** An area in square metres (converted). */
  areaSqm?: string;
  rentalType?: string;
  furnished?: string;
  /** A yes/no "pets allowed". */
  petsAllowed?: string;
  dogsAllowed?: string;
  catsAllowed?: string;
  petPolicies?: string[];
  amenities?: string[];
  utilities?: string[];
  parking?: string;
  availableDate?: string;
  /** Dates written day first (01/09/2026), as Trovit does. */
  dateDayFirst?: boolean;
  leaseTerm?: string;
  contactName?: string;
  contactPhone?: string;
  contactEmail?: string;
  photoUrls?: string[];
}

type Ctx = z.RefinementCtx;

const blank = (v: string | undefined): v is undefined => v === undefined || v.trim() === '';
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being removed.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const clean = (v: string) => v.replace(CONTROL, '').trim();

function fail(ctx: Ctx, field: keyof RawEntry, message: string): typeof z.NEVER {
  ctx.addIssue({ code: 'custom', path: [field], message });
  return z.NEVER;
}

function requiredText(ctx: Ctx, raw: RawEntry, field: keyof RawEntry, max: number): string {
  const value = raw[field];
  if (typeof value !== 'string' || blank(value)) return fail(ctx, field, 'is missing');
  const v = clean(value).replace(/\s+/g, ' ');
  if (v.length > max) return fail(ctx, field, `is longer than ${max} characters`);
  return v;
}

function optionalText(ctx: Ctx, raw: RawEntry, field: keyof RawEntry, max: number): string | null {
  const value = raw[field];
  if (typeof value !== 'string' || blank(value)) return null;
  const v = clean(value).replace(/\s+/g, ' ');
  if (v.length > max) return fail(ctx, field, `is longer than ${max} characters`);
  return v;
}

function quote(v: string): string {
  const s = v.trim();
  return `"${s.length > 40 ? `${s.slice(0, 40)}…` : s}"`;
}

function cents(ctx: Ctx, raw: RawEntry, field: 'rent' | 'deposit', factor: number): number | null {
  const value = raw[field];
  if (blank(value)) return field === 'rent' ? fail(ctx, field, 'is missing') : null;
  const amount = parseAmount(value);
  if (amount === undefined) return fail(ctx, field, `${quote(value)} is not an amount`);
  const c = Math.round(amount * factor * 100);
  if (field === 'rent' && c <= 0) return fail(ctx, field, 'must be more than 0');
  if (c > LISTING_RENT_MAX) return fail(ctx, field, `is more than ${LISTING_RENT_MAX / 100} a month`);
  return c;
}

function integerIn(ctx: Ctx, raw: RawEntry, field: keyof RawEntry, min: number, max: number): number | null {
  const value = raw[field];
  if (typeof value !== 'string' || blank(value)) return null;
  const n = parseNumber(value);
  if (n === undefined || !Number.isInteger(n)) return fail(ctx, field, `${quote(value)} is not a whole number`);
  if (n < min || n > max) return fail(ctx, field, `must be between ${min} and ${max}`);
  return n;
}

function numberIn(ctx: Ctx, raw: RawEntry, field: keyof RawEntry, min: number, max: number): number | null {
  const value = raw[field];
  if (typeof value !== 'string' || blank(value)) return null;
  const n = parseNumber(value);
  if (n === undefined) return fail(ctx, field, `${quote(value)} is not a number`);
  if (n < min || n > max) return fail(ctx, field, `must be between ${min} and ${max}`);
  return n;
}

function flag(ctx: Ctx, raw: RawEntry, field: keyof RawEntry): boolean | null {
  const value = raw[field];
  if (typeof value !== 'string' || blank(value)) return null;
  const b = parseBoolean(value);
  return b === undefined ? fail(ctx, field, `${quote(value)} is not yes or no`) : b;
}

function uniq<T>(values: (T | undefined)[]): T[] {
  return [...new Set(values.filter((v): v is T => v !== undefined))];
}

function photoUrls(values: string[] | undefined): string[] {
  const urls: string[] = [];
  for (const v of values ?? []) {
    const s = v.trim();
    if (s === '' || s.length > 2082) continue;
    try {
      const u = new URL(s);
      if (u.protocol !== 'http:' && u.protocol !== 'https:') continue;
      if (!urls.includes(u.href)) urls.push(u.href);
    } catch {
      // Not a URL: left out (documented: one bad photo does not refuse the listing).
    }
    if (urls.length >= MAX_FEED_PHOTOS) break;
  }
  return urls;
}

function bedsLabel(beds: number): string {
  return beds === 0 ? 'Studio' : `${beds}-bedroom`;
}

const RENTAL_TYPE_WORD: Record<string, string> = { townhouse: 'townhouse', basement: 'basement apartment' };

/** The title a listing gets when its feed gives none. */
export function fallbackTitle(entry: Pick<FeedEntry, 'beds' | 'rentalType' | 'streetAddress'>): string {
  const kind = entry.rentalType ? (RENTAL_TYPE_WORD[entry.rentalType] ?? entry.rentalType) : 'rental';
  const head = entry.beds === 0 ? `Studio ${kind === 'rental' ? '' : kind}`.trim() : `${bedsLabel(entry.beds)} ${kind}`;
  return truncate(`${head} at ${entry.streetAddress}`, LISTING_TITLE_MAX);
}

/** RawEntry -> FeedEntry, or the issues (each naming the RawEntry field). */
export const feedEntrySchema = z.custom<RawEntry>().transform((raw, ctx): FeedEntry => {
  const externalId = requiredText(ctx, raw, 'externalId', 100);
  const streetAddress = requiredText(ctx, raw, 'streetAddress', 200);
  const city = requiredText(ctx, raw, 'city', 100);

  let province = '';
  let country: 'CA' | 'US' = 'CA';
  if (blank(raw.province)) fail(ctx, 'province', 'is missing');
  else {
    const p = normaliseProvince(raw.province);
    if (!p) fail(ctx, 'province', `${quote(raw.province)} is not a Canadian province or territory or a US state`);
    else {
      province = p.code;
      country = p.country;
      if (!blank(raw.country)) {
        const c = raw.country.trim().toUpperCase();
        const said = ['CA', 'CAN', 'CANADA'].includes(c) ? 'CA' : ['US', 'USA', 'UNITED STATES'].includes(c) ? 'US' : c;
        if (said !== country) fail(ctx, 'country', `${quote(raw.country)} does not match the province ${p.code}`);
      }
    }
  }

  let postalCode: string | null = null;
  if (!blank(raw.postalCode)) {
    const pc = normalisePostalCode(raw.postalCode);
    if (!pc) fail(ctx, 'postalCode', `${quote(raw.postalCode)} is not a postal code or ZIP code`);
    else if (province !== '' && pc.country !== country) {
      fail(
        ctx,
        'postalCode',
        `${quote(raw.postalCode)} is not a ${country === 'CA' ? 'Canadian postal code' : 'US ZIP code'}`,
      );
    } else postalCode = pc.code;
  }

  let lat = numberIn(ctx, raw, 'lat', -90, 90);
  let lng = numberIn(ctx, raw, 'lng', -180, 180);
  if (lat === 0 && lng === 0) [lat, lng] = [null, null]; // "0,0": a placeholder, not a place.
  if ((lat === null) !== (lng === null)) {
    fail(ctx, lat === null ? 'lat' : 'lng', 'is missing (latitude and longitude go together)');
  }

  const factor = monthlyFactor(raw.rentFrequency);
  let rent = 0;
  if (factor === undefined) {
    fail(
      ctx,
      'rentFrequency',
      `${quote(raw.rentFrequency ?? '')} is not a rent frequency (monthly, weekly, daily, yearly)`,
    );
  } else rent = cents(ctx, raw, 'rent', factor) ?? 0;
  const deposit = cents(ctx, raw, 'deposit', 1);

  let beds = 0;
  if (blank(raw.beds)) fail(ctx, 'beds', 'is missing');
  else if (/^\s*(studio|bachelor|0\s*bed.*)\s*$/i.test(raw.beds)) beds = 0;
  else beds = integerIn(ctx, raw, 'beds', 0, MAX_BEDS) ?? 0;

  let baths = 0;
  if (!blank(raw.baths)) {
    const b = numberIn(ctx, raw, 'baths', 0, MAX_BATHS);
    if (b !== null) baths = Math.round(b * 2) / 2;
  } else if (!blank(raw.fullBaths) || !blank(raw.halfBaths)) {
    const full = integerIn(ctx, raw, 'fullBaths', 0, MAX_BATHS) ?? 0;
    const half = integerIn(ctx, raw, 'halfBaths', 0, MAX_BATHS) ?? 0;
    baths = Math.min(full + half / 2, MAX_BATHS);
  } else fail(ctx, 'baths', 'is missing');

  let sqft = integerIn(ctx, raw, 'sqft', 1, LISTING_SQFT_MAX);
  if (sqft === null && !blank(raw.areaSqm)) {
    const sqm = numberIn(ctx, raw, 'areaSqm', 0.1, LISTING_SQFT_MAX / SQFT_PER_SQM);
    if (sqm !== null) sqft = Math.max(1, Math.round(sqm * SQFT_PER_SQM));
  }

  const rentalType = blank(raw.rentalType) ? null : (normaliseRentalType(raw.rentalType) ?? null);
  const furnished = flag(ctx, raw, 'furnished');

  let petPolicies: FeedEntry['petPolicies'] = null;
  if (raw.petPolicies?.some((p) => !blank(p))) {
    const out: string[] = [];
    for (const p of raw.petPolicies) {
      if (blank(p)) continue;
      const keys = normalisePetPolicy(p);
      if (!keys) fail(ctx, 'petPolicies', `${quote(p)} is not a pet policy`);
      else out.push(...keys);
    }
    petPolicies = uniq(out) as FeedEntry['petPolicies'];
  } else if (!blank(raw.dogsAllowed) || !blank(raw.catsAllowed) || !blank(raw.petsAllowed)) {
    const pets = flag(ctx, raw, 'petsAllowed');
    const dogs = flag(ctx, raw, 'dogsAllowed') ?? pets;
    const cats = flag(ctx, raw, 'catsAllowed') ?? pets;
    const allowed: FeedEntry['petPolicies'] = [];
    if (cats) allowed.push('cats-allowed');
    if (dogs) allowed.push('small-dogs-allowed', 'large-dogs-allowed');
    petPolicies = allowed.length > 0 ? allowed : dogs === false || cats === false ? ['no-pets'] : null;
  }
  if (petPolicies && petPolicies.length > 1) petPolicies = petPolicies.filter((p) => p !== 'no-pets');

  const parking = blank(raw.parking) ? null : (normaliseParking(raw.parking) ?? null);

  let availableDate: string | null = null;
  if (
    !blank(raw.availableDate) &&
    !/^\s*(now|immediate(ly)?|available now|asap|maintenant)\s*$/i.test(raw.availableDate)
  ) {
    availableDate = normaliseDate(raw.availableDate, raw.dateDayFirst) ?? null;
    if (availableDate === null) {
      fail(
        ctx,
        'availableDate',
        `${quote(raw.availableDate)} is not a date (${raw.dateDayFirst ? 'DD/MM/YYYY or ' : ''}YYYY-MM-DD)`,
      );
    }
  }
  const leaseTerm = blank(raw.leaseTerm) ? null : (normaliseLeaseTerm(raw.leaseTerm) ?? null);

  let contactEmail = optionalText(ctx, raw, 'contactEmail', 254);
  if (contactEmail !== null) {
    contactEmail = contactEmail.toLowerCase();
    if (!z.email().safeParse(contactEmail).success)
      fail(ctx, 'contactEmail', `${quote(contactEmail)} is not an email address`);
  }
  const contactPhone = optionalText(ctx, raw, 'contactPhone', 30);
  if (contactPhone !== null && !/^[+()\d\s.-]{7,30}$/.test(contactPhone)) {
    fail(ctx, 'contactPhone', `${quote(contactPhone)} is not a phone number`);
  }

  const descriptionRaw = raw.description ?? '';
  const description = truncate(
    clean(raw.descriptionIsHtml ? htmlToText(descriptionRaw) : descriptionRaw),
    LISTING_DESCRIPTION_MAX,
  );
  const descriptionFr = blank(raw.descriptionFr)
    ? null
    : truncate(
        clean(raw.descriptionIsHtml ? htmlToText(raw.descriptionFr) : raw.descriptionFr),
        LISTING_DESCRIPTION_MAX,
      );

  const entry: FeedEntry = {
    externalId,
    title: '',
    description,
    descriptionFr,
    streetAddress,
    unit: optionalText(ctx, raw, 'unit', 20),
    city,
    province,
    country,
    postalCode,
    lat,
    lng,
    rent,
    deposit,
    beds,
    baths,
    sqft,
    rentalType,
    furnished,
    petPolicies,
    amenities: uniq((raw.amenities ?? []).map(normaliseAmenity)),
    utilities: uniq((raw.utilities ?? []).map(normaliseUtility)),
    parking,
    availableDate,
    leaseTerm,
    contactName: optionalText(ctx, raw, 'contactName', 100),
    contactPhone,
    contactEmail,
    photoUrls: photoUrls(raw.photoUrls),
  };
  const title = blank(raw.title) ? '' : clean(raw.title).replace(/\s+/g, ' ');
  entry.title = title ? truncate(title, LISTING_TITLE_MAX) : streetAddress ? fallbackTitle(entry) : '';
  return entry;
});

/** Names of RawEntry fields as a format writes them (CSV columns, XML elements), for the reasons. */
export type FieldLabels = Partial<Record<keyof RawEntry, string>>;

export type EntryResult = { ok: true; entry: FeedEntry } | { ok: false; reason: string };

export function toFeedEntry(raw: RawEntry, labels: FieldLabels): EntryResult {
  const parsed = feedEntrySchema.safeParse(raw);
  if (parsed.success) return { ok: true, entry: parsed.data };
  const seen = new Set<string>();
  const reasons: string[] = [];
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    const label = labels[field as keyof RawEntry] ?? field;
    const reason = `${label} ${issue.message}`;
    if (!seen.has(reason)) {
      seen.add(reason);
      reasons.push(reason);
    }
  }
  return { ok: false, reason: reasons.join('; ') };
}
