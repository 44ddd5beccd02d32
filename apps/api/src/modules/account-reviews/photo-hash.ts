// Perceptual photo fingerprints: a 64-bit perceptual hash (pHash) computed with sharp, compared by Hamming
// distance. The same photo re-encoded, resized or lightly recompressed keeps (nearly) the same hash; a
// different photo differs in about half its bits. Used by the account reviews' "photos already used by
// another account" signal and by the listing-merge duplicate finder.
import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Queryable } from '../../db/client.ts';
import { listingPhotos, listings, photoFingerprints } from '../../db/schema/index.ts';
import type { Storage } from '../../lib/storage/storage.ts';

/** Two photos within this many differing bits are the same photo (4 quarters of 16 bits: pigeonhole). */
export const SAME_PHOTO_DISTANCE = 3;

const MASK64 = (1n << 64n) - 1n;

const SIZE = 32;
const LOW = 8;
/** cos((2x + 1) u pi / 2N) for the 32-point DCT, row u, column x. */
const COSINES = Array.from({ length: LOW }, (_, u) =>
  Array.from({ length: SIZE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIZE))),
);

/**
 * The photo's perceptual hash (pHash) as a signed 64-bit bigint (the range of a PostgreSQL bigint):
 * greyscale, 32x32 pixels, the 8x8 lowest frequencies of its discrete cosine transform, one bit per
 * frequency (above the median of the 64 or not). Re-encoding, resizing and light recompression move few bits.
 */
