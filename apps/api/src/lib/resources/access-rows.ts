// The access-matrix rows of declared resources: each generated route with what anonymous callers and each
// role (holding its default permissions) get. The matrix test then checks them against the running app.
import { DEFAULT_ROLE_PERMISSIONS, ROLES, type RoleName } from '@rentals/shared';
import type { Access } from '../../plugins/app/access.ts';
import type { AnyResource, BulkActionDefinition } from './define-resource.ts';

export type Outcome = 'ok' | 401 | 403;
export type Caller = 'anonymous' | RoleName;
export type MatrixRow = Record<Caller, Outcome>;

export function matrixRow(access: Access): MatrixRow {
  const row = { anonymous: access === 'public' ? 'ok' : 401 } as MatrixRow;
  for (const role of ROLES) {
    let allowed = true;
    if (typeof access === 'object' && 'permission' in access) {
      allowed = (DEFAULT_ROLE_PERMISSIONS[role] as readonly string[]).includes(access.permission);
    } else if (typeof access === 'object') allowed = access.anyRole.includes(role);
    row[role] = allowed ? 'ok' : 403;
  }
  return row;
}

/** "GET /api/admin/users" -> row, for every route resourceRoutes registers for these resources. */
export function resourceMatrixRows(resources: readonly AnyResource[]): Record<string, MatrixRow> {
  const rows: Record<string, MatrixRow> = {};
  for (const { path, access, schemas, bulk, revisions } of resources) {
    const base = `/api${path}`;
    const add = (method: string, url: string, rule: Access | undefined) => {
      if (rule) rows[`${method} ${url}`] = matrixRow(rule);
    };
    add('GET', base, access.list);
    add('GET', `${base}/export.csv`, access.export);
    add('GET', `${base}/:id`, access.read);
    add('GET', `${base}/:id/history`, access.read);
    if (revisions) add('GET', `${base}/:id/revisions`, access.read);
    if (schemas.create) add('POST', base, access.create);
    if (schemas.update) add('PATCH', `${base}/:id`, access.update);
    add('DELETE', `${base}/:id`, access.delete);
    const bulkActions: Record<string, BulkActionDefinition<{ id: number }>> = { ...bulk };
    const bulkAccess = access.update ?? access.delete ?? Object.values(bulkActions)[0]?.access;
    if (bulkAccess && (access.delete || Object.keys(bulkActions).length > 0)) add('POST', `${base}/bulk`, bulkAccess);
  }
  return rows;
}
