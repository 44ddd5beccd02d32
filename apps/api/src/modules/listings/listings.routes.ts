// A listing's page (spec 7 "Listings"): detail, photos, similar listings, more from the landlord, reports;
// and favourites by id, so they work logged out. Public, and only for active listings: anything else is 404.
// The listing page's reads go to the replica when there is one (app.dbRead: a page may lag a write by a
// moment); its view counts, reports and the favourites (the visitor's own picks) use the primary.
import {
  favouriteIdsQuerySchema,
  listingListResponseSchema,
  listingQuerySchema,
  listingResponseSchema,
  mapMarkersResponseSchema,
  photosResponseSchema,
  reportListingSchema,
} from '@rentals/shared/resources/listings';
import { idParam } from '@rentals/shared/resources/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { translate } from '../../lib/messages.ts';
import { errorResponses, messageResponse } from '../auth/auth.http.ts';
import { favouriteListings, markersOfListings } from './favourites.ts';
import { listingsPermalink, photosOf } from './listing-cards.ts';
import {
  countView,
  findPublicListing,
  loadListingDetail,
  recordView,
  sharedLocationListings,
} from './listing-detail.ts';
import { createListingReport, reportRepeatGuard } from './listing-reports.ts';
import { similarListings, similarOfferings } from './similar-listings.ts';

const tags = ['listings'];
const TEN_MINUTES = 10 * 60_000;
const idParams = z.object({ id: idParam });

const listingsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The active listing, or 404. */
  async function publicListing(id: number, db = app.dbRead) {
    const row = await findPublicListing(db, id);
    if (!row) throw notFound();
    return row;
  }

  app.get(
    '/listing/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "An active listing with all its photos; with includeSharedLocationListings, the other units at its address. A signed-in renter's view is recorded (GET viewed-listings)",
        params: idParams,
        querystring: listingQuerySchema,
        response: { 200: listingResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const [row, permalink] = await Promise.all([publicListing(id), listingsPermalink(app.dbRead)]);
      const [listing, shared] = await Promise.all([
        loadListingDetail(app.dbRead, row, permalink),
        request.query.includeSharedLocationListings ? sharedLocationListings(app.dbRead, row, permalink) : [],
        // A lost view is better than a failed page.
        countView(app.db, id).catch((error: unknown) => request.log.warn({ err: error }, 'view not counted')),
        // Viewed listings (renter area): only for those who can list them; anonymous callers record nothing.
        request.user?.permissions.has('viewViewedListings')
          ? recordView(app.db, request.user.id, id).catch((error: unknown) =>
              request.log.warn({ err: error }, 'view not recorded'),
            )
          : undefined,
      ]);
      return { listing, sharedLocationListings: shared };
    },
  );

  app.get(
    '/listing/:id/photos',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "An active listing's photos, in order",
        params: idParams,
        response: { 200: photosResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      const { id } = await publicListing(request.params.id);
      return { photos: (await photosOf(app.dbRead, [id])).get(id) ?? [] };
    },
  );

  app.get(
    '/similar-listings/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Up to 8 active listings like this one: same city (else metro), ±1 bedroom, rent ±25%, same type first, nearest first',
        params: idParams,
        response: { 200: listingListResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      const [row, permalink] = await Promise.all([publicListing(request.params.id), listingsPermalink(app.dbRead)]);
      return similarListings(app.dbRead, row, permalink);
    },
  );

  app.get(
    '/similar-offerings/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Up to 8 other active listings of the same company, newest first; total counts them all',
        params: idParams,
        response: { 200: listingListResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      const [row, permalink] = await Promise.all([publicListing(request.params.id), listingsPermalink(app.dbRead)]);
      return similarOfferings(app.dbRead, row, permalink);
    },
  );

  const repeatGuard = reportRepeatGuard(app);

  app.post(
    '/report-listing/:id',
    {
      // Anyone may report: signed in (the report names the account) or not (then the XSRF double submit).
      config: { access: 'public', csrf: true, rateLimit: { max: 5, timeWindow: TEN_MINUTES } },
      schema: {
        tags,
        summary: 'Report a listing to support (5 per 10 minutes per address; one report per listing a day)',
        params: idParams,
        body: reportListingSchema,
        response: { 201: messageResponse, ...errorResponses(403, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const { id } = await publicListing(request.params.id, app.db);
      await repeatGuard(request, id);
      const user = request.user;
      await createListingReport(app.db, id, request.body, user ? { id: user.id, email: user.email } : null);
      return reply.status(201).send({ message: translate('listingReported', request.locale) });
    },
  );

  app.get(
    '/fav-listings',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Cards for favourite ids (comma-separated), in that order; inactive or unknown ids are left out',
        querystring: favouriteIdsQuerySchema,
        response: { 200: listingListResponseSchema, ...errorResponses(422) },
      },
    },
    async (request) => favouriteListings(app.db, request.query.ids),
  );

  app.get(
    '/fav-map-markers',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Map markers for favourite ids: one per location, listings at one point grouped',
        querystring: favouriteIdsQuerySchema,
        response: { 200: mapMarkersResponseSchema, ...errorResponses(422) },
      },
    },
    async (request) => markersOfListings(app.db, request.query.ids),
  );
};

export default listingsRoutes;
