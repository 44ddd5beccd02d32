// Photo fingerprints in the background: a photo attached to a listing queues its own fingerprint
// (queuePhotoFingerprints, called by the landlord's photo route), and a cron run fingerprints any photo still
// without one (the backfill of existing photos, and any queued run that was lost), a bounded batch per run.
import type { FastifyInstance } from 'fastify';
import { fingerprintMissingPhotos } from './photo-hash.ts';

export const FINGERPRINT_QUEUE = 'account-reviews.fingerprint-photos';
export const FINGERPRINT_BACKFILL_QUEUE = 'account-reviews.fingerprint-backfill';
/** Every ten minutes, at most 5,000 photos a run. */
const BACKFILL_CRON = '*/10 * * * *';
const BACKFILL_BATCHES = 25;

export function defineFingerprintJobs(app: FastifyInstance) {
  app.jobs.define<{ listingPhotoIds: number[] }>(FINGERPRINT_QUEUE, async ({ listingPhotoIds }) => {
    await fingerprintMissingPhotos(app.db, app.storage, { listingPhotoIds });
  });
  app.jobs.define(
    FINGERPRINT_BACKFILL_QUEUE,
    async () => {
      const done = await fingerprintMissingPhotos(app.db, app.storage, { maxBatches: BACKFILL_BATCHES });
      if (done > 0) app.log.info({ done }, 'photo fingerprints backfilled');
    },
    { cron: BACKFILL_CRON },
  );
}

/** Queues the fingerprints of newly attached photos; never fails the caller (the backfill catches up). */
export async function queuePhotoFingerprints(app: FastifyInstance, listingPhotoIds: number[]): Promise<void> {
  if (listingPhotoIds.length === 0) return;
  try {
    await app.jobs.send(FINGERPRINT_QUEUE, { listingPhotoIds });
  } catch (err) {
    app.log.warn({ err }, 'photo fingerprint not queued');
  }
}
