// The company's saved card (spec 3 "Payment method"): only what identifies it (brand, last four, expiry), the
// provider's ids to charge it again, one per company. Kept after a paid checkout that asked to, or set up on
// its own (PUT commerce/payment-method).
import type { Queryable } from '../../../db/client.ts';
import { paymentMethods } from '../../../db/schema/index.ts';
import type { CardSummary } from '../payments/provider.ts';

export async function keepCard(
  db: Queryable,
  companyId: number,
  provider: string,
  card: CardSummary,
  customerId: string | null,
) {
  const values = {
    provider,
    paymentMethodId: card.paymentMethodId,
    providerCustomerId: customerId,
    name: card.name,
    typeExt: card.brand,
    partialIdentifier: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    postalCode: card.postalCode,
  };
  const [row] = await db
    .insert(paymentMethods)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: paymentMethods.companyId, set: values })
    .returning();
  if (!row) throw new Error('the saved card upsert returned no row');
  return row;
}
