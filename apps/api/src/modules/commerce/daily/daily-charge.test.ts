// The nightly credit charge (examples/credit-ledger.md, invariant 3): prices (featured, member), one ledger row
// per company and day however often it runs (twice in a row; twice at once on PostgreSQL), pausing in the keep
// order with an email, the low-credit warning once, Σ usage = Σ daily ledger and gap-free chains when spends
// run alongside; the job's schedule; GET landlord/credit-usage for the caller's company only.
//
// chargeDay charges every company of the database: each test charges days of its own (far apart, in the future,
// so every listing made here went live before them) and checks its own companies; the figures of a rerun are
// checked whole (zero), since every company was charged by the first run.
import { addDays, isoDay } from '@rentals/shared/resources/credit-usage';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import {
  creditLedger,
  creditUsage,
  creditWallets,
  ecommerceSettings,
  landlordActivities,
  listingSearch,
  listings,
  outboundEmails,
  users,
} from '../../../db/schema/index.ts';
import { issueToken } from '../../../lib/tokens.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createListing, createPlace, type TestPlace } from '../../../test/listing-factories.ts';
import { postToLedger } from '../ledger.ts';
import { LOW_CREDITS_TEMPLATE, PAUSED_TEMPLATE } from './daily-charge.emails.ts';
import { DAILY_CHARGE_CRON, DAILY_CHARGE_QUEUE, dayToCharge } from './daily-charge.job.ts';
import { chargeDay, type DailyChargeOptions } from './daily-charge.ts';

/** Two runs at once need two connections: PGlite has one, so that test exists on PostgreSQL only. */
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

const DAY_MS = 86_400_000;
const PRICES = { activation: 1, featuredActivation: 4, daily: 2, featuredDaily: 5 };
const MEMBER_PRICES = { activation: 1, featuredActivation: 2, daily: 1, featuredDaily: 3 };

let t: TestApp;
let place: TestPlace;
let mail: DailyChargeOptions['mail'];
/** Tomorrow (UTC): the days the tests charge start here. */
const FIRST_DAY = addDays(isoDay(new Date()), 1);
/** Test n charges days FIRST_DAY + 100n, + 100n + 1, ... */
const dayOf = (test: number, offset = 0) => addDays(FIRST_DAY, test * 100 + offset);

beforeAll(async () => {
  t = await buildTestApp();
  place = await createPlace(t.db, { cityName: 'Chargeville' });
  await t.db.update(ecommerceSettings).set({ creditPrices: PRICES, memberPrices: MEMBER_PRICES });
  mail = { mailer: t.app.mail, appUrl: t.config.appUrl };
});
afterAll(() => t.close());

let companies = 0;
/** A company with its landlord and `credits` (an adjustment through the ledger). */
async function company(credits: number, options: { member?: boolean; locale?: 'en' | 'fr' } = {}) {
  const landlord = await t.loginAs('Landlord', { companyName: `Charge Co ${++companies}`, locale: options.locale });
  const companyId = landlord.user.companyId as number;
  if (credits > 0) {
    await t.db.transaction((tx) =>
      postToLedger(tx, {
        companyId,
        amount: credits,
        reason: 'adjustment',
        idempotencyKey: `test:credits:${companyId}`,
        note: 'Test credits',
      }),
    );
  }
  if (options.member) {
    await t.db
      .insert(creditWallets)
      .values({ companyId, membershipExpiresAt: new Date(Date.now() + 2_000 * DAY_MS) })
      .onConflictDoUpdate({
        target: creditWallets.companyId,
        set: { membershipExpiresAt: new Date(Date.now() + 2_000 * DAY_MS) },
      });
  }
  return { landlord, companyId };
}

/** Another landlord of the company, signed in. */
async function colleagueIn(companyId: number, overrides: { locale?: 'en' | 'fr'; firstName?: string } = {}) {
  const user = await t.createUser({ roles: ['Landlord'], ...overrides });
  await t.db.update(users).set({ companyId }).where(eq(users.id, user.id));
  const token = await issueToken(t.db, user.id, 1);
  return { user, headers: { authorization: `Bearer ${token.access_token}` } };
}

