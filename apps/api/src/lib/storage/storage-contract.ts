// What every Storage must do, as vitest cases run against each implementation: local disk
// (local-disk.test.ts) and an S3-compatible bucket on a real s3rver (s3.test.ts). Not a test file itself.
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import type { Storage } from './storage.ts';

export interface ContractSubject {
  /** Served at /uploads (its url() answers). */
  storage: Storage;
  /** Parts of multipart uploads sent so far, where the implementation has them (S3). */
  partsSent?: () => number;
}

const MB = 1024 * 1024;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** `total` random bytes as a stream of 256 KB chunks, and their hash. */
function randomStream(total: number) {
  const hash = createHash('sha256');
  let left = total;
  const stream = new Readable({
    read() {
      if (left === 0) return void this.push(null);
      const chunk = randomBytes(Math.min(256 * 1024, left));
      left -= chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

const UNSAFE_KEYS = ['../escape', 'a/../../b', '/absolute', 'a//b', 'a\\b', '.env', 'a/', ''];

export function storageContract(subject: () => ContractSubject) {
  const storage = () => subject().storage;

  describe('the storage contract', () => {
    it('puts a buffer and gives it back whole, as a stream, and with its size, type and tag', async () => {
      const body = Buffer.from('one photo');
      await storage().put('contract/put-1.webp', body, 'image/webp');
      expect(await storage().get('contract/put-1.webp')).toEqual(body);
      const stream = await storage().stream('contract/put-1.webp');
      expect(stream && (await buffer(stream))).toEqual(body);
      const info = await storage().head('contract/put-1.webp');
      expect(info).toEqual({
        size: body.length,
        contentType: 'image/webp',
        etag: expect.stringMatching(/^"[^"]+"$/),
        lastModified: expect.any(Date),
      });
      const opened = await storage().open('contract/put-1.webp');
      expect(opened && { ...opened, body: await buffer(opened.body) }).toEqual({ ...info, body });
      expect(storage().url('contract/put-1.webp')).toBe('/uploads/contract/put-1.webp');
    });

    it('puts a stream', async () => {
      await storage().put('contract/rows.csv', Readable.from(['a,b\n', '1,2\n']), 'text/csv');
      expect((await storage().get('contract/rows.csv'))?.toString()).toBe('a,b\n1,2\n');
      expect(await storage().head('contract/rows.csv')).toMatchObject({ size: 8, contentType: 'text/csv' });
    });

    it('replaces an object that is put again, with a new tag', async () => {
      await storage().put('contract/again.webp', Buffer.from('first'), 'image/webp');
      const before = await storage().head('contract/again.webp');
      await storage().put('contract/again.webp', Buffer.from('the second one'), 'image/webp');
      expect((await storage().get('contract/again.webp'))?.toString()).toBe('the second one');
      const after = await storage().head('contract/again.webp');
      expect(after?.size).toBe(14);
      expect(after?.etag).not.toBe(before?.etag);
    });

    it('deletes, and a missing object is null everywhere and no error to delete', async () => {
      await storage().put('contract/gone.webp', Buffer.from('x'), 'image/webp');
      await storage().delete('contract/gone.webp');
      await storage().delete('contract/gone.webp');
      await storage().delete('contract/never-was.webp');
      for (const key of ['contract/gone.webp', 'contract/never-was.webp', 'contract']) {
        expect(await storage().get(key), key).toBeNull();
        expect(await storage().stream(key), key).toBeNull();
        expect(await storage().head(key), key).toBeNull();
        expect(await storage().open(key), key).toBeNull();
      }
    });

    it('refuses unsafe keys in every method', async () => {
      for (const key of UNSAFE_KEYS) {
        const name = JSON.stringify(key);
        await expect(storage().put(key, Buffer.from('x'), 'text/plain'), name).rejects.toThrow('unsafe storage key');
        await expect(storage().get(key), name).rejects.toThrow('unsafe storage key');
        await expect(storage().stream(key), name).rejects.toThrow('unsafe storage key');
        await expect(storage().head(key), name).rejects.toThrow('unsafe storage key');
        await expect(storage().open(key), name).rejects.toThrow('unsafe storage key');
        await expect(storage().delete(key), name).rejects.toThrow('unsafe storage key');
        expect(() => storage().url(key), name).toThrow('unsafe storage key');
      }
    });

    it('keeps every byte value', async () => {
      const body = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(64 * 1024)]);
      await storage().put('contract/binary.bin', body, 'application/octet-stream');
      expect(sha256((await storage().get('contract/binary.bin')) ?? Buffer.alloc(0))).toBe(sha256(body));
      const stream = await storage().stream('contract/binary.bin');
      expect(stream && sha256(await buffer(stream))).toBe(sha256(body));
    });

    it('stores a large streamed body (in parts where the storage has them) and streams it back', async () => {
      const size = 12 * MB + 12_345;
      const partsBefore = subject().partsSent?.() ?? 0;
      const source = randomStream(size);
      await storage().put('contract/large.bin', source.stream, 'application/octet-stream');
      if (subject().partsSent) expect((subject().partsSent?.() ?? 0) - partsBefore).toBe(3); // 5 + 5 + 2.x MB
      expect((await storage().head('contract/large.bin'))?.size).toBe(size);
      const back = await storage().stream('contract/large.bin');
      const hash = createHash('sha256');
      let received = 0;
      for await (const chunk of back ?? []) {
        hash.update(chunk as Buffer);
        received += (chunk as Buffer).length;
      }
      expect(received).toBe(size);
      expect(hash.digest('hex')).toBe(source.digest());
    }, 60_000);

    it('keeps nothing when the body fails part-way (past the first part, where there are parts)', async () => {
      let sent = 0; // 26 chunks of 256 KB: 6.5 MB, then the error
      const broken = new Readable({
        read() {
          if (sent++ < 26) this.push(randomBytes(256 * 1024));
          else this.destroy(new Error('client went away'));
        },
      });
      await expect(storage().put('contract/broken.csv', broken, 'text/csv')).rejects.toThrow('client went away');
      expect(await storage().head('contract/broken.csv')).toBeNull();
    });
  });
}
