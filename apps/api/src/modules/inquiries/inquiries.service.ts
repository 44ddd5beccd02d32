// Inquiries: a renter (signed in or not) writes to the landlord of an active listing (POST renter-inquire);
// the landlord gets a lead and an email, the renter a copy. Signed-in renters read theirs back in My
// Inquiries. A renter only ever reads their own inquiries: every reader filters on the caller's id.
import { type Locale, pageMeta, truncate } from '@rentals/shared';
import {
  INQUIRY_EXCERPT_MAX,
  INQUIRY_REPEAT_WINDOW_MS,
  type InquiryDetail,
  type InquiryListingsResponse,
  type InquiryListQuery,
  type ListingInquiry,
  type RecentInquiriesResponse,
  type RenterInquiry,
  type RenterInquiryResponse,
} from '@rentals/shared/resources/inquiries';
import type { ListingCard, MapMarkersResponse } from '@rentals/shared/resources/listings';
import { listingsPaths } from '@rentals/shared/resources/listings';
import { and, asc, desc, eq, gt, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { cities, inquiries, leads, listings, provinces, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { translate } from '../../lib/messages.ts';
import { escapeLike } from '../../lib/sql-like.ts';
import { lockUser } from '../../lib/users.ts';
import { countEventsOf } from '../landlord/analytics/record-stats.ts';
import { recordActivity } from '../landlord/dashboard/activities.ts';
import { listingsPermalink } from '../listings/listing-cards.ts';
import { isActive } from '../listings/listing-detail.ts';
import { cardsById } from '../renter-listings/cards-by-id.ts';
import { forgetRecommendations } from '../renter-listings/recommendations.ts';
import { locationMarkers } from '../search/map-markers.ts';
import { emailTaken } from '../users/users.service.ts';
import { type InquiryFacts, inquiryReceivedEmail, inquirySentEmail } from './inquiries.emails.ts';

/** How many of the caller's inquiries about one listing GET listing-inquiries answers (newest first). */
export const LISTING_INQUIRIES_MAX = 50;

/** "120 Queen St, Unit 4, Toronto, ON" */
function addressLine(row: { streetAddress: string; unit: string | null; cityName: string; provinceCode: string }) {
  return [row.streetAddress, row.unit ? `Unit ${row.unit}` : null, row.cityName, row.provinceCode]
    .filter(Boolean)
    .join(', ');
}

const iso = (value: Date | string) => new Date(value).toISOString();

// ---------------------------------------------------------------- sending

/** The active listing an inquiry is about, and who hears of it: the contact email, else the owner's. */
async function inquiryTarget(db: Queryable, listingId: number) {
  const [row] = await db
    .select({
      id: listings.id,
      title: listings.title,
      slug: listings.slug,
      streetAddress: listings.streetAddress,
      unit: listings.unit,
      ownerId: listings.ownerId,
      companyId: listings.companyId,
      contactEmail: listings.contactEmail,
      cityName: cities.name,
      citySlug: cities.slug,
      provinceCode: provinces.code,
      provinceSlug: provinces.slug,
      ownerEmail: users.email,
      ownerLocale: users.locale,
    })
    .from(listings)
    .innerJoin(cities, eq(cities.id, listings.cityId))
    .innerJoin(provinces, eq(provinces.id, listings.provinceId))
    .leftJoin(users, eq(users.id, listings.ownerId))
    .where(and(eq(listings.id, listingId), isActive));
  return row ?? null;
}

const repeated = () => new HttpError(409, 'inquiryRepeated');

/**
 * Sends an inquiry. In one transaction: the inquiry, the landlord's lead and the listing's inquiry counter;
 * then the two emails. The same person (account or address) sending the same message about the same
 * listing within a minute is refused with 409: a double click or a resent form never makes two leads.
 */
export async function sendInquiry(
  app: FastifyInstance,
  input: RenterInquiry,
  sender: AuthUser | null,
  locale: Locale,
): Promise<RenterInquiryResponse> {
  const target = await inquiryTarget(app.db, input.listingId);
  if (!target) throw notFound();

  const created = await app.db.transaction(async (tx) => {
    // Two requests from one sender at the same moment queue here, so the second one sees the first: a signed-in
    // sender by their account (whatever email they type), anyone by the email. The account first, then the
    // email, in every request: no two requests can each hold a lock the other waits for.
    if (sender) await lockUser(tx, sender.id);
    await tx.execute(sql`select pg_advisory_xact_lock(${target.id}::int, hashtext(${input.email}))`);
    const sameSender = sender
      ? or(eq(inquiries.userId, sender.id), eq(inquiries.email, input.email))
      : eq(inquiries.email, input.email);
    const [previous] = await tx
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(
        and(
          eq(inquiries.listingId, target.id),
          sameSender,
          eq(inquiries.message, input.message),
          gt(inquiries.createdAt, new Date(Date.now() - INQUIRY_REPEAT_WINDOW_MS)),
        ),
      )
      .limit(1);
    if (previous) throw repeated();

    const [inquiry] = await tx
      .insert(inquiries)
      .values({
        listingId: target.id,
        userId: sender?.id ?? null,
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        moveInDate: input.moveInDate || null,
        message: input.message,
      })
      .returning({ id: inquiries.id, createdAt: inquiries.createdAt });
    if (!inquiry) throw new Error('inquiry insert returned nothing');
    const [lead] = await tx
      .insert(leads)
      .values({
        inquiryId: inquiry.id,
        listingId: target.id,
        companyId: target.companyId,
        ownerId: target.ownerId,
      })
      .returning({ id: leads.id });
    await recordActivity(tx, {
      companyId: target.companyId,
      ownerId: target.ownerId,
      actorId: null,
      kind: 'lead-received',
      listingId: target.id,
      leadId: lead?.id ?? null,
      details: { renterName: input.name },
    });
    // Raw, so the listing's updated_at (what its page shows as "updated") is left alone; the same statement
    // counts the inquiry in the listing's and its city's day (analytics).
    const enquired = sql`update listings set inquiry_count = inquiry_count + 1 where id = ${target.id}
      returning id, city_id`;
    await countEventsOf(tx, enquired, 'inquiries');
    return inquiry;
  });
  // The listing enquired about is no longer recommended to the sender, and now recommends its look-alikes.
  if (sender) forgetRecommendations(app.db, sender.id);

  const { appUrl } = app.config;
  const permalink = await listingsPermalink(app.db);
  const facts: InquiryFacts = {
    name: input.name,
    email: input.email,
    phone: input.phone || null,
    moveInDate: input.moveInDate || null,
    message: input.message,
    sentAt: new Date(created.createdAt),
    listingTitle: target.title,
    listingAddress: addressLine(target),
    listingUrl: `${appUrl}${listingsPaths.listing(permalink, target.provinceSlug, target.citySlug, target.slug, target.id)}`,
  };
  const accountExists = sender ? null : await emailTaken(app.db, input.email);

  // The inquiry is stored whatever happens to the emails: they are in the outbox and retried from there.
  const landlordEmail = target.contactEmail?.trim() || target.ownerEmail;
  try {
    if (landlordEmail) {
      await app.mail.send({
        to: landlordEmail,
        replyTo: input.email,
        ...inquiryReceivedEmail(facts, target.ownerLocale ?? 'en', {
          leadsUrl: target.ownerId ? `${appUrl}/portal/leads` : null,
        }),
      });
    } else {
      app.log.warn({ listingId: target.id, inquiryId: created.id }, 'inquiry: the listing has no email to notify');
    }
    await app.mail.send({
      to: input.email,
      ...inquirySentEmail(facts, locale, {
        myInquiriesUrl: sender ? `${appUrl}/admin/my-inquiries` : null,
        signUpUrl: accountExists === false ? `${appUrl}/login` : null,
      }),
    });
  } catch (error) {
    app.log.error({ err: error, inquiryId: created.id }, 'inquiry emails not queued');
  }

  return { message: translate('inquirySent', locale), inquiryId: created.id, accountExists };
}

// ---------------------------------------------------------------- reading one's own

/** The caller's inquiries, narrowed by `q` (in the message or the listing's title). */
function ownInquiries(userId: number, q: string | undefined): SQL {
  const mine = eq(inquiries.userId, userId);
  if (!q) return mine;
  const pattern = `%${escapeLike(q)}%`;
  return and(mine, or(ilike(inquiries.message, pattern), ilike(listings.title, pattern))) as SQL;
}

const listingColumns = {
  listingId: inquiries.listingId,
  listingTitle: listings.title,
  streetAddress: listings.streetAddress,
  unit: listings.unit,
  cityName: cities.name,
  provinceCode: provinces.code,
};

/** inquiries joined to their listing's row, city and province (a listing row outlives its active days). */
const listingJoin = eq(listings.id, inquiries.listingId);
const cityJoin = eq(cities.id, listings.cityId);
const provinceJoin = eq(provinces.id, listings.provinceId);

/** How many inquiries (or `counted`, e.g. distinct listings) of the caller's match `where`. */
async function countOwn(db: Queryable, where: SQL, counted: SQL = sql`count(*)`): Promise<number> {
  const [row] = await db
    .select({ total: counted.mapWith(Number) })
    .from(inquiries)
    .innerJoin(listings, listingJoin)
    .where(where);
  return row?.total ?? 0;
}

type ListingFieldsRow = { listingId: number; listingTitle: string } & Parameters<typeof addressLine>[0];

function listingFields(row: ListingFieldsRow, cards: Map<number, ListingCard>) {
  return {
    listingId: row.listingId,
    listingTitle: row.listingTitle,
    listingAddress: addressLine(row),
    listing: cards.get(row.listingId) ?? null,
  };
}

/** GET recent-inquiries: the caller's inquiries, newest first (or oldest with sort=createdAt). */
export async function recentInquiries(
  db: Queryable,
  userId: number,
  query: InquiryListQuery,
): Promise<RecentInquiriesResponse> {
  const where = ownInquiries(userId, query.q);
  const order = query.sort === 'createdAt' ? asc : desc;
  const [rows, total] = await Promise.all([
    db
      .select({
        ...listingColumns,
        id: inquiries.id,
        createdAt: inquiries.createdAt,
        message: inquiries.message,
        moveInDate: inquiries.moveInDate,
      })
      .from(inquiries)
      .innerJoin(listings, listingJoin)
      .innerJoin(cities, cityJoin)
      .innerJoin(provinces, provinceJoin)
      .where(where)
      .orderBy(order(inquiries.createdAt), order(inquiries.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    countOwn(db, where),
  ]);
  const cards = await cardsById(
    db,
    rows.map((r) => r.listingId),
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      createdAt: iso(row.createdAt),
      message: truncate(row.message, INQUIRY_EXCERPT_MAX),
      moveInDate: row.moveInDate,
      ...listingFields(row, cards),
    })),
    meta: pageMeta(query.page, query.perPage, total),
  };
}

/** GET inquiry-listings: each listing the caller wrote about once, with how often and when last. */
export async function inquiryListings(
  db: Queryable,
  userId: number,
  query: InquiryListQuery,
): Promise<InquiryListingsResponse> {
  const where = ownInquiries(userId, query.q);
  const last = sql<Date | string>`max(${inquiries.createdAt})`;
  const order = query.sort === 'createdAt' ? asc : desc;
  const [rows, total] = await Promise.all([
    db
      .select({
        ...listingColumns,
        inquiryCount: sql<number>`count(*)`.mapWith(Number),
        lastInquiryAt: last,
      })
      .from(inquiries)
      .innerJoin(listings, listingJoin)
      .innerJoin(cities, cityJoin)
      .innerJoin(provinces, provinceJoin)
      .where(where)
      .groupBy(inquiries.listingId, listings.id, cities.id, provinces.id)
      .orderBy(order(last), order(inquiries.listingId))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    countOwn(db, where, sql`count(distinct ${inquiries.listingId})`),
  ]);
  const cards = await cardsById(
    db,
    rows.map((r) => r.listingId),
  );
  return {
    data: rows.map((row) => ({
      ...listingFields(row, cards),
      inquiryCount: row.inquiryCount,
      lastInquiryAt: iso(row.lastInquiryAt),
    })),
    meta: pageMeta(query.page, query.perPage, total),
  };
}

/** GET inquiry-listings-map-markers: the active listings the caller wrote about, one marker per place. */
export function inquiryListingMarkers(db: Queryable, userId: number): Promise<MapMarkersResponse> {
  return locationMarkers(
    db,
    sql`${isActive} and ${listings.id} in (select listing_id from inquiries where user_id = ${userId})`,
  );
}

/** GET my-inquiries/{id}: one of the caller's inquiries in full; anyone else's is 404. */
export async function myInquiry(db: Queryable, userId: number, id: number): Promise<InquiryDetail> {
  const [row] = await db
    .select({
      ...listingColumns,
      id: inquiries.id,
      createdAt: inquiries.createdAt,
      message: inquiries.message,
      moveInDate: inquiries.moveInDate,
      name: inquiries.name,
      email: inquiries.email,
      phone: inquiries.phone,
    })
    .from(inquiries)
    .innerJoin(listings, listingJoin)
    .innerJoin(cities, cityJoin)
    .innerJoin(provinces, provinceJoin)
    .where(and(eq(inquiries.id, id), eq(inquiries.userId, userId)));
  if (!row) throw notFound();
  const cards = await cardsById(db, [row.listingId]);
  return {
    id: row.id,
    createdAt: iso(row.createdAt),
    message: row.message,
    moveInDate: row.moveInDate,
    name: row.name,
    email: row.email,
    phone: row.phone,
    ...listingFields(row, cards),
  };
}

/** GET listing-inquiries/{id}: what the caller sent about one listing, newest first. */
export async function listingInquiries(db: Queryable, userId: number, listingId: number): Promise<ListingInquiry[]> {
  const rows = await db
    .select({
      id: inquiries.id,
      createdAt: inquiries.createdAt,
      moveInDate: inquiries.moveInDate,
      message: inquiries.message,
    })
    .from(inquiries)
    .where(and(eq(inquiries.listingId, listingId), eq(inquiries.userId, userId)))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(LISTING_INQUIRIES_MAX);
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}
