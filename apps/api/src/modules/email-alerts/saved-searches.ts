// A renter's saved searches (GET, POST, PATCH, DELETE email-alerts): at most MAX_EMAIL_ALERTS each, only
// ever reached through their owner (another renter's id is simply not found).
import type { Locale } from '@rentals/shared';
import {
  type AlertFrequency,
  type CriteriaParams,
  criteriaToParams,
  MAX_EMAIL_ALERTS,
  type SavedSearch,
  type SavedSearchCriteria,
  searchSummary,
  type UpdateEmailAlertInput,
} from '@rentals/shared/resources/email-alerts';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { cities, metroAreas, provinces, savedSearches } from '../../db/schema/index.ts';
import { lockUser } from '../../lib/users.ts';
import { forgetRecommendations } from '../renter-listings/recommendations.ts';
import { assertValidCriteria } from '../search/search.query.ts';

type SavedSearchRow = typeof savedSearches.$inferSelect;

const PLACE_TABLES = { cityId: cities, metroAreaId: metroAreas, provinceId: provinces } as const;
type ScopeKey = keyof typeof PLACE_TABLES;
const SCOPE_KEYS = Object.keys(PLACE_TABLES) as ScopeKey[];

/** The stored parameters as strings (criteria are written by us, but jsonb could hold anything). */
function storedParams(criteria: unknown): CriteriaParams {
  if (!criteria || typeof criteria !== 'object' || Array.isArray(criteria)) return {};
  return Object.fromEntries(
    Object.entries(criteria as Record<string, unknown>).flatMap(([key, value]) =>
      typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [],
    ),
  );
}

/** The place each search is scoped to, by "cityId:12"-style keys, in three small queries at most. */
async function placeNames(db: Queryable, criteria: CriteriaParams[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  await Promise.all(
    SCOPE_KEYS.map(async (key) => {
      const ids = [...new Set(criteria.map((c) => Number(c[key])).filter((id) => Number.isInteger(id) && id > 0))];
      if (ids.length === 0) return;
      const table = PLACE_TABLES[key];
      const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));
      for (const row of rows) names.set(`${key}:${row.id}`, row.name);
    }),
  );
  return names;
}

function placeNameOf(criteria: CriteriaParams, names: Map<string, string>): string | null {
  for (const key of SCOPE_KEYS) {
    if (criteria[key]) return names.get(`${key}:${criteria[key]}`) ?? null;
  }
  return null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toSavedSearch(row: SavedSearchRow, names: Map<string, string>, locale: Locale): SavedSearch {
  const criteria = storedParams(row.criteria);
  return {
    id: row.id,
    name: row.name,
    criteria,
    searchPath: row.searchPath,
    frequency: row.frequency,
    paused: row.paused,
    lastSentAt: iso(row.lastSentAt),
    createdAt: iso(row.createdAt) ?? '',
    summary: searchSummary(criteria, placeNameOf(criteria, names), locale),
  };
}

async function present(db: Queryable, rows: SavedSearchRow[], locale: Locale): Promise<SavedSearch[]> {
  const names = await placeNames(
    db,
    rows.map((row) => storedParams(row.criteria)),
  );
  return rows.map((row) => toSavedSearch(row, names, locale));
}

/** The renter's alerts, newest first. */
export async function listAlerts(db: Queryable, userId: number, locale: Locale): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return present(db, rows, locale);
}

/** One of the renter's alerts, or null (also when it belongs to someone else). */
async function findAlert(db: Queryable, userId: number, id: number): Promise<SavedSearchRow | null> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  return row ?? null;
}

export interface NewAlert {
  name: string;
  criteria: SavedSearchCriteria;
  searchPath: string;
  frequency: AlertFrequency;
}

/**
 * Saves the search, or answers 'limit' when the renter already has MAX_EMAIL_ALERTS. The user's row is locked
 * while counting, so two saves at once cannot both pass the limit.
 */
export async function createAlert(
  db: Queryable,
  userId: number,
  input: NewAlert,
  locale: Locale,
): Promise<SavedSearch | 'limit'> {
  assertValidCriteria(input.criteria);
  const criteria = criteriaToParams(input.criteria);
  const row = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [existing] = await tx
      .select({ n: count().mapWith(Number) })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if ((existing?.n ?? 0) >= MAX_EMAIL_ALERTS) return null;
    const [created] = await tx
      .insert(savedSearches)
      .values({ userId, name: input.name, criteria, searchPath: input.searchPath, frequency: input.frequency })
      .returning();
    return created ?? null;
  });
  if (!row) return 'limit';
  forgetRecommendations(db, userId); // a saved search brings its matches into the recommendations
  const [alert] = await present(db, [row], locale);
  if (!alert) throw new Error('saved search not presented');
  return alert;
}

/**
 * Renames, changes the frequency, pauses or resumes; null when the renter has no such alert. Resuming starts
 * from now: what went live during the pause is not emailed as new (Send now still finds it).
 */
export async function updateAlert(
  db: Queryable,
  userId: number,
  id: number,
  changes: UpdateEmailAlertInput,
  locale: Locale,
): Promise<SavedSearch | null> {
  const set: Partial<typeof savedSearches.$inferInsert> = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  );
  if (changes.paused === false) set.checkedUntil = new Date();
  const [row] =
    Object.keys(set).length === 0
      ? [await findAlert(db, userId, id)]
      : await db
          .update(savedSearches)
          .set(set)
          .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
          .returning();
  if (!row) return null;
  forgetRecommendations(db, userId);
  const [alert] = await present(db, [row], locale);
  return alert ?? null;
}

export async function deleteAlert(db: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  forgetRecommendations(db, userId);
  return rows.length > 0;
}
