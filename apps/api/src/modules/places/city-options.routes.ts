// GET /api/admin/places/city-options?provinceId=&q=&ids=: the cities a metro area's member picker offers,
// those of one province whose name contains `q` (trigram index on lower(name)), largest first, plus the ones
// already picked (`ids`) so they keep their labels.
import { cityOptionsQuerySchema, cityOptionsResponseSchema } from '@rentals/shared/resources/places';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cities } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/sql-like.ts';
import { errorResponses } from '../auth/auth.http.ts';
import { CITY_OPTIONS_ACCESS } from './access.ts';

const OPTIONS_LIMIT = 50;

const idsOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0 && id < 2_147_483_648)
    .slice(0, 500);

const cityOptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/places/city-options',
    {
      config: { access: CITY_OPTIONS_ACCESS },
      schema: {
        tags: ['places'],
        summary: "A province's cities whose name contains q (largest first), and the cities named by ids",
        querystring: cityOptionsQuerySchema,
        response: { 200: cityOptionsResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { provinceId, q } = request.query;
      const ids = idsOf(request.query.ids);
      const columns = {
        id: cities.id,
        name: cities.name,
        population: cities.population,
        metroAreaId: cities.metroAreaId,
      };
      const nameMatch: SQL | undefined = q
        ? sql`lower(${cities.name}) like ${`%${escapeLike(q.toLowerCase())}%`}`
        : undefined;
      const matches = await app.db
        .select(columns)
        .from(cities)
        .where(and(eq(cities.provinceId, provinceId), nameMatch))
        .orderBy(desc(cities.population), cities.id)
        .limit(OPTIONS_LIMIT);
      const picked =
        ids.length > 0
          ? await app.db
              .select(columns)
              .from(cities)
              .where(and(eq(cities.provinceId, provinceId), inArray(cities.id, ids)))
          : [];
      const seen = new Set(matches.map((c) => c.id));
      return { data: [...picked.filter((c) => !seen.has(c.id)), ...matches] };
    },
  );
};

export default cityOptionsRoutes;
