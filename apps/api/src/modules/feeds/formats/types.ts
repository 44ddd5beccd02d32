// The contract between the feed parsers (this folder) and the feed runs (modules/feeds): what a feed entry
// carries once parsed and validated, and what the parser yields for each entry. Field names are the listing's
// own (db/schema/listings.ts), with the place given by name (city, province code) rather than by id: the run
// resolves the city.
import type {
  Amenity,
  LeaseTerm,
  ParkingType,
  PetPolicy,
  RentalType,
  Utility,
} from '@rentals/shared/resources/listing-vocabularies';

export const FEED_FORMATS = ['hotpads', 'trovit', 'csv'] as const;
/** hotpads: Zillow/HotPads `<hotPadsItems>` XML; trovit: Trovit/Mitula `<trovit><ad>` XML; csv: docs/feeds.md. */
export type FeedFormat = (typeof FEED_FORMATS)[number];

/**
 * One listing as a feed describes it, validated. `null` (or an empty array for the lists) means "the feed does
 * not say": the run fills it from the feed's default values, or keeps the listing's current value.
 */
export interface FeedEntry {
  /** The listing's id in the landlord's system (listings.externalFeedId); unique within a feed. */
  externalId: string;
  /** Never empty: when the feed has none, "2-bedroom apartment at 12 Main St" (at most 120 characters). */
  title: string;
  /** Plain text ('' when absent), at most 10,000 characters. */
  description: string;
  /** The French description, when the feed has one (Trovit `<content lang="fr">`, CSV `description_fr`). */
  descriptionFr: string | null;
  streetAddress: string;
  unit: string | null;
  /** The city's name as written in the feed ("Montréal", "Toronto"); the run matches it to a seeded city. */
  city: string;
  /** Two-letter code, upper case (ON, QC, NY...): province names in English or French are converted. */
  province: string;
  /** 'CA' or 'US', from the province code. */
  country: 'CA' | 'US';
  /** Normalised: "H2X 1Y4" (Canada) or "10001" / "10001-1234" (US); null when absent. */
  postalCode: string | null;
  /** Both or neither. */
  lat: number | null;
  lng: number | null;
  /** Monthly rent in cents (weekly, yearly, daily prices converted to monthly). */
  rent: number;
  /** Cents. */
  deposit: number | null;
  /** 0 = studio. */
  beds: number;
  /** Full baths plus 0.5 per half bath, rounded to a half. */
  baths: number;
  /** Square feet (square metres converted). */
  sqft: number | null;
  rentalType: RentalType | null;
  furnished: boolean | null;
  /** null: the feed says nothing about pets. ['no-pets'] when it says none are allowed. */
  petPolicies: PetPolicy[] | null;
  amenities: Amenity[];
  utilities: Utility[];
  parking: ParkingType | null;
  /** YYYY-MM-DD. */
  availableDate: string | null;
  leaseTerm: LeaseTerm | null;
  contactName: string | null;
  contactPhone: string | null;
  /** Lower case. */
  contactEmail: string | null;
  /** Absolute http(s) photo URLs in display order, duplicates removed, at most MAX_FEED_PHOTOS. */
  photoUrls: string[];
}

export const MAX_FEED_PHOTOS = 30;

/**
 * What the parser yields for each entry, in document order. `position` says where the entry is, for the run's
 * log: "line 12" (CSV, the line the record starts on) or "<Listing> #12 (line 340)" (XML).
 * A failed item with `fatal: true` is the last one: the document itself is broken (unclosed XML, bad CSV
 * quoting, not the expected root element, an unreadable stream). The entries before it are still good, but the
 * run must not treat listings missing from the feed as removed, since the rest of the feed was never read.
 */
export type ParsedItem =
  | { ok: true; entry: FeedEntry; position: string }
  | { ok: false; position: string; externalId?: string; reason: string; fatal?: true };

export interface ParseFeedOptions {
  /** Stop reading after this many entries (good or bad); a fatal item says so. Default: unlimited. */
  maxEntries?: number;
}
