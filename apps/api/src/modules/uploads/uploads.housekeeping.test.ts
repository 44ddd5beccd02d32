// The daily purge of uploads nothing uses: rows and files inserted directly (the upload path itself is
// uploads.test.ts), then the job run inline.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, listingPhotos, uploads } from '../../db/schema/index.ts';
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
/** An uploads row with its files in storage, made `age` ago. */
async function storedUpload(kind: 'listing-photo' | 'company-logo' | 'csv-import', age: number) {
  const storageKey = `${kind}/${(++n).toString(16).padStart(32, '0')}`;
  const mimeType = kind === 'csv-import' ? 'text/csv' : 'image/png';
  const storage = kind === 'csv-import' ? t.app.privateStorage : t.app.storage;
  const files = uploadObjectKeys(kind, storageKey, mimeType);
  for (const file of files) await storage.put(file, Buffer.from('x'), 'application/octet-stream');
  const [row] = await t.db
    .insert(uploads)
    .values({ storageKey, kind, originalName: 'file', mimeType, bytes: 1, createdAt: ago(age) })
    .returning({ id: uploads.id });
  if (!row) throw new Error('no upload row');
  const stored = async () => (await Promise.all(files.map((file) => storage.get(file)))).filter(Boolean).length;
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

  it('works through more than one batch', async () => {
    const old = [];
    for (let i = 0; i < PURGE_BATCH + 5; i++) old.push(await storedUpload('csv-import', 30 * HOUR));
    expect(await purgeUnattachedUploads(t.app)).toBe(PURGE_BATCH + 5);
    expect(await remainingIds(old.map((u) => u.id))).toEqual([]);
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
