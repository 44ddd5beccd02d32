// The resource framework on its own: a test-only resource (points of interest, owned by a user) declared
// with defineResource and mounted beside the product's routes. Paging, sorting, q, filters, export,
// validation in English and French, audit rows, bulk actions, and the policy refusing another owner's record.

import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { auditEvents, pointsOfInterest } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { matrixRow } from './access-rows.ts';
import { defineResource } from './define-resource.ts';
import { csvCell } from './export.ts';
import { COUNT_LIMIT } from './list.ts';
import { resourceRoutes } from './routes.ts';

const placeSchema = z.object({
  id: z.number(),
  userId: z.number(),
  name: z.string(),
  city: z.string(),
  icon: z.number(),
});
const placeFields = {
  name: z.string().trim().min(1).max(40),
  city: z.string().trim().max(40),
  icon: z.number().int().min(1).max(8),
};
const createSchema = z
  .object({ ...placeFields, city: placeFields.city.default(''), icon: placeFields.icon.default(1) })
  .strict();
// No defaults in an update schema: zod fills them in for fields left out, and the update would reset them.
const updateSchema = z.object(placeFields).partial().strict();

const placesQuery = (db: Queryable) =>
  db
    .select({
      id: pointsOfInterest.id,
      userId: pointsOfInterest.userId,
      name: pointsOfInterest.name,
      city: pointsOfInterest.city,
      icon: pointsOfInterest.icon,
    })
    .from(pointsOfInterest)
    .$dynamic();

/** Signed-in users see and change only their own places; the "secret" city is never audited in clear. */
const placesResource = defineResource({
  name: 'test-places',
  path: '/test/places',
  id: pointsOfInterest.id,
  schemas: {
    entity: placeSchema,
    create: createSchema,
    update: updateSchema,
    filters: z.object({ icon: z.coerce.number().int().min(1).max(8).optional() }),
  },
  access: {
    list: 'signed-in',
    read: 'signed-in',
    create: 'signed-in',
    update: 'signed-in',
    delete: 'signed-in',
    export: 'signed-in',
  },
  query: placesQuery,
  toEntities: async (_db, rows) => rows,
  list: {
    search: sql`lower(${pointsOfInterest.name})`,
    sort: { id: pointsOfInterest.id, name: sql`lower(${pointsOfInterest.name})` },
    defaultSort: 'id',
    filters: { icon: (icon: number) => eq(pointsOfInterest.icon, icon) },
  },
  policy: {
    scope: (user) => eq(pointsOfInterest.userId, user.id),
    can: (_user, action, place) => !(action === 'delete' && place.name === 'Keep'),
  },
  write: {
    create: async (ctx, input) => {
      const [row] = await ctx.tx
        .insert(pointsOfInterest)
        .values({ ...input, userId: ctx.user.id, latitude: 45, longitude: -73 })
        .returning({ id: pointsOfInterest.id });
      return row?.id as number;
    },
  },
  bulk: {
    home: {
      access: 'signed-in',
      run: (ctx, place) =>
        ctx.tx
          .update(pointsOfInterest)
          .set({ icon: 1 })
          .where(eq(pointsOfInterest.id, place.id))
          .then(() => {}),
    },
  },
  secretFields: ['city'],
});

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['loginAs']>>;
let other: Awaited<ReturnType<TestApp['loginAs']>>;

beforeAll(async () => {
  t = await buildTestApp({ extraModules: [resourceRoutes(placesResource)] });
  owner = await t.loginAs('Renter');
  other = await t.loginAs('Renter');
  const names = ['Work', 'gym', 'School', 'Park', 'Keep', 'Bakery', 'Market'];
  await t.db.insert(pointsOfInterest).values(
    names.map((name, i) => ({
      userId: owner.user.id,
      name,
      city: 'Montreal',
      icon: (i % 3) + 1,
      latitude: 45,
      longitude: -73,
    })),
  );
  await t.db
    .insert(pointsOfInterest)
    .values({ userId: other.user.id, name: 'Other office', icon: 2, latitude: 1, longitude: 1 });
});
afterAll(() => t.close());

const get = (url: string, headers = owner.headers) => t.call('GET', url, { headers });

