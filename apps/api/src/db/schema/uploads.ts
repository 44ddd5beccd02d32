// Every file received through the one upload path (company logos, later listing photos, CMS media, imports).
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    /** The storage interface's key; images are kept as `<key>-<width>.webp` variants. */
    storageKey: text().notNull().unique(),
    /** What the file is for: "company-logo", "listing-photo", "cms-media", "csv-import", "feed-file". */
    kind: text().notNull(),
    originalName: text().notNull(),
    /** The type found from the file's bytes (never the name or the browser's word). */
    mimeType: text().notNull(),
    bytes: integer().notNull(),
    width: integer(),
    height: integer(),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  // The media library lists one kind, newest first, among every listing photo.
  (t) => [index('uploads_kind_idx').on(t.kind, t.id)],
);
