// The deterministic demo listings generator (pure: no database). Listings come in chunks of 1,000, each
// drawn from its own seeded stream, so listing n is the same whether a database is filled in one run or
// topped up over several, and the same seed always gives the same data.
import { type ListingFee, mandatoryMonthlyFees } from '@rentals/shared/resources/listing-fees';
import {
  AMENITIES,
  type Amenity,
  type LeaseTerm,
  type ListingStatus,
  type ParkingType,
  type PetPolicy,
  RENTAL_TYPES,
  type RentalType,
  type Utility,
} from '@rentals/shared/resources/listing-vocabularies';
import { slugify } from '@rentals/shared/resources/listings';
import { createRandom, type Random, weightedSampler } from './demo-random.ts';
import {
  AREA_CODES,
  CANADIAN_POSTAL_LETTERS,
  COMPANY_PREFIXES,
  COMPANY_SUFFIXES,
  DESCRIPTION_CLOSERS,
  DESCRIPTION_NEIGHBOURHOODS,
  DESCRIPTION_OPENERS,
  FIRST_NAMES,
  LAST_NAMES,
  POSTAL_LETTERS,
  QUEBEC_STREETS,
  STREET_NAMES,
  STREET_SUFFIXES,
  TITLE_ADJECTIVES,
  TITLE_PLACES,
  ZIP_PREFIXES,
} from './demo-words.ts';

export const DEFAULT_LISTINGS_SEED = 20_240_601;
export const LISTINGS_PER_CHUNK = 1000;
/** ~125 listings per company on average (each gets a random share of its chunk: ~50 to ~200). */
export const COMPANIES_PER_CHUNK = 8;
/** Share of buildings with 3 to 7 units listed at one address: ~10% of listings end up sharing one. */
const SHARED_BUILDING_CHANCE = 0.022;
export const DEMO_PHOTO_COUNT = 16;
export const DEMO_PHOTO_SIZE = { width: 1600, height: 1067 } as const;
export const demoPhotoKey = (n: number) => `demo/photo-${n}`;
const DAY_MS = 86_400_000;
/** Listings went live over the last 18 months, so rent trends have history. */
const HISTORY_DAYS = 548;
/** Rents rise ~0.25% a month: a listing enabled 18 months ago asked ~4.5% less. */
const MONTHLY_RENT_DRIFT = 0.0025;

export interface GeneratorCity {
  id: number;
  name: string;
  provinceId: number;
  provinceCode: string;
  country: 'CA' | 'US';
  metroAreaId: number | null;
  lat: number;
  lng: number;
  population: number;
  /** 0 outside a metropolitan area. */
  metroPopulation: number;
}

export interface GeneratedCompany {
  key: number;
  name: string;
  phone: string;
  website: string;
  province: string;
  landlord: { firstName: string; lastName: string; email: string; phone: string };
}

export interface GeneratedPhoto {
  position: number;
  storageKey: string;
  width: number;
  height: number;
  alt: string;
}

export interface GeneratedListing {
  /** Position in the generated sequence (0-based). */
  index: number;
  companyKey: number;
  title: string;
  slug: string;
  description: string;
  streetAddress: string;
  unit: string | null;
  postalCode: string;
  cityId: number;
  metroAreaId: number | null;
  provinceId: number;
  lat: number;
  lng: number;
  /** Cents. */
  rent: number;
  deposit: number | null;
  beds: number;
  baths: number;
  sqft: number | null;
  rentalType: RentalType;
  furnished: boolean;
  petPolicies: PetPolicy[];
  amenities: Amenity[];
  utilities: Utility[];
  parking: ParkingType;
  /** YYYY-MM-DD, null = available now. */
  availableDate: string | null;
  leaseTerm: LeaseTerm | null;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  status: ListingStatus;
  featuredUntil: Date | null;
  enabledAt: Date;
  createdAt: Date;
  viewCount: number;
  inquiryCount: number;
  photos: GeneratedPhoto[];
  fees: readonly ListingFee[];
  /** Cents: the mandatory monthly fees, as the landlord editor stores them. */
  monthlyFees: number;
}

export interface GeneratorContext {
  seed: number;
  /** The reference time every date is relative to (same seed and `now` -> same data). */
  now: Date;
  cities: GeneratorCity[];
  sampleCity: (random: Random) => GeneratorCity;
}

