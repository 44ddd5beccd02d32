// The renter's own inquiries: recent-inquiries, inquiry-listings (+ map markers), my-inquiries/{id},
// listing-inquiries/{id}. Inquiries are sent through POST renter-inquire, as a renter would.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries, listings } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createListing, createPlace, type TestPlace } from '../../test/listing-factories.ts';

let t: TestApp;
let place: TestPlace;
let alice: Awaited<ReturnType<TestApp['loginAs']>>;
let bob: Awaited<ReturnType<TestApp['loginAs']>>;
let first: typeof listings.$inferSelect;
let second: typeof listings.$inferSelect;
let gone: typeof listings.$inferSelect;
/** Alice's inquiry ids, oldest first. */
const aliceIds: number[] = [];
let bobId = 0;

const LONG_MESSAGE = `${'I would love to see the place. '.repeat(10)}Thanks!`;

/** Sends as `who` (null: logged out, then `email` is needed), from their account's email unless `email` is given. */
async function send(
  who: typeof alice | null,
  listingId: number,
  message: string,
  { moveInDate = '', email = who?.user.email }: { moveInDate?: string; email?: string } = {},
) {
  const headers = who ? who.headers : await t.csrf();
  const res = await t.call('POST', '/api/renter-inquire', {
    headers,
    body: { listingId, name: 'Renter', email, message, moveInDate },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().inquiryId as number;
}

beforeAll(async () => {
  t = await buildTestApp();
  place = await createPlace(t.db, { cityName: 'Followtown', lat: 45.5, lng: -73.56 });
  first = await createListing(t.db, place, { title: 'First flat', streetAddress: '1 First Ave', photos: 1 });
  second = await createListing(t.db, place, { title: 'Second flat', lat: 45.51, lng: -73.57 });
  gone = await createListing(t.db, place, { title: 'Gone flat', streetAddress: '9 Gone St', unit: '2B' });
  alice = await t.loginAs('Renter');
  bob = await t.loginAs('Renter');
  aliceIds.push(await send(alice, first.id, 'Is the first flat still available?', { moveInDate: '2999-02-01' }));
  aliceIds.push(await send(alice, gone.id, 'What about this one?'));
  aliceIds.push(await send(alice, second.id, LONG_MESSAGE));
  aliceIds.push(await send(alice, first.id, 'Can I visit the first flat on Saturday?'));
  bobId = await send(bob, first.id, 'Bob here: is the first flat pet friendly?');
  // Sent logged out with Alice's address: not hers to read (it was never joined to her account).
  await send(null, second.id, 'Anonymous note', { email: alice.user.email });
  // Distinct, ordered times (inserts within one millisecond would tie).
  for (const [index, id] of aliceIds.entries()) {
    await t.db
      .update(inquiries)
      .set({ createdAt: new Date(Date.UTC(2026, 0, 10 + index, 12)) })
      .where(eq(inquiries.id, id));
  }
  await t.db.update(listings).set({ status: 'paused' }).where(eq(listings.id, gone.id));
});
afterAll(() => t.close());

const get = (url: string, who: { headers: Record<string, string> } = alice) =>
  t.call('GET', url, { headers: who.headers });

describe('GET /api/recent-inquiries', () => {
  it("lists the caller's inquiries newest first, with the listing card while it is active", async () => {
    const res = await get('/api/recent-inquiries');
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta).toEqual({ currentPage: 1, perPage: 20, total: 4, lastPage: 1 });
    expect(data.map((i: { id: number }) => i.id)).toEqual([...aliceIds].reverse());
    const [latest, long, paused, oldest] = data;
    expect(latest).toMatchObject({
      message: 'Can I visit the first flat on Saturday?',
      moveInDate: null,
      listingId: first.id,
      listingTitle: 'First flat',
      listingAddress: `1 First Ave, Followtown, ${place.province.code}`,
      createdAt: '2026-01-13T12:00:00.000Z',
    });
    expect(latest.listing).toMatchObject({ id: first.id, title: 'First flat', photoCount: 1 });
    expect(oldest.moveInDate).toBe('2999-02-01');
    // The message is shortened in the list.
    expect(long.message.length).toBeLessThanOrEqual(160);
    expect(long.message.endsWith('…')).toBe(true);
    // A listing no longer active: no card, but its title and address say what it was.
    expect(paused).toMatchObject({
      listing: null,
      listingId: gone.id,
      listingTitle: 'Gone flat',
      listingAddress: `9 Gone St, Unit 2B, Followtown, ${place.province.code}`,
    });
  });

  it('pages, sorts oldest first on request, searches and validates its query', async () => {
    const page2 = (await get('/api/recent-inquiries?perPage=3&page=2')).json();
    expect(page2.meta).toEqual({ currentPage: 2, perPage: 3, total: 4, lastPage: 2 });
    expect(page2.data.map((i: { id: number }) => i.id)).toEqual([aliceIds[0]]);
    const oldest = (await get('/api/recent-inquiries?sort=createdAt&perPage=1')).json();
    expect(oldest.data[0].id).toBe(aliceIds[0]);
    const search = (await get('/api/recent-inquiries?q=saturday')).json();
    expect(search.data.map((i: { id: number }) => i.id)).toEqual([aliceIds[3]]);
    const byTitle = (await get('/api/recent-inquiries?q=gone%20flat')).json();
    expect(byTitle.meta.total).toBe(1);
    const bad = await get('/api/recent-inquiries?perPage=1000&sort=title');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['perPage', 'sort']);
  });

  it('shows another renter only their own, and a new renter nothing', async () => {
    const bobs = (await get('/api/recent-inquiries', bob)).json();
    expect(bobs.data.map((i: { id: number }) => i.id)).toEqual([bobId]);
    const newcomer = await t.loginAs('Renter');
    expect((await get('/api/recent-inquiries', newcomer)).json()).toEqual({
      data: [],
      meta: { currentPage: 1, perPage: 20, total: 0, lastPage: 1 },
    });
  });

  it('needs sign-in and viewMyInquiries', async () => {
    expect((await t.call('GET', '/api/recent-inquiries')).statusCode).toBe(401);
    const landlord = await t.loginAs('Landlord');
    expect((await get('/api/recent-inquiries', landlord)).statusCode).toBe(403);
  });
});

