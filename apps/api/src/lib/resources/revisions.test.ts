// Versions kept by a declaration's `revisions`: one per save that changes the fields, listed newest first
// with their author, read under the resource's read rule and scope, dropped with the record.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentRevisions, pointsOfInterest } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { resourceMatrixRows } from './access-rows.ts';
import { defineResource } from './define-resource.ts';
import { resourceRoutes } from './routes.ts';

const fields = { name: z.string().trim().min(1).max(40), city: z.string().trim().max(40) };
const notedPlaces = defineResource({
  name: 'test-noted-places',
  path: '/test/noted-places',
  id: pointsOfInterest.id,
  schemas: {
    entity: z.object({ id: z.number(), name: z.string(), city: z.string() }),
    create: z.object(fields).strict(),
    update: z
      .object({ ...fields, icon: z.number().int().min(1).max(8) })
      .partial()
      .strict(),
  },
  access: { read: 'signed-in', create: 'signed-in', update: 'signed-in', delete: 'signed-in' },
  query: (db) =>
    db
      .select({ id: pointsOfInterest.id, name: pointsOfInterest.name, city: pointsOfInterest.city })
      .from(pointsOfInterest)
      .$dynamic(),
  toEntities: async (_db, rows) => rows,
  list: { sort: { id: pointsOfInterest.id }, defaultSort: 'id' },
  policy: { scope: (user) => eq(pointsOfInterest.userId, user.id) },
  write: {
    create: async (ctx, input) => {
      const [row] = await ctx.tx
        .insert(pointsOfInterest)
        .values({ ...input, userId: ctx.user.id, latitude: 45, longitude: -73 })
        .returning({ id: pointsOfInterest.id });
      return row?.id ?? 0;
    },
  },
  revisions: { fields: ['name', 'city'] },
});

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['loginAs']>>;
let other: Awaited<ReturnType<TestApp['loginAs']>>;

beforeAll(async () => {
  t = await buildTestApp({ extraModules: [resourceRoutes(notedPlaces)] });
  owner = await t.loginAs('Renter');
  other = await t.loginAs('Renter');
});
afterAll(() => t.close());

const revisionsOf = async (id: number, headers = owner.headers) =>
  t.call('GET', `/api/test/noted-places/${id}/revisions`, { headers });

describe('revisions', () => {
  it('keeps one version per save that changes the revisioned fields, newest first, with its author', async () => {
    const created = await t.call('POST', '/api/test/noted-places', {
      headers: owner.headers,
      body: { name: 'Office', city: 'Montreal' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const patch = (payload: object) =>
      t.call('PATCH', `/api/test/noted-places/${id}`, { headers: owner.headers, body: payload });

    await patch({ name: 'Head office' });
    await patch({ name: 'Head office' }); // no change: no version
    await patch({ icon: 3 }); // a field that is not revisioned: no version
    await patch({ city: 'Laval' });

    const res = await revisionsOf(id);
    expect(res.statusCode).toBe(200);
    const versions = res.json().data as { fields: Record<string, string>; author: { id: number } }[];
    expect(versions.map((v) => v.fields)).toEqual([
      { name: 'Head office', city: 'Laval' },
      { name: 'Head office', city: 'Montreal' },
      { name: 'Office', city: 'Montreal' },
    ]);
    expect(versions[0]?.author.id).toBe(owner.user.id);

    // Restoring is an update with a version's fields: it becomes the newest version.
    await patch(versions[2]?.fields ?? {});
    const after = (await revisionsOf(id)).json().data as { fields: Record<string, string> }[];
    expect(after).toHaveLength(4);
    expect(after[0]?.fields).toEqual({ name: 'Office', city: 'Montreal' });
  });

  it("answers 404 for another user's record and drops the versions with the record", async () => {
    const id = (
      await t.call('POST', '/api/test/noted-places', { headers: owner.headers, body: { name: 'Gym', city: '' } })
    ).json().id as number;
    expect((await revisionsOf(id, other.headers)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/test/noted-places/${id}`, { headers: owner.headers })).statusCode).toBe(200);
    const [left] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contentRevisions)
      .where(eq(contentRevisions.recordId, id));
    expect(left?.n).toBe(0);
  });

  it('puts the versions route in the access matrix', () => {
    expect(Object.keys(resourceMatrixRows([notedPlaces]))).toContain('GET /api/test/noted-places/:id/revisions');
  });
});
