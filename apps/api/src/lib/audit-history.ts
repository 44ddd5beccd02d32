// One page of a record's audit events, newest first, for the History tabs of routes outside the resource
// framework (the support queues) and for the framework's own history route (resources/routes.ts). Each event
// names its actor as the account is called now (a landlord's edits read as theirs), beside the email kept.
import { listQuerySchema } from '@rentals/shared/pagination';
import { desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client.ts';
import { auditEvents, users } from '../db/schema/index.ts';

export const auditHistoryQuery = listQuerySchema.pick({ page: true, perPage: true });

export async function auditHistoryPage(
  db: Queryable,
  request: FastifyRequest,
  where: SQL | undefined,
  { page, perPage }: { page: number; perPage: number },
) {
  const rows = await db
    .select({
      ...getTableColumns(auditEvents),
      actorName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
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