describe('GET /api/inquiry-listings and inquiry-listings-map-markers', () => {
  it('lists each listing enquired about once, most recently contacted first, with the count', async () => {
    const res = await get('/api/inquiry-listings');
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta.total).toBe(3);
    expect(
      data.map((l: { listingId: number; inquiryCount: number; lastInquiryAt: string }) => [
        l.listingId,
        l.inquiryCount,
        l.lastInquiryAt,
      ]),
    ).toEqual([
      [first.id, 2, '2026-01-13T12:00:00.000Z'],
      [second.id, 1, '2026-01-12T12:00:00.000Z'],
      [gone.id, 1, '2026-01-11T12:00:00.000Z'],
    ]);
    expect(data[0].listing).toMatchObject({ id: first.id });
    expect(data[2]).toMatchObject({ listing: null, listingTitle: 'Gone flat' });
    const paged = (await get('/api/inquiry-listings?perPage=1&page=3')).json();
    expect(paged.data.map((l: { listingId: number }) => l.listingId)).toEqual([gone.id]);
    expect(paged.meta).toEqual({ currentPage: 3, perPage: 1, total: 3, lastPage: 3 });
  });

  it('puts the active ones on the map, one marker per place', async () => {
    const res = await get('/api/inquiry-listings-map-markers');
    expect(res.statusCode).toBe(200);
    const { markers, count } = res.json();
    expect(count).toBe(2);
    expect(markers.map((m: { listingId: number | null }) => m.listingId).sort()).toEqual([first.id, second.id].sort());
    const bobs = (await get('/api/inquiry-listings-map-markers', bob)).json();
    expect(bobs.markers.map((m: { listingId: number }) => m.listingId)).toEqual([first.id]);
  });
});

describe('GET /api/my-inquiries/:id', () => {
  it("answers one of the caller's inquiries in full", async () => {
    const res = await get(`/api/my-inquiries/${aliceIds[2]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().inquiry).toMatchObject({
      id: aliceIds[2],
      message: LONG_MESSAGE,
      name: 'Renter',
      email: alice.user.email,
      phone: null,
      listingId: second.id,
      listing: { id: second.id },
    });
  });

  it("is 404 for another renter's inquiry or an unknown one, 422 for a bad id", async () => {
    const other = await get(`/api/my-inquiries/${bobId}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Not Found.' });
    expect((await get(`/api/my-inquiries/${aliceIds[0]}`, bob)).statusCode).toBe(404);
    expect((await get('/api/my-inquiries/2147483000')).statusCode).toBe(404);
    const bad = await get('/api/my-inquiries/abc');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['id']);
  });
});

describe('GET /api/listing-inquiries/:id', () => {
  it("answers the caller's inquiries about one listing, newest first, and no one else's", async () => {
    const res = await get(`/api/listing-inquiries/${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().inquiries).toEqual([
      {
        id: aliceIds[3],
        createdAt: '2026-01-13T12:00:00.000Z',
        moveInDate: null,
        message: 'Can I visit the first flat on Saturday?',
      },
      {
        id: aliceIds[0],
        createdAt: '2026-01-10T12:00:00.000Z',
        moveInDate: '2999-02-01',
        message: 'Is the first flat still available?',
      },
    ]);
    const bobs = (await get(`/api/listing-inquiries/${first.id}`, bob)).json().inquiries;
    expect(bobs.map((i: { id: number }) => i.id)).toEqual([bobId]);
    // The anonymous note about the second flat is not Alice's.
    const second_ = (await get(`/api/listing-inquiries/${second.id}`)).json().inquiries;
    expect(second_.map((i: { id: number }) => i.id)).toEqual([aliceIds[2]]);
    expect((await get('/api/listing-inquiries/2147483000')).json()).toEqual({ inquiries: [] });
  });
});

describe('OpenAPI', () => {
  it('documents the inquiry and profile routes', async () => {
    const res = await t.call('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    for (const path of [
      '/api/renter-inquire',
      '/api/recent-inquiries',
      '/api/inquiry-listings',
      '/api/inquiry-listings-map-markers',
      '/api/my-inquiries/{id}',
      '/api/listing-inquiries/{id}',
      '/api/renter-profile',
    ]) {
      expect(paths, path).toHaveProperty([path]);
    }
    expect(paths['/api/renter-profile']).toHaveProperty('patch');
  });
});
