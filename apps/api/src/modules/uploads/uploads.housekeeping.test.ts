// The daily purge of uploads nothing uses: rows and files inserted directly (the upload path itself is
// uploads.test.ts), then the job run inline.
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountImports, companies, listingPhotos, posts, uploads } from '../../db/schema/index.ts';
import { uploadObjectKeys } from '../../lib/uploads/receive-upload.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createListing, createPlace } from '../../test/listing-factories.ts';
import {
  PURGE_BATCH,
  purgeUnattachedUploads,
  UNATTACHED_UPLOADS_CRON,
  UNATTACHED_UPLOADS_QUEUE,
} from './uploads.housekeeping.ts';

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let n = 0;
/** A small real WebP, so /uploads can make a variant's JPEG rendition from it. */
const webp = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#3f7fcf' } })
    .webp()
    .toBuffer();

/**
 * An uploads row with the files the upload path writes (an image's WebP variants, else the file), made `age`
 * ago. `stored()` counts every object the upload may keep, JPEG renditions made since included.
 */
async function storedUpload(kind: 'listing-photo' | 'company-logo' | 'csv-import' | 'cms-media', age: number) {
  const storageKey = `${kind}/${(++n).toString(16).padStart(32, '0')}`;
  const mimeType = kind === 'csv-import' ? 'text/csv' : 'image/png';
  const storage = kind === 'csv-import' ? t.app.privateStorage : t.app.storage;
  const objects = uploadObjectKeys(kind, storageKey, mimeType);
  const files = objects.filter((key) => !key.endsWith('.jpg'));
  const body = kind === 'csv-import' ? Buffer.from('x') : await webp();
  for (const file of files) await storage.put(file, body, 'application/octet-stream');
  const [row] = await t.db
    .insert(uploads)
    .values({
      storageKey,
      kind,
      originalName: 'file',
      mimeType,
      bytes: 1,
      createdAt: ago(age),
      unreferencedSince: ago(age),
    })
    .returning({ id: uploads.id });
  if (!row) throw new Error('no upload row');
  const stored = async () => (await Promise.all(objects.map((key) => storage.head(key)))).filter(Boolean).length;
  return { id: row.id, storageKey, files, stored };
}

async function remainingIds(ids: number[]) {
  const rows = await t.db.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, ids));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

describe('the daily purge of unattached uploads', () => {
  it('removes old unattached uploads with their files, and keeps recent and attached ones', async () => {
    const abandoned = await storedUpload('listing-photo', 25 * HOUR);
    const abandonedCsv = await storedUpload('csv-import', 48 * HOUR);
    const recent = await storedUpload('listing-photo', 2 * HOUR);
    const photo = await storedUpload('listing-photo', 72 * HOUR);
    const logo = await storedUpload('company-logo', 72 * HOUR);
    expect(abandoned.files).toHaveLength(3); // the three WebP widths

    const listing = await createListing(t.db, await createPlace(t.db));
    await t.db
      .insert(listingPhotos)
      .values({ listingId: listing.id, position: 0, storageKey: photo.storageKey, width: 800, height: 600 });
    await t.db.insert(companies).values({ name: 'Logo Co', logo: `/uploads/${logo.storageKey}-256.webp` });

    await t.app.jobs.send(UNATTACHED_UPLOADS_QUEUE, {}); // inline in tests: runs now

    const all = [abandoned, abandonedCsv, recent, photo, logo];
    expect(await remainingIds(all.map((u) => u.id))).toEqual([recent.id, photo.id, logo.id]);
    expect(await abandoned.stored()).toBe(0);
    expect(await abandonedCsv.stored()).toBe(0);
    expect(await recent.stored()).toBe(3);
    expect(await photo.stored()).toBe(3);
    expect(await logo.stored()).toBe(3);
  });

  it('removes the JPEG renditions /uploads made of a photo for email along with its WebP variants', async () => {
    const abandoned = await storedUpload('listing-photo', 25 * HOUR);
    const rendition = `${abandoned.storageKey}-800.jpg`;
    const made = await t.call('GET', `/uploads/${rendition}`);
    expect(made.statusCode).toBe(200);
    expect((await t.app.storage.head(rendition))?.contentType).toBe('image/jpeg');
    expect(await abandoned.stored()).toBe(4); // three WebP widths and the JPEG

    await purgeUnattachedUploads(t.app);
    expect(await remainingIds([abandoned.id])).toEqual([]);
    expect(await t.app.storage.head(rendition)).toBeNull();
    expect(await abandoned.stored()).toBe(0);
  });

  it('works through more than one batch', async () => {
    const old = [];
    for (let i = 0; i < PURGE_BATCH + 5; i++) old.push(await storedUpload('csv-import', 30 * HOUR));
    expect((await purgeUnattachedUploads(t.app)).removed).toBe(PURGE_BATCH + 5);
    expect(await remainingIds(old.map((u) => u.id))).toEqual([]);
  });

  it('keeps media library images nothing uses: only the library’s delete removes them', async () => {
    const libraryImage = await storedUpload('cms-media', 30 * 24 * HOUR);
    const abandonedLogo = await storedUpload('company-logo', 30 * 24 * HOUR);
    await purgeUnattachedUploads(t.app, new Date(Date.now() + 72 * HOUR));
    expect(await remainingIds([libraryImage.id, abandonedLogo.id])).toEqual([libraryImage.id]);
    expect(await libraryImage.stored()).toBe(3);
  });
});

