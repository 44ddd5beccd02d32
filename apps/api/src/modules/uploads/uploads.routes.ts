// POST /api/admin/uploads?kind=...: the back office's upload endpoint (company logos now; listing photos,
// CMS media and CSV imports through the same path). Multipart with one field `file`; the kind comes in the
// query string (a zod body schema cannot describe a multipart stream). Signed-in at the route, then who
// may upload that kind (lib/uploads/policy.ts) before the file is read.
import { UPLOAD_FIELD, UPLOAD_KINDS, uploadQuerySchema, uploadResponseSchema } from '@rentals/shared/resources/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/http-error.ts';
import { canUpload } from '../../lib/uploads/policy.ts';
import { receiveUpload } from '../../lib/uploads/receive-upload.ts';
import { caller, errorResponses } from '../auth/auth.http.ts';
import { defineUploadHousekeeping } from './uploads.housekeeping.ts';

const kindsSummary = Object.entries(UPLOAD_KINDS)
  .map(([kind, spec]) => `${kind}: ${spec.typeNames}, at most ${spec.maxMegabytes} MB`)
  .join('; ');

const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  defineUploadHousekeeping(app);
  app.post(
    '/admin/uploads',
    {
      config: {
        access: 'signed-in',
        // Per account: a listing's photos come in bursts, a script looping on uploads does not get far.
        rateLimit: {
          max: 300,
          timeWindow: 10 * 60_000,
          keyGenerator: (request) => `uploads:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['uploads'],
        summary: 'Upload one file (multipart); images come back as WebP variants without metadata',
        description:
          `multipart/form-data with one file in the field "${UPLOAD_FIELD}". The type is read from the file's bytes, never its name. ${kindsSummary}. ` +
          'A refused file answers 422 naming the file and the reason (too large, wrong type, damaged, too many pixels). ' +
          'company-logo: createCompanies or modifyCompanies, or a landlord; cms-media: who edits posts, pages, ' +
          'FAQs or content blocks; listing-photo, csv-import and feed-file: landlords, support and admins.',
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        querystring: uploadQuerySchema,
        response: { 201: uploadResponseSchema, ...errorResponses(400, 401, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      if (!canUpload(caller(request), request.query.kind)) throw forbidden();
      const upload = await receiveUpload(request, request.query.kind);
      return reply.status(201).send(upload);
    },
  );
};

export default uploadsRoutes;
