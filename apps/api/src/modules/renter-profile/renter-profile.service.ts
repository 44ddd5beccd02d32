// The renter profile (GET and PATCH renter-profile): one row per renter in renter_profiles, created on the
// first save; a renter without a row has the defaults. Budgets are whole dollars in the API and cents in the
// table. Recommendations rank with the budget and the preferred cities (renter-listings/recommendations.ts
// reads them in its own statement), so a save that changes those makes them rank afresh.
import { earliestTodayIso } from '@rentals/shared/resources/inquiries';
import {
  type ContactMethod,
  DEFAULT_RENTER_PROFILE,
  type PreferredArea,
  type RenterProfile,
  type UpdateRenterProfile,
} from '@rentals/shared/resources/renter-profile';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { cities, provinces, renterProfiles } from '../../db/schema/index.ts';
import { invalidFields } from '../../lib/http-error.ts';
import { lockUser } from '../../lib/users.ts';
import { forgetRecommendations } from '../renter-listings/recommendations.ts';

type RenterProfileRow = typeof renterProfiles.$inferSelect;

/** The stored profile, or null for a renter who never saved one (then DEFAULT_RENTER_PROFILE applies). */
async function renterProfileRow(db: Queryable, userId: number): Promise<RenterProfileRow | null> {
  const [row] = await db.select().from(renterProfiles).where(eq(renterProfiles.userId, userId));
  return row ?? null;
}

const toDollars = (cents: number | null) => (cents === null ? null : Math.round(cents / 100));
const toCents = (dollars: number | null) => (dollars === null ? null : dollars * 100);

/** The cities as chips ("Toronto, ON"), in the order given; ids of cities that are gone are left out. */
async function preferredAreas(db: Queryable, ids: readonly number[]): Promise<PreferredArea[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: cities.id, name: cities.name, provinceCode: provinces.code })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(inArray(cities.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ id: row.id, name: row.name, label: `${row.name}, ${row.provinceCode}` }] : [];
  });
}

/** The row as the API answers it. A move-in date now in the past is answered as "not sure yet". */
async function toProfile(db: Queryable, row: RenterProfileRow | null): Promise<RenterProfile> {
  if (!row) return { ...DEFAULT_RENTER_PROFILE };
  return {
    moveInDate: row.moveInDate && row.moveInDate >= earliestTodayIso() ? row.moveInDate : null,
    budgetMin: toDollars(row.budgetMin),
    budgetMax: toDollars(row.budgetMax),
    householdSize: row.householdSize,
    pets: row.pets,
    preferredAreas: await preferredAreas(db, row.preferredCityIds),
    contactMethods: row.contactMethods as ContactMethod[],
    priceDropAlerts: row.priceDropAlerts,
    emailAlertsEnabled: row.alertsUnsubscribedAt === null,
    seenRecommendedIntro: row.seenRecommendedIntro,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function loadRenterProfile(db: Queryable, userId: number): Promise<RenterProfile> {
  return toProfile(db, await renterProfileRow(db, userId));
}

/**
 * Saves the fields given (a PATCH: the others stay). The budget is checked against the stored half when
 * only one half is sent; preferred cities must exist. The user's row is locked from reading the stored budget
 * to writing, so two saves at once (one the minimum, one the maximum) cannot leave a minimum above the maximum.
 */
export async function updateRenterProfile(
  db: Queryable,
  userId: number,
  input: UpdateRenterProfile,
): Promise<RenterProfile> {
  const row = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    return saveRenterProfile(tx, userId, input);
  });
  if (input.budgetMin !== undefined || input.budgetMax !== undefined || input.preferredCityIds !== undefined) {
    forgetRecommendations(db, userId);
  }
  return toProfile(db, row);
}

async function saveRenterProfile(tx: Queryable, userId: number, input: UpdateRenterProfile) {
  const current = await renterProfileRow(tx, userId);
  const budgetMin = input.budgetMin !== undefined ? input.budgetMin : toDollars(current?.budgetMin ?? null);
  const budgetMax = input.budgetMax !== undefined ? input.budgetMax : toDollars(current?.budgetMax ?? null);
  if (budgetMin !== null && budgetMax !== null && budgetMin > budgetMax) {
    throw invalidFields(
      input.budgetMax !== undefined
        ? { budgetMax: { rule: 'min.numeric', params: { min: budgetMin } } }
        : { budgetMin: { rule: 'max.numeric', params: { max: budgetMax } } },
    );
  }
  if (input.preferredCityIds?.length) {
    const found = await tx.select({ id: cities.id }).from(cities).where(inArray(cities.id, input.preferredCityIds));
    if (found.length !== input.preferredCityIds.length) throw invalidFields({ preferredCityIds: 'in' });
  }

  const values: Partial<typeof renterProfiles.$inferInsert> = {};
  if (input.moveInDate !== undefined) values.moveInDate = input.moveInDate || null;
  if (input.budgetMin !== undefined) values.budgetMin = toCents(input.budgetMin);
  if (input.budgetMax !== undefined) values.budgetMax = toCents(input.budgetMax);
  if (input.householdSize !== undefined) values.householdSize = input.householdSize;
  if (input.pets !== undefined) values.pets = input.pets;
  if (input.preferredCityIds !== undefined) values.preferredCityIds = input.preferredCityIds;
  if (input.contactMethods !== undefined) values.contactMethods = input.contactMethods;
  if (input.priceDropAlerts !== undefined) values.priceDropAlerts = input.priceDropAlerts;
  if (input.seenRecommendedIntro !== undefined) values.seenRecommendedIntro = input.seenRecommendedIntro;
  if (input.emailAlertsEnabled !== undefined) {
    // Turning alerts off keeps the first time they were turned off (an unsubscribe link may have done it).
    values.alertsUnsubscribedAt = input.emailAlertsEnabled ? null : (current?.alertsUnsubscribedAt ?? new Date());
  }

  const [row] = await tx
    .insert(renterProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: renterProfiles.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('renter profile upsert returned no row');
  return row;
}