describe('lists', () => {
  it("pages with the list contract, exact totals, and only the caller's rows (scope)", async () => {
    const first = await get('/api/test/places?perPage=3');
    expect(first.statusCode).toBe(200);
    expect(first.json().meta).toEqual({ currentPage: 1, perPage: 3, total: 7, lastPage: 3 });
    expect(first.json().data.map((p: { name: string }) => p.name)).toEqual(['Work', 'gym', 'School']);
    const last = await get('/api/test/places?perPage=3&page=3');
    expect(last.json().data.map((p: { name: string }) => p.name)).toEqual(['Market']);
    expect(last.json().meta.total).toBe(7);
    const past = await get('/api/test/places?perPage=3&page=9');
    expect(past.json()).toMatchObject({ data: [], meta: { total: 7 } });
  });

  it('sorts by the declared keys, either way, case-insensitively', async () => {
    const asc = await get('/api/test/places?sort=name');
    expect(asc.json().data.map((p: { name: string }) => p.name)).toEqual([
      'Bakery',
      'gym',
      'Keep',
      'Market',
      'Park',
      'School',
      'Work',
    ]);
    const desc = await get('/api/test/places?sort=-name&perPage=2');
    expect(desc.json().data.map((p: { name: string }) => p.name)).toEqual(['Work', 'School']);
  });

  it('refuses an undeclared sort with a 422 naming the field, in English and French', async () => {
    const en = await get('/api/test/places?sort=userId');
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.sort).toEqual(['The selected sort is invalid.']);
    const fr = await t.call('GET', '/api/test/places?sort=-secret', {
      headers: { ...owner.headers, 'accept-language': 'fr' },
    });
    expect(fr.json().errors.sort).toEqual(["Le champ tri sélectionné n'est pas valide."]);
  });

  it('searches q in the declared expression (LIKE wildcards taken literally) and filters', async () => {
    expect((await get('/api/test/places?q=OR')).json().data.map((p: { name: string }) => p.name)).toEqual(['Work']);
    expect((await get('/api/test/places?q=%25')).json().meta.total).toBe(0);
    const icons = await get('/api/test/places?icon=2');
    expect(icons.json().data.map((p: { icon: number }) => p.icon)).toEqual([2, 2]);
    const bad = await get('/api/test/places?icon=9');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['icon']);
  });

  it('marks totals past the count limit as estimates instead of counting every row', async () => {
    const many = await t.loginAs('Renter');
    await t.db.execute(sql`insert into points_of_interest (user_id, name, latitude, longitude)
      select ${many.user.id}, 'Place ' || n, 0, 0 from generate_series(1, ${COUNT_LIMIT + 5}) as n`);
    await t.db.execute(sql`analyze points_of_interest`);
    const page = await get('/api/test/places?perPage=5', many.headers);
    expect(page.json().meta.totalIsEstimate).toBe(true);
    expect(page.json().meta.total).toBeGreaterThan(COUNT_LIMIT);
    const narrow = await get('/api/test/places?perPage=5&q=place 100', many.headers);
    // Place 100 and Place 1000 to 1005.
    expect(narrow.json().meta).toMatchObject({ total: 7 });
    expect(narrow.json().meta.totalIsEstimate).toBeUndefined();
  });
});

describe('records and the policy', () => {
  it("answers 404 for another owner's record on read, update, delete and history", async () => {
    const [theirs] = await t.db.select().from(pointsOfInterest).where(eq(pointsOfInterest.userId, other.user.id));
    const id = theirs?.id as number;
    expect((await get(`/api/test/places/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/test/places/${id}/history`)).statusCode).toBe(404);
    expect(
      (await t.call('PATCH', `/api/test/places/${id}`, { headers: owner.headers, body: { name: 'Mine' } })).statusCode,
    ).toBe(404);
    expect((await t.call('DELETE', `/api/test/places/${id}`, { headers: owner.headers })).statusCode).toBe(404);
    expect((await get(`/api/test/places/${id}`, other.headers)).json().name).toBe('Other office');
  });

  it("answers 403 when the policy's can() refuses", async () => {
    const [keep] = await t.db.select().from(pointsOfInterest).where(eq(pointsOfInterest.name, 'Keep'));
    const res = await t.call('DELETE', `/api/test/places/${keep?.id}`, { headers: owner.headers });
    expect(res.statusCode).toBe(403);
  });

  it("bulk actions answer per record: the other owner's ids and the refused ones are named", async () => {
    const rows = await t.db.select().from(pointsOfInterest).orderBy(asc(pointsOfInterest.id)).limit(8);
    const keep = rows.find((r) => r.name === 'Keep')?.id as number;
    const park = rows.find((r) => r.name === 'Park')?.id as number;
    const theirs = rows.find((r) => r.userId === other.user.id)?.id as number;
    const res = await t.call('POST', '/api/test/places/bulk', {
      headers: owner.headers,
      body: { action: 'delete', ids: [park, keep, theirs] },
    });
    expect(res.json()).toEqual({
      done: [park],
      refused: [
        { id: keep, message: 'This action is unauthorized.' },
        { id: theirs, message: 'Not Found.' },
      ],
    });
    expect(await t.db.select().from(pointsOfInterest).where(eq(pointsOfInterest.id, theirs))).toHaveLength(1);
    const unknown = await t.call('POST', '/api/test/places/bulk', {
      headers: owner.headers,
      body: { action: 'explode', ids: [keep] },
    });
    expect(unknown.statusCode).toBe(422);
    const home = await t.call('POST', '/api/test/places/bulk', {
      headers: owner.headers,
      body: { action: 'home', ids: [keep] },
    });
    expect(home.json().done).toEqual([keep]);
    const [audit] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'home'));
    expect(audit).toMatchObject({
      resource: 'test-places',
      recordId: String(keep),
      changes: { icon: { old: 2, new: 1 } },
    });
  });
});

