// The fraud signals of an account under review, each with its weight and its evidence (numbers, the other
// accounts and listings involved); the web explains each in plain language from its kind and evidence. Every
// query reads an index (a million listings): the account's own listings through listings_owner_idx, the
// city medians through listings_city_beds_rent_idx, reused text through listings_description_hash_idx,
// photos through photo_fingerprints' quarter indexes, suspended contacts through users_email_unique and
// users_suspended_phone_idx (migration 0017 and schema/account-reviews.ts).
import {
  ACCOUNT_SIGNAL_KINDS,
  type AccountSignal,
  type AccountSignalKind,
} from '@rentals/shared/resources/account-reviews';
import { isDisposableEmail } from 'disposable-email-domains-js';
import { eq, sql } from 'drizzle-orm';
import { type Queryable, queryRows } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { SAME_PHOTO_DISTANCE } from './photo-hash.ts';

/** How much each signal adds to the score (145 in all when every one fires: the score is capped at 100). */
export const SIGNAL_WEIGHTS: Record<AccountSignalKind, number> = {
  sharedContact: 40,
  reusedPhotos: 30,
  lowRent: 25,
  reusedText: 20,
  firstHourBurst: 15,
  disposableEmail: 15,
};
export const MAX_SCORE = 100;

/** A rent under this share of the city's median for its bedroom count is "far below". */
export const LOW_RENT_RATIO = 0.5;
/** The median needs at least this many active listings of that city and bedroom count. */
export const LOW_RENT_MIN_SAMPLE = 5;
/** This many listings created in the hour after sign-up or more. */
export const FIRST_HOUR_LISTINGS = 5;
/** Only descriptions this long are compared (a short one is too often the same by chance). */
export const REUSED_TEXT_MIN_LENGTH = 80;
/** How many of the account's listings (newest first) and how many pieces of evidence are looked at. */
const OWN_LISTINGS = 50;
const EVIDENCE_LIMIT = 20;

/** The normalised description's hash: the expression listings_description_hash_idx is built on. */
export const DESCRIPTION_HASH = (alias: string) =>
  sql.raw(`md5(regexp_replace(lower(${alias}.description), '[^a-z0-9]+', '', 'g'))`);
export const PHONE_DIGITS = (expression: string) => sql.raw(`regexp_replace(${expression}, '[^0-9]', '', 'g')`);

const phoneDigits = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '');

interface Account {
  id: number;
  email: string;
  phone: string | null;
  companyId: number | null;
  createdAt: Date;
}

async function lowRentListings(db: Queryable, account: Account) {
  const rows = await queryRows<{
    listing_id: number;
    title: string;
    rent: number;
    beds: number;
    city: string;
    median: number | string;
    sample: number | string;
  }>(
    db,
    sql`
    select l.id as listing_id, l.title, l.rent, l.beds, c.name as city, m.median, m.sample
    from (select id, title, rent, beds, city_id from listings where owner_id = ${account.id} and status <> 'removed'
          order by id desc limit ${OWN_LISTINGS}) l
    join cities c on c.id = l.city_id
    cross join lateral (
      select percentile_cont(0.5) within group (order by o.rent) as median, count(*) as sample
      from listings o
      where o.status = 'active' and o.city_id = l.city_id and o.beds = l.beds
    ) m
    where m.sample >= ${LOW_RENT_MIN_SAMPLE} and l.rent < m.median * ${LOW_RENT_RATIO}
    order by l.rent / nullif(m.median, 0)
    limit ${EVIDENCE_LIMIT}`,
  );
  return rows.map((row) => ({
    listingId: row.listing_id,
    title: row.title,
    rent: row.rent,
    beds: row.beds,
    city: row.city,
    median: Math.round(Number(row.median)),
    sample: Number(row.sample),
    percent: Math.round((row.rent / Number(row.median)) * 100),
  }));
}

async function reusedPhotos(db: Queryable, account: Account) {
  const rows = await queryRows<{
    listing_id: number;
    photo_id: number;
    other_listing_id: number;
    other_photo_id: number;
    other_owner_id: number | null;
    other_owner_email: string | null;
    distance: number;
  }>(
    db,
    sql`
    select f.listing_id, f.listing_photo_id as photo_id, o.listing_id as other_listing_id,
           o.listing_photo_id as other_photo_id, ol.owner_id as other_owner_id, u.email as other_owner_email,
           o.distance
    from (select id from listings where owner_id = ${account.id} order by id desc limit ${OWN_LISTINGS}) mine
    join photo_fingerprints f on f.listing_id = mine.id
    join listing_photos mp on mp.id = f.listing_photo_id
    cross join lateral (
      select p.listing_id, p.listing_photo_id, bit_count((p.hash # f.hash)::bit(64))::int as distance
      from photo_fingerprints p
      join listing_photos op on op.id = p.listing_photo_id
      where (p.q0 = f.q0 or p.q1 = f.q1 or p.q2 = f.q2 or p.q3 = f.q3)
        and p.listing_id <> f.listing_id
        and bit_count((p.hash # f.hash)::bit(64)) <= ${SAME_PHOTO_DISTANCE}
        -- The same stored file is the same upload (the demo data, a merge), not a copy someone made.
        and op.storage_key <> mp.storage_key
      limit 10
    ) o
    join listings ol on ol.id = o.listing_id
    left join users u on u.id = ol.owner_id
    where ol.owner_id is distinct from ${account.id}
      and (${account.companyId}::int is null or ol.company_id is distinct from ${account.companyId}::int)
    order by o.distance, f.listing_id
    limit ${EVIDENCE_LIMIT}`,
  );
  return rows.map((row) => ({
    listingId: row.listing_id,
    photoId: row.photo_id,
    otherListingId: row.other_listing_id,
    otherPhotoId: row.other_photo_id,
    otherUserId: row.other_owner_id,
    otherUserEmail: row.other_owner_email,
    distance: Number(row.distance),
  }));
}

