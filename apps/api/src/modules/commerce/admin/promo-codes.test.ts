// Promo codes in the back office: who may use them, codes stored upper case and unique (a duplicate is a 422
// under `code`), the value read by its kind, partial updates checked with the stored values, `used` read-only
// and never below the overall limit, the bundles named existing, a used code kept, and the audit rows.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, creditBundles, promoCodes } from '../../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let bundleIds: number[];
const url = '/api/admin/promo-codes';
const fr = (headers: Record<string, string>) => ({ ...headers, 'accept-language': 'fr' });

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.loginAs('Site Administrator')).headers;
  const bundles = await t.db
    .insert(creditBundles)
    .values([
      { name: 'Starter', nameFr: 'Débutant', credits: 10, price: 2500 },
      { name: 'Pro', nameFr: 'Pro', credits: 200, price: 35_000 },
    ])
    .returning({ id: creditBundles.id });
  bundleIds = bundles.map((b) => b.id);
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.delete(promoCodes);
});

const create = (body: unknown, headers = admin) => t.call('POST', url, { headers, body });
const patch = (id: number, body: unknown, headers = admin) => t.call('PATCH', `${url}/${id}`, { headers, body });
const eventsOf = (id: number) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.resource, 'promo-codes'), eq(auditEvents.recordId, String(id))))
    .orderBy(asc(auditEvents.id));

