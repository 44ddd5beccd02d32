// New photos of feed listings (issue 16 section 3): a run queues one job per listing whose entry names photos
// not downloaded yet; the job fetches each through the same guard as the feed (safeFetch: private addresses
// refused, FEED_ALLOWED_HOSTS let through, a size limit and a timeout), stores it through the one upload path
// (kind listing-photo: type by magic bytes, WebP variants) and appends it to the listing's photos. A photo that
// cannot be fetched or read is skipped (logged) and tried again at the next run that names it.
import { MAX_LISTING_PHOTOS } from '@rentals/shared/resources/landlord-photos';
import { maxUploadBytes } from '@rentals/shared/resources/uploads';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { feedItems, listingPhotos } from '../../db/schema/index.ts';
import { feedAllowedHosts, safeFetchBytes } from '../../lib/safe-fetch/index.ts';
import { storeUpload } from '../../lib/uploads/receive-upload.ts';

export const FEED_PHOTOS_QUEUE = 'feeds.photos';
const PHOTO_TIMEOUT_MS = 30_000;

export interface FeedPhotosJob {
  feedId: number;
  externalId: string;
  urls: string[];
}

/** Downloads the photos of one feed listing that it does not have yet; answers how many were added. */
export async function downloadFeedPhotos(app: FastifyInstance, job: FeedPhotosJob): Promise<number> {
  const [item] = await app.db
    .select()
    .from(feedItems)
    .where(and(eq(feedItems.feedId, job.feedId), eq(feedItems.externalId, job.externalId)));
  if (!item) return 0;
  const wanted = job.urls.filter((url) => !item.photoUrls.includes(url));
  let added = 0;
  for (const url of wanted) {
    let upload: Awaited<ReturnType<typeof storeUpload>>;
    try {
      const fetched = await safeFetchBytes(url, {
        timeoutMs: PHOTO_TIMEOUT_MS,
        maxBytes: maxUploadBytes('listing-photo'),
        allowedHosts: feedAllowedHosts(app.config),
        accept: 'image/*',
      });
      const name = decodeURIComponent(new URL(fetched.url).pathname.split('/').pop() || 'photo');
      upload = await storeUpload(app, { actor: null }, 'listing-photo', { name, bytes: fetched.bytes });
    } catch (error) {
      app.log.warn({ url, feedId: job.feedId, err: (error as Error).message }, 'feed photo skipped');
      continue;
    }
    const stored = await app.db.transaction(async (tx) => {
      // The listing's photos are counted and appended under its feed item's lock (one job per listing at a time).
      await tx
        .select({ id: feedItems.listingId })
        .from(feedItems)
        .where(and(eq(feedItems.feedId, job.feedId), eq(feedItems.externalId, job.externalId)))
        .for('update');
      const [held] = await tx
        .select({
          n: count().mapWith(Number),
          last: sql<number>`coalesce(max(${listingPhotos.position}), -1)`.mapWith(Number),
        })
        .from(listingPhotos)
        .where(eq(listingPhotos.listingId, item.listingId));
      if ((held?.n ?? 0) >= MAX_LISTING_PHOTOS) return false;
      await tx.insert(listingPhotos).values({
        listingId: item.listingId,
        position: (held?.last ?? -1) + 1,
        storageKey: upload.key,
        width: upload.width ?? 0,
        height: upload.height ?? 0,
        alt: '',
      });
      await tx
        .update(feedItems)
        .set({ photoUrls: sql`array_append(${feedItems.photoUrls}, ${url})` })
        .where(and(eq(feedItems.feedId, job.feedId), eq(feedItems.externalId, job.externalId)));
      return true;
    });
    if (!stored) break;
    added += 1;
  }
  return added;
}

export function defineFeedPhotosJob(app: FastifyInstance) {
  app.jobs.define<FeedPhotosJob>(FEED_PHOTOS_QUEUE, async (job) => {
    await downloadFeedPhotos(app, job);
  });
}

/** Queues the photo downloads a committed batch needs (entries whose photo URLs are not all downloaded). */
export async function queueFeedPhotos(app: FastifyInstance, jobs: FeedPhotosJob[]) {
  for (const job of jobs) {
    try {
      await app.jobs.send(FEED_PHOTOS_QUEUE, job, { singletonKey: `feed-photos:${job.feedId}:${job.externalId}` });
    } catch (error) {
      // A photo that is not downloaded now is asked for again by the next run.
      app.log.warn({ err: (error as Error).message, feedId: job.feedId }, 'feed photos not queued');
    }
  }
}
