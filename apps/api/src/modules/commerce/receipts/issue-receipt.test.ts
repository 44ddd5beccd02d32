// Receipt numbering (examples/credit-ledger.md invariant 4): each series runs 1..n with no gaps or duplicates,
// under 50 concurrent paying transactions on PostgreSQL too; an aborted transaction takes no number; a second
// call for the same order and kind answers the same document; only paid orders take receipt numbers and only
// refunded ones credit-note numbers.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentCounters, orders, receipts } from '../../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createCompany } from '../../../test/listing-factories.ts';
import { issueReceipt } from './issue-receipt.ts';
import { insertOrder, markRefunded } from './test-orders.ts';

let t: TestApp;
let companyId: number;

beforeAll(async () => {
  t = await buildTestApp();
  companyId = (await createCompany(t.db, 'Numbered Rentals')).id;
});
afterAll(() => t.close());

const paidOrder = () => insertOrder(t.db, { companyId });
const issue = (order: { id: number; companyId: number }, kind: 'receipt' | 'credit-note' = 'receipt') =>
  t.db.transaction((tx) => issueReceipt(tx, order, kind));

async function lastNumber(series: string) {
  const [row] = await t.db.select().from(documentCounters).where(eq(documentCounters.series, series));
  return row?.lastNumber ?? 0;
}

/** Every number of the series, in order: must be exactly 1..n, n being the counter's last number. */
async function expectGapFree(series: string) {
  const rows = await t.db
    .select({ number: receipts.number })
    .from(receipts)
    .where(eq(receipts.series, series))
    .orderBy(asc(receipts.number));
  const numbers = rows.map((r) => r.number);
  expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  expect(await lastNumber(series)).toBe(numbers.length);
  return numbers.length;
}

describe('issueReceipt', () => {
  it('numbers receipts 1, 2, 3 in the order they are issued', async () => {
    const before = await lastNumber('receipt');
    const issued = [];
    for (let i = 0; i < 3; i++) issued.push(await issue(await paidOrder()));
    expect(issued.map((r) => r.number)).toEqual([before + 1, before + 2, before + 3]);
    expect(issued.every((r) => r.series === 'receipt')).toBe(true);
    await expectGapFree('receipt');
  });

  it('answers the same receipt to a second call for the same order and kind, taking no number', async () => {
    const order = await paidOrder();
    const first = await issue(order);
    const counter = await lastNumber('receipt');
    const again = await issue(order);
    expect(again).toEqual(first);
    expect(await lastNumber('receipt')).toBe(counter);
    const rows = await t.db.select().from(receipts).where(eq(receipts.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ companyId, kind: 'receipt', number: first.number });
  });

  it('gives the number back when the paying transaction aborts', async () => {
    const counter = await lastNumber('receipt');
    const order = await paidOrder();
    await expect(
      t.db.transaction(async (tx) => {
        await issueReceipt(tx, order, 'receipt');
        throw new Error('the card was declined after all');
      }),
    ).rejects.toThrow('declined');
    expect(await lastNumber('receipt')).toBe(counter);
    expect(await t.db.select().from(receipts).where(eq(receipts.orderId, order.id))).toHaveLength(0);
    // The next order takes the number the aborted one did not keep.
    expect((await issue(await paidOrder())).number).toBe(counter + 1);
    await expectGapFree('receipt');
  });

  it('numbers credit notes in their own series, for refunded orders only, beside the order’s receipt', async () => {
    const receiptsBefore = await lastNumber('receipt');
    const notesBefore = await lastNumber('credit-note');
    const order = await paidOrder();
    const receipt = await issue(order);
    await expect(issue(order, 'credit-note')).rejects.toThrow(/is paid: a credit-note is issued only for a refunded/);
    await markRefunded(t.db, order.id);
    const note = await issue(order, 'credit-note');
    expect(note).toMatchObject({ series: 'credit-note', number: notesBefore + 1 });
    expect(receipt.number).toBe(receiptsBefore + 1);
    expect(await issue(order, 'credit-note')).toEqual(note);
    expect(await lastNumber('receipt')).toBe(receiptsBefore + 1);
    await expectGapFree('credit-note');
  });

  it('refuses an order that is not paid, or that is another company’s, without taking a number', async () => {
    const counter = await lastNumber('receipt');
    const pending = await insertOrder(t.db, { companyId, status: 'pending' });
    await expect(issue(pending)).rejects.toThrow(/is pending/);
    const other = await createCompany(t.db, 'Other Rentals');
    const order = await paidOrder();
    await expect(issue({ id: order.id, companyId: other.id })).rejects.toThrow(/belongs to company/);
    await expect(issue({ id: 99_999_999, companyId })).rejects.toThrow(/does not exist/);
    expect(await lastNumber('receipt')).toBe(counter);
  });

  // PGlite runs one transaction at a time; the race needs a real server (CI sets TEST_DATABASE_URL).
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'keeps 1..n without gaps or duplicates under 50 concurrent paying transactions, some aborting or repeating',
    async () => {
      const fresh = await Promise.all(Array.from({ length: 40 }, () => paidOrder()));
      const aborting = new Set(fresh.slice(35).map((o) => o.id));
      // 50 transactions: one per order, ten more repeating orders 0..9, the last five orders' aborting.
      const jobs = Array.from({ length: 50 }, (_, i) => fresh[i % 40] as (typeof fresh)[number]);
      const outcomes = await Promise.allSettled(
        jobs.map((order) =>
          t.db.transaction(async (tx) => {
            // As the payment does: the order row first, then (last) the counter.
            await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
            const receipt = await issueReceipt(tx, order, 'receipt');
            if (aborting.has(order.id)) throw new Error('aborted');
            return { orderId: order.id, ...receipt };
          }),
        ),
      );
      const kept = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
      expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(5);
      expect(kept).toHaveLength(45);
      // A repeated order answers the receipt its first transaction issued.
      const byOrder = new Map<number, number>();
      for (const r of kept) {
        const seen = byOrder.get(r.orderId);
        if (seen !== undefined) expect(r.number).toBe(seen);
        byOrder.set(r.orderId, r.number);
      }
      expect(byOrder.size).toBe(35);
      const stored = await t.db
        .select({ orderId: receipts.orderId, number: receipts.number })
        .from(receipts)
        .where(eq(receipts.series, 'receipt'));
      for (const id of aborting) expect(stored.some((r) => r.orderId === id)).toBe(false);
      await expectGapFree('receipt');
    },
  );
});
