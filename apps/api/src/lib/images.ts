// Photos as WebP variants: /uploads/<storageKey>-<width>.webp for every width listing cards and pages use,
// written through the public storage (local disk or the bucket). The demo photo pool goes through here.
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { PHOTO_WIDTHS } from '../modules/listings/listing-cards.ts';
import type { Storage } from './storage/storage.ts';

export class InvalidImageError extends Error {}

/**
 * Formats we accept; anything else (or a file sharp cannot read) is refused. Not SVG: it is a document
 * that can reference other files, so the demo pool renders its SVGs to PNG before coming here.
 */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const WEBP_QUALITY = 78;
/** "listings/ab12cd", "demo/photo-3": folders and names only, never a way out of the uploads folder. */
const STORAGE_KEY = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*$/i;

/** The folder /uploads/ serves: DATA_DIR/uploads. */
export const uploadsDirOf = (dataDir: string) => path.join(dataDir, 'uploads');

/** The storage key of a variant, served at /uploads/<it>. */
export const variantKey = (storageKey: string, width: number) => `${storageKey}-${width}.webp`;

/**
 * Stores `<storageKey>-<w>.webp` for each width of PHOTO_WIDTHS (resized to that width, aspect kept, never
 * enlarged beyond the source) and returns the size of the largest variant.
 */
export async function makeWebpVariants(
  input: Buffer,
  storageKey: string,
  storage: Storage,
): Promise<{ width: number; height: number }> {
  if (!STORAGE_KEY.test(storageKey)) throw new Error(`invalid storage key: ${storageKey}`);
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw new InvalidImageError('The file is not an image we can read (use JPEG, PNG, WebP, GIF or AVIF).');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw new InvalidImageError('The file is not an image we can read (use JPEG, PNG, WebP, GIF or AVIF).');
  }
  let largest = { width: 0, height: 0 };
  for (const width of PHOTO_WIDTHS) {
    const { data, info } = await sharp(input)
      .rotate() // honour EXIF orientation before resizing
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    await storage.put(variantKey(storageKey, width), data, 'image/webp');
    if (info.width >= largest.width) largest = { width: info.width, height: info.height };
  }
  return largest;
}
