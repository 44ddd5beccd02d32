// Email alerts (issue 4, section 5): named saved searches that email new matching listings, the unsubscribe
// link every alert email carries, and the wording of a search ("Toronto · 1-2 beds · up to $3,000") shared
// by the alerts page, the "Get alerts" dialog and the emails.
import { z } from 'zod';
import type { Locale } from '../api.ts';
import { text } from '../fields.ts';
import { formatMoney } from '../format.ts';
import { type Bounds, boundsToParam } from '../search-filters.ts';
import { RENTAL_TYPES, termLabel } from './listing-vocabularies.ts';
import { listingSearchQuerySchema } from './listings.ts';
import { idParam } from './site.ts';

export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const DEFAULT_ALERT_FREQUENCY: AlertFrequency = 'daily';

/** A renter keeps at most this many saved searches. */
export const MAX_EMAIL_ALERTS = 20;
export const ALERT_NAME_MAX = 100;
export const SEARCH_PATH_MAX = 2000;
/** Listings shown in one alert email; more are summed up as "and N more" with a link to the search. */
export const DIGEST_MAX_LISTINGS = 20;
/** "Send now": at most this many per renter in SEND_NOW_WINDOW_MS. */
export const SEND_NOW_MAX = 3;
export const SEND_NOW_WINDOW_MS = 10 * 60_000;

// ---------------------------------------------------------------- requests

/**
 * What a saved search looks for: GET listings' parameters (place scope and every filter) under the same
 * schema, without what only concerns a page of results (page, count, the sort and its point, attribution).
 */
export const savedSearchCriteriaSchema = listingSearchQuerySchema.omit({
  page: true,
  count: true,
  sort: true,
  near: true,
  externalReferrer: true,
  source: true,
});
export type SavedSearchCriteria = z.infer<typeof savedSearchCriteriaSchema>;

/** GET listings parameters as stored and answered: `{ cityId: '12', beds: '1,2', maxRate: '3000' }`. */
export type CriteriaParams = Record<string, string>;

/** Parsed criteria -> the parameter record GET listings takes (lists comma-separated, bounds n,e,s,w). */
export function criteriaToParams(criteria: SavedSearchCriteria): CriteriaParams {
  const params: CriteriaParams = {};
  for (const [key, value] of Object.entries(criteria)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params[key] = value.join(',');
    } else if (typeof value === 'boolean') {
      if (value) params[key] = '1';
    } else if (key === 'bounds' && typeof value === 'object') {
      params[key] = boundsToParam(value as Bounds);
    } else if (typeof value !== 'object') {
      params[key] = String(value);
    }
  }
  return params;
}

/** The page a search was saved from, without a language prefix: a site path, never another site's. */
const searchPathField = text()
  .trim()
  .min(1)
  .max(SEARCH_PATH_MAX)
  .regex(/^\/(?![/\\])[^\s\\]*$/)
  .transform((path) => path.replace(/^\/fr(?=\/|\?|$)/, '') || '/');

export const alertNameField = text().trim().min(1).max(ALERT_NAME_MAX);

export const createEmailAlertSchema = z.object({
  name: alertNameField,
  criteria: savedSearchCriteriaSchema,
  searchPath: searchPathField,
  frequency: z.enum(ALERT_FREQUENCIES).default(DEFAULT_ALERT_FREQUENCY),
});
export type CreateEmailAlertInput = z.input<typeof createEmailAlertSchema>;

export const updateEmailAlertSchema = z.object({
  name: alertNameField.optional(),
  frequency: z.enum(ALERT_FREQUENCIES).optional(),
  paused: z.boolean().optional(),
});
export type UpdateEmailAlertInput = z.infer<typeof updateEmailAlertSchema>;

export const emailAlertParams = z.object({ id: idParam });

/** Unsubscribe links carry the user's hash; anything that is not a known hash answers 404. */
export const userHashParams = z.object({ userHash: z.string() });

// ---------------------------------------------------------------- responses