/** A live listing of the company, published `daysAgo` days ago, featured (for years) when asked. */
function live(
  companyId: number,
  ownerId: number,
  daysAgo: number,
  options: { featured?: boolean; title?: string } = {},
) {
  return createListing(t.db, place, {
    companyId,
    ownerId,
    ...(options.title ? { title: options.title } : {}),
    enabledAt: new Date(Date.now() - daysAgo * DAY_MS),
    featuredUntil: options.featured ? new Date(Date.now() + 2_000 * DAY_MS) : null,
  });
}

const walletOf = async (companyId: number) =>
  (await t.db.select().from(creditWallets).where(eq(creditWallets.companyId, companyId)))[0];
const ledgerOf = (companyId: number) =>
  t.db.select().from(creditLedger).where(eq(creditLedger.companyId, companyId)).orderBy(asc(creditLedger.seq));
const usageOf = (companyId: number, day: string) =>
  t.db
    .select()
    .from(creditUsage)
    .where(and(eq(creditUsage.companyId, companyId), eq(creditUsage.day, day)))
    .orderBy(asc(creditUsage.listingId));
const statusOf = async (id: number) => (await t.db.select().from(listings).where(eq(listings.id, id)))[0]?.status;
const emailsTo = (to: string[]) =>
  t.db.select().from(outboundEmails).where(inArray(outboundEmails.to, to)).orderBy(asc(outboundEmails.id));

/** Invariant 3 and the ledger's chain, over the whole database. */
async function expectBooksBalance() {
  const [sums] = await queryRows<{ usage: number; ledger: number }>(
    t.db,
    sql`select (select coalesce(sum(credits), 0) from credit_usage)::bigint as usage,
               (select coalesce(-sum(amount), 0) from credit_ledger where reason = 'daily-usage')::bigint as ledger`,
  );
  expect(Number(sums?.usage)).toBe(Number(sums?.ledger));
  // Per company and day: the usage rows add up to that day's one ledger row.
  const mismatched = await queryRows<{ company_id: number }>(
    t.db,
    sql`select coalesce(u.company_id, g.company_id) as company_id
        from (select company_id, day, sum(credits) as credits from credit_usage group by 1, 2) u
        full join (select company_id, day, -sum(amount) as credits, count(*) as n from credit_ledger
                   where reason = 'daily-usage' group by 1, 2) g on g.company_id = u.company_id and g.day = u.day
        where u.credits is distinct from g.credits or g.n <> 1`,
  );
  expect(mismatched).toEqual([]);
  // Every wallet: balance = Σ amounts, last_seq = rows, seq 1..n, each balance_after = previous + amount >= 0.
  const broken = await queryRows<{ company_id: number }>(
    t.db,
    sql`with chain as (
          select company_id, seq, amount, balance_after,
                 row_number() over (partition by company_id order by seq) as n,
                 coalesce(lag(balance_after) over (partition by company_id order by seq), 0) as before
          from credit_ledger
        )
        select w.company_id from credit_wallets w
        left join (select company_id, sum(amount) as total, count(*) as rows,
                          bool_and(seq = n and balance_after = before + amount and balance_after >= 0) as ok
                   from chain group by company_id) c on c.company_id = w.company_id
        where coalesce(c.total, 0) <> w.balance or coalesce(c.rows, 0) <> w.last_seq or c.ok is false`,
  );
  expect(broken).toEqual([]);
}

