// Turning a feed's words and numbers into the listing's: money, areas, provinces, postal codes, vocabularies.
// Pure functions; each returns undefined when it cannot make sense of its input (the schema then says why).

import { REGIONS } from '@rentals/shared/regions';
import type {
  Amenity,
  LeaseTerm,
  ParkingType,
  PetPolicy,
  RentalType,
  Utility,
} from '@rentals/shared/resources/listing-vocabularies';

/** Lower case, accents off, runs of spaces, dashes and underscores to one space. */
export function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_\-./]+/g, ' ')
    .trim();
}

/**
 * Remembers a normaliser's answers: a feed repeats the same few words (provinces, types, amenities) on every
 * entry. Bounded: past 2,000 distinct inputs it starts over.
 */
function memo<T>(fn: (value: string) => T): (value: string) => T {
  const cache = new Map<string, T>();
  return (value: string) => {
    if (cache.has(value)) return cache.get(value) as T;
    if (cache.size >= 2000) cache.clear();
    const result = fn(value);
    cache.set(value, result);
    return result;
  };
}

/**
 * "1,250.00", "$1250", "1 250,50 $", "CAD 1250" -> 1250.5. The last of "." and "," is the decimal separator
 * when followed by one or two digits; otherwise both are thousands separators.
 */
export function parseAmount(value: string): number | undefined {
  let v = value.replace(/[\s\u00a0\u202f]/g, '').replace(/^(CAD|USD|C\$|US\$|\$)|(CAD|USD|\$)$/gi, '');
  if (!/^\d[\d.,]*$/.test(v)) return undefined;
  const lastSep = Math.max(v.lastIndexOf('.'), v.lastIndexOf(','));
  if (lastSep >= 0 && /^\d{1,2}$/.test(v.slice(lastSep + 1))) {
    v = `${v.slice(0, lastSep).replace(/[.,]/g, '')}.${v.slice(lastSep + 1)}`;
  } else {
    v = v.replace(/[.,]/g, '');
  }
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

/** A plain decimal number ("2", "1.5", "-73.56", "2,5"); undefined otherwise. */
export function parseNumber(value: string): number | undefined {
  const v = value.trim().replace(',', '.');
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(v)) return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

/** Monthly multipliers for the price frequencies feeds use. ONCE (a sale price) is not a rent. */
const FREQUENCIES: Record<string, number> = {
  monthly: 1,
  month: 1,
  mensuel: 1,
  weekly: 52 / 12,
  week: 52 / 12,
  biweekly: 26 / 12,
  daily: 365 / 12,
  day: 365 / 12,
  nightly: 365 / 12,
  yearly: 1 / 12,
  annually: 1 / 12,
  annual: 1 / 12,
  year: 1 / 12,
};

/** How many times a month a price given per `frequency` is paid; undefined for an unknown or one-off price. */
export function monthlyFactor(frequency: string | undefined): number | undefined {
  if (frequency === undefined || frequency.trim() === '') return 1;
  return FREQUENCIES[fold(frequency).replace(/ /g, '')];
}

export const SQFT_PER_SQM = 10.763_910_4;

const provinceByKey = new Map<string, { code: string; country: 'CA' | 'US' }>();
for (const country of ['CA', 'US'] as const) {
  for (const r of REGIONS[country]) {
    const entry = { code: r.code, country };
    provinceByKey.set(fold(r.code), entry);
    provinceByKey.set(fold(r.name), entry);
    provinceByKey.set(fold(r.nameFr), entry);
  }
}
// Old and short forms still seen in property-management exports.
for (const [alias, code] of [
  ['pq', 'QC'],
  ['que', 'QC'],
  ['nfld', 'NL'],
  ['newfoundland', 'NL'],
  ['labrador', 'NL'],
  ['nf', 'NL'],
  ['pei', 'PE'],
  ['ipe', 'PE'],
  ['yk', 'YT'],
  ['nwt', 'NT'],
  ['tno', 'NT'],
  ['sask', 'SK'],
  ['alta', 'AB'],
  ['man', 'MB'],
  ['ont', 'ON'],
  ['b c', 'BC'],
  ['c b', 'BC'],
  ['n b', 'NB'],
  ['n s', 'NS'],
  ['n e', 'NS'],
  ['yukon territory', 'YT'],
] as const) {
  provinceByKey.set(alias, { code, country: 'CA' });
}

/** "Ontario", "on", "Québec", "PQ", "New York" -> its code and country. */
export const normaliseProvince = memo((value: string): { code: string; country: 'CA' | 'US' } | undefined => {
  return provinceByKey.get(fold(value));
});

/** Canadian "h2x1y4" -> "H2X 1Y4"; US "10001" or "10001-1234". */
export function normalisePostalCode(value: string): { code: string; country: 'CA' | 'US' } | undefined {
  const v = value.trim().toUpperCase();
  const ca = /^([A-Z]\d[A-Z])[\s-]?(\d[A-Z]\d)$/.exec(v);
  if (ca) return { code: `${ca[1]} ${ca[2]}`, country: 'CA' };
  const us = /^(\d{5})(?:[\s-]?(\d{4}))?$/.exec(v);
  if (us) return { code: us[2] ? `${us[1]}-${us[2]}` : (us[1] as string), country: 'US' };
  return undefined;
}

const TRUE = new Set(['1', 'true', 'yes', 'y', 'oui', 'o', 't', 'on', 'x']);
const FALSE = new Set(['0', 'false', 'no', 'n', 'non', 'f', 'off', 'none']);

export function parseBoolean(value: string): boolean | undefined {
  const v = fold(value);
  if (TRUE.has(v)) return true;
  if (FALSE.has(v)) return false;
  return undefined;
}

/** The words each listing key is recognised by (after fold), checked in order: the first match wins. */
const RENTAL_TYPE_WORDS: [RentalType, RegExp][] = [
  ['basement', /basement|sous sol|in law|lower level/],
  ['room', /\broom|roommate|shared|chambre|colocation/],
  ['condo', /condo/],
  ['townhouse', /town|row ?house|rangee/],
  ['duplex', /duplex|triplex|plex\b/],
  ['loft', /loft/],
  ['house', /house|single family|detached|cottage|bungalow|maison|chalet|villa|sfr/],
  ['apartment', /apartment|apt|flat|appartement|studio|large|medium|multi|unit|logement|condo/],
];

export const normaliseRentalType = memo((value: string): RentalType | undefined => {
  const v = fold(value);
  return RENTAL_TYPE_WORDS.find(([, re]) => re.test(v))?.[0];
});

const AMENITY_WORDS: [Amenity, RegExp][] = [
  ['in-suite-laundry', /in suite laundry|in unit|\bwasher|dryer|laveuse|secheuse|\bw ?d\b|laundry in|ensuite laundry/],
  [
    'shared-laundry',
    /shared laundry|laundry room|coin laundry|laundry on site|on site laundry|buanderie commune|laundry/,
  ],
  ['dishwasher', /dishwasher|lave vaisselle/],
  ['air-conditioning', /air condition|a c\b|\bac\b|central air|climatis/],
  ['balcony', /balcon|terrace|patio|deck/],
  ['gym', /gym|fitness|sport/],
  ['pool', /pool|piscine|swimming/],
  ['elevator', /elevator|lift|ascenseur/],
  ['storage', /storage locker|storage|rangement|casier/],
  ['wheelchair-accessible', /wheelchair|accessible|fauteuil/],
  ['concierge', /concierge|doorman/],
  ['bike-storage', /bike|bicycle|velo/],
  ['ev-charging', /\bev\b|electric vehicle|charging|recharge/],
  ['yard', /yard|garden|jardin|cour\b/],
  ['fireplace', /fireplace|foyer/],
  ['hardwood-floors', /hardwood|bois franc/],
];

/** A key itself ("in-suite-laundry") or a phrase ("Washer/Dryer", "Hardwood Floors"); undefined when unknown. */
export const normaliseAmenity = memo((value: string): Amenity | undefined => {
  const v = fold(value);
  return (AMENITY_WORDS.find(([key]) => fold(key) === v) ?? AMENITY_WORDS.find(([, re]) => re.test(v)))?.[0];
});

const UTILITY_WORDS: [Utility, RegExp][] = [
  ['heat', /heat|chauffage/],
  ['water', /water|\beau\b/],
  ['electricity', /electric|hydro/],
  ['internet', /internet|wi ?fi|wireless/],
  ['cable', /cable|\btv\b|television/],
  ['gas', /\bgas\b|\bgaz\b/],
];

export const normaliseUtility = memo((value: string): Utility | undefined => {
  const v = fold(value);
  return UTILITY_WORDS.find(([key, re]) => key === v || re.test(v))?.[0];
});

const PARKING_WORDS: [ParkingType, RegExp][] = [
  ['none', /^(none|no|no parking|aucun|non|0|false)$/],
  ['underground', /underground|souterrain|indoor|heated/],
  ['garage', /garage|covered/],
  ['driveway', /driveway|off street|surface|lot|private|assigned|exterieur|outdoor|entree|^(1|yes|true|oui)$/],
  ['street', /street|rue/],
];

export const normaliseParking = memo((value: string): ParkingType | undefined => {
  const v = fold(value);
  return PARKING_WORDS.find(([key, re]) => key === v || re.test(v))?.[0];
});

const PET_KEYS: PetPolicy[] = ['cats-allowed', 'small-dogs-allowed', 'large-dogs-allowed', 'no-pets'];

/** A pet-policy key, or the words for one ("cats", "small dogs", "dogs", "no pets"). Dogs means both sizes. */
export const normalisePetPolicy = memo((value: string): PetPolicy[] | undefined => {
  const v = fold(value);
  const key = PET_KEYS.find((k) => fold(k) === v);
  if (key) return [key];
  if (/no pets|aucun animal|pets not allowed|^none$/.test(v)) return ['no-pets'];
  if (/small dog|petit chien/.test(v)) return ['small-dogs-allowed'];
  if (/large dog|big dog|grand chien/.test(v)) return ['large-dogs-allowed'];
  if (/dog|chien/.test(v)) return ['small-dogs-allowed', 'large-dogs-allowed'];
  if (/cat|chat/.test(v)) return ['cats-allowed'];
  return undefined;
});

const LEASE_WORDS: [LeaseTerm, RegExp][] = [
  ['month-to-month', /month to month|monthtomonth|^monthly$|^month$|au mois|^1 months?$|flexible/],
  ['6-months', /^6|six ?months?|sixmonths|6 mois/],
  ['24-months', /^24|two ?years?|twoyears|2 years?|2 ans/],
  ['12-months', /^12|one ?year|oneyear|twelve ?months?|1 year|1 an|annual|yearly/],
];

export const normaliseLeaseTerm = memo((value: string): LeaseTerm | undefined => {
  const v = fold(value);
  return LEASE_WORDS.find(([key, re]) => fold(key) === v || re.test(v))?.[0];
});

function isRealDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** "2026-09-01", "2026-09-01T00:00:00Z" and, with dayFirst, "01/09/2026" -> "2026-09-01". */
export function normaliseDate(value: string, dayFirst = false): string | undefined {
  const v = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(v);
  let y: number;
  let m: number;
  let d: number;
  if (iso) {
    [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else {
    const slashed = dayFirst ? /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(v) : null;
    if (!slashed) return undefined;
    [d, m, y] = [Number(slashed[1]), Number(slashed[2]), Number(slashed[3])];
  }
  if (!isRealDate(y, m, d)) return undefined;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** HTML descriptions (HotPads allows some) as plain text: line breaks kept, tags dropped, entities decoded. */
export function htmlToText(value: string): string {
  if (!/[<&]/.test(value)) return value;
  return value
    .replace(/<\s*br\s*\/?\s*>/gi, '\n')
    .replace(/<\s*\/\s*(p|div|li|h[1-6])\s*>/gi, '\n')
    .replace(/<\s*li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Math.min(Number(n), 0x10ffff)))
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export function truncate(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
