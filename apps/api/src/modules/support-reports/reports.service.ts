// Support's moderation of reported listings: the queue (reports grouped per listing, oldest open first), one
// listing's file (every report, the listing, its landlord and their other listings) and the outcomes that
// close a listing's open reports (dismiss, ask the landlord to fix, hide, remove and review the account).
import { pageMeta } from '@rentals/shared/pagination';
import { listingsPaths } from '@rentals/shared/resources/listings';
import type {
  ReportedListingDetail,
  ReportedListingRow,
  ReportedListingsQuery,
  ReportOutcome,
} from '@rentals/shared/resources/support-reports';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { cities, companies, listingPhotos, listingReports, listings, provinces, users } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/sql-like.ts';
import { listingsPermalink, photoUrl } from '../listings/listing-cards.ts';

const iso = (value: Date | string | null) => (value == null ? null : new Date(value).toISOString());
const fullName = (u: { firstName: string | null; lastName: string | null }) =>
  `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim();

interface QueueRow {
  id: number;
  title: string;
  listing_status: ReportedListingRow['listingStatus'];
  on_hold: boolean;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  report_count: number;
  open_count: number;
  reasons: string[];
  first_at: Date | string;
  last_at: Date | string;
  last_outcome: string | null;
  total: number;
}

/**
 * A page of the queue. open: listings with an open report, the one waiting longest first, counting only the
 * open reports; handled: listings whose reports are all closed, the latest handled first. `reason` keeps the
 * listings with such a report; `q` matches the title, the address or the listing's id.
 */
export async function listReportedListings(db: Queryable, query: ReportedListingsQuery) {
  const open = query.state === 'open';
  const reportScope = open
    ? sql`r.status = 'open'`
    : sql`not exists (select 1 from listing_reports o where o.listing_id = r.listing_id and o.status = 'open')`;
  const reasonFilter = query.reason ? sql`having bool_or(r.reason = ${query.reason})` : sql``;
  const q = query.q?.trim();
  const textFilter = q
    ? /^\d+$/.test(q)
      ? sql`and l.id = ${Number(q)}`
      : sql`and (l.title ilike ${`%${escapeLike(q)}%`} or l.street_address ilike ${`%${escapeLike(q)}%`})`
    : sql``;
  const order = open ? sql`g.first_at asc, g.id asc` : sql`g.handled_at desc nulls last, g.id desc`;
  const offset = (query.page - 1) * query.perPage;
  const rows = await queryRows<QueueRow>(
    db,
    sql`
      with g as (
        select r.listing_id as id,
               count(*)::int as report_count,
               (count(*) filter (where r.status = 'open'))::int as open_count,
               array_agg(distinct r.reason order by r.reason) as reasons,
               min(r.created_at) as first_at,
               max(r.created_at) as last_at,
               max(r.resolved_at) as handled_at,
               (array_agg(r.outcome order by r.resolved_at desc nulls last))[1] as last_outcome
          from listing_reports r
         where ${reportScope}
         group by r.listing_id
         ${reasonFilter}
      )
      select g.id, l.title, l.status as listing_status, (l.moderation_hold_at is not null) as on_hold,
             u.first_name, u.last_name, c.name as company_name,
             g.report_count, g.open_count, g.reasons, g.first_at, g.last_at, g.last_outcome,
             (count(*) over ())::int as total
        from g
        join listings l on l.id = g.id
        left join users u on u.id = l.owner_id
        left join companies c on c.id = l.company_id
       where true ${textFilter}
       order by ${order}
       limit ${query.perPage} offset ${offset}`,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    // Past the last page: the count alone.
    const [counted] = await queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from (select r.listing_id from listing_reports r
           join listings l on l.id = r.listing_id where ${reportScope} ${textFilter}
           group by r.listing_id ${reasonFilter}) x`,
    );
    total = counted?.total ?? 0;
  }
  const data: ReportedListingRow[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    listingStatus: row.listing_status,
    onHold: row.on_hold,
    landlordName: row.first_name === null ? null : fullName({ firstName: row.first_name, lastName: row.last_name }),
    companyName: row.company_name,
    reportCount: row.report_count,
    openCount: row.open_count,
    reasons: row.reasons,
    firstReportedAt: iso(row.first_at) as string,
    lastReportedAt: iso(row.last_at) as string,
    lastOutcome: row.last_outcome,
  }));
  return { data, meta: pageMeta(query.page, query.perPage, total) };
}

