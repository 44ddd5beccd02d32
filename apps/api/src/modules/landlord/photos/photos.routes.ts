// The landlord portal's listing photos (issue 13 section 1 "Photos"). A file is first sent to the one upload
// path (POST admin/uploads?kind=listing-photo: type by magic bytes, size and pixel limits, EXIF stripped, WebP
// variants), then attached here by its upload id: the upload route keeps its rate limit, progress and refusals,
// and this module only decides which listing holds which file. Landlords only; another account's listing or
// photo answers 404 (ownership.ts).
import {
  attachPhotoSchema,
  landlordPhotoSchema,
  landlordPhotosResponseSchema,
  MAX_LISTING_PHOTOS,
  reorderPhotosSchema,
  updatePhotoSchema,
} from '@rentals/shared/resources/landlord-photos';
import { idParam } from '@rentals/shared/resources/site';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../../lib/audit.ts';
import { queuePhotoFingerprints } from '../../account-reviews/fingerprint-job.ts';
import { caller, errorResponses } from '../../auth/auth.http.ts';
import { attachPhoto, deletePhoto, listPhotos, reorderPhotos, updatePhotoAlt } from './photo-writes.ts';

const tags = ['landlord-listings'];
const landlord = { access: { anyRole: ['Landlord'] } } as const;
const listingParams = z.object({ id: idParam });
const photoParams = z.object({ id: idParam, photoId: idParam });

const context = (request: FastifyRequest) => ({ user: caller(request), audit: auditContextOf(request) });

const photosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/landlord/listings/:id/photos',
    {
      config: landlord,
      schema: {
        tags,
        summary: "The listing's photos in order (the first is the cover), with the most a listing may hold",
        params: listingParams,
        response: { 200: landlordPhotosResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => listPhotos(app.db, context(request), request.params.id),
  );

  app.post(
    '/landlord/listings/:id/photos',
    {
      config: landlord,
      schema: {
        tags,
        summary: 'Attach an uploaded photo as the last one',
        description:
          'uploadId: the id answered by POST admin/uploads?kind=listing-photo, uploaded by the caller and not yet ' +
          `attached to a listing. At most ${MAX_LISTING_PHOTOS} photos per listing (422 on photos).`,
        params: listingParams,
        body: attachPhotoSchema,
        response: {
          201: landlordPhotosResponseSchema.extend({ photo: landlordPhotoSchema }),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const answer = await attachPhoto(app.db, context(request), request.params.id, request.body.uploadId);
      await queuePhotoFingerprints(app, [answer.photo.id]);
      return reply.status(201).send(answer);
    },
  );

  app.put(
    '/landlord/listings/:id/photos/order',
    {
      config: landlord,
      schema: {
        tags,
        summary: "Reorder the listing's photos: photoIds lists every one of them once; the first is the cover",
        params: listingParams,
        body: reorderPhotosSchema,
        response: { 200: landlordPhotosResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => reorderPhotos(app.db, context(request), request.params.id, request.body.photoIds),
  );

  app.patch(
    '/landlord/listings/:id/photos/:photoId',
    {
      config: landlord,
      schema: {
        tags,
        summary: "Change a photo's alt text (what screen readers say, and what shows when the image cannot)",
        params: photoParams,
        body: updatePhotoSchema,
        response: { 200: landlordPhotosResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      updatePhotoAlt(app.db, context(request), request.params.id, request.params.photoId, request.body.alt),
  );

  app.delete(
    '/landlord/listings/:id/photos/:photoId',
    {
      config: landlord,
      schema: {
        tags,
        summary: 'Delete a photo; the ones after it move up (deleting the cover makes the next one the cover)',
        params: photoParams,
        response: { 200: landlordPhotosResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      deletePhoto(app.db, { ...context(request), storage: app.storage }, request.params.id, request.params.photoId),
  );
};

export default photosRoutes;
