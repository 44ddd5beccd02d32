// GET and PATCH renter-profile: defaults, saving field by field (dollars in the API, cents in the table),
// validation, and the alert switch that the unsubscribe link also uses.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renterProfiles } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { addCity, createPlace, type TestPlace } from '../../test/listing-factories.ts';

let t: TestApp;
let place: TestPlace;
let other: TestPlace;

beforeAll(async () => {
  t = await buildTestApp();
  place = await createPlace(t.db, { cityName: 'Profileton' });
  other = await addCity(t.db, place, { name: 'Secondville' });
});
afterAll(() => t.close());

const DEFAULTS = {
  moveInDate: null,
  budgetMin: null,
  budgetMax: null,
  householdSize: null,
  pets: [],
  preferredAreas: [],
  contactMethods: ['email'],
  priceDropAlerts: true,
  emailAlertsEnabled: true,
  seenRecommendedIntro: false,
  updatedAt: null,
};

const read = (who: { headers: Record<string, string> }) =>
  t.call('GET', '/api/renter-profile', { headers: who.headers });
const save = (who: { headers: Record<string, string> }, body: unknown, headers: Record<string, string> = {}) =>
  t.call('PATCH', '/api/renter-profile', { headers: { ...who.headers, ...headers }, body });
const rowOf = async (userId: number) =>
  (await t.db.select().from(renterProfiles).where(eq(renterProfiles.userId, userId)))[0];

describe('GET /api/renter-profile', () => {
  it('answers the defaults to a renter who never saved, without creating a row', async () => {
    const renter = await t.loginAs('Renter');
    const res = await read(renter);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ profile: DEFAULTS });
    expect(await rowOf(renter.user.id)).toBeUndefined();
  });

  it('needs sign-in and viewMyInquiries', async () => {
    expect((await t.call('GET', '/api/renter-profile')).statusCode).toBe(401);
    expect((await read(await t.loginAs('Landlord'))).statusCode).toBe(403);
    expect((await save(await t.loginAs('Support'), { householdSize: 2 })).statusCode).toBe(403);
  });
});

