// The nightly credit charge (issue 14 section 4; DESIGN sections 5 and 9; examples/credit-ledger.md, "Transaction
// orders → Daily" and invariant 3). Every live listing of a company costs its daily price for the day: the
// featured daily price while it is featured at the start of the day (featured_until after 00:00 UTC), the daily
// price otherwise; a company whose membership runs past the start of the day pays the member prices. Listings
// published during the day itself are not charged for it (their activation paid for it), and listings without a
// company have no wallet and are not charged.
//
// Set-based, a batch of DAILY_CHARGE_BATCH companies at a time (a range of company ids), one transaction per batch:
//   1. pg_advisory_xact_lock(day): two runs for the same day (a retry, a second worker) take turns batch by batch,
//      and each batch sees what the other committed before it;
//   2. the batch's wallets are locked FOR UPDATE in company id order (postToLedger locks one wallet the same way);
//   3. one statement, reading after those locks: the companies of the batch without a `daily:<company>:<day>`
//      ledger row; their live listings (an index-only scan of listings_live_company_idx, migration 0013: a full
//      read of the wide listings rows per batch took seconds at 1,000,000 listings) priced and ranked in the keep
//      order, the running sum of each company's prices against its balance; a usage row for each listing the
//      balance covers, the others paused (and a 'listing-paused' activity), then one ledger row per company
//      (seq = last_seq + 1, the balance after it, the sum of exactly those usage rows) and the wallet updated to
//      match. Neither insert has ON CONFLICT: a duplicate aborts the batch, and its retry finds the company
//      charged and skips it (or leaves out a listing already charged today with another company);
//   4. the notices: the paused companies' landlords are emailed, and the companies whose credits cover
//      LOW_CREDIT_DAYS days or fewer are warned once (credit_low_notices, claimed by insert); the emails are
//      written to the outbox in the batch's transaction and queued after it commits.
//
// The keep order, when a company's credits do not cover all of its live listings: featured listings first, then
// the most recently published (enabled_at, newest first; then the highest id). Listings are kept while the running
// sum of their prices stays within the balance; from the first one that does not fit, the rest are paused (a
// cheaper listing further down is not kept in its place: the rule stays one sentence).
import { isIsoDate } from '@rentals/shared/resources/date-range';
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../../db/client.ts';
import { queryRows } from '../../../db/client.ts';
import { sqlStateOf } from '../../../plugins/app/errors.ts';
import type { Mailer } from '../../../plugins/app/mail.ts';
import { loadEcommerceSettings } from '../ecommerce-settings.ts';
import {
  type ChargeRecipient,
  creditsLowEmail,
  LOW_CREDIT_DAYS,
  listingsPausedEmail,
  PAUSED_LISTED_MAX,
  type PortalLinks,
} from './daily-charge.emails.ts';

/** Companies per batch, one transaction each (in the bench, ~110 live listings a company: ~220,000 usage rows). */
export const DAILY_CHARGE_BATCH = 2_000;
/** pg_advisory_xact_lock's first key for the charge (its second is the day as yyyymmdd). */
const LOCK_CLASS = 0x44435247; // "DCRG"
/** SQLSTATEs after which a batch is tried again: deadlock, serialization failure, a duplicate daily key. */
const RETRYABLE = new Set(['40P01', '40001', '23505']);
const ATTEMPTS = 3;

export interface DailyChargeFigures {
  /** Companies charged (one ledger row each). */
  companies: number;
  /** Listings charged (one usage row each). */
  listings: number;
  /** Credits charged in all. */
  credits: number;
  /** Listings paused because their company's credits did not cover them. */
  paused: number;
  /** Companies sent the low-credit warning. */
  warned: number;
}

export interface DailyChargeOptions {
  /** Companies per transaction (DAILY_CHARGE_BATCH). */
  batchSize?: number;
  /**
   * Where the emails go: the app's mailer and its address. Without it the charge sends nothing and claims no
   * warning (the job always passes it).
   */
  mail?: { mailer: Pick<Mailer, 'record' | 'queue'>; appUrl: string };
}

/** One company's outcome in a batch, as the charge statement answers it. */
interface ChargedRow {
  company_id: number;
  listings: number;
  credits: number;
  /** The balance after the charge. */
  balance: number;
  paused: number;
  /** The first PAUSED_LISTED_MAX paused listings, by id. */
  paused_ids: number[] | null;
}

