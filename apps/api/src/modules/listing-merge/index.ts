// listing-merge: routes (issue 16). Registered in modules/index.ts. Merging duplicate listings of a company
// (/support/company/{id}/merge-listings, permission "Merge Listings"): the suggested pairs side by side, the
// merge (older listing kept), the company's merge history and undo within 30 days. Both listings must belong to
// the company in the path (403 otherwise), a merge of another company is 404.

import { pageMeta } from '@rentals/shared/pagination';
import {
  listingMergeResultSchema,
  listingMergesQuerySchema,
  listingMergesResponseSchema,
  mergeListingsSchema,
  mergeSuggestionsQuerySchema,
  mergeSuggestionsResponseSchema,
} from '@rentals/shared/resources/listing-merge';
import { idParam } from '@rentals/shared/resources/site';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { auditContextOf } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { translate } from '../../lib/messages.ts';
import { errorResponses } from '../auth/auth.http.ts';
import { loadMerge, mergeHistory, mergeListings, undoMerge } from './merge-service.ts';
import { allSuggestedPairs, mergeSuggestions } from './merge-suggestions.ts';

const access = { permission: 'Merge Listings' } as const;
const tags = ['support'];
const companyParams = z.object({ id: idParam });

async function companyOr404(db: Queryable, id: number) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, id));
  if (!company) throw notFound();
  return company;
}

const listingMergeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/support/company/:id/merge-suggestions',
    {
      config: { access },
      schema: {
        tags,
        summary:
          "The company's suggested duplicate pairs (same address and unit, similar text, same photos), strongest first, with both listings' facts; the older listing of each pair is the one kept",
        params: companyParams,
        querystring: mergeSuggestionsQuerySchema,
        response: { 200: mergeSuggestionsResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const company = await companyOr404(app.db, request.params.id);
      const { page, perPage } = request.query;
      const { data, total } = await mergeSuggestions(app.db, company.id, page, perPage);
      return { company, data, meta: pageMeta(page, perPage, total) };
    },
  );

  app.get(
    '/support/company/:id/listing-merges',
    {
      config: { access },
      schema: {
        tags,
        summary: "The company's merges, newest first, with what moved and whether each can still be undone",
        params: companyParams,
        querystring: listingMergesQuerySchema,
        response: { 200: listingMergesResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const company = await companyOr404(app.db, request.params.id);
      const { page, perPage } = request.query;
      const { data, total } = await mergeHistory(app.db, company.id, page, perPage);
      return { data, meta: pageMeta(page, perPage, total) };
    },
  );

  app.post(
    '/support/company/:id/listing-merges',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Merge two listings of the company: the older keeps its id and listed date and receives the leads, favourites and views; the newer is removed and redirects to it. Audited; undoable for 30 days',
        params: companyParams,
        body: mergeListingsSchema,
        response: { 200: listingMergeResultSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const company = await companyOr404(app.db, request.params.id);
      const audit = auditContextOf(request);
      const listingIds = request.body.listingIds;
      const outcome = await app.db.transaction(async (tx) => {
        // The suggestion's reasons are kept with the merge (none for a pair picked by hand).
        const reasons = await reasonsOf(tx, company.id, listingIds);
        return mergeListings(tx, audit, company.id, listingIds, reasons);
      });
      return {
        message: translate('listingsMerged', request.locale, { merged: outcome.mergedId, kept: outcome.keptId }),
        merge: await loadMerge(app.db, outcome.mergeId),
      };
    },
  );

  app.post(
    '/support/company/:id/listing-merges/:mergeId/undo',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Undo a merge within 30 days: the merged listing is restored and everything that moved goes back (409 after 30 days or when already undone)',
        params: z.object({ id: idParam, mergeId: idParam }),
        response: { 200: listingMergeResultSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const company = await companyOr404(app.db, request.params.id);
      const audit = auditContextOf(request);
      const { mergedId } = await app.db.transaction((tx) => undoMerge(tx, audit, company.id, request.params.mergeId));
      return {
        message: translate('mergeUndone', request.locale, { merged: mergedId }),
        merge: await loadMerge(app.db, request.params.mergeId),
      };
    },
  );
};

/** The reasons a pair is suggested for, when it is among the company's suggestions. */
async function reasonsOf(db: Queryable, companyId: number, [a, b]: [number, number]) {
  const [low, high] = a < b ? [a, b] : [b, a];
  const pairs = await allSuggestedPairs(db, companyId);
  return pairs.find((pair) => pair.a === low && pair.b === high)?.reasons ?? [];
}

export default listingMergeRoutes;
