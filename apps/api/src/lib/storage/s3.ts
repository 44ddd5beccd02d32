// Storage in an S3-compatible bucket (AWS S3, MinIO, s3rver in tests) through the official SDK, so every
// instance behind the load balancer sees the same files. Objects live under a prefix of one bucket
// ("public/", "private/": open-storage.ts); the bucket itself is never public, /uploads proxies it.
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadObjectCommand,
  type HeadObjectCommandOutput,
  type S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertSafeKey, type ByteRange, type Storage, type StoredObjectInfo } from './storage.ts';

export interface S3StorageOptions {
  client: S3Client;
  bucket: string;
  /** Put before every key, e.g. "public/"; empty for the whole bucket. */
  prefix?: string;
  /** The URL folder /uploads serves the objects at; unset for objects never served. */
  publicUrl?: string;
}

/** Parts of a multipart upload: S3's smallest (5 MB); bodies up to this size go in one PUT. */
export const PART_SIZE = 5 * 1024 * 1024;
/** Parts sent at once: at most this many parts of a streamed body are held in memory. */
const PARTS_AT_ONCE = 2;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

function infoOf(output: HeadObjectCommandOutput | GetObjectCommandOutput): StoredObjectInfo {
  return {
    size: output.ContentLength ?? 0,
    contentType: output.ContentType ?? 'application/octet-stream',
    etag: output.ETag ?? '""',
    lastModified: output.LastModified ?? new Date(0),
  };
}

export function s3Storage(options: S3StorageOptions): Storage {
  const { client, bucket } = options;
  const prefix = options.prefix ?? '';

  function objectKey(key: string): string {
    assertSafeKey(key);
    return `${prefix}${key}`;
  }

  /** The object's GET response, or null when there is none. */
  async function getObject(key: string, range?: ByteRange): Promise<GetObjectCommandOutput | null> {
    const Key = objectKey(key);
    const Range = range && `bytes=${range.start}-${range.end}`;
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key, Range }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  function bodyOf(output: GetObjectCommandOutput): Readable {
    // On Node the SDK's body is the HTTP response itself: a stream, read as it arrives.
    if (!(output.Body instanceof Readable)) throw new Error('S3 answered a GET without a readable body');
    return output.Body;
  }

  return {
    async put(key, body, contentType) {
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: objectKey(key), Body: body, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: PARTS_AT_ONCE,
      });
      // When the body fails, that is the error to report: the SDK then aborts the multipart upload, and a
      // failing abort (some S3-compatible servers have none) would hide it.
      let bodyError: unknown;
      if (!Buffer.isBuffer(body)) body.once('error', (error) => (bodyError ??= error));
      try {
        await upload.done();
      } catch (error) {
        if (bodyError instanceof Error && bodyError !== error) {
          bodyError.cause ??= error;
          throw bodyError;
        }
        throw error;
      }
    },

    async get(key) {
      const output = await getObject(key);
      if (!output) return null;
      return output.Body ? Buffer.from(await output.Body.transformToByteArray()) : Buffer.alloc(0);
    },

    async stream(key) {
      const output = await getObject(key);
      return output && bodyOf(output);
    },

    async head(key) {
      const Key = objectKey(key);
      try {
        return infoOf(await client.send(new HeadObjectCommand({ Bucket: bucket, Key })));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async open(key, range) {
      const output = await getObject(key, range);
      if (!output) return null;
      // A ranged GET's length is the range's: the whole size is after the slash of "bytes a-b/size".
      const total = Number(output.ContentRange?.split('/')[1]);
      const info = infoOf(output);
      return { ...info, size: range && Number.isFinite(total) ? total : info.size, body: bodyOf(output) };
    },

    async delete(key) {
      // S3 answers 204 for a key it does not have: deleting twice is no error, as on disk.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    url(key) {
      assertSafeKey(key);
      return options.publicUrl ? `${options.publicUrl.replace(/\/+$/, '')}/${key}` : null;
    },
  };
}
