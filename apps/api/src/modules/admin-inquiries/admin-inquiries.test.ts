// Every inquiry for the back office, read only: newest first, the listing, landlord, company and lead of each,
// filters by city, company (the one the inquiry went to) and days (inclusive, UTC), q on the sender, the
// detail's message and lead, CSV export, viewInquiries only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries, leads, listings } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { addCity, createCompany, createListing, createPlace } from '../../test/listing-factories.ts';

let t: TestApp;
let support: Awaited<ReturnType<TestApp['loginAs']>>;
const ids: Record<string, number> = {};
let companyX: number;
let companyY: number;
let cityA: number;
let cityB: number;
let landlordId: number;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await buildTestApp();
  support = await t.loginAs('Support');
  const placeA = await createPlace(t.db, { cityName: 'Kelowna' });
  const placeB = await addCity(t.db, placeA, { name: 'Penticton' });
  cityA = placeA.city.id;
  cityB = placeB.city.id;
  companyX = (await createCompany(t.db, 'Okanagan Homes')).id;
  companyY = (await createCompany(t.db, 'Lakeview Rentals')).id;
  const landlord = await t.createUser({ roles: ['Landlord'], firstName: 'Lana', lastName: 'Lord' });
  landlordId = landlord.id;
  const renter = await t.createUser({ roles: ['Renter'] });

  const lakeLoft = await createListing(t.db, placeA, { title: 'Lake loft', companyId: companyX, ownerId: landlord.id });
  const vineyard = await createListing(t.db, placeB, { title: 'Vineyard cottage', companyId: companyY });

  const rows: [string, number, string, string, number | null][] = [
    // key, listing, createdAt, sender, company of the lead
    ['before', lakeLoft.id, '2026-02-28T23:59:59Z', 'Early Bird', companyX],
    ['firstDayStart', lakeLoft.id, '2026-03-01T00:00:00Z', 'Mia Morning', companyX],
    ['firstDayEnd', vineyard.id, '2026-03-01T23:59:59Z', 'Nate Night', companyY],
    ['secondDay', lakeLoft.id, '2026-03-02T12:00:00Z', 'Olga Noon', companyX],
    ['after', vineyard.id, '2026-03-03T00:00:00Z', 'Late Larry', companyY],
  ];
  for (const [key, listingId, createdAt, name, companyId] of rows) {
    const [inquiry] = await t.db
      .insert(inquiries)
      .values({
        listingId,
        userId: key === 'secondDay' ? renter.id : null,
        name,
        email: `${name.split(' ')[0]?.toLowerCase()}@example.test`,
        phone: key === 'secondDay' ? '250-555-0199' : null,
        moveInDate: key === 'secondDay' ? '2026-05-01' : null,
        message: `Message from ${name}`,
        createdAt: at(createdAt),
      })
      .returning();
    ids[key] = inquiry?.id as number;
    await t.db.insert(leads).values({
      inquiryId: inquiry?.id as number,
      listingId,
      companyId,
      ownerId: listingId === lakeLoft.id ? landlord.id : null,
      status: key === 'secondDay' ? 'contacted' : 'new',
      deletedAt: key === 'before' ? at('2026-03-05T00:00:00Z') : null,
    });
  }
  // The lake loft changes hands afterwards: its inquiries stay with the company they went to.
  await t.db.update(listings).set({ companyId: companyY }).where(eq(listings.id, lakeLoft.id));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = support.headers) => t.call('GET', url, { headers });
const keysOf = (res: { json: () => { data: { id: number }[] } }) =>
  res.json().data.map((i) => Object.keys(ids).find((k) => ids[k] === i.id));

