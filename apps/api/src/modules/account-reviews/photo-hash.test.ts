// The photo fingerprint: the same photo re-encoded or resized keeps (nearly) the same pHash, a different photo
// differs in many bits; and the fingerprints of photos without one are computed from the stored variant.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hammingDistance, hashQuarters, photoHashOf, SAME_PHOTO_DISTANCE } from './photo-hash.ts';

/** A 480x320 photo-like image: 12x8 blocks of seeded random greys, smoothed. */
async function testImage(seed: number): Promise<Buffer> {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const blocks = Buffer.alloc(12 * 8 * 3);
  for (let i = 0; i < blocks.length; i += 3) {
    const grey = Math.floor(random() * 256);
    blocks[i] = grey;
    blocks[i + 1] = Math.floor(grey * random());
    blocks[i + 2] = Math.floor(255 - grey * random());
  }
  return sharp(blocks, { raw: { width: 12, height: 8, channels: 3 } })
    .resize(480, 320, { kernel: 'cubic' })
    .blur(4)
    .png()
    .toBuffer();
}

describe('photo hashes', () => {
  it('keeps a re-encoded, resized photo within the same-photo distance', async () => {
    const original = await testImage(7);
    const hash = await photoHashOf(original);
    const jpeg = await sharp(original).jpeg({ quality: 55 }).toBuffer();
    const smaller = await sharp(original).resize(240).webp({ quality: 60 }).toBuffer();
    const larger = await sharp(original).resize(1600).jpeg({ quality: 80 }).toBuffer();
    for (const copy of [jpeg, smaller, larger]) {
      expect(hammingDistance(hash, await photoHashOf(copy))).toBeLessThanOrEqual(SAME_PHOTO_DISTANCE);
    }
  });

  it('tells different photos apart by many bits', async () => {
    const a = await photoHashOf(await testImage(7));
    for (const seed of [8, 99, 12345]) {
      expect(hammingDistance(a, await photoHashOf(await testImage(seed)))).toBeGreaterThan(12);
    }
  });

  it('counts differing bits on signed 64-bit values and splits hashes into 16-bit quarters', () => {
    expect(hammingDistance(0n, -1n)).toBe(64);
    expect(hammingDistance(5n, 6n)).toBe(2);
    expect(hammingDistance('-9223372036854775808', 0n)).toBe(1);
    expect(hashQuarters(-1n)).toEqual([0xffff, 0xffff, 0xffff, 0xffff]);
    expect(hashQuarters(0x0001_0002_0003_0004n)).toEqual([4, 3, 2, 1]);
  });
});
