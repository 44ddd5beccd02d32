// GET landlord/cities/{id}: where the listing editor's map pin starts for a city.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createPlace } from '../../../test/listing-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET landlord/cities/{id}', () => {
  it("answers a seeded city's centre to landlords, 404 for an unknown city", async () => {
    const place = await createPlace(t.db, { lat: 45.5, lng: -73.57 });
    const { headers } = await t.loginAs('Landlord');
    const res = await t.call('GET', `/api/landlord/cities/${place.city.id}`, { headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: place.city.id, lat: 45.5, lng: -73.57 });
    expect((await t.call('GET', '/api/landlord/cities/999999', { headers })).statusCode).toBe(404);
  });
});