describe('PATCH /api/renter-profile', () => {
  it('saves every field, budgets in dollars (cents in the table), areas as labelled chips in order', async () => {
    const renter = await t.loginAs('Renter');
    const res = await save(renter, {
      moveInDate: '2999-09-01',
      budgetMin: 1500,
      budgetMax: 2200,
      householdSize: 3,
      pets: ['cats-allowed', 'small-dogs-allowed'],
      preferredCityIds: [other.city.id, place.city.id],
      contactMethods: ['email', 'text'],
      priceDropAlerts: false,
      emailAlertsEnabled: true,
      seenRecommendedIntro: true,
    });
    expect(res.statusCode).toBe(200);
    const { profile } = res.json();
    expect(profile).toEqual({
      moveInDate: '2999-09-01',
      budgetMin: 1500,
      budgetMax: 2200,
      householdSize: 3,
      pets: ['cats-allowed', 'small-dogs-allowed'],
      preferredAreas: [
        { id: other.city.id, name: 'Secondville', label: `Secondville, ${place.province.code}` },
        { id: place.city.id, name: 'Profileton', label: `Profileton, ${place.province.code}` },
      ],
      contactMethods: ['email', 'text'],
      priceDropAlerts: false,
      emailAlertsEnabled: true,
      seenRecommendedIntro: true,
      updatedAt: expect.any(String),
    });
    expect(await rowOf(renter.user.id)).toMatchObject({
      budgetMin: 150_000,
      budgetMax: 220_000,
      preferredCityIds: [other.city.id, place.city.id],
      alertsUnsubscribedAt: null,
    });
    expect((await read(renter)).json()).toEqual({ profile });
  });

  it('changes only the fields sent; null clears one', async () => {
    const renter = await t.loginAs('Renter');
    await save(renter, { householdSize: 2, budgetMax: 1800, moveInDate: '2999-01-15' });
    const res = await save(renter, { householdSize: null, contactMethods: ['phone'], moveInDate: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      householdSize: null,
      budgetMax: 1800,
      moveInDate: null,
      contactMethods: ['phone'],
    });
  });

  it('turns alert emails off (keeping when) and on again', async () => {
    const renter = await t.loginAs('Renter');
    const off = await save(renter, { emailAlertsEnabled: false });
    expect(off.json().profile.emailAlertsEnabled).toBe(false);
    const since = (await rowOf(renter.user.id))?.alertsUnsubscribedAt;
    expect(since).toBeInstanceOf(Date);
    await save(renter, { emailAlertsEnabled: false, householdSize: 1 });
    expect((await rowOf(renter.user.id))?.alertsUnsubscribedAt?.getTime()).toBe(since?.getTime());
    const on = await save(renter, { emailAlertsEnabled: true });
    expect(on.json().profile.emailAlertsEnabled).toBe(true);
    expect((await rowOf(renter.user.id))?.alertsUnsubscribedAt).toBeNull();
  });

  it('answers a stored move-in date that has passed as not set', async () => {
    const renter = await t.loginAs('Renter');
    await save(renter, { householdSize: 2 });
    await t.db
      .update(renterProfiles)
      .set({ moveInDate: '2020-05-01' })
      .where(eq(renterProfiles.userId, renter.user.id));
    expect((await read(renter)).json().profile.moveInDate).toBeNull();
  });

  it('refuses a budget maximum below the minimum, also against the stored half', async () => {
    const renter = await t.loginAs('Renter');
    const both = await save(renter, { budgetMin: 2000, budgetMax: 1500 });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors).toEqual({ budgetMax: ['The maximum budget field must be at least 2000.'] });
    await save(renter, { budgetMax: 1500 });
    const minOnly = await save(renter, { budgetMin: 1600 });
    expect(minOnly.statusCode).toBe(422);
    expect(minOnly.json().errors).toEqual({ budgetMin: ['The minimum budget field must not be greater than 1500.'] });
    const fits = await save(renter, { budgetMin: 1000 });
    expect(fits.statusCode).toBe(200);
    const lower = await save(renter, { budgetMax: 900 });
    expect(lower.json().errors).toEqual({ budgetMax: ['The maximum budget field must be at least 1000.'] });
    expect((await read(renter)).json().profile).toMatchObject({ budgetMin: 1000, budgetMax: 1500 });
  });

  it('never ends with the minimum above the maximum when both halves are saved at once', async () => {
    for (let round = 0; round < 5; round++) {
      const renter = await t.loginAs('Renter');
      const answers = await Promise.all([save(renter, { budgetMin: 3000 }), save(renter, { budgetMax: 1000 })]);
      // Whichever saves first wins; the other is checked against it.
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
      const row = await rowOf(renter.user.id);
      expect(row?.budgetMin === null || row?.budgetMax === null).toBe(true);
    }
  });

  it('answers 422 naming each field at fault, and saves nothing', async () => {
    const renter = await t.loginAs('Renter');
    const res = await save(renter, {
      moveInDate: '2020-01-01',
      budgetMin: -5,
      householdSize: 21,
      pets: ['no-pets'],
      contactMethods: [],
      priceDropAlerts: 'yes',
      nickname: 'R',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      moveInDate: ['The move in date field is invalid.'],
      budgetMin: ['The minimum budget field must be at least 0.'],
      householdSize: ['The number of people in your household field must not be greater than 20.'],
      pets: ['The selected pets is invalid.'],
      contactMethods: ['The contact methods field is required.'],
      priceDropAlerts: ['The price drop alerts field must be true or false.'],
      nickname: ['The nickname field is not allowed.'],
    });
    const unknownCity = await save(renter, { preferredCityIds: [place.city.id, 2147483000] });
    expect(unknownCity.statusCode).toBe(422);
    expect(unknownCity.json().errors).toEqual({ preferredCityIds: ['The selected preferred city ids is invalid.'] });
    const zero = await save(renter, { householdSize: 0 });
    expect(zero.json().errors).toEqual({
      householdSize: ['The number of people in your household field must be at least 1.'],
    });
    expect(await rowOf(renter.user.id)).toBeUndefined();
  });

  it("keeps each renter's profile to themselves", async () => {
    const a = await t.loginAs('Renter');
    const b = await t.loginAs('Renter');
    await save(a, { householdSize: 4, preferredCityIds: [place.city.id] });
    expect((await read(b)).json()).toEqual({ profile: DEFAULTS });
    await save(b, { householdSize: 1 });
    expect((await read(a)).json().profile).toMatchObject({ householdSize: 4 });
  });
});
