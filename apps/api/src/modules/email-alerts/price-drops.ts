// The daily price-drop job: favourites whose listing is active and now rents for less than the renter last
// heard of (favourite_listings.notified_rent) -> one email per renter listing the drops, old and new rent;
// then notified_rent = rent, in the same transaction as the outbox row. The favourite rows are locked while
// read (FOR UPDATE), so a second run at the same time finds them already lowered and sends nothing again.
// Renters with price-drop alerts off, or unsubscribed from alerts, are left alone (their notified rent too).
import { DIGEST_MAX_LISTINGS } from '@rentals/shared/resources/email-alerts';
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/client.ts';
import { favouriteListings, listings, renterProfiles, users } from '../../db/schema/index.ts';
import { listingsPermalink, loadCards } from '../listings/listing-cards.ts';
import { BATCH, inIdBatches, mayReceiveAlerts, siteContext } from './alert-digests.ts';
import { type PriceDrop, priceDropEmail } from './alert-emails.ts';

export const PRICE_DROPS_QUEUE = 'alerts.price-drops';
/** Daily at 14:30 UTC, apart from the daily digest. */
export const PRICE_DROPS_CRON = '30 14 * * *';

export interface PriceDropRunSummary {
  renters: number;
  emails: number;
  drops: number;
  failed: number;
}

const wantsPriceDrops = and(
  mayReceiveAlerts,
  or(isNull(renterProfiles.userId), eq(renterProfiles.priceDropAlerts, true)),
);

/** Renters with at least one drop to tell, a batch at a time in id order. */
function rentersWithDrops(app: FastifyInstance, after: number) {
  return app.db
    .selectDistinct({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      userHash: users.userHash,
    })
    .from(favouriteListings)
    .innerJoin(listings, eq(listings.id, favouriteListings.listingId))
    .innerJoin(users, eq(users.id, favouriteListings.userId))
    .leftJoin(renterProfiles, eq(renterProfiles.userId, favouriteListings.userId))
    .where(
      and(
        eq(listings.status, 'active'),
        lt(listings.rent, favouriteListings.notifiedRent),
        gt(users.id, after),
        wantsPriceDrops,
      ),
    )
    .orderBy(asc(users.id))
    .limit(BATCH);
}

type Renter = Awaited<ReturnType<typeof rentersWithDrops>>[number];

/** Emails one renter's drops and lowers their notified rents; answers how many drops the email told of. */
async function sendPriceDrops(
  app: FastifyInstance,
  renter: Renter,
  site: Awaited<ReturnType<typeof siteContext>>,
): Promise<number> {
  const permalink = await listingsPermalink(app.db);
  const result = await app.db.transaction(async (tx) => {
    const rows = await queryRows<{ listing_id: number; old_rent: number }>(
      tx,
      sql`with drops as (
            select f.listing_id, f.notified_rent as old_rent, l.rent as new_rent
            from favourite_listings f join listings l on l.id = f.listing_id
            where f.user_id = ${renter.id} and l.status = 'active' and l.rent < f.notified_rent
            for update of f
          )
          update favourite_listings f set notified_rent = d.new_rent
          from drops d
          where f.user_id = ${renter.id} and f.listing_id = d.listing_id
          returning d.listing_id, d.old_rent`,
    );
    if (rows.length === 0) return null;
    // Biggest drops first.
    const oldRents = new Map(rows.map((row) => [Number(row.listing_id), Number(row.old_rent)]));
    const cards = await loadCards(tx, [...oldRents.keys()], { permalink });
    const drops: PriceDrop[] = cards
      .map((card) => ({ card, oldRent: oldRents.get(card.id) ?? card.rent }))
      .sort((a, b) => b.oldRent - b.card.rent - (a.oldRent - a.card.rent) || a.card.id - b.card.id);
    if (drops.length === 0) return null;
    // Every drop was marked as told above: those past the cap are announced ("and N more"), never dropped.
    const shown = drops.slice(0, DIGEST_MAX_LISTINGS);
    const email = priceDropEmail(renter, site, shown, drops.length - shown.length);
    const emailId = await app.mail.record({ to: renter.email, ...email }, tx);
    return { emailId, count: drops.length };
  });
  if (!result) return 0;
  await app.mail.queue(result.emailId);
  return result.count;
}

export async function runPriceDrops(app: FastifyInstance): Promise<PriceDropRunSummary> {
  const summary: PriceDropRunSummary = { renters: 0, emails: 0, drops: 0, failed: 0 };
  const site = await siteContext(app);
  await inIdBatches(
    (after) => rentersWithDrops(app, after),
    async (renter) => {
      summary.renters++;
      try {
        const told = await sendPriceDrops(app, renter, site);
        if (told > 0) {
          summary.emails++;
          summary.drops += told;
        }
      } catch (err) {
        summary.failed++;
        app.log.error({ err, userId: renter.id }, 'price-drop alert failed');
      }
    },
  );
  return summary;
}
