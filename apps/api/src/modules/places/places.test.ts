// Places in the back office: each resource's own rules (slug format and uniqueness with their 422s in English
// and French, the redirect a rename writes and its resolution, chains, province renames moving city paths,
// metro member cities, a metro kept while it has members, the intro on the city page, permissions) and the 301
// the HTML handler answers for an old path (with /fr and the query kept).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, cities, listings, placeRedirects } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { addCity, createListing, createPlace } from '../../test/listing-factories.ts';
import { lockWaiters, waitFor } from '../../test/waits.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head><title>Template</title></head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestApp;
let admin: Record<string, string>;
let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'rentals-places-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), TEMPLATE);
  t = await buildTestApp({ env: { WEB_DIST: webDir } });
  admin = (await t.loginAs('Site Administrator')).headers;
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

const fr = (headers: Record<string, string>) => ({ ...headers, 'accept-language': 'fr' });
const patch = (url: string, body: unknown, headers = admin) => t.call('PATCH', url, { headers, body });
const resolve = (p: string) => t.call('GET', `/api/resolve?path=${encodeURIComponent(p)}`);
const eventsOf = (resource: string, id: number) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.resource, resource), eq(auditEvents.recordId, String(id))))
    .orderBy(asc(auditEvents.id));

describe('/api/admin/cities', () => {
  it('lists cities by a name search and a province filter, with their public path', async () => {
    const place = await createPlace(t.db, { cityName: 'Zyxwood' });
    await addCity(t.db, place, { name: 'Zyxbury' });
    const res = await t.call('GET', `/api/admin/cities?q=zyx&provinceId=${place.province.id}&sort=name`, {
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((c: { name: string }) => c.name)).toEqual(['Zyxbury', 'Zyxwood']);
    expect(data[1]).toMatchObject({
      provinceId: place.province.id,
      metroAreaId: place.metroArea?.id,
      path: `/rentals/${place.province.slug}/zyxwood`,
    });
  });

  it('refuses a malformed or taken slug with a 422 naming slug, in English and French', async () => {
    const place = await createPlace(t.db, { cityName: 'Slugton' });
    const other = await addCity(t.db, place, { name: 'Othertown' });
    const url = `/api/admin/cities/${place.city.id}`;

    const bad = await patch(url, { slug: 'Bad Slug!' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      slug: ['The URL slug field may contain only lowercase letters, digits and single hyphens, like saint-john.'],
    });
    const badFr = await patch(url, { slug: 'double--hyphen' }, fr(admin));
    expect(badFr.json().errors.slug[0]).toContain("identifiant d'URL");

    const taken = await patch(url, { slug: other.city.slug });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['The URL slug has already been taken.'] });

    // The same slug in another province is fine.
    const elsewhere = await createPlace(t.db, { cityName: 'Elsewhere' });
    expect((await patch(`/api/admin/cities/${elsewhere.city.id}`, { slug: 'othertown' })).statusCode).toBe(200);
  });

  it('renames a slug: the old path answers a redirect, audited, and a second rename still leads to the current path', async () => {
    const place = await createPlace(t.db, { cityName: 'Oldham' });
    const province = place.province.slug;
    const url = `/api/admin/cities/${place.city.id}`;
    const res = await patch(url, { slug: 'newham', name: 'Newham', nameFr: 'Nouveau-Ham' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'newham', path: `/rentals/${province}/newham` });
    const [event] = (await eventsOf('cities', place.city.id)).slice(-1);
    expect(event?.changes.slug).toEqual({ old: 'oldham', new: 'newham' });

    expect((await resolve(`/rentals/${province}/oldham`)).json()).toEqual({
      type: 'redirect',
      to: `/rentals/${province}/newham`,
    });
    expect((await resolve(`/rentals/${province}/newham`)).json().type).toBe('search');

    await patch(url, { slug: 'newest-ham' });
    for (const old of ['oldham', 'newham']) {
      expect((await resolve(`/rentals/${province}/${old}`)).json()).toEqual({
        type: 'redirect',
        to: `/rentals/${province}/newest-ham`,
      });
    }
    // Back to a former slug: that path is live again, and the other old ones lead to it (no loop).
    await patch(url, { slug: 'oldham' });
    expect((await resolve(`/rentals/${province}/oldham`)).json().type).toBe('search');
    expect((await resolve(`/rentals/${province}/newest-ham`)).json().to).toBe(`/rentals/${province}/oldham`);
    const rows = await t.db.select().from(placeRedirects).where(eq(placeRedirects.placeId, place.city.id));
    expect(rows.map((r) => r.oldSlug).sort()).toEqual(['newest-ham', 'newham']);

    // Paths nothing was renamed from stay unknown.
    expect((await resolve(`/rentals/${province}/never-was`)).statusCode).toBe(404);
  });

  it("shows the intro and French name on the city's search page, in the page's language", async () => {
    const place = await createPlace(t.db, { cityName: 'Introville' });
    await patch(`/api/admin/cities/${place.city.id}`, {
      nameFr: 'Introvillé',
      introEn: 'A quiet town by the lake.',
      introFr: 'Une ville tranquille au bord du lac.',
    });
    const p = `/rentals/${place.province.slug}/introville`;
    expect((await resolve(p)).json().place).toMatchObject({ name: 'Introville', intro: 'A quiet town by the lake.' });
    expect((await resolve(`/fr${p}`)).json().place).toMatchObject({
      name: 'Introvillé',
      intro: 'Une ville tranquille au bord du lac.',
    });
    // Cleared: none.
    await patch(`/api/admin/cities/${place.city.id}`, { introEn: '' });
    expect((await resolve(p)).json().place.intro ?? null).toBeNull();
  });

  it('is read with viewCities and edited with modifyCities only (401 signed out, 403 without them)', async () => {
    const place = await createPlace(t.db);
    const anonymous = await t.call('POST', '/api/admin/cities', {
      body: { name: 'Nope', slug: 'nope', provinceId: place.province.id, lat: 45, lng: -75 },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['Landlord', 'Renter', 'Support'] as const) {
      const { headers } = await t.loginAs(role);
      expect((await t.call('GET', '/api/admin/cities', { headers })).statusCode, role).toBe(403);
      expect((await patch(`/api/admin/cities/${place.city.id}`, { name: 'X' }, headers)).statusCode, role).toBe(403);
      const created = await t.call('POST', '/api/admin/cities', {
        headers,
        body: { name: 'Nope', slug: 'nope', provinceId: place.province.id, lat: 45, lng: -75 },
      });
      expect(created.statusCode, role).toBe(403);
    }
    expect((await t.db.select().from(cities).where(eq(cities.name, 'Nope'))).length).toBe(0);
  });

  it('creates a city in its province with coordinates, audited, its search path live', async () => {
    const place = await createPlace(t.db, { cityName: 'Founded Old' });
    const body = { name: 'Newfound', slug: 'newfound', provinceId: place.province.id, lat: 46.5, lng: -71.25 };
    const res = await t.call('POST', '/api/admin/cities', { headers: admin, body });
    expect(res.statusCode).toBe(201);
    const city = res.json();
    expect(city).toMatchObject({
      ...body,
      nameFr: null,
      population: 0,
      metroAreaId: null,
      path: `/rentals/${place.province.slug}/newfound`,
    });
    const [event] = await eventsOf('cities', city.id);
    expect(event).toMatchObject({ action: 'create', resource: 'cities' });
    expect(event?.changes.slug).toEqual({ old: null, new: 'newfound' });
    expect((await resolve(`/rentals/${place.province.slug}/newfound`)).json().type).toBe('search');
  });

  it('answers creates of the same city at once with one 201 and 422s naming the slug, never a 409 or 500', async () => {
    const place = await createPlace(t.db, { cityName: 'Racetown Old' });
    const body = { name: 'Racetown', slug: 'racetown', provinceId: place.province.id, lat: 45, lng: -75 };
    // Several at once, so that two of them pass the slug check before either has inserted.
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => t.call('POST', '/api/admin/cities', { headers: admin, body })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 422, 422, 422]);
    for (const refused of answers.filter((res) => res.statusCode === 422)) {
      expect(refused.json().errors).toEqual({ slug: ['The URL slug has already been taken.'] });
    }
    const rows = await t.db.select().from(cities).where(eq(cities.slug, 'racetown'));
    expect(rows).toHaveLength(1);
    const created = answers.find((res) => res.statusCode === 201)?.json() as { id: number };
    expect(rows[0]?.id).toBe(created.id);
    expect(await eventsOf('cities', created.id)).toHaveLength(1);
  });

  it('answers 422 naming the slug when a create committed since its check meets the unique index', async () => {
    const place = await createPlace(t.db, { cityName: 'Lockton Old' });
    const body = { name: 'Lockton', slug: 'lockton', provinceId: place.province.id, lat: 45, lng: -75 };
    let answer: ReturnType<typeof t.call> | undefined;
    // A rival create holds the slug, not yet committed, while the API's create runs: its check cannot see the
    // row, so on PostgreSQL its insert waits on the index and meets the committed row. (PGlite has one
    // connection: the API's create runs after the commit and its own check refuses the slug.)
    await t.db.transaction(async (tx) => {
      await tx.insert(cities).values({ ...body, name: 'Lockton (rival)' });
      answer = t.call('POST', '/api/admin/cities', { headers: admin, body });
      if (t.app.database.kind === 'postgres') {
        await waitFor(
          'the API create to wait on the rival insert',
          async () => (await lockWaiters(t.db, 'insert into "cities"')) > 0,
          5_000,
        );
      }
    });
    const res = await (answer as ReturnType<typeof t.call>);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ slug: ['The URL slug has already been taken.'] });
    expect((await t.db.select().from(cities).where(eq(cities.slug, 'lockton'))).map((c) => c.name)).toEqual([
      'Lockton (rival)',
    ]);
  });

  it('refuses a city with a missing or bad field (422 naming it, French too), a taken slug or an unknown province', async () => {
    const place = await createPlace(t.db, { cityName: 'Takenville' });
    const post = (body: unknown, headers = admin) => t.call('POST', '/api/admin/cities', { headers, body });
    const valid = { name: 'Freshville', slug: 'freshville', provinceId: place.province.id, lat: 45, lng: -75 };

    const missing = await post({ name: 'Freshville', provinceId: place.province.id, lat: 45 });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['lng', 'slug']);
    const far = await post({ ...valid, lat: 120 }, fr(admin));
    expect(far.statusCode).toBe(422);
    expect(Object.keys(far.json().errors)).toEqual(['lat']);
    expect(far.json().errors.lat[0]).toMatch(/ne peut pas être supérieure à 90/);

    const taken = await post({ ...valid, slug: place.city.slug });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['The URL slug has already been taken.'] });

    const unknown = await post({ ...valid, provinceId: 999_999 });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['provinceId']);

    const rows = await t.db.select().from(cities).where(eq(cities.slug, 'freshville'));
    expect(rows).toHaveLength(0);
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.resource, 'cities'));
    expect(events.some((e) => (e.changes.name as { new?: string } | undefined)?.new === 'Freshville')).toBe(false);
  });
});

