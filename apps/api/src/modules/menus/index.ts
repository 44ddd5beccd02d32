// The menu editor (issue 15 section 3): the menu items resource and the menus' tree routes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourceRoutes } from '../../lib/resources/index.ts';
import { menuItemsResource } from './menu-items.resource.ts';
import menusTreeRoutes from './menus.routes.ts';

export { MENUS_AUDIT } from './menu-tree.service.ts';

export const menusResources = [menuItemsResource];

const menusRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(menusTreeRoutes);
  for (const resource of menusResources) await app.register(resourceRoutes(resource));
};

export default menusRoutes;
