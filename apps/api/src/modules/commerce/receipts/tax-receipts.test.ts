// The landlord's tax receipts: the list (the caller's company's receipts and credit notes, newest first, the list
// contract and its filters), the PDF (attachment, the caller's language, the buyer's tax information or its
// fallbacks), every Canadian province priced with quote() and the seeded taxes and printed with the same
// amounts (examples/credit-ledger.md invariant 6), and ownership: another company's receipt is a 404.
import type { TaxReceipt } from '@rentals/shared/resources/tax-receipts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingInformation,
  companies,
  ecommerceSettings,
  receipts,
  taxRates,
  users,
} from '../../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { taxesFor } from '../ecommerce-settings.ts';
import { issueReceipt } from './issue-receipt.ts';
import { pdfText, plain } from './pdf-text.ts';
import { formatMoney, taxLabel } from './receipt-pdf.ts';
import { insertOrder, markRefunded, type TestOrder } from './test-orders.ts';

type Login = Awaited<ReturnType<TestApp['loginAs']>>;

let t: TestApp;
let owner: Login; // landlord of company A
let colleague: Login; // another landlord of company A
let rival: Login; // landlord of company B
let solo: Login; // landlord without a company

const companyOf = (login: Login) => login.user.companyId as number;

/** A paid order of `login`'s company and its receipt, as the payment would issue it. */
async function paidWithReceipt(login: Login, order: Omit<TestOrder, 'companyId'> = {}) {
  const row = await insertOrder(t.db, { companyId: companyOf(login), ...order });
  const receipt = await t.db.transaction((tx) => issueReceipt(tx, row, 'receipt'));
  return { order: row, receipt };
}

async function refundWithNote(order: { id: number; companyId: number }) {
  await markRefunded(t.db, order.id);
  return t.db.transaction((tx) => issueReceipt(tx, order, 'credit-note'));
}

const list = (login: Login, query = '') =>
  t.call('GET', `/api/landlord/tax-receipts${query}`, { headers: login.headers });

