// /api/admin/ecommerce: who may read and save it, what a save changes (the credit prices landlords are charged,
// the tax lines of the provinces touched and no others), its 422s naming the field in English and French, and
// the one audit event per save (none when nothing changed).
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, creditWallets, ecommerceSettings, taxRates } from '../../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { taxesFor } from '../ecommerce-settings.ts';
import { ECOMMERCE_SETTINGS_AUDIT } from './ecommerce-settings.service.ts';

let t: TestApp;
let admin: Record<string, string>;
let owner: Record<string, string>;
const url = '/api/admin/ecommerce';
const fr = (headers: Record<string, string>) => ({ ...headers, 'accept-language': 'fr' });
const PRICES = { activation: 1, featuredActivation: 1, daily: 1, featuredDaily: 1 };

type TaxLine = { country: 'CA' | 'US'; province: string; name: string; rate: number };
let seededRates: TaxLine[];

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.loginAs('Site Administrator')).headers;
  owner = (await t.loginAs('Site Owner')).headers;
  seededRates = (await t.call('GET', url, { headers: admin }))
    .json()
    .taxRates.map(({ country, province, name, rate }: TaxLine) => ({ country, province, name, rate }));
});
afterAll(() => t.close());

/** Each test starts from migration 0012's settings and rates, with no audit events. */
beforeEach(async () => {
  await t.db
    .update(ecommerceSettings)
    .set({
      creditPrices: PRICES,
      memberPrices: PRICES,
      currencies: { CA: 'CAD', US: 'USD' },
      legalName: '',
      legalAddress: '',
      taxRegistrations: [],
      receiptPrefix: 'R-',
    })
    .where(eq(ecommerceSettings.id, 1));
  await t.db.delete(taxRates);
  const positions = new Map<string, number>();
  const rows = seededRates.map((line) => {
    const position = positions.get(line.province) ?? 0;
    positions.set(line.province, position + 1);
    return { ...line, position };
  });
  await t.db.insert(taxRates).values(rows);
  await t.db.delete(auditEvents);
});

const save = (body: unknown, headers = admin) => t.call('PATCH', url, { headers, body });
const auditRows = () =>
  t.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.resource, ECOMMERCE_SETTINGS_AUDIT))
    .orderBy(desc(auditEvents.id));

describe('who may use /api/admin/ecommerce', () => {
  it('answers 401 to anonymous callers and 403 to landlords, renters and support staff', async () => {
    expect((await t.call('GET', url)).statusCode).toBe(401);
    expect((await t.call('PATCH', url, { body: { legalName: 'X' } })).statusCode).toBe(401);
    for (const role of ['Landlord', 'Renter', 'Support'] as const) {
      const { headers } = await t.loginAs(role);
      expect((await t.call('GET', url, { headers })).statusCode, role).toBe(403);
      expect((await save({ legalName: 'X' }, headers)).statusCode, role).toBe(403);
    }
    expect(await auditRows()).toHaveLength(0);
  });

  it('lets the Site Owner and Site Administrator (modifyCreditBundles) in', async () => {
    expect((await t.call('GET', url, { headers: owner })).statusCode).toBe(200);
    expect((await t.call('GET', url, { headers: admin })).statusCode).toBe(200);
  });
});

