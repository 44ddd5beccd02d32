// The S3 storage against a real S3-compatible server (s3rver on loopback, started here): the storage contract,
// multipart uploads counted on the client, public and private prefixes of one bucket, and credentials taken
// from the SDK's standard chain (the AWS_* variables).
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { type LocalS3, startLocalS3 } from '../../test/local-s3.ts';
import { type OpenedStorage, openStorage, s3ClientOf } from './open-storage.ts';
import { s3Storage } from './s3.ts';
import type { Storage } from './storage.ts';
import { storageContract } from './storage-contract.ts';

const CREDENTIALS = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const;

let s3: LocalS3;
let client: S3Client;
let storage: Storage;
let parts = 0;
const saved = new Map<string, string | undefined>();

const configOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent', ...env });

beforeAll(async () => {
  s3 = await startLocalS3({ bucket: 'contract' });
  for (const name of CREDENTIALS) {
    saved.set(name, process.env[name]);
    process.env[name] = s3.env[name];
  }
  client = s3ClientOf(configOf(s3.env));
  client.middlewareStack.add(
    (next, context) => (args) => {
      if (context.commandName === 'UploadPartCommand') parts++;
      return next(args);
    },
    { step: 'initialize', name: 'countParts' },
  );
  storage = s3Storage({ client, bucket: s3.bucket, prefix: 'public/', publicUrl: '/uploads' });
});
afterAll(async () => {
  client?.destroy();
  for (const [name, value] of saved) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await s3?.close();
});

async function keysInBucket(): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '');
}

describe('s3Storage', () => {
  storageContract(() => ({ storage, partsSent: () => parts }));

  it('keeps objects under its prefix', async () => {
    await storage.put('prefixed/a.webp', Buffer.from('a'), 'image/webp');
    expect(await keysInBucket()).toContain('public/prefixed/a.webp');
    expect(await keysInBucket()).not.toContain('prefixed/a.webp');
  });
});

describe('openStorage with S3_BUCKET', () => {
  let opened: OpenedStorage;
  beforeAll(() => {
    opened = openStorage(configOf(s3.env));
  });
  afterAll(() => opened?.close());

  it('puts public and private files in one bucket under their own prefixes, only public ones with a URL', async () => {
    expect(opened.publicDir).toBeNull();
    await opened.storage.put('same/key.csv', Buffer.from('public'), 'text/csv');
    await opened.privateStorage.put('same/key.csv', Buffer.from('private'), 'text/csv');
    expect((await opened.storage.get('same/key.csv'))?.toString()).toBe('public');
    expect((await opened.privateStorage.get('same/key.csv'))?.toString()).toBe('private');
    expect(await keysInBucket()).toEqual(expect.arrayContaining(['public/same/key.csv', 'private/same/key.csv']));
    expect(opened.storage.url('same/key.csv')).toBe('/uploads/same/key.csv');
    expect(opened.privateStorage.url('same/key.csv')).toBeNull();
  });

  it('signs with the credentials of the standard AWS variables', async () => {
    // s3rver checks the key id (it knows S3RVER alone), not the SigV4 signature itself.
    process.env.AWS_ACCESS_KEY_ID = 'SOMEONE-ELSE';
    const wrong = openStorage(configOf(s3.env));
    try {
      await expect(wrong.storage.put('denied/x.csv', Buffer.from('x'), 'text/csv')).rejects.toThrow(
        /Access Key Id you provided does not exist/,
      );
    } finally {
      wrong.close();
      process.env.AWS_ACCESS_KEY_ID = s3.env.AWS_ACCESS_KEY_ID;
    }
    expect(await keysInBucket()).not.toContain('public/denied/x.csv');
  });
});

describe('openStorage without S3_BUCKET', () => {
  it('keeps the local disk under DATA_DIR', () => {
    const opened = openStorage(configOf({}));
    expect(opened.publicDir).toBe('/nonexistent/uploads');
    expect(opened.storage.url('a/b.webp')).toBe('/uploads/a/b.webp');
    expect(opened.privateStorage.url('a/b.webp')).toBeNull();
  });
});
