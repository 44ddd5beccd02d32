// Demo reports for support's moderation queue (/support/reported-listings): a scam reported twice, a wrong
// price, and one report already dismissed. Once: skipped when any report exists. On generated landlords'
// active listings (never the demo landlord's, which the portal's demo uses), the newest ones.
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { listingReports, listings, users } from '../schema/index.ts';
import { DEMO_LANDLORD_EMAIL } from './listings.ts';

export const DEMO_RENTER_EMAIL = 'renter@demo.test';

export async function seedDemoReports(db: Queryable): Promise<number> {
  const [any] = await db.select({ id: listingReports.id }).from(listingReports).limit(1);
  if (any) return 0;
  const [landlord] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LANDLORD_EMAIL));
  const [renter] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, DEMO_RENTER_EMAIL));
  const targets = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.status, 'active'), landlord ? ne(listings.ownerId, landlord.id) : undefined))
    .orderBy(desc(listings.id))
    .limit(3);
  const [scam, wrong, fine] = targets;
  if (!scam || !wrong || !fine) return 0;
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  const rows: (typeof listingReports.$inferInsert)[] = [
    {
      listingId: scam.id,
      reason: 'scam',
      details: 'The landlord asked me to wire the first month and the deposit before any visit.',
      reporterId: renter?.id ?? null,
      reporterEmail: renter?.email ?? null,
      createdAt: hoursAgo(50),
    },
    {
      listingId: scam.id,
      reason: 'scam',
      details: 'Same photos as a listing in another city.',
      reporterEmail: 'alex.walker@example.com',
      createdAt: hoursAgo(30),
    },
    {
      listingId: wrong.id,
      reason: 'wrong-info',
      details: 'The rent on the phone was $300 more than here.',
      reporterEmail: 'sam.tenant@example.com',
      createdAt: hoursAgo(20),
    },
    {
      listingId: fine.id,
      reason: 'not-available',
      details: 'Already rented, I think.',
      status: 'dismissed',
      outcome: 'dismiss',
      note: 'The landlord confirmed it is still available.',
      resolvedAt: hoursAgo(2),
      createdAt: hoursAgo(70),
    },
  ];
  await db.insert(listingReports).values(rows);
  return rows.length;
}
