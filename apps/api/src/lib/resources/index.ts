export { resourceMatrixRows } from './access-rows.ts';
export type { AnyResource, ResourceDefinition, WriteContext } from './define-resource.ts';
export { defineResource } from './define-resource.ts';
export { resourceRoutes } from './routes.ts';
