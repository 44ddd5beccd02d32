// Daily removal of uploads nothing uses. A file is uploaded before the form that uses it is saved, so an
// abandoned editor leaves one behind, and a record that stops using a file (a photo removed from a listing, a
// new logo, an image taken out of a post) leaves the old one. An upload is deleted with every stored file
// (each WebP width) once nothing has referenced it for the grace period (UPLOADS_GRACE_HOURS, 24 h): counted
// from the upload, or from the run that first found its last reference gone (`uploads.unreferenced_since`).
// Safe to run twice at once: each step holds a transaction advisory lock, and a second instance that finds
// it taken stops (the first one is doing the work). Idempotent: a run after a finished one finds nothing.
import { UPLOAD_KIND_NAMES, type UploadKind } from '@rentals/shared/resources/uploads';
import { and, asc, inArray, isNotNull, isNull, lt, not, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { type Queryable, queryRows } from '../../db/client.ts';
import {
  accountImports,
  companies,
  contentBlockContents,
  contentBlocks,
  contentRevisions,
  faqs,
  feedRuns,
  listingPhotos,
  pages,
  posts,
  projectModuleSettings,
  siteSettings,
  uploads,
  users,
} from '../../db/schema/index.ts';
import { uploadObjectKeys, uploadStorage } from '../../lib/uploads/receive-upload.ts';

export const UNATTACHED_UPLOADS_QUEUE = 'uploads.purge-unattached';
/** Every day at 03:41 UTC, apart from the other nightly purges. */
export const UNATTACHED_UPLOADS_CRON = '41 3 * * *';
export const PURGE_BATCH = 100;
/**
 * The kinds the purge removes when unused: not CMS media, which an editor puts in the media library on purpose
 * and only the library's delete removes (media-library.routes.ts).
 */
const PURGED_KINDS = UPLOAD_KIND_NAMES.filter((kind) => kind !== 'cms-media');
/** pg_try_advisory_xact_lock's key for the purge (any instance, any step). */
const PURGE_LOCK = 0x75706c64; // "upld"

/** The text holds the upload's address (/uploads/<key>-<width>.webp); keys are random, so a substring is exact. */
const mentions = (column: unknown) => sql`strpos(${column}, ${uploads.storageKey}) > 0`;

/** What can use an upload (UploadReference.place). */
export type UploadPlace =
  | 'listing'
  | 'account-import'
  | 'feed-run'
  | 'company'
  | 'user'
  | 'post'
  | 'page'
  | 'faq'
  | 'site-setting'
  | 'content-block'
  | 'module-setting'
  | 'revision';

/** One record that uses an upload: its kind, id and a name to show (a title, a question…), when it has one. */
export interface UploadReference {
  uploadId: number;
  place: UploadPlace;
  recordId: string;
  label: string | null;
  /** For a saved revision: the resource revisioned ("posts", "pages", "content-blocks"). */
  resource?: string;
}

interface ReferenceSource {
  place: UploadPlace;
  table: SQL | PgTable;
  /** Correlated with `uploads`: true when this row uses the upload. */
  uses: SQL;
  recordId: SQL | PgColumn;
  label: SQL | PgColumn | null;
  resource?: PgColumn;
}

/**
 * What uses an upload: a listing photo by its key; an account import or a feed run by its id; a logo, a
 * profile photo, a post's cover or body, a page's body or image fields, an FAQ answer, a site setting, a
 * content block, a module setting or a saved revision of a post, page or block (which may be restored) by
 * its address. The purge (`referenced`) and `uploadReferences` (the media library's delete) both read this.
 */
const REFERENCE_SOURCES: ReferenceSource[] = [
  {
    place: 'listing',
    table: listingPhotos,
    uses: sql`${listingPhotos.storageKey} = ${uploads.storageKey}`,
    recordId: listingPhotos.listingId,
    label: null,
  },
  {
    place: 'account-import',
    table: accountImports,
    uses: sql`${accountImports.uploadId} = ${uploads.id}`,
    recordId: accountImports.id,
    label: accountImports.fileName,
  },
  {
    place: 'feed-run',
    table: feedRuns,
    uses: sql`${feedRuns.uploadId} = ${uploads.id}`,
    recordId: feedRuns.id,
    label: null,
  },
  { place: 'company', table: companies, uses: mentions(companies.logo), recordId: companies.id, label: companies.name },
  { place: 'user', table: users, uses: mentions(users.photo), recordId: users.id, label: users.email },
  {
    place: 'post',
    table: posts,
    uses: sql`(${mentions(posts.coverImage)} or ${mentions(posts.body)})`,
    recordId: posts.id,
    label: posts.title,
  },
  {
    place: 'page',
    table: pages,
    uses: sql`(${mentions(pages.body)} or ${mentions(sql`${pages.fieldValues}::text`)})`,
    recordId: pages.id,
    label: pages.title,
  },
  { place: 'faq', table: faqs, uses: mentions(faqs.answer), recordId: faqs.id, label: faqs.question },
  {
    place: 'site-setting',
    table: siteSettings,
    uses: mentions(sql`${siteSettings.value}::text`),
    recordId: siteSettings.key,
    label: siteSettings.key,
  },
  {
    place: 'content-block',
    table: contentBlockContents,
    uses: mentions(contentBlockContents.content),
    recordId: contentBlockContents.blockId,
    label: sql`(select ${contentBlocks.name} from ${contentBlocks} where ${contentBlocks.id} = ${contentBlockContents.blockId})`,
  },
  {
    place: 'module-setting',
    table: projectModuleSettings,
    uses: mentions(projectModuleSettings.value),
    recordId: projectModuleSettings.id,
    label: projectModuleSettings.key,
  },
  {
    place: 'revision',
    table: contentRevisions,
    uses: mentions(sql`${contentRevisions.fields}::text`),
    recordId: contentRevisions.recordId,
    label: null,
    resource: contentRevisions.resource,
  },
];

/**
 * Where an editor can put a media library image: the back office's content (posts, pages, FAQs, content blocks,
 * settings, revisions). Logos, profile photos, listings, imports and feeds hold uploads of their own kinds only.
 */
const CMS_PLACES: readonly UploadPlace[] = [
  'post',
  'page',
  'faq',
  'site-setting',
  'content-block',
  'module-setting',
  'revision',
];

/**
 * Holds the tables of CMS_PLACES in SHARE mode until the transaction ends (the media library's delete): a save
 * in flight is waited for, so the reference check that follows sees it, and no new save starts before the
 * delete commits, so an image cannot be put in a record between the check and the delete. Reads go on.
 */
export async function holdCmsReferences(tx: Queryable): Promise<void> {
  const tables = REFERENCE_SOURCES.filter((source) => CMS_PLACES.includes(source.place)).map((s) => s.table);
  await tx.execute(sql`lock table ${sql.join(tables, sql`, `)} in share mode`);
}

/** Whether anything uses the upload (REFERENCE_SOURCES), correlated with `uploads`. */
const referenced = sql`(${sql.join(
  REFERENCE_SOURCES.map(({ table, uses }) => sql`exists (select 1 from ${table} where ${uses})`),
  sql` or `,
)})`;

/**
 * Every record that uses one of the uploads, in REFERENCE_SOURCES order (a record once per upload, whatever
 * how many of its fields or languages hold it).
 */
export async function uploadReferences(db: Queryable, uploadIds: readonly number[]): Promise<UploadReference[]> {
  if (uploadIds.length === 0) return [];
  const selects = REFERENCE_SOURCES.map(
    ({ place, table, uses, recordId, label, resource }, order) => sql`select distinct ${order}::int as "order",
      ${uploads.id} as "uploadId", ${place}::text as "place", (${recordId})::text as "recordId",
      (${label ?? sql`null`})::text as "label", (${resource ?? sql`null`})::text as "resource"
    from ${uploads} join ${table} on ${uses}
    where ${inArray(uploads.id, [...uploadIds])}`,
  );
  const rows = await queryRows<UploadReference & { order: number; resource: string | null }>(
    db,
    sql`select * from (${sql.join(selects, sql` union all `)}) as refs order by "order", "uploadId", "recordId"`,
  );
  return rows.map(({ order: _, resource, ...row }) =>
    resource === null
      ? { ...row, place: row.place as UploadPlace }
      : { ...row, place: row.place as UploadPlace, resource },
  );
}

export interface PurgeResult {
  /** Uploads removed with their files. */
  removed: number;
  /** Uploads found unused again, whose grace starts now. */
  unreferenced: number;
  /** Uploads found in use again (attached within their grace). */
  referencedAgain: number;
  /** Whether another instance held the lock, so this run stopped early. */
  skipped: boolean;
}

/** Runs `step` in a transaction holding the purge lock; null when another instance holds it. */
async function locked<T>(app: FastifyInstance, step: (tx: Queryable) => Promise<T>): Promise<T | null> {
  return app.db.transaction(async (tx) => {
    // Both drivers (node-postgres, PGlite) answer an execute with its rows.
    const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${PURGE_LOCK}) as ok`)) as unknown as {
      rows: { ok: boolean }[];
    };
    return result.rows[0]?.ok ? step(tx) : null;
  });
}

/**
 * Notes which uploads lost or regained their references, then deletes those unreferenced for longer than the
 * grace period, PURGE_BATCH rows at a time, then their stored files.
 */
export async function purgeUnattachedUploads(
  app: FastifyInstance,
  now = new Date(),
  graceMs = app.config.UPLOADS_GRACE_HOURS * 3_600_000,
): Promise<PurgeResult> {
  const result: PurgeResult = { removed: 0, unreferenced: 0, referencedAgain: 0, skipped: false };
  const cutoff = new Date(now.getTime() - graceMs);
  const ofKnownKind = inArray(uploads.kind, PURGED_KINDS);
  const noted = await locked(app, async (tx) => {
    const again = await tx
      .update(uploads)
      .set({ unreferencedSince: null })
      .where(and(isNotNull(uploads.unreferencedSince), referenced))
      .returning({ id: uploads.id });
    const lost = await tx
      .update(uploads)
      .set({ unreferencedSince: now })
      .where(and(isNull(uploads.unreferencedSince), ofKnownKind, not(referenced)))
      .returning({ id: uploads.id });
    return { again: again.length, lost: lost.length };
  });
  if (!noted) return { ...result, skipped: true };
  result.referencedAgain = noted.again;
  result.unreferenced = noted.lost;

  for (;;) {
    const rows = await locked(app, (tx) => {
      const batch = tx
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(lt(uploads.unreferencedSince, cutoff), lt(uploads.createdAt, cutoff), ofKnownKind, not(referenced)))
        .orderBy(asc(uploads.id))
        .limit(PURGE_BATCH);
      // One statement picks and deletes: an upload attached since the last batch is never taken.
      return tx
        .delete(uploads)
        .where(inArray(uploads.id, batch))
        .returning({ storageKey: uploads.storageKey, kind: uploads.kind, mimeType: uploads.mimeType });
    });
    if (!rows) return { ...result, skipped: true };
    // After the rows are gone: a failed file delete leaves an unused file, never a row without its file.
    await Promise.allSettled(
      rows.flatMap(({ storageKey, kind, mimeType }) => {
        const storage = uploadStorage(app, kind as UploadKind);
        return uploadObjectKeys(kind as UploadKind, storageKey, mimeType).map((key) => storage.delete(key));
      }),
    );
    result.removed += rows.length;
    if (rows.length < PURGE_BATCH) return result;
  }
}

export function defineUploadHousekeeping(app: FastifyInstance) {
  app.jobs.define(
    UNATTACHED_UPLOADS_QUEUE,
    async () => {
      const result = await purgeUnattachedUploads(app);
      app.log.info(result, 'removed unattached uploads');
    },
    { cron: UNATTACHED_UPLOADS_CRON },
  );
}