describe('/api/admin/provinces', () => {
  it('renames a slug with one redirect row that also serves every city under it', async () => {
    const place = await createPlace(t.db, { cityName: 'Provcity', provinceName: 'Renamia' });
    const old = place.province.slug;
    const res = await patch(`/api/admin/provinces/${place.province.id}`, { slug: 'renamia-new', nameFr: 'Renamie' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'renamia-new', nameFr: 'Renamie', cityCount: 1 });
    expect(await t.db.select().from(placeRedirects).where(eq(placeRedirects.kind, 'province'))).toContainEqual(
      expect.objectContaining({ oldSlug: old, placeId: place.province.id }),
    );
    expect((await resolve(`/rentals/${old}`)).json()).toEqual({ type: 'redirect', to: '/rentals/renamia-new' });
    expect((await resolve(`/rentals/${old}/provcity`)).json()).toEqual({
      type: 'redirect',
      to: '/rentals/renamia-new/provcity',
    });
    // Both renamed: the old province and old city slugs lead to the current city path.
    await patch(`/api/admin/cities/${place.city.id}`, { slug: 'provcity-2' });
    expect((await resolve(`/rentals/${old}/provcity`)).json().to).toBe('/rentals/renamia-new/provcity-2');
  });

  it('refuses a taken or reserved slug', async () => {
    const a = await createPlace(t.db);
    const b = await createPlace(t.db);
    const taken = await patch(`/api/admin/provinces/${a.province.id}`, { slug: b.province.slug });
    expect(taken.json().errors).toEqual({ slug: ['The URL slug has already been taken.'] });
    const reserved = await patch(`/api/admin/provinces/${a.province.id}`, { slug: 'favourites' });
    expect(reserved.statusCode).toBe(422);
    expect(reserved.json().errors.slug).toHaveLength(1);
  });
});

