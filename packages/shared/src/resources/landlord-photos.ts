// A landlord's listing photos (issue 13, /portal/listings/{id}): the files go through the one upload path
// (POST admin/uploads?kind=listing-photo) and are then attached to the listing by upload id, so every photo
// has had its bytes checked, its metadata stripped and its WebP variants made before it reaches a listing.
import { z } from 'zod';
import { text } from '../fields.ts';
import { idField } from './site.ts';

/** Photos one listing may hold. */
export const MAX_LISTING_PHOTOS = 40;

/** Alt text describes a photo in a sentence; screen readers read it whole, so it stays short. */
export const ALT_TEXT_MAX = 250;

export const landlordPhotoSchema = z.object({
  id: z.number().int(),
  /** 0 is the cover. */
  position: z.number().int(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The 800 px WebP. */
  url: z.string(),
  /** The 400 px WebP, for the editor's grid. */
  thumbnailUrl: z.string(),
  srcSet: z.string(),
});
export type LandlordPhoto = z.infer<typeof landlordPhotoSchema>;

/** GET landlord/listings/{id}/photos and the answer of every write: the listing's photos in order. */
export const landlordPhotosResponseSchema = z.object({
  photos: z.array(landlordPhotoSchema),
  max: z.number().int(),
});
export type LandlordPhotosResponse = z.infer<typeof landlordPhotosResponseSchema>;

/** POST landlord/listings/{id}/photos: an upload of kind listing-photo the caller made. */
export const attachPhotoSchema = z.strictObject({ uploadId: idField });
export type AttachPhotoInput = z.infer<typeof attachPhotoSchema>;

/** PATCH landlord/listings/{id}/photos/{photoId} */
export const updatePhotoSchema = z.strictObject({ alt: text().trim().max(ALT_TEXT_MAX) });
export type UpdatePhotoInput = z.infer<typeof updatePhotoSchema>;

/** PUT landlord/listings/{id}/photos/order: every photo of the listing, the cover first. */
export const reorderPhotosSchema = z.strictObject({
  photoIds: z.array(idField).max(MAX_LISTING_PHOTOS),
});
export type ReorderPhotosInput = z.infer<typeof reorderPhotosSchema>;

export const landlordPhotosPath = (listingId: number) => `landlord/listings/${listingId}/photos`;
