// The landlord's listings routes in the spec's shapes, beside the declared resource's (GET/POST
// landlord/listings, GET/PATCH/DELETE landlord/listings/{id}, POST landlord/listings/bulk):
// PATCH landlord/listings (id in the body), DELETE landlord/listings ({ ids }), duplicate, pause/resume/remove,
// the "new listing" figures and the first listing of a registration. Each write runs in one transaction with
// its audit event and activity row; a listing outside the caller's company is "not found".
import { NEW_LANDLORD_LISTINGS } from '@rentals/shared/resources/landlord-leads';
import {
  cityCentreSchema,
  deleteLandlordListingsResultSchema,
  deleteLandlordListingsSchema,
  LANDLORD_LISTING_ACTIONS,
  type LandlordListing,
  landlordListingDetailSchema,
  newListingStatsSchema,
  patchLandlordListingSchema,
  registerListingSchema,
} from '@rentals/shared/resources/landlord-listings';
import { LISTING_STATUSES, type ListingStatus } from '@rentals/shared/resources/listing-vocabularies';
import { idParam } from '@rentals/shared/resources/site';
import { count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cities, listings } from '../../../db/schema/index.ts';
import { auditContextOf, changedFields, recordAudit, removedFields } from '../../../lib/audit.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import { resourceRoutes, type WriteContext } from '../../../lib/resources/index.ts';
import { entitiesByIds, loadDetail } from '../../../lib/resources/list.ts';
import { httpErrorMessage } from '../../../plugins/app/errors.ts';
import { caller, errorResponses } from '../../auth/auth.http.ts';
import { creditPrices } from '../../commerce/credit-prices.ts';
import { ownedBy } from '../ownership.ts';
import {
  deleteOwnListing,
  LANDLORD_ONLY,
  landlordListingsResource as resource,
  runStatusAction,
  updateOwnListing,
} from './landlord-listings.resource.ts';
import { duplicateListing, insertDraft, recordActivity, registrationDraftOf } from './listing-writes.ts';

const tags = ['landlord-listings'];
const idParams = z.object({ id: idParam });
const detailResponses = { 200: landlordListingDetailSchema, ...errorResponses(401, 403, 404, 409, 422) };

const landlordListingsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(resourceRoutes(resource));

  /** `work` in one transaction; returns what it returns. */
  function inTransaction<T>(request: FastifyRequest, work: (ctx: WriteContext) => Promise<T>): Promise<T> {
    return app.db.transaction((tx) =>
      work({ tx, user: caller(request), audit: auditContextOf(request), app, afterCommit: () => undefined }),
    );
  }

  /** The caller's listing, read in the transaction: 404 for anyone else's or a missing one. */
  async function ownListing(ctx: WriteContext, id: number): Promise<LandlordListing> {
    const [listing] = await entitiesByIds(ctx.tx, resource, ctx.user, [id]);
    if (!listing) throw notFound();
    return listing;
  }

  /** Writes the audit event of `id` from its entity before and after (nothing when nothing changed). */
  async function audit(ctx: WriteContext, action: string, id: number, before: object) {
    const [after] = await entitiesByIds(ctx.tx, resource, null, [id]);
    const changes = after
      ? changedFields(before as Record<string, unknown>, after as Record<string, unknown>)
      : removedFields(before as Record<string, unknown>);
    if (Object.keys(changes).length === 0 && action !== 'create') return;
    await recordAudit(ctx.tx, ctx.audit, { action, resource: resource.name, recordId: id, changes });
  }

  const detailOf = async (request: FastifyRequest, id: number) =>
    (await loadDetail(app.db, resource, caller(request), id, request.locale)) as z.infer<
      typeof landlordListingDetailSchema
    >;

  app.patch(
    '/landlord/listings',
    {
      config: { access: LANDLORD_ONLY },
      schema: {
        tags,
        summary: 'Update one of your listings (its id in the body, beside the fields that change)',
        body: patchLandlordListingSchema,
        response: detailResponses,
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      await inTransaction(request, async (ctx) => {
        const before = await ownListing(ctx, id);
        await updateOwnListing(ctx, before, input);
        await audit(ctx, 'update', id, before);
      });
      return detailOf(request, id);
    },
  );

  app.delete(
    '/landlord/listings',
    {
      config: { access: LANDLORD_ONLY },
      schema: {
        tags,
        summary: 'Delete listings by id (never-published ones go; published ones are kept as removed)',
        body: deleteLandlordListingsSchema,
        response: { 200: deleteLandlordListingsResultSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const result: z.infer<typeof deleteLandlordListingsResultSchema> = { done: [], refused: [] };
      for (const id of new Set(request.body.ids)) {
        try {
          await inTransaction(request, async (ctx) => {
            const before = await ownListing(ctx, id);
            await deleteOwnListing(ctx, before);
            await audit(ctx, 'delete', id, before);
          });
          result.done.push(id);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          result.refused.push({ id, message: httpErrorMessage(error, request.locale).message });
        }
      }
      return result;
    },
  );

  app.post(
    '/landlord/listings/:id/duplicate',
    {
      config: { access: LANDLORD_ONLY },
      schema: {
        tags,
        summary: 'A new draft copy of a listing: another unit at the same address (no unit, no photos)',
        params: idParams,
        response: { 201: landlordListingDetailSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const id = await inTransaction(request, async (ctx) => {
        const source = await ownListing(ctx, request.params.id);
        const copy = await duplicateListing(ctx.tx, ctx.user, source);
        await recordActivity(ctx.tx, ctx.user, 'listing-duplicated', copy, { from: source.id, title: source.title });
        await audit(ctx, 'create', copy, {});
        return copy;
      });
      reply.code(201);
      return detailOf(request, id);
    },
  );

  for (const action of LANDLORD_LISTING_ACTIONS) {
    app.post(
      `/landlord/listings/:id/${action}`,
      {
        config: { access: LANDLORD_ONLY },
        schema: {
          tags,
          summary: {
            pause: 'Pause an active listing',
            resume: 'Resume a paused listing that was paid for',
            remove: 'Remove a listing (kept as removed)',
          }[action],
          params: idParams,
          response: detailResponses,
        },
      },
      async (request) => {
        await inTransaction(request, async (ctx) => {
          const before = await ownListing(ctx, request.params.id);
          await runStatusAction(ctx, before, action);
          await audit(ctx, action, before.id, before);
        });
        return detailOf(request, request.params.id);
      },
    );
  }

  app.get(
    '/landlord/cities/:id',
    {
      config: { access: LANDLORD_ONLY },
      schema: {
        tags,
        summary: "A seeded city's centre: where the editor's map pin starts and returns to",
        params: idParams,
        response: { 200: cityCentreSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const [city] = await app.db
        .select({ id: cities.id, lat: cities.lat, lng: cities.lng })
        .from(cities)
        .where(eq(cities.id, request.params.id));
      if (!city) throw notFound();
      return city;
    },
  );

  app.get(
    '/landlord/new-listing-stats',
    {
      config: { access: LANDLORD_ONLY },
      schema: {
        tags,
        summary: 'What the new-listing screen shows: your listings by status and the credit prices',
        response: { 200: newListingStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const rows = await app.db
        .select({ status: listings.status, n: count() })
        .from(listings)
        .where(ownedBy(caller(request), listings))
        .groupBy(listings.status);
      const byStatus = Object.fromEntries(LISTING_STATUSES.map((s) => [s, 0])) as Record<ListingStatus, number>;
      for (const row of rows) byStatus[row.status] = Number(row.n);
      const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
      return {
        total,
        byStatus,
        creditPrices: await creditPrices(app.db, caller(request).companyId),
        newLandlordThreshold: NEW_LANDLORD_LISTINGS,
        isNewLandlord: total < NEW_LANDLORD_LISTINGS,
      };
    },
  );

  app.patch(
    '/landlord/register/listing',
    {
      config: { access: LANDLORD_ONLY },
      schema: {
        tags,
        summary: 'The first listing, during registration (verified or not yet): saved as a draft',
        body: registerListingSchema,
        response: detailResponses,
      },
    },
    async (request) => {
      const id = await inTransaction(request, async (ctx) => {
        const draft = await registrationDraftOf(ctx.tx, ctx.user);
        if (draft === null) {
          const created = await insertDraft(ctx.tx, ctx.user, request.body);
          await recordActivity(ctx.tx, ctx.user, 'listing-created', created, { title: request.body.title ?? '' });
          await audit(ctx, 'create', created, {});
          return created;
        }
        const before = await ownListing(ctx, draft);
        await updateOwnListing(ctx, before, request.body);
        await audit(ctx, 'update', draft, before);
        return draft;
      });
      return detailOf(request, id);
    },
  );
};

export default landlordListingsRoutes;
