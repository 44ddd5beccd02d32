// The nightly credit charge over the bench database (issue 14 section 4, DESIGN section 9: ~900,000 live
// listings in < 10 s, and a rerun that charges nothing).
//
// The companies' wallets are made once (ensureBenchWallets, from prepareDatabase), set-based and deterministic
// (a hash of the company id): most companies (94%) hold credits for a year of their live listings, 2% enough for
// half a day (the charge pays what it can and pauses the rest), 3% for two and a half days (the low-credit
// warning), 1% none at all (every live listing paused), and one in ten is a member (member prices). A night on
// which 1 company in 33 runs out is already a bad one: once paused, listings cost nothing the next nights. Each
// wallet is an ordinary 'adjustment' row of the ledger, so the wallets agree with it.
//
// The measure (measureDailyCharge) vacuums the tables the charge writes (as autovacuum would have), then runs the
// real chargeDay for today, then again for the same day, inside ONE transaction that is rolled back at the end: chargeDay's per-batch transactions become savepoints of it, and
// the bench database keeps its wallets, listings (none stays paused) and an empty usage table for the other
// scenarios and the next run. A killed run rolls back the same way. The emails are written to the outbox like
// the app's mailer does (and rolled back with the rest); no delivery is queued.
import { sql } from 'drizzle-orm';
import { type Database, type DatabaseHandle, queryRows } from '../apps/api/src/db/client.ts';
import { outboundEmails } from '../apps/api/src/db/schema/index.ts';
import { chargeDay, type DailyChargeFigures } from '../apps/api/src/modules/commerce/daily/daily-charge.ts';

export const DAILY_CHARGE_SCENARIO = 'daily credit charge (job)';
/** DESIGN section 9. */
export const DAILY_CHARGE_BUDGET_MS = 10_000;

const fmt = (n: number) => n.toLocaleString('en-US');

/** A number in [0, 1) from the company id: the same every run. */
const unit = (salt: number) => sql`((hashint8(c.id::bigint * 7919 + ${salt}) & 2147483647)::float8 / 2147483648)`;

/**
 * The bench companies' wallets, made when missing (a company that already has one is left alone). Returns how
 * many were made.
 */
