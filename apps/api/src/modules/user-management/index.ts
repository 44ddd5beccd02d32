// Users, roles and permissions (/admin/user-management): three declared resources and the role matrix.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourceRoutes } from '../../lib/resources/index.ts';
import { permissionsResource } from './permissions.resource.ts';
import roleMatrixRoutes from './role-matrix.ts';
import { rolesResource } from './roles.resource.ts';
import { usersResource } from './users.resource.ts';

export const userManagementResources = [usersResource, rolesResource, permissionsResource];

const userManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  // The matrix first: its static path must not be taken for a role id.
  await app.register(roleMatrixRoutes);
  for (const resource of userManagementResources) await app.register(resourceRoutes(resource));
};

export default userManagementRoutes;
