// Companies in the back office: the list (paging, sort, q, filters, counts), CSV export, the detail page,
// create/update/delete with their 422s and 409s in English and French and their audit rows, and a company's
// users (add a landlord, refuse anyone else, move only when asked, remove, the picker's search).
import { readdirSync, readFileSync } from 'node:fs';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, companies, listings, uploads, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createCompany, createListing, createPlace, type TestPlace } from '../../test/listing-factories.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['loginAs']>>;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
let support: Awaited<ReturnType<TestApp['loginAs']>>;
let place: TestPlace;

/** A prefix only this file's companies carry, so lists can be narrowed to them with q. */
const P = 'Zq';

beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.loginAs('Site Owner');
  admin = await t.loginAs('Site Administrator');
  support = await t.loginAs('Support');
  place = await createPlace(t.db);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = admin.headers) => t.call('GET', url, { headers });
const fr = (headers: Record<string, string>) => ({ ...headers, 'accept-language': 'fr' });

/** An uploads row (no file): what a logo path is checked against. */
const uploadRow = (
  storageKey: string,
  kind: 'company-logo' | 'listing-photo',
  size: { width?: number; height?: number } = {},
) =>
  t.db.insert(uploads).values({ storageKey, kind, originalName: 'l.png', mimeType: 'image/png', bytes: 10, ...size });
const names = (res: { json: () => { data: { name: string }[] } }) => res.json().data.map((c) => c.name);

async function landlord(overrides: { firstName?: string; lastName?: string; companyName?: string } = {}) {
  return t.createUser({ roles: ['Landlord'], ...overrides });
}

async function eventsOf(resource: string, recordId: number | string) {
  return t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.resource, resource), eq(auditEvents.recordId, String(recordId))))
    .orderBy(asc(auditEvents.id));
}

