// A cart's price for a company: the bundle on sale now, the promo code if any, and the taxes of the company's
// billing province (none known until the billing information is saved).

import type { Locale } from '@rentals/shared';
import type { Quote } from '@rentals/shared/resources/billing';
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { billingInformation, creditBundles } from '../../../db/schema/index.ts';
import { invalidFields } from '../../../lib/http-error.ts';
import { currencyOf, loadEcommerceSettings, taxesFor } from '../ecommerce-settings.ts';
import { quote } from '../pricing.ts';
import type { PromoCode } from './promo.ts';

export type Bundle = typeof creditBundles.$inferSelect;

/** The bundle if it is on sale now, else a 422 on bundleId. */
export async function bundleOnSale(db: Queryable, id: number, now = new Date()): Promise<Bundle> {
  const [bundle] = await db
    .select()
    .from(creditBundles)
    .where(
      and(
        eq(creditBundles.id, id),
        or(isNull(creditBundles.activeFrom), lte(creditBundles.activeFrom, now)),
        or(isNull(creditBundles.activeTo), gt(creditBundles.activeTo, now)),
      ),
    );
  if (!bundle) throw invalidFields({ bundleId: 'in' });
  return bundle;
}

export async function billingOf(db: Queryable, companyId: number) {
  const [billing] = await db.select().from(billingInformation).where(eq(billingInformation.companyId, companyId));
  return billing ?? null;
}

export const bundleName = (bundle: Bundle, locale: Locale) => (locale === 'fr' ? bundle.nameFr : bundle.name);

export async function cartQuote(
  db: Queryable,
  companyId: number,
  bundle: Bundle,
  promo: PromoCode | null,
  locale: Locale,
): Promise<Quote & { country: 'CA' | 'US'; province: string }> {
  const billing = await billingOf(db, companyId);
  const settings = await loadEcommerceSettings(db);
  const country = billing?.country ?? 'CA';
  const taxes = billing ? await taxesFor(db, billing.country, billing.province) : [];
  const price = quote(bundle, promo && { kind: promo.kind, value: promo.value }, taxes);
  return {
    ...price,
    bundleId: bundle.id,
    bundleName: bundleName(bundle, locale),
    promoCode: promo?.code ?? null,
    currency: currencyOf(settings, country),
    taxesKnown: billing !== null,
    country,
    province: billing?.province ?? '',
  };
}
