// Inquiries (spec 7 "Renter"): POST renter-inquire from a listing page (signed in or not), and the renter's
// own inquiries for My Inquiries: recent-inquiries, inquiry-listings (+ map markers), my-inquiries/{id} and
// listing-inquiries/{id}. Reads need viewMyInquiries and only ever answer the caller's own records.
import {
  inquiryListingsResponseSchema,
  inquiryListQuerySchema,
  listingInquiriesResponseSchema,
  myInquiryResponseSchema,
  recentInquiriesResponseSchema,
  renterInquiryResponseSchema,
  renterInquirySchema,
} from '@rentals/shared/resources/inquiries';
import { mapMarkersResponseSchema } from '@rentals/shared/resources/listings';
import { idParam } from '@rentals/shared/resources/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, errorResponses } from '../auth/auth.http.ts';
import {
  inquiryListingMarkers,
  inquiryListings,
  LISTING_INQUIRIES_MAX,
  listingInquiries,
  myInquiry,
  recentInquiries,
  sendInquiry,
} from './inquiries.service.ts';

const tags = ['inquiries'];
const TEN_MINUTES = 10 * 60_000;
const idParams = z.object({ id: idParam });
const mine = { access: { permission: 'viewMyInquiries' } } as const;

const inquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/renter-inquire',
    {
      // Anyone may write: signed in (the inquiry joins their account) or not (then the XSRF double submit).
      config: { access: 'public', csrf: true, rateLimit: { max: 5, timeWindow: TEN_MINUTES } },
      schema: {
        tags,
        summary:
          'Message the landlord of an active listing: stores the inquiry and a lead, emails the landlord (replies ' +
          'go to the renter) and the renter a copy. 5 per 10 minutes per address; the same message twice within ' +
          'a minute is 409. accountExists: null when signed in, else whether an account has that email',
        body: renterInquirySchema,
        response: { 201: renterInquiryResponseSchema, ...errorResponses(403, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const result = await sendInquiry(app, request.body, request.user, request.locale);
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/recent-inquiries',
    {
      config: mine,
      schema: {
        tags,
        summary:
          "The caller's inquiries, newest first (sort=createdAt: oldest first), the message shortened; listing " +
          'is null once the listing is no longer active (its title and address still say what it was)',
        querystring: inquiryListQuerySchema,
        response: { 200: recentInquiriesResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => recentInquiries(app.db, caller(request).id, request.query),
  );

  app.get(
    '/inquiry-listings',
    {
      config: mine,
      schema: {
        tags,
        summary: 'The listings the caller enquired about, most recently contacted first, with how many inquiries',
        querystring: inquiryListQuerySchema,
        response: { 200: inquiryListingsResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => inquiryListings(app.db, caller(request).id, request.query),
  );

  app.get(
    '/inquiry-listings-map-markers',
    {
      config: mine,
      schema: {
        tags,
        summary: 'Map markers for the active listings the caller enquired about: one per location',
        response: { 200: mapMarkersResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => inquiryListingMarkers(app.db, caller(request).id),
  );

  app.get(
    '/my-inquiries/:id',
    {
      config: mine,
      schema: {
        tags,
        summary: "One of the caller's inquiries in full (404 for anyone else's)",
        params: idParams,
        response: { 200: myInquiryResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({ inquiry: await myInquiry(app.db, caller(request).id, request.params.id) }),
  );

  app.get(
    '/listing-inquiries/:id',
    {
      config: mine,
      schema: {
        tags,
        summary: `The caller's inquiries about listing id, newest first (at most ${LISTING_INQUIRIES_MAX}); empty when none`,
        params: idParams,
        response: { 200: listingInquiriesResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ({ inquiries: await listingInquiries(app.db, caller(request).id, request.params.id) }),
  );
};

export default inquiriesRoutes;
