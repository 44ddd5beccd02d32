// The one place that picks where files go: an S3-compatible bucket when S3_BUCKET is set, else the local
// disk under DATA_DIR (the single-instance default). Used by the uploads plugin and by the seed (demo photos).
// One bucket holds both kinds, public files under "public/" and private ones under "private/": one bucket to
// create and grant, and the bucket is never readable by the public anyway (the API proxies /uploads).
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';
import { UPLOADS_URL } from '../../modules/listings/listing-cards.ts';
import { uploadsDirOf } from '../images.ts';
import { localDiskStorage } from './local-disk.ts';
import { s3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

export const PUBLIC_PREFIX = 'public/';
export const PRIVATE_PREFIX = 'private/';

export interface OpenedStorage {
  /** Public files, served at /uploads/<key>. */
  storage: Storage;
  /** Files nobody downloads over HTTP (imports). */
  privateStorage: Storage;
  /** The folder the public files are in when on local disk (served as static files); null for a bucket. */
  publicDir: string | null;
  close(): void;
}

type StorageConfig = Pick<Config, 'DATA_DIR' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE'>;

/** The bucket's client: credentials from the SDK's standard chain (AWS_ACCESS_KEY_ID..., profiles, roles). */
export function s3ClientOf(config: StorageConfig): S3Client {
  return new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE === 'true',
    // Checksums only where S3 requires them: S3-compatible servers (MinIO, s3rver, R2) do not all take the
    // newer streaming checksum trailers, and TLS already guards the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function openStorage(config: StorageConfig): OpenedStorage {
  if (config.S3_BUCKET) {
    const client = s3ClientOf(config);
    const bucket = config.S3_BUCKET;
    return {
      storage: s3Storage({ client, bucket, prefix: PUBLIC_PREFIX, publicUrl: UPLOADS_URL }),
      privateStorage: s3Storage({ client, bucket, prefix: PRIVATE_PREFIX }),
      publicDir: null,
      close: () => client.destroy(),
    };
  }
  const publicDir = uploadsDirOf(config.DATA_DIR);
  return {
    storage: localDiskStorage(publicDir, { publicUrl: UPLOADS_URL }),
    privateStorage: localDiskStorage(path.join(config.DATA_DIR, 'private-uploads')),
    publicDir,
    close: () => {},
  };
}
