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

/**
 * JPEG renditions, for email: classic Outlook shows no WebP. `/uploads/<storageKey>-<width>.jpg` is made on
 * first request from the WebP variant of that width (jpegRenditionOnDemand), then stored beside it and served
 * like any upload, so photos uploaded before it (and the demo pool) have one too.
 */
const JPEG_QUALITY = 82;
const JPEG_RENDITION = /^(.+)-(\d+)\.jpg$/;

/** The JPEG rendition's address of a WebP variant's (`/uploads/x-800.webp` -> `/uploads/x-800.jpg`); others as they are. */
export const jpegRenditionUrl = (url: string) => url.replace(/^(.*\/uploads\/.+-\d+)\.webp$/, '$1.jpg');

/**
 * The JPEG rendition stored under `key` (`<storageKey>-<width>.jpg`), made from the WebP variant of the same
 * width and stored; null when `key` names no rendition or the variant does not exist.
 */
export async function jpegRenditionOnDemand(storage: Storage, key: string): Promise<Buffer | null> {
  const match = JPEG_RENDITION.exec(key);
  if (!match) return null;
  const source = await storage.get(`${match[1]}-${match[2]}.webp`);
  if (!source) return null;
  // JPEG has no transparency: transparent parts (a PNG logo's) go white rather than black.
  const jpeg = await sharp(source).flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY }).toBuffer();
  await storage.put(key, jpeg, 'image/jpeg');
  return jpeg;
}