describe('chargeDay', () => {
  it('charges each live listing its daily price once, featured and member prices included', async () => {
    const day = dayOf(0);
    const plain = await company(100);
    const member = await company(100, { member: true });
    const a = await live(plain.companyId, plain.landlord.user.id, 10);
    const aFeatured = await live(plain.companyId, plain.landlord.user.id, 9, { featured: true });
    const b = await live(member.companyId, member.landlord.user.id, 10);
    const bFeatured = await live(member.companyId, member.landlord.user.id, 9, { featured: true });
    // Not charged: a draft, a paused listing, one published during the day itself.
    await createListing(t.db, place, { companyId: plain.companyId, status: 'draft', enabledAt: null });
    await createListing(t.db, place, { companyId: plain.companyId, status: 'paused' });
    await createListing(t.db, place, {
      companyId: plain.companyId,
      enabledAt: new Date(Date.parse(`${day}T09:00:00Z`)),
    });

    const first = await chargeDay(t.db, day, { mail });
    expect(first.paused).toBe(0);
    expect(first.companies).toBeGreaterThanOrEqual(2);

    expect((await usageOf(plain.companyId, day)).map((u) => [u.listingId, u.credits, u.featured])).toEqual([
      [a.id, PRICES.daily, false],
      [aFeatured.id, PRICES.featuredDaily, true],
    ]);
    expect((await usageOf(member.companyId, day)).map((u) => [u.listingId, u.credits, u.featured])).toEqual([
      [b.id, MEMBER_PRICES.daily, false],
      [bFeatured.id, MEMBER_PRICES.featuredDaily, true],
    ]);
    const plainLedger = await ledgerOf(plain.companyId);
    expect(plainLedger.at(-1)).toMatchObject({
      seq: 2,
      amount: -7,
      balanceAfter: 93,
      reason: 'daily-usage',
      idempotencyKey: `daily:${plain.companyId}:${day}`,
      day,
      actorId: null,
    });
    expect(await walletOf(plain.companyId)).toMatchObject({ balance: 93, lastSeq: 2 });
    expect(await walletOf(member.companyId)).toMatchObject({ balance: 96, lastSeq: 2 });

    // The same day again: nothing anywhere.
    expect(await chargeDay(t.db, day, { mail })).toEqual({
      companies: 0,
      listings: 0,
      credits: 0,
      paused: 0,
      warned: 0,
    });
    expect(await walletOf(plain.companyId)).toMatchObject({ balance: 93, lastSeq: 2 });
    expect(await usageOf(plain.companyId, day)).toHaveLength(2);
    await expectBooksBalance();
  });

  it('keeps featured, then the most recently published listings, pauses the rest and emails the landlords', async () => {
    const day = dayOf(1);
    // 5 (featured) + 2 (newest) = 7 of 8 credits: the next one (2) no longer fits, nor any after it.
    const { landlord, companyId } = await company(8);
    const { user: colleague } = await colleagueIn(companyId, { locale: 'fr', firstName: 'Camille' });
    const featured = await live(companyId, landlord.user.id, 30, { featured: true, title: 'Featured loft' });
    const newest = await live(companyId, landlord.user.id, 1, { title: 'Newest suite' });
    const older = await live(companyId, landlord.user.id, 5, { title: 'Older flat' });
    const oldest = await live(companyId, landlord.user.id, 20, { title: 'Oldest house' });

    const figures = await chargeDay(t.db, day, { mail });
    expect(figures.paused).toBeGreaterThanOrEqual(2);
    expect((await usageOf(companyId, day)).map((u) => u.listingId)).toEqual([featured.id, newest.id]);
    expect(await walletOf(companyId)).toMatchObject({ balance: 1, lastSeq: 2 });
    expect([await statusOf(featured.id), await statusOf(newest.id)]).toEqual(['active', 'active']);
    expect([await statusOf(older.id), await statusOf(oldest.id)]).toEqual(['paused', 'paused']);
    // Off the public search, in the account's activity feed.
    const searchable = await t.db
      .select({ id: listingSearch.id })
      .from(listingSearch)
      .where(inArray(listingSearch.id, [older.id, oldest.id]));
    expect(searchable).toEqual([]);
    const activity = await t.db
      .select()
      .from(landlordActivities)
      .where(and(eq(landlordActivities.companyId, companyId), eq(landlordActivities.kind, 'listing-paused')));
    expect(activity.map((a) => [a.listingId, a.actorId, a.details])).toEqual(
      expect.arrayContaining([
        [older.id, null, { reason: 'insufficient-credits', day }],
        [oldest.id, null, { reason: 'insufficient-credits', day }],
      ]),
    );

    const emails = await emailsTo([landlord.user.email, colleague.email]);
    expect(emails.map((e) => [e.to, e.template])).toEqual([
      [landlord.user.email, PAUSED_TEMPLATE],
      [colleague.email, PAUSED_TEMPLATE],
    ]);
    const [english, french] = emails as [(typeof emails)[number], (typeof emails)[number]];
    expect(english.subject).toBe('2 listings paused: not enough credits');
    expect(english.text).toContain('Older flat');
    expect(english.text).toContain('Oldest house');
    expect(english.text).not.toContain('Newest suite');
    expect(english.text).toContain(`${t.config.appUrl}/portal/billing`);
    expect(english.text).toContain(`${t.config.appUrl}/portal/listings?status=paused`);
    expect(french.subject).toBe('2 annonces mises en pause : crédits insuffisants');
    expect(french.text).toContain('Bonjour Camille,');

    // The next day: the two kept ones cost 7, one credit is left: the featured one is kept first... and does
    // not fit either, so both are paused; nothing is charged, and the landlords hear of it once more.
    const next = addDays(day, 1);
    await chargeDay(t.db, next, { mail });
    expect(await usageOf(companyId, next)).toEqual([]);
    expect([await statusOf(featured.id), await statusOf(newest.id)]).toEqual(['paused', 'paused']);
    expect(await walletOf(companyId)).toMatchObject({ balance: 1, lastSeq: 2 });
    expect(await emailsTo([landlord.user.email])).toHaveLength(2);
    // Paused listings cost nothing and are not paused again.
    await chargeDay(t.db, addDays(day, 2), { mail });
    expect(await emailsTo([landlord.user.email])).toHaveLength(2);
    await expectBooksBalance();
  });

  it('warns once when the credits cover three days or fewer, and again after a top-up runs down', async () => {
    // Two listings at 2 a day: 4 a day.
    const { landlord, companyId } = await company(20);
    await live(companyId, landlord.user.id, 10);
    await live(companyId, landlord.user.id, 11);
    const warnings = async () =>
      (await emailsTo([landlord.user.email])).filter((e) => e.template === LOW_CREDITS_TEMPLATE);

    await chargeDay(t.db, dayOf(2, 0), { mail }); // 16 left: 4 days
    expect(await warnings()).toHaveLength(0);
    const second = await chargeDay(t.db, dayOf(2, 1), { mail }); // 12 left: 3 days
    expect(second.warned).toBeGreaterThanOrEqual(1);
    const [warning] = await warnings();
    expect(warning?.subject).toBe('Your credits run out in 3 days');
    expect(warning?.text).toContain('use 4 credits a day and you have 12 left');
    await chargeDay(t.db, dayOf(2, 2), { mail }); // 8 left: 2 days
    await chargeDay(t.db, dayOf(2, 3), { mail }); // 4 left: 1 day
    expect(await warnings()).toHaveLength(1);

    // Buying credits: once a charge leaves more than three days' worth, the warning is forgotten, and the next
    // run-down warns anew.
    await t.db.transaction((tx) =>
      postToLedger(tx, { companyId, amount: 16, reason: 'purchase', idempotencyKey: `test:top-up:${companyId}` }),
    );
    await chargeDay(t.db, dayOf(2, 4), { mail }); // 20 - 4 = 16 left: 4 days
    expect(await warnings()).toHaveLength(1);
    await chargeDay(t.db, dayOf(2, 5), { mail }); // 12 left: 3 days
    expect(await warnings()).toHaveLength(2);
    await expectBooksBalance();
  });

  it('keeps Σ usage = Σ daily ledger and gap-free chains when spends run alongside the charge', async () => {
    const day = dayOf(3);
    const accounts = await Promise.all([company(50), company(3), company(0), company(40, { member: true })]);
    for (const [i, { landlord, companyId }] of accounts.entries()) {
      for (let n = 0; n < 4; n++) await live(companyId, landlord.user.id, 3 + n, { featured: (i + n) % 3 === 0 });
    }
    const spends = accounts.flatMap(({ companyId }, i) =>
      Array.from(
        { length: 10 },
        (_, n) =>
          t.db
            .transaction((tx) =>
              postToLedger(tx, {
                companyId,
                amount: n % 2 === 0 ? 3 : -1,
                reason: n % 2 === 0 ? 'purchase' : 'activation',
                idempotencyKey: `test:spend:${companyId}:${i}:${n}`,
              }),
            )
            .catch(() => null), // a spend the balance cannot cover is refused: that is fine here
      ),
    );
    const [figures] = await Promise.all([chargeDay(t.db, day, { mail, batchSize: 2 }), ...spends]);
    expect(figures.companies).toBeGreaterThan(0);
    for (const { companyId } of accounts) {
      const rows = await t.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.companyId, companyId), eq(creditLedger.reason, 'daily-usage')));
      expect(rows.filter((r) => r.day === day).length).toBeLessThanOrEqual(1);
    }
    await expectBooksBalance();
  });

  if (ON_POSTGRES) {
    it('charges once when two runs of the same day start at the same time (PostgreSQL)', async () => {
      const day = dayOf(4);
      const accounts = await Promise.all(Array.from({ length: 6 }, (_, i) => company(i === 5 ? 2 : 100)));
      for (const { landlord, companyId } of accounts) {
        for (let n = 0; n < 3; n++) await live(companyId, landlord.user.id, 2 + n);
      }
      const runs = await Promise.all([
        chargeDay(t.db, day, { mail, batchSize: 2 }),
        chargeDay(t.db, day, { mail, batchSize: 2 }),
      ]);
      const [one, other] = runs as [(typeof runs)[number], (typeof runs)[number]];
      const ledger = await t.db
        .select({ companyId: creditLedger.companyId, amount: creditLedger.amount })
        .from(creditLedger)
        .where(and(eq(creditLedger.day, day), eq(creditLedger.reason, 'daily-usage')));
      expect(one.credits + other.credits).toBe(-ledger.reduce((sum, r) => sum + r.amount, 0));
      expect(one.companies + other.companies).toBe(ledger.length);
      expect(new Set(ledger.map((r) => r.companyId)).size).toBe(ledger.length);
      for (const { companyId } of accounts.slice(0, 5)) {
        expect(ledger.filter((r) => r.companyId === companyId)).toEqual([{ companyId, amount: -6 }]);
      }
      // The company with 2 credits kept its newest listing and paused two, once.
      expect(one.paused + other.paused).toBeGreaterThanOrEqual(2);
      const poor = accounts[5] as (typeof accounts)[number];
      expect(await emailsTo([poor.landlord.user.email])).toHaveLength(1);
      await expectBooksBalance();
    });
  }

  it('never charges a listing twice a day, when it moved to another company before a rerun', async () => {
    const day = dayOf(7);
    const from = await company(50);
    const moved = await live(from.companyId, from.landlord.user.id, 3);
    await chargeDay(t.db, day, { mail });
    // A merge moves the listing to a company made since the run, which the rerun then charges.
    const to = await company(50);
    const own = await live(to.companyId, to.landlord.user.id, 2);
    await t.db.update(listings).set({ companyId: to.companyId }).where(eq(listings.id, moved.id));

    const rerun = await chargeDay(t.db, day, { mail });
    expect(rerun).toMatchObject({ companies: 1, listings: 1, credits: PRICES.daily });
    expect((await usageOf(to.companyId, day)).map((u) => u.listingId)).toEqual([own.id]);
    expect((await usageOf(from.companyId, day)).map((u) => u.listingId)).toEqual([moved.id]);
    expect(await walletOf(to.companyId)).toMatchObject({ balance: 50 - PRICES.daily, lastSeq: 2 });
    await expectBooksBalance();
  });

  it('refuses a day that is not yyyy-mm-dd', async () => {
    await expect(chargeDay(t.db, '2026-02-30')).rejects.toThrow(/not a yyyy-mm-dd day/);
  });
});

