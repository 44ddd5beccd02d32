// Serves the public files at /uploads/ (listing photos: /uploads/<storageKey>-<width>.webp, and their JPEG
// renditions for email, -<width>.jpg, made on first request). A storage key
// names one image for good, so responses are cached for a year. No directory listing, no dotfiles; a
// missing file is a plain 404 (never the web app's index.html).
// Also gives the app its storage (lib/storage/open-storage.ts): `app.storage` for public files and
// `app.privateStorage` (never served) for files such as CSV imports: DATA_DIR/uploads and
// DATA_DIR/private-uploads on local disk, or one S3 bucket when S3_BUCKET is set, proxied here with the same
// headers (the pages keep their /uploads URLs and the `img-src 'self'` policy).
import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jpegRenditionOnDemand } from '../../lib/images.ts';
import { openStorage } from '../../lib/storage/open-storage.ts';
import { IMMUTABLE_CACHE, storedObjectHandler } from '../../lib/storage/serve-object.ts';
import { isSafeKey, type Storage } from '../../lib/storage/storage.ts';
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
  const opened = openStorage(app.config);
  app.decorate('storage', opened.storage);
  app.decorate('privateStorage', opened.privateStorage);
  app.addHook('onClose', async () => opened.close());
  const root = opened.publicDir;
  if (root) await mkdir(root, { recursive: true });
  // Its own encapsulated context, so its not-found handler answers for /uploads/* alone.
  await app.register(
    async (files) => {
      if (root) {
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
        // @fastify/static answers an unsatisfiable range through the error handler, without the size: add
        // Content-Range as the bucket's handler does (serve-object.ts).
        files.addHook('onSend', async (request, reply, payload) => {
          if (reply.statusCode !== 416 || reply.hasHeader('content-range')) return payload;
          const key = (request.params as { '*'?: string })['*'] ?? '';
          const info = isSafeKey(key) ? await opened.storage.head(key) : null;
          if (info) reply.header('accept-ranges', 'bytes').header('content-range', `bytes */${info.size}`);
          return payload;
        });
      } else {
        files.route({ method: ['GET', 'HEAD'], url: '/*', handler: storedObjectHandler(opened.storage) });
      }
      // A photo's JPEG rendition (for email) not made yet: made now from its WebP variant, then served as a file.
      files.setNotFoundHandler(async (request, reply) => {
        const key = (request.url.split('?')[0] ?? '').slice(UPLOADS_URL.length + 1);
        const jpeg =
          (request.method === 'GET' || request.method === 'HEAD') && key.endsWith('.jpg') && isSafeKey(key)
            ? await jpegRenditionOnDemand(opened.storage, key)
            : null;
        if (!jpeg) return sendApiNotFound(request, reply);
        return reply.header('cache-control', IMMUTABLE_CACHE).type('image/jpeg').send(jpeg);
      });
    },
    { prefix: UPLOADS_URL },
  );
});
