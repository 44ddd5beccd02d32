// Credit bundles: the back office's resource (who may use it, create/update/delete with their 422s in English
// and French and their audit rows, a bundle a promo code names kept), the landlords' list of bundles on sale
// (active now only, by position, in their language and currency) and the demo seed (once, into empty tables).

import { updateEcommerceSettingsSchema } from '@rentals/shared/resources/ecommerce-settings';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  auditEvents,
  billingInformation,
  creditBundles,
  ecommerceSettings,
  promoCodes,
} from '../../../db/schema/index.ts';
import { DEMO_BUNDLES, DEMO_SELLER, seedDemoCommerce } from '../../../db/seed/demo-commerce.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';

let t: TestApp;
let admin: Record<string, string>;
const url = '/api/admin/credit-bundles';
const fr = (headers: Record<string, string> = {}) => ({ ...headers, 'accept-language': 'fr' });
const DAY = 86_400_000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.loginAs('Site Administrator')).headers;
});
afterAll(() => t.close());

const create = (body: unknown, headers = admin) => t.call('POST', url, { headers, body });
const eventsOf = (id: number) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.resource, 'credit-bundles'), eq(auditEvents.recordId, String(id))))
    .orderBy(asc(auditEvents.id));

describe('the demo seed', () => {
  it('adds three bundles and WELCOME10 into empty tables, once', async () => {
    expect(await seedDemoCommerce(t.db)).toEqual({ bundles: 3, promoCodes: 1 });
    expect(await seedDemoCommerce(t.db)).toEqual({ bundles: 0, promoCodes: 0 });
    const bundles = await t.db.select().from(creditBundles).orderBy(asc(creditBundles.position));
    expect(bundles.map((b) => [b.name, b.credits, b.price, b.bonusCredits, b.membershipMonths])).toEqual([
      ['Starter', 10, 2500, 0, 0],
      ['Standard', 50, 10_000, 5, 0],
      ['Pro', 200, 35_000, 30, 12],
    ]);
    const [welcome] = await t.db.select().from(promoCodes);
    expect(welcome).toMatchObject({ code: 'WELCOME10', kind: 'percent', value: 10, maxPerCompany: 1, used: 0 });
    expect(DEMO_BUNDLES).toHaveLength(3);
  });

  it('names the seller receipts print, with a valid GST/HST number, and keeps an administrator’s edit', async () => {
    await seedDemoCommerce(t.db);
    const [settings] = await t.db.select().from(ecommerceSettings);
    expect(settings).toMatchObject(DEMO_SELLER);
    expect(settings?.taxRegistrations).toContainEqual({ name: 'GST/HST', number: '123456789RT0001' });
    expect(updateEcommerceSettingsSchema.safeParse(DEMO_SELLER).success).toBe(true);
    await t.db.update(ecommerceSettings).set({ legalName: 'Edited Inc.' });
    await seedDemoCommerce(t.db);
    expect((await t.db.select().from(ecommerceSettings))[0]?.legalName).toBe('Edited Inc.');
  });
});

