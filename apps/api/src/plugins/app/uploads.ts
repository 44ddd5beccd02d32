// Serves DATA_DIR/uploads at /uploads/ (listing photos: /uploads/<storageKey>-<width>.webp). A storage key
// names one image for good, so responses are cached for a year. No directory listing, no dotfiles; a
// missing file is a plain 404 (never the web app's index.html).
// Also gives the app its storage (lib/storage): `app.storage` for public files (that folder) and
// `app.privateStorage` (DATA_DIR/private-uploads, never served) for files such as CSV imports.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { uploadsDirOf } from '../../lib/images.ts';
import { localDiskStorage } from '../../lib/storage/local-disk.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { UPLOADS_URL } from '../../modules/listings/listing-cards.ts';
import { sendApiNotFound } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public files, served at /uploads/<key>. */
    storage: Storage;
    /** Files nobody downloads over HTTP (imports). */
    privateStorage: Storage;
  }
}

export default fp(async function uploads(app: FastifyInstance) {
  const root = uploadsDirOf(app.config.DATA_DIR);
  await mkdir(root, { recursive: true });
  app.decorate('storage', localDiskStorage(root, { publicUrl: UPLOADS_URL }));
  app.decorate('privateStorage', localDiskStorage(path.join(app.config.DATA_DIR, 'private-uploads')));
  // Its own encapsulated context, so its not-found handler answers for /uploads/* alone.
  await app.register(
    async (files) => {
      await files.register(fastifyStatic, {
        root,
        prefix: '/',
        decorateReply: false, // the web plugin registers @fastify/static too, and decorates the reply
        index: false,
        list: false,
        dotfiles: 'ignore',
        maxAge: '365d',
        immutable: true,
      });
      files.setNotFoundHandler(sendApiNotFound);
    },
    { prefix: UPLOADS_URL },
  );
});
