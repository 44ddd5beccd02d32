// The renter's listings (spec 7 "Renter"): favourites kept with the account, viewed listings and
// recommendations. Each answers only the caller's own records; another renter's are unreachable (404).
import { mapMarkersResponseSchema } from '@rentals/shared/resources/listings';
import {
  auditFavouritesSchema,
  favouriteEntrySchema,
  favouriteIdsResponseSchema,
  favouriteListResponseSchema,
  favouriteToggleSchema,
  newRecommendedQuerySchema,
  newRecommendedResponseSchema,
  recentFavouritesResponseSchema,
  recommendedListQuerySchema,
  recommendedListResponseSchema,
  recommendedStatsSchema,
  removedIdsQuerySchema,
  renterListQuerySchema,
  viewedListResponseSchema,
} from '@rentals/shared/resources/renter-listings';
import { idParam } from '@rentals/shared/resources/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, errorResponses } from '../auth/auth.http.ts';
import {
  deleteFavourite,
  favouriteEntry,
  favouriteMarkers,
  favouritePage,
  mergeFavourites,
  recentFavourites,
  setFavourite,
} from './favourite-listings.ts';
import {
  dismissRecommendation,
  newRecommended,
  recommendedMarkers,
  recommendedPage,
  recommendedStats,
} from './recommended-listings.ts';
import { viewedMarkers, viewedPage } from './viewed-listings.ts';

const idParams = z.object({ id: idParam });
const favourites = { access: { permission: 'viewFavouriteListings' } } as const;
const viewed = { access: { permission: 'viewViewedListings' } } as const;
const recommended = { access: { permission: 'viewRecommendedListings' } } as const;
const tags = ['renter'];

const renterListingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---------------------------------------------------------------- favourites

  app.patch(
    '/favourite-listing',
    {
      config: favourites,
      schema: {
        tags,
        summary:
          "Add (active 1) or remove (active 0) a favourite; answers the renter's favourite ids. Only active listings can be added (404)",
        body: favouriteToggleSchema,
        response: { 200: favouriteIdsResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { listingId, active } = request.body;
      return { favouriteListings: await setFavourite(app.db, caller(request).id, listingId, active) };
    },
  );

  app.patch(
    '/audit-favourite-listings',
    {
      config: favourites,
      schema: {
        tags,
        summary:
          "Sign-in merge: the account's favourites plus the browser's ids that are active listings; answers the merged ids",
        body: auditFavouritesSchema,
        response: { 200: favouriteIdsResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ({
      favouriteListings: await mergeFavourites(app.db, caller(request).id, request.body.favouriteListings),
    }),
  );

  app.get(
    '/favourite-listings',
    {
      config: favourites,
      schema: {
        tags,
        summary: "A page of the renter's favourites (active listings), newest saved first, with the rent when saved",
        querystring: renterListQuerySchema,
        response: { 200: favouriteListResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => favouritePage(app.db, caller(request).id, request.query.page, request.query.perPage),
  );

  app.get(
    '/favourite-listings-map-markers',
    {
      config: favourites,
      schema: {
        tags,
        summary: "Map markers of the renter's favourites: one per location",
        response: { 200: mapMarkersResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => favouriteMarkers(app.db, caller(request).id),
  );

  app.get(
    '/favourite-listings/:id',
    {
      config: favourites,
      schema: {
        tags,
        summary: "One of the renter's favourites by listing id; 404 when it is not one",
        params: idParams,
        response: { 200: favouriteEntrySchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => favouriteEntry(app.db, caller(request).id, request.params.id),
  );

  app.get(
    '/recent-favourite-listings',
    {
      config: favourites,
      schema: {
        tags,
        summary: 'The 5 most recently saved favourites',
        response: { 200: recentFavouritesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => recentFavourites(app.db, caller(request).id),
  );

  app.delete(
    '/favourite-listings/:id',
    {
      config: favourites,
      schema: {
        tags,
        summary: "Remove a favourite by listing id; answers the renter's favourite ids (404 when it is not one)",
        params: idParams,
        response: { 200: favouriteIdsResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({ favouriteListings: await deleteFavourite(app.db, caller(request).id, request.params.id) }),
  );

  // ---------------------------------------------------------------- viewed listings

  app.get(
    '/viewed-listings',
    {
      config: viewed,
      schema: {
        tags,
        summary: 'A page of the listings the renter viewed while signed in (active ones), the latest view first',
        querystring: renterListQuerySchema,
        response: { 200: viewedListResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => viewedPage(app.db, caller(request).id, request.query.page, request.query.perPage),
  );

  app.get(
    '/viewed-listings-map-markers',
    {
      config: viewed,
      schema: {
        tags,
        summary: 'Map markers of the 500 most recently viewed listings',
        response: { 200: mapMarkersResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => viewedMarkers(app.db, caller(request).id),
  );

  // ---------------------------------------------------------------- recommendations

  app.get(
    '/new-recommended-listings',
    {
      config: recommended,
      schema: {
        tags,
        summary:
          'Recommendations not in alreadySeenIds nor removedIds (comma-separated ids), best first, each with its reason',
        querystring: newRecommendedQuerySchema,
        response: { 200: newRecommendedResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) =>
      newRecommended(app.db, caller(request).id, request.query.alreadySeenIds ?? [], request.query.removedIds ?? []),
  );

  app.get(
    '/recommended-listings',
    {
      config: recommended,
      schema: {
        tags,
        summary:
          'A page of recommendations (up to 60 in all), best first: like the favourites, inquiries and views (same area, rent ±25%, beds ±1, type), and the saved searches',
        querystring: recommendedListQuerySchema,
        response: { 200: recommendedListResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { removedIds = [], page, perPage } = request.query;
      return recommendedPage(app.db, caller(request).id, removedIds, page, perPage);
    },
  );

  app.get(
    '/recommended-listings-map-markers',
    {
      config: recommended,
      schema: {
        tags,
        summary: 'Map markers of the recommendations',
        querystring: removedIdsQuerySchema,
        response: { 200: mapMarkersResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => recommendedMarkers(app.db, caller(request).id, request.query.removedIds ?? []),
  );

  app.get(
    '/recommended-listings-stats',
    {
      config: recommended,
      schema: {
        tags,
        summary: 'How many recommendations, and how many come from favourites, inquiries, views and alerts',
        querystring: removedIdsQuerySchema,
        response: { 200: recommendedStatsSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => recommendedStats(app.db, caller(request).id, request.query.removedIds ?? []),
  );

  app.delete(
    '/recommended-listings/:id',
    {
      config: recommended,
      schema: {
        tags,
        summary: 'Not interested: never recommend this listing to the renter again, on any device',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await dismissRecommendation(app.db, caller(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default renterListingsRoutes;
