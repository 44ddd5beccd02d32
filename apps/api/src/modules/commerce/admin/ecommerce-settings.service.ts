// The ecommerce settings as /admin/ecommerce reads and saves them: the settings row (id 1, written by
// migration 0012), the tax rates of every province and state, and the regions taxes can be set for. A save is
// one transaction under the settings row's lock, with one audit event naming what changed (a province's taxes
// as "GST 5%, QST 9.975%"), and nothing written when nothing changed.
import type { Locale } from '@rentals/shared';
import {
  type CommerceCountry,
  CREDIT_PRICE_KEYS,
  type CreditPriceSet,
  CURRENCIES,
  type EcommerceSettingsResponse,
  type TaxRegion,
  type updateEcommerceSettingsSchema,
} from '@rentals/shared/resources/ecommerce-settings';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable, Tx } from '../../../db/client.ts';
import { type AuditChanges, ecommerceSettings, provinces, taxRates } from '../../../db/schema/index.ts';
import { CANADIAN_PROVINCES, US_STATES } from '../../../db/seed/places-data.ts';
import { type AuditContext, recordAudit } from '../../../lib/audit.ts';
import { type FieldRules, invalidFields } from '../../../lib/http-error.ts';
import { currencyOf, type EcommerceSettings, loadEcommerceSettings } from '../ecommerce-settings.ts';
import { formatRate } from '../pricing.ts';

/** The audit log's resource name for these settings. */
export const ECOMMERCE_SETTINGS_AUDIT = 'ecommerce-settings';

const COUNTRY_ORDER: Record<CommerceCountry, number> = { CA: 0, US: 1 };

/**
 * The provinces, territories and states taxes can be set for: the seeded `provinces` table, completed with the
 * built-in list where a database has no places (tests, or a start with places turned off). Canada first, then
 * the US, each by name in `locale`.
 */
export async function taxRegions(db: Queryable, locale: Locale): Promise<TaxRegion[]> {
  const rows = await db
    .select({ country: provinces.country, code: provinces.code, name: provinces.name, nameFr: provinces.nameFr })
    .from(provinces)
    .where(inArray(provinces.country, ['CA', 'US']));
  const byKey = new Map<string, TaxRegion>();
  for (const def of [...CANADIAN_PROVINCES, ...US_STATES]) {
    const name = locale === 'fr' ? (def.nameFr ?? def.name) : def.name;
    byKey.set(`${def.country}:${def.code}`, { country: def.country, code: def.code, name });
  }
  for (const row of rows) {
    const name = locale === 'fr' ? (row.nameFr ?? row.name) : row.name;
    byKey.set(`${row.country}:${row.code}`, { country: row.country as CommerceCountry, code: row.code, name });
  }
  return [...byKey.values()].sort(
    (a, b) => COUNTRY_ORDER[a.country] - COUNTRY_ORDER[b.country] || a.name.localeCompare(b.name, locale),
  );
}

async function taxRateRows(db: Queryable) {
  return db
    .select({
      id: taxRates.id,
      country: taxRates.country,
      province: taxRates.province,
      name: taxRates.name,
      rate: taxRates.rate,
      position: taxRates.position,
    })
    .from(taxRates)
    .orderBy(asc(taxRates.country), asc(taxRates.province), asc(taxRates.position), asc(taxRates.name));
}

/** CAD or USD: a stored value the screen cannot show falls back to the country's own currency. */
function currencyFor(settings: EcommerceSettings, country: CommerceCountry) {
  const value = currencyOf(settings, country);
  return (CURRENCIES as readonly string[]).includes(value)
    ? (value as (typeof CURRENCIES)[number])
    : country === 'US'
      ? 'USD'
      : 'CAD';
}

/** The four prices in one order (jsonb keeps its own key order, so a stored object compares in this one). */
const pricesOf = (prices: CreditPriceSet): CreditPriceSet =>
  Object.fromEntries(CREDIT_PRICE_KEYS.map((key) => [key, prices[key] ?? 1])) as CreditPriceSet;

function settingsView(settings: EcommerceSettings) {
  return {
    creditPrices: pricesOf(settings.creditPrices),
    memberPrices: pricesOf(settings.memberPrices),
    currencies: { CA: currencyFor(settings, 'CA'), US: currencyFor(settings, 'US') },
    legalName: settings.legalName,
    legalAddress: settings.legalAddress,
    taxRegistrations: settings.taxRegistrations.map(({ name, number }) => ({ name, number })),
    receiptPrefix: settings.receiptPrefix,
    updatedAt: settings.updatedAt.toISOString(),
  };
}