/** Cities in id order, picked in proportion to their population. */
export function generatorContext(cities: GeneratorCity[], options: { seed?: number; now?: Date } = {}) {
  if (cities.length === 0) throw new Error('the listings generator needs cities (seed the places first)');
  const sorted = [...cities].sort((a, b) => a.id - b.id);
  return {
    seed: options.seed ?? DEFAULT_LISTINGS_SEED,
    now: options.now ?? new Date(),
    cities: sorted,
    sampleCity: weightedSampler(sorted, (c) => Math.max(c.population, 500)),
  } satisfies GeneratorContext;
}

// ---------------------------------------------------------------- companies

/** The keys of the companies that listings [from, to) belong to. */
export function companyKeysFor(from: number, to: number): number[] {
  if (to <= from) return [];
  const first = Math.floor(from / LISTINGS_PER_CHUNK) * COMPANIES_PER_CHUNK;
  const last = (Math.floor((to - 1) / LISTINGS_PER_CHUNK) + 1) * COMPANIES_PER_CHUNK;
  return Array.from({ length: last - first }, (_, i) => first + i);
}

export const landlordEmail = (companyKey: number) => `landlord-${companyKey + 1}@demo.test`;

const phoneNumber = (random: Random, provinceCode: string) =>
  `${random.pick(AREA_CODES[provinceCode] ?? [555])}-555-01${String(random.int(0, 99)).padStart(2, '0')}`;

export function generateCompany(seed: number, key: number): GeneratedCompany {
  const random = createRandom(seed, 'company', key);
  const suffix = random.pick(COMPANY_SUFFIXES);
  const name = random.chance(0.75)
    ? `${random.pick(COMPANY_PREFIXES)} ${suffix}`
    : `${random.pick(LAST_NAMES)} & ${random.pick(LAST_NAMES)} ${suffix}`;
  const province = random.pick(Object.keys(AREA_CODES));
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  return {
    key,
    name,
    phone: phoneNumber(random, province),
    website: `https://${slugify(name)}.example`,
    province,
    landlord: { firstName, lastName, email: landlordEmail(key), phone: phoneNumber(random, province) },
  };
}

// ---------------------------------------------------------------- rents

export const CITY_SIZES = ['major', 'large', 'mid', 'small', 'town'] as const;
export type CitySize = (typeof CITY_SIZES)[number];

/** A suburb of a big metro rents like a big city: size counts half the metro's population. */
export function citySize(city: Pick<GeneratorCity, 'population' | 'metroPopulation'>): CitySize {
  const people = Math.max(city.population, city.metroPopulation / 2);
  if (people >= 1_000_000) return 'major';
  if (people >= 250_000) return 'large';
  if (people >= 50_000) return 'mid';
  if (people >= 10_000) return 'small';
  return 'town';
}

/** Monthly rent of an unfurnished one-bedroom apartment today, in dollars. */
export const ONE_BEDROOM_RENT: Record<CitySize, readonly [number, number]> = {
  major: [2000, 2600],
  large: [1500, 2000],
  mid: [1200, 1650],
  small: [1000, 1400],
  town: [900, 1300],
};

const TYPE_RENT_FACTOR: Record<RentalType, number> = {
  apartment: 1,
  condo: 1.05,
  house: 1.1,
  townhouse: 1.05,
  basement: 0.85,
  duplex: 1,
  room: 1,
  loft: 1.08,
};

// ---------------------------------------------------------------- shapes of units

type Weights<K extends string | number> = readonly (readonly [K, number])[];

const RENTAL_TYPE_WEIGHTS: Weights<RentalType> = [
  ['apartment', 40],
  ['condo', 18],
  ['house', 10],
  ['townhouse', 8],
  ['basement', 7],
  ['duplex', 5],
  ['room', 6],
  ['loft', 3],
];

const BEDS_BY_TYPE: Record<RentalType, Weights<number>> = {
  apartment: [
    [0, 15],
    [1, 38],
    [2, 32],
    [3, 12],
    [4, 3],
  ],
  condo: [
    [0, 8],
    [1, 40],
    [2, 40],
    [3, 12],
  ],
  house: [
    [2, 10],
    [3, 45],
    [4, 30],
    [5, 15],
  ],
  townhouse: [
    [2, 25],
    [3, 50],
    [4, 25],
  ],
  basement: [
    [0, 25],
    [1, 50],
    [2, 25],
  ],
  duplex: [
    [1, 15],
    [2, 40],
    [3, 35],
    [4, 10],
  ],
  room: [[1, 1]],
  loft: [
    [0, 30],
    [1, 50],
    [2, 20],
  ],
};