async function pdfOf(login: Login, receiptId: number, language = 'en') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/landlord/tax-receipts/${receiptId}/pdf`,
    headers: { ...login.headers, 'accept-language': language },
  });
  return res;
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.db
    .update(ecommerceSettings)
    .set({
      legalName: 'Rentals Marketplace Inc.',
      legalAddress: '100 King Street West, Toronto, ON M5X 1A9',
      taxRegistrations: [
        { name: 'GST/HST', number: '123456789 RT0001' },
        { name: 'QST', number: '1234567890 TQ0001' },
      ],
      receiptPrefix: 'R-',
    })
    .where(eq(ecommerceSettings.id, 1));
  owner = await t.loginAs('Landlord', { companyName: 'Owner Rentals' });
  colleague = await t.loginAs('Landlord');
  await t.db
    .update(users)
    .set({ companyId: companyOf(owner) })
    .where(eq(users.id, colleague.user.id));
  colleague = { ...colleague, user: { ...colleague.user, companyId: companyOf(owner) } };
  rival = await t.loginAs('Landlord', { companyName: 'Rival Rentals' });
  solo = await t.loginAs('Landlord', { companyName: undefined });
});
afterAll(() => t.close());

describe('GET /api/landlord/tax-receipts', () => {
  it("lists the company's receipts and credit notes, newest first, with the list contract", async () => {
    const landlord = await t.loginAs('Landlord', { companyName: 'Listing Rentals' });
    const first = await paidWithReceipt(landlord, { bundleName: 'Small bundle', price: 1000 });
    const second = await paidWithReceipt(landlord, { bundleName: 'Big bundle', price: 9000, province: 'ON' });
    const note = await refundWithNote(first.order);

    const res = await list(landlord);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: TaxReceipt[]; meta: Record<string, number> };
    expect(body.meta).toMatchObject({ currentPage: 1, total: 3, lastPage: 1 });
    expect(body.data.map((r) => r.id)).toEqual([note.id, second.receipt.id, first.receipt.id]);
    expect(body.data[0]).toMatchObject({
      kind: 'credit-note',
      number: `CN-${note.number}`,
      sequence: note.number,
      orderId: first.order.id,
      bundleName: 'Small bundle',
      total: first.order.total,
      currency: 'CAD',
    });
    expect(body.data[1]).toMatchObject({
      kind: 'receipt',
      number: `R-${second.receipt.number}`,
      total: 9000 + 1170, // Ontario's HST 13%
      currency: 'CAD',
    });
    expect(Date.parse(body.data[1]?.issuedAt ?? '')).not.toBeNaN();

    const paged = (await list(landlord, '?perPage=2&page=2')).json();
    expect(paged.data.map((r: TaxReceipt) => r.id)).toEqual([first.receipt.id]);
    expect(paged.meta).toMatchObject({ currentPage: 2, perPage: 2, total: 3, lastPage: 2 });
    const notes = (await list(landlord, '?kind=credit-note')).json();
    expect(notes.data.map((r: TaxReceipt) => r.id)).toEqual([note.id]);
    const byTotal = (await list(landlord, '?sort=total')).json();
    expect(byTotal.data.map((r: TaxReceipt) => r.total)).toEqual([1150, 1150, 10_170]);
  });

  it('filters by issue day and refuses a bad filter with a 422', async () => {
    const landlord = await t.loginAs('Landlord', { companyName: 'Dated Rentals' });
    const { receipt } = await paidWithReceipt(landlord);
    await t.db
      .update(receipts)
      .set({ issuedAt: new Date('2026-01-15T12:00:00Z') })
      .where(eq(receipts.id, receipt.id));
    await paidWithReceipt(landlord);
    const january = (await list(landlord, '?from=2026-01-01&to=2026-01-31')).json();
    expect(january.data.map((r: TaxReceipt) => r.id)).toEqual([receipt.id]);
    const after = (await list(landlord, '?from=2026-01-16')).json();
    expect(after.data.map((r: TaxReceipt) => r.id)).not.toContain(receipt.id);
    expect((await list(landlord, '?from=2026-02-30')).statusCode).toBe(422);
    expect((await list(landlord, '?kind=invoice')).statusCode).toBe(422);
    expect((await list(landlord, '?sort=password')).statusCode).toBe(422);
  });

  it('is documented in the OpenAPI document, with the PDF route', async () => {
    const paths = (await t.call('GET', '/api/docs/json')).json().paths;
    expect(paths['/api/landlord/tax-receipts']?.get?.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'perPage', 'sort', 'kind', 'from', 'to']),
    );
    expect(paths['/api/landlord/tax-receipts/{id}/pdf']?.get?.summary).toMatch(/as a PDF/);
  });

  it('is for landlords: anonymous callers get 401, renters and staff 403', async () => {
    expect((await t.call('GET', '/api/landlord/tax-receipts')).statusCode).toBe(401);
    const renter = await t.loginAs('Renter');
    expect((await list(renter)).statusCode).toBe(403);
    const staff = await t.loginAs('Site Owner');
    expect((await list(staff)).statusCode).toBe(403);
  });
});

describe('GET /api/landlord/tax-receipts/:id/pdf', () => {
  it('sends the receipt as a PDF attachment named by its number, in English or French', async () => {
    await t.db
      .update(companies)
      .set({
        taxCompanyName: 'Gestion Immobilière Côté inc.',
        taxCompanyAddress: '55 boulevard René-Lévesque Est',
        taxCompanyAddressCont: 'Québec (Québec) G1R 2B5',
        taxCompanyWebsite: 'https://cote.example',
      })
      .where(eq(companies.id, companyOf(owner)));
    const { order, receipt } = await paidWithReceipt(owner, {
      bundleName: 'Pro bundle',
      price: 20_000,
      credits: 250,
      province: 'QC',
      promo: { code: 'SAVE20', kind: 'amount', value: 2000 },
      card: { brand: 'mastercard', last4: '4444' },
    });
    const res = await pdfOf(owner, receipt.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-R-${receipt.number}.pdf"`);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Rentals Marketplace Inc.',
      '100 King Street West, Toronto, ON M5X 1A9',
      'GST/HST: 123456789 RT0001',
      'Payment method Mastercard ending in 4444',
      `Receipt no. R-${receipt.number}`,
      'Gestion Immobilière Côté inc.',
      '55 boulevard René-Lévesque Est',
      'Québec (Québec) G1R 2B5',
      'https://cote.example',
      'Pro bundle',
      '250 credits',
      'Promo code SAVE20 -$20.00',
      'Subtotal $180.00',
      'GST 5% $9.00',
      'QST 9.975% $17.96',
      `Total $206.96`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(order.total).toBe(20_696);

    const fr = await pdfText((await pdfOf(owner, receipt.id, 'fr-CA,fr;q=0.9')).rawPayload);
    expect(fr).toContain(`Reçu nº R-${receipt.number}`);
    expect(fr).toContain(plain('TVQ 9,975 % 17,96 $'));
    expect(fr).toContain(plain('Total 206,96 $'));

    // The company's other landlords see it too.
    expect((await pdfOf(colleague, receipt.id)).statusCode).toBe(200);
  });

  it("prints a credit note for a refund, and falls back to the company's name and address, then its billing address", async () => {
    const landlord = await t.loginAs('Landlord', { companyName: 'Fallback Rentals' });
    await t.db.insert(billingInformation).values({
      companyId: companyOf(landlord),
      name: 'Billing Person',
      line1: '1 Billing Road',
      city: 'Halifax',
      postalCode: 'B3H 1A1',
      province: 'NS',
    });
    const { order, receipt } = await paidWithReceipt(landlord, { province: 'NS', price: 10_000 });
    const billed = await pdfText((await pdfOf(landlord, receipt.id)).rawPayload);
    expect(billed).toContain('Fallback Rentals 1 Billing Road Halifax, NS B3H 1A1');
    expect(billed).toContain('HST 14% $14.00');

    await t.db
      .update(companies)
      .set({ address: '9 Company Street', city: 'Dartmouth', province: 'NS', postalCode: 'B2Y 1A1' })
      .where(eq(companies.id, companyOf(landlord)));
    const note = await refundWithNote(order);
    const res = await pdfOf(landlord, note.id);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="credit-note-CN-${note.number}.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Credit note no. CN-${note.number}`);
    expect(text).toContain(`Refund of receipt R-${receipt.number}`);
    expect(text).toContain('Fallback Rentals 9 Company Street Dartmouth, NS B2Y 1A1');
    expect(text).toContain('HST 14% -$14.00');
    expect(text).toContain('Total refunded -$114.00');
  });
});

