// GET /api/admin/media: the CMS images uploaded so far (kind cms-media), newest first, searchable by file name:
// the rich text editor's media library, so an image is uploaded once and used in many posts and pages. Who may
// upload CMS media may browse it (lib/uploads/policy.ts).
import { pagedSchema } from '@rentals/shared';
import { MEDIA_PER_PAGE, mediaItemSchema, mediaQuerySchema, UPLOAD_KINDS } from '@rentals/shared/resources/uploads';
import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploads } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/http-error.ts';
import { escapeLike } from '../../lib/sql-like.ts';
import { canUpload } from '../../lib/uploads/policy.ts';
import { caller, errorResponses } from '../auth/auth.http.ts';

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
};

export default mediaLibraryRoutes;
