// The role x permission matrix of /admin/user-management?tab=1: many grants and removals at once, with the
// number of users each change affects answered first (dryRun) and then applied under the same guard rails.
import { roleMatrixChangeSchema, roleMatrixResultSchema } from '@rentals/shared/resources/user-management';
import { countDistinct, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../../db/client.ts';
import { userRoles } from '../../db/schema/index.ts';
import { auditContextOf, changedFields, recordAudit } from '../../lib/audit.ts';
import { invalidFields } from '../../lib/http-error.ts';
import { entitiesByIds } from '../../lib/resources/list.ts';
import { caller, errorResponses } from '../auth/auth.http.ts';
import { rolesResource, setRolePermissions } from './roles.resource.ts';

async function usersHolding(db: Queryable, roleIds: number[]): Promise<number> {
  if (roleIds.length === 0) return 0;
  const [row] = await db
    .select({ n: countDistinct(userRoles.userId) })
    .from(userRoles)
    .where(inArray(userRoles.roleId, roleIds));
  return Number(row?.n ?? 0);
}

const roleMatrixRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/roles/matrix',
    {
      config: { access: { permission: 'modifyRoles' } },
      schema: {
        tags: ['roles'],
        summary:
          'Grant and remove permissions of several roles at once; dryRun answers how many users each change affects',
        body: roleMatrixChangeSchema,
        response: { 200: roleMatrixResultSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { changes, dryRun } = request.body;
      const roleIds = [...new Set(changes.map((c) => c.roleId))];
      const perRole = await Promise.all(
        roleIds.map(async (roleId) => ({ roleId, affectedUsers: await usersHolding(app.db, [roleId]) })),
      );
      const result = { affectedUsers: await usersHolding(app.db, roleIds), roles: perRole, applied: false };
      if (dryRun) return result;

      const user = caller(request);
      await app.db.transaction(async (tx) => {
        const roles = await entitiesByIds(tx, rolesResource, user, roleIds);
        if (roles.length !== roleIds.length) throw invalidFields({ changes: 'in' });
        for (const role of roles) {
          const wanted = new Set(role.permissions);
          for (const change of changes.filter((c) => c.roleId === role.id)) {
            if (change.granted) wanted.add(change.permission);
            else wanted.delete(change.permission);
          }
          const ctx = { tx, user, audit: auditContextOf(request), app, afterCommit: () => {} };
          await setRolePermissions(ctx, role, [...wanted]);
          const changed = changedFields({ permissions: role.permissions }, { permissions: [...wanted] });
          if (Object.keys(changed).length > 0) {
            await recordAudit(tx, ctx.audit, {
              action: 'update',
              resource: 'roles',
              recordId: role.id,
              changes: changed,
            });
          }
        }
      });
      return { ...result, applied: true };
    },
  );
};

export default roleMatrixRoutes;
