// Listing search (spec 7 "Listings"): GET listings, the city page and its rent trends, autocomplete and
// "did you mean", map markers and the listings behind one. All public; only active listings are shown. They
// read the replica (app.dbRead, DATABASE_READ_URL) when there is one: a search may lag a write by a moment.
import {
  autocompleteQuerySchema,
  autocompleteResponseSchema,
  cityPageResponseSchema,
  didYouMeanResponseSchema,
  listingListResponseSchema,
  listingSearchQuerySchema,
  listingSearchResponseSchema,
  mapMarkerInfoQuerySchema,
  mapMarkersQuerySchema,
  mapMarkersResponseSchema,
  rentTrendsResponseSchema,
} from '@rentals/shared/resources/listings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../auth/auth.http.ts';
import { autocomplete, didYouMean } from './autocomplete.ts';
import { cityPage } from './city-page.ts';
import { CITY_STATS_CRON, CITY_STATS_QUEUE, refreshListingCityStats } from './city-stats.ts';
import { mapMarkers } from './map-markers.ts';
import { markerInfo } from './marker-info.ts';
import { rentTrends } from './rent-trends.ts';
import { searchListings } from './search.service.ts';

const tags = ['search'];
const slug = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const cityParams = z.object({ a: slug, b: slug });
const cityPageQuerySchema = listingSearchQuerySchema.omit({ cityId: true, metroAreaId: true, provinceId: true });
const markersQuerySchema = mapMarkersQuerySchema.required({ bounds: true });

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.define(
    CITY_STATS_QUEUE,
    async () => {
      await refreshListingCityStats(app.db);
    },
    { cron: CITY_STATS_CRON },
  );

  app.get(
    '/listings',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Search active listings: place scope (one of cityId, metroAreaId, provinceId), bounds, every filter, ' +
          'sort and page (20 a page); count=0 skips the total',
        querystring: listingSearchQuerySchema,
        response: { 200: listingSearchResponseSchema, ...errorResponses(422) },
      },
    },
    async (request) => {
      const { externalReferrer, source, ...query } = request.query;
      if (externalReferrer || source) request.log.debug({ externalReferrer, source }, 'search attribution');
      return searchListings(app.dbRead, query);
    },
  );

  app.get(
    '/listings/rent-trends/:a/:b',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A city's median rent by bedrooms for each of the last 12 months (a = province slug, b = city slug)",
        params: cityParams,
        response: { 200: rentTrendsResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => rentTrends(app.dbRead, request.params.a, request.params.b),
  );

  app.get(
    '/listings/:a/:b',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'A city page (a = province slug, b = city slug): the place, its counts and the first page of its listings ' +
          'under the same filters, sort and page as GET listings',
        params: cityParams,
        querystring: cityPageQuerySchema,
        response: { 200: cityPageResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      const { externalReferrer: _referrer, source: _source, ...query } = request.query;
      return cityPage(app.dbRead, request.params.a, request.params.b, query);
    },
  );

  app.get(
    '/listings-autocomplete',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Cities, metropolitan areas, provinces and listing addresses matching what the visitor typed',
        querystring: autocompleteQuerySchema,
        response: { 200: autocompleteResponseSchema, ...errorResponses(422) },
      },
    },
    async (request) => ({ suggestions: await autocomplete(app.dbRead, request.query.q, request.locale) }),
  );

  app.get(
    '/listings-autocomplete-did-you-mean',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The place name closest to a misspelling ("Torontoo": Toronto), or null',
        querystring: autocompleteQuerySchema,
        response: { 200: didYouMeanResponseSchema, ...errorResponses(422) },
      },
    },
    async (request) => ({ suggestion: await didYouMean(app.dbRead, request.query.q, request.locale) }),
  );

  app.get(
    '/map-markers',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Markers for the map: clusters, or one per location when few listings are in the bounds; same filters ' +
          'and place scope as GET listings; bounds required',
        querystring: markersQuerySchema,
        response: { 200: mapMarkersResponseSchema, ...errorResponses(422) },
      },
    },
    async (request) => mapMarkers(app.dbRead, request.query),
  );

  app.get(
    '/map-marker-info',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The listings behind one marker (its key from map-markers), 20 a page, under the same filters',
        querystring: mapMarkerInfoQuerySchema,
        response: { 200: listingListResponseSchema, ...errorResponses(422) },
      },
    },
    async (request) => markerInfo(app.dbRead, request.query),
  );
};

export default searchRoutes;
