// The landlord portal's leads (issue 13 section 2, spec 7 "Landlord"): the inbox list, one lead (opening it
// marks it read), status and notes, delete, reply by email, the unread count and the CSV export of the
// filtered list. Landlords only; another account's lead answers 404 (ownership.ts).
import { listQuerySchema, type Paged, pagedSchema } from '@rentals/shared';
import {
  type LandlordLead,
  landlordLeadDetailSchema,
  landlordLeadFiltersSchema,
  landlordLeadSchema,
  leadReplyInputSchema,
  unreadLeadsSchema,
  updateLeadSchema,
} from '@rentals/shared/resources/landlord-leads';
import { idParam } from '@rentals/shared/resources/site';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../../lib/audit.ts';
import { translate } from '../../../lib/messages.ts';
import { exportCsv } from '../../../lib/resources/export.ts';
import { type ListParams, listPage } from '../../../lib/resources/list.ts';
import { caller, errorResponses, messageResponse } from '../../auth/auth.http.ts';
import { leadsExport, leadsResource } from './leads.resource.ts';
import { deleteLead, openLead, replyToLead, unreadLeadCount, updateLead } from './leads.service.ts';

const tags = ['landlord-leads'];
const landlord = { access: { anyRole: ['Landlord'] } } as const;
const idParams = z.object({ id: idParam });
const listQuery = listQuerySchema.extend(landlordLeadFiltersSchema.shape);

const writeContext = (request: FastifyRequest) => ({ user: caller(request), audit: auditContextOf(request) });

const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/landlord/leads',
    {
      config: landlord,
      schema: {
        tags,
        summary:
          "The account's leads, newest first: q (renter's name, email, message), status, listingId, from and to " +
          '(days, UTC, inclusive), page and perPage',
        querystring: listQuery,
        response: { 200: pagedSchema(landlordLeadSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) =>
      listPage(app.db, leadsResource, caller(request), request.query as ListParams) as Promise<Paged<LandlordLead>>,
  );

  app.get(
    '/landlord/leads/unread-count',
    {
      config: landlord,
      schema: {
        tags,
        summary: "How many of the account's leads no landlord of it has opened yet",
        response: { 200: unreadLeadsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ count: await unreadLeadCount(app.db, caller(request)) }),
  );

  app.get(
    '/landlord/export/leads',
    {
      config: landlord,
      schema: {
        tags,
        summary: 'The leads the list would show for the same q and filters, as CSV (streamed, full messages)',
        querystring: listQuery.omit({ page: true, perPage: true }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => exportCsv(app, leadsExport, caller(request), request.query as ListParams, reply),
  );

  app.get(
    '/landlord/leads/:id',
    {
      config: landlord,
      schema: {
        tags,
        summary: "One lead: the renter's message and contact, notes and replies; the first opening marks it read",
        params: idParams,
        response: { 200: landlordLeadDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => openLead(app.db, caller(request), request.params.id),
  );

  app.patch(
    '/landlord/leads/:id',
    {
      config: landlord,
      schema: {
        tags,
        summary: "Change a lead's status or notes (only the fields sent)",
        params: idParams,
        body: updateLeadSchema,
        response: { 200: landlordLeadDetailSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => updateLead(app, writeContext(request), request.params.id, request.body),
  );

  app.delete(
    '/landlord/leads/:id',
    {
      config: landlord,
      schema: {
        tags,
        summary: 'Remove a lead from the inbox (the renter keeps their inquiry)',
        params: idParams,
        response: { 200: messageResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteLead(app, writeContext(request), request.params.id);
      return { message: translate('deleted', request.locale) };
    },
  );

  app.post(
    '/landlord/leads/:id/reply',
    {
      config: {
        ...landlord,
        // Per account: a reply is an email to a stranger, so a stolen token cannot be used to spam.
        rateLimit: {
          max: 30,
          timeWindow: 10 * 60_000,
          keyGenerator: (request: FastifyRequest) => `lead-reply:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags,
        summary:
          'Email the renter (Reply-To the landlord), log the reply on the lead and move a new lead to contacted. ' +
          '30 per 10 minutes per account',
        params: idParams,
        body: leadReplyInputSchema,
        response: { 200: landlordLeadDetailSchema, ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (request) => replyToLead(app, writeContext(request), request.params.id, request.body, request.locale),
  );
};

export default leadsRoutes;
