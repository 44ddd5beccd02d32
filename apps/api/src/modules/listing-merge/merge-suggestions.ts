// Suggested duplicate pairs within one company, strongest first (by score), and the facts shown side by side; a
// pair is suggested only when its listings share the address and unit or have similar titles. Three reasons:
// - address: the same normalised street address and unit in the same city, among all the company's listings
//   that are not removed (an equality join: cheap whatever the company's size);
// - text: pg_trgm similarity of the titles or of the descriptions' first 600 characters at or above
//   MERGE_TEXT_SIMILARITY, between listings of the same city and bedrooms among the company's
//   MERGE_CANDIDATES_MAX most recently updated ones (bounded: a company may have thousands of listings). The
//   pairs worth measuring are found by MinHash (text-pairs.ts), not by comparing every pair, and measured as
//   pg_trgm's similarity() does (the test checks both agree);
// - photos: photos within SAME_PHOTO_DISTANCE (3) bits of each other by perceptual hash (photo_fingerprints,
//   written by account reviews), among the same candidates. Two 64-bit hashes that close share at least one of
//   their four 16-bit quarters (pigeonhole), so the pairs are found by joining on equal quarters and only those
//   are compared bit by bit.
import {
  MERGE_CANDIDATES_MAX,
  MERGE_TEXT_SIMILARITY,
  type MergeListingFacts,
  type MergeSuggestion,
} from '@rentals/shared/resources/listing-merge';
import { sql } from 'drizzle-orm';
import { type Queryable, queryRows } from '../../db/client.ts';
import { SAME_PHOTO_DISTANCE } from '../account-reviews/photo-hash.ts';
import { photosOf } from '../listings/listing-cards.ts';
import { similarTextPairs } from './text-pairs.ts';

/** Photos shown per listing side by side. */
const PHOTOS_SHOWN = 4;

/** Street words and directions as Canada Post abbreviates them. */
const ADDRESS_WORDS: [string, string][] = [
  ['street', 'st'],
  ['avenue', 'ave'],
  ['road', 'rd'],
  ['boulevard', 'blvd'],
  ['drive', 'dr'],
  ['crescent', 'cres'],
  ['court', 'crt'],
  ['place', 'pl'],
  ['lane', 'lane'],
  ['terrace', 'terr'],
  ['parkway', 'pky'],
  ['highway', 'hwy'],
  ['square', 'sq'],
  ['circle', 'cir'],
  ['east', 'e'],
  ['west', 'w'],
  ['north', 'n'],
  ['south', 's'],
];

/**
 * "123 Main Street West, Apt. 4" and "123 main st w" alike: lower case, street words and directions abbreviated,
 * then only letters and digits.
 */
export const normalisedAddress = (column: string) => {
  let expression = `lower(coalesce(${column}, ''))`;
  for (const [word, short] of ADDRESS_WORDS) {
    expression = `regexp_replace(${expression}, '\\m${word}\\M', '${short}', 'g')`;
  }
  return sql.raw(`regexp_replace(${expression}, '[^a-z0-9]+', '', 'g')`);
};

/** "Apt 4", "#4", "unit 4" alike. */
export const normalisedUnit = (column: string) =>
  sql.raw(
    `regexp_replace(regexp_replace(lower(coalesce(${column}, '')), '^\\s*(apt|apartment|unit|suite|ste|no|#)\\.?\\s*', ''), '[^a-z0-9]+', '', 'g')`,
  );

interface Pair {
  a: number;
  b: number;
  address: boolean;
  similarity: number | null;
  /** The titles themselves are similar (not only the descriptions). */
  titles: boolean;
  photos: number;
}

/**
 * Worth suggesting: the same address and unit, or similar titles. Listings with different titles and addresses
 * are not suggested whatever else they share: a company's templated descriptions and stock photos made
 * hundreds of such pairs (issue 27), almost none of them duplicates.
 */
export const worthSuggesting = (pair: Pair) => pair.address || pair.titles;

