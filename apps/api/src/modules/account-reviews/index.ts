// account-reviews (issue 16 section 1): the support queue of new landlords and flagged accounts at
// /support/account-reviews, each with its fraud signals explained; approve, ask for documents, suspend.
// Holders of showReportedListings (the moderators). Also the photo fingerprint jobs (fingerprint-job.ts) and
// the signals' refresh job.
import type { Locale } from '@rentals/shared';
import { pagedSchema } from '@rentals/shared/pagination';
import {
  accountReviewDetailSchema,
  accountReviewListQuery,
  accountReviewListSchema,
  approveAccountSchema,
  requestDocumentsSchema,
  suspendAccountSchema,
} from '@rentals/shared/resources/account-reviews';
import { auditEventSchema } from '@rentals/shared/resources/audit-events';
import { idParam } from '@rentals/shared/resources/site';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountReviews, auditEvents } from '../../db/schema/index.ts';
import { auditContextOf } from '../../lib/audit.ts';
import { auditHistoryPage, auditHistoryQuery } from '../../lib/audit-history.ts';
import { notFound } from '../../lib/http-error.ts';
import { errorResponses } from '../auth/auth.http.ts';
import { defineFingerprintJobs } from './fingerprint-job.ts';
import { ACCOUNT_REVIEW_RESOURCE } from './flag-account.ts';
import {
  approveReview,
  listReviews,
  refreshStaleSignals,
  requestDocuments,
  reviewDetail,
  suspendReview,
} from './reviews.service.ts';

const ACCESS = { permission: 'showReportedListings' } as const;
const tags = ['support'];
const params = z.object({ id: idParam });
const actionResult = z.object({ message: z.string() });
const REFRESH_QUEUE = 'account-reviews.refresh-signals';

const context = (request: FastifyRequest) => ({
  audit: auditContextOf(request),
  locale: request.locale as Locale,
});

const accountReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  defineFingerprintJobs(app);
  app.jobs.define(
    REFRESH_QUEUE,
    async () => {
      await refreshStaleSignals(app.db);
    },
    { cron: '*/15 * * * *' },
  );

  app.get(
    '/support/account-reviews',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary:
          'New landlords and flagged accounts: open (waiting, documents requested) first, oldest first; ' +
          'status (open by default, all, or one status) and signal filter; 25 a page',
        querystring: accountReviewListQuery,
        response: { 200: accountReviewListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => listReviews(app.db, request.query),
  );

  app.get(
    '/support/account-reviews/:id',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'One account review: the account, its listings, its signals (recomputed) with their evidence',
        params,
        response: { 200: accountReviewDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => reviewDetail(app.db, request.params.id),
  );

  app.get(
    '/support/account-reviews/:id/history',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: "A review's audit events (flags and decisions), newest first",
        params,
        querystring: auditHistoryQuery,
        response: { 200: pagedSchema(auditEventSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const [review] = await app.db
        .select({ id: accountReviews.id })
        .from(accountReviews)
        .where(eq(accountReviews.id, id));
      if (!review) throw notFound();
      const where = and(eq(auditEvents.resource, ACCOUNT_REVIEW_RESOURCE), eq(auditEvents.recordId, String(id)));
      return auditHistoryPage(app.db, request, where, request.query);
    },
  );

  app.post(
    '/support/account-reviews/:id/approve',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Approves the account (an optional note); 409 when the review is already decided',
        params,
        body: approveAccountSchema,
        response: { 200: actionResult, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => approveReview(app.db, request.params.id, context(request), request.body.note),
  );

  app.post(
    '/support/account-reviews/:id/request-documents',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary:
          "Asks the landlord for documents: the agent's message (required) is emailed to them; the review stays open",
        params,
        body: requestDocumentsSchema,
        response: { 200: actionResult, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => requestDocuments(app, request.params.id, context(request), request.body.message),
  );

  app.post(
    '/support/account-reviews/:id/suspend',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary:
          'Suspends the account: status suspended, signed out everywhere, every listing of theirs hidden ' +
          '(moderation hold); 422 for a staff account, 409 when already decided',
        params,
        body: suspendAccountSchema,
        response: {
          200: actionResult.extend({ hidden: z.number().int() }),
          ...errorResponses(401, 403, 404, 409, 422),
        },
      },
    },
    async (request) => suspendReview(app.db, request.params.id, context(request), request.body.note),
  );
};

export default accountReviewsRoutes;
