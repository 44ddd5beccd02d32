// The landlord scenarios' account (issue 13 section 5): one bench company, with a landlord the bench signs in
// as, owning 20,000 of the generated listings in the states a real portfolio has, 200,000 renters' leads on
// them over the last 90 days in every status, and 90 days of each listing's (and its cities') daily figures.
// Written set-based (INSERT ... SELECT generate_series), in one transaction, so a killed run leaves nothing
// half-made: the next run finds the company's listings and leads there and skips it. Deterministic: the rows
// are picked and given their values by hashes of their numbers, not at random. The days end on the day it was
// made: the analytics' 90-day window reads fewer of them as the database ages (the same two index range reads).
// To make it again, drop the bench database.
import { randomBytes } from 'node:crypto';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../apps/api/src/db/client.ts';
import { accessTokens, users } from '../apps/api/src/db/schema/index.ts';
import { INQUIRY_MESSAGES } from '../apps/api/src/db/seed/demo-portfolio.ts';
import { FIRST_NAMES, LAST_NAMES } from '../apps/api/src/db/seed/demo-words.ts';
import { type AuthUser, loadAuthUser } from '../apps/api/src/lib/auth-user.ts';
import { issueToken } from '../apps/api/src/lib/tokens.ts';
import { createAccount } from '../apps/api/src/lib/users.ts';

/** The landlord the landlord scenarios sign in as (created once with its company; nobody knows its password). */
export const BENCH_LANDLORD_EMAIL = 'bench-landlord@bench.test';
const BENCH_COMPANY = 'Bench Property Management';
const BENCH_TOKEN_NAME = 'bench';

/** Issue 13 section 5: a company holding 20,000 listings and 200,000 leads. */
export const PORTFOLIO = { listings: 20_000, leads: 200_000, days: 90 };

const fmt = (n: number) => n.toLocaleString('en-US');

/** A number in [0, 1) from `n` and a salt: the same every run (hashint8 is PostgreSQL's own hash). */
const unit = (n: SQL, salt: number) =>
  sql`((hashint8((${n})::bigint * 7919 + ${salt}) & 2147483647)::float8 / 2147483648)`;

async function ensureBenchLandlord(db: Database): Promise<{ id: number; companyId: number }> {
  const [found] = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.email, BENCH_LANDLORD_EMAIL));
  if (found?.companyId != null) return { id: found.id, companyId: found.companyId };
  if (found) throw new Error(`${BENCH_LANDLORD_EMAIL} has no company: drop it or the bench database`);
  const landlord = await createAccount(db, {
    firstName: 'Bench',
    lastName: 'Landlord',
    email: BENCH_LANDLORD_EMAIL,
    password: randomBytes(32).toString('base64url'),
    roles: ['Landlord'],
    emailVerified: true,
    companyName: BENCH_COMPANY,
  });
  if (landlord.companyId === null) throw new Error('the bench landlord was created without its company');
  return { id: landlord.id, companyId: landlord.companyId };
}

async function portfolioCounts(db: Database, companyId: number) {
  const [row] = await queryRows<{ listings: number; leads: number }>(
    db,
    sql`select (select count(*) from listings where company_id = ${companyId})::int as listings,
               (select count(*) from leads where company_id = ${companyId})::int as leads`,
  );
  return { listings: Number(row?.listings ?? 0), leads: Number(row?.leads ?? 0) };
}

/**
 * The bench company's portfolio, made when missing (a few minutes at 1,000,000 listings, once): see the top of
 * the file. Returns whether it was made.
 */