describe('/api/admin/credit-bundles', () => {
  beforeEach(async () => {
    await t.db.delete(promoCodes);
    await t.db.delete(creditBundles);
  });

  it('answers 401 to anonymous callers and 403 to landlords, renters and support staff', async () => {
    expect((await t.call('GET', url)).statusCode).toBe(401);
    for (const role of ['Landlord', 'Renter', 'Support'] as const) {
      const { headers } = await t.loginAs(role);
      expect((await t.call('GET', url, { headers })).statusCode, role).toBe(403);
      expect((await create({ name: 'X', nameFr: 'X', credits: 1, price: 100 }, headers)).statusCode, role).toBe(403);
    }
  });

  it('creates a bundle with its defaults, lists it by position, and audits the create', async () => {
    const res = await create({ name: 'Starter', nameFr: 'Débutant', credits: 10, price: 2500, position: 2 });
    expect(res.statusCode).toBe(201);
    const bundle = res.json();
    expect(bundle).toMatchObject({
      name: 'Starter',
      nameFr: 'Débutant',
      credits: 10,
      price: 2500,
      bonusCredits: 0,
      membershipMonths: 0,
      activeFrom: null,
      activeTo: null,
      status: 'active',
    });
    await create({ name: 'Pro', nameFr: 'Pro', credits: 200, price: 35_000, position: 1 });
    const list = await t.call('GET', url, { headers: admin });
    expect(list.json().data.map((b: { name: string }) => b.name)).toEqual(['Pro', 'Starter']);

    const [event] = await eventsOf(bundle.id);
    expect(event).toMatchObject({ action: 'create', resource: 'credit-bundles' });
    expect(event?.changes.price).toEqual({ old: null, new: 2500 });
  });

  it('names each field at fault, in English and French', async () => {
    const res = await create({ nameFr: 'X', credits: 0, price: 0, bonusCredits: -1, activeFrom: 'soon' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['The name field is required.'],
      credits: ['The credits field must be at least 1.'],
      price: ['The price field must be at least 1.'],
      bonusCredits: ['The bonus credits field must be at least 0.'],
      activeFrom: ['The active from field must be a valid date.'],
    });
    const window = await create(
      { name: 'W', nameFr: 'W', credits: 1, price: 100, activeFrom: at(2), activeTo: at(1) },
      fr(admin),
    );
    expect(window.statusCode).toBe(422);
    expect(window.json().errors).toEqual({
      activeTo: ['Le champ fin de la période active doit être postérieur au début.'],
    });
  });

  it('updates only what is sent, checks the window against the stored one, and audits what changed', async () => {
    const { id } = (await create({ name: 'Std', nameFr: 'Std', credits: 50, price: 10_000, activeFrom: at(1) })).json();
    const res = await t.call('PATCH', `${url}/${id}`, { headers: admin, body: { price: 9_000, bonusCredits: 5 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ price: 9_000, bonusCredits: 5, credits: 50, status: 'scheduled' });
    const [, update] = await eventsOf(id);
    expect(update?.changes).toEqual({ price: { old: 10_000, new: 9_000 }, bonusCredits: { old: 0, new: 5 } });

    const bad = await t.call('PATCH', `${url}/${id}`, { headers: admin, body: { activeTo: at(0) } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ activeTo: ['The active to field must be later than the start.'] });
    expect(await eventsOf(id)).toHaveLength(2);
  });

  it('deletes a bundle, but not while a promo code is limited to it (409 naming the code)', async () => {
    const { id } = (await create({ name: 'Old', nameFr: 'Vieux', credits: 5, price: 500 })).json();
    const [code] = await t.db
      .insert(promoCodes)
      .values({ code: 'ONLYOLD', kind: 'bonus', value: 2, bundleIds: [id] })
      .returning();
    const refused = await t.call('DELETE', `${url}/${id}`, { headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('ONLYOLD');

    await t.db
      .update(promoCodes)
      .set({ bundleIds: [] })
      .where(eq(promoCodes.id, code?.id ?? 0));
    const res = await t.call('DELETE', `${url}/${id}`, { headers: admin });
    expect(res.statusCode).toBe(200);
    expect((await eventsOf(id)).map((e) => e.action)).toEqual(['create', 'delete']);
  });
});

describe('GET /api/commerce/credit-bundles', () => {
  beforeAll(async () => {
    await t.db.delete(promoCodes);
    await t.db.delete(creditBundles);
    await t.db.insert(creditBundles).values([
      {
        name: 'Pro',
        nameFr: 'Professionnel',
        credits: 200,
        price: 35_000,
        bonusCredits: 30,
        membershipMonths: 12,
        position: 3,
      },
      { name: 'Starter', nameFr: 'Débutant', credits: 10, price: 2_500, position: 1 },
      { name: 'Later', nameFr: 'Plus tard', credits: 1, price: 100, activeFrom: new Date(at(1)), position: 0 },
      { name: 'Gone', nameFr: 'Fini', credits: 1, price: 100, activeTo: new Date(at(-1)), position: 0 },
      {
        name: 'Now',
        nameFr: 'Maintenant',
        credits: 20,
        price: 4_000,
        activeFrom: new Date(at(-1)),
        activeTo: new Date(at(1)),
        position: 2,
      },
    ]);
  });

  it('answers only the bundles on sale now, by position, to anyone', async () => {
    const res = await t.call('GET', '/api/commerce/credit-bundles');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((b: { name: string }) => b.name)).toEqual(['Starter', 'Now', 'Pro']);
    expect(data[2]).toEqual({
      id: expect.any(Number),
      name: 'Pro',
      credits: 200,
      bonusCredits: 30,
      membershipMonths: 12,
      price: 35_000,
      currency: 'CAD',
    });
  });

  it("names them in the request's language", async () => {
    const res = await t.call('GET', '/api/commerce/credit-bundles', { headers: fr() });
    expect(res.json().data.map((b: { name: string }) => b.name)).toEqual(['Débutant', 'Maintenant', 'Professionnel']);
  });

  it("prices them in the currency of the landlord's billing country", async () => {
    const landlord = await t.loginAs('Landlord');
    await t.db.insert(billingInformation).values({
      companyId: landlord.user.companyId as number,
      name: 'Leah',
      line1: '1 Main St',
      city: 'Buffalo',
      postalCode: '14201',
      province: 'NY',
      country: 'US',
    });
    const res = await t.call('GET', '/api/commerce/credit-bundles', { headers: landlord.headers });
    expect(new Set(res.json().data.map((b: { currency: string }) => b.currency))).toEqual(new Set(['USD']));
  });
});
