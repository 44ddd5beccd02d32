// Storage on the local disk: `<root>/<key>`, written to a temporary file first and renamed, so a reader
// never sees half a file. The public root (DATA_DIR/uploads) is served at /uploads by plugins/app/uploads.ts.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type Storage } from './storage.ts';

export interface LocalDiskOptions {
  /** The URL folder the root is served at (e.g. "/uploads"); unset for files never served. */
  publicUrl?: string;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function localDiskStorage(root: string, options: LocalDiskOptions = {}): Storage {
  const base = path.resolve(root);

  /** The file of a key; refuses keys that could leave the root (checked twice: the pattern, then the path). */
  function fileOf(key: string): string {
    assertSafeKey(key);
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
    return file;
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
      try {
        if (!(await stat(file)).isFile()) return null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return createReadStream(file);
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