describe('the grace period after the last reference is removed', () => {
  it('deletes a removed listing photo a grace period after its removal, with every width', async () => {
    const removedPhoto = await storedUpload('listing-photo', 72 * HOUR);
    const kept = await storedUpload('listing-photo', 72 * HOUR);
    const listing = await createListing(t.db, await createPlace(t.db));
    const [row] = await t.db
      .insert(listingPhotos)
      .values({ listingId: listing.id, position: 0, storageKey: removedPhoto.storageKey, width: 800, height: 600 })
      .returning({ id: listingPhotos.id });
    await t.db
      .insert(listingPhotos)
      .values({ listingId: listing.id, position: 1, storageKey: kept.storageKey, width: 800, height: 600 });
    // A run while both are shown: they are in use.
    expect(await purgeUnattachedUploads(t.app)).toMatchObject({ removed: 0, referencedAgain: 2 });

    await t.db.delete(listingPhotos).where(eq(listingPhotos.id, row?.id ?? 0)); // the photo is taken off
    const noticed = await purgeUnattachedUploads(t.app); // the first run after: the grace starts
    expect(noticed).toMatchObject({ removed: 0, unreferenced: 1 });
    expect(await removedPhoto.stored()).toBe(3);
    await purgeUnattachedUploads(t.app, new Date(Date.now() + 23 * HOUR));
    expect(await remainingIds([removedPhoto.id])).toEqual([removedPhoto.id]);
    expect(await removedPhoto.stored()).toBe(3);

    expect((await purgeUnattachedUploads(t.app, new Date(Date.now() + 25 * HOUR))).removed).toBeGreaterThan(0);
    expect(await remainingIds([removedPhoto.id, kept.id])).toEqual([kept.id]);
    expect(await removedPhoto.stored()).toBe(0);
    expect(await kept.stored()).toBe(3);
    // Idempotent: a further run finds nothing to do.
    expect(await purgeUnattachedUploads(t.app, new Date(Date.now() + 26 * HOUR))).toMatchObject({ removed: 0 });
  });

  it('keeps uploads used by a post cover, rich text, an account import or a feed run', async () => {
    const cover = await storedUpload('company-logo', 72 * HOUR);
    const inBody = await storedUpload('company-logo', 72 * HOUR);
    const csv = await storedUpload('csv-import', 72 * HOUR);
    await t.db.insert(posts).values({
      title: 'Post',
      slug: `post-${n}`,
      language: 'en',
      body: `<p><img src="/uploads/${inBody.storageKey}-512.webp"></p>`,
      coverImage: `/uploads/${cover.storageKey}-256.webp`,
      previewToken: `token-${n}`,
    });
    await t.db.insert(accountImports).values({ uploadId: csv.id, fileName: 'a.csv' });
    const result = await purgeUnattachedUploads(t.app, new Date(Date.now() + 72 * HOUR));
    expect(result.skipped).toBe(false);
    expect(await remainingIds([cover.id, inBody.id, csv.id])).toEqual([cover.id, inBody.id, csv.id]);
  });
});

describe('scheduling', () => {
  it('schedules the purge daily when the instance runs workers', async () => {
    const worker = await buildTestApp({ jobs: 'work' });
    try {
      const schedules = (await worker.app.jobs.boss?.getSchedules(UNATTACHED_UPLOADS_QUEUE)) ?? [];
      expect(schedules.map((s) => [s.name, s.cron])).toEqual([[UNATTACHED_UPLOADS_QUEUE, UNATTACHED_UPLOADS_CRON]]);
    } finally {
      await worker.close();
    }
  });
});