const BATHS_BY_BEDS: Weights<number>[] = [
  [[1, 1]],
  [
    [1, 85],
    [1.5, 15],
  ],
  [
    [1, 40],
    [1.5, 30],
    [2, 30],
  ],
  [
    [1.5, 25],
    [2, 45],
    [2.5, 30],
  ],
  [
    [2, 30],
    [2.5, 35],
    [3, 35],
  ],
  [
    [2.5, 30],
    [3, 40],
    [3.5, 30],
  ],
];

const SQFT_BY_BEDS: readonly (readonly [number, number])[] = [
  [380, 550],
  [550, 800],
  [800, 1150],
  [1100, 1600],
  [1500, 2300],
  [2000, 3200],
];

const MULTI_UNIT: ReadonlySet<RentalType> = new Set(['apartment', 'condo', 'loft']);

const AMENITY_CHANCES: Record<'multi' | 'ground' | 'room', Record<Amenity, number>> = {
  multi: {
    'in-suite-laundry': 0.4,
    'shared-laundry': 0.45,
    dishwasher: 0.5,
    'air-conditioning': 0.5,
    balcony: 0.55,
    gym: 0.3,
    pool: 0.12,
    elevator: 0.55,
    storage: 0.35,
    'wheelchair-accessible': 0.2,
    concierge: 0.15,
    'bike-storage': 0.3,
    'ev-charging': 0.1,
    yard: 0.03,
    fireplace: 0.05,
    'hardwood-floors': 0.45,
  },
  ground: {
    'in-suite-laundry': 0.65,
    'shared-laundry': 0.2,
    dishwasher: 0.55,
    'air-conditioning': 0.55,
    balcony: 0.15,
    gym: 0,
    pool: 0.04,
    elevator: 0,
    storage: 0.3,
    'wheelchair-accessible': 0.05,
    concierge: 0,
    'bike-storage': 0.1,
    'ev-charging': 0.08,
    yard: 0.7,
    fireplace: 0.25,
    'hardwood-floors': 0.5,
  },
  room: {
    'in-suite-laundry': 0.2,
    'shared-laundry': 0.6,
    dishwasher: 0.4,
    'air-conditioning': 0.4,
    balcony: 0.1,
    gym: 0.05,
    pool: 0.02,
    elevator: 0.1,
    storage: 0.1,
    'wheelchair-accessible': 0.05,
    concierge: 0,
    'bike-storage': 0.1,
    'ev-charging': 0,
    yard: 0.2,
    fireplace: 0.05,
    'hardwood-floors': 0.3,
  },
};

const UTILITY_CHANCES: Record<'unit' | 'room', Weights<Utility>> = {
  unit: [
    ['heat', 0.45],
    ['water', 0.6],
    ['electricity', 0.2],
    ['internet', 0.12],
    ['cable', 0.05],
    ['gas', 0.15],
  ],
  room: [
    ['heat', 0.9],
    ['water', 0.9],
    ['electricity', 0.8],
    ['internet', 0.8],
    ['cable', 0.2],
    ['gas', 0.3],
  ],
};

const PARKING_WEIGHTS: Record<'multi' | 'ground' | 'room', Weights<ParkingType>> = {
  multi: [
    ['underground', 35],
    ['street', 25],
    ['none', 30],
    ['garage', 10],
  ],
  ground: [
    ['driveway', 45],
    ['garage', 25],
    ['street', 25],
    ['none', 5],
  ],
  room: [
    ['street', 50],
    ['none', 40],
    ['driveway', 10],
  ],
};

const LEASE_WEIGHTS: Weights<LeaseTerm | 'none'> = [
  ['12-months', 60],
  ['month-to-month', 18],
  ['6-months', 10],
  ['24-months', 7],
  ['none', 5],
];

const STATUS_WEIGHTS: Weights<ListingStatus> = [
  ['active', 90],
  ['paused', 4],
  ['expired', 4],
  ['removed', 2],
];