describe('GET /api/admin/inquiries', () => {
  it('lists every inquiry newest first with its listing, landlord, company and lead status', async () => {
    const res = await get('/api/admin/inquiries');
    expect(res.statusCode).toBe(200);
    expect(keysOf(res)).toEqual(['after', 'secondDay', 'firstDayEnd', 'firstDayStart', 'before']);
    expect(res.json().meta).toEqual({ currentPage: 1, perPage: 20, total: 5, lastPage: 1 });
    expect(res.json().data[1]).toEqual({
      id: ids.secondDay,
      createdAt: '2026-03-02T12:00:00.000Z',
      name: 'Olga Noon',
      email: 'olga@example.test',
      phone: '250-555-0199',
      userId: expect.any(Number),
      listing: {
        id: expect.any(Number),
        title: 'Lake loft',
        cityName: 'Kelowna',
        provinceCode: expect.any(String),
        path: expect.stringMatching(/^\/rentals\/[a-z0-9-]+\/kelowna\/lake-loft-\d+$/),
      },
      landlord: { id: landlordId, name: 'Lana Lord' },
      company: { id: companyX, name: 'Okanagan Homes' },
      leadStatus: 'contacted',
    });
    expect(res.json().data[0]).toMatchObject({
      landlord: null,
      company: { id: companyY },
      leadStatus: 'new',
      userId: null,
    });
  });

  it('pages and sorts oldest first on request', async () => {
    const page = await get('/api/admin/inquiries?sort=createdAt&perPage=2&page=2');
    expect(keysOf(page)).toEqual(['firstDayEnd', 'secondDay']);
    expect(page.json().meta.lastPage).toBe(3);
    expect((await get('/api/admin/inquiries?sort=name')).statusCode).toBe(422);
  });

  it('filters by days, both ends included (UTC)', async () => {
    expect(keysOf(await get('/api/admin/inquiries?from=2026-03-01&to=2026-03-02'))).toEqual([
      'secondDay',
      'firstDayEnd',
      'firstDayStart',
    ]);
    expect(keysOf(await get('/api/admin/inquiries?from=2026-03-02'))).toEqual(['after', 'secondDay']);
    expect(keysOf(await get('/api/admin/inquiries?to=2026-02-28'))).toEqual(['before']);
    expect(keysOf(await get('/api/admin/inquiries?from=2026-03-01&to=2026-03-01'))).toEqual([
      'firstDayEnd',
      'firstDayStart',
    ]);
  });

  it('refuses a day that does not exist, in English and French', async () => {
    const en = await get('/api/admin/inquiries?from=2026-02-30');
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({ from: ['The from field must be a valid date.'] });
    const fr = await get('/api/admin/inquiries?to=yesterday', { ...support.headers, 'accept-language': 'fr' });
    expect(fr.json().errors).toEqual({ to: ["Le champ au n'est pas une date valide."] });
    // Days past what the database holds are refused, not a 500.
    for (const range of ['from=0000-01-01', 'to=9999-12-31']) {
      expect((await get(`/api/admin/inquiries?${range}`)).statusCode).toBe(422);
    }
  });

  it('filters by the company the inquiry went to, even after the listing changed hands, and by city', async () => {
    expect(keysOf(await get(`/api/admin/inquiries?companyId=${companyX}`))).toEqual([
      'secondDay',
      'firstDayStart',
      'before',
    ]);
    expect(keysOf(await get(`/api/admin/inquiries?companyId=${companyY}&from=2026-03-02`))).toEqual(['after']);
    expect(keysOf(await get(`/api/admin/inquiries?cityId=${cityB}`))).toEqual(['after', 'firstDayEnd']);
    expect(keysOf(await get(`/api/admin/inquiries?cityId=${cityA}&companyId=${companyY}`))).toEqual([]);
    expect((await get('/api/admin/inquiries?companyId=abc')).statusCode).toBe(422);
  });

  it("searches the sender's name and email", async () => {
    expect(keysOf(await get('/api/admin/inquiries?q=NATE'))).toEqual(['firstDayEnd']);
    expect(keysOf(await get('/api/admin/inquiries?q=larry@example'))).toEqual([]);
    expect(keysOf(await get('/api/admin/inquiries?q=late@example'))).toEqual(['after']);
  });

  it('exports the filtered inquiries as CSV', async () => {
    const res = await get(`/api/admin/inquiries/export.csv?companyId=${companyX}`);
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'id,createdAt,name,email,phone,userId,listingId,listingTitle,city,landlord,company,leadStatus',
    );
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain('2026-03-02T12:00:00.000Z,Olga Noon,olga@example.test,250-555-0199,');
    expect(lines[3]).toMatch(/,Lake loft,"Kelowna, [\w-]+",Lana Lord,Okanagan Homes,contacted$/);
  });

  it('is for viewInquiries: renters and landlords get 403', async () => {
    const renter = await t.loginAs('Renter');
    expect((await get('/api/admin/inquiries', renter.headers)).statusCode).toBe(403);
    const landlord = await t.loginAs('Landlord');
    expect((await get(`/api/admin/inquiries/${ids.after}`, landlord.headers)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/inquiries/:id', () => {
  it('adds the message, the move-in date and the lead', async () => {
    const res = await get(`/api/admin/inquiries/${ids.secondDay}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.secondDay,
      message: 'Message from Olga Noon',
      moveInDate: '2026-05-01',
      lead: { id: expect.any(Number), status: 'contacted', deletedAt: null, updatedAt: expect.any(String) },
    });
    const removed = await get(`/api/admin/inquiries/${ids.before}`);
    expect(removed.json().lead).toMatchObject({ status: 'new', deletedAt: '2026-03-05T00:00:00.000Z' });
  });

  it('answers 404 for an inquiry that does not exist', async () => {
    expect((await get('/api/admin/inquiries/999999')).statusCode).toBe(404);
  });
});