/** How many of the landlord's other listings the file shows. */
export const OTHER_LISTINGS_SHOWN = 50;

/** One listing's file, or null when the listing does not exist or was never reported. */
export async function reportedListingDetail(db: Queryable, listingId: number): Promise<ReportedListingDetail | null> {
  const [listing] = await db
    .select({
      id: listings.id,
      title: listings.title,
      slug: listings.slug,
      status: listings.status,
      streetAddress: listings.streetAddress,
      unit: listings.unit,
      postalCode: listings.postalCode,
      cityId: listings.cityId,
      cityName: cities.name,
      citySlug: cities.slug,
      provinceCode: provinces.code,
      provinceSlug: provinces.slug,
      rent: listings.rent,
      beds: listings.beds,
      baths: listings.baths,
      description: listings.description,
      createdAt: listings.createdAt,
      enabledAt: listings.enabledAt,
      moderationHoldAt: listings.moderationHoldAt,
      moderationHoldReason: listings.moderationHoldReason,
      ownerId: listings.ownerId,
      companyId: listings.companyId,
    })
    .from(listings)
    .innerJoin(cities, eq(cities.id, listings.cityId))
    .innerJoin(provinces, eq(provinces.id, listings.provinceId))
    .where(eq(listings.id, listingId));
  if (!listing) return null;

  const reporter = alias(users, 'reporter');
  const resolver = alias(users, 'resolver');
  const reports = await db
    .select({
      id: listingReports.id,
      reason: listingReports.reason,
      details: listingReports.details,
      status: listingReports.status,
      reporterId: listingReports.reporterId,
      reporterFirst: reporter.firstName,
      reporterLast: reporter.lastName,
      reporterAccountEmail: reporter.email,
      reporterEmail: listingReports.reporterEmail,
      createdAt: listingReports.createdAt,
      resolvedAt: listingReports.resolvedAt,
      resolverFirst: resolver.firstName,
      resolverLast: resolver.lastName,
      resolverEmail: resolver.email,
      outcome: listingReports.outcome,
      note: listingReports.note,
    })
    .from(listingReports)
    .leftJoin(reporter, eq(reporter.id, listingReports.reporterId))
    .leftJoin(resolver, eq(resolver.id, listingReports.resolvedById))
    .where(eq(listingReports.listingId, listingId))
    .orderBy(asc(listingReports.createdAt), asc(listingReports.id));
  if (reports.length === 0) return null;

  const [photos, landlordRows, companyRows, permalink] = await Promise.all([
    db
      .select({ id: listingPhotos.id, storageKey: listingPhotos.storageKey, alt: listingPhotos.alt })
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, listingId))
      .orderBy(asc(listingPhotos.position)),
    listing.ownerId === null
      ? Promise.resolve([])
      : db
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            phone: users.phone,
            status: users.status,
            createdAt: users.createdAt,
          })
          .from(users)
          .where(eq(users.id, listing.ownerId)),
    listing.companyId === null
      ? Promise.resolve([])
      : db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(eq(companies.id, listing.companyId)),
    listingsPermalink(db),
  ]);
  const landlord = landlordRows[0] ?? null;

  // The landlord's other listings (theirs, else the company's when the listing has no owner).
  const otherScope =
    listing.ownerId !== null
      ? eq(listings.ownerId, listing.ownerId)
      : listing.companyId !== null
        ? eq(listings.companyId, listing.companyId)
        : null;
  let otherListings: ReportedListingDetail['otherListings'] = [];
  let otherListingsTotal = 0;
  if (otherScope) {
    const where = and(otherScope, ne(listings.id, listingId));
    const openReports = sql<number>`(select count(*)::int from ${listingReports} where ${listingReports.listingId} = ${listings.id} and ${listingReports.status} = 'open')`;
    const [rows, [counted]] = await Promise.all([
      db
        .select({
          id: listings.id,
          title: listings.title,
          status: listings.status,
          holdAt: listings.moderationHoldAt,
          rent: listings.rent,
          cityName: cities.name,
          openReports,
        })
        .from(listings)
        .innerJoin(cities, eq(cities.id, listings.cityId))
        .where(where)
        .orderBy(desc(listings.id))
        .limit(OTHER_LISTINGS_SHOWN),
      db.select({ n: count() }).from(listings).where(where),
    ]);
    otherListings = rows.map(({ holdAt, ...row }) => ({
      ...row,
      onHold: holdAt !== null,
      openReports: Number(row.openReports),
    }));
    otherListingsTotal = Number(counted?.n ?? 0);
  }

  return {
    id: listing.id,
    listing: {
      id: listing.id,
      title: listing.title,
      slug: listing.slug,
      status: listing.status,
      streetAddress: listing.streetAddress,
      unit: listing.unit,
      postalCode: listing.postalCode,
      cityId: listing.cityId,
      cityName: listing.cityName,
      provinceCode: listing.provinceCode,
      rent: listing.rent,
      beds: listing.beds,
      baths: listing.baths,
      description: listing.description,
      createdAt: iso(listing.createdAt) as string,
      enabledAt: iso(listing.enabledAt),
      moderationHoldAt: iso(listing.moderationHoldAt),
      moderationHoldReason: listing.moderationHoldReason,
      publicPath: listingsPaths.listing(permalink, listing.provinceSlug, listing.citySlug, listing.slug, listing.id),
      photos: photos.map((p) => ({ id: p.id, url: photoUrl(p.storageKey), alt: p.alt })),
    },
    landlord: landlord
      ? {
          id: landlord.id,
          name: fullName(landlord),
          email: landlord.email,
          phone: landlord.phone,
          status: landlord.status,
          createdAt: iso(landlord.createdAt) as string,
        }
      : null,
    company: companyRows[0] ?? null,
    reports: reports.map((r) => ({
      id: r.id,
      reason: r.reason,
      details: r.details,
      status: r.status,
      reporterId: r.reporterId,
      reporterName:
        r.reporterFirst === null ? null : fullName({ firstName: r.reporterFirst, lastName: r.reporterLast }),
      reporterEmail: r.reporterEmail ?? r.reporterAccountEmail ?? null,
      createdAt: iso(r.createdAt) as string,
      resolvedAt: iso(r.resolvedAt),
      resolvedBy:
        r.resolverEmail === null
          ? null
          : fullName({ firstName: r.resolverFirst, lastName: r.resolverLast }) || r.resolverEmail,
      outcome: r.outcome,
      note: r.note,
    })),
    otherListings,
    otherListingsTotal,
  };
}

