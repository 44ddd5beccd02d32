// listing_search, the narrow table search reads: the trigger on listings keeps it equal to the search columns
// of the active listings through every kind of write, and the bulk rebuild makes exactly the same rows.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type DatabaseHandle, queryRows } from '../../db/client.ts';
import { listings } from '../../db/schema/index.ts';
import { listingSearchInStep, rebuildListingSearch, skipListingSearchSync } from '../../db/seed/listing-search.ts';
import { createListing, createPlace, type TestPlace } from '../../test/listing-factories.ts';
import { freshTestDatabase } from '../../test/test-database.ts';

let handle: DatabaseHandle;
let db: Database;
let place: TestPlace;

beforeAll(async () => {
  handle = await freshTestDatabase();
  db = handle.db;
  place = await createPlace(db, { lat: 45.5, lng: -73.6 });
});
afterAll(() => handle.close());

const COLUMNS = sql.raw(
  'id, city_id, metro_area_id, province_id, lat, lng, location::text, rent, beds, baths, sqft, rental_type, furnished, pet_policies, amenities, utilities, featured_until, enabled_at',
);

/** Rows of the active listings' search columns missing from listing_search, and rows there that should not be. */
async function differences() {
  return queryRows(
    db,
    sql`(select 'missing' as side, ${COLUMNS} from listings where status = 'active'
          except select 'missing', ${COLUMNS} from listing_search)
        union all
        (select 'extra', ${COLUMNS} from listing_search
          except select 'extra', ${COLUMNS} from listings where status = 'active')`,
  );
}

const searchRow = async (id: number) =>
  (
    await queryRows<{ id: number; rent: number; xmin: string }>(
      db,
      sql`select id, rent, xmin::text from listing_search where id = ${id}`,
    )
  )[0];

describe('listing_search follows listings', () => {
  it('holds an active listing from its insert, and never a draft', async () => {
    const active = await createListing(db, place, { amenities: ['dishwasher'], featuredUntil: new Date() });
    const draft = await createListing(db, place, { status: 'draft' });
    expect(await searchRow(active.id)).toMatchObject({ id: active.id, rent: active.rent });
    expect(await searchRow(draft.id)).toBeUndefined();
    expect(await differences()).toEqual([]);
  });

  it('takes every change of a search column, drops a listing that stops being active and takes it back', async () => {
    const listing = await createListing(db, place);
    await db
      .update(listings)
      .set({ rent: 1_234_00, beds: 3, amenities: ['gym', 'pool'], petPolicies: ['cats'], lat: 45.6, lng: -73.5 })
      .where(eq(listings.id, listing.id));
    expect(await searchRow(listing.id)).toMatchObject({ rent: 1_234_00 });
    expect(await differences()).toEqual([]);

    for (const status of ['paused', 'expired', 'removed'] as const) {
      await db.update(listings).set({ status }).where(eq(listings.id, listing.id));
      expect(await searchRow(listing.id), status).toBeUndefined();
      await db.update(listings).set({ status: 'active' }).where(eq(listings.id, listing.id));
      expect(await searchRow(listing.id), `active after ${status}`).toMatchObject({ id: listing.id });
    }
    expect(await differences()).toEqual([]);
  });

  it('is not written when only a counter or the text changes', async () => {
    const listing = await createListing(db, place);
    const before = await searchRow(listing.id);
    await db
      .update(listings)
      .set({ viewCount: sql`view_count + 1`, title: 'Renamed', description: 'New words' })
      .where(eq(listings.id, listing.id));
    expect((await searchRow(listing.id))?.xmin).toBe(before?.xmin);
  });

  it('loses the row when the listing is deleted', async () => {
    const listing = await createListing(db, place);
    await db.delete(listings).where(eq(listings.id, listing.id));
    expect(await searchRow(listing.id)).toBeUndefined();
    expect(await differences()).toEqual([]);
  });

  it('is skipped by a bulk fill, which the rebuild then catches up with the same rows as the trigger', async () => {
    const written = await db.transaction(async (tx) => {
      await skipListingSearchSync(tx);
      return createListing(tx, place, { rent: 999_00 });
    });
    expect(await searchRow(written.id)).toBeUndefined();
    expect(await listingSearchInStep(db)).toBe(false);

    await rebuildListingSearch(db);
    expect(await listingSearchInStep(db)).toBe(true);
    expect(await differences()).toEqual([]);
    // The setting was local to that transaction: later writes are followed again.
    const later = await createListing(db, place);
    expect(await searchRow(later.id)).toMatchObject({ id: later.id });
  });
});
