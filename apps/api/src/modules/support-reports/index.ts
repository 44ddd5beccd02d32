// support-reports (issue 16): the moderation of reported listings at /support/reported-listings, for holders of
// showReportedListings. The queue, one listing's file, its history, and the outcome that closes its reports.
import type { Locale } from '@rentals/shared';
import { pagedSchema } from '@rentals/shared/pagination';
import { auditEventSchema } from '@rentals/shared/resources/audit-events';
import { idParam } from '@rentals/shared/resources/site';
import {
  reportedListingDetailSchema,
  reportedListingsPageSchema,
  reportedListingsQuerySchema,
  reportOutcomeResultSchema,
  reportOutcomeSchema,
} from '@rentals/shared/resources/support-reports';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEvents } from '../../db/schema/index.ts';
import { auditHistoryPage, auditHistoryQuery } from '../../lib/audit-history.ts';
import { notFound } from '../../lib/http-error.ts';
import { errorResponses } from '../auth/auth.http.ts';
import { LISTING_AUDIT_RESOURCES } from '../landlord/listings/listing-audit.ts';
import { applyReportOutcome } from './outcome.ts';
import { listReportedListings, reportedListingDetail } from './reports.service.ts';

const ACCESS = { permission: 'showReportedListings' } as const;
const tags = ['support'];
const params = z.object({ id: idParam });

/** The audit trail of a reported listing: its outcomes (listing-reports), the hold (listings), the landlord's edits. */
export const HISTORY_RESOURCES = ['listing-reports', ...LISTING_AUDIT_RESOURCES];

const supportReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/support/reported-listings',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary:
          'Reported listings, grouped per listing: state=open (default) the oldest open report first, ' +
          'state=handled the latest handled first; reason and q (title, address or id) filter',
        querystring: reportedListingsQuerySchema,
        response: { 200: reportedListingsPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => listReportedListings(app.db, request.query),
  );

  app.get(
    '/support/reported-listings/:id',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary:
          "One reported listing (by the listing's id): every report, the listing, its landlord and company, their other listings",
        params,
        response: { 200: reportedListingDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const detail = await reportedListingDetail(app.db, request.params.id);
      if (!detail) throw notFound();
      return detail;
    },
  );

  app.get(
    '/support/reported-listings/:id/history',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: "A reported listing's audit events (outcomes, hold), newest first",
        params,
        querystring: auditHistoryQuery,
        response: { 200: pagedSchema(auditEventSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const where = and(inArray(auditEvents.resource, HISTORY_RESOURCES), eq(auditEvents.recordId, String(id)));
      const history = await auditHistoryPage(app.db, request, where, request.query);
      const empty = history.data.length === 0 && request.query.page === 1;
      if (empty && !(await reportedListingDetail(app.db, id))) throw notFound();
      return history;
    },
  );

  app.post(
    '/support/reported-listings/:id/outcome',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary:
          'Closes every open report of the listing with an outcome: dismiss; ask-fix (message emailed to the ' +
          'landlord, required); hide (moderation hold: out of search, the landlord cannot publish it again); ' +
          'remove (removed, held, and the landlord flagged for an account review). Reporters who left an email ' +
          'are told the outcome. 409 when no report is open',
        params,
        body: reportOutcomeSchema,
        response: { 200: reportOutcomeResultSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => applyReportOutcome(app, request, request.params.id, request.body, request.locale as Locale),
  );
};

export default supportReportsRoutes;
