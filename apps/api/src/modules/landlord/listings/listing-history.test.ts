// A listing's History for staff (issue 27 point 6): the landlord's own writes (update, publish, pause,
// feature, photo changes) are audit events of the listing, read by the back office's History routes with the
// changed fields and the landlord's name; the landlord's own history route stays scoped to their company.
import type { AuditEvent } from '@rentals/shared/resources/audit-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, companyIdOf, type SignedIn, type TestApp } from '../../../test/build-app.ts';
import { createListing, createPlace, type TestPlace } from '../../../test/listing-factories.ts';

let t: TestApp;
let place: TestPlace;
let landlord: SignedIn;
let support: SignedIn;
let owner: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  place = await createPlace(t.db, { cityName: 'Historyville' });
  landlord = await t.loginAs('Landlord', { companyName: 'History Rentals', firstName: 'Lena', lastName: 'Landry' });
  support = await t.loginAs('Support');
  owner = await t.loginAs('Site Owner');
});
afterAll(() => t.close());

const draftOf = (photos = 1) =>
  createListing(t.db, place, {
    companyId: companyIdOf(landlord),
    ownerId: landlord.user.id,
    status: 'draft',
    enabledAt: null,
    description: 'A bright two-bedroom apartment close to transit, shops and parks, with a renovated kitchen.',
    photos,
  });

async function ok(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  headers: Record<string, string>,
  body?: unknown,
) {
  const res = await t.call(method, url, { headers, body });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

const historyOf = async (url: string): Promise<AuditEvent[]> => (await ok('GET', url, support.headers)).data;

describe("a listing's History shows the landlord's own edits", () => {
  it('lists the update, the publish and the pause, with the changed fields and the landlord named', async () => {
    await ok('POST', `/api/admin/companies/${companyIdOf(landlord)}/credits`, owner.headers, {
      amount: 5,
      note: 'Test credits',
    });
    const listing = await draftOf();
    await ok('PATCH', '/api/landlord/listings', landlord.headers, { id: listing.id, rent: 2_450_00 });
    await ok('POST', `/api/commerce/enable/${listing.id}`, landlord.headers);
    await ok('POST', `/api/landlord/listings/${listing.id}/pause`, landlord.headers);

    for (const url of [
      `/api/support/listings/${listing.id}/history`,
      `/api/support/reported-listings/${listing.id}/history`,
    ]) {
      const events = await historyOf(url);
      expect(
        events.map((e) => e.action),
        url,
      ).toEqual(['pause', 'publish', 'update']);
      const [pause, publish, update] = events;
      for (const event of events) {
        expect(event).toMatchObject({
          resource: 'landlord-listings',
          recordId: String(listing.id),
          actorId: landlord.user.id,
          actorEmail: landlord.user.email,
          actorName: 'Lena Landry',
        });
      }
      expect(update?.changes.rent).toEqual({ old: 2_000_00, new: 2_450_00 });
      expect(publish?.changes.status).toEqual({ old: 'draft', new: 'active' });
      expect(publish?.changes.enabledAt?.new).toEqual(expect.any(String));
      expect(pause?.changes.status).toEqual({ old: 'active', new: 'paused' });
    }
  });

  it('lists featuring and photo changes as changes to the listing', async () => {
    await ok('POST', `/api/admin/companies/${companyIdOf(landlord)}/credits`, owner.headers, {
      amount: 10,
      note: 'Test credits',
    });
    const listing = await draftOf(2);
    await ok('POST', `/api/commerce/enable/${listing.id}`, landlord.headers);
    await ok('POST', `/api/commerce/featured/${listing.id}`, landlord.headers, { days: 7 });
    const { photos } = await ok('GET', `/api/landlord/listings/${listing.id}/photos`, landlord.headers);
    const [first, second] = photos as { id: number; alt: string }[];
    if (!first || !second) throw new Error('two photos expected');
    await ok('PATCH', `/api/landlord/listings/${listing.id}/photos/${first.id}`, landlord.headers, {
      alt: 'The living room',
    });
    await ok('PUT', `/api/landlord/listings/${listing.id}/photos/order`, landlord.headers, {
      photoIds: [second.id, first.id],
    });

    const events = await historyOf(`/api/support/listings/${listing.id}/history`);
    expect(events.map((e) => e.action)).toEqual(['photo-reorder', 'photo-alt', 'feature', 'publish']);
    expect(events[0]?.changes.photoOrder).toEqual({
      old: `${first.id}, ${second.id}`,
      new: `${second.id}, ${first.id}`,
    });
    expect(events[1]?.changes.photoAlt).toEqual({ old: first.alt, new: 'The living room' });
    expect(events[2]?.changes.featuredUntil).toMatchObject({ old: null, new: expect.any(String) });
  });

  it("keeps the landlord's own history route to their company's listings", async () => {
    const listing = await draftOf();
    await ok('PATCH', '/api/landlord/listings', landlord.headers, { id: listing.id, rent: 1_900_00 });
    const own = await ok('GET', `/api/landlord/listings/${listing.id}/history`, landlord.headers);
    expect(own.data).toMatchObject([
      { action: 'update', actorName: 'Lena Landry', changes: { rent: { new: 1_900_00 } } },
    ]);

    const other = await t.loginAs('Landlord', { companyName: 'Other Rentals' });
    const res = await t.call('GET', `/api/landlord/listings/${listing.id}/history`, { headers: other.headers });
    expect(res.statusCode).toBe(404);
    const renter = await t.loginAs('Renter');
    const asRenter = await t.call('GET', `/api/landlord/listings/${listing.id}/history`, { headers: renter.headers });
    expect(asRenter.statusCode).toBe(403);
  });
});
