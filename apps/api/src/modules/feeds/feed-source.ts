import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { uploads } from '../../db/schema/index.ts';
import { feedAllowedHosts, SafeFetchError, safeFetch } from '../../lib/safe-fetch/index.ts';
import { storedFileKey } from '../../lib/uploads/receive-upload.ts';
import { FEED_FETCH_TIMEOUT_MS, FEED_MAX_BYTES } from './feed-run-settings.ts';
import { type FeedRow, RunFailure, type RunRow } from './feed-run-types.ts';

/** Opens the run's document: the uploaded file, or the feed's URL through the guarded fetch. */
export async function openDocument(app: FastifyInstance, feed: FeedRow, run: RunRow): Promise<Readable> {
  if (run.uploadId) {
    const [upload] = await app.db.select().from(uploads).where(eq(uploads.id, run.uploadId));
    if (!upload) throw new RunFailure('The uploaded file is no longer kept.');
    // The object the upload path wrote: its extension follows the type found from the bytes (CSV or XML).
    const stream = await app.privateStorage.stream(storedFileKey(upload.storageKey, upload.mimeType));
    if (!stream) throw new RunFailure('The uploaded file is no longer kept.');
    return stream;
  }
  // The feed is first downloaded to a file (bounded by the size limit, within the timeout), then parsed from it:
  // parsing waits on the database's writes, and a slow reader must not hold the connection open past the timeout.
  const spool = path.join(app.config.DATA_DIR, 'feed-spool', `run-${run.id}-${randomBytes(6).toString('hex')}`);
  try {
    await mkdir(path.dirname(spool), { recursive: true });
    const answer = await safeFetch(feed.url, {
      timeoutMs: FEED_FETCH_TIMEOUT_MS,
      maxBytes: FEED_MAX_BYTES,
      allowedHosts: feedAllowedHosts(app.config),
    });
    await pipeline(answer.body, createWriteStream(spool));
  } catch (error) {
    await rm(spool, { force: true });
    if (error instanceof SafeFetchError) {
      throw new RunFailure(`The feed could not be fetched (${error.code}): ${error.message}`);
    }
    throw new RunFailure(`The feed could not be fetched: ${(error as Error).message}`);
  }
  const stream = createReadStream(spool);
  stream.once('close', () => void rm(spool, { force: true }));
  return stream;
}
