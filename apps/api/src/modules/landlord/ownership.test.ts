// Whose records a landlord sees: a company's landlords share its records; a landlord without a company sees
// only their own, never a company's.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createListing, createPlace, type TestPlace } from '../../test/listing-factories.ts';
import { ownedBy, ownerOf } from './ownership.ts';

let t: TestApp;
let place: TestPlace;

beforeAll(async () => {
  t = await buildTestApp();
  place = await createPlace(t.db, { cityName: 'Ownerton' });
});
afterAll(() => t.close());

const visibleIds = async (user: { id: number; companyId: number | null }) =>
  (
    await t.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.cityId, place.city.id), ownedBy(user, listings)))
  )
    .map((r) => r.id)
    .sort((a, b) => a - b);

describe('ownedBy and ownerOf', () => {
  it("gives a company's landlords its records, and a landlord without one only their own", async () => {
    const first = await t.createUser({ roles: ['Landlord'], companyName: 'Shared Rentals' });
    const joined = await t.createUser({ roles: ['Landlord'] });
    await t.db.update(users).set({ companyId: first.companyId }).where(eq(users.id, joined.id));
    const colleague = { ...joined, companyId: first.companyId };
    const solo = await t.createUser({ roles: ['Landlord'] });
    expect(solo.companyId).toBeNull();

    const byFirst = await createListing(t.db, place, ownerOf(first));
    const byColleague = await createListing(t.db, place, ownerOf(colleague));
    const bySolo = await createListing(t.db, place, ownerOf(solo));

    const shared = [byFirst.id, byColleague.id].sort((a, b) => a - b);
    expect(await visibleIds(first)).toEqual(shared);
    expect(await visibleIds(colleague)).toEqual(shared);
    expect(await visibleIds(solo)).toEqual([bySolo.id]);
    expect(ownerOf(first)).toEqual({ companyId: first.companyId, ownerId: first.id });
  });
});
