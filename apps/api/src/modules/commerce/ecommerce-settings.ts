// The ecommerce settings (one row, written by the 0012 migration with the spec's defaults and edited at
// /admin/ecommerce) and the sales taxes by country and province/state, as the checkout and receipts read them.
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { ecommerceSettings, taxRates } from '../../db/schema/index.ts';
import type { TaxRate } from './pricing.ts';

export type EcommerceSettings = typeof ecommerceSettings.$inferSelect;

export async function loadEcommerceSettings(db: Queryable): Promise<EcommerceSettings> {
  const [settings] = await db.select().from(ecommerceSettings).where(eq(ecommerceSettings.id, 1));
  if (!settings) throw new Error('the ecommerce settings row is missing (migration 0012 writes it)');
  return settings;
}

/** The currency a country pays in (CAD for Canada, USD for the US unless set otherwise). */
export const currencyOf = (settings: EcommerceSettings, country: string) =>
  settings.currencies[country] ?? (country === 'US' ? 'USD' : 'CAD');

/** The taxes a buyer in this province/state pays, in their printed order; none where none are set. */
export async function taxesFor(db: Queryable, country: 'CA' | 'US', province: string): Promise<TaxRate[]> {
  return db
    .select({ name: taxRates.name, rate: taxRates.rate })
    .from(taxRates)
    .where(and(eq(taxRates.country, country), eq(taxRates.province, province)))
    .orderBy(asc(taxRates.position), asc(taxRates.name));
}
