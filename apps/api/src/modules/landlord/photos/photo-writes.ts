// A landlord's listing photos: read, attach an upload, alt text, order, delete. Every call finds the listing
// through ownedBy (another account's listing or photo is a 404), and every write runs in one transaction that
// locks the listing row first, so the 40-photo limit and the positions 0..n-1 hold under parallel requests.
import {
  type LandlordPhoto,
  type LandlordPhotosResponse,
  MAX_LISTING_PHOTOS,
} from '@rentals/shared/resources/landlord-photos';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../db/client.ts';
import { listingPhotos, listings, uploads } from '../../../db/schema/index.ts';
import { type AuditContext, changedFields, recordAudit, removedFields } from '../../../lib/audit.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { invalidFields, notFound } from '../../../lib/http-error.ts';
import type { Storage } from '../../../lib/storage/storage.ts';
import { uploadObjectKeys } from '../../../lib/uploads/receive-upload.ts';
import { photoUrl, toPhoto } from '../../listings/listing-cards.ts';
import { recordActivity } from '../dashboard/activities.ts';
import { auditLandlordListing } from '../listings/listing-audit.ts';
import { ownedBy } from '../ownership.ts';

export interface PhotoContext {
  user: Pick<AuthUser, 'id' | 'companyId'>;
  audit: AuditContext;
}

type PhotoRow = typeof listingPhotos.$inferSelect;
type OwnedListing = { id: number; companyId: number | null; ownerId: number | null };

const AUDIT_RESOURCE = 'listing-photos';

export function toLandlordPhoto(row: PhotoRow): LandlordPhoto {
  return { ...toPhoto(row), position: row.position, thumbnailUrl: photoUrl(row.storageKey, 400) };
}

/** The caller's listing (locked for a write), or 404 whether it exists or not. */
async function ownedListing(db: Queryable, user: PhotoContext['user'], listingId: number, lock = false) {
  const query = db
    .select({ id: listings.id, companyId: listings.companyId, ownerId: listings.ownerId })
    .from(listings)
    .where(and(eq(listings.id, listingId), ownedBy(user, listings)))
    .$dynamic();
  const [listing] = await (lock ? query.for('update') : query);
  if (!listing) throw notFound();
  return listing as OwnedListing;
}

async function photoRows(db: Queryable, listingId: number): Promise<PhotoRow[]> {
  return db
    .select()
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId))
    .orderBy(asc(listingPhotos.position));
}

async function photosAnswer(db: Queryable, listingId: number): Promise<LandlordPhotosResponse> {
  return { photos: (await photoRows(db, listingId)).map(toLandlordPhoto), max: MAX_LISTING_PHOTOS };
}

async function photoOf(tx: Tx, listingId: number, photoId: number): Promise<PhotoRow> {
  const [photo] = await tx
    .select()
    .from(listingPhotos)
    .where(and(eq(listingPhotos.id, photoId), eq(listingPhotos.listingId, listingId)));
  if (!photo) throw notFound();
  return photo;
}

/**
 * Gives the photos positions 0..n-1 in `orderedIds`' order. The (listing, position) index is unique and
 * checked row by row, so the rows first move to negative positions where no two new ones can collide.
 */
