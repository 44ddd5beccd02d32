// membership-renewals: support renews memberships in bulk (issue 16 section 2). Every route is for the staff
// roles (STAFF_ACCESS); the work is in renewals.service.ts. Registered in modules/index.ts.

import { listQuerySchema } from '@rentals/shared/pagination';
import {
  createRenewalBatchSchema,
  membershipBundleSchema,
  renewalBatchDetailSchema,
  renewalBatchesPageSchema,
  renewalBatchItemsQuerySchema,
  renewalCompaniesPageSchema,
  renewalCompaniesQuerySchema,
} from '@rentals/shared/resources/membership-renewals';
import { idParam } from '@rentals/shared/resources/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../lib/audit.ts';
import { STAFF_ACCESS } from '../../lib/staff-access.ts';
import { errorResponses } from '../auth/auth.http.ts';
import {
  batchDetail,
  createBatch,
  defineRenewalBatchJob,
  findBatch,
  listBatches,
  membershipBundles,
  renewalCompanies,
  startBatch,
  toBatch,
} from './renewals.service.ts';

const tags = ['support'];
const base = '/support/membership-renewals';
const config = { access: STAFF_ACCESS };

const membershipRenewalsRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRenewalBatchJob(app);

  app.get(
    `${base}/companies`,
    {
      config,
      schema: {
        tags,
        summary: 'Companies whose membership ends (or ended) in a window, soonest first',
        querystring: renewalCompaniesQuerySchema,
        response: { 200: renewalCompaniesPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => renewalCompanies(app.db, request.query),
  );

  app.get(
    `${base}/bundles`,
    {
      config,
      schema: {
        tags,
        summary: 'The membership bundles on sale (those a renewal may use)',
        response: { 200: z.array(membershipBundleSchema), ...errorResponses(401, 403) },
      },
    },
    async () => membershipBundles(app.db),
  );

  app.get(
    `${base}/batches`,
    {
      config,
      schema: {
        tags,
        summary: 'Renewal batches, newest first',
        querystring: listQuerySchema.pick({ page: true, perPage: true }),
        response: { 200: renewalBatchesPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => listBatches(app.db, request.query.page, request.query.perPage),
  );

  app.post(
    `${base}/batches`,
    {
      config,
      schema: {
        tags,
        summary:
          'Renews the chosen companies (or every company of a window) with a membership bundle and their saved card; each company is its own audited action. Small batches run at once, larger ones as a background job',
        body: createRenewalBatchSchema,
        response: { 201: renewalBatchDetailSchema.shape.batch.unwrap(), ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const batch = await createBatch(app, auditContextOf(request), request.body);
      await startBatch(app, batch);
      return reply.code(201).send(toBatch(await findBatch(app.db, batch.id)));
    },
  );

  app.get(
    `${base}/batches/latest`,
    {
      config,
      schema: {
        tags,
        summary: 'The latest batch and a page of its companies (failed first); batch is null before the first',
        querystring: renewalBatchItemsQuerySchema,
        response: { 200: renewalBatchDetailSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => batchDetail(app.db, null, request.query, request.locale),
  );

  app.get(
    `${base}/batches/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'A batch and a page of its companies (failed first): renewed, failed and why',
        params: z.object({ id: idParam }),
        querystring: renewalBatchItemsQuerySchema,
        response: { 200: renewalBatchDetailSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => batchDetail(app.db, request.params.id, request.query, request.locale),
  );

  app.post(
    `${base}/batches/:id/resume`,
    {
      config,
      schema: {
        tags,
        summary: "Runs a batch's companies still pending (after a crash); those already renewed are not charged again",
        params: z.object({ id: idParam }),
        response: { 200: renewalBatchDetailSchema.shape.batch.unwrap(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await startBatch(app, await findBatch(app.db, request.params.id));
      return toBatch(await findBatch(app.db, request.params.id));
    },
  );
};

export default membershipRenewalsRoutes;
