// One page of a record's audit events, newest first, for the History tabs of routes outside the resource
// framework (the support queues). The framework's own history route (resources/routes.ts) pages the same way.
import { listQuerySchema } from '@rentals/shared/pagination';
import { desc, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client.ts';
import { auditEvents } from '../db/schema/index.ts';

export const auditHistoryQuery = listQuerySchema.pick({ page: true, perPage: true });

export async function auditHistoryPage(
  db: Queryable,
  request: FastifyRequest,
  where: SQL | undefined,
  { page, perPage }: { page: number; perPage: number },
) {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(where)
    .orderBy(desc(auditEvents.id))
    .limit(perPage + 1)
    .offset((page - 1) * perPage);
  const more = rows.length > perPage;
  // Addresses are for the audit log's owner (as the resource framework's history).
  const withIp = request.user?.roles.includes('Site Owner') ?? false;
  const data = rows.slice(0, perPage).map((row) => ({
    ...row,
    occurredAt: row.occurredAt.toISOString(),
    ip: withIp ? row.ip : null,
  }));
  const total = (page - 1) * perPage + data.length + (more ? 1 : 0);
  return { data, meta: { currentPage: page, perPage, total, lastPage: more ? page + 1 : page } };
}
