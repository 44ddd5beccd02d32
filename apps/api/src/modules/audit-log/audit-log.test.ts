// The audit log: the Site Owner's alone (Site Administrator 403), newest first, filtered by resource, action,
// actor, record and days, searched by actor email, resource and action, exported as CSV; and the values the
// filter dropdowns offer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['loginAs']>>;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
let ids: number[];

beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.loginAs('Site Owner');
  admin = await t.loginAs('Site Administrator');
  const rows = await t.db
    .insert(auditEvents)
    .values([
      {
        occurredAt: new Date('2026-04-01T08:00:00Z'),
        actorId: admin.user.id,
        actorEmail: admin.user.email,
        action: 'create',
        resource: 'companies',
        recordId: '7',
        changes: { name: { old: null, new: 'Maple' } },
        ip: '10.0.0.1',
      },
      {
        occurredAt: new Date('2026-04-01T23:30:00Z'),
        actorId: admin.user.id,
        actorEmail: admin.user.email,
        action: 'update',
        resource: 'companies',
        recordId: '7',
        changes: { city: { old: 'A', new: 'B' } },
      },
      {
        occurredAt: new Date('2026-04-02T10:00:00Z'),
        actorId: owner.user.id,
        actorEmail: owner.user.email,
        action: 'suspend',
        resource: 'users',
        recordId: '42',
        changes: { status: { old: 'active', new: 'suspended' } },
      },
      {
        occurredAt: new Date('2026-04-03T00:00:00Z'),
        actorId: null,
        actorEmail: null,
        action: 'update',
        resource: 'site-settings',
        recordId: null,
        changes: { siteName: { old: 'A', new: '=cmd' } },
      },
    ])
    .returning({ id: auditEvents.id });
  ids = rows.map((r) => Number(r.id));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = owner.headers) => t.call('GET', url, { headers });
const idsOf = (res: { json: () => { data: { id: number }[] } }) => res.json().data.map((e) => e.id);
const e1 = () => ids[0] as number;
const e2 = () => ids[1] as number;
const e3 = () => ids[2] as number;
const e4 = () => ids[3] as number;

describe('GET /api/admin/audit-log', () => {
  it('lists every event newest first, as the history tabs show them', async () => {
    const res = await get('/api/admin/audit-log?from=2026-04-01&to=2026-04-03');
    expect(res.statusCode).toBe(200);
    expect(idsOf(res)).toEqual([e4(), e3(), e2(), e1()]);
    expect(res.json().data[3]).toEqual({
      id: e1(),
      occurredAt: '2026-04-01T08:00:00.000Z',
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      action: 'create',
      resource: 'companies',
      recordId: '7',
      changes: { name: { old: null, new: 'Maple' } },
      ip: '10.0.0.1',
    });
    const page = await get('/api/admin/audit-log?from=2026-04-01&to=2026-04-03&perPage=3&page=2');
    expect(idsOf(page)).toEqual([e1()]);
    expect(page.json().meta).toMatchObject({ total: 4, lastPage: 2 });
    expect(idsOf(await get('/api/admin/audit-log?from=2026-04-01&to=2026-04-03&sort=id'))).toEqual([
      e1(),
      e2(),
      e3(),
      e4(),
    ]);
    expect((await get('/api/admin/audit-log?sort=occurredAt')).statusCode).toBe(422);
  });

  it('filters by resource, action, actor, record and days (inclusive)', async () => {
    const range = 'from=2026-04-01&to=2026-04-03';
    expect(idsOf(await get(`/api/admin/audit-log?${range}&resource=companies`))).toEqual([e2(), e1()]);
    expect(idsOf(await get(`/api/admin/audit-log?${range}&action=update`))).toEqual([e4(), e2()]);
    expect(idsOf(await get(`/api/admin/audit-log?${range}&actorId=${owner.user.id}`))).toEqual([e3()]);
    expect(idsOf(await get('/api/admin/audit-log?resource=users&recordId=42'))).toEqual([e3()]);
    expect(idsOf(await get('/api/admin/audit-log?from=2026-04-01&to=2026-04-01'))).toEqual([e2(), e1()]);
    expect(idsOf(await get('/api/admin/audit-log?from=2026-04-03&to=2026-04-03'))).toEqual([e4()]);
    const bad = await get('/api/admin/audit-log?to=2026-04-31&actorId=x', {
      ...owner.headers,
      'accept-language': 'fr',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      actorId: ['Le champ auteur doit contenir un nombre.'],
      to: ["Le champ au n'est pas une date valide."],
    });
  });

  it('searches the actor email, resource and action (q)', async () => {
    expect(idsOf(await get('/api/admin/audit-log?q=suspend'))).toEqual([e3()]);
    expect(idsOf(await get(`/api/admin/audit-log?q=${admin.user.email.toUpperCase()}`))).toEqual([e2(), e1()]);
    expect(idsOf(await get('/api/admin/audit-log?q=site-settings update'))).toEqual([e4()]);
  });

  it('exports the filtered events as CSV (changes as JSON)', async () => {
    const res = await get('/api/admin/audit-log/export.csv?from=2026-04-01&to=2026-04-03');
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('id,occurredAt,actorId,actorEmail,action,resource,recordId,changes,ip');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe(
      `${e1()},2026-04-01T08:00:00.000Z,${admin.user.id},${admin.user.email},create,companies,7,"{""name"":{""new"":""Maple"",""old"":null}}",10.0.0.1`,
    );
    expect(lines[4]).toContain(',update,site-settings,,');
  });

  it("is the Site Owner's only: Site Administrator and Support get 403, anonymous 401", async () => {
    for (const url of ['/api/admin/audit-log', '/api/admin/audit-log/export.csv', '/api/admin/audit-log/facets']) {
      expect((await get(url, admin.headers)).statusCode).toBe(403);
      expect((await t.call('GET', url)).statusCode).toBe(401);
    }
    const support = await t.loginAs('Support');
    expect((await get('/api/admin/audit-log', support.headers)).statusCode).toBe(403);
    // No record route: events are not edited or opened one by one.
    expect((await get(`/api/admin/audit-log/${e1()}`)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/audit-log/facets', () => {
  it('offers the resources that write events and their actions, sorted', async () => {
    const res = await get('/api/admin/audit-log/facets');
    expect(res.statusCode).toBe(200);
    const { resources, actions } = res.json() as { resources: string[]; actions: string[] };
    expect(resources).toEqual([...resources].sort());
    expect(resources).toEqual(
      expect.arrayContaining([
        'api-tokens',
        'companies',
        'permissions',
        'project-modules',
        'roles',
        'site-settings',
        'uploads',
        'users',
      ]),
    );
    // Read-only resources write nothing.
    expect(resources).not.toContain('renters');
    expect(resources).not.toContain('audit-log');
    expect(actions).toEqual(
      expect.arrayContaining([
        'activate',
        'add-user',
        'create',
        'delete',
        'remove-user',
        'revoke',
        'suspend',
        'update',
        'upload',
      ]),
    );
  });
});