/** Whole days `credits` pay for at `dailyUsage` a day; null when nothing costs anything (account stats agree). */
export const daysCovered = (credits: number, dailyUsage: number) =>
  dailyUsage > 0 ? Math.floor(credits / dailyUsage) : null;

const dayNumber = (day: string) => Number(day.replaceAll('-', ''));

/**
 * Charges `day` (yyyy-mm-dd, a UTC day) to every company with live listings. Idempotent per company and day: a
 * second run charges nothing. Returns what this run did.
 */
export async function chargeDay(
  db: Database | Queryable,
  day: string,
  options: DailyChargeOptions = {},
): Promise<DailyChargeFigures> {
  if (!isIsoDate(day)) throw new Error(`chargeDay: '${day}' is not a yyyy-mm-dd day`);
  const batchSize = options.batchSize ?? DAILY_CHARGE_BATCH;
  const settings = await loadEcommerceSettings(db);
  const figures: DailyChargeFigures = { companies: 0, listings: 0, credits: 0, paused: 0, warned: 0 };
  let after = 0;
  for (;;) {
    // The next companies by id: the batch is the range from the first to the last of them.
    const batch = (
      await queryRows<{ id: number }>(
        db,
        sql`select id from companies where id > ${after} order by id limit ${batchSize}`,
      )
    ).map((r) => Number(r.id));
    if (batch.length === 0) return figures;
    const range = { first: batch[0] as number, last: batch.at(-1) as number };
    const outcome = await withRetries((attempt) =>
      db.transaction(async (tx) => {
        const charged = await chargeBatch(tx, day, range, settings, attempt > 1);
        const notices = await notify(tx, day, charged, options.mail);
        return { charged, ...notices };
      }),
    );
    for (const id of outcome.emails) await options.mail?.mailer.queue(id);
    for (const row of outcome.charged) {
      if (row.credits > 0) figures.companies++;
      figures.listings += row.listings;
      figures.credits += row.credits;
      figures.paused += row.paused;
    }
    figures.warned += outcome.warned;
    after = range.last;
    if (batch.length < batchSize) return figures;
  }
}

async function withRetries<T>(work: (attempt: number) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work(attempt);
    } catch (error) {
      if (attempt >= ATTEMPTS || !RETRYABLE.has(sqlStateOf(error) ?? '')) throw error;
    }
  }
}

type Prices = Awaited<ReturnType<typeof loadEcommerceSettings>>['creditPrices'];

/**
 * Steps 1 to 3 of the file's comment, for the companies whose ids are in `range`. `careful` (a retry) leaves out
 * the listings that already have a usage row for the day: a listing charged with one company, then moved to
 * another (a merge) before a rerun the same day, is not charged twice, nor does its row stop the batch again.
 */