/** 0 to 100: the same address and unit 50, similar text up to 40, shared photos 20 and 5 more per photo (up to 40). */
const scoreOf = (pair: Pair) =>
  Math.min(
    100,
    (pair.address ? 50 : 0) +
      (pair.similarity === null ? 0 : Math.round(pair.similarity * 40)) +
      (pair.photos > 0 ? Math.min(40, 20 + 5 * pair.photos) : 0),
  );

/** Every suggested pair of the company (lower id first), with its reasons and score, strongest first. */
export async function allSuggestedPairs(db: Queryable, companyId: number) {
  const candidates = sql`select id, city_id, beds, title, left(description, 600) as description from listings
    where company_id = ${companyId} and status <> 'removed'
    order by updated_at desc, id desc limit ${MERGE_CANDIDATES_MAX}`;
  const [addressRows, photoRows, textRows] = await Promise.all([
    queryRows<{ a: number; b: number }>(
      db,
      sql`with live as (
            select id, city_id, ${normalisedAddress('street_address')} as address_key, ${normalisedUnit('unit')} as unit_key
            from listings where company_id = ${companyId} and status <> 'removed'
          )
          select a.id as a, b.id as b from live a join live b
            on a.address_key = b.address_key and a.unit_key = b.unit_key and a.city_id = b.city_id and a.id < b.id
          where a.address_key <> ''`,
    ),
    queryRows<{ a: number; b: number; photos: number }>(
      db,
      sql`with cand as (${candidates}),
          fingerprints as (
            select f.listing_photo_id, f.listing_id, f.hash, q.n, q.v
            from photo_fingerprints f join cand c on c.id = f.listing_id
            cross join lateral (values (0, f.q0), (1, f.q1), (2, f.q2), (3, f.q3)) as q(n, v)
          )
          select pa.listing_id as a, pb.listing_id as b, count(distinct pa.listing_photo_id)::int as photos
          from fingerprints pa
          join fingerprints pb on pa.n = pb.n and pa.v = pb.v and pa.listing_id < pb.listing_id
          where bit_count((pa.hash # pb.hash)::bit(64)) <= ${SAME_PHOTO_DISTANCE}
          group by 1, 2`,
    ),
    queryRows<{ id: number; city_id: number; beds: number; title: string; description: string }>(db, candidates),
  ]);

  const pairs = new Map<string, Pair>();
  const pairOf = (a: number, b: number) => {
    const [low, high] = a < b ? [a, b] : [b, a];
    const key = `${low}-${high}`;
    let pair = pairs.get(key);
    if (!pair) {
      pair = { a: low, b: high, address: false, similarity: null, titles: false, photos: 0 };
      pairs.set(key, pair);
    }
    return pair;
  };
  for (const row of addressRows) pairOf(row.a, row.b).address = true;
  for (const row of photoRows) pairOf(row.a, row.b).photos = row.photos;

  // Similar titles or descriptions, found and measured without comparing every pair (text-pairs.ts).
  const group = (row: (typeof textRows)[number]) => `${row.city_id}:${row.beds}`;
  for (const field of ['title', 'description'] as const) {
    const items = textRows.map((row) => ({ id: row.id, group: group(row), text: row[field] }));
    for (const [key, similarity] of similarTextPairs(items, MERGE_TEXT_SIMILARITY)) {
      const [a, b] = key.split('-').map(Number) as [number, number];
      const pair = pairOf(a, b);
      pair.similarity = Math.max(pair.similarity ?? 0, similarity);
      if (field === 'title') pair.titles = true;
    }
  }

  return [...pairs.values()]
    .filter(worthSuggesting)
    .map((pair) => ({
      a: pair.a,
      b: pair.b,
      score: scoreOf(pair),
      reasons: [
        ...(pair.address ? [{ kind: 'address' as const }] : []),
        ...(pair.similarity !== null
          ? [{ kind: 'text' as const, similarity: Math.round(pair.similarity * 100) / 100 }]
          : []),
        ...(pair.photos > 0 ? [{ kind: 'photos' as const, count: pair.photos }] : []),
      ],
    }))
    .sort((x, y) => y.score - x.score || x.a - y.a || x.b - y.b);
}

