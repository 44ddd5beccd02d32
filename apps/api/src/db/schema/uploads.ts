// Every file received through the one upload path (company logos, later listing photos, CMS media, imports).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    /**
     * Since when nothing uses the file (uploads.housekeeping.ts): the upload time for a new upload, null while a
     * record references it, set again by the purge when it finds the last reference gone.
     */
    unreferencedSince: timestamp({ withTimezone: true }).defaultNow(),
  },
  // The media library lists one kind, newest first, among every listing photo.
  (t) => [
    index('uploads_kind_idx').on(t.kind, t.id),
    index('uploads_unreferenced_idx').on(t.unreferencedSince).where(sql`${t.unreferencedSince} is not null`),
  ],
);
