// A refund by staff (issue 14 section 6): the money back through the provider (idempotent per order), the
// credits the order granted taken back through the ledger (order:<id>:refund), the membership months it added
// removed, the order marked refunded and a credit note numbered — in one transaction under the order's and the
// wallet's locks. Credits already spent cannot be taken back: that refund is refused (409) rather than leave a
// negative balance; staff can adjust credits and refund then, or refund outside the product.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { creditWallets, orders } from '../../../db/schema/index.ts';
import { type AuditContext, recordAudit } from '../../../lib/audit.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import { lockWallet, postToLedger } from '../ledger.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { issueReceipt } from '../receipts/issue-receipt.ts';
import type { OrderRow } from './orders.ts';

export async function refundOrder(
  db: Database,
  provider: PaymentProvider,
  orderId: number,
  audit: AuditContext,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound();
    if (order.status !== 'paid' || !order.providerPaymentId) throw new HttpError(409, 'orderNotRefundable');
    const credits = order.credits + order.bonusCredits + order.promoCredits;
    const wallet = await lockWallet(tx, order.companyId);
    if (wallet.balance < credits) throw new HttpError(409, 'refundCreditsSpent', { credits, balance: wallet.balance });
    await provider.refund(order.providerPaymentId, order.total, `refund-order-${order.id}`, tx);
    await postToLedger(tx, {
      companyId: order.companyId,
      amount: -credits,
      reason: 'refund',
      idempotencyKey: `order:${order.id}:refund`,
      orderId: order.id,
      actorId: audit.actor?.id ?? null,
      note: `Refund of order ${order.id}`,
    });
    if (order.membershipMonths > 0)
      await tx
        .update(creditWallets)
        .set({
          membershipExpiresAt: sql`${creditWallets.membershipExpiresAt} - make_interval(months => ${order.membershipMonths})`,
        })
        .where(eq(creditWallets.companyId, order.companyId));
    const [refunded] = await tx
      .update(orders)
      .set({ status: 'refunded', refundedAt: new Date() })
      .where(eq(orders.id, order.id))
      .returning();
    await issueReceipt(tx, order, 'credit-note');
    await recordAudit(tx, audit, {
      action: 'refund',
      resource: 'orders',
      recordId: order.id,
      changes: {
        status: { old: 'paid', new: 'refunded' },
        credits: { old: wallet.balance, new: wallet.balance - credits },
      },
    });
    return refunded ?? order;
  });
}