describe('GET /api/admin/companies', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const rows = await t.db
      .insert(companies)
      .values([
        { name: `${P}list Maple Rentals`, city: 'Montréal', province: 'QC' },
        { name: `${P}list birch homes`, city: 'Toronto', province: 'ON' },
        { name: `${P}list Cedar Lofts`, city: 'toronto', province: 'ON' },
        { name: `${P}list Aspen Suites`, city: 'Ottawa', province: 'ON' },
      ])
      .returning();
    ids = Object.fromEntries(rows.map((r) => [r.name.replace(`${P}list `, ''), r.id]));
    // Cedar: 2 listings, 1 user; Maple: 1 listing.
    await createListing(t.db, place, { companyId: ids['Cedar Lofts'] });
    await createListing(t.db, place, { companyId: ids['Cedar Lofts'], status: 'paused' });
    await createListing(t.db, place, { companyId: ids['Maple Rentals'] });
    await t.db
      .update(users)
      .set({ companyId: ids['Cedar Lofts'] })
      .where(eq(users.id, (await landlord()).id));
  });

  it('pages by name (case-insensitive) by default, with exact totals', async () => {
    const first = await get(`/api/admin/companies?q=${P}list&perPage=3`);
    expect(first.statusCode).toBe(200);
    expect(first.json().meta).toEqual({ currentPage: 1, perPage: 3, total: 4, lastPage: 2 });
    expect(names(first)).toEqual([`${P}list Aspen Suites`, `${P}list birch homes`, `${P}list Cedar Lofts`]);
    const second = await get(`/api/admin/companies?q=${P}list&perPage=3&page=2`);
    expect(names(second)).toEqual([`${P}list Maple Rentals`]);
  });

  it('sorts by name descending, id and createdAt, and refuses other keys', async () => {
    expect(names(await get(`/api/admin/companies?q=${P}list&sort=-name`))[0]).toBe(`${P}list Maple Rentals`);
    const byId = (await get(`/api/admin/companies?q=${P}list&sort=-id`)).json().data.map((c: { id: number }) => c.id);
    expect(byId).toEqual([...byId].sort((a, b) => b - a));
    expect((await get(`/api/admin/companies?q=${P}list&sort=createdAt`)).statusCode).toBe(200);
    const bad = await get('/api/admin/companies?sort=listingCount');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.sort).toEqual(['The selected sort is invalid.']);
  });

  it('answers each company with its user and listing counts', async () => {
    const res = await get(`/api/admin/companies?q=${P}list`);
    const byName = Object.fromEntries(
      res.json().data.map((c: { name: string; userCount: number; listingCount: number }) => [c.name, c]),
    );
    expect(byName[`${P}list Cedar Lofts`]).toMatchObject({ userCount: 1, listingCount: 2, city: 'toronto' });
    expect(byName[`${P}list Maple Rentals`]).toMatchObject({ userCount: 0, listingCount: 1 });
    expect(byName[`${P}list Aspen Suites`]).toMatchObject({ userCount: 0, listingCount: 0, logo: null });
  });

  it('searches q in the name and filters by city, province and hasListings', async () => {
    expect(names(await get(`/api/admin/companies?q=${P}LIST ced`))).toEqual([`${P}list Cedar Lofts`]);
    expect(names(await get(`/api/admin/companies?q=${P}list&city=TORONTO`))).toEqual([
      `${P}list birch homes`,
      `${P}list Cedar Lofts`,
    ]);
    expect(names(await get(`/api/admin/companies?q=${P}list&province=on&hasListings=false`))).toEqual([
      `${P}list Aspen Suites`,
      `${P}list birch homes`,
    ]);
    expect(names(await get(`/api/admin/companies?q=${P}list&hasListings=true`))).toEqual([
      `${P}list Cedar Lofts`,
      `${P}list Maple Rentals`,
    ]);
    const bad = await get('/api/admin/companies?hasListings=yes', fr(admin.headers));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.hasListings).toEqual(["Le champ avec annonces sélectionné n'est pas valide."]);
  });

  it('exports the filtered companies as CSV with the counts', async () => {
    const res = await get(`/api/admin/companies/export.csv?q=${P}list&city=toronto`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'id,name,website,phone,address,addressCont,city,province,postalCode,logo,taxCompanyName,taxCompanyAddress,' +
        'taxCompanyAddressCont,taxCompanyWebsite,userCount,listingCount,createdAt',
    );
    expect(lines).toHaveLength(3);
    expect(lines.find((l) => l.includes('Cedar'))).toMatch(
      new RegExp(`^${ids['Cedar Lofts']},${P}list Cedar Lofts,,,,,toronto,ON,,,,,,,1,2,\\d{4}-`),
    );
  });

  it('lets Support read (viewCompanies) but not write; landlords and renters get 403', async () => {
    expect((await get(`/api/admin/companies?q=${P}list`, support.headers)).statusCode).toBe(200);
    expect(
      (await t.call('POST', '/api/admin/companies', { headers: support.headers, body: { name: 'X' } })).statusCode,
    ).toBe(403);
    const { headers } = await t.loginAs('Landlord');
    expect((await get('/api/admin/companies', headers)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/companies')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/companies/:id', () => {
  it('answers every field, the users with their roles and the listings by status', async () => {
    const company = await createCompany(t.db, `${P}detail Oak Properties`);
    await t.db
      .update(companies)
      .set({ taxCompanyName: 'Oak Properties Ltd.', website: 'https://oak.example' })
      .where(eq(companies.id, company.id));
    const a = await landlord({ firstName: 'Ann', lastName: 'Zed' });
    const b = await landlord({ firstName: 'Bob', lastName: 'Able' });
    await t.db
      .update(users)
      .set({ companyId: company.id })
      .where(inArray(users.id, [a.id, b.id]));
    await createListing(t.db, place, { companyId: company.id });
    await createListing(t.db, place, { companyId: company.id, status: 'expired' });
    await createListing(t.db, place, { companyId: company.id, status: 'expired' });

    const res = await get(`/api/admin/companies/${company.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: company.id,
      name: `${P}detail Oak Properties`,
      website: 'https://oak.example',
      taxCompanyName: 'Oak Properties Ltd.',
      userCount: 2,
      listingCount: 3,
      listingsByStatus: { draft: 0, active: 1, paused: 0, expired: 2, removed: 0 },
      listingsSearchPath: null,
      updatedAt: expect.any(String),
    });
    expect(body.users).toEqual([
      {
        id: b.id,
        firstName: 'Bob',
        lastName: 'Able',
        email: b.email,
        status: 'active',
        roles: [{ id: expect.any(Number), name: 'Landlord' }],
      },
      {
        id: a.id,
        firstName: 'Ann',
        lastName: 'Zed',
        email: a.email,
        status: 'active',
        roles: [{ id: expect.any(Number), name: 'Landlord' }],
      },
    ]);
  });

  it('answers 404 for a company that does not exist, and 422 for a malformed id', async () => {
    expect((await get('/api/admin/companies/999999')).statusCode).toBe(404);
    expect((await get('/api/admin/companies/abc')).statusCode).toBe(422);
  });
});

describe('creating, updating and deleting', () => {
  it('refuses a missing name and bad fields, in English and French', async () => {
    const en = await t.call('POST', '/api/admin/companies', {
      headers: admin.headers,
      body: { name: ' ', website: 'javascript:alert(1)', phone: 'abc', extra: 1 },
    });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      name: ['The name field is required.'],
      website: ['The website field must be a valid URL.'],
      phone: ['The phone field format is invalid.'],
      extra: ['The extra field is not allowed.'],
    });
    const frRes = await t.call('POST', '/api/admin/companies', {
      headers: fr(admin.headers),
      body: { taxCompanyAddressCont: 'x'.repeat(201) },
    });
    expect(frRes.json().errors).toEqual({
      name: ['Le champ nom est obligatoire.'],
      taxCompanyAddressCont: [
        "Le texte complément d'adresse de l'entreprise (reçus fiscaux) ne peut pas contenir plus de 200 caractères.",
      ],
    });
  });

  it("creates a company ('' stored as null) with one audit row", async () => {
    const res = await t.call('POST', '/api/admin/companies', {
      headers: admin.headers,
      body: {
        name: `  ${P}new Elm Realty `,
        website: 'https://elm.example',
        phone: '',
        city: 'Laval',
        province: 'QC',
        taxCompanyName: 'Elm Realty Inc.',
        taxCompanyWebsite: 'https://tax.elm.example',
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: `${P}new Elm Realty`,
      website: 'https://elm.example',
      phone: null,
      city: 'Laval',
      taxCompanyName: 'Elm Realty Inc.',
      taxCompanyWebsite: 'https://tax.elm.example',
      userCount: 0,
      listingCount: 0,
      users: [],
    });
    const [event] = await eventsOf('companies', body.id);
    expect(event).toMatchObject({ action: 'create', actorId: admin.user.id });
    expect(event?.changes).toMatchObject({
      name: { old: null, new: `${P}new Elm Realty` },
      city: { old: null, new: 'Laval' },
    });
  });

  it('takes only a logo uploaded as a company logo, and refuses any other path or URL', async () => {
    const key = `company-logo/${'ab'.repeat(16)}`;
    await uploadRow(key, 'company-logo', { width: 512, height: 512 });
    const listingPhoto = `company-logo/${'cd'.repeat(16)}`;
    await uploadRow(listingPhoto, 'listing-photo');

    const ok = await t.call('POST', '/api/admin/companies', {
      headers: admin.headers,
      body: { name: `${P}logo A`, logo: `/uploads/${key}-512.webp` },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().logo).toBe(`/uploads/${key}-512.webp`);

    const unknown = await t.call('POST', '/api/admin/companies', {
      headers: admin.headers,
      body: { name: `${P}logo B`, logo: `/uploads/company-logo/${'ef'.repeat(16)}-512.webp` },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.logo).toEqual(['The logo field must be an image uploaded to this site.']);
    const otherKind = await t.call('PATCH', `/api/admin/companies/${ok.json().id}`, {
      headers: admin.headers,
      body: { logo: `/uploads/${listingPhoto}-512.webp` },
    });
    expect(otherKind.statusCode).toBe(422);
    expect(otherKind.json().errors.logo).toEqual(['The logo field must be an image uploaded to this site.']);
    const elsewhere = await t.call('POST', '/api/admin/companies', {
      headers: fr(admin.headers),
      body: { name: `${P}logo C`, logo: '/etc/passwd' },
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors.logo).toEqual(['Le champ logo doit être une image téléversée sur ce site.']);

    // Any other host (a private address included) would be fetched by every visitor of a listing page.
    for (const logo of ['http://127.0.0.1:4291/logo.png', 'https://cdn.example/logo.png', '//evil.example/l.png']) {
      const created = await t.call('POST', '/api/admin/companies', {
        headers: admin.headers,
        body: { name: `${P}logo D`, logo },
      });
      expect(created.statusCode, logo).toBe(422);
      expect(created.json()).toEqual({
        message: 'The logo field must be an image uploaded to this site.',
        errors: { logo: ['The logo field must be an image uploaded to this site.'] },
      });
      const updated = await t.call('PATCH', `/api/admin/companies/${ok.json().id}`, {
        headers: admin.headers,
        body: { logo },
      });
      expect(updated.statusCode, logo).toBe(422);
      expect(updated.json().errors).toEqual({ logo: ['The logo field must be an image uploaded to this site.'] });
    }
    const [row] = await t.db.select({ logo: companies.logo }).from(companies).where(eq(companies.id, ok.json().id));
    expect(row?.logo).toBe(`/uploads/${key}-512.webp`);
  });

  it('has a migration that clears every logo that is not one of our own company-logo uploads', async () => {
    const key = `company-logo/${'12'.repeat(16)}`;
    await uploadRow(key, 'company-logo');
    const own = `/uploads/${key}-512.webp`;
    const logos = [
      own,
      'http://127.0.0.1:4291/logo.png',
      'https://cdn.example/logo.png',
      `/uploads/company-logo/${'34'.repeat(16)}-512.webp`,
      `/uploads/${key}-512.webp?x=//evil.example`,
    ];
    const rows = await t.db
      .insert(companies)
      .values(logos.map((logo, i) => ({ name: `${P}migrated ${i}`, logo })))
      .returning({ id: companies.id });
    const dir = new URL('../../db/migrations/', import.meta.url);
    const file = readdirSync(dir).find((name) => name.endsWith('_clear_foreign_company_logos.sql'));
    expect(file).toBeDefined();
    await t.db.execute(sql.raw(readFileSync(new URL(file ?? '', dir), 'utf8')));
    const after = await t.db
      .select({ id: companies.id, logo: companies.logo })
      .from(companies)
      .where(
        inArray(
          companies.id,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(companies.id));
    expect(after.map((r) => r.logo)).toEqual([own, null, null, null, null]);
  });

  it('takes http(s) websites only', async () => {
    const bad = await t.call('POST', '/api/admin/companies', {
      headers: admin.headers,
      body: { name: `${P}web A`, website: 'javascript:alert(1)', taxCompanyWebsite: 'data:text/html,<b>x</b>' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      website: ['The website field must be a valid URL.'],
      taxCompanyWebsite: ['The tax company website field must be a valid URL.'],
    });
    const ok = await t.call('POST', '/api/admin/companies', {
      headers: admin.headers,
      body: { name: `${P}web B`, website: 'https://maple.example/about' },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().website).toBe('https://maple.example/about');
  });

  it("updates only the fields sent ('' clears one), audits the change, and writes nothing for a no-op", async () => {
    const created = await t.call('POST', '/api/admin/companies', {
      headers: admin.headers,
      body: { name: `${P}upd Pine Co`, city: 'Quebec', phone: '418-555-0100', taxCompanyName: 'Pine' },
    });
    const id = created.json().id as number;
    const res = await t.call('PATCH', `/api/admin/companies/${id}`, {
      headers: admin.headers,
      body: { phone: '', taxCompanyAddress: '1 Tax St' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: `${P}upd Pine Co`,
      city: 'Quebec',
      phone: null,
      taxCompanyName: 'Pine',
      taxCompanyAddress: '1 Tax St',
    });
    await t.call('PATCH', `/api/admin/companies/${id}`, { headers: admin.headers, body: { city: 'Quebec' } });
    const events = await eventsOf('companies', id);
    expect(events.map((e) => e.action)).toEqual(['create', 'update']);
    expect(events[1]?.changes).toEqual({
      phone: { old: '418-555-0100', new: null },
      taxCompanyAddress: { old: null, new: '1 Tax St' },
    });
    const empty = await t.call('PATCH', `/api/admin/companies/${id}`, {
      headers: fr(admin.headers),
      body: { name: '' },
    });
    expect(empty.json().errors.name).toEqual(['Le champ nom est obligatoire.']);
    expect(
      (await t.call('PATCH', '/api/admin/companies/999999', { headers: admin.headers, body: { city: 'X' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call('PATCH', `/api/admin/companies/${id}`, { headers: support.headers, body: { city: 'X' } }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses to delete a company that still has listings or users (409, en and fr), then deletes it', async () => {
    const company = await createCompany(t.db, `${P}del Willow`);
    const listing = await createListing(t.db, place, { companyId: company.id });
    const member = await landlord();
    await t.db.update(users).set({ companyId: company.id }).where(eq(users.id, member.id));

    const withListings = await t.call('DELETE', `/api/admin/companies/${company.id}`, { headers: admin.headers });
    expect(withListings.statusCode).toBe(409);
    expect(withListings.json()).toEqual({
      message: 'This company still has 1 listing. Move or delete them before deleting the company.',
    });
    await t.db.update(listings).set({ companyId: null }).where(eq(listings.id, listing.id));
    const withUsers = await t.call('DELETE', `/api/admin/companies/${company.id}`, { headers: fr(admin.headers) });
    expect(withUsers.statusCode).toBe(409);
    expect(withUsers.json().message).toBe(
      'Cette entreprise a encore 1 utilisateur. Retirez-les de l’entreprise avant de la supprimer.',
    );

    await t.db.update(users).set({ companyId: null }).where(eq(users.id, member.id));
    const done = await t.call('DELETE', `/api/admin/companies/${company.id}`, { headers: admin.headers });
    expect(done.statusCode).toBe(200);
    expect(await t.db.select().from(companies).where(eq(companies.id, company.id))).toEqual([]);
    const events = await eventsOf('companies', company.id);
    expect(events.map((e) => e.action)).toEqual(['delete']);
    expect(events[0]?.changes).toMatchObject({ name: { old: `${P}del Willow`, new: null } });
    expect((await get(`/api/admin/companies/${company.id}`)).statusCode).toBe(404);
  });

  it('bulk-deletes the empty companies and names the refused ones', async () => {
    const empty = await createCompany(t.db, `${P}bulk Empty`);
    const busy = await createCompany(t.db, `${P}bulk Busy`);
    await createListing(t.db, place, { companyId: busy.id });
    const res = await t.call('POST', '/api/admin/companies/bulk', {
      headers: admin.headers,
      body: { action: 'delete', ids: [empty.id, busy.id] },
    });
    expect(res.json()).toEqual({
      done: [empty.id],
      refused: [
        {
          id: busy.id,
          message: 'This company still has 1 listing. Move or delete them before deleting the company.',
        },
      ],
    });
  });
});

describe("a company's users", () => {
  it('adds a landlord (audited on the company and the user) and answers the detail', async () => {
    const company = await createCompany(t.db, `${P}users Spruce`);
    const user = await landlord();
    const res = await t.call('POST', `/api/admin/companies/${company.id}/users`, {
      headers: admin.headers,
      body: { userId: user.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: company.id, userCount: 1, users: [{ id: user.id, email: user.email }] });
    const [row] = await t.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, user.id));
    expect(row?.companyId).toBe(company.id);
    const events = await eventsOf('companies', company.id);
    expect(events).toMatchObject([
      { action: 'add-user', actorId: admin.user.id, changes: { userId: { old: null, new: user.id } } },
    ]);
    expect(await eventsOf('users', user.id)).toMatchObject([
      { action: 'update', changes: { companyId: { old: null, new: company.id } } },
    ]);
    // Adding them again changes nothing and writes nothing.
    await t.call('POST', `/api/admin/companies/${company.id}/users`, {
      headers: admin.headers,
      body: { userId: user.id },
    });
    expect(await eventsOf('companies', company.id)).toHaveLength(1);
  });

  it('refuses an account without the Landlord role, and an unknown account (422 on userId, en and fr)', async () => {
    const company = await createCompany(t.db, `${P}users Fir`);
    const renter = await t.createUser({ roles: ['Renter'] });
    const en = await t.call('POST', `/api/admin/companies/${company.id}/users`, {
      headers: admin.headers,
      body: { userId: renter.id },
    });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'Only an account with the Landlord role can be added to a company.',
      errors: { userId: ['Only an account with the Landlord role can be added to a company.'] },
    });
    const frRes = await t.call('POST', `/api/admin/companies/${company.id}/users`, {
      headers: fr(admin.headers),
      body: { userId: 999999 },
    });
    expect(frRes.json().errors.userId).toEqual([
      'Seul un compte ayant le rôle Landlord peut être ajouté à une entreprise.',
    ]);
    const bad = await t.call('POST', `/api/admin/companies/${company.id}/users`, { headers: admin.headers, body: {} });
    expect(bad.json().errors.userId).toEqual(['The user id field is required.']);
    const missing = await t.call('POST', '/api/admin/companies/999999/users', {
      headers: admin.headers,
      body: { userId: renter.id },
    });
    expect(missing.statusCode).toBe(404);
    const [row] = await t.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, renter.id));
    expect(row?.companyId).toBeNull();
  });

  it('refuses a landlord of another company unless move is true, then moves them (both companies audited)', async () => {
    const from = await createCompany(t.db, `${P}users Old Co`);
    const to = await createCompany(t.db, `${P}users New Co`);
    const user = await landlord();
    await t.db.update(users).set({ companyId: from.id }).where(eq(users.id, user.id));

    const refused = await t.call('POST', `/api/admin/companies/${to.id}/users`, {
      headers: admin.headers,
      body: { userId: user.id },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.userId).toEqual([
      `This landlord already belongs to ${P}users Old Co. Confirm to move them to this company.`,
    ]);
    const moved = await t.call('POST', `/api/admin/companies/${to.id}/users`, {
      headers: admin.headers,
      body: { userId: user.id, move: true },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().users.map((u: { id: number }) => u.id)).toEqual([user.id]);
    expect((await get(`/api/admin/companies/${from.id}`)).json().userCount).toBe(0);
    expect(await eventsOf('companies', from.id)).toMatchObject([
      { action: 'remove-user', changes: { userId: { old: user.id, new: null } } },
    ]);
    expect(await eventsOf('companies', to.id)).toMatchObject([{ action: 'add-user' }]);
  });

  it('removes a user (404 for one who is not a user of the company)', async () => {
    const company = await createCompany(t.db, `${P}users Yew`);
    const user = await landlord();
    await t.call('POST', `/api/admin/companies/${company.id}/users`, {
      headers: admin.headers,
      body: { userId: user.id },
    });
    const res = await t.call('DELETE', `/api/admin/companies/${company.id}/users/${user.id}`, {
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userCount: 0, users: [] });
    const again = await t.call('DELETE', `/api/admin/companies/${company.id}/users/${user.id}`, {
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
    expect((await eventsOf('companies', company.id)).map((e) => e.action)).toEqual(['add-user', 'remove-user']);
    expect((await eventsOf('users', user.id)).at(-1)?.changes).toEqual({ companyId: { old: company.id, new: null } });
    const viaSupport = await t.call('DELETE', `/api/admin/companies/${company.id}/users/${user.id}`, {
      headers: support.headers,
    });
    expect(viaSupport.statusCode).toBe(403);
  });

  it('offers landlords matching q who are not users of the company yet, at most 10', async () => {
    const company = await createCompany(t.db, `${P}users Candidates`);
    const other = await createCompany(t.db, `${P}users Elsewhere`);
    const member = await landlord({ lastName: 'Qpick Member' });
    await t.db.update(users).set({ companyId: company.id }).where(eq(users.id, member.id));
    const free = await landlord({ lastName: 'Qpick Free' });
    const taken = await landlord({ lastName: 'Qpick Taken' });
    await t.db.update(users).set({ companyId: other.id }).where(eq(users.id, taken.id));
    await t.createUser({ roles: ['Renter'], lastName: 'Qpick Renter' });
    for (let i = 0; i < 11; i++) await landlord({ lastName: `Zmany ${i}` });

    const res = await get(`/api/admin/companies/${company.id}/candidate-users?q=qpick`);
    expect(res.statusCode).toBe(200);
    const found = res.json().data as {
      id: number;
      lastName: string;
      companyId: number | null;
      companyName: string | null;
    }[];
    expect(found.map((u) => u.lastName)).toEqual(['Qpick Free', 'Qpick Taken']);
    expect(found[1]).toMatchObject({ id: taken.id, companyId: other.id, companyName: `${P}users Elsewhere` });
    expect(found[0]).toMatchObject({ id: free.id, companyId: null, companyName: null });
    expect((await get(`/api/admin/companies/${company.id}/candidate-users?q=zmany`)).json().data).toHaveLength(10);
    expect((await get('/api/admin/companies/999999/candidate-users?q=x')).statusCode).toBe(404);
    expect((await get(`/api/admin/companies/${company.id}/candidate-users`, owner.headers)).statusCode).toBe(200);
  });
});
