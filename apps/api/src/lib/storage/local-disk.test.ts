import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from './local-disk.ts';
import { isSafeKey, randomKey, type Storage } from './storage.ts';
import { storageContract } from './storage-contract.ts';

let dir: string;
let contractStorage: Storage;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rentals-storage-'));
  contractStorage = localDiskStorage(path.join(dir, 'contract'), { publicUrl: '/uploads/' });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('localDiskStorage', () => {
  storageContract(() => ({ storage: contractStorage }));
});

describe('storage keys', () => {
  it('are random, 128 bits, under their folder', () => {
    const a = randomKey('company-logo');
    expect(a).toMatch(/^company-logo\/[0-9a-f]{32}$/);
    expect(randomKey('company-logo')).not.toBe(a);
  });

  it('refuses anything that could leave the root', () => {
    for (const key of [
      '../escape',
      'a/../../b',
      'a/..',
      '..',
      '/absolute',
      'C:\\windows',
      'a\\b',
      'a//b',
      'a/',
      '.hidden',
      'a/.env',
      '',
      'x'.repeat(201),
      'a b',
      'a\u0000b',
      'é',
    ]) {
      expect(isSafeKey(key), JSON.stringify(key)).toBe(false);
    }
    for (const key of ['company-logo/0f3a-128.webp', 'csv-import/abc.csv', 'demo/photo-3-400.webp']) {
      expect(isSafeKey(key), key).toBe(true);
    }
  });
});

describe('localDiskStorage on disk', () => {
  it('keeps <root>/<key>, typed by its name', async () => {
    const storage = localDiskStorage(path.join(dir, 'public'), { publicUrl: '/uploads/' });
    await storage.put('logos/a-128.webp', Buffer.from('one'), 'image/webp');
    await storage.put('logos/b.csv', Readable.from(['a,b\n', '1,2\n']), 'text/csv');
    expect(await readFile(path.join(dir, 'public/logos/a-128.webp'), 'utf8')).toBe('one');
    expect(await readFile(path.join(dir, 'public/logos/b.csv'), 'utf8')).toBe('a,b\n1,2\n');
    expect(await readdir(path.join(dir, 'public/logos'))).toEqual(['a-128.webp', 'b.csv']);
    await writeFile(path.join(dir, 'public/logos/c.unknown'), 'x');
    expect(await storage.head('logos/c.unknown')).toMatchObject({ contentType: 'application/octet-stream' });
    expect(await storage.head('logos/a-128.webp/below')).toBeNull();
  });

  it('has no URL for private storage, and never touches a path outside its root', async () => {
    const storage = localDiskStorage(path.join(dir, 'private'));
    expect(storage.url('imports/x.csv')).toBeNull();
    await writeFile(path.join(dir, 'secret.txt'), 'secret');
    await expect(storage.get('../secret.txt')).rejects.toThrow('unsafe storage key');
    await expect(storage.stream('../secret.txt')).rejects.toThrow('unsafe storage key');
    await expect(storage.put('../secret.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow('unsafe storage key');
    await expect(storage.delete('../secret.txt')).rejects.toThrow('unsafe storage key');
    expect(() => storage.url('/etc/passwd')).toThrow('unsafe storage key');
    expect(await readFile(path.join(dir, 'secret.txt'), 'utf8')).toBe('secret');
  });

  it('leaves no temporary file behind when a stream fails', async () => {
    const storage = localDiskStorage(path.join(dir, 'failing'));
    const broken = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('x/y.csv', broken, 'text/csv')).rejects.toThrow('client went away');
    expect(await readdir(path.join(dir, 'failing/x'))).toEqual([]);
  });
});
