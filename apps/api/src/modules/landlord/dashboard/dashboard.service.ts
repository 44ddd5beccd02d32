// The landlord dashboard's figures (spec 3 account stats, spec 9 new-landlord indicator) and the activity
// feed, for the caller's account only (ownedBy).
import {
  type AccountStats,
  type ActivitiesResponse,
  NEW_LANDLORD_LISTINGS,
} from '@rentals/shared/resources/landlord-leads';
import { and, count, desc, eq, exists, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { companies, landlordActivities, listingPhotos, listings, users } from '../../../db/schema/index.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { creditPrices } from '../../commerce/credit-prices.ts';
import { balanceOf } from '../../commerce/ledger.ts';
import { ownedBy } from '../ownership.ts';

type Owner = Pick<AuthUser, 'id' | 'companyId'>;

/** Whether the profile and company hold what receipts and renters need (phone, company address). */
async function accountDetailsComplete(db: Queryable, user: Owner): Promise<boolean> {
  const [row] = await db
    .select({ phone: users.phone, companyAddress: companies.address, companyCity: companies.city })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, user.id));
  if (!row?.phone) return false;
  return user.companyId === null || Boolean(row.companyAddress && row.companyCity);
}

/**
 * GET landlord/account-stats. dailyCreditUsage: what the live listings cost a day (featuredDaily while
 * featured, daily otherwise); numOfDaysLeft: how many whole days the wallet pays for that, null when nothing
 * is live.
 */
export async function accountStats(db: Queryable, user: Owner): Promise<AccountStats> {
  const mine = and(ownedBy(user, listings), ne(listings.status, 'removed'));
  const prices = await creditPrices(db, user.companyId);
  const [figures] = await db
    .select({
      numOfListings: count(),
      numOfEnabledListings: sql<number>`count(*) filter (where ${listings.status} = 'active')`.mapWith(Number),
      numOfFeaturedListings: sql<number>`count(*) filter (where ${listings.status} = 'active'
        and ${listings.featuredUntil} > now())`.mapWith(Number),
      hasPhotos: sql<boolean>`bool_or(${exists(
        db.select({ one: sql`1` }).from(listingPhotos).where(eq(listingPhotos.listingId, listings.id)),
      )})`,
    })
    .from(listings)
    .where(mine);
  const numOfListings = figures?.numOfListings ?? 0;
  const numOfEnabledListings = figures?.numOfEnabledListings ?? 0;
  const featured = figures?.numOfFeaturedListings ?? 0;
  const dailyCreditUsage = (numOfEnabledListings - featured) * prices.daily + featured * prices.featuredDaily;
  const credits = await balanceOf(db, user.companyId);
  return {
    numOfListings,
    numOfEnabledListings,
    numOfDaysLeft: dailyCreditUsage > 0 ? Math.floor(credits / dailyCreditUsage) : null,
    dailyCreditUsage,
    isNewLandlord: numOfListings < NEW_LANDLORD_LISTINGS,
    newLandlordListings: NEW_LANDLORD_LISTINGS,
    checklist: {
      hasListing: numOfListings > 0,
      hasPhotos: figures?.hasPhotos === true,
      hasActiveListing: numOfEnabledListings > 0,
      accountDetailsComplete: await accountDetailsComplete(db, user),
    },
  };
}

/** GET landlord/activities: newest first, a page at a time (one row more tells whether there is more). */
export async function activities(
  db: Queryable,
  user: Owner,
  page: number,
  perPage: number,
): Promise<ActivitiesResponse> {
  const rows = await db
    .select({
      id: landlordActivities.id,
      kind: landlordActivities.kind,
      createdAt: landlordActivities.createdAt,
      details: landlordActivities.details,
      leadId: landlordActivities.leadId,
      listingId: listings.id,
      listingTitle: listings.title,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(landlordActivities)
    .leftJoin(listings, eq(listings.id, landlordActivities.listingId))
    .leftJoin(users, eq(users.id, landlordActivities.actorId))
    .where(ownedBy(user, landlordActivities))
    .orderBy(desc(landlordActivities.createdAt), desc(landlordActivities.id))
    .limit(perPage + 1)
    .offset((page - 1) * perPage);
  return {
    data: rows.slice(0, perPage).map((row) => ({
      id: row.id,
      kind: row.kind,
      createdAt: row.createdAt.toISOString(),
      actorName: row.actorFirstName === null ? null : `${row.actorFirstName} ${row.actorLastName ?? ''}`.trim(),
      listing: row.listingId === null ? null : { id: row.listingId, title: row.listingTitle ?? '' },
      leadId: row.leadId,
      details: row.details,
    })),
    meta: { currentPage: page, perPage, hasMore: rows.length > perPage },
  };
}
