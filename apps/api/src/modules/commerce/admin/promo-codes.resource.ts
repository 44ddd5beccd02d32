// Promo codes in the back office (/admin/promo-codes): a declared resource. Codes are stored upper case and
// unique (422 under `code`, also when two saves race); a partial update is checked with the stored values (a
// percentage at most 100, the end after the start, the overall limit not below what is used); the bundles named
// must exist. `used` belongs to the checkout and is never written here; a code that was used cannot be deleted.

import { refuseEndBeforeStart } from '@rentals/shared/resources/credit-bundles';
import {
  createPromoCodeSchema,
  PROMO_VALUE_MAX,
  type PromoStatus,
  promoCodeFiltersSchema,
  promoCodeSchema,
  updatePromoCodeSchema,
} from '@rentals/shared/resources/promo-codes';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../../db/client.ts';
import { creditBundles, promoCodes, promoRedemptions } from '../../../db/schema/index.ts';
import { type FieldRules, HttpError, invalidFields } from '../../../lib/http-error.ts';
import { defineResource, type WriteContext } from '../../../lib/resources/index.ts';
import { sqlStateOf } from '../../../plugins/app/errors.ts';
import { CREDIT_BUNDLES_ACCESS } from './access.ts';

const promoRows = (db: Queryable) =>
  db
    .select({
      id: promoCodes.id,
      code: promoCodes.code,
      kind: promoCodes.kind,
      value: promoCodes.value,
      validFrom: promoCodes.validFrom,
      validTo: promoCodes.validTo,
      maxRedemptions: promoCodes.maxRedemptions,
      maxPerCompany: promoCodes.maxPerCompany,
      used: promoCodes.used,
      bundleIds: promoCodes.bundleIds,
      createdAt: promoCodes.createdAt,
    })
    .from(promoCodes)
    .$dynamic();

type PromoRow = Awaited<ReturnType<typeof promoRows>>[number];

export function promoStatus(
  row: Pick<PromoRow, 'validFrom' | 'validTo' | 'used' | 'maxRedemptions'>,
  now = new Date(),
) {
  let status: PromoStatus = 'active';
  if (row.validFrom && row.validFrom > now) status = 'scheduled';
  else if (row.validTo && row.validTo <= now) status = 'expired';
  else if (row.maxRedemptions !== null && row.used >= row.maxRedemptions) status = 'used-up';
  return status;
}

/** The bundles the page's codes name, in one query. */
async function toPromoCodes(db: Queryable, rows: PromoRow[]) {
  const ids = [...new Set(rows.flatMap((r) => r.bundleIds))];
  const bundles = ids.length
    ? await db
        .select({ id: creditBundles.id, name: creditBundles.name })
        .from(creditBundles)
        .where(inArray(creditBundles.id, ids))
    : [];
  const names = new Map(bundles.map((b) => [b.id, b.name]));
  return rows.map((row) => ({
    ...row,
    validFrom: row.validFrom?.toISOString() ?? null,
    validTo: row.validTo?.toISOString() ?? null,
    bundles: row.bundleIds.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id) ?? '' }] : [])),
    status: promoStatus(row),
    createdAt: row.createdAt.toISOString(),
  }));
}

export type PromoCodeEntity = Awaited<ReturnType<typeof toPromoCodes>>[number];

type CreateInput = z.output<typeof createPromoCodeSchema>;
type UpdateInput = z.output<typeof updatePromoCodeSchema>;

const instant = (value: string | null | undefined) => (value == null ? value : new Date(value));

/** Every bundle named must exist: 422 under bundleIds. */
async function assertBundlesExist(db: Queryable, ids: number[] | undefined) {
  if (!ids || ids.length === 0) return;
  const unique = [...new Set(ids)];
  const [found] = await db
    .select({ n: count().mapWith(Number) })
    .from(creditBundles)
    .where(inArray(creditBundles.id, unique));
  if ((found?.n ?? 0) !== unique.length) throw invalidFields({ bundleIds: 'in' });
}

/** A duplicate code, even one a concurrent save wrote first, is a 422 under `code`, never a 409 or 500. */
async function uniqueCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlStateOf(error) === '23505') throw invalidFields({ code: 'unique' });
    throw error;
  }
}

async function codeTaken(db: Queryable, code: string, exceptId?: number) {
  const [row] = await db.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.code, code));
  return row !== undefined && row.id !== exceptId;
}

function columns(input: UpdateInput) {
  const { bundleIds, ...rest } = input;
  return {
    ...rest,
    validFrom: instant(input.validFrom),
    validTo: instant(input.validTo),
    ...(bundleIds ? { bundleIds: [...new Set(bundleIds)] } : {}),
  };
}

