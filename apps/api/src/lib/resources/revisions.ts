// The versions a declared resource keeps of its edited fields (`revisions: { fields }` in a declaration):
// written after every create and update in the write's transaction, unless the fields are as last saved.
import { REVISIONS_LISTED, type Revision } from '@rentals/shared/resources/revisions';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { contentRevisions, users } from '../../db/schema/index.ts';

function pick(entity: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, entity[field] ?? null]));
}

export async function recordRevision(
  tx: Tx,
  target: { resource: string; recordId: number; fields: readonly string[] },
  entity: Record<string, unknown>,
  authorId: number | null,
): Promise<void> {
  const fields = pick(entity, target.fields);
  const [last] = await tx
    .select({ fields: contentRevisions.fields })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.resource, target.resource), eq(contentRevisions.recordId, target.recordId)))
    .orderBy(desc(contentRevisions.id))
    .limit(1);
  if (last && JSON.stringify(last.fields) === JSON.stringify(fields)) return;
  await tx.insert(contentRevisions).values({ resource: target.resource, recordId: target.recordId, fields, authorId });
}

/** The newest versions first. */
export async function listRevisions(db: Queryable, resource: string, recordId: number): Promise<Revision[]> {
  const rows = await db
    .select({
      id: contentRevisions.id,
      createdAt: contentRevisions.createdAt,
      fields: contentRevisions.fields,
      authorId: users.id,
      authorName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.authorId))
    .where(and(eq(contentRevisions.resource, resource), eq(contentRevisions.recordId, recordId)))
    .orderBy(desc(contentRevisions.id))
    .limit(REVISIONS_LISTED);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    author: row.authorId === null ? null : { id: row.authorId, name: row.authorName },
    fields: row.fields,
  }));
}

export async function deleteRevisions(tx: Tx, resource: string, recordId: number): Promise<void> {
  await tx
    .delete(contentRevisions)
    .where(and(eq(contentRevisions.resource, resource), eq(contentRevisions.recordId, recordId)));
}