/** The report status an outcome leaves. */
export const STATUS_OF_OUTCOME: Record<ReportOutcome, 'dismissed' | 'resolved'> = {
  dismiss: 'dismissed',
  'ask-fix': 'resolved',
  hide: 'resolved',
  remove: 'resolved',
};

/** The open reports of a listing, locked, with where to tell each reporter (their typed email, else their account's). */
export async function lockOpenReports(db: Queryable, listingId: number) {
  const reporter = alias(users, 'reporter');
  return db
    .select({
      id: listingReports.id,
      email: sql<string | null>`coalesce(${listingReports.reporterEmail}, ${reporter.email})`,
      locale: reporter.locale,
    })
    .from(listingReports)
    .leftJoin(reporter, eq(reporter.id, listingReports.reporterId))
    .where(and(eq(listingReports.listingId, listingId), eq(listingReports.status, 'open')))
    .orderBy(asc(listingReports.id))
    .for('update', { of: listingReports });
}

/** Closes the reports with the outcome and the agent's note. */
export async function closeReports(
  db: Queryable,
  ids: number[],
  outcome: ReportOutcome,
  note: string,
  agentId: number | null,
) {
  if (ids.length === 0) return;
  await db
    .update(listingReports)
    .set({
      status: STATUS_OF_OUTCOME[outcome],
      outcome,
      note: note || null,
      resolvedAt: new Date(),
      resolvedById: agentId,
    })
    .where(inArray(listingReports.id, ids));
}
