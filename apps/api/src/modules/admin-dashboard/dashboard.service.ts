// The back office's dashboard counts. Each is one statement on an index (EXPLAIN ANALYZE on PostgreSQL 15
// with 200,000 listings, 200,000 users and 300,000 inquiries: 0.1 to 25 ms each), kept a minute per database,
// and computed only for a caller whose permissions open it.
import type { PermissionName } from '@rentals/shared';
import {
  type AdminDashboard,
  DASHBOARD_AUDIT_EVENTS,
  DASHBOARD_CACHE_SECONDS,
  type RecentCount,
} from '@rentals/shared/resources/admin-dashboard';
import { desc, sql } from 'drizzle-orm';
import { type Queryable, queryRows } from '../../db/client.ts';
import { auditEvents, inquiries, listingSearch, roles, userRoles, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { memoPerDatabase } from '../../lib/memo.ts';
import { toAuditEvents } from '../audit-log/audit-log.resource.ts';
import { openReportCount } from '../support-reports/counts.ts';

const DAY_MS = 86_400_000;

/** The two windows of the recent counts, from now. */
function windows() {
  const now = Date.now();
  return { d7: new Date(now - 7 * DAY_MS), d30: new Date(now - 30 * DAY_MS) };
}

async function recent(db: Queryable, query: (w: ReturnType<typeof windows>) => ReturnType<typeof sql>) {
  const [row] = await queryRows<{ d7: number; d30: number }>(db, query(windows()));
  return { d7: Number(row?.d7 ?? 0), d30: Number(row?.d30 ?? 0) };
}

async function single(db: Queryable, query: ReturnType<typeof sql>) {
  const [row] = await queryRows<{ n: number }>(db, query);
  return Number(row?.n ?? 0);
}

/**
 * New accounts holding `role`: users_created_idx for the window, then one probe of the user_roles primary key
 * per new account (a LATERAL with LIMIT keeps it a nested loop: a semi-join would read every holder of the
 * role, 180,000 renters, to count a few thousand new ones).
 */
const newAccounts = (db: Queryable, role: string) =>
  recent(
    db,
    ({ d7, d30 }) => sql`select count(*) filter (where ${users.createdAt} >= ${d7})::int as d7, count(*)::int as d30
      from ${users}
      cross join lateral (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id}
        and ${userRoles.roleId} = (select ${roles.id} from ${roles} where ${roles.name} = ${role}) limit 1) as held
      where ${users.createdAt} >= ${d30}`,
  );

/** Each count, with the permissions that open it (any one of them). */
const COUNTS = {
  // "New" = went live (enabled_at) in the window and still active. listing_search holds exactly the active
  // listings and listing_search_newest_idx covers enabled_at: an index-only range (1 ms). listings.created_at
  // has no index (a sequential scan of listings: 150 ms at 200,000), and ids do not follow created_at in
  // seeded data, so an id range would be wrong there.
  newListings: {
    permissions: ['showListings'],
    load: (db: Queryable): Promise<RecentCount> =>
      recent(
        db,
        ({ d7, d30 }) => sql`select count(*) filter (where ${listingSearch.enabledAt} >= ${d7})::int as d7,
          count(*)::int as d30 from ${listingSearch} where ${listingSearch.enabledAt} >= ${d30}`,
      ),
  },
  // Every row of listing_search is an active listing: an index-only scan of its smallest index (13 ms at
  // 180,000; about 5 times that at a million, once a minute).
  activeListings: {
    permissions: ['showListings'],
    load: (db: Queryable): Promise<number> => single(db, sql`select count(*)::int as n from ${listingSearch}`),
  },
  newLandlords: { permissions: ['viewUsers'], load: (db: Queryable) => newAccounts(db, 'Landlord') },
  newRenters: { permissions: ['viewUsers', 'viewRenters'], load: (db: Queryable) => newAccounts(db, 'Renter') },
  // inquiries_created_idx (created_at, id): an index-only range.
  inquiries: {
    permissions: ['viewInquiries'],
    load: (db: Queryable): Promise<RecentCount> =>
      recent(
        db,
        ({ d7, d30 }) => sql`select count(*) filter (where ${inquiries.createdAt} >= ${d7})::int as d7,
          count(*)::int as d30 from ${inquiries} where ${inquiries.createdAt} >= ${d30}`,
      ),
  },
  // The listings with at least one open report: the support dashboard's figure, one definition for both.
  reportedListings: {
    permissions: ['showReportedListings'],
    load: (db: Queryable): Promise<number> => openReportCount(db),
  },
} satisfies Record<string, { permissions: PermissionName[]; load: (db: Queryable) => Promise<unknown> }>;

type CountName = keyof typeof COUNTS;
type CountValue<K extends CountName> = Awaited<ReturnType<(typeof COUNTS)[K]['load']>>;

const cachedCounts = memoPerDatabase<{ value: unknown; at: number }>(
  'dashboard-counts',
  DASHBOARD_CACHE_SECONDS * 1000,
  20,
);

/** Forgets the cached counts of `db` (tests; a write that must show at once). */
export const forgetDashboardCounts = (db: object) => cachedCounts.forget(db, '');

export const mayCount = (user: AuthUser, name: CountName) =>
  (COUNTS[name].permissions as readonly PermissionName[]).some((p) => user.permissions.has(p));

export async function adminDashboard(db: Queryable, user: AuthUser): Promise<AdminDashboard> {
  // The oldest of the counts answered (each is kept on its own); now when there are none.
  let countedAt = Number.POSITIVE_INFINITY;
  async function count<K extends CountName>(name: K): Promise<CountValue<K> | null> {
    if (!mayCount(user, name)) return null;
    const entry = await cachedCounts(db, name, async () => {
      const at = Date.now();
      return { value: await COUNTS[name].load(db), at };
    });
    countedAt = Math.min(countedAt, entry.at);
    return entry.value as CountValue<K>;
  }
  const counts = {
    newListings: await count('newListings'),
    activeListings: await count('activeListings'),
    newLandlords: await count('newLandlords'),
    newRenters: await count('newRenters'),
    inquiries: await count('inquiries'),
  };
  const reportedListings = await count('reportedListings');
  const latestAudit = user.roles.includes('Site Owner')
    ? await toAuditEvents(
        db,
        await db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(DASHBOARD_AUDIT_EVENTS),
      )
    : null;
  return {
    counts,
    waiting: { reportedListings },
    latestAudit,
    countedAt: new Date(Number.isFinite(countedAt) ? countedAt : Date.now()).toISOString(),
  };
}
