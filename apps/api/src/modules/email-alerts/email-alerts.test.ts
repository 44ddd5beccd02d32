// GET, POST, PATCH, DELETE email-alerts, POST email-alerts/{id}/send-now and the unsubscribe link, through
// the real app on a fresh database: validation, the 20-alert limit, other renters' alerts unreachable (404),
// unsubscribing by hash for that user only.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { MAX_EMAIL_ALERTS } from '@rentals/shared/resources/email-alerts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertSentListings, outboundEmails, renterProfiles, savedSearches, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createListing, createPlace, type TestPlace } from '../../test/listing-factories.ts';

let t: TestApp;
let place: TestPlace;

beforeAll(async () => {
  t = await buildTestApp();
  place = await createPlace(t.db, { cityName: 'Toronto' });
});
afterAll(() => t.close());

type Renter = Awaited<ReturnType<TestApp['loginAs']>>;

const validBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Toronto 2 beds',
  criteria: { cityId: String(place.city.id), beds: '1,2', maxRate: '3000' },
  searchPath: '/rentals/ontario/toronto?beds=1,2&maxrate=3000',
  frequency: 'daily',
  ...overrides,
});

async function createAlert(renter: Renter, overrides: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/email-alerts', { headers: renter.headers, body: validBody(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().alert as { id: number; name: string };
}

async function userHashOf(userId: number) {
  const [row] = await t.db.select({ userHash: users.userHash }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error('no such user');
  return row.userHash;
}

describe('POST /api/email-alerts', () => {
  it('saves the search with its validated parameters and answers the alert with a summary', async () => {
    const renter = await t.loginAs('Renter');
    const res = await t.call('POST', '/api/email-alerts', {
      headers: renter.headers,
      body: validBody({
        // Page-only parameters and unknown keys are dropped; lists and numbers come back as GET parameters.
        criteria: {
          cityId: place.city.id,
          beds: ['1', '2'],
          maxRate: 3000,
          furnished: 'true',
          page: '3',
          count: '0',
          sort: 'price-asc',
          source: 'mail',
          whatever: 'x',
        },
        searchPath: '/fr/rentals/ontario/toronto?beds=1,2',
        frequency: 'weekly',
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { alert } = res.json();
    expect(alert).toMatchObject({
      name: 'Toronto 2 beds',
      criteria: { cityId: String(place.city.id), beds: '1,2', maxRate: '3000', furnished: '1' },
      searchPath: '/rentals/ontario/toronto?beds=1,2',
      frequency: 'weekly',
      paused: false,
      lastSentAt: null,
      summary: 'Toronto · 1-2 beds · up to $3,000 · furnished',
    });
    expect(Object.keys(alert.criteria).sort()).toEqual(['beds', 'cityId', 'furnished', 'maxRate']);
    const [stored] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, alert.id));
    expect(stored?.userId).toBe(renter.user.id);
    expect(stored?.criteria).toEqual(alert.criteria);

    const list = await t.call('GET', '/api/email-alerts', { headers: { ...renter.headers, 'accept-language': 'fr' } });
    expect(list.statusCode).toBe(200);
    expect(list.json().alerts).toHaveLength(1);
    expect(list.json().alerts[0].summary).toBe("Toronto · 1-2 chambres · jusqu'à $3,000 · meublé");
  });

  it('defaults to daily alerts', async () => {
    const renter = await t.loginAs('Renter');
    const alert = await createAlert(renter, { frequency: undefined });
    expect(alert).toMatchObject({ frequency: 'daily' });
  });

  it('refuses what is missing or wrong, naming the field, in English and French', async () => {
    const renter = await t.loginAs('Renter');
    const post = (body: unknown, locale = 'en') =>
      t.call('POST', '/api/email-alerts', { headers: { ...renter.headers, 'accept-language': locale }, body });

    const empty = await post({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      name: ['The name field is required.'],
      criteria: ['The criteria field is required.'],
      searchPath: ['The search path field is required.'],
    });
    const emptyFr = await post({ ...validBody(), name: '   ' }, 'fr');
    expect(emptyFr.json().errors).toEqual({ name: ['Le champ nom est obligatoire.'] });

    const tooLong = await post(validBody({ name: 'x'.repeat(101) }));
    expect(tooLong.json().errors).toEqual({ name: ['The name field must not be greater than 100 characters.'] });
    expect((await post(validBody({ name: 'x'.repeat(100) }))).statusCode).toBe(201);

    const frequency = await post(validBody({ frequency: 'hourly' }));
    expect(frequency.json().errors).toEqual({ frequency: ['The selected frequency is invalid.'] });

    const beds = await post(validBody({ criteria: { beds: 'two' } }));
    expect(beds.statusCode).toBe(422);
    expect(Object.keys(beds.json().errors)).toEqual(['criteria.beds.0']);

    const amenity = await post(validBody({ criteria: { amenities: 'helipad' } }));
    expect(amenity.statusCode).toBe(422);

    // One place scope at most, and no range upside down (the same checks as GET listings).
    const twoScopes = await post(
      validBody({ criteria: { cityId: String(place.city.id), provinceId: String(place.province.id) } }),
    );
    expect(twoScopes.statusCode).toBe(422);
    expect(Object.keys(twoScopes.json().errors)).toEqual(['provinceId']);
    const range = await post(validBody({ criteria: { minRate: '3000', maxRate: '1000' } }));
    expect(range.json().errors).toEqual({ maxRate: ['The max rate field must be at least 3000.'] });

    // Only a path on this site.
    for (const searchPath of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'rentals', '/a b']) {
      const res = await post(validBody({ searchPath }));
      expect(res.statusCode, searchPath).toBe(422);
      expect(res.json().errors).toEqual({ searchPath: ['The search path field format is invalid.'] });
    }
    const longPath = await post(validBody({ searchPath: `/${'a'.repeat(2000)}` }));
    expect(longPath.json().errors).toEqual({
      searchPath: ['The search path field must not be greater than 2000 characters.'],
    });
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.userId, renter.user.id))).toHaveLength(1);
  });

  it(`keeps at most ${MAX_EMAIL_ALERTS} alerts per renter`, async () => {
    const renter = await t.loginAs('Renter');
    const other = await t.loginAs('Renter');
    await Promise.all(
      Array.from({ length: MAX_EMAIL_ALERTS - 1 }, (_, i) => createAlert(renter, { name: `Search ${i + 1}` })),
    );
    // Two at once for the last place: exactly one gets it.
    const racing = await Promise.all(
      [1, 2].map(() => t.call('POST', '/api/email-alerts', { headers: renter.headers, body: validBody() })),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const over = await t.call('POST', '/api/email-alerts', { headers: renter.headers, body: validBody() });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({ message: 'You can keep at most 20 email alerts. Delete one to add another.' });
    const list = await t.call('GET', '/api/email-alerts', { headers: renter.headers });
    expect(list.json().alerts).toHaveLength(MAX_EMAIL_ALERTS);
    // The limit is each renter's own.
    await createAlert(other);

    // Deleting one makes room again.
    const first = list.json().alerts[0];
    expect((await t.call('DELETE', `/api/email-alerts/${first.id}`, { headers: renter.headers })).statusCode).toBe(200);
    await createAlert(renter);
  });
});

