// Reading a resource: one page in an indexed order, the total counted exactly up to COUNT_LIMIT and estimated
// past it (a million rows are never counted per page), the same filters and scope for lists, reads, exports
// and bulk actions.
import { type Locale, type Paged, pageMeta, parseSort } from '@rentals/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Queryable, queryRows } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import { invalidFields } from '../http-error.ts';
import { plannerEstimate } from '../planner-estimate.ts';
import { escapeLike } from '../sql-like.ts';
import type { AnyResource, EntityOf } from './define-resource.ts';

/**
 * Totals are exact up to here; beyond, the planner's estimate (marked `totalIsEstimate`). Counting 10,001
 * landlords behind a role filter cost 5 ms a page at 100,000 users and broke the 50 ms budget at 4 connections;
 * 1,001 costs 0.5 ms, and past it the estimate is within a few percent (npm run bench, docs/decisions/0009).
 */
export const COUNT_LIMIT = 1_000;

/** The list query: page, perPage, sort, q and the resource's filters. */
export interface ListParams extends ListFilters {
  page: number;
  perPage: number;
}

/** The list query without its page. */
export interface ListFilters {
  sort?: string | undefined;
  q?: string | undefined;
  [filter: string]: unknown;
}

/** The conditions of a list: the policy's scope, `q` and every filter given. */
export function listConditions(resource: AnyResource, user: AuthUser, params: ListFilters) {
  const conditions: (SQL | undefined)[] = [resource.policy?.scope?.(user)];
  if (typeof params.q === 'string' && params.q && resource.list.search) {
    conditions.push(sql`${resource.list.search} like ${`%${escapeLike(params.q.toLowerCase())}%`}`);
  }
  for (const [key, condition] of Object.entries(resource.list.filters ?? {})) {
    const value = params[key];
    if (value !== undefined && value !== '') conditions.push(condition(value as never));
  }
  return and(...conditions);
}

export function listOrder(resource: AnyResource, sort: string | undefined): SQL[] {
  const parsed = parseSort(sort ?? resource.list.defaultSort);
  // Own keys only: "constructor" or "__proto__" must be an unknown sort, not Object.prototype's.
  const expression = parsed && Object.hasOwn(resource.list.sort, parsed.key) ? resource.list.sort[parsed.key] : null;
  if (!parsed || !expression) throw invalidFields({ sort: 'in' });
  const direction = parsed.descending ? desc : asc;
  const order = [direction(expression)];
  if (expression !== resource.id) order.push(direction(resource.id));
  return order;
}

async function countUpTo(db: Queryable, query: SQL, limit: number): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (${query} limit ${limit + 1}) as found`,
  );
  return Number(row?.total ?? 0);
}

export async function listPage(
  db: Queryable,
  resource: AnyResource,
  user: AuthUser,
  params: ListParams,
): Promise<Paged<unknown>> {
  const where = listConditions(resource, user, params);
  const offset = (params.page - 1) * params.perPage;
  const rows = await resource
    .query(db)
    .where(where)
    .orderBy(...listOrder(resource, params.sort))
    .limit(params.perPage)
    .offset(offset);
  const data = await resource.toEntities(db, rows);

  // A short page (with rows, or the first) already says how many there are.
  if (rows.length < params.perPage && (rows.length > 0 || params.page === 1)) {
    return { data, meta: pageMeta(params.page, params.perPage, offset + rows.length) };
  }
  const matching = resource.query(db).where(where).getSQL();
  const counted = await countUpTo(db, matching, COUNT_LIMIT);
  if (counted <= COUNT_LIMIT) return { data, meta: pageMeta(params.page, params.perPage, counted) };
  const estimate = Math.max(COUNT_LIMIT + 1, await plannerEstimate(db, matching));
  return { data, meta: pageMeta(params.page, params.perPage, estimate, true) };
}

/** The records with these ids that the user's scope lets them see (bulk actions, single reads). */
export async function entitiesByIds<R extends AnyResource>(
  db: Queryable,
  resource: R,
  user: AuthUser | null,
  ids: number[],
): Promise<EntityOf<R>[]> {
  if (ids.length === 0) return [];
  const idColumn = resource.id as PgColumn;
  const condition = ids.length === 1 ? eq(idColumn, ids[0]) : inArray(idColumn, ids);
  const rows = await resource
    .query(db)
    .where(and(condition, user ? resource.policy?.scope?.(user) : undefined))
    .orderBy(asc(idColumn));
  return resource.toEntities(db, rows);
}

/** One record as its detail page shows it, or null when it does not exist or is out of the user's scope. */
export async function loadDetail(
  db: Queryable,
  resource: AnyResource,
  user: AuthUser | null,
  id: number,
  locale: Locale = 'en',
) {
  const [entity] = await entitiesByIds(db, resource, user, [id]);
  if (!entity) return null;
  return resource.detail ? resource.detail(db, entity, locale) : entity;
}
