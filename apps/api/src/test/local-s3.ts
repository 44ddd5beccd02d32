// For tests and the cluster script: a real S3-compatible server (the s3rver package) on loopback, keeping its
// objects in a temporary folder, with one bucket made up front. `env` is what the API needs to use it
// (lib/storage/open-storage.ts). Plain Node: no vitest here, the cluster script imports it too.
/// <reference path="./s3rver.d.ts" />
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE and the AWS credentials s3rver accepts. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startLocalS3(options: { bucket?: string; directory?: string } = {}): Promise<LocalS3> {
  const bucket = options.bucket ?? 'rentals-test';
  const ownDirectory = options.directory === undefined;
  const directory = options.directory ?? (await mkdtemp(path.join(tmpdir(), 'rentals-s3-')));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      if (ownDirectory) await rm(directory, { recursive: true, force: true });
    },
  };
}
