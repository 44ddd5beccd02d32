// Credit bundles in the back office (/admin/credit-bundles): a declared resource. Listed by position; the window
// is checked against the stored one on a partial update; a bundle a promo code is limited to cannot be deleted
// (the code would silently apply to every bundle, or to none): 409 naming the codes.
import {
  type BundleStatus,
  createCreditBundleSchema,
  creditBundleFiltersSchema,
  creditBundleSchema,
  refuseEndBeforeStart,
  updateCreditBundleSchema,
} from '@rentals/shared/resources/credit-bundles';
import { arrayContains, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../../db/client.ts';
import { creditBundles, promoCodes } from '../../../db/schema/index.ts';
import { HttpError, invalidFields } from '../../../lib/http-error.ts';
import { defineResource, type WriteContext } from '../../../lib/resources/index.ts';
import { CREDIT_BUNDLES_ACCESS } from './access.ts';

const bundleRows = (db: Queryable) =>
  db
    .select({
      id: creditBundles.id,
      name: creditBundles.name,
      nameFr: creditBundles.nameFr,
      credits: creditBundles.credits,
      price: creditBundles.price,
      bonusCredits: creditBundles.bonusCredits,
      membershipMonths: creditBundles.membershipMonths,
      activeFrom: creditBundles.activeFrom,
      activeTo: creditBundles.activeTo,
      position: creditBundles.position,
      createdAt: creditBundles.createdAt,
    })
    .from(creditBundles)
    .$dynamic();

type BundleRow = Awaited<ReturnType<typeof bundleRows>>[number];

/** On sale now, later, or no longer. */
export function windowStatus(from: Date | null, to: Date | null, now = new Date()): BundleStatus {
  if (from && from > now) return 'scheduled';
  if (to && to <= now) return 'ended';
  return 'active';
}

/** The bundles on sale at the statement's time (the same rule as windowStatus's 'active'). */
export const BUNDLE_ON_SALE: SQL = sql`(${creditBundles.activeFrom} is null or ${creditBundles.activeFrom} <= now())
  and (${creditBundles.activeTo} is null or ${creditBundles.activeTo} > now())`;

async function toBundles(_db: Queryable, rows: BundleRow[]) {
  return rows.map((row) => ({
    ...row,
    activeFrom: row.activeFrom?.toISOString() ?? null,
    activeTo: row.activeTo?.toISOString() ?? null,
    status: windowStatus(row.activeFrom, row.activeTo),
    createdAt: row.createdAt.toISOString(),
  }));
}

export type CreditBundleEntity = Awaited<ReturnType<typeof toBundles>>[number];

type CreateInput = z.output<typeof createCreditBundleSchema>;
type UpdateInput = z.output<typeof updateCreditBundleSchema>;

const instant = (value: string | null | undefined) => (value == null ? value : new Date(value));

async function createBundle(ctx: WriteContext, input: CreateInput) {
  const [row] = await ctx.tx
    .insert(creditBundles)
    .values({ ...input, activeFrom: instant(input.activeFrom), activeTo: instant(input.activeTo) })
    .returning({ id: creditBundles.id });
  if (!row) throw new Error('credit bundle insert returned nothing');
  return row.id;
}

async function updateBundle(ctx: WriteContext, before: CreditBundleEntity, input: UpdateInput) {
  const from = input.activeFrom !== undefined ? input.activeFrom : before.activeFrom;
  const to = input.activeTo !== undefined ? input.activeTo : before.activeTo;
  if (!refuseEndBeforeStart(from, to)) throw invalidFields({ activeTo: 'after_start' });
  if (Object.keys(input).length === 0) return;
  await ctx.tx
    .update(creditBundles)
    .set({ ...input, activeFrom: instant(input.activeFrom), activeTo: instant(input.activeTo) })
    .where(eq(creditBundles.id, before.id));
}

/** The promo codes limited to this bundle, by code. */
export async function promoCodesNaming(db: Queryable, bundleId: number): Promise<string[]> {
  const rows = await db
    .select({ code: promoCodes.code })
    .from(promoCodes)
    .where(arrayContains(promoCodes.bundleIds, [bundleId]))
    .orderBy(asc(promoCodes.code));
  return rows.map((r) => r.code);
}

async function deleteBundle(ctx: WriteContext, before: CreditBundleEntity) {
  // Locks the bundle: a promo code limited to it meanwhile is checked against a bundle that still exists.
  await ctx.tx
    .select({ id: creditBundles.id })
    .from(creditBundles)
    .where(eq(creditBundles.id, before.id))
    .for('update');
  const codes = await promoCodesNaming(ctx.tx, before.id);
  if (codes.length > 0) throw new HttpError(409, 'bundleInPromoCodes', { codes: codes.join(', ') });
  await ctx.tx.delete(creditBundles).where(eq(creditBundles.id, before.id));
}

/** The expression `q` searches: both names (a few dozen rows: no index needed). */
const BUNDLE_NAMES = sql`lower(${creditBundles.name} || ' ' || ${creditBundles.nameFr})`;

export const creditBundlesResource = defineResource({
  name: 'credit-bundles',
  path: '/admin/credit-bundles',
  id: creditBundles.id,
  schemas: {
    entity: creditBundleSchema,
    create: createCreditBundleSchema,
    update: updateCreditBundleSchema,
    filters: creditBundleFiltersSchema,
  },
  access: CREDIT_BUNDLES_ACCESS,
  query: bundleRows,
  toEntities: toBundles,
  list: {
    search: BUNDLE_NAMES,
    sort: {
      id: creditBundles.id,
      position: creditBundles.position,
      name: sql`lower(${creditBundles.name})`,
      credits: creditBundles.credits,
      price: creditBundles.price,
    },
    defaultSort: 'position',
    filters: {
      status: (status: BundleStatus) =>
        status === 'active'
          ? BUNDLE_ON_SALE
          : status === 'scheduled'
            ? sql`${creditBundles.activeFrom} > now()`
            : sql`${creditBundles.activeTo} <= now()`,
    },
  },
  write: { create: createBundle, update: updateBundle, delete: deleteBundle },
});
