// Daily removal of uploads nothing uses. A file is uploaded before the form that uses it is saved, so an
// abandoned editor leaves one behind; after a day, an upload still unreferenced is deleted with its files.
import { UPLOAD_KIND_NAMES, type UploadKind } from '@rentals/shared/resources/uploads';
import { and, asc, inArray, lt, not, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  companies,
  contentBlockContents,
  listingPhotos,
  projectModuleSettings,
  siteSettings,
  uploads,
  users,
} from '../../db/schema/index.ts';
import { uploadObjectKeys, uploadStorage } from '../../lib/uploads/receive-upload.ts';

export const UNATTACHED_UPLOADS_QUEUE = 'uploads.purge-unattached';
/** Every day at 03:41 UTC, apart from the other nightly purges. */
export const UNATTACHED_UPLOADS_CRON = '41 3 * * *';
/** How long an upload may wait for the form that attaches it. */
export const UNATTACHED_GRACE_MS = 86_400_000;
export const PURGE_BATCH = 100;

/** The text holds the upload's address (/uploads/<key>-<width>.webp); keys are random, so a substring is exact. */
const mentions = (column: unknown) => sql`strpos(${column}, ${uploads.storageKey}) > 0`;

/**
 * Whether anything uses the upload: a listing photo by its key, a logo, a profile photo, a site setting, a
 * content block or a module setting by its address.
 */
const referenced = sql`(
  exists (select 1 from ${listingPhotos} where ${listingPhotos.storageKey} = ${uploads.storageKey})
  or exists (select 1 from ${companies} where ${mentions(companies.logo)})
  or exists (select 1 from ${users} where ${mentions(users.photo)})
  or exists (select 1 from ${siteSettings} where ${mentions(sql`${siteSettings.value}::text`)})
  or exists (select 1 from ${contentBlockContents} where ${mentions(contentBlockContents.content)})
  or exists (select 1 from ${projectModuleSettings} where ${mentions(projectModuleSettings.value)})
)`;

/**
 * Deletes the uploads older than the grace period that nothing references, PURGE_BATCH rows at a time, then
 * their stored files. Returns how many were removed.
 */
export async function purgeUnattachedUploads(app: FastifyInstance, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNATTACHED_GRACE_MS);
  let removed = 0;
  for (;;) {
    const batch = app.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(lt(uploads.createdAt, cutoff), inArray(uploads.kind, UPLOAD_KIND_NAMES), not(referenced)))
      .orderBy(asc(uploads.id))
      .limit(PURGE_BATCH);
    // One statement picks and deletes: an upload attached since the last batch is never taken.
    const rows = await app.db
      .delete(uploads)
      .where(inArray(uploads.id, batch))
      .returning({ storageKey: uploads.storageKey, kind: uploads.kind, mimeType: uploads.mimeType });
    // After the rows are gone: a failed file delete leaves an unused file, never a row without its file.
    await Promise.allSettled(
      rows.flatMap(({ storageKey, kind, mimeType }) => {
        const storage = uploadStorage(app, kind as UploadKind);
        return uploadObjectKeys(kind as UploadKind, storageKey, mimeType).map((key) => storage.delete(key));
      }),
    );
    removed += rows.length;
    if (rows.length < PURGE_BATCH) return removed;
  }
}

export function defineUploadHousekeeping(app: FastifyInstance) {
  app.jobs.define(
    UNATTACHED_UPLOADS_QUEUE,
    async () => {
      const removed = await purgeUnattachedUploads(app);
      app.log.info({ removed }, 'removed unattached uploads');
    },
    { cron: UNATTACHED_UPLOADS_CRON },
  );
}
