// GET /api/admin/media: the CMS images uploaded so far (kind cms-media), newest first, searchable by file name:
// the rich text editor's media library, so an image is uploaded once and used in many posts and pages. Who may
// upload CMS media may browse it (lib/uploads/policy.ts).
// DELETE /api/admin/media/:id removes an image with every stored width, unless something still uses it (the
// housekeeping's reference scan): then a 409 names what does, and nothing changes. Check and delete are one
// transaction holding the content tables (holdCmsReferences): a record saved meanwhile is seen by the check or
// waits for the delete to commit. The nightly purge never removes library images, so this is the one way out
// of the library.
import { pagedSchema } from '@rentals/shared';
import { idParam } from '@rentals/shared/resources/site';
import { MEDIA_PER_PAGE, mediaItemSchema, mediaQuerySchema, UPLOAD_KINDS } from '@rentals/shared/resources/uploads';
import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploads } from '../../db/schema/index.ts';
import { auditContextOf, recordAudit, removedFields } from '../../lib/audit.ts';
import { forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { escapeLike } from '../../lib/sql-like.ts';
import { canUpload } from '../../lib/uploads/policy.ts';
import { uploadObjectKeys, uploadStorage } from '../../lib/uploads/receive-upload.ts';
import { caller, errorResponses } from '../auth/auth.http.ts';
import { mediaInUseParams } from './media-in-use.ts';
import { holdCmsReferences, uploadReferences } from './uploads.housekeeping.ts';

const widths = UPLOAD_KINDS['cms-media'].variantWidths;

const mediaLibraryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/media',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['uploads'],
        summary: 'The CMS images uploaded so far, newest first (the editors’ media library)',
        security: [{ bearer: [] }],
        querystring: mediaQuerySchema,
        response: { 200: pagedSchema(mediaItemSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      if (!canUpload(caller(request), 'cms-media')) throw forbidden();
      const { page, q } = request.query;
      const conditions: SQL[] = [eq(uploads.kind, 'cms-media')];
      if (q) conditions.push(ilike(uploads.originalName, `%${escapeLike(q)}%`));
      const rows = await app.db
        .select()
        .from(uploads)
        .where(and(...conditions))
        .orderBy(desc(uploads.id))
        .limit(MEDIA_PER_PAGE + 1)
        .offset((page - 1) * MEDIA_PER_PAGE);
      const more = rows.length > MEDIA_PER_PAGE;
      const data = rows.slice(0, MEDIA_PER_PAGE).map((row) => ({
        id: row.id,
        url: app.storage.url(`${row.storageKey}-${widths.at(-1)}.webp`) ?? '',
        thumbnailUrl: app.storage.url(`${row.storageKey}-${widths[0]}.webp`) ?? '',
        width: row.width,
        height: row.height,
        originalName: row.originalName,
        createdAt: row.createdAt.toISOString(),
      }));
      const total = (page - 1) * MEDIA_PER_PAGE + data.length + (more ? 1 : 0);
      return { data, meta: { currentPage: page, perPage: MEDIA_PER_PAGE, total, lastPage: more ? page + 1 : page } };
    },
  );

  app.delete(
    '/admin/media/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['uploads'],
        summary: 'Delete an image of the media library with its files (409, naming them, while records use it)',
        security: [{ bearer: [] }],
        params: z.object({ id: idParam }),
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      if (!canUpload(caller(request), 'cms-media')) throw forbidden();
      const removed = await app.db.transaction(async (tx) => {
        // Check and delete as one: no post, page or block may start using the image until this commits.
        await holdCmsReferences(tx);
        const [row] = await tx
          .select()
          .from(uploads)
          .where(and(eq(uploads.id, request.params.id), eq(uploads.kind, 'cms-media')))
          .for('update');
        if (!row) throw notFound();
        const references = await uploadReferences(tx, [row.id]);
        if (references.length > 0) throw new HttpError(409, 'mediaInUse', mediaInUseParams(references, request.locale));
        await tx.delete(uploads).where(eq(uploads.id, row.id));
        await recordAudit(tx, auditContextOf(request), {
          action: 'delete',
          resource: 'uploads',
          recordId: row.id,
          changes: removedFields({
            storageKey: row.storageKey,
            kind: row.kind,
            originalName: row.originalName,
            mimeType: row.mimeType,
            bytes: row.bytes,
          }),
        });
        return row;
      });
      // After the row is gone, as the housekeeping does: a failed file delete leaves an unused file, never a
      // library entry without its file.
      const storage = uploadStorage(app, 'cms-media');
      await Promise.allSettled(
        uploadObjectKeys('cms-media', removed.storageKey, removed.mimeType).map((key) => storage.delete(key)),
      );
      return reply.status(204).send(null);
    },
  );
};

export default mediaLibraryRoutes;