describe('the nightly job', () => {
  it('charges the day asked for, or today (UTC)', async () => {
    expect(dayToCharge({ day: '2026-03-04' })).toBe('2026-03-04');
    expect(dayToCharge({}, new Date('2026-03-04T00:05:00Z'))).toBe('2026-03-04');
    expect(dayToCharge(null, new Date('2026-03-04T23:59:00Z'))).toBe('2026-03-04');

    const { landlord, companyId } = await company(10);
    await live(companyId, landlord.user.id, 2);
    const day = dayOf(5);
    await t.app.jobs.send(DAILY_CHARGE_QUEUE, { day }); // inline in tests: runs now
    expect(await usageOf(companyId, day)).toHaveLength(1);
    expect(await walletOf(companyId)).toMatchObject({ balance: 8 });
  });

  it('is scheduled nightly when the instance runs workers', async () => {
    const worker = await buildTestApp({ jobs: 'work' });
    try {
      const schedules = (await worker.app.jobs.boss?.getSchedules(DAILY_CHARGE_QUEUE)) ?? [];
      expect(schedules.map((s) => [s.name, s.cron])).toEqual([[DAILY_CHARGE_QUEUE, DAILY_CHARGE_CRON]]);
    } finally {
      await worker.close();
    }
  });
});

describe('GET /api/landlord/credit-usage', () => {
  it("answers the caller's company's usage by day and by listing, never another company's", async () => {
    const day = dayOf(6);
    const mine = await company(100);
    const theirs = await company(100);
    const colleague = await colleagueIn(mine.companyId);
    const plain = await live(mine.companyId, mine.landlord.user.id, 4, { title: 'My plain unit' });
    const featured = await live(mine.companyId, mine.landlord.user.id, 3, { featured: true, title: 'My featured' });
    const other = await live(theirs.companyId, theirs.landlord.user.id, 4, { title: 'Their unit' });
    await chargeDay(t.db, day, { mail });
    await chargeDay(t.db, addDays(day, 1), { mail });

    const url = `/api/landlord/credit-usage?from=${addDays(day, -1)}&to=${addDays(day, 1)}`;
    const res = await t.call('GET', url, { headers: mine.landlord.headers });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.from).toBe(addDays(day, -1));
    expect(body.days).toEqual([
      { day: addDays(day, -1), credits: 0, listings: 0, featured: 0 },
      { day, credits: 7, listings: 2, featured: 1 },
      { day: addDays(day, 1), credits: 7, listings: 2, featured: 1 },
    ]);
    expect(body.totals).toEqual({ credits: 14, listings: 2 });
    expect(body.listings.data).toEqual([
      { listingId: featured.id, title: 'My featured', credits: 10, days: 2, featuredDays: 2, featured: true },
      { listingId: plain.id, title: 'My plain unit', credits: 4, days: 2, featuredDays: 0, featured: false },
    ]);
    expect(body.listings.meta).toEqual({ currentPage: 1, perPage: 50, total: 2, lastPage: 1 });
    expect(res.body).not.toContain('Their unit');

    // A colleague in the same company sees the same; the other company sees only its own.
    const same = await t.call('GET', url, { headers: colleague.headers });
    expect(same.json().totals).toEqual({ credits: 14, listings: 2 });
    const theirsRes = await t.call('GET', url, { headers: theirs.landlord.headers });
    expect(theirsRes.json().listings.data.map((l: { listingId: number }) => l.listingId)).toEqual([other.id]);
    expect(theirsRes.body).not.toContain('My featured');

    // Paged, most credits first.
    const page2 = await t.call('GET', `${url}&perPage=1&page=2`, { headers: mine.landlord.headers });
    expect(page2.json().listings.data.map((l: { listingId: number }) => l.listingId)).toEqual([plain.id]);
    expect(page2.json().listings.meta).toEqual({ currentPage: 2, perPage: 1, total: 2, lastPage: 2 });
  });

  it('defaults to the last 30 days and refuses a backwards or too long range', async () => {
    const { landlord } = await company(0);
    const res = await t.call('GET', '/api/landlord/credit-usage', { headers: landlord.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().days).toHaveLength(30);
    expect(res.json().to).toBe(isoDay(new Date()));

    const backwards = await t.call('GET', '/api/landlord/credit-usage?from=2026-05-02&to=2026-05-01', {
      headers: landlord.headers,
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to).toEqual(['The to field must be later than the start.']);
    const long = await t.call('GET', '/api/landlord/credit-usage?from=2024-01-01&to=2026-01-01', {
      headers: landlord.headers,
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.from).toEqual(['The from field must be a date between 2025-01-01 and 2026-01-01.']);
    const bad = await t.call('GET', '/api/landlord/credit-usage?from=yesterday', { headers: landlord.headers });
    expect(bad.statusCode).toBe(422);
  });

  it('is for landlords only', async () => {
    const renter = await t.loginAs('Renter');
    expect((await t.call('GET', '/api/landlord/credit-usage', { headers: renter.headers })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/landlord/credit-usage')).statusCode).toBe(401);
  });
});
