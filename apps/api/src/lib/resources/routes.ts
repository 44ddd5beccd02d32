// The REST routes of a declared resource, under its path: list, export.csv, read, history, create, update,
// delete and bulk. Every write runs in one transaction with its audit event; every read goes through the
// policy's scope, so lists, exports, bulk actions and single records cannot disagree.
import { type BulkResult, bulkActionSchema, bulkResultSchema, listQuerySchema, pagedSchema } from '@rentals/shared';
import { auditEventSchema } from '@rentals/shared/resources/audit-events';
import { revisionsResponseSchema } from '@rentals/shared/resources/revisions';
import { idParam } from '@rentals/shared/resources/site';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEvents } from '../../db/schema/index.ts';
import { caller, errorResponses, messageResponse } from '../../modules/auth/auth.http.ts';
import { isAllowed } from '../../plugins/app/access.ts';
import { httpErrorMessage } from '../../plugins/app/errors.ts';
import { auditContextOf, changedFields, recordAudit, removedFields } from '../audit.ts';
import { auditHistoryPage, auditHistoryQuery } from '../audit-history.ts';
import { forbidden, HttpError, invalidFields, notFound } from '../http-error.ts';
import { translate } from '../messages.ts';
import type { AnyResource, BulkActionDefinition, WriteContext } from './define-resource.ts';
import { exportCsv } from './export.ts';
import { entitiesByIds, type ListParams, listPage, loadDetail } from './list.ts';
import { deleteRevisions, listRevisions, recordRevision } from './revisions.ts';

const idParams = z.object({ id: idParam });

