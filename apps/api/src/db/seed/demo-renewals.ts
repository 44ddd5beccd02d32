// Demo data for support's membership renewals and key metrics (issue 16), after the demo listings:
// - listings the generator made live get the first-listed date the app itself writes when a listing goes live
//   (and removed ones their removal date), so the key metrics' listing series are not empty;
// - a few demo companies get a membership ending soon (one ended last week), the first of them with billing
//   information and a sandbox card that succeeds, so a renewal can be tried from /support/membership-renewal.
// Written once: nothing is changed while any company already has a membership.
import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { billingInformation, companies, creditWallets, listings, paymentMethods, users } from '../schema/index.ts';
import { DEMO_LANDLORD_EMAIL } from './listings.ts';

const DAY = 86_400_000;
/** Days from now to each demo membership's end. */
export const DEMO_MEMBERSHIP_DAYS = [4, 6, 12, 26, 45, -8];
/** The sandbox card that succeeds (Stripe's 4242 test card), as the sandbox names a saved one. */
export const DEMO_RENEWAL_CARD = 'pm_sandbox_succeeds_visa_4242_12_2099';

export async function seedDemoRenewals(db: Queryable, now = new Date()): Promise<{ memberships: number }> {
  await db
    .update(listings)
    .set({ firstListedAt: sql`${listings.enabledAt}` })
    .where(and(isNull(listings.firstListedAt), isNotNull(listings.enabledAt), ne(listings.status, 'draft')));
  await db
    .update(listings)
    .set({ removedAt: sql`${listings.updatedAt}` })
    .where(and(eq(listings.status, 'removed'), isNull(listings.removedAt)));

  const [existing] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(creditWallets)
    .where(isNotNull(creditWallets.membershipExpiresAt));
  if ((existing?.n ?? 0) > 0) return { memberships: 0 };

  // Companies with a landlord account, the demo landlord's apart (its billing screens start empty).
  const picked = await db
    .select({ id: companies.id, name: companies.name, userId: sql<number>`min(${users.id})`.mapWith(Number) })
    .from(companies)
    .innerJoin(users, eq(users.companyId, companies.id))
    .innerJoin(creditWallets, eq(creditWallets.companyId, companies.id))
    .groupBy(companies.id, companies.name)
    .having(sql`bool_and(${users.email} <> ${DEMO_LANDLORD_EMAIL})`)
    .orderBy(asc(companies.id))
    .limit(DEMO_MEMBERSHIP_DAYS.length);
  for (const [index, company] of picked.entries()) {
    const days = DEMO_MEMBERSHIP_DAYS[index] ?? 30;
    await db
      .update(creditWallets)
      .set({ membershipExpiresAt: new Date(now.getTime() + days * DAY) })
      .where(eq(creditWallets.companyId, company.id));
  }
  const first = picked[0];
  if (first) {
    await db
      .insert(billingInformation)
      .values({
        companyId: first.id,
        name: first.name,
        line1: '100 King St W',
        city: 'Toronto',
        postalCode: 'M5X 1A9',
        province: 'ON',
        country: 'CA',
      })
      .onConflictDoNothing();
    await db
      .insert(paymentMethods)
      .values({
        companyId: first.id,
        provider: 'sandbox',
        paymentMethodId: DEMO_RENEWAL_CARD,
        name: first.name,
        typeExt: 'visa',
        partialIdentifier: '4242',
        expMonth: 12,
        expYear: 2099,
        postalCode: 'M5X 1A9',
      })
      .onConflictDoNothing();
  }
  return { memberships: picked.length };
}