async function chargeBatch(
  tx: Queryable,
  day: string,
  range: { first: number; last: number },
  settings: { creditPrices: Prices; memberPrices: Prices },
  careful: boolean,
): Promise<ChargedRow[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}::int, ${dayNumber(day)}::int)`);
  // The batch's live listings are sorted and kept in memory (~220,000 rows): more than the default 4 MB spills
  // them to temporary files.
  await tx.execute(sql`set local work_mem = '64MB'`);
  const inRange = (column: unknown) => sql`${column} between ${range.first} and ${range.last}`;
  await tx.execute(
    sql`select company_id from credit_wallets where ${inRange(sql`company_id`)} order by company_id for update`,
  );
  const start = sql`${`${day}T00:00:00Z`}::timestamptz`;
  const date = sql`${day}::date`;
  const key = (company: unknown) => sql`'daily:' || ${company} || ':' || ${day}::text`;
  const { creditPrices: p, memberPrices: m } = settings;
  const rows = await queryRows<ChargedRow>(
    tx,
    sql`
    with due as (
      select c.id as company_id, coalesce(w.balance, 0)::bigint as balance, coalesce(w.last_seq, 0)::bigint as last_seq,
             coalesce(w.membership_expires_at > ${start}, false) as member
      from companies c
      left join credit_wallets w on w.company_id = c.id
      where ${inRange(sql`c.id`)}
        and not exists (select 1 from credit_ledger g where g.idempotency_key = ${key(sql`c.id`)})
    ),
    live as (
      -- An index-only range scan of listings_live_company_idx (migration 0013), not the wide listings rows.
      select l.id, l.company_id, l.owner_id, l.enabled_at, d.balance,
             coalesce(l.featured_until > ${start}, false) as featured, d.member
      from listings l join due d on d.company_id = l.company_id
      where l.status = 'active' and ${inRange(sql`l.company_id`)}
        and (l.enabled_at is null or l.enabled_at < ${start})
    ),
    priced as materialized (
      select v.*, case when v.featured then (case when v.member then ${m.featuredDaily}::int else ${p.featuredDaily}::int end)
                       else (case when v.member then ${m.daily}::int else ${p.daily}::int end) end as price
      from live v
    ),
    -- The companies whose credits do not cover all their live listings: only theirs need the keep order.
    short as (
      select company_id from priced group by company_id, balance having sum(price) > balance
    ),
    ranked as (
      select r.*, sum(r.price) over (partition by r.company_id
                                     order by r.featured desc, r.enabled_at desc nulls last, r.id desc
                                     rows between unbounded preceding and current row) as running
      from priced r where r.company_id in (select company_id from short)
    ),
    kept as (
      select id, company_id, price, featured from priced where company_id not in (select company_id from short)
      union all
      select id, company_id, price, featured from ranked where running <= balance
    ),
    charged as (
      select id, company_id, price, featured from kept
      where price > 0
      ${careful ? sql`and not exists (select 1 from credit_usage u where u.listing_id = kept.id and u.day = ${date})` : sql``}
    ),
    used as (
      -- No ON CONFLICT: a listing already charged today (see careful) stops the batch, whose retry leaves it out.
      insert into credit_usage (listing_id, day, company_id, credits, featured)
      select id, ${date}, company_id, price, featured from charged
    ),
    paused as (
      update listings l set status = 'paused', updated_at = now()
      from ranked r
      where r.running > r.balance and l.id = r.id and l.status = 'active'
      returning l.id, l.company_id, l.owner_id
    ),
    paused_activity as (
      insert into landlord_activities (company_id, owner_id, kind, listing_id, details)
      select company_id, owner_id, 'listing-paused', id,
             jsonb_build_object('reason', 'insufficient-credits', 'day', ${day}::text)
      from paused
    ),
    totals as (
      select company_id, sum(price)::bigint as credits, count(*)::int as listings from charged group by company_id
    ),
    ledger as (
      insert into credit_ledger (company_id, seq, amount, balance_after, reason, idempotency_key, day)
      select t.company_id, d.last_seq + 1, -t.credits, d.balance - t.credits, 'daily-usage', ${key(sql`t.company_id`)}, ${date}
      from totals t join due d on d.company_id = t.company_id
      where t.credits > 0
      returning company_id, seq, balance_after
    ),
    wallets as (
      update credit_wallets w set balance = g.balance_after, last_seq = g.seq, updated_at = now()
      from ledger g where w.company_id = g.company_id
      returning w.company_id
    ),
    paused_by_company as (
      select company_id, count(*)::int as paused, (array_agg(id order by id))[1:${PAUSED_LISTED_MAX}] as paused_ids
      from paused group by company_id
    )
    select d.company_id, coalesce(t.listings, 0)::int as listings, coalesce(t.credits, 0)::bigint as credits,
           (d.balance - coalesce(t.credits, 0))::bigint as balance, coalesce(b.paused, 0)::int as paused, b.paused_ids
    from due d
    left join totals t on t.company_id = d.company_id
    left join paused_by_company b on b.company_id = d.company_id
    where t.company_id is not null or b.company_id is not null
    order by d.company_id`,
  );
  return rows.map((r) => ({
    ...r,
    company_id: Number(r.company_id),
    listings: Number(r.listings),
    credits: Number(r.credits),
    balance: Number(r.balance),
    paused: Number(r.paused),
  }));
}

interface Landlord extends ChargeRecipient {
  companyId: number;
  email: string;
}

/**
 * Step 4: the emails of a batch, written to the outbox with `tx`. Companies that had to pause listings get the
 * paused email (and their warning counts as given); those now covering LOW_CREDIT_DAYS days or fewer get the
 * warning once; those covering more again have their warning forgotten.
 */
async function notify(
  tx: Queryable,
  day: string,
  charged: ChargedRow[],
  mail: DailyChargeOptions['mail'],
): Promise<{ emails: number[]; warned: number }> {
  const covered = charged.map((row) => ({ row, days: daysCovered(row.balance, row.credits) }));
  const recovered = covered.filter((c) => c.days !== null && c.days > LOW_CREDIT_DAYS).map((c) => c.row.company_id);
  if (recovered.length > 0) {
    await tx.execute(sql`delete from credit_low_notices where company_id = any(${sql.param(recovered)}::int[])`);
  }
  if (!mail) return { emails: [], warned: 0 };

  const pausedRows = charged.filter((row) => row.paused > 0);
  const low = covered.filter((c) => c.row.paused > 0 || (c.days !== null && c.days <= LOW_CREDIT_DAYS));
  let warnedIds = new Set<number>();
  if (low.length > 0) {
    const claimed = await queryRows<{ company_id: number }>(
      tx,
      sql`insert into credit_low_notices (company_id, day, days_left)
          select id, ${day}::date, days from unnest(${sql.param(low.map((c) => c.row.company_id))}::int[],
                                                 ${sql.param(low.map((c) => c.days ?? 0))}::int[]) as n(id, days)
          on conflict (company_id) do nothing
          returning company_id`,
    );
    // A company that had to pause listings hears about it in the paused email, not in a warning as well.
    const paused = new Set(pausedRows.map((row) => row.company_id));
    warnedIds = new Set(claimed.map((r) => Number(r.company_id)).filter((id) => !paused.has(id)));
  }
  const warnedRows = charged.filter((row) => warnedIds.has(row.company_id));
  if (pausedRows.length === 0 && warnedRows.length === 0) return { emails: [], warned: 0 };

  const companyIds = [...pausedRows, ...warnedRows].map((row) => row.company_id);
  const landlords = await queryRows<{ company_id: number; email: string; first_name: string; locale: 'en' | 'fr' }>(
    tx,
    sql`select u.company_id, u.email, u.first_name, u.locale from users u
        where u.company_id = any(${sql.param(companyIds)}::int[]) and u.status <> 'suspended'
          and exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
                      where ur.user_id = u.id and r.name = 'Landlord')
        order by u.company_id, u.id`,
  );
  const byCompany = new Map<number, Landlord[]>();
  for (const l of landlords) {
    const companyId = Number(l.company_id);
    const list = byCompany.get(companyId) ?? [];
    list.push({ companyId, email: l.email, firstName: l.first_name, locale: l.locale });
    byCompany.set(companyId, list);
  }
  const pausedIds = pausedRows.flatMap((row) => row.paused_ids ?? []);
  const titles = new Map(
    (
      await queryRows<{ id: number; title: string }>(
        tx,
        sql`select id, title from listings where id = any(${sql.param(pausedIds)}::int[])`,
      )
    ).map((r) => [Number(r.id), r.title]),
  );
  const links: PortalLinks = {
    billingUrl: `${mail.appUrl}/portal/billing`,
    pausedListingsUrl: `${mail.appUrl}/portal/listings?status=paused`,
  };

  const emails: number[] = [];
  for (const row of pausedRows) {
    const facts = {
      day,
      credits: row.balance,
      paused: row.paused,
      titles: (row.paused_ids ?? []).map((id) => titles.get(Number(id)) ?? ''),
    };
    for (const to of byCompany.get(row.company_id) ?? []) {
      emails.push(await mail.mailer.record({ to: to.email, ...listingsPausedEmail(to, facts, links) }, tx));
    }
  }
  for (const row of warnedRows) {
    const facts = {
      credits: row.balance,
      dailyUsage: row.credits,
      daysLeft: daysCovered(row.balance, row.credits) ?? 0,
    };
    for (const to of byCompany.get(row.company_id) ?? []) {
      emails.push(await mail.mailer.record({ to: to.email, ...creditsLowEmail(to, facts, links) }, tx));
    }
  }
  return { emails, warned: warnedRows.length };
}