const PHOTO_COUNT_WEIGHTS: Weights<number> = [
  [1, 10],
  [2, 10],
  [3, 20],
  [4, 25],
  [5, 20],
  [6, 15],
];

// ---------------------------------------------------------------- places and addresses

interface Building {
  city: GeneratorCity;
  streetAddress: string;
  streetName: string;
  postalCode: string;
  lat: number;
  lng: number;
}

function postalCode(random: Random, city: GeneratorCity): string {
  if (city.country === 'CA') {
    // One first letter per city (Ontario alone has five), so a city's codes look alike.
    const letters = CANADIAN_POSTAL_LETTERS[city.provinceCode] ?? 'K';
    const first = letters[city.id % letters.length];
    const letter = () => random.pick([...POSTAL_LETTERS]);
    return `${first}${random.int(0, 9)}${letter()} ${random.int(0, 9)}${letter()}${random.int(0, 9)}`;
  }
  const [min, max] = ZIP_PREFIXES[city.provinceCode] ?? [100, 999];
  return `${String(random.int(min, max)).padStart(3, '0')}${String(random.int(0, 99)).padStart(2, '0')}`;
}

/** Within a radius that grows with the city (2 km for a village, 12 km at most), denser near the centre. */
function jitter(random: Random, city: GeneratorCity) {
  const radiusKm = Math.min(12, 2 + Math.sqrt(city.population) / 250);
  const distance = radiusKm * random.next() ** 1.5;
  const angle = random.next() * 2 * Math.PI;
  const lat = city.lat + (distance * Math.cos(angle)) / 111.32;
  const lng = city.lng + (distance * Math.sin(angle)) / (111.32 * Math.cos((city.lat * Math.PI) / 180));
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

function makeBuilding(random: Random, city: GeneratorCity, large: boolean): Building {
  const number = large ? random.int(10, 2500) : random.int(1, 9999);
  let streetName: string;
  if (city.provinceCode === 'QC' && random.chance(0.7)) streetName = random.pick(QUEBEC_STREETS);
  else {
    const [full, short] = random.pick(STREET_SUFFIXES);
    streetName = `${random.pick(STREET_NAMES)} ${random.chance(0.7) ? short : full}`;
  }
  return {
    city,
    streetAddress: `${number} ${streetName}`,
    streetName,
    postalCode: postalCode(random, city),
    ...jitter(random, city),
  };
}

// ---------------------------------------------------------------- words

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

function typeNoun(type: RentalType): string {
  return type === 'basement' ? 'basement apartment' : lower(RENTAL_TYPES[type].en);
}

/** "2 bedroom apartment", "studio loft", "room". */
function unitPhrase(type: RentalType, beds: number): string {
  if (type === 'room') return 'room';
  if (beds === 0) return `studio ${type === 'apartment' ? 'apartment' : typeNoun(type)}`;
  return `${beds} bedroom ${typeNoun(type)}`;
}

function makeTitle(random: Random, type: RentalType, beds: number, furnished: boolean, building: Building) {
  const unit = unitPhrase(type, beds);
  if (type === 'room') {
    return `${furnished ? 'Furnished room' : 'Private room'} in a shared ${random.pick(['house', 'apartment'])} ${random.pick(TITLE_PLACES)}`;
  }
  const adjective = random.pick(TITLE_ADJECTIVES);
  switch (random.int(0, 3)) {
    case 0:
      return `${adjective} ${unit} in ${building.city.name}`;
    case 1:
      return `${capitalise(unit)} on ${building.streetName}`;
    default:
      return `${adjective} ${furnished ? 'furnished ' : ''}${unit} ${random.pick(TITLE_PLACES)}`;
  }
}

const MONTHS = 'January February March April May June July August September October November December'.split(' ');
/** "March 5, 2025" (by hand: Intl formatting would be most of the generator's time at a million rows). */
const dateLabel = (date: Date) => `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
const PET_WORDS: Record<PetPolicy, string> = {
  'cats-allowed': 'cats',
  'small-dogs-allowed': 'small dogs',
  'large-dogs-allowed': 'large dogs',
  'no-pets': 'no pets',
};
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function makeDescription(
  random: Random,
  l: Omit<GeneratedListing, 'description' | 'photos' | 'fees' | 'monthlyFees'>,
  city: string,
): string {
  const unit = unitPhrase(l.rentalType, l.beds);
  const fill = (template: string) =>
    template
      .replace('{adjective}', lower(random.pick(TITLE_ADJECTIVES)))
      .replace('{unit}', unit)
      .replace('{city}', city)
      .replace('{street}', l.streetAddress);
  const sentences = [fill(random.pick(DESCRIPTION_OPENERS))];
  const bathWord = l.baths === 1 ? 'bathroom' : 'bathrooms';
  const size = l.sqft ? ` across about ${thousands(l.sqft)} sq ft` : '';
  if (l.rentalType === 'room') {
    const area = l.sqft ? ` is about ${l.sqft} sq ft and` : '';
    sentences.push(`The room${area} shares ${l.baths} ${bathWord} with the household.`);
  } else {
    const layout = l.beds === 0 ? 'an open-plan layout' : `${l.beds} ${l.beds === 1 ? 'bedroom' : 'bedrooms'}`;
    sentences.push(`It has ${layout} and ${l.baths} ${bathWord}${size}.`);
  }
  const features = l.amenities.slice(0, 3).map((a) => lower(AMENITIES[a].en));
  if (features.length) sentences.push(`Highlights include ${list(features)}.`);
  sentences.push(
    l.utilities.length
      ? `${capitalise(list(l.utilities.map((u) => (u === 'cable' ? 'cable TV' : u))))} included in the rent.`
      : 'Utilities are extra.',
  );
  if (l.petPolicies.includes('no-pets')) sentences.push('Sorry, no pets.');
  else if (l.petPolicies.length) {
    sentences.push(`${capitalise(list(l.petPolicies.map((p) => PET_WORDS[p])))} welcome.`);
  }
  sentences.push(fill(random.pick(DESCRIPTION_NEIGHBOURHOODS)));
  sentences.push(
    l.availableDate ? `Available ${dateLabel(new Date(`${l.availableDate}T00:00:00Z`))}.` : 'Available now.',
  );
  sentences.push(random.pick(DESCRIPTION_CLOSERS));
  return sentences.join(' ');
}

// ---------------------------------------------------------------- listings

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

function makeListing(
  random: Random,
  context: GeneratorContext,
  index: number,
  company: GeneratedCompany,
  building: Building,
  sharedUnit: string | null,
): GeneratedListing {
  const { city } = building;
  const now = context.now.getTime();
  const type: RentalType = sharedUnit
    ? random.weighted<RentalType>([
        ['apartment', 70],
        ['condo', 30],
      ])
    : random.weighted(RENTAL_TYPE_WEIGHTS);
  const kind = type === 'room' ? 'room' : MULTI_UNIT.has(type) ? 'multi' : 'ground';
  const beds = random.weighted(BEDS_BY_TYPE[type]);
  const baths = type === 'room' ? 1 : random.weighted(BATHS_BY_BEDS[beds] as Weights<number>);
  const furnished = random.chance(type === 'room' ? 0.6 : type === 'loft' ? 0.2 : 0.08);

  const status = random.weighted(STATUS_WEIGHTS);
  const ageDays = status === 'expired' ? random.between(90, HISTORY_DAYS) : random.between(0, HISTORY_DAYS);
  const enabledAt = new Date(now - Math.round(ageDays * DAY_MS));
  const createdAt = new Date(enabledAt.getTime() - random.int(0, 72) * 3_600_000);

  const [low, high] = ONE_BEDROOM_RENT[citySize(city)];
  let dollars = random.between(low, high) * TYPE_RENT_FACTOR[type];
  if (type === 'room') dollars *= random.between(0.45, 0.6);
  else if (beds === 0) dollars *= random.between(0.75, 0.88);
  else for (let b = 1; b < beds; b++) dollars *= random.between(1.25, 1.4);
  if (furnished) dollars *= 1.1;
  dollars *= 1 - MONTHLY_RENT_DRIFT * (ageDays / 30.44);
  const rent = roundTo(dollars, 25) * 100;

  const [minSqft, maxSqft] = type === 'room' ? [110, 220] : (SQFT_BY_BEDS[beds] as readonly [number, number]);
  const sqft = random.chance(0.06)
    ? null
    : roundTo(random.between(minSqft, maxSqft) * (type === 'house' ? 1.15 : 1), 10);
  const depositShare = random.weighted<number>([
    [1, 40],
    [0.5, 30],
    [0, 30],
  ]);

  let petPolicies: PetPolicy[];
  const petRoll = random.next();
  if (petRoll < 0.2) petPolicies = ['no-pets'];
  else if (petRoll < 0.35) petPolicies = [];
  else {
    petPolicies = random.subset<PetPolicy>([
      ['cats-allowed', 0.8],
      ['small-dogs-allowed', 0.55],
      ['large-dogs-allowed', 0.25],
    ]);
    if (petPolicies.length === 0) petPolicies = ['cats-allowed'];
  }
  const amenityChances = AMENITY_CHANCES[kind];
  const amenities = random.subset(Object.entries(amenityChances) as [Amenity, number][]);
  const utilities = random.subset(UTILITY_CHANCES[kind === 'room' ? 'room' : 'unit']);
  const parking = random.weighted(PARKING_WEIGHTS[kind]);
  const lease = type === 'room' && random.chance(0.5) ? 'month-to-month' : random.weighted(LEASE_WEIGHTS);
  const availableDate = random.chance(0.4) ? null : isoDate(new Date(now + random.int(0, 60) * DAY_MS));
  const featuredUntil = status === 'active' && random.chance(0.05) ? new Date(now + random.int(1, 30) * DAY_MS) : null;

  let unit = sharedUnit;
  if (!unit) {
    if (kind === 'multi' && random.chance(0.55))
      unit = `${random.int(1, 25)}${String(random.int(1, 12)).padStart(2, '0')}`;
    else if (type === 'basement') unit = 'Lower';
    else if (type === 'duplex') unit = random.pick(['Upper', 'Lower']);
  }

  const title = makeTitle(random, type, beds, furnished, building);
  const ageFactor = Math.min(1, ageDays / 60);
  const viewCount = random.int(0, 40) + Math.round(random.int(0, 600) * ageFactor);
  const base = {
    index,
    companyKey: company.key,
    title,
    slug: slugify(title),
    streetAddress: building.streetAddress,
    unit,
    postalCode: building.postalCode,
    cityId: city.id,
    metroAreaId: city.metroAreaId,
    provinceId: city.provinceId,
    lat: building.lat,
    lng: building.lng,
    rent,
    deposit: depositShare ? roundTo((rent / 100) * depositShare, 25) * 100 : null,
    beds,
    baths,
    sqft,
    rentalType: type,
    furnished,
    petPolicies,
    amenities,
    utilities,
    parking,
    availableDate,
    leaseTerm: lease === 'none' ? null : lease,
    contactName: `${company.landlord.firstName} ${company.landlord.lastName}`,
    contactPhone: phoneNumber(random, city.provinceCode),
    contactEmail: company.landlord.email,
    status,
    featuredUntil,
    enabledAt,
    createdAt,
    viewCount,
    inquiryCount: Math.floor(viewCount / random.int(15, 60)),
  };
  const description = makeDescription(random, base, city.name);

  const photoCount = random.weighted(PHOTO_COUNT_WEIGHTS);
  const start = random.int(0, DEMO_PHOTO_COUNT - 1);
  const step = random.pick([1, 3, 5, 7]);
  const photos = Array.from({ length: photoCount }, (_, position) => ({
    position,
    storageKey: demoPhotoKey(((start + position * step) % DEMO_PHOTO_COUNT) + 1),
    width: DEMO_PHOTO_SIZE.width,
    height: DEMO_PHOTO_SIZE.height,
    alt: `${capitalise(unitPhrase(type, beds))} at ${building.streetAddress}, ${city.name}: photo ${position + 1} of ${photoCount}`,
  }));
  return { ...base, description, photos, fees: NO_FEES, monthlyFees: 0 };
}

// ---------------------------------------------------------------- fees

/** Share of listings with fees beside the rent; most landlords of small buildings charge none. */
const FEES_CHANCE = 0.25;
const NO_FEES: readonly ListingFee[] = Object.freeze([]);

/** A fee of `min` to `max` dollars, rounded to $5, in cents. */
function fee(
  random: Random,
  type: ListingFee['type'],
  [min, max]: readonly [number, number],
  frequency: ListingFee['frequency'],
  requirement: ListingFee['requirement'] = 'mandatory',
): ListingFee {
  return { type, label: '', amount: roundTo(random.between(min, max), 5) * 100, frequency, requirement };
}

/**
 * Fees fitting the listing: parking where it has a spot, pet rent where pets are welcome, utilities where
 * the rent includes neither heat nor electricity, an amenity fee in a building with a gym or pool; then the
 * one-time application and move-in fees. Drawn from their own stream (see generateChunk).
 */
function makeFees(random: Random, l: GeneratedListing): readonly ListingFee[] {
  if (!random.chance(FEES_CHANCE)) return NO_FEES;
  const fees: ListingFee[] = [];
  if (l.parking === 'underground' || l.parking === 'garage') {
    fees.push(fee(random, 'parking', [75, 200], 'monthly', random.chance(0.6) ? 'mandatory' : 'optional'));
  }
  const petsWelcome = l.petPolicies.length > 0 && !l.petPolicies.includes('no-pets');
  if (petsWelcome && random.chance(0.6)) fees.push(fee(random, 'pet-rent', [25, 50], 'monthly', 'optional'));
  if (!l.utilities.includes('heat') && !l.utilities.includes('electricity') && random.chance(0.7)) {
    fees.push(fee(random, 'utilities', [60, 150], 'monthly'));
  }
  if ((l.amenities.includes('gym') || l.amenities.includes('pool')) && random.chance(0.5)) {
    fees.push(fee(random, 'amenity', [25, 60], 'monthly'));
  }
  // Every listing with fees has a recurring one, so its total monthly cost differs from its rent.
  if (!fees.some((f) => f.frequency === 'monthly' && f.requirement === 'mandatory')) {
    fees.push(fee(random, 'utilities', [60, 150], 'monthly'));
  }
  if (random.chance(0.7)) fees.push(fee(random, 'application', [25, 75], 'one-time'));
  if (random.chance(0.4)) fees.push(fee(random, 'move-in', [100, 300], 'one-time'));
  return fees;
}

function generateChunk(context: GeneratorContext, chunk: number): GeneratedListing[] {
  const random = createRandom(context.seed, 'chunk', chunk);
  // Fees come from a stream of their own, so adding them left every other field of every listing as it was.
  const feeRandom = createRandom(context.seed, 'fees', chunk);
  const companies = Array.from({ length: COMPANIES_PER_CHUNK }, (_, i) =>
    generateCompany(context.seed, chunk * COMPANIES_PER_CHUNK + i),
  );
  const shares = companies.map((_, i) => [i, random.between(0.4, 1.6)] as const);
  const rows: GeneratedListing[] = [];
  const first = chunk * LISTINGS_PER_CHUNK;
  while (rows.length < LISTINGS_PER_CHUNK) {
    const company = companies[random.weighted(shares)] as GeneratedCompany;
    const city = context.sampleCity(random);
    const units = random.chance(SHARED_BUILDING_CHANCE) ? random.int(3, 7) : 1;
    const building = makeBuilding(random, city, units > 1);
    const floors = random.int(3, 25);
    const taken = new Set<string>();
    for (let u = 0; u < units && rows.length < LISTINGS_PER_CHUNK; u++) {
      let unit: string | null = null;
      if (units > 1) {
        do unit = `${random.int(1, floors)}${String(random.int(1, 12)).padStart(2, '0')}`;
        while (taken.has(unit));
        taken.add(unit);
      }
      const listing = makeListing(random, context, first + rows.length, company, building, unit);
      listing.fees = makeFees(feeRandom, listing);
      listing.monthlyFees = mandatoryMonthlyFees(listing.fees);
      rows.push(listing);
    }
  }
  return rows;
}

/** Listings number `from` (inclusive) to `to` (exclusive) of the sequence. */
export function generateListings(context: GeneratorContext, from: number, to: number): GeneratedListing[] {
  const rows: GeneratedListing[] = [];
  for (let chunk = Math.floor(from / LISTINGS_PER_CHUNK); chunk * LISTINGS_PER_CHUNK < to; chunk++) {
    for (const row of generateChunk(context, chunk)) {
      if (row.index >= from && row.index < to) rows.push(row);
    }
  }
  return rows;
}