async function renumber(tx: Tx, listingId: number, orderedIds: number[]) {
  if (orderedIds.length === 0) return;
  await tx
    .update(listingPhotos)
    .set({ position: sql`-1 - ${listingPhotos.position}` })
    .where(eq(listingPhotos.listingId, listingId));
  const order = sql.join(
    orderedIds.map((id, position) => sql`(${id}::integer, ${position}::smallint)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${listingPhotos} set position = wanted.position
    from (values ${order}) as wanted(id, position)
    where ${listingPhotos.id} = wanted.id and ${listingPhotos.listingId} = ${listingId}`);
}

const activityOwner = (listing: OwnedListing) => ({ companyId: listing.companyId, ownerId: listing.ownerId });

/** GET landlord/listings/{id}/photos */
export async function listPhotos(db: Queryable, ctx: PhotoContext, listingId: number) {
  await ownedListing(db, ctx.user, listingId);
  return photosAnswer(db, listingId);
}

/**
 * POST landlord/listings/{id}/photos: attaches an upload of kind listing-photo that the caller made and that
 * no listing holds yet, as the last photo. The listing row is locked while counting, so two uploads at once
 * cannot both take the 40th place.
 */
export async function attachPhoto(db: Queryable, ctx: PhotoContext, listingId: number, uploadId: number) {
  return db.transaction(async (tx) => {
    const listing = await ownedListing(tx, ctx.user, listingId, true);
    const [held] = await tx
      .select({
        n: count().mapWith(Number),
        last: sql<number>`coalesce(max(${listingPhotos.position}), -1)`.mapWith(Number),
      })
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, listingId));
    if ((held?.n ?? 0) >= MAX_LISTING_PHOTOS) {
      throw invalidFields({ photos: { rule: 'photos.max', params: { max: MAX_LISTING_PHOTOS } } });
    }
    const [upload] = await tx
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, uploadId), eq(uploads.kind, 'listing-photo'), eq(uploads.uploadedBy, ctx.user.id)))
      .for('update');
    // Someone else's upload, another kind, or none: the same answer, revealing nothing.
    if (!upload?.width || !upload.height) throw invalidFields({ uploadId: 'in' });
    const [taken] = await tx
      .select({ id: listingPhotos.id })
      .from(listingPhotos)
      .where(eq(listingPhotos.storageKey, upload.storageKey))
      .limit(1);
    if (taken) throw invalidFields({ uploadId: 'unique' });

    const values = {
      listingId,
      position: (held?.last ?? -1) + 1,
      storageKey: upload.storageKey,
      width: upload.width,
      height: upload.height,
      alt: '',
    };
    const [row] = await tx.insert(listingPhotos).values(values).returning();
    if (!row) throw new Error('the listing photo was not written');
    await recordAudit(tx, ctx.audit, {
      action: 'create',
      resource: AUDIT_RESOURCE,
      recordId: row.id,
      changes: changedFields({}, { ...values, uploadId }),
    });
    // The listing's own History reads the landlord's photo changes as changes to the listing.
    const photoCount = held?.n ?? 0;
    await auditLandlordListing(tx, ctx.audit, 'photo-add', listingId, { photoCount }, { photoCount: photoCount + 1 });
    await recordActivity(tx, {
      ...activityOwner(listing),
      actorId: ctx.user.id,
      kind: 'photo-added',
      listingId,
      details: { photoId: row.id, photoCount: (held?.n ?? 0) + 1 },
    });
    return { photo: toLandlordPhoto(row), ...(await photosAnswer(tx, listingId)) };
  });
}

/** PATCH landlord/listings/{id}/photos/{photoId}: the alt text (audited; not something the feed tells). */
export async function updatePhotoAlt(
  db: Queryable,
  ctx: PhotoContext,
  listingId: number,
  photoId: number,
  alt: string,
) {
  return db.transaction(async (tx) => {
    await ownedListing(tx, ctx.user, listingId, true);
    const before = await photoOf(tx, listingId, photoId);
    if (before.alt !== alt) {
      await tx.update(listingPhotos).set({ alt }).where(eq(listingPhotos.id, photoId));
      await recordAudit(tx, ctx.audit, {
        action: 'update',
        resource: AUDIT_RESOURCE,
        recordId: photoId,
        changes: changedFields({ alt: before.alt }, { alt }),
      });
      await auditLandlordListing(tx, ctx.audit, 'photo-alt', listingId, { photoAlt: before.alt }, { photoAlt: alt });
    }
    return photosAnswer(tx, listingId);
  });
}