export function resourceRoutes(resource: AnyResource): FastifyPluginAsyncZod {
  return async (app) => {
    const { access, schemas, path } = resource;
    const tags = [resource.name];
    const table = (resource.id as PgColumn).table as PgTable;
    const filters = schemas.filters?.shape ?? {};
    const listQuery = listQuerySchema.extend(filters);
    const detailSchema = schemas.detail ?? schemas.entity;

    /** Runs `work` in a transaction with its write context, then the tasks it left for after the commit. */
    async function inTransaction<T>(request: FastifyRequest, work: (ctx: WriteContext) => Promise<T>): Promise<T> {
      const tasks: (() => Promise<unknown>)[] = [];
      const result = await app.db.transaction((tx) =>
        work({
          tx,
          user: caller(request),
          audit: auditContextOf(request),
          app,
          afterCommit: (task) => tasks.push(task),
        }),
      );
      for (const task of tasks) await task();
      return result;
    }

    /** The record before a write: 404 outside the user's scope, 403 when the policy says no. */
    async function recordFor(ctx: WriteContext, id: number, action: string) {
      const [entity] = await entitiesByIds(ctx.tx, resource, ctx.user, [id]);
      if (!entity) throw notFound();
      if (resource.policy?.can && !resource.policy.can(ctx.user, action, entity)) throw forbidden();
      return entity;
    }

    async function audited(ctx: WriteContext, action: string, id: number, before: object, after: object | null) {
      const changes = after
        ? changedFields(before as Record<string, unknown>, after as Record<string, unknown>, resource.secretFields)
        : removedFields(before as Record<string, unknown>, resource.secretFields);
      if (action === 'update' && Object.keys(changes).length === 0) return;
      await recordAudit(ctx.tx, ctx.audit, { action, resource: resource.name, recordId: id, changes });
      if (resource.revisions && after) {
        const target = { resource: resource.name, recordId: id, fields: resource.revisions.fields };
        await recordRevision(ctx.tx, target, after as Record<string, unknown>, ctx.user.id);
      }
      if (resource.revisions && !after) await deleteRevisions(ctx.tx, resource.name, id);
    }

    if (access.list) {
      app.get(
        path,
        {
          config: { access: access.list },
          schema: {
            tags,
            summary: `List ${resource.name} (page, perPage, sort, q and filters)`,
            querystring: listQuery,
            response: { 200: pagedSchema(schemas.entity), ...errorResponses(401, 403, 422) },
          },
        },
        async (request) => listPage(app.db, resource, caller(request), request.query as ListParams),
      );
    }

    if (access.export) {
      app.get(
        `${path}/export.csv`,
        {
          config: { access: access.export },
          schema: {
            tags,
            summary: `Every ${resource.name} record the list's q and filters select, as CSV (streamed)`,
            querystring: listQuery.omit({ page: true, perPage: true }),
            produces: ['text/csv'],
          },
        },
        async (request, reply) => exportCsv(app, resource, caller(request), request.query as ListParams, reply),
      );
    }

    if (access.read) {
      app.get(
        `${path}/:id`,
        {
          config: { access: access.read },
          schema: {
            tags,
            summary: `One ${resource.name} record`,
            params: idParams,
            response: { 200: detailSchema, ...errorResponses(401, 403, 404) },
          },
        },
        async (request) => {
          const detail = await loadDetail(app.db, resource, caller(request), request.params.id, request.locale);
          if (!detail) throw notFound();
          return detail;
        },
      );

      app.get(
        `${path}/:id/history`,
        {
          config: { access: access.read },
          schema: {
            tags,
            summary: `The audit events of one ${resource.name} record, newest first`,
            params: idParams,
            querystring: auditHistoryQuery,
            response: { 200: pagedSchema(auditEventSchema), ...errorResponses(401, 403, 404) },
          },
        },
        async (request) => {
          const { id } = request.params;
          const [visible] = await entitiesByIds(app.db, resource, caller(request), [id]);
          if (!visible) throw notFound();
          const where = and(
            inArray(auditEvents.resource, [resource.auditName ?? resource.name].flat()),
            eq(auditEvents.recordId, String(id)),
          );
          return auditHistoryPage(app.db, request, where, request.query);
        },
      );
    }

    if (access.read && resource.revisions) {
      app.get(
        `${path}/:id/revisions`,
        {
          config: { access: access.read },
          schema: {
            tags,
            summary: `The saved versions of one ${resource.name} record, newest first`,
            params: idParams,
            response: { 200: revisionsResponseSchema, ...errorResponses(401, 403, 404) },
          },
        },
        async (request) => {
          const { id } = request.params;
          const [visible] = await entitiesByIds(app.db, resource, caller(request), [id]);
          if (!visible) throw notFound();
          return { data: await listRevisions(app.db, resource.name, id) };
        },
      );
    }

    if (access.create && schemas.create) {
      app.post(
        path,
        {
          config: { access: access.create },
          schema: {
            tags,
            summary: `Create a ${resource.name} record`,
            body: schemas.create,
            response: { 201: detailSchema, ...errorResponses(401, 403, 409, 422) },
          },
        },
        async (request, reply) => {
          const id = await inTransaction(request, async (ctx) => {
            const { tx } = ctx;
            const newId = resource.write?.create
              ? await resource.write.create(ctx, request.body)
              : ((
                  await tx
                    .insert(table)
                    .values(request.body as never)
                    .returning({ id: resource.id })
                )[0]?.id as number);
            const [created] = await entitiesByIds(tx, resource, null, [newId]);
            await audited(ctx, 'create', newId, {}, created ?? {});
            return newId;
          });
          reply.code(201);
          return loadDetail(app.db, resource, null, id, request.locale);
        },
      );
    }

    if (access.update && schemas.update) {
      app.patch(
        `${path}/:id`,
        {
          config: { access: access.update },
          schema: {
            tags,
            summary: `Update a ${resource.name} record (only the fields sent)`,
            params: idParams,
            body: schemas.update,
            response: { 200: detailSchema, ...errorResponses(401, 403, 404, 409, 422) },
          },
        },
        async (request) => {
          const { id } = request.params;
          await inTransaction(request, async (ctx) => {
            const { tx } = ctx;
            const before = await recordFor(ctx, id, 'update');
            if (resource.write?.update) await resource.write.update(ctx, before, request.body);
            else if (Object.keys(request.body as object).length > 0) {
              await tx
                .update(table)
                .set(request.body as never)
                .where(eq(resource.id, id));
            }
            const [after] = await entitiesByIds(tx, resource, null, [id]);
            await audited(ctx, 'update', id, before, after ?? {});
          });
          return loadDetail(app.db, resource, null, id, request.locale);
        },
      );
    }

    async function deleteOne(ctx: WriteContext, entity: { id: number }) {
      if (resource.write?.delete) await resource.write.delete(ctx, entity);
      else await ctx.tx.delete(table).where(eq(resource.id, entity.id));
      await audited(ctx, 'delete', entity.id, entity, null);
    }

    if (access.delete) {
      app.delete(
        `${path}/:id`,
        {
          config: { access: access.delete },
          schema: {
            tags,
            summary: `Delete a ${resource.name} record`,
            params: idParams,
            response: { 200: messageResponse, ...errorResponses(401, 403, 404, 409) },
          },
        },
        async (request) => {
          await inTransaction(request, async (ctx) => {
            await deleteOne(ctx, await recordFor(ctx, request.params.id, 'delete'));
          });
          return { message: translate('deleted', request.locale) };
        },
      );
    }

    const bulkActions: Record<string, BulkActionDefinition<{ id: number }>> = { ...resource.bulk };
    if (access.delete) bulkActions.delete = { access: access.delete, run: deleteOne };
    const bulkAccess = access.update ?? access.delete ?? Object.values(bulkActions)[0]?.access;
    if (bulkAccess && Object.keys(bulkActions).length > 0) {
      app.post(
        `${path}/bulk`,
        {
          config: { access: bulkAccess },
          schema: {
            tags,
            summary: `Run one action on many ${resource.name} records: ${Object.keys(bulkActions).join(', ')}`,
            body: bulkActionSchema,
            response: { 200: bulkResultSchema, ...errorResponses(401, 403, 422) },
          },
        },
        async (request) => {
          const action = Object.hasOwn(bulkActions, request.body.action) ? bulkActions[request.body.action] : null;
          if (!action) throw invalidFields({ action: 'in' });
          const user = caller(request);
          if (!isAllowed(user, action.access)) throw forbidden();
          const ids = [...new Set(request.body.ids)];
          const result: BulkResult = { done: [], refused: [] };
          const found = new Map((await entitiesByIds(app.db, resource, user, ids)).map((e) => [e.id, e]));
          for (const id of ids) {
            const entity = found.get(id);
            if (!entity) {
              result.refused.push({ id, message: translate('notFound', request.locale) });
              continue;
            }
            try {
              // One transaction per record: a refusal leaves the others done.
              await inTransaction(request, async (ctx) => {
                const current = await recordFor(ctx, id, request.body.action);
                if (action.run === deleteOne) return deleteOne(ctx, current);
                await action.run(ctx, current);
                const [after] = await entitiesByIds(ctx.tx, resource, null, [id]);
                const changes = changedFields(current, after ?? {}, resource.secretFields);
                if (Object.keys(changes).length === 0) return; // nothing changed: no event, as for an update
                await recordAudit(ctx.tx, ctx.audit, {
                  action: action.auditAction ?? request.body.action,
                  resource: resource.name,
                  recordId: id,
                  changes,
                });
              });
              result.done.push(id);
            } catch (error) {
              if (!(error instanceof HttpError)) throw error;
              result.refused.push({ id, message: httpErrorMessage(error, request.locale).message });
            }
          }
          return result;
        },
      );
    }
  };
}
