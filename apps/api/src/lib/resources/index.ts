export { resourceMatrixRows } from './access-rows.ts';
export { dayRangeFilters } from './day-range.ts';
export type { AnyResource, ResourceDefinition, WriteContext } from './define-resource.ts';
export { defineResource } from './define-resource.ts';
export { resourceRoutes } from './routes.ts';