describe('/api/admin/metro-areas', () => {
  it('creates a metro area with member cities, copies it onto their listings, and refuses cities of another province', async () => {
    const place = await createPlace(t.db, { cityName: 'Metroburg', metro: false });
    const second = await addCity(t.db, place, { name: 'Metrofield' });
    const listing = await createListing(t.db, place);
    const foreign = await createPlace(t.db, { metro: false });
    const body = {
      name: 'Greater Metroburg',
      slug: `greater-metroburg-${place.province.id}`,
      provinceId: place.province.id,
      lat: 45,
      lng: -73,
      population: 500_000,
      cityIds: [place.city.id, second.city.id],
    };
    const refused = await t.call('POST', '/api/admin/metro-areas', {
      headers: admin,
      body: { ...body, cityIds: [foreign.city.id] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      cityIds: ['The member cities field may only list cities of the same province or state.'],
    });

    const res = await t.call('POST', '/api/admin/metro-areas', { headers: admin, body });
    expect(res.statusCode).toBe(201);
    const metro = res.json();
    expect(metro).toMatchObject({ cityCount: 2, path: `/rentals/area/${body.slug}` });
    const [listingRow] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(listingRow?.metroAreaId).toBe(metro.id);

    const detail = await t.call('GET', `/api/admin/metro-areas/${metro.id}`, { headers: admin });
    expect(detail.json().cities.map((c: { name: string }) => c.name)).toEqual(['Metroburg', 'Metrofield']);

    // Members replaced: the city left out (and its listing) no longer belongs to it.
    const updated = await patch(`/api/admin/metro-areas/${metro.id}`, { cityIds: [second.city.id] });
    expect(updated.json().cityCount).toBe(1);
    const [city] = await t.db.select().from(cities).where(eq(cities.id, place.city.id));
    expect(city?.metroAreaId).toBeNull();
    const [after] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(after?.metroAreaId).toBeNull();

    const duplicate = await t.call('POST', '/api/admin/metro-areas', {
      headers: admin,
      body: { ...body, cityIds: [] },
    });
    expect(duplicate.json().errors).toEqual({ slug: ['The URL slug has already been taken.'] });
  });

  it('refuses to delete a metro area with member cities (409), then deletes it once empty', async () => {
    const place = await createPlace(t.db, { cityName: 'Keepton' });
    const id = place.metroArea?.id ?? 0;
    const refused = await t.call('DELETE', `/api/admin/metro-areas/${id}`, { headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('1 member city');
    const refusedFr = await t.call('DELETE', `/api/admin/metro-areas/${id}`, { headers: fr(admin) });
    expect(refusedFr.json().message).toContain('compte encore 1 ville membre.');

    await patch(`/api/admin/metro-areas/${id}`, { cityIds: [] });
    expect((await t.call('DELETE', `/api/admin/metro-areas/${id}`, { headers: admin })).statusCode).toBe(200);
    expect((await eventsOf('metro-areas', id)).map((e) => e.action)).toEqual(['update', 'delete']);
  });

  it('renames a slug: /rentals/area/{old} redirects to the current one', async () => {
    const place = await createPlace(t.db, { cityName: 'Arealand' });
    const metro = place.metroArea;
    if (!metro) throw new Error('no metro');
    await patch(`/api/admin/metro-areas/${metro.id}`, { slug: `arealand-${metro.id}`, nameFr: 'Région d’Arealand' });
    expect((await resolve(`/rentals/area/${metro.slug}`)).json()).toEqual({
      type: 'redirect',
      to: `/rentals/area/arealand-${metro.id}`,
    });
    expect((await resolve(`/fr/rentals/area/arealand-${metro.id}`)).json().place.name).toBe('Région d’Arealand');
  });

  it('offers the cities of one province for the member picker, with the picked ones', async () => {
    const place = await createPlace(t.db, { cityName: 'Pickton' });
    const small = await addCity(t.db, place, { name: 'Pickville', population: 10 });
    const res = await t.call(
      'GET',
      `/api/admin/places/city-options?provinceId=${place.province.id}&q=pick&ids=${small.city.id}`,
      { headers: admin },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: { name: string }) => c.name)).toEqual(['Pickton', 'Pickville']);
    const landlord = await t.loginAs('Landlord');
    expect(
      (await t.call('GET', `/api/admin/places/city-options?provinceId=${place.province.id}`, landlord)).statusCode,
    ).toBe(403);
  });
});

describe('the HTML of an old path', () => {
  it('answers 301 to the current path, keeping /fr and the query', async () => {
    const place = await createPlace(t.db, { cityName: 'Movedon' });
    await patch(`/api/admin/cities/${place.city.id}`, { slug: 'moved-on' });
    const province = place.province.slug;
    const en = await t.app.inject({ method: 'GET', url: `/rentals/${province}/movedon?beds=2` });
    expect(en.statusCode).toBe(301);
    expect(en.headers.location).toBe(`/rentals/${province}/moved-on?beds=2`);
    const french = await t.app.inject({ method: 'GET', url: `/fr/rentals/${province}/movedon` });
    expect(french.statusCode).toBe(301);
    expect(french.headers.location).toBe(`/fr/rentals/${province}/moved-on`);
    expect((await t.app.inject({ method: 'GET', url: `/rentals/${province}/moved-on` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/rentals/${province}/never-there` })).statusCode).toBe(404);
  });
});