describe('GET, PATCH and DELETE /api/email-alerts', () => {
  it("lists only the caller's alerts, newest first", async () => {
    const renter = await t.loginAs('Renter');
    const other = await t.loginAs('Renter');
    const older = await createAlert(renter, { name: 'Older' });
    const newer = await createAlert(renter, { name: 'Newer' });
    await createAlert(other, { name: 'Not mine' });
    const res = await t.call('GET', '/api/email-alerts', { headers: renter.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().alerts.map((a: { id: number }) => a.id)).toEqual([newer.id, older.id]);
  });

  it('renames, changes the frequency, pauses and resumes an alert', async () => {
    const renter = await t.loginAs('Renter');
    const alert = await createAlert(renter);
    const patch = (body: unknown) =>
      t.call('PATCH', `/api/email-alerts/${alert.id}`, { headers: renter.headers, body });

    const renamed = await patch({ name: '  Downtown  ', frequency: 'instant' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().alert).toMatchObject({ id: alert.id, name: 'Downtown', frequency: 'instant', paused: false });

    const paused = await patch({ paused: true });
    expect(paused.json().alert).toMatchObject({ name: 'Downtown', paused: true });

    const before = new Date();
    const resumed = await patch({ paused: false });
    expect(resumed.json().alert.paused).toBe(false);
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, alert.id));
    // Resuming starts from now.
    expect(row?.checkedUntil.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    expect((await patch({})).json().alert.name).toBe('Downtown');
    expect((await patch({ frequency: 'monthly' })).statusCode).toBe(422);
    expect((await patch({ name: '' })).json().errors).toEqual({ name: ['The name field is required.'] });
    expect((await patch({ paused: 'yes' })).json().errors).toEqual({
      paused: ['The paused field must be true or false.'],
    });
  });

  it("answers 404 for another renter's alert and leaves it alone", async () => {
    const owner = await t.loginAs('Renter');
    const intruder = await t.loginAs('Renter');
    const alert = await createAlert(owner);

    const patch = await t.call('PATCH', `/api/email-alerts/${alert.id}`, {
      headers: intruder.headers,
      body: { name: 'Mine now', paused: true },
    });
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toEqual({ message: 'Not Found.' });
    expect((await t.call('DELETE', `/api/email-alerts/${alert.id}`, { headers: intruder.headers })).statusCode).toBe(
      404,
    );
    expect(
      (await t.call('POST', `/api/email-alerts/${alert.id}/send-now`, { headers: intruder.headers })).statusCode,
    ).toBe(404);
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, alert.id));
    expect(row).toMatchObject({ name: 'Toronto 2 beds', paused: false });

    // Unknown and malformed ids.
    expect((await t.call('PATCH', '/api/email-alerts/999999', { headers: owner.headers, body: {} })).statusCode).toBe(
      404,
    );
    expect((await t.call('DELETE', '/api/email-alerts/abc', { headers: owner.headers })).statusCode).toBe(422);
  });

  it('deletes an alert with what it had sent', async () => {
    const renter = await t.loginAs('Renter');
    const alert = await createAlert(renter);
    const listing = await createListing(t.db, place, { beds: 2, rent: 2_500_00 });
    await t.db.insert(alertSentListings).values({ savedSearchId: alert.id, listingId: listing.id });
    const res = await t.call('DELETE', `/api/email-alerts/${alert.id}`, {
      headers: { ...renter.headers, 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "L'alerte courriel a été supprimée." });
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.id, alert.id))).toEqual([]);
    expect(await t.db.select().from(alertSentListings).where(eq(alertSentListings.savedSearchId, alert.id))).toEqual(
      [],
    );
    expect((await t.call('DELETE', `/api/email-alerts/${alert.id}`, { headers: renter.headers })).statusCode).toBe(404);
  });
});