describe('GET /api/admin/ecommerce', () => {
  it("answers the settings, Canada's seeded taxes and every province, territory and state", async () => {
    const res = await t.call('GET', url, { headers: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.settings).toMatchObject({
      creditPrices: PRICES,
      memberPrices: PRICES,
      currencies: { CA: 'CAD', US: 'USD' },
      receiptPrefix: 'R-',
      taxRegistrations: [],
    });
    const qc = body.taxRates.filter((r: TaxLine) => r.province === 'QC');
    expect(qc.map((r: TaxLine) => [r.name, r.rate])).toEqual([
      ['GST', 5000],
      ['QST', 9975],
    ]);
    const canada = body.regions.filter((r: { country: string }) => r.country === 'CA');
    expect(canada).toHaveLength(13);
    expect(body.regions.filter((r: { country: string }) => r.country === 'US')).toHaveLength(51);
    expect(body.regions[0]).toEqual({ country: 'CA', code: 'AB', name: 'Alberta' });
  });

  it('names the regions in French', async () => {
    const res = await t.call('GET', url, { headers: fr(admin) });
    const names = res.json().regions.map((r: { name: string }) => r.name);
    expect(names).toContain('Colombie-Britannique');
    expect(names).toContain('Territoires du Nord-Ouest');
  });
});

describe('PATCH /api/admin/ecommerce', () => {
  it('saves credit prices, which GET commerce/credit-prices then answers (member prices to members)', async () => {
    const res = await save({
      creditPrices: { activation: 3, featuredActivation: 6, daily: 2, featuredDaily: 4 },
      memberPrices: { activation: 1, featuredActivation: 2, daily: 0, featuredDaily: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Saved.');
    expect(res.json().settings.creditPrices).toEqual({
      activation: 3,
      featuredActivation: 6,
      daily: 2,
      featuredDaily: 4,
    });

    const anyone = await t.call('GET', '/api/commerce/credit-prices');
    expect(anyone.json()).toEqual({ activation: 3, featuredActivation: 6, daily: 2, featuredDaily: 4 });

    const member = await t.loginAs('Landlord');
    const companyId = member.user.companyId as number;
    await t.db
      .insert(creditWallets)
      .values({ companyId, membershipExpiresAt: new Date(Date.now() + 86_400_000) })
      .onConflictDoUpdate({
        target: creditWallets.companyId,
        set: { membershipExpiresAt: new Date(Date.now() + 86_400_000) },
      });
    const prices = await t.call('GET', '/api/commerce/credit-prices', { headers: member.headers });
    expect(prices.json()).toEqual({ activation: 1, featuredActivation: 2, daily: 0, featuredDaily: 1 });
  });

  it('saves the seller, registrations, currencies and receipt prefix, with one audit event of what changed', async () => {
    const res = await save({
      legalName: ' Rentals Inc. ',
      legalAddress: '1 King St W\nToronto ON M5H 1A1',
      taxRegistrations: [
        { name: 'GST/HST', number: '123456789 RT0001' },
        { name: 'QST', number: '1234567890 TQ0001' },
      ],
      currencies: { CA: 'CAD', US: 'CAD' },
      receiptPrefix: 'INV-',
      creditPrices: PRICES,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toMatchObject({
      legalName: 'Rentals Inc.',
      currencies: { CA: 'CAD', US: 'CAD' },
      receiptPrefix: 'INV-',
    });
    const [event, ...others] = await auditRows();
    expect(others).toHaveLength(0);
    expect(event).toMatchObject({ action: 'update', recordId: null, actorEmail: expect.any(String) });
    // The prices sent unchanged are not in the event.
    expect(Object.keys(event?.changes ?? {}).sort()).toEqual(
      ['currencies', 'legalAddress', 'legalName', 'receiptPrefix', 'taxRegistrations'].sort(),
    );
    expect(event?.changes.receiptPrefix).toEqual({ old: 'R-', new: 'INV-' });

    // The same again changes nothing and records nothing.
    expect((await save({ legalName: 'Rentals Inc.', receiptPrefix: 'INV-' })).statusCode).toBe(200);
    expect(await auditRows()).toHaveLength(1);
  });

  it("replaces the taxes of the provinces whose lines changed, keeps the others' rows, and audits each", async () => {
    const before = (await t.call('GET', url, { headers: admin })).json().taxRates as (TaxLine & { id: number })[];
    const ontario = before.find((r) => r.province === 'ON');
    const lines = seededRates
      .filter((r) => r.province !== 'AB')
      .map((r) => (r.province === 'QC' && r.name === 'QST' ? { ...r, rate: 10_000 } : r));
    lines.push({ country: 'US', province: 'ny', name: 'Sales tax', rate: 4000 });
    const res = await save({ taxRates: lines });
    expect(res.statusCode).toBe(200);

    expect(await taxesFor(t.db, 'CA', 'QC')).toEqual([
      { name: 'GST', rate: 5000 },
      { name: 'QST', rate: 10_000 },
    ]);
    expect(await taxesFor(t.db, 'US', 'NY')).toEqual([{ name: 'Sales tax', rate: 4000 }]);
    expect(await taxesFor(t.db, 'CA', 'AB')).toEqual([]);
    const after = res.json().taxRates as (TaxLine & { id: number })[];
    expect(after.find((r) => r.province === 'ON')?.id).toBe(ontario?.id);

    const [event] = await auditRows();
    expect(event?.changes).toEqual({
      'taxRates.CA-QC': { old: 'GST 5%, QST 9.975%', new: 'GST 5%, QST 10%' },
      'taxRates.CA-AB': { old: 'GST 5%', new: null },
      'taxRates.US-NY': { old: null, new: 'Sales tax 4%' },
    });
  });

  it('keeps the order given within a province', async () => {
    const lines = seededRates.map((r) => (r.province === 'QC' ? { ...r } : r));
    const qc = lines.filter((r) => r.province === 'QC').reverse();
    const res = await save({ taxRates: [...lines.filter((r) => r.province !== 'QC'), ...qc] });
    expect(res.statusCode).toBe(200);
    expect((await taxesFor(t.db, 'CA', 'QC')).map((r) => r.name)).toEqual(['QST', 'GST']);
  });

  it('refuses bad values with messages naming each field, in English and French, and writes nothing', async () => {
    const bad = {
      creditPrices: { activation: -1, featuredActivation: 1.5, daily: 1, featuredDaily: 1 },
      currencies: { CA: 'EUR', US: 'USD' },
      receiptPrefix: 'R 1',
      taxRegistrations: [
        { name: '', number: '123' },
        { name: 'GST/HST', number: '12345678RT0001' },
        { name: 'HST', number: '123456789RT01' },
        { name: 'QST', number: '1234567890 TQ0001' },
      ],
    };
    // Checks across lines (a name twice in a province) run once every value has the right type.
    const lines = {
      taxRates: [
        { country: 'CA', province: 'QC', name: 'GST', rate: 5000 },
        { country: 'CA', province: 'QC', name: 'gst', rate: 100_001 },
      ],
    };
    const res = await save(bad);
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors['creditPrices.activation']).toEqual(['The activation field must be at least 0.']);
    expect(errors['creditPrices.featuredActivation']).toEqual(['The featured activation field must be an integer.']);
    expect(errors['currencies.CA']).toEqual(['The selected currency for Canada is invalid.']);
    expect(errors.receiptPrefix).toEqual(['The receipt prefix field format is invalid.']);
    expect(errors['taxRegistrations.0.name']).toEqual(['The name field is required.']);
    // A GST/HST number is 9 digits, "RT" and 4 digits (123456789RT0001); other registrations are free text.
    expect(errors['taxRegistrations.1.number']).toEqual(['The number field format is invalid.']);
    expect(errors['taxRegistrations.2.number']).toEqual(['The number field format is invalid.']);
    expect(errors['taxRegistrations.3.number']).toBeUndefined();
    const duplicate = await save(lines);
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({
      'taxRates.1.rate': ['The rate field must not be greater than 100000.'],
      'taxRates.1.name': ['The name field has a duplicate value.'],
    });

    const french = (await save(bad, fr(admin))).json().errors;
    expect(french.receiptPrefix).toEqual(['Le format du champ préfixe des reçus est invalide.']);
    expect(french['currencies.CA']).toEqual(["Le champ devise au Canada sélectionné n'est pas valide."]);
    expect((await save(lines, fr(admin))).json().errors['taxRates.1.name']).toEqual([
      'Le champ nom contient une valeur en double.',
    ]);

    const unknown = await save({ taxRates: [{ country: 'CA', province: 'ZZ', name: 'GST', rate: 5000 }] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'taxRates.0.province': ['The selected province is invalid.'] });
    expect((await save({ surcharge: 1 })).json().errors).toEqual({
      surcharge: ['The surcharge field is not allowed.'],
    });

    const [settings] = await t.db.select().from(ecommerceSettings);
    expect(settings?.receiptPrefix).toBe('R-');
    expect(await taxesFor(t.db, 'CA', 'QC')).toHaveLength(2);
    expect(await auditRows()).toHaveLength(0);
  });
});