/** GET /api/admin/ecommerce: the settings, every tax line and the regions, named in `locale`. */
export async function ecommerceSettingsView(db: Queryable, locale: Locale): Promise<EcommerceSettingsResponse> {
  const [settings, rates, regions] = await Promise.all([
    loadEcommerceSettings(db),
    taxRateRows(db),
    taxRegions(db, locale),
  ]);
  return { settings: settingsView(settings), taxRates: rates, regions };
}

type TaxLine = { country: CommerceCountry; province: string; name: string; rate: number };

/** "GST 5%, QST 9.975%" for each province that has taxes, by "CA-QC". */
function taxSummaries(lines: TaxLine[]): Map<string, string> {
  const byProvince = new Map<string, string[]>();
  for (const line of lines) {
    const key = `${line.country}-${line.province}`;
    byProvince.set(key, [...(byProvince.get(key) ?? []), `${line.name} ${formatRate(line.rate)}`]);
  }
  return new Map([...byProvince].map(([key, parts]) => [key, parts.join(', ')]));
}

/**
 * Replaces the taxes of the provinces whose lines changed (the others keep their rows) and answers the audit
 * changes, one per province: `taxRates.CA-QC: { old: "GST 5%, QST 9.975%", new: "GST 5%" }`.
 */
async function saveTaxRates(tx: Tx, lines: TaxLine[]): Promise<AuditChanges> {
  const before = taxSummaries(await taxRateRows(tx));
  const after = taxSummaries(lines);
  const changes: AuditChanges = {};
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    if (before.get(key) !== after.get(key)) {
      changes[`taxRates.${key}`] = { old: before.get(key) ?? null, new: after.get(key) ?? null };
    }
  }
  const changed = Object.keys(changes).map((key) => key.slice('taxRates.'.length).split('-') as [string, string]);
  if (changed.length === 0) return changes;
  await tx
    .delete(taxRates)
    .where(
      or(
        ...changed.map(([country, province]) =>
          and(eq(taxRates.country, country as CommerceCountry), eq(taxRates.province, province)),
        ),
      ),
    );
  const positions = new Map<string, number>();
  const rows = lines
    .filter((line) => changed.some(([country, province]) => line.country === country && line.province === province))
    .map((line) => {
      const key = `${line.country}-${line.province}`;
      const position = positions.get(key) ?? 0;
      positions.set(key, position + 1);
      return { ...line, position };
    });
  if (rows.length > 0) await tx.insert(taxRates).values(rows);
  return changes;
}

const SETTING_KEYS = [
  'creditPrices',
  'memberPrices',
  'currencies',
  'legalName',
  'legalAddress',
  'taxRegistrations',
  'receiptPrefix',
] as const;

/**
 * PATCH /api/admin/ecommerce: validates what the schema cannot (each tax line's province is a known one; 422
 * under `taxRates.<i>.province`), then writes what changed with one audit event. Answers the names changed.
 */
export async function saveEcommerceSettings(
  db: Database,
  context: AuditContext,
  input: z.output<typeof updateEcommerceSettingsSchema>,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    // Two saves at once apply in turn: the second reads what the first wrote.
    const [row] = await tx.select().from(ecommerceSettings).where(eq(ecommerceSettings.id, 1)).for('update');
    if (!row) throw new Error('the ecommerce settings row is missing (migration 0012 writes it)');

    if (input.taxRates) {
      const known = new Set((await taxRegions(tx, 'en')).map((r) => `${r.country}:${r.code}`));
      const unknown: FieldRules = {};
      input.taxRates.forEach((line, index) => {
        if (!known.has(`${line.country}:${line.province}`)) unknown[`taxRates.${index}.province`] = 'in';
      });
      if (Object.keys(unknown).length > 0) throw invalidFields(unknown);
    }

    const changes: AuditChanges = {};
    const values: Partial<typeof ecommerceSettings.$inferInsert> = {};
    const current = settingsView(row);
    for (const key of SETTING_KEYS) {
      const next = input[key];
      if (next === undefined || JSON.stringify(current[key]) === JSON.stringify(next)) continue;
      changes[key] = { old: current[key], new: next };
      Object.assign(values, { [key]: next });
    }
    if (Object.keys(values).length > 0) {
      await tx.update(ecommerceSettings).set(values).where(eq(ecommerceSettings.id, 1));
    }
    if (input.taxRates) Object.assign(changes, await saveTaxRates(tx, input.taxRates));

    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, context, { action: 'update', resource: ECOMMERCE_SETTINGS_AUDIT, recordId: null, changes });
    }
    return Object.keys(changes);
  });
}