/** PUT landlord/listings/{id}/photos/order: exactly the listing's photos, each once; the first is the cover. */
export async function reorderPhotos(db: Queryable, ctx: PhotoContext, listingId: number, photoIds: number[]) {
  return db.transaction(async (tx) => {
    const listing = await ownedListing(tx, ctx.user, listingId, true);
    const current = (await photoRows(tx, listingId)).map((photo) => photo.id);
    const wanted = new Set(photoIds);
    const exact =
      wanted.size === photoIds.length && photoIds.length === current.length && current.every((id) => wanted.has(id));
    if (!exact) throw invalidFields({ photoIds: 'photos.order' });
    if (current.some((id, index) => photoIds[index] !== id)) {
      await renumber(tx, listingId, photoIds);
      await recordAudit(tx, ctx.audit, {
        action: 'reorder',
        resource: AUDIT_RESOURCE,
        recordId: listingId,
        changes: { order: { old: current, new: photoIds } },
      });
      // As text: the diff compares arrays as sets, and an order is all this change is.
      const order = (ids: number[]) => ({ photoOrder: ids.join(', ') });
      await auditLandlordListing(tx, ctx.audit, 'photo-reorder', listingId, order(current), order(photoIds));
      await recordActivity(tx, {
        ...activityOwner(listing),
        actorId: ctx.user.id,
        kind: 'photos-reordered',
        listingId,
        details: { coverPhotoId: photoIds[0] ?? null, coverChanged: photoIds[0] !== current[0] },
      });
    }
    return photosAnswer(tx, listingId);
  });
}

/**
 * DELETE landlord/listings/{id}/photos/{photoId}: the photos after it move up. A file that came through the
 * uploads path and that no other listing shows is deleted too, with its uploads row (demo and imported
 * photos, which have no uploads row, are shared and kept).
 */
export async function deletePhoto(
  db: Queryable,
  ctx: PhotoContext & { storage: Storage },
  listingId: number,
  photoId: number,
) {
  const { answer, orphanKey } = await db.transaction(async (tx) => {
    const listing = await ownedListing(tx, ctx.user, listingId, true);
    const photo = await photoOf(tx, listingId, photoId);
    await tx.delete(listingPhotos).where(eq(listingPhotos.id, photoId));
    const rest = (await photoRows(tx, listingId)).map((row) => row.id);
    await renumber(tx, listingId, rest);
    const [shared] = await tx
      .select({ id: listingPhotos.id })
      .from(listingPhotos)
      .where(and(eq(listingPhotos.storageKey, photo.storageKey), ne(listingPhotos.id, photoId)))
      .limit(1);
    const [upload] = shared
      ? []
      : await tx
          .delete(uploads)
          .where(and(eq(uploads.storageKey, photo.storageKey), eq(uploads.kind, 'listing-photo')))
          .returning({ id: uploads.id });
    await recordAudit(tx, ctx.audit, {
      action: 'delete',
      resource: AUDIT_RESOURCE,
      recordId: photoId,
      changes: removedFields({ ...photo, uploadId: upload?.id ?? null }),
    });
    const counts = { old: { photoCount: rest.length + 1 }, new: { photoCount: rest.length } };
    await auditLandlordListing(tx, ctx.audit, 'photo-remove', listingId, counts.old, counts.new);
    await recordActivity(tx, {
      ...activityOwner(listing),
      actorId: ctx.user.id,
      kind: 'photo-removed',
      listingId,
      details: { photoId, photoCount: rest.length },
    });
    return { answer: await photosAnswer(tx, listingId), orphanKey: upload ? photo.storageKey : null };
  });
  // After the commit: a failed delete leaves an unused file, never a photo without its file.
  if (orphanKey) {
    await Promise.allSettled(
      uploadObjectKeys('listing-photo', orphanKey, 'image/webp').map((key) => ctx.storage.delete(key)),
    );
  }
  return answer;
}