async function reusedText(db: Queryable, account: Account) {
  const rows = await queryRows<{
    listing_id: number;
    other_listing_id: number;
    other_owner_id: number | null;
    other_owner_email: string | null;
  }>(
    db,
    sql`
    select mine.id as listing_id, o.id as other_listing_id, o.owner_id as other_owner_id, u.email as other_owner_email
    from (select id, description from listings
          where owner_id = ${account.id} and length(description) >= ${sql.raw(String(REUSED_TEXT_MIN_LENGTH))}
          order by id desc limit ${OWN_LISTINGS}) mine
    cross join lateral (
      select o.id, o.owner_id from listings o
      where ${DESCRIPTION_HASH('o')} = ${DESCRIPTION_HASH('mine')}
        and length(o.description) >= ${sql.raw(String(REUSED_TEXT_MIN_LENGTH))}
        and o.owner_id is distinct from ${account.id}
        and (${account.companyId}::int is null or o.company_id is distinct from ${account.companyId}::int)
      limit 5
    ) o
    left join users u on u.id = o.owner_id
    limit ${EVIDENCE_LIMIT}`,
  );
  return rows.map((row) => ({
    listingId: row.listing_id,
    otherListingId: row.other_listing_id,
    otherUserId: row.other_owner_id,
    otherUserEmail: row.other_owner_email,
  }));
}

async function sharedContact(db: Queryable, account: Account) {
  const contacts = await queryRows<{ email: string | null; phone: string | null }>(
    db,
    sql`select distinct lower(contact_email) as email, contact_phone as phone
        from (select contact_email, contact_phone from listings where owner_id = ${account.id}
              order by id desc limit ${OWN_LISTINGS}) l`,
  );
  const emails = [
    ...new Set([account.email.toLowerCase(), ...contacts.map((c) => c.email?.trim().toLowerCase() ?? '')]),
  ].filter((email) => email.includes('@'));
  const phones = [...new Set([account.phone, ...contacts.map((c) => c.phone)].map(phoneDigits))].filter(
    (digits) => digits.length >= 7,
  );
  const emailList = emails.length
    ? sql.join(
        emails.map((e) => sql`${e}`),
        sql`, `,
      )
    : sql`null`;
  const phoneList = phones.length
    ? sql.join(
        phones.map((p) => sql`${p}`),
        sql`, `,
      )
    : sql`null`;
  const rows = await queryRows<{ id: number; email: string; phone: string | null; match: string; value: string }>(
    db,
    sql`
    select id, email, phone, 'email' as match, lower(email) as value from users
      where lower(email) in (${emailList}) and status = 'suspended' and id <> ${account.id}
    union all
    select id, email, phone, 'phone' as match, ${PHONE_DIGITS('phone')} as value from users
      where ${PHONE_DIGITS('phone')} in (${phoneList}) and status = 'suspended' and phone is not null
        and id <> ${account.id}
    limit ${EVIDENCE_LIMIT}`,
  );
  return rows.map((row) => ({ otherUserId: row.id, otherUserEmail: row.email, match: row.match, value: row.value }));
}

async function firstHourListings(db: Queryable, account: Account) {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from listings
        where owner_id = ${account.id} and created_at < ${account.createdAt}::timestamptz + interval '1 hour'`,
  );
  return Number(row?.n ?? 0);
}

/** Every signal that fires for the account, strongest first, and the score (the capped sum of weights). */
export async function computeSignals(
  db: Queryable,
  userId: number,
): Promise<{ signals: AccountSignal[]; score: number }> {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      phone: users.phone,
      companyId: users.companyId,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) return { signals: [], score: 0 };

  const signals: AccountSignal[] = [];
  const add = <K extends AccountSignalKind>(kind: K, evidence: Extract<AccountSignal, { kind: K }>['evidence']) =>
    signals.push({ kind, weight: SIGNAL_WEIGHTS[kind], evidence } as AccountSignal);

  const [low, photos, text, contact, firstHour] = [
    await lowRentListings(db, account),
    await reusedPhotos(db, account),
    await reusedText(db, account),
    await sharedContact(db, account),
    await firstHourListings(db, account),
  ];
  if (low.length) add('lowRent', { threshold: LOW_RENT_RATIO * 100, listings: low });
  if (photos.length) add('reusedPhotos', { maxDistance: SAME_PHOTO_DISTANCE, matches: photos });
  if (text.length) add('reusedText', { matches: text });
  if (contact.length) add('sharedContact', { matches: contact });
  if (firstHour >= FIRST_HOUR_LISTINGS) add('firstHourBurst', { count: firstHour, threshold: FIRST_HOUR_LISTINGS });
  if (isDisposableEmail(account.email)) add('disposableEmail', { domain: account.email.split('@')[1] ?? '' });

  signals.sort(
    (a, b) => b.weight - a.weight || ACCOUNT_SIGNAL_KINDS.indexOf(a.kind) - ACCOUNT_SIGNAL_KINDS.indexOf(b.kind),
  );
  const score = Math.min(
    MAX_SCORE,
    signals.reduce((sum, signal) => sum + signal.weight, 0),
  );
  return { signals, score };
}
