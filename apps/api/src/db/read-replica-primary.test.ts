// DATABASE_READ_URL, the signed-in side (PostgreSQL only): the back office, the landlord portal and the renter's
// My Picks read the primary, and every write lands in the primary alone; the portal's save and read-back
// never touch the replica (test/read-replica.ts tells how each answer shows where it was read).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favouriteListings, inquiries, listingReports, listings } from '../db/schema/index.ts';
import { uniqueEmail } from '../test/build-app.ts';
import { checkoutsDuring, type ReplicaScenario, replicaScenario, TITLES } from '../test/read-replica.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let s: ReplicaScenario;
let landlord: Awaited<ReturnType<ReplicaScenario['t']['loginAs']>>;

beforeAll(async () => {
  if (!onPostgres) return;
  s = await replicaScenario();
  // Accounts are written after the copy, like every signed-in session: the replica has none of them.
  landlord = await s.t.loginAs('Landlord', { companyName: 'Lagtown Homes' });
  const ids = [s.listings.shared.id, s.listings.primaryOnly.id];
  for (const id of ids) {
    await s.primary
      .update(listings)
      .set({ companyId: landlord.user.companyId, ownerId: landlord.user.id })
      .where(eq(listings.id, id));
  }
});
afterAll(async () => {
  if (onPostgres) await s.t.close();
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, body?: unknown) =>
  s.t.call(method, url, { headers, body });
const titlesOf = (rows: { title: string }[]) => rows.map((row) => row.title).sort();
const PRIMARY_TITLES = [TITLES.primaryOnly, TITLES.renamed].sort();

/** Runs `run` and answers how many queries each pool served meanwhile. */
async function queriesDuring(run: () => Promise<unknown>) {
  let primary = 0;
  const replica = await checkoutsDuring(s.pools.replica, async () => {
    primary = await checkoutsDuring(s.pools.primary, run);
  });
  return { primary, replica };
}

describe('signed-in reads and writes with DATABASE_READ_URL', () => {
  it.runIf(onPostgres)('the back office lists what the primary holds', async () => {
    const support = await s.t.loginAs('Support');
    let body: { data: { title: string }[] } = { data: [] };
    const queries = await queriesDuring(async () => {
      const res = await call('GET', '/api/support/listings?q=Lagtown', support.headers);
      expect(res.statusCode).toBe(200);
      body = res.json();
    });
    expect(titlesOf(body.data)).toEqual(PRIMARY_TITLES);
    expect(queries.replica).toBe(0);
    expect(queries.primary).toBeGreaterThan(0);
  });

  it.runIf(onPostgres)(
    'the portal saves to the primary and reads the save back from it, never from the replica',
    async () => {
      const id = s.listings.shared.id;
      let listed: { title: string }[] = [];
      let readBack = '';
      const queries = await queriesDuring(async () => {
        listed = (await call('GET', '/api/landlord/listings', landlord.headers)).json().data;
        const saved = await call('PATCH', `/api/landlord/listings/${id}`, landlord.headers, {
          title: 'Saved in the portal',
        });
        expect(saved.statusCode).toBe(200);
        readBack = (await call('GET', `/api/landlord/listings/${id}`, landlord.headers)).json().title;
      });
      expect(titlesOf(listed)).toEqual(PRIMARY_TITLES);
      expect(readBack).toBe('Saved in the portal');
      expect(queries.replica).toBe(0);
      expect(queries.primary).toBeGreaterThan(0);
      const [onReplica] = await s.replica.select({ title: listings.title }).from(listings).where(eq(listings.id, id));
      expect(onReplica?.title).toBe(TITLES.shared);
    },
  );

  it.runIf(onPostgres)(
    'My Picks: a favourite of a listing only the primary has is saved and listed there',
    async () => {
      const renter = await s.t.loginAs('Renter');
      const listingId = s.listings.primaryOnly.id;
      let picks: { listing: { title: string } }[] = [];
      const queries = await queriesDuring(async () => {
        const saved = await call('PATCH', '/api/favourite-listing', renter.headers, { listingId, active: 1 });
        expect(saved.json()).toEqual({ favouriteListings: [listingId] });
        picks = (await call('GET', '/api/favourite-listings', renter.headers)).json().data;
      });
      expect(picks.map((pick) => pick.listing.title)).toEqual([TITLES.primaryOnly]);
      expect(queries.replica).toBe(0);
      expect(await s.primary.select().from(favouriteListings)).toHaveLength(1);
      expect(await s.replica.select().from(favouriteListings)).toHaveLength(0);
    },
  );

  it.runIf(onPostgres)('an inquiry and a report land in the primary alone', async () => {
    const renter = await s.t.loginAs('Renter');
    const listingId = s.listings.primaryOnly.id;
    const queries = await queriesDuring(async () => {
      const inquiry = await call('POST', '/api/renter-inquire', renter.headers, {
        listingId,
        name: 'Rita Renter',
        email: uniqueEmail('rita'),
        phone: '647-555-0100',
        moveInDate: '2999-06-01',
        message: 'Is it still available?',
      });
      expect(inquiry.statusCode, inquiry.body).toBe(201);
      const report = await call('POST', `/api/report-listing/${listingId}`, renter.headers, {
        reason: 'scam',
        details: 'Asked for a deposit by wire.',
      });
      expect(report.statusCode, report.body).toBe(201);
    });
    expect(queries.replica).toBe(0);
    expect(await s.primary.select().from(inquiries).where(eq(inquiries.listingId, listingId))).toHaveLength(1);
    expect(await s.replica.select().from(inquiries)).toHaveLength(0);
    expect(await s.primary.select().from(listingReports)).toHaveLength(1);
    expect(await s.replica.select().from(listingReports)).toHaveLength(0);
  });
});
