// Seeds and checks for daily-charge-killed.test.ts: more than one batch of companies with live listings and
// credits, two of them low on credits (one in the first batch, one after it), and the books checked whole.
import { addDays, isoDay } from '@rentals/shared/resources/credit-usage';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { ecommerceSettings } from '../../../db/schema/index.ts';
import type { TestApp } from '../../../test/build-app.ts';
import { createListing, createPlace } from '../../../test/listing-factories.ts';
import { LOW_CREDITS_TEMPLATE } from './daily-charge.emails.ts';
import { DAILY_CHARGE_BATCH } from './daily-charge.ts';

/** Companies without landlords: with the two low ones, a batch and a half. */
const BULK_COMPANIES = DAILY_CHARGE_BATCH + DAILY_CHARGE_BATCH / 2;
export const LISTINGS_EACH = 2;
const DAILY_PRICE = 2;
/** The day charged: tomorrow, so every seeded listing went live before it. */
export const DAY = addDays(isoDay(new Date()), 1);

export async function count(t: TestApp, query: ReturnType<typeof sql>) {
  return Number((await queryRows<{ n: number }>(t.db, query))[0]?.n);
}

/** The daily ledger rows of DAY. */
export const dailyRows = (t: TestApp) =>
  count(t, sql`select count(*)::int as n from credit_ledger where reason = 'daily-usage' and day = ${DAY}::date`);

/** A landlord's company that can pay the day's charge once, with one credit left: it is warned (low credits). */
async function lowCreditCompany(t: TestApp, name: string) {
  const user = await t.createUser({ roles: ['Landlord'], companyName: name });
  const companyId = user.companyId as number;
  await t.db.execute(sql`insert into credit_wallets (company_id, balance, last_seq) values (${companyId}, 5, 1)`);
  await t.db.execute(
    sql`insert into credit_ledger (company_id, seq, amount, balance_after, reason, idempotency_key, note)
        values (${companyId}, 1, 5, 5, 'adjustment', ${`test:credits:${companyId}`}, 'Test credits')`,
  );
  return companyId;
}

/** The companies with their credits (an adjustment in the ledger) and LISTINGS_EACH live listings each. */
export async function seed(t: TestApp) {
  await t.db.update(ecommerceSettings).set({
    creditPrices: { activation: 1, featuredActivation: 4, daily: DAILY_PRICE, featuredDaily: 5 },
  });
  const place = await createPlace(t.db, { cityName: 'Killton' });
  const template = await createListing(t.db, place, { status: 'draft' });
  const low = [await lowCreditCompany(t, 'Early Low Co')];
  await t.db.execute(sql`
    with made as (
      insert into companies (name) select 'Bulk Co ' || g from generate_series(1, ${BULK_COMPANIES}) g returning id
    ),
    wallets as (insert into credit_wallets (company_id, balance, last_seq) select id, 1000, 1 from made)
    insert into credit_ledger (company_id, seq, amount, balance_after, reason, idempotency_key, note)
    select id, 1, 1000, 1000, 'adjustment', 'test:credits:' || id, 'Test credits' from made`);
  low.push(await lowCreditCompany(t, 'Late Low Co'));
  await t.db.execute(sql`
    insert into listings (company_id, title, slug, street_address, city_id, province_id, lat, lng, rent, beds, baths,
                          rental_type, status, enabled_at)
    select c.id, l.title || ' ' || c.id || '-' || g, l.slug || '-' || c.id || '-' || g, l.street_address, l.city_id,
           l.province_id, l.lat, l.lng, l.rent, l.beds, l.baths, l.rental_type, 'active', now() - interval '2 days'
    from companies c cross join generate_series(1, ${LISTINGS_EACH}) g cross join listings l
    where l.id = ${template.id}`);
  const ids = (await queryRows<{ id: number }>(t.db, sql`select id from companies order by id`)).map((r) =>
    Number(r.id),
  );
  return { companies: ids, low, firstBatch: ids[0] as number, secondBatch: ids[DAILY_CHARGE_BATCH] as number };
}

/**
 * Every live listing charged once for DAY, every company once (one ledger row, the price of its listings), no
 * idempotency key twice, each wallet the sum of its ledger with a gap-free chain, and one low-credit warning each.
 */
export async function expectChargedOnce(t: TestApp, companies: number[], low: number[]) {
  const listings = companies.length * LISTINGS_EACH;
  expect(await count(t, sql`select count(*)::int as n from credit_usage where day = ${DAY}::date`)).toBe(listings);
  expect(
    await count(t, sql`select count(distinct listing_id)::int as n from credit_usage where day = ${DAY}::date`),
  ).toBe(listings);
  expect(await dailyRows(t)).toBe(companies.length);
  expect(
    await count(
      t,
      sql`select count(*)::int as n from (select 1 from credit_ledger group by idempotency_key having count(*) > 1) d`,
    ),
  ).toBe(0);
  const wrong = await queryRows<{ company_id: number }>(
    t.db,
    sql`select w.company_id from credit_wallets w
        join (select company_id, sum(amount) as total, count(*) as n, max(seq) as top,
                     -sum(amount) filter (where reason = 'daily-usage') as charged
              from credit_ledger group by company_id) g on g.company_id = w.company_id
        where w.balance <> g.total or w.last_seq <> g.n or g.top <> g.n
           or g.charged <> ${LISTINGS_EACH * DAILY_PRICE}`,
  );
  expect(wrong).toEqual([]);
  expect(await count(t, sql`select count(*)::int as n from listings where status = 'paused'`)).toBe(0);

  const warned = await queryRows<{ n: number; sent: number }>(
    t.db,
    sql`select count(*)::int as n, count(*) filter (where status = 'sent')::int as sent from outbound_emails
        where template = ${LOW_CREDITS_TEMPLATE} group by "to" order by "to"`,
  );
  expect(warned).toEqual(low.map(() => ({ n: 1, sent: 1 })));
  expect(await count(t, sql`select count(*)::int as n from credit_low_notices where day = ${DAY}::date`)).toBe(
    low.length,
  );
}