describe('every Canadian province and territory', () => {
  it('prices an order with quote() and the seeded taxes, and its receipt prints the same amounts', async () => {
    const provinces = await t.db
      .selectDistinct({ province: taxRates.province })
      .from(taxRates)
      .where(eq(taxRates.country, 'CA'))
      .orderBy(asc(taxRates.province));
    expect(provinces.map((p) => p.province)).toEqual([
      'AB',
      'BC',
      'MB',
      'NB',
      'NL',
      'NS',
      'NT',
      'NU',
      'ON',
      'PE',
      'QC',
      'SK',
      'YT',
    ]);
    const landlord = await t.loginAs('Landlord', { companyName: 'Coast to Coast Rentals' });
    for (const [index, { province }] of provinces.entries()) {
      // An odd price and a percentage promo, so every line rounds.
      const price = 4_999 + index * 1_237;
      const { order, receipt } = await paidWithReceipt(landlord, {
        province,
        price,
        promo: { code: 'TENOFF', kind: 'percent', value: 10 },
      });
      const taxes = await taxesFor(t.db, 'CA', province);
      expect(order.taxLines.map(({ name, rate }) => ({ name, rate }))).toEqual(taxes);
      const taxSum = order.taxLines.reduce((sum, line) => sum + line.amount, 0);
      expect(order.tax, province).toBe(taxSum);
      expect(order.total, province).toBe(order.subtotal - order.discount + taxSum);

      const text = await pdfText((await pdfOf(landlord, receipt.id)).rawPayload);
      const money = (cents: number) => formatMoney(cents, 'CAD', 'en');
      expect(text, province).toContain(`Place of supply ${province}, CA`);
      expect(text, province).toContain(money(order.subtotal));
      expect(text, province).toContain(`Promo code TENOFF ${money(-order.discount)}`);
      expect(text, province).toContain(`Subtotal ${money(order.subtotal - order.discount)}`);
      for (const line of order.taxLines)
        expect(text, province).toContain(`${taxLabel(line, 'en')} ${money(line.amount)}`);
      expect(text, province).toContain(`Total ${money(order.total)}`);

      const fr = await pdfText((await pdfOf(landlord, receipt.id, 'fr')).rawPayload);
      for (const line of order.taxLines) {
        expect(fr, province).toContain(plain(`${taxLabel(line, 'fr')} ${formatMoney(line.amount, 'CAD', 'fr')}`));
      }
      expect(fr, province).toContain(plain(`Total ${formatMoney(order.total, 'CAD', 'fr')}`));
    }
  });
});

describe('ownership: other accounts probing the first one', () => {
  it("answers 404 for another company's receipt and leaves it out of their lists", async () => {
    const { receipt } = await paidWithReceipt(owner);
    for (const probe of [rival, solo]) {
      expect((await pdfOf(probe, receipt.id)).statusCode).toBe(404);
      const listed = (await list(probe)).json() as { data: TaxReceipt[] };
      expect(listed.data.map((r) => r.id)).not.toContain(receipt.id);
    }
    expect((await list(solo)).json()).toMatchObject({ data: [], meta: { total: 0 } });
    // A receipt that does not exist answers the same 404.
    const missing = await pdfOf(owner, 99_999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: expect.any(String) });
    // The owner still gets it, and the rival's own receipts stay the rival's.
    expect((await pdfOf(owner, receipt.id)).statusCode).toBe(200);
    const theirs = await paidWithReceipt(rival);
    expect((await pdfOf(owner, theirs.receipt.id)).statusCode).toBe(404);
    expect((await pdfOf(rival, theirs.receipt.id)).statusCode).toBe(200);
    const stored = await t.db
      .select()
      .from(receipts)
      .where(and(eq(receipts.id, receipt.id), eq(receipts.companyId, companyOf(owner))));
    expect(stored).toHaveLength(1);
  });
});