/** A page of the company's suggested pairs (listing ids, reasons, score) and how many there are. */
export async function suggestedPairs(db: Queryable, companyId: number, page: number, perPage: number) {
  const all = await allSuggestedPairs(db, companyId);
  return { total: all.length, pairs: all.slice((page - 1) * perPage, page * perPage) };
}

interface FactsRow {
  id: number;
  title: string;
  street_address: string;
  unit: string | null;
  postal_code: string | null;
  city: string;
  rent: number;
  beds: number;
  baths: number;
  sqft: number | null;
  status: string;
  external_feed_id: string | null;
  company_id: number | null;
  first_listed_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  photo_count: number;
  leads: number;
  favourites: number;
  views: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The facts of these listings shown side by side, by id: counts of leads, favourites and views included. */
export async function listingFacts(
  db: Queryable,
  ids: number[],
): Promise<Map<number, MergeListingFacts & { companyId: number | null }>> {
  const facts = new Map<number, MergeListingFacts & { companyId: number | null }>();
  if (ids.length === 0) return facts;
  const idArray = sql`${sql.param(ids)}::int[]`;
  const [rows, photos] = await Promise.all([
    queryRows<FactsRow>(
      db,
      sql`
        select l.id, l.title, l.street_address, l.unit, l.postal_code, c.name as city, l.rent, l.beds, l.baths, l.sqft,
               l.status, l.external_feed_id, l.company_id, l.first_listed_at, l.created_at, l.updated_at,
               (select count(*) from listing_photos p where p.listing_id = l.id)::int as photo_count,
               (select count(*) from leads d where d.listing_id = l.id and d.deleted_at is null)::int as leads,
               (select count(*) from favourite_listings f where f.listing_id = l.id)::int as favourites,
               l.view_count as views
        from listings l join cities c on c.id = l.city_id
        where l.id = any(${idArray})
      `,
    ),
    photosOf(db, ids),
  ]);
  for (const row of rows) {
    facts.set(row.id, {
      id: row.id,
      companyId: row.company_id,
      title: row.title,
      streetAddress: row.street_address,
      unit: row.unit,
      postalCode: row.postal_code,
      city: row.city,
      rent: row.rent,
      beds: row.beds,
      baths: Number(row.baths),
      sqft: row.sqft,
      status: row.status,
      externalFeedId: row.external_feed_id,
      firstListedAt: row.first_listed_at === null ? null : iso(row.first_listed_at),
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
      photos: (photos.get(row.id) ?? []).slice(0, PHOTOS_SHOWN),
      photoCount: row.photo_count,
      leads: row.leads,
      favourites: row.favourites,
      views: row.views,
    });
  }
  return facts;
}

/** The older of two listings is kept: first listed earlier (created earlier when never listed), else lower id. */
export function olderFirst<T extends { id: number; firstListedAt: string | null; createdAt: string }>(
  a: T,
  b: T,
): [kept: T, merged: T] {
  const listed = (x: T) => new Date(x.firstListedAt ?? x.createdAt).getTime();
  const order = listed(a) - listed(b) || a.id - b.id;
  return order <= 0 ? [a, b] : [b, a];
}

/** A page of suggestions with both listings' facts, the older one as `kept`. */
export async function mergeSuggestions(
  db: Queryable,
  companyId: number,
  page: number,
  perPage: number,
): Promise<{ data: MergeSuggestion[]; total: number }> {
  const { pairs, total } = await suggestedPairs(db, companyId, page, perPage);
  const facts = await listingFacts(
    db,
    pairs.flatMap((pair) => [pair.a, pair.b]),
  );
  const data: MergeSuggestion[] = [];
  for (const pair of pairs) {
    const a = facts.get(pair.a);
    const b = facts.get(pair.b);
    if (!a || !b) continue;
    const [kept, merged] = olderFirst(a, b);
    const { companyId: _k, ...keptFacts } = kept;
    const { companyId: _m, ...mergedFacts } = merged;
    data.push({ score: pair.score, reasons: pair.reasons, kept: keptFacts, merged: mergedFacts });
  }
  return { data, total };
}