describe('POST /api/email-alerts/:id/send-now', () => {
  it('emails the newest matching listings not sent before, whenever they went live, then nothing new', async () => {
    const renter = await t.loginAs('Renter', { firstName: 'Jane' });
    const sendPlace = await createPlace(t.db, { cityName: 'Sendville' });
    const dayAgo = new Date(Date.now() - 86_400_000);
    const matching = [
      await createListing(t.db, sendPlace, { beds: 2, rent: 2_450_00, enabledAt: dayAgo, photos: 1 }),
      await createListing(t.db, sendPlace, { beds: 1, rent: 1_900_00, enabledAt: new Date(Date.now() - 3600_000) }),
    ];
    await createListing(t.db, sendPlace, { beds: 3, rent: 2_000_00 }); // 3 beds: not a match
    await createListing(t.db, sendPlace, { beds: 2, rent: 3_500_00 }); // over the budget
    await createListing(t.db, sendPlace, { beds: 2, status: 'paused' });
    const alert = await createAlert(renter, {
      name: 'Sendville <starter>',
      criteria: { cityId: String(sendPlace.city.id), beds: '1,2', maxRate: '3000' },
    });

    const res = await t.call('POST', `/api/email-alerts/${alert.id}/send-now`, { headers: renter.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: 2, message: 'We emailed you 2 listings.' });

    const emails = await t.db.select().from(outboundEmails).where(eq(outboundEmails.to, renter.user.email));
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email).toMatchObject({ template: 'new-listings-alert', subject: '2 new rentals for "Sendville <starter>"' });
    expect(email?.html).toContain('Sendville &lt;starter&gt;');
    expect(email?.html).not.toContain('<starter>');
    expect(email?.text).toContain('$2,450/month');
    const sent = await t.db.select().from(alertSentListings).where(eq(alertSentListings.savedSearchId, alert.id));
    expect(sent.map((s) => s.listingId).sort()).toEqual(matching.map((l) => l.id).sort());
    expect(sent.every((s) => s.emailId === email?.id)).toBe(true);
    // Delivered (written under DATA_DIR/mail without SMTP).
    const files = await readdir(path.join(t.config.DATA_DIR, 'mail'));
    expect(files).toContain(`${String(email?.id).padStart(6, '0')}-new-listings-alert.eml`);

    const again = await t.call('POST', `/api/email-alerts/${alert.id}/send-now`, { headers: renter.headers });
    expect(again.json()).toEqual({ sent: 0, message: 'There are no new listings for this alert right now.' });
    expect(await t.db.select().from(outboundEmails).where(eq(outboundEmails.to, renter.user.email))).toHaveLength(1);

    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, alert.id));
    expect(row?.lastSentAt).not.toBeNull();
    const list = await t.call('GET', '/api/email-alerts', { headers: renter.headers });
    expect(list.json().alerts[0].lastSentAt).toBe(row?.lastSentAt?.toISOString());
  });

  it('answers 409 once the renter has unsubscribed from alerts', async () => {
    const renter = await t.loginAs('Renter');
    const alert = await createAlert(renter);
    await t.call('POST', `/api/new-listings-alerts/unsubscribe/${await userHashOf(renter.user.id)}`);
    const res = await t.call('POST', `/api/email-alerts/${alert.id}/send-now`, { headers: renter.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Email alerts are turned off/);
  });
});

