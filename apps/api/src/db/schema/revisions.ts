// Every save of an edited text (a post, a page, a content block) keeps the fields as saved, so an editor can
// see what changed and restore an earlier version. Written by the resource framework (`revisions` in a
// declaration) in the save's own transaction.
import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The resource's name, e.g. "posts". */
    resource: text().notNull(),
    recordId: integer().notNull(),
    /** The revisioned fields as saved. */
    fields: jsonb().$type<Record<string, unknown>>().notNull(),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('content_revisions_record_idx').on(t.resource, t.recordId, t.id)],
);
