// Places in the back office (issue 15 section 4): cities, provinces and metro areas as declared resources, the
// metro member-city picker's options, and the redirects renamed slugs leave behind (place-redirects.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourceRoutes } from '../../lib/resources/index.ts';
import { citiesResource } from './cities.resource.ts';
import cityOptionsRoutes from './city-options.routes.ts';
import { metroAreasResource } from './metro-areas.resource.ts';
import { provincesResource } from './provinces.resource.ts';

export { resolvePlaceRedirect } from './place-redirects.ts';

export const placesResources = [citiesResource, provincesResource, metroAreasResource];

const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cityOptionsRoutes);
  for (const resource of placesResources) await app.register(resourceRoutes(resource));
};

export default placesRoutes;
