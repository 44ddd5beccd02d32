// Feed runs from the back office: run now (or a dry run), run from an uploaded file (multipart, through the one
// upload path, kind feed-file), and confirm or cancel a run the removal guard stopped. A run is queued on
// pg-boss and answers 202 with the run as it stands (inline job mode, as in tests: already finished).
import { feedRunAnswerSchema, runFeedSchema } from '@rentals/shared/resources/feeds';
import { idParam } from '@rentals/shared/resources/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../lib/audit.ts';
import { readUploadedFile, storeUpload } from '../../lib/uploads/receive-upload.ts';
import { caller, errorResponses } from '../auth/auth.http.ts';
import { cancelRun, confirmRun, loadFeed, loadRun, startRun } from './feed-runs.service.ts';

const feedParams = z.object({ id: idParam });
const runParams = z.object({ id: idParam, runId: idParam });

const feedRunsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/feeds/:id/run',
    {
      config: { access: { permission: 'modifyFeeds' } },
      schema: {
        tags: ['feeds'],
        summary:
          'Run the feed now (fetch its URL through the private-address guard, parse, upsert, pause what left it); ' +
          'dryRun: the same counts and failures, nothing written. 409 while another run of the feed is alive',
        params: feedParams,
        body: runFeedSchema.optional(),
        response: { 202: feedRunAnswerSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const feed = await loadFeed(app.db, request.params.id);
      const runId = await startRun(app, feed, {
        source: 'url',
        dryRun: request.body?.dryRun ?? false,
        requestedBy: caller(request).id,
        audit: auditContextOf(request),
      });
      return reply.status(202).send({ run: await loadRun(app.db, runId) });
    },
  );

  app.post(
    '/admin/feeds/:id/upload',
    {
      config: { access: { permission: 'modifyFeeds' } },
      schema: {
        tags: ['feeds'],
        summary:
          'Run the feed from an uploaded file (multipart field "file", kept through the upload path as a private ' +
          'feed-file file; ?dryRun=true for a dry run): same parser, rules and log as a fetched run',
        consumes: ['multipart/form-data'],
        params: feedParams,
        querystring: z.object({ dryRun: z.enum(['true', 'false']).optional() }),
        response: { 202: feedRunAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const feed = await loadFeed(app.db, request.params.id);
      const file = await readUploadedFile(request, 'feed-file');
      const upload = await storeUpload(app, auditContextOf(request), 'feed-file', file);
      const runId = await startRun(app, feed, {
        source: 'upload',
        dryRun: request.query.dryRun === 'true',
        uploadId: upload.id,
        requestedBy: caller(request).id,
        audit: auditContextOf(request),
      });
      return reply.status(202).send({ run: await loadRun(app.db, runId) });
    },
  );

  app.post(
    '/admin/feeds/:id/runs/:runId/confirm',
    {
      config: { access: { permission: 'modifyFeeds' } },
      schema: {
        tags: ['feeds'],
        summary: 'Confirm a run the removal guard stopped: the listings it would pause are paused',
        params: runParams,
        response: { 200: feedRunAnswerSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await confirmRun(app, request.params.id, request.params.runId, auditContextOf(request));
      return { run: await loadRun(app.db, request.params.runId) };
    },
  );

  app.post(
    '/admin/feeds/:id/runs/:runId/cancel',
    {
      config: { access: { permission: 'modifyFeeds' } },
      schema: {
        tags: ['feeds'],
        summary: 'Cancel a run the removal guard stopped: nothing is paused',
        params: runParams,
        response: { 200: feedRunAnswerSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await cancelRun(app, request.params.id, request.params.runId, auditContextOf(request));
      return { run: await loadRun(app.db, request.params.runId) };
    },
  );
};

export default feedRunsRoutes;
