import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidImageError, makeWebpVariants, variantKey } from './images.ts';
import { localDiskStorage } from './storage/local-disk.ts';
import type { Storage } from './storage/storage.ts';

let dir: string;
let storage: Storage;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rentals-images-'));
  storage = localDiskStorage(dir);
});
const variantPath = (root: string, key: string, width: number) => path.join(root, variantKey(key, width));
afterAll(() => rm(dir, { recursive: true, force: true }));

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3f7fcf' } })
    .png()
    .toBuffer();

describe('makeWebpVariants', () => {
  it('writes a WebP per width, aspect kept, and returns the largest size', async () => {
    const size = await makeWebpVariants(await png(2400, 1600), 'listings/abc123', storage);
    expect(size).toEqual({ width: 1600, height: 1067 });
    for (const [width, height] of [
      [400, 267],
      [800, 533],
      [1600, 1067],
    ] as const) {
      const file = variantPath(dir, 'listings/abc123', width);
      expect(file).toBe(path.join(dir, `listings/abc123-${width}.webp`));
      const meta = await sharp(await readFile(file)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height });
    }
  });

  it('never enlarges a small source', async () => {
    const size = await makeWebpVariants(await png(600, 400), 'small', storage);
    expect(size).toEqual({ width: 600, height: 400 });
    const meta = await sharp(await readFile(variantPath(dir, 'small', 1600))).metadata();
    expect(meta.width).toBe(600);
    expect((await sharp(await readFile(variantPath(dir, 'small', 400))).metadata()).width).toBe(400);
  });

  it('refuses what is not an image, SVG included, and writes nothing', async () => {
    await expect(makeWebpVariants(Buffer.from('hello, not an image'), 'bad', storage)).rejects.toThrow(
      InvalidImageError,
    );
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(makeWebpVariants(svg, 'vector', storage)).rejects.toThrow(/not an image we can read/);
    await expect(stat(variantPath(dir, 'bad', 400))).rejects.toThrow();
  });

  it('refuses storage keys that could leave the uploads folder', async () => {
    const image = await png(100, 100);
    for (const key of ['../escape', '/absolute', 'a/../../b', 'a b', '']) {
      await expect(makeWebpVariants(image, key, storage)).rejects.toThrow('invalid storage key');
    }
  });
});
