// Whose records a landlord sees (issue 13): a landlord in a company sees the company's listings and leads,
// whoever of its landlords created them; a landlord without a company sees their own. Every landlord route
// adds this condition to its query, so another landlord's record is simply not found (404), never "forbidden".
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../../lib/auth-user.ts';

/** The columns a landlord-owned table has: its company and the landlord account that created it. */
export interface OwnedColumns {
  companyId: PgColumn;
  ownerId: PgColumn;
}

/** The SQL condition "this row belongs to `user`'s landlord account". */
export function ownedBy(user: Pick<AuthUser, 'id' | 'companyId'>, table: OwnedColumns): SQL {
  if (user.companyId !== null) return eq(table.companyId, user.companyId);
  return and(isNull(table.companyId), eq(table.ownerId, user.id)) as SQL;
}

/** The owner columns of a record a landlord creates: their company, and themselves. */
export function ownerOf(user: Pick<AuthUser, 'id' | 'companyId'>): { companyId: number | null; ownerId: number } {
  return { companyId: user.companyId, ownerId: user.id };
}