export const savedSearchSchema = z.object({
  id: z.number(),
  name: z.string(),
  criteria: z.record(z.string(), z.string()),
  /** The search page, without a language prefix. */
  searchPath: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  paused: z.boolean(),
  /** ISO timestamps. */
  lastSentAt: z.string().nullable(),
  createdAt: z.string(),
  /** "Toronto · 1-2 beds · up to $3,000", in the caller's language. */
  summary: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const emailAlertListResponseSchema = z.object({ alerts: z.array(savedSearchSchema) });
export type EmailAlertListResponse = z.infer<typeof emailAlertListResponseSchema>;
export const emailAlertResponseSchema = z.object({ alert: savedSearchSchema });
export type EmailAlertResponse = z.infer<typeof emailAlertResponseSchema>;
export const sendNowResponseSchema = z.object({
  /** How many listings the email carried (0: nothing new, no email). */
  sent: z.number(),
  message: z.string(),
});
export type SendNowResponse = z.infer<typeof sendNowResponseSchema>;

export const unsubscribeResponseSchema = z.object({
  message: z.string(),
  /** Masked: j***@example.com */
  email: z.string(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;
export const unsubscribeStatusSchema = z.object({ email: z.string(), unsubscribed: z.boolean() });
export type UnsubscribeStatus = z.infer<typeof unsubscribeStatusSchema>;

// ---------------------------------------------------------------- wording

/** "jane.doe@example.com" -> "j***@example.com": enough to recognise one's address, not to learn another's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

const WORDS = {
  en: {
    anywhere: 'Anywhere',
    mapArea: 'Map area',
    studio: 'Studio',
    beds: (range: string) => `${range} beds`,
    bed: (range: string) => `${range} bed`,
    baths: (range: string) => `${range} baths`,
    bath: (range: string) => `${range} bath`,
    between: (min: string, max: string) => `${min}-${max}`,
    upTo: (max: string) => `up to ${max}`,
    from: (min: string) => `from ${min}`,
    withFees: (price: string) => `${price} incl. fees`,
    furnished: 'furnished',
    moreFilters: (n: number) => (n === 1 ? '1 more filter' : `${n} more filters`),
  },
  fr: {
    anywhere: 'Partout',
    mapArea: 'Zone de la carte',
    studio: 'Studio',
    beds: (range: string) => `${range} chambres`,
    bed: (range: string) => `${range} chambre`,
    baths: (range: string) => `${range} salles de bain`,
    bath: (range: string) => `${range} salle de bain`,
    between: (min: string, max: string) => `${min}-${max}`,
    upTo: (max: string) => `jusqu'à ${max}`,
    from: (min: string) => `à partir de ${min}`,
    withFees: (price: string) => `${price} frais inclus`,
    furnished: 'meublé',
    moreFilters: (n: number) => (n === 1 ? '1 autre filtre' : `${n} autres filtres`),
  },
} as const;

const numbers = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .filter((v) => v !== '')
    .map(Number)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);

/** [1, 2] -> "1-2", [3, 4] with orMore 4 -> "3+", [1, 3] -> "1, 3". */
function checklistRange(values: number[], orMore: number): string {
  const first = values[0] as number;
  const last = values[values.length - 1] as number;
  if (last >= orMore) {
    const contiguous = values.every((v, i) => i === 0 || v - (values[i - 1] as number) <= 1);
    if (contiguous) return `${first}+`;
  }
  if (values.length === 1) return String(first);
  const step = Number.isInteger(first) && values.every(Number.isInteger) ? 1 : 0.5;
  const contiguous = values.every((v, i) => i === 0 || v - (values[i - 1] as number) === step);
  const end = last >= orMore ? `${last}+` : String(last);
  return contiguous ? `${first}-${end}` : [...values.slice(0, -1), end].join(', ');
}

const COUNTED_LISTS = ['amenities', 'utilities', 'petPolicies'] as const;
const COUNTED_VALUES = ['minSqft', 'maxSqft'] as const;

/**
 * The parts that describe a search, most telling first: place, bedrooms, bathrooms, rent, types, furnished,
 * keyword, then how many other filters. `placeName` is the city, metro area or province of the scope.
 */
function searchDescription(criteria: CriteriaParams, placeName: string | null, locale: Locale): string[] {
  const w = WORDS[locale];
  const parts: string[] = [placeName ?? (criteria.bounds ? w.mapArea : w.anywhere)];

  const beds = numbers(criteria.beds);
  if (beds.length === 1 && beds[0] === 0) parts.push(w.studio);
  else if (beds.length > 0) {
    const range = checklistRange(beds, 4).replace(/^0(?=[-,+])/, w.studio);
    parts.push(beds.length === 1 && beds[0] === 1 ? w.bed(range) : w.beds(range));
  }

  const baths = numbers(criteria.baths);
  const minBaths = criteria.minBaths;
  const maxBaths = criteria.maxBaths;
  if (baths.length > 0) {
    const range = checklistRange(baths, 3);
    parts.push(baths.length === 1 && baths[0] === 1 ? w.bath(range) : w.baths(range));
  } else if (minBaths && maxBaths) parts.push(w.baths(w.between(minBaths, maxBaths)));
  else if (minBaths) parts.push(w.baths(`${minBaths}+`));
  else if (maxBaths) parts.push(w.baths(w.upTo(maxBaths)));

  const money = (dollars: string) => formatMoney(Number(dollars) * 100);
  const { minRate, maxRate } = criteria;
  let price: string | null = null;
  if (minRate && maxRate) price = w.between(money(minRate), money(maxRate));
  else if (maxRate) price = w.upTo(money(maxRate));
  else if (minRate) price = w.from(money(minRate));
  const withFees = criteria.priceIncludesFees === '1' || criteria.priceIncludesFees === 'true';
  if (price) parts.push(withFees ? w.withFees(price) : price);

  const types = (criteria.rentalTypes ?? '').split(',').filter(Boolean);
  if (types.length > 0) parts.push(types.map((type) => termLabel(RENTAL_TYPES, type, locale)).join(', '));
  if (criteria.furnished === '1' || criteria.furnished === 'true') parts.push(w.furnished);
  if (criteria.keyword) parts.push(`"${criteria.keyword}"`);

  const others =
    COUNTED_LISTS.reduce((n, key) => n + (criteria[key] ?? '').split(',').filter(Boolean).length, 0) +
    COUNTED_VALUES.filter((key) => criteria[key]).length;
  if (others > 0) parts.push(w.moreFilters(others));
  return parts;
}

/** "Toronto · 1-2 beds · up to $3,000" */
export const searchSummary = (criteria: CriteriaParams, placeName: string | null, locale: Locale) =>
  searchDescription(criteria, placeName, locale).join(' · ');

/** A name for a new alert: "Toronto 1-2 beds up to $3,000", at most ALERT_NAME_MAX characters. */
export function suggestedAlertName(criteria: CriteriaParams, placeName: string | null, locale: Locale): string {
  const parts = searchDescription(criteria, placeName, locale);
  let name = parts[0] ?? '';
  for (const part of parts.slice(1)) {
    if (`${name} ${part}`.length > ALERT_NAME_MAX) break;
    name = `${name} ${part}`;
  }
  return name.slice(0, ALERT_NAME_MAX);
}
