// Storage on the local disk: `<root>/<key>`, written to a temporary file first and renamed, so a reader
// never sees half a file. The public root (DATA_DIR/uploads) is served at /uploads by plugins/app/uploads.ts.
import { randomBytes } from 'node:crypto';
import type { Stats } from 'node:fs';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type Storage, type StoredObjectInfo } from './storage.ts';

export interface LocalDiskOptions {
  /** The URL folder the root is served at (e.g. "/uploads"); unset for files never served. */
  publicUrl?: string;
}

// A folder is no object, nor is a key below a file ("a.webp/b"): missing, as in a bucket.
const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** The disk keeps no content type: it follows from the name, as the kinds we store are named. */
const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.csv': 'text/csv',
  '.json': 'application/json',
  '.txt': 'text/plain',
  '.pdf': 'application/pdf',
};

const infoOf = (file: string, stats: Stats): StoredObjectInfo => ({
  size: stats.size,
  contentType: CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
  etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
  lastModified: stats.mtime,
});

export function localDiskStorage(root: string, options: LocalDiskOptions = {}): Storage {
  const base = path.resolve(root);

  /** The file of a key; refuses keys that could leave the root (checked twice: the pattern, then the path). */
  function fileOf(key: string): string {
    assertSafeKey(key);
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
    return file;
  }

  /** The file's stats, or null when there is no file (a folder is not an object). */
  async function statFile(file: string): Promise<Stats | null> {
    try {
      const stats = await stat(file);
      return stats.isFile() ? stats : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(temporary, body);
        else await pipeline(body, createWriteStream(temporary));
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async stream(key) {
      const file = fileOf(key);
      return (await statFile(file)) ? createReadStream(file) : null;
    },

    async head(key) {
      const file = fileOf(key);
      const stats = await statFile(file);
      return stats && infoOf(file, stats);
    },

    async open(key, range) {
      const file = fileOf(key);
      const stats = await statFile(file);
      return stats && { ...infoOf(file, stats), body: createReadStream(file, range) };
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },

    url(key) {
      assertSafeKey(key);
      return options.publicUrl ? `${options.publicUrl.replace(/\/+$/, '')}/${key}` : null;
    },
  };
}