export async function ensureBenchWallets(db: Database, log: (line: string) => void): Promise<number> {
  const started = performance.now();
  const made = await db.transaction(async (tx) => {
    await tx.execute(sql`
      create temporary table bench_wallets on commit drop as
      with live as (
        select company_id, count(*)::bigint as n from listings where status = 'active' and company_id is not null
        group by company_id
      ), bucketed as (
        select c.id, coalesce(l.n, 0) as n, ${unit(1)} as u, ${unit(2)} < 0.1 as member
        from companies c left join live l on l.company_id = c.id
        where not exists (select 1 from credit_wallets w where w.company_id = c.id)
      )
      select id, member, case
        when u < 0.01 then 0                              -- none: every live listing is paused
        when u < 0.03 then greatest(1, n / 2)             -- half a day: pays for some, pauses the rest
        when u < 0.06 then greatest(1, n * 2 + n / 2)     -- two and a half days: the low-credit warning
        else greatest(1000, n * 400) end as credits        -- a year and more of its listings, featured ones too
      from bucketed`);
    const rows = await queryRows<{ n: number }>(
      tx,
      sql`with ledger as (
            insert into credit_ledger (company_id, seq, amount, balance_after, reason, idempotency_key, note)
            select id, 1, credits, credits, 'adjustment', 'bench:credits:' || id, 'Bench credits'
            from bench_wallets where credits > 0
            returning company_id
          )
          insert into credit_wallets (company_id, balance, last_seq, membership_expires_at)
          select b.id, b.credits, case when b.credits > 0 then 1 else 0 end,
                 case when b.member then now() + interval '10 years' end
          from bench_wallets b
          where b.credits > 0 or b.member
          returning company_id`,
    );
    return rows.length;
  });
  if (made > 0) {
    log(`Gave ${fmt(made)} bench companies their wallets in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return made;
}

export interface DailyChargeRun {
  ms: number;
  figures: DailyChargeFigures;
  emails: number;
}

export interface DailyChargeResult {
  name: string;
  day: string;
  /** Live listings and companies with live listings before the charge. */
  live: number;
  companies: number;
  first: DailyChargeRun;
  rerun: DailyChargeRun;
  /** Σ usage rows' credits = Σ daily ledger rows' amounts for the day (invariant 3). */
  balanced: boolean;
  budgetMs: number;
}

/** See the top of the file: today's charge, then a rerun, in a transaction rolled back. */
export async function measureDailyCharge(
  database: DatabaseHandle,
  log: (line: string) => void,
): Promise<DailyChargeResult> {
  const db = database.db;
  const day = new Date().toISOString().slice(0, 10);
  // What a real night finds: the charge's tables as autovacuum keeps them. A rolled-back run (the previous
  // bench's) leaves ~900,000 dead usage rows behind, which would slow this one's inserts by a third.
  await db.execute(
    sql`vacuum analyze credit_usage, credit_ledger, credit_wallets, landlord_activities, outbound_emails`,
  );
  const [before] = await queryRows<{ live: number; companies: number }>(
    db,
    sql`select count(*)::int as live, count(distinct company_id)::int as companies
        from listings where status = 'active' and company_id is not null`,
  );
  const rolledBack = new Error('bench: roll the charge back');
  let result: DailyChargeResult | null = null;
  try {
    await db.transaction(async (tx) => {
      let emails = 0;
      const mail = {
        mailer: {
          async record(message: { to: string; subject: string; text: string; html?: string; template: string }) {
            const [row] = await tx
              .insert(outboundEmails)
              .values({ ...message, from: 'bench@bench.test' })
              .returning({ id: outboundEmails.id });
            emails++;
            return row?.id ?? 0;
          },
          async queue() {},
        },
        appUrl: 'http://127.0.0.1',
      };
      const run = async (): Promise<DailyChargeRun> => {
        const emailsBefore = emails;
        const started = performance.now();
        const figures = await chargeDay(tx, day, { mail });
        return { ms: performance.now() - started, figures, emails: emails - emailsBefore };
      };
      const first = await run();
      log(
        `  first run: ${(first.ms / 1000).toFixed(2)} s, ${fmt(first.figures.listings)} listings of ` +
          `${fmt(first.figures.companies)} companies charged ${fmt(first.figures.credits)} credits, ` +
          `${fmt(first.figures.paused)} paused, ${fmt(first.figures.warned)} warned, ${fmt(first.emails)} emails`,
      );
      const [sums] = await queryRows<{ usage: number; ledger: number }>(
        tx,
        sql`select (select coalesce(sum(credits), 0) from credit_usage where day = ${day}::date)::bigint as usage,
                   (select coalesce(-sum(amount), 0) from credit_ledger
                    where reason = 'daily-usage' and day = ${day}::date)::bigint as ledger`,
      );
      const rerun = await run();
      log(`  rerun: ${(rerun.ms / 1000).toFixed(2)} s, ${fmt(rerun.figures.credits)} credits charged`);
      result = {
        name: DAILY_CHARGE_SCENARIO,
        day,
        live: Number(before?.live ?? 0),
        companies: Number(before?.companies ?? 0),
        first,
        rerun,
        balanced: Number(sums?.usage) === Number(sums?.ledger),
        budgetMs: DAILY_CHARGE_BUDGET_MS,
      };
      throw rolledBack;
    });
  } catch (error) {
    if (error !== rolledBack) throw error;
  }
  if (!result) throw new Error('bench: the daily charge measured nothing');
  return result;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function dailyChargeVerdict(r: DailyChargeResult): string {
  const why: string[] = [];
  if (r.first.ms > r.budgetMs) why.push('time');
  if (r.rerun.figures.credits !== 0 || r.rerun.figures.listings !== 0) why.push('rerun charged');
  if (!r.balanced) why.push('usage ≠ ledger');
  return why.length ? `FAIL (${why.join(', ')})` : 'PASS';
}

function cells(r: DailyChargeResult): string[] {
  const f = r.first.figures;
  return [
    r.name,
    `${fmt(r.live)} live / ${fmt(r.companies)} companies`,
    seconds(r.first.ms),
    `${fmt(f.listings)} listings, ${fmt(f.companies)} companies, ${fmt(f.credits)} credits`,
    `${fmt(f.paused)} paused, ${fmt(f.warned)} warned, ${fmt(r.first.emails)} emails`,
    `${seconds(r.rerun.ms)}, ${fmt(r.rerun.figures.credits)} credits`,
    r.balanced ? 'yes' : 'NO',
    `< ${r.budgetMs / 1000} s, rerun 0`,
    dailyChargeVerdict(r),
  ];
}

const HEAD = [
  'job',
  'database',
  'first run',
  'charged',
  'paused and told',
  'rerun',
  'Σ usage = Σ ledger',
  'budget',
  'pass',
];

export function dailyChargeTerminal(results: DailyChargeResult[]): string {
  if (results.length === 0) return '';
  const table = [HEAD, ...results.map(cells)];
  const widths = HEAD.map((_, i) => Math.max(...table.map((r) => (r[i] as string).length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i] as number)).join('  ');
  return [line(HEAD), widths.map((w) => '-'.repeat(w)).join('  '), ...results.map((r) => line(cells(r)))].join('\n');
}

export function dailyChargeMarkdown(results: DailyChargeResult[]): string {
  if (results.length === 0) return '';
  const md = (r: string[]) => `| ${r.join(' | ')} |`;
  return [
    '',
    '## Jobs',
    '',
    md(HEAD),
    md(HEAD.map(() => '---')),
    ...results.map((r) => md(cells(r))),
    '',
    `The daily credit charge (bench/daily-charge.ts): chargeDay for today (${results[0]?.day}), batches of 2,000`,
    'companies, then the same day again, both inside one transaction rolled back afterwards (the bench database is',
    'left as it was). Its wallets: 94% of the companies hold a year of credits, 2% half a day (partial pay and',
    'pausing), 3% two and a half days (the low-credit warning), 1% none; one in ten is a member. Budget: DESIGN.md',
    'section 9.',
    '',
  ].join('\n');
}
