// Serves DATA_DIR/uploads at /uploads/ (listing photos: /uploads/<storageKey>-<width>.webp). A storage key
// names one image for good, so responses are cached for a year. No directory listing, no dotfiles; a
// missing file is a plain 404 (never the web app's index.html).
import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { uploadsDirOf } from '../../lib/images.ts';
import { UPLOADS_URL } from '../../modules/listings/listing-cards.ts';
import { sendApiNotFound } from './errors.ts';

export default fp(async function uploads(app: FastifyInstance) {
  const root = uploadsDirOf(app.config.DATA_DIR);
  await mkdir(root, { recursive: true });
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
