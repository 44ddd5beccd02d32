// Numbering tax receipts and credit notes (issue 14 section 6; examples/credit-ledger.md "numbering" and
// invariant 4): each kind is a series numbered 1..n without gaps or duplicates. The number is taken from the
// series' row of document_counters inside the paying (or refunding) transaction, so a transaction that aborts
// gives its number back with everything else, and two transactions never get the same one.
//
// Series and printed numbers:
//   series 'receipt'      printed with the ecommerce settings' receiptPrefix: "R-1", "R-2"... (prefix "R-")
//   series 'credit-note'  printed with CREDIT_NOTE_PREFIX: "CN-1", "CN-2"...
// The prefix is not stored with the receipt: changing receiptPrefix relabels the receipts already issued, their
// numbers stay. Only a paid order takes a receipt number, only a refunded one a credit-note number.
import type { ReceiptKind } from '@rentals/shared/resources/tax-receipts';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { documentCounters, orders, receipts } from '../../../db/schema/index.ts';

/** The credit notes' printed prefix ("CN-7"); receipts take the ecommerce settings' receiptPrefix. */
export const CREDIT_NOTE_PREFIX = 'CN-';

/** The counter series of each kind (document_counters.series, receipts.series). */
export const SERIES_OF: Record<ReceiptKind, string> = { receipt: 'receipt', 'credit-note': 'credit-note' };

/** "R-42", "CN-7": a number as printed, given the settings' receipt prefix. */
export const printedNumber = (kind: ReceiptKind, number: number, receiptPrefix: string) =>
  `${kind === 'receipt' ? receiptPrefix : CREDIT_NOTE_PREFIX}${number}`;

/** The order states that may take a number of each kind (a refunded order keeps the receipt it had). */
const STATES_FOR: Record<ReceiptKind, readonly string[]> = {
  receipt: ['paid', 'refunded'],
  'credit-note': ['refunded'],
};

/**
 * Issues the order's receipt (kind 'receipt', once it is paid) or credit note (kind 'credit-note', once it is
 * refunded) with the next number of its series, inside the caller's transaction; called again for the same order
 * and kind, it returns the document already issued and takes no number.
 *
 * Call it in the transaction that sets the order paid (or refunded), after that update. Lock order: the caller
 * already holds the order row (it is locked again here, a no-op then) and the wallet; the series' counter row
 * is locked last, by the one statement that takes the number, and held until the caller commits: call this as
 * the transaction's last step so every purchase waits on that row as briefly as possible.
 */
export async function issueReceipt(
  tx: Queryable,
  order: { id: number; companyId: number },
  kind: 'receipt' | 'credit-note',
): Promise<{ id: number; series: string; number: number }> {
  const [locked] = await tx
    .select({ status: orders.status, companyId: orders.companyId })
    .from(orders)
    .where(eq(orders.id, order.id))
    .for('update');
  if (!locked) throw new Error(`order ${order.id} does not exist`);
  if (locked.companyId !== order.companyId) {
    throw new Error(`order ${order.id} belongs to company ${locked.companyId}, not ${order.companyId}`);
  }

  const [existing] = await tx
    .select({ id: receipts.id, series: receipts.series, number: receipts.number })
    .from(receipts)
    .where(and(eq(receipts.orderId, order.id), eq(receipts.kind, kind)));
  if (existing) return existing;

  if (!STATES_FOR[kind].includes(locked.status)) {
    throw new Error(
      `order ${order.id} is ${locked.status}: a ${kind} is issued only for a ${STATES_FOR[kind][0]} order`,
    );
  }

  const series = SERIES_OF[kind];
  // One statement takes the number and locks the series' row (first use: inserts it): concurrent callers queue
  // here until the holder commits or aborts, then read the number it left.
  const [counter] = await tx
    .insert(documentCounters)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: documentCounters.series,
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ number: documentCounters.lastNumber });
  if (!counter) throw new Error(`the ${series} counter returned no number`);

  const [receipt] = await tx
    .insert(receipts)
    // clock_timestamp(), not the transaction's start: issue times then follow the numbers within a series.
    .values({
      companyId: order.companyId,
      orderId: order.id,
      kind,
      series,
      number: counter.number,
      issuedAt: sql`clock_timestamp()`,
    })
    .returning({ id: receipts.id, series: receipts.series, number: receipts.number });
  if (!receipt) throw new Error(`receipt for order ${order.id} was not inserted`);
  return receipt;
}
