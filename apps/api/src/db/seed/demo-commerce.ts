// Demo credit bundles and a welcome promo code, for trying checkout locally; never created in production.
// Written once, into empty tables: a bundle or code an administrator deleted does not come back at the next
// start, and one they edited keeps their changes.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { creditBundles, ecommerceSettings, promoCodes } from '../schema/index.ts';

export const DEMO_BUNDLES: (typeof creditBundles.$inferInsert)[] = [
  { name: 'Starter', nameFr: 'Débutant', credits: 10, price: 2_500, position: 1 },
  { name: 'Standard', nameFr: 'Standard', credits: 50, price: 10_000, bonusCredits: 5, position: 2 },
  {
    name: 'Pro',
    nameFr: 'Pro',
    credits: 200,
    price: 35_000,
    bonusCredits: 30,
    membershipMonths: 12,
    position: 3,
  },
];

/** 10% off any bundle, once per company. */
export const DEMO_PROMO_CODE: typeof promoCodes.$inferInsert = {
  code: 'WELCOME10',
  kind: 'percent',
  value: 10,
  maxPerCompany: 1,
};

/**
 * The seller the demo's tax receipts print (a Canadian receipt over $30 names the supplier and its GST/HST
 * number): set once, while the settings still have no legal name; administrators edit it at /admin/ecommerce.
 */
export const DEMO_SELLER = {
  legalName: 'Rentals Marketplace Inc.',
  legalAddress: '100 King Street West, Suite 5600\nToronto, ON M5X 1C9',
  taxRegistrations: [
    { name: 'GST/HST', number: '123456789RT0001' },
    { name: 'QST', number: '1234567890TQ0001' },
  ],
};

async function isEmpty(db: Queryable, table: typeof creditBundles | typeof promoCodes) {
  const [row] = await db.select({ n: count().mapWith(Number) }).from(table);
  return (row?.n ?? 0) === 0;
}

/** Answers what it added (nothing once the tables hold anything). */
export async function seedDemoCommerce(db: Queryable): Promise<{ bundles: number; promoCodes: number }> {
  let bundles = 0;
  let codes = 0;
  if (await isEmpty(db, creditBundles)) {
    bundles = (await db.insert(creditBundles).values(DEMO_BUNDLES).returning({ id: creditBundles.id })).length;
  }
  if (await isEmpty(db, promoCodes)) {
    const added = await db.insert(promoCodes).values(DEMO_PROMO_CODE).onConflictDoNothing().returning();
    codes = added.length;
  }
  await db
    .update(ecommerceSettings)
    .set(DEMO_SELLER)
    .where(and(eq(ecommerceSettings.id, 1), eq(ecommerceSettings.legalName, '')));
  return { bundles, promoCodes: codes };
}

/**
 * A year of live days for every demo company with live listings and no wallet yet, so the nightly charge
 * does not pause the demo's listings: given through the ledger (seq 1, as a staff adjustment would be).
 */
export async function fundDemoCompanies(db: Queryable, days = 365): Promise<void> {
  await db.execute(sql`
    with needs as (
      select l.company_id, count(*) * ${days} as amount
      from listings l
      where l.status = 'active' and l.company_id is not null
        and not exists (select 1 from credit_wallets w where w.company_id = l.company_id)
      group by l.company_id
    ), ledger as (
      insert into credit_ledger (company_id, seq, amount, balance_after, reason, idempotency_key, note)
      select company_id, 1, amount, amount, 'adjustment', 'demo:year-of-credits:' || company_id,
             'A year of live days (demo data)'
      from needs
      returning company_id, amount
    )
    insert into credit_wallets (company_id, balance, last_seq)
    select company_id, amount, 1 from ledger`);
}