export async function ensureLandlordPortfolio(db: Database, log: (line: string) => void): Promise<boolean> {
  const landlord = await ensureBenchLandlord(db);
  const before = await portfolioCounts(db, landlord.companyId);
  if (before.listings > 0 || before.leads > 0) {
    log(`Reusing the bench company's ${fmt(before.listings)} listings and ${fmt(before.leads)} leads`);
    return false;
  }
  const started = performance.now();
  const companyId = landlord.companyId;
  await db.transaction(async (tx) => {
    // Every k-th listing by id, so the portfolio is spread over the whole table (and the map) like a big
    // company's: k = 50 in the 1,000,000-listing database. Each keeps its place and gets a state: three in four
    // active, the rest paused, draft, expired or removed.
    const [range] = await queryRows<{ total: number }>(tx, sql`select count(*)::int as total from listings`);
    const step = Math.max(1, Math.floor(Number(range?.total ?? 0) / PORTFOLIO.listings));
    await tx.execute(sql`
      with picked as (
        select id, (row_number() over (order by id))::int as n from listings
        where id % ${step} = 0 order by id limit ${PORTFOLIO.listings}
      ), states as (
        select id, n, case
          when n % 20 in (7, 17) then 'paused'
          when n % 20 = 8 then 'draft'
          when n % 20 = 9 then 'expired'
          when n % 20 = 18 then 'removed'
          else 'active' end as status
        from picked
      )
      update listings l set
        company_id = ${companyId}, owner_id = ${landlord.id}, status = s.status,
        enabled_at = case when s.status = 'draft' then null
                          else coalesce(l.enabled_at, now() - interval '30 days') end,
        first_listed_at = case when s.status = 'draft' then null
                               else coalesce(l.first_listed_at, l.enabled_at, now() - interval '30 days') end,
        removed_at = case when s.status = 'removed' then now() - (s.n % 60) * interval '1 day' end,
        contact_name = 'Bench Landlord', contact_email = ${BENCH_LANDLORD_EMAIL}
      from states s where l.id = s.id`);
    // The listings that went live (not the drafts), numbered from 0: the leads and the daily figures are theirs.
    await tx.execute(sql`
      create temporary table bench_portfolio on commit drop as
      select id, city_id, (row_number() over (order by id) - 1)::int as n from listings
      where company_id = ${companyId} and status <> 'draft'`);
    await tx.execute(sql`create unique index on bench_portfolio (n)`);
    await tx.execute(sql`analyze bench_portfolio`);

    // The renters' inquiries, and a lead for each. A lead's listing: a uniform number to the power 1.3, so a few
    // listings get ~100 leads and most a handful (~11 on average). Its age: uniform over the 90 days.
    await tx.execute(sql`
      with live as (select count(*)::int as total from bench_portfolio),
      generated as (
        select g,
          floor(live.total * power(${unit(sql`g`, 1)}, 1.3))::int as listing_n,
          now() - ${unit(sql`g`, 2)} * ${PORTFOLIO.days} * interval '1 day' as created_at,
          (${sql.param(FIRST_NAMES)}::text[])[1 + floor(${unit(sql`g`, 3)} * ${FIRST_NAMES.length})::int] as first,
          (${sql.param(LAST_NAMES)}::text[])[1 + floor(${unit(sql`g`, 4)} * ${LAST_NAMES.length})::int] as last
        from generate_series(1, ${PORTFOLIO.leads}) g cross join live
      ),
      inserted as (
        insert into inquiries (listing_id, name, email, phone, message, created_at)
        select p.id, first || ' ' || last, lower(first || '.' || last || '.' || g || '@renter.example'),
          '416-555-' || lpad((g % 10000)::text, 4, '0'),
          (${sql.param(INQUIRY_MESSAGES)}::text[])[1 + g % ${INQUIRY_MESSAGES.length}], created_at
        from generated join bench_portfolio p on p.n = listing_n
        returning id, listing_id, created_at
      ),
      aged as (
        select id, listing_id, created_at, extract(epoch from now() - created_at) / 86400 as age,
          ${unit(sql`id`, 5)} as u, ${unit(sql`id`, 6)} as v
        from inserted
      ),
      -- A lead's status by its age: most of this week's are new, older ones have moved on.
      statused as (
        select *, case
          when age < 3 then case when u < 0.7 then 'new' else 'contacted' end
          when age < 14 then case when u < 1 / 9.0 then 'new' when u < 5 / 9.0 then 'contacted'
                                  when u < 8 / 9.0 then 'viewing-booked' else 'applied' end
          else case when u < 0.2 then 'contacted' when u < 0.3 then 'viewing-booked' when u < 0.5 then 'applied'
                    else 'closed' end
          end as status
        from aged
      )
      insert into leads (inquiry_id, listing_id, company_id, owner_id, status, read_at, deleted_at, created_at,
                         updated_at)
      select id, listing_id, ${companyId}, ${landlord.id}, status,
        case when status = 'new' and v < 0.6 then null else created_at + interval '1 hour' end,
        case when v > 0.99 then created_at + interval '2 days' end,
        created_at, created_at + interval '1 hour'
      from statused`);

    // Each live listing's days (UTC, like the analytics): views with a weekly rhythm and the listing's own
    // popularity, a few favourites, and the inquiries it received that day.
    await tx.execute(sql`
      with received as (
        select i.listing_id, (i.created_at at time zone 'UTC')::date as day, count(*)::int as n
        from inquiries i join bench_portfolio p on p.id = i.listing_id
        group by 1, 2
      ),
      days as (
        select p.id, p.n, age, (now() at time zone 'UTC')::date - age as day
        from bench_portfolio p cross join generate_series(0, ${PORTFOLIO.days - 1}) age
      )
      insert into listing_daily_stats (listing_id, day, views, favourites, inquiries)
      select d.id, d.day,
        round((2 + ${unit(sql`d.n * 100 + d.age`, 7)} * 23) * (0.5 + ${unit(sql`d.n`, 8)} * 1.5)
              * (case when extract(isodow from d.day) >= 6 then 1.4 else 1 end))::int + coalesce(r.n, 0) * 3,
        case when ${unit(sql`d.n * 100 + d.age`, 9)} < 0.15 then 1 else 0 end,
        coalesce(r.n, 0)
      from days d left join received r on r.listing_id = d.id and r.day = d.day
      on conflict (listing_id, day) do nothing`);
    // The listings' running totals agree with their days.
    await tx.execute(sql`
      update listings l set view_count = s.views, inquiry_count = s.inquiries
      from (select listing_id, sum(views)::int as views, sum(inquiries)::int as inquiries
            from listing_daily_stats s join bench_portfolio p on p.id = s.listing_id group by listing_id) s
      where l.id = s.listing_id`);
    // The cities' days (the average a listing's conversion is compared with), as the demo portfolio makes
    // them: the portfolio's days per city, scaled up for the city's other listings. A day already there stays.
    await tx.execute(sql`
      insert into city_daily_stats (city_id, day, views, favourites, inquiries)
      select p.city_id, s.day, sum(s.views) * 40, sum(s.favourites) * 40, sum(s.inquiries) * 34
      from listing_daily_stats s join bench_portfolio p on p.id = s.listing_id
      group by p.city_id, s.day
      on conflict (city_id, day) do nothing`);
  });
  const after = await portfolioCounts(db, companyId);
  log(
    `Gave the bench company ${fmt(after.listings)} listings and ${fmt(after.leads)} leads in ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  return true;
}

export interface BenchLandlord {
  /** `Authorization: Bearer ...` for the landlord requests. */
  headers: Record<string, string>;
  /** The same user as the API sees it, for timing the landlord SQL directly. */
  user: AuthUser;
  /** A spread of the company's active listings (the same ones each run), for the per-listing analytics. */
  listingIds: number[];
}

/**
 * Signs the bench landlord in, like signInBenchOwner: a bearer token issued directly in the database (the
 * previous run's revoked), the AuthUser the API resolves it to, and some of its listings.
 */
export async function signInBenchLandlord(db: Database, sampleIds: number): Promise<BenchLandlord> {
  const [landlord] = await db.select({ id: users.id }).from(users).where(eq(users.email, BENCH_LANDLORD_EMAIL));
  if (!landlord) throw new Error(`${BENCH_LANDLORD_EMAIL} is missing: prepareDatabase creates it`);
  await db
    .delete(accessTokens)
    .where(and(eq(accessTokens.userId, landlord.id), eq(accessTokens.name, BENCH_TOKEN_NAME)));
  const token = await issueToken(db, landlord.id, 365, { name: BENCH_TOKEN_NAME });
  const user = await loadAuthUser(db, landlord.id, token.id);
  if (!user?.roles.includes('Landlord') || user.companyId === null) {
    throw new Error(`${BENCH_LANDLORD_EMAIL} is not a landlord of a company`);
  }
  const ids = await queryRows<{ id: number }>(
    db,
    sql`select id from listings where company_id = ${user.companyId} and status = 'active' and id % 97 = 0
        order by id limit ${sampleIds}`,
  );
  return {
    headers: { authorization: `Bearer ${token.access_token}` },
    user,
    listingIds: ids.map((r) => Number(r.id)),
  };
}