async function createPromoCode(ctx: WriteContext, input: CreateInput) {
  if (await codeTaken(ctx.tx, input.code)) throw invalidFields({ code: 'unique' });
  await assertBundlesExist(ctx.tx, input.bundleIds);
  const [row] = await uniqueCode(() =>
    ctx.tx
      .insert(promoCodes)
      .values({ ...columns(input), code: input.code, kind: input.kind, value: input.value })
      .returning({ id: promoCodes.id }),
  );
  if (!row) throw new Error('promo code insert returned nothing');
  return row.id;
}

/** The stored code with the changes must still hold together (a PATCH may send one field of a pair). */
function checkMerged(before: PromoCodeEntity, input: UpdateInput) {
  const fields: FieldRules = {};
  const kind = input.kind ?? before.kind;
  const value = input.value ?? before.value;
  if (value > PROMO_VALUE_MAX[kind]) fields.value = { rule: 'max.numeric', params: { max: PROMO_VALUE_MAX[kind] } };
  const from = input.validFrom !== undefined ? input.validFrom : before.validFrom;
  const to = input.validTo !== undefined ? input.validTo : before.validTo;
  if (!refuseEndBeforeStart(from, to)) fields.validTo = 'after_start';
  // The overall limit can never fall below what checkouts already took.
  const max = input.maxRedemptions !== undefined ? input.maxRedemptions : before.maxRedemptions;
  if (max !== null && max < before.used) fields.maxRedemptions = { rule: 'min.numeric', params: { min: before.used } };
  if (Object.keys(fields).length > 0) throw invalidFields(fields);
}

async function updatePromoCode(ctx: WriteContext, before: PromoCodeEntity, input: UpdateInput) {
  checkMerged(before, input);
  if (input.code !== undefined && (await codeTaken(ctx.tx, input.code, before.id))) {
    throw invalidFields({ code: 'unique' });
  }
  await assertBundlesExist(ctx.tx, input.bundleIds);
  if (Object.keys(input).length === 0) return;
  // `used` is not in the update schema: only the checkout counts uses, under the code's row lock.
  await uniqueCode(() => ctx.tx.update(promoCodes).set(columns(input)).where(eq(promoCodes.id, before.id)));
}

async function deletePromoCode(ctx: WriteContext, before: PromoCodeEntity) {
  // Locks the code: a checkout reserving it meanwhile waits, then finds it gone (or this delete sees its use).
  const [row] = await ctx.tx
    .select({ used: promoCodes.used })
    .from(promoCodes)
    .where(eq(promoCodes.id, before.id))
    .for('update');
  const [redemptions] = await ctx.tx
    .select({ n: count().mapWith(Number) })
    .from(promoRedemptions)
    .where(eq(promoRedemptions.promoCodeId, before.id));
  const uses = Math.max(row?.used ?? 0, redemptions?.n ?? 0);
  if (uses > 0) throw new HttpError(409, 'promoCodeUsed', { count: uses });
  await ctx.tx.delete(promoCodes).where(eq(promoCodes.id, before.id));
}

export const promoCodesResource = defineResource({
  name: 'promo-codes',
  path: '/admin/promo-codes',
  id: promoCodes.id,
  schemas: {
    entity: promoCodeSchema,
    create: createPromoCodeSchema,
    update: updatePromoCodeSchema,
    filters: promoCodeFiltersSchema,
  },
  access: CREDIT_BUNDLES_ACCESS,
  query: promoRows,
  toEntities: toPromoCodes,
  list: {
    // Codes are stored upper case; a few hundred rows at most, so no trigram index.
    search: sql`lower(${promoCodes.code})`,
    sort: {
      id: promoCodes.id,
      code: promoCodes.code,
      validTo: promoCodes.validTo,
      used: promoCodes.used,
      createdAt: promoCodes.createdAt,
    },
    defaultSort: 'code',
    filters: {
      kind: (kind: PromoRow['kind']) => eq(promoCodes.kind, kind),
      status: (status: PromoStatus) => {
        switch (status) {
          case 'scheduled':
            return sql`${promoCodes.validFrom} > now()`;
          case 'expired':
            return sql`${promoCodes.validTo} <= now()`;
          case 'used-up':
            return sql`${promoCodes.maxRedemptions} is not null and ${promoCodes.used} >= ${promoCodes.maxRedemptions}`;
          default:
            return sql`(${promoCodes.validFrom} is null or ${promoCodes.validFrom} <= now())
              and (${promoCodes.validTo} is null or ${promoCodes.validTo} > now())
              and (${promoCodes.maxRedemptions} is null or ${promoCodes.used} < ${promoCodes.maxRedemptions})`;
        }
      },
    },
  },
  write: { create: createPromoCode, update: updatePromoCode, delete: deletePromoCode },
});