export async function photoHashOf(buffer: Buffer): Promise<bigint> {
  const pixels = await sharp(buffer, { failOn: 'none' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(SIZE, SIZE, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  // Separable DCT: rows first (32 rows x 8 frequencies), then columns (8 x 8).
  const rows: number[][] = [];
  for (let y = 0; y < SIZE; y += 1) {
    rows.push(
      COSINES.map((cos) => {
        let sum = 0;
        for (let x = 0; x < SIZE; x += 1) sum += (pixels[y * SIZE + x] ?? 0) * (cos[x] ?? 0);
        return sum;
      }),
    );
  }
  const coefficients: number[] = [];
  for (let v = 0; v < LOW; v += 1) {
    for (let u = 0; u < LOW; u += 1) {
      let sum = 0;
      for (let y = 0; y < SIZE; y += 1) sum += (rows[y]?.[u] ?? 0) * (COSINES[v]?.[y] ?? 0);
      coefficients.push(sum);
    }
  }
  // The DC term (the average brightness) says nothing about the picture: the median leaves it out.
  const median = [...coefficients.slice(1)].sort((a, b) => a - b)[31] ?? 0;
  let hash = 0n;
  for (const value of coefficients) hash = (hash << 1n) | (value > median ? 1n : 0n);
  return BigInt.asIntN(64, hash);
}

/** The number of bits that differ between two hashes (signed or unsigned, bigint or decimal string). */
export function hammingDistance(a: bigint | string, b: bigint | string): number {
  let diff = (BigInt(a) ^ BigInt(b)) & MASK64;
  let bits = 0;
  while (diff !== 0n) {
    diff &= diff - 1n;
    bits += 1;
  }
  return bits;
}

/** The hash's four 16-bit quarters, the indexed columns a lookup matches exactly. */
export function hashQuarters(hash: bigint): [number, number, number, number] {
  const unsigned = BigInt.asUintN(64, hash);
  return [0n, 16n, 32n, 48n].map((shift) => Number((unsigned >> shift) & 0xffffn)) as [number, number, number, number];
}

/** The stored hash read without loss (the driver would round an int8 to a JS number): a decimal string. */
export const photoHashText = sql<string>`${photoFingerprints.hash}::text`;

/** A listing photo's stored hash, or null when it has none yet. */
export async function fingerprintOf(db: Queryable, listingPhotoId: number): Promise<bigint | null> {
  const [row] = await db
    .select({ hash: photoHashText })
    .from(photoFingerprints)
    .where(eq(photoFingerprints.listingPhotoId, listingPhotoId));
  return row ? BigInt(row.hash) : null;
}

/** Stores (or replaces) a listing photo's fingerprint. */
export async function saveFingerprint(
  db: Queryable,
  photo: { listingPhotoId: number; listingId: number },
  hash: bigint,
): Promise<void> {
  const [q0, q1, q2, q3] = hashQuarters(hash);
  const values = { ...photo, hash, q0, q1, q2, q3 };
  await db
    .insert(photoFingerprints)
    .values(values)
    .onConflictDoUpdate({ target: photoFingerprints.listingPhotoId, set: { hash, q0, q1, q2, q3 } });
}

/** The smallest stored variant of a listing photo (what the hash is computed from). */
export const fingerprintSourceKey = (storageKey: string) => `${storageKey}-400.webp`;

/**
 * Computes and stores the fingerprint of listing photos that have none (new photos, or every existing one
 * for the backfill), a batch at a time; a photo whose file is missing or unreadable is skipped. Answers how
 * many were fingerprinted.
 */
export async function fingerprintMissingPhotos(
  db: Queryable,
  storage: Storage,
  options: { listingPhotoIds?: number[]; batchSize?: number; maxBatches?: number } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? 200;
  const known = new Map<string, bigint | null>();
  let done = 0;
  let afterId = 0;
  for (let batch = 0; batch < (options.maxBatches ?? Number.POSITIVE_INFINITY); batch += 1) {
    const rows = await db
      .select({ id: listingPhotos.id, listingId: listingPhotos.listingId, storageKey: listingPhotos.storageKey })
      .from(listingPhotos)
      .leftJoin(photoFingerprints, eq(photoFingerprints.listingPhotoId, listingPhotos.id))
      .where(
        and(
          sql`${photoFingerprints.listingPhotoId} is null`,
          sql`${listingPhotos.id} > ${afterId}`,
          options.listingPhotoIds ? inArray(listingPhotos.id, options.listingPhotoIds) : undefined,
        ),
      )
      .orderBy(listingPhotos.id)
      .limit(batchSize);
    if (rows.length === 0) break;
    for (const row of rows) {
      afterId = row.id;
      // Photos sharing one stored file (the demo data) are read and hashed once per run.
      let hash = known.get(row.storageKey);
      if (hash === undefined) {
        const file = await storage.get(fingerprintSourceKey(row.storageKey)).catch(() => null);
        hash = file ? await photoHashOf(file).catch(() => null) : null;
        known.set(row.storageKey, hash);
      }
      if (hash == null) continue;
      await saveFingerprint(db, { listingPhotoId: row.id, listingId: row.listingId }, hash);
      done += 1;
    }
    if (rows.length < batchSize) break;
  }
  return done;
}

export interface SimilarPhoto {
  listingPhotoId: number;
  listingId: number;
  ownerId: number | null;
  companyId: number | null;
  distance: number;
}

/**
 * Photos whose fingerprint is within `maxDistance` of `hash` (at most 3: see SAME_PHOTO_DISTANCE), through
 * the quarter indexes; `excludeOwnerId` leaves out one account's own listings.
 */
export async function similarPhotos(
  db: Queryable,
  hash: bigint,
  options: { excludeOwnerId?: number; excludeListingIds?: number[]; limit?: number } = {},
): Promise<SimilarPhoto[]> {
  const [q0, q1, q2, q3] = hashQuarters(hash);
  const rows = await db
    .select({
      listingPhotoId: photoFingerprints.listingPhotoId,
      listingId: photoFingerprints.listingId,
      ownerId: listings.ownerId,
      companyId: listings.companyId,
      distance: sql<number>`bit_count((${photoFingerprints.hash} # ${hash})::bit(64))`.mapWith(Number),
    })
    .from(photoFingerprints)
    .innerJoin(listings, eq(listings.id, photoFingerprints.listingId))
    .where(
      and(
        or(
          eq(photoFingerprints.q0, q0),
          eq(photoFingerprints.q1, q1),
          eq(photoFingerprints.q2, q2),
          eq(photoFingerprints.q3, q3),
        ),
        sql`bit_count((${photoFingerprints.hash} # ${hash})::bit(64)) <= ${SAME_PHOTO_DISTANCE}`,
        options.excludeOwnerId != null
          ? sql`${listings.ownerId} is distinct from ${options.excludeOwnerId}`
          : undefined,
        options.excludeListingIds?.length ? notInArray(listings.id, options.excludeListingIds) : undefined,
      ),
    )
    .limit(options.limit ?? 20);
  return rows;
}
