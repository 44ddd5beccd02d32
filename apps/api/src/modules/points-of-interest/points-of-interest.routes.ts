// Points of interest (spec 3, 7 "Renter"): a signed-in renter's places (work, school...) that listing cards
// and listing pages measure distances and travel times to. GET points-of-interest (removedIds left out),
// POST point-of-interest, PATCH point-of-interest, DELETE points-of-interest/{id}. Another user's point
// answers 404, like one that does not exist.
import {
  createPointOfInterestSchema,
  MAX_POINTS_OF_INTEREST,
  POINT_OF_INTEREST_ICONS,
  pointOfInterestResponseSchema,
  pointsOfInterestQuerySchema,
  pointsOfInterestResponseSchema,
  updatePointOfInterestSchema,
} from '@rentals/shared/resources/points-of-interest';
import { idParam } from '@rentals/shared/resources/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { translate } from '../../lib/messages.ts';
import { caller, errorResponses, messageResponse } from '../auth/auth.http.ts';
import {
  createPointOfInterest,
  deletePointOfInterest,
  listPointsOfInterest,
  updatePointOfInterest,
} from './points-of-interest.service.ts';

const tags = ['points of interest'];

const pointsOfInterestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/points-of-interest',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "The caller's points of interest, oldest first; removedIds (comma-separated) are left out",
        querystring: pointsOfInterestQuerySchema,
        response: { 200: pointsOfInterestResponseSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => ({
      pointsOfInterest: await listPointsOfInterest(app.db, caller(request).id, request.query.removedIds ?? []),
    }),
  );

  app.post(
    '/point-of-interest',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: `Add a point of interest (name, address, city, icon 1-${POINT_OF_INTEREST_ICONS.length} (default 1), latitude, longitude); at most ${MAX_POINTS_OF_INTEREST} per user`,
        body: createPointOfInterestSchema,
        response: { 201: pointOfInterestResponseSchema, ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      const pointOfInterest = await createPointOfInterest(app.db, caller(request).id, request.body);
      return reply.status(201).send({ pointOfInterest });
    },
  );

  app.patch(
    '/point-of-interest',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "Change a point of interest: its id and the fields to change (404 when it is not the caller's)",
        body: updatePointOfInterestSchema,
        response: { 200: pointOfInterestResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const pointOfInterest = await updatePointOfInterest(app.db, caller(request).id, request.body);
      if (!pointOfInterest) throw notFound();
      return { pointOfInterest };
    },
  );

  app.delete(
    '/points-of-interest/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "Delete a point of interest (404 when it is not the caller's)",
        params: z.object({ id: idParam }),
        response: { 200: messageResponse, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      if (!(await deletePointOfInterest(app.db, caller(request).id, request.params.id))) throw notFound();
      return { message: translate('poiDeleted', request.locale) };
    },
  );
};

export default pointsOfInterestRoutes;