describe('writes and the audit trail', () => {
  it('validates the body with the declared schema, in English and French', async () => {
    const en = await t.call('POST', '/api/test/places', { headers: owner.headers, body: { name: '', extra: 1 } });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.name).toEqual(['The name field is required.']);
    const fr = await t.call('POST', '/api/test/places', {
      headers: { ...owner.headers, 'accept-language': 'fr' },
      body: { name: '' },
    });
    expect(fr.json().errors.name).toEqual(['Le champ nom est obligatoire.']);
  });

  it('creates, updates and deletes, each with one audit row in the same transaction (secrets redacted)', async () => {
    const created = await t.call('POST', '/api/test/places', {
      headers: owner.headers,
      body: { name: 'Cafe', city: 'Laval' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toMatchObject({ name: 'Cafe', userId: owner.user.id });

    const updated = await t.call('PATCH', `/api/test/places/${id}`, {
      headers: owner.headers,
      body: { name: 'Café', icon: 3 },
    });
    expect(updated.json()).toMatchObject({ name: 'Café', icon: 3, city: 'Laval' });
    // A no-op update writes nothing.
    await t.call('PATCH', `/api/test/places/${id}`, { headers: owner.headers, body: { name: 'Café' } });
    await t.call('PATCH', `/api/test/places/${id}`, { headers: owner.headers, body: { city: 'Quebec' } });
    expect((await t.call('DELETE', `/api/test/places/${id}`, { headers: owner.headers })).json()).toEqual({
      message: 'Deleted.',
    });

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.recordId, String(id)))
      .orderBy(asc(auditEvents.id));
    expect(events.map((e) => e.action)).toEqual(['create', 'update', 'update', 'delete']);
    expect(events.every((e) => e.actorId === owner.user.id && e.resource === 'test-places')).toBe(true);
    expect(events[1]?.changes).toEqual({ name: { old: 'Cafe', new: 'Café' }, icon: { old: 1, new: 3 } });
    expect(events[2]?.changes).toEqual({ city: { old: '[redacted]', new: '[redacted]' } });
    expect(JSON.stringify(events)).not.toContain('Laval');
  });

  it("shows a record's history, newest first", async () => {
    const created = await t.call('POST', '/api/test/places', { headers: owner.headers, body: { name: 'Pool' } });
    const id = created.json().id as number;
    await t.call('PATCH', `/api/test/places/${id}`, { headers: owner.headers, body: { name: 'Pool 2' } });
    const history = await get(`/api/test/places/${id}/history`);
    expect(history.json().data.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    expect(history.json().data[0]).toMatchObject({
      actorEmail: owner.user.email,
      changes: { name: { old: 'Pool', new: 'Pool 2' } },
    });
  });
});

describe('CSV export', () => {
  it('streams the filtered rows with a header, formula cells defused', async () => {
    await t.call('POST', '/api/test/places', { headers: owner.headers, body: { name: '=HYPERLINK("x")', icon: 3 } });
    const res = await get('/api/test/places/export.csv?icon=3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="test-places-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('id,userId,name,city,icon');
    expect(lines.slice(1).every((line) => line.endsWith(',3'))).toBe(true);
    expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(res.body).not.toContain('Other office');
  });

  it('reads past one batch in id order', async () => {
    const many = await t.loginAs('Renter');
    await t.db.execute(sql`insert into points_of_interest (user_id, name, latitude, longitude)
      select ${many.user.id}, 'Spot ' || n, 0, 0 from generate_series(1, 1234) as n`);
    const res = await get('/api/test/places/export.csv', many.headers);
    const lines = res.body.trim().split('\n');
    expect(lines).toHaveLength(1235);
    expect(lines.at(-1)).toContain('Spot 1234');
  });

  it('defuses every formula prefix', () => {
    expect(['=1', '+1', '-1', '@x', 'ok', null].map(csvCell)).toEqual(["'=1", "'+1", "'-1", "'@x", 'ok', '']);
  });
});

describe('access rules', () => {
  it('refuses anonymous callers on every generated route', async () => {
    for (const url of ['/api/test/places', '/api/test/places/1', '/api/test/places/export.csv']) {
      expect((await t.call('GET', url)).statusCode).toBe(401);
    }
  });

  it('derives matrix rows from a rule and the default role map', () => {
    expect(matrixRow({ permission: 'viewUsers' })).toEqual({
      anonymous: 401,
      Landlord: 403,
      Renter: 403,
      Support: 'ok',
      'Site Owner': 'ok',
      'Site Administrator': 'ok',
    });
    expect(matrixRow('public').anonymous).toBe('ok');
  });
});