describe('/api/admin/promo-codes', () => {
  it('answers 401 to anonymous callers and 403 to landlords, renters and support staff', async () => {
    expect((await t.call('GET', url)).statusCode).toBe(401);
    expect((await create({ code: 'X1', kind: 'bonus', value: 1 }, {})).statusCode).toBe(401);
    for (const role of ['Landlord', 'Renter', 'Support'] as const) {
      const { headers } = await t.loginAs(role);
      expect((await t.call('GET', url, { headers })).statusCode, role).toBe(403);
      expect((await create({ code: 'X1', kind: 'bonus', value: 1 }, headers)).statusCode, role).toBe(403);
    }
    expect(await t.db.select().from(promoCodes)).toHaveLength(0);
  });

  it('stores the code upper case, limited to bundles, and audits the create', async () => {
    const res = await create({
      code: ' spring-25 ',
      kind: 'amount',
      value: 2500,
      maxRedemptions: 100,
      maxPerCompany: 1,
      bundleIds: [bundleIds[1]],
    });
    expect(res.statusCode).toBe(201);
    const code = res.json();
    expect(code).toMatchObject({
      code: 'SPRING-25',
      kind: 'amount',
      value: 2500,
      used: 0,
      maxRedemptions: 100,
      maxPerCompany: 1,
      bundleIds: [bundleIds[1]],
      bundles: [{ id: bundleIds[1], name: 'Pro' }],
      status: 'active',
    });
    const [event] = await eventsOf(code.id);
    expect(event).toMatchObject({ action: 'create' });
    expect(event?.changes.code).toEqual({ old: null, new: 'SPRING-25' });
  });

  it('refuses a code already taken, whatever its case, with a 422 under code (English and French)', async () => {
    expect((await create({ code: 'WELCOME10', kind: 'percent', value: 10 })).statusCode).toBe(201);
    const res = await create({ code: 'welcome10', kind: 'bonus', value: 5 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ code: ['The code has already been taken.'] });
    const french = await create({ code: 'Welcome10', kind: 'bonus', value: 5 }, fr(admin));
    expect(french.json().errors).toEqual({ code: ['La valeur du champ code est déjà utilisée.'] });

    const other = (await create({ code: 'OTHER', kind: 'bonus', value: 5 })).json();
    const renamed = await patch(other.id, { code: 'welcome10' });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors).toEqual({ code: ['The code has already been taken.'] });
    // Its own code again is no conflict.
    expect((await patch(other.id, { code: 'other' })).statusCode).toBe(200);
  });

  it('names each field at fault', async () => {
    const res = await create({
      code: 'bad code!',
      kind: 'percent',
      value: 150,
      maxPerCompany: 0,
      validFrom: '2026-12-31T00:00:00Z',
      validTo: '2026-12-01T00:00:00Z',
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.code).toEqual(['The code field format is invalid.']);
    expect(errors.maxPerCompany).toEqual(['The max per company field must be at least 1.']);
    expect(errors.validTo).toEqual(['The valid to field must be later than the start.']);
    const kind = await create({ code: 'K1', kind: 'free', value: 1 });
    expect(kind.json().errors).toEqual({ kind: ['The selected kind is invalid.'] });
    const percent = await create({ code: 'P1', kind: 'percent', value: 150 });
    expect(percent.json().errors).toEqual({ value: ['The value field must not be greater than 100.'] });
    const window = await create({
      code: 'W1',
      kind: 'bonus',
      value: 1,
      validFrom: '2026-12-31T00:00:00Z',
      validTo: '2026-12-01T00:00:00Z',
    });
    expect(window.json().errors).toEqual({ validTo: ['The valid to field must be later than the start.'] });
    const missing = await create({ code: 'M1', kind: 'bonus', value: 1, bundleIds: [999_999] });
    expect(missing.json().errors).toEqual({ bundleIds: ['The selected bundles is invalid.'] });
    expect(await t.db.select().from(promoCodes)).toHaveLength(0);
  });

  it('checks a partial update with the stored values, and never lets `used` be written', async () => {
    const { id } = (await create({ code: 'TENOFF', kind: 'amount', value: 1000, maxRedemptions: 10 })).json();
    // An amount of $10 turned into a percentage would be 1000%.
    const kind = await patch(id, { kind: 'percent' });
    expect(kind.statusCode).toBe(422);
    expect(kind.json().errors).toEqual({ value: ['The value field must not be greater than 100.'] });
    expect((await patch(id, { kind: 'percent', value: 10 })).statusCode).toBe(200);

    const used = await patch(id, { used: 0 });
    expect(used.statusCode).toBe(422);
    expect(used.json().errors).toEqual({ used: ['The used field is not allowed.'] });

    await t.db.update(promoCodes).set({ used: 3 }).where(eq(promoCodes.id, id));
    const below = await patch(id, { maxRedemptions: 2 });
    expect(below.statusCode).toBe(422);
    expect(below.json().errors).toEqual({ maxRedemptions: ['The max redemptions field must be at least 3.'] });
    const res = await patch(id, { maxRedemptions: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ used: 3, maxRedemptions: 3, status: 'used-up' });

    const changes = (await eventsOf(id)).map((e) => Object.keys(e.changes).sort());
    expect(changes).toEqual([
      expect.arrayContaining(['code', 'kind', 'value']),
      ['kind', 'value'],
      ['maxRedemptions', 'status'],
    ]);
  });

  it('lists used of max, filters by kind and status, and searches the code', async () => {
    const a = (await create({ code: 'ALPHA', kind: 'percent', value: 5, maxRedemptions: 2 })).json();
    await create({ code: 'BETA', kind: 'bonus', value: 3 });
    await create({ code: 'GAMMA', kind: 'percent', value: 5, validTo: '2020-01-01T00:00:00Z' });
    await t.db.update(promoCodes).set({ used: 2 }).where(eq(promoCodes.id, a.id));
    const codes = async (query: string) =>
      (await t.call('GET', `${url}?${query}`, { headers: admin })).json().data.map((c: { code: string }) => c.code);
    expect(await codes('')).toEqual(['ALPHA', 'BETA', 'GAMMA']);
    expect(await codes('kind=percent')).toEqual(['ALPHA', 'GAMMA']);
    expect(await codes('status=active')).toEqual(['BETA']);
    expect(await codes('status=used-up')).toEqual(['ALPHA']);
    expect(await codes('status=expired')).toEqual(['GAMMA']);
    expect(await codes('q=et')).toEqual(['BETA']);
    const [alpha] = (await t.call('GET', `${url}?q=alpha`, { headers: admin })).json().data;
    expect(alpha).toMatchObject({ used: 2, maxRedemptions: 2, status: 'used-up' });
  });

  it('deletes an unused code, and keeps a used one (409)', async () => {
    const unused = (await create({ code: 'UNUSED', kind: 'bonus', value: 1 })).json();
    const usedCode = (await create({ code: 'USED', kind: 'bonus', value: 1 })).json();
    await t.db.update(promoCodes).set({ used: 1 }).where(eq(promoCodes.id, usedCode.id));
    const refused = await t.call('DELETE', `${url}/${usedCode.id}`, { headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This promo code has been used 1 time: set its end date instead of deleting it.',
    );
    expect((await t.call('DELETE', `${url}/${unused.id}`, { headers: admin })).statusCode).toBe(200);
    expect((await eventsOf(unused.id)).map((e) => e.action)).toEqual(['create', 'delete']);
  });
});
