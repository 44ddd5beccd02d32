// With S3_BUCKET set, the seed's demo photo pool goes into the bucket (through the storage the server opens):
// the variants are looked for there, the missing ones drawn into it, and a second run makes none.
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { variantKey } from '../../lib/images.ts';
import { type OpenedStorage, openStorage, s3ClientOf } from '../../lib/storage/open-storage.ts';
import { PHOTO_WIDTHS } from '../../modules/listings/listing-cards.ts';
import { type LocalS3, startLocalS3 } from '../../test/local-s3.ts';
import { ensureDemoPhotos } from './demo-photos.ts';
import { DEMO_PHOTO_COUNT, demoPhotoKey } from './listings-generator.ts';

const CREDENTIALS = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const;

let s3: LocalS3;
let opened: OpenedStorage;
const saved = new Map<string, string | undefined>();

beforeAll(async () => {
  s3 = await startLocalS3({ bucket: 'demo-photos' });
  for (const name of CREDENTIALS) {
    saved.set(name, process.env[name]);
    process.env[name] = s3.env[name];
  }
  opened = openStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent', ...s3.env }));
});
afterAll(async () => {
  opened?.close();
  for (const [name, value] of saved) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await s3?.close();
});

describe('the demo photo pool with S3_BUCKET', () => {
  it('is looked for in the bucket, and what is missing is drawn into it', async () => {
    // Fifteen of the sixteen pictures are there already (placeholders: drawing them all is 30 s of CPU).
    for (let n = 1; n <= DEMO_PHOTO_COUNT; n++) {
      if (n === 5) continue;
      for (const width of PHOTO_WIDTHS) {
        await opened.storage.put(variantKey(demoPhotoKey(n), width), Buffer.from('placeholder'), 'image/webp');
      }
    }
    expect((await ensureDemoPhotos(opened.storage)).made).toBe(1);
    const client = s3ClientOf(loadConfig({ NODE_ENV: 'test', ...s3.env }));
    try {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      const keys = (listed.Contents ?? []).map((object) => object.Key);
      expect(keys).toHaveLength(48);
      expect(keys).toEqual(expect.arrayContaining(PHOTO_WIDTHS.map((w) => `public/demo/photo-5-${w}.webp`)));
    } finally {
      client.destroy();
    }
    for (const width of PHOTO_WIDTHS) {
      const variant = await opened.storage.get(variantKey(demoPhotoKey(5), width));
      expect(variant && (await sharp(variant).metadata())).toMatchObject({ format: 'webp', width });
    }
    expect((await ensureDemoPhotos(opened.storage)).made).toBe(0);
  }, 120_000);
});