describe('new-listings-alerts/unsubscribe/:userHash', () => {
  it('unsubscribes the user of the hash, without sign-in or XSRF, and says so with a masked email', async () => {
    const renter = await t.loginAs('Renter', { email: `jane.doe.${Date.now()}@example.com` });
    const bystander = await t.loginAs('Renter');
    const hash = await userHashOf(renter.user.id);

    const status = await t.call('GET', `/api/new-listings-alerts/unsubscribe/${hash}`);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ email: 'j***@example.com', unsubscribed: false });

    const res = await t.call('POST', `/api/new-listings-alerts/unsubscribe/${hash}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'You have been unsubscribed from email alerts.', email: 'j***@example.com' });
    const [profile] = await t.db.select().from(renterProfiles).where(eq(renterProfiles.userId, renter.user.id));
    expect(profile?.alertsUnsubscribedAt).toBeInstanceOf(Date);
    expect((await t.call('GET', `/api/new-listings-alerts/unsubscribe/${hash}`)).json().unsubscribed).toBe(true);

    // Again: still unsubscribed, the first time kept.
    const fr = await t.call('POST', `/api/new-listings-alerts/unsubscribe/${hash}`, {
      headers: { 'accept-language': 'fr' },
    });
    expect(fr.json().message).toBe('Vous êtes désabonné des alertes courriel.');
    const [after] = await t.db.select().from(renterProfiles).where(eq(renterProfiles.userId, renter.user.id));
    expect(after?.alertsUnsubscribedAt?.getTime()).toBe(profile?.alertsUnsubscribedAt?.getTime());

    // Only that user.
    const [other] = await t.db.select().from(renterProfiles).where(eq(renterProfiles.userId, bystander.user.id));
    expect(other?.alertsUnsubscribedAt ?? null).toBeNull();
  });

  it('keeps the rest of an existing renter profile', async () => {
    const renter = await t.loginAs('Renter');
    await t.db.insert(renterProfiles).values({ userId: renter.user.id, householdSize: 3, priceDropAlerts: false });
    await t.call('POST', `/api/new-listings-alerts/unsubscribe/${await userHashOf(renter.user.id)}`);
    const [profile] = await t.db.select().from(renterProfiles).where(eq(renterProfiles.userId, renter.user.id));
    expect(profile).toMatchObject({ householdSize: 3, priceDropAlerts: false });
    expect(profile?.alertsUnsubscribedAt).toBeInstanceOf(Date);
  });

  it('accepts the one-click POST of mail programs (RFC 8058)', async () => {
    const renter = await t.loginAs('Renter');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/new-listings-alerts/unsubscribe/${await userHashOf(renter.user.id)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [profile] = await t.db
      .select()
      .from(renterProfiles)
      .where(and(eq(renterProfiles.userId, renter.user.id)));
    expect(profile?.alertsUnsubscribedAt).toBeInstanceOf(Date);
  });

  it('answers 404 for a hash nobody has, whatever its shape', async () => {
    const renter = await t.loginAs('Renter');
    const hash = await userHashOf(renter.user.id);
    for (const unknown of [`${hash}x`, hash.slice(0, -1), 'x'.repeat(32), '%20', 'a'.repeat(90)]) {
      const post = await t.call('POST', `/api/new-listings-alerts/unsubscribe/${unknown}`);
      expect(post.statusCode, unknown).toBe(404);
      expect((await t.call('GET', `/api/new-listings-alerts/unsubscribe/${unknown}`)).statusCode, unknown).toBe(404);
    }
    expect(await t.db.select().from(renterProfiles).where(eq(renterProfiles.userId, renter.user.id))).toEqual([]);
    // The hash is no part of any answer about the user.
    const me = await t.call('GET', '/api/user', { headers: renter.headers });
    expect(me.body).not.toContain(hash);
  });
});

describe('send-now rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ env: { RATE_LIMIT_FACTOR: '1' } });
  });
  afterAll(() => limited.close());

  it('allows 3 per 10 minutes per renter, then 429 with Retry-After', async () => {
    const limitedPlace = await createPlace(limited.db);
    const renter = await limited.loginAs('Renter');
    const other = await limited.loginAs('Renter');
    const create = async (who: Renter) => {
      const res = await limited.call('POST', '/api/email-alerts', {
        headers: who.headers,
        body: { ...validBody(), criteria: { cityId: String(limitedPlace.city.id) } },
      });
      return res.json().alert.id as number;
    };
    const [mine, theirs] = [await create(renter), await create(other)];
    const send = (who: Renter, id: number) =>
      limited.call('POST', `/api/email-alerts/${id}/send-now`, { headers: who.headers });
    for (let i = 0; i < 3; i++) expect((await send(renter, mine)).statusCode).toBe(200);
    const refused = await send(renter, mine);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(other, theirs)).statusCode).toBe(200);
  });
});
