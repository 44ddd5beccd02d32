// The storage interface every stored file goes through (uploads, their WebP variants, imports, the demo
// photos). Local disk under DATA_DIR by default (local-disk.ts); an S3-compatible bucket when S3_BUCKET is
// set (s3.ts; chosen in open-storage.ts): keys are bucket-style ("company-logo/3f9c...-256.webp"), bodies
// are buffers or streams.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** What HTTP needs to serve an object: /uploads answers with these headers. */
export interface StoredObjectInfo {
  size: number;
  contentType: string;
  /** A quoted entity tag, e.g. "5d41402a..."; changes when the object does. */
  etag: string;
  lastModified: Date;
}

/** Bytes `start` to `end` of an object, both included (an HTTP Range request's one range). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject extends StoredObjectInfo {
  body: Readable;
}

export interface Storage {
  /** Stores `body` under `key`, replacing what was there. */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** The whole object, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The object as a stream, or null when there is none. */
  stream(key: string): Promise<Readable | null>;
  /** The object's size, type and tag without its body, or null when there is none. */
  head(key: string): Promise<StoredObjectInfo | null>;
  /**
   * The object as a stream with its size, type and tag (one request to a bucket), or null. With `range`, the
   * body holds bytes `start` to `end` (inclusive, within the object) alone; size and tag stay the whole object's.
   */
  open(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** The object's public address (e.g. /uploads/<key>), or null for storage nobody reads over HTTP. */
  url(key: string): string | null;
}

/**
 * Folders and names of letters, digits, `_`, `-` and `.`, each starting with a letter or digit: never
 * absolute, never `..`, no backslashes or empty segments, at most 200 characters.
 */
const SAFE_KEY = /^[a-z0-9][a-z0-9_.-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/i;

export function isSafeKey(key: string): boolean {
  return key.length <= 200 && SAFE_KEY.test(key) && !key.includes('..');
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
}

/** A new unguessable key under `folder`: 128 random bits, e.g. "company-logo/3f9c0d...". */
export function randomKey(folder: string): string {
  const key = `${folder}/${randomBytes(16).toString('hex')}`;
  assertSafeKey(key);
  return key;
}
