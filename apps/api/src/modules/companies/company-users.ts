// The users of a company (its detail page): add a landlord, remove one, and the picker's search. Only
// accounts holding the Landlord role join a company. A landlord who belongs to another company is refused
// (422 naming it) unless the request says `move: true`: moving takes them out of the other company, which
// gets its own "remove-user" event. Each change writes audit events in its transaction: "add-user" or
// "remove-user" on the company (changes { userId }) and "update" on the user (changes { companyId }).
import {
  addCompanyUserSchema,
  adminCompanyDetailSchema,
  COMPANY_CANDIDATES_MAX,
  companyCandidatesQuerySchema,
  companyCandidatesResponseSchema,
} from '@rentals/shared/resources/companies';
import { idParam } from '@rentals/shared/resources/site';
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { companies, roles, userRoles, users } from '../../db/schema/index.ts';
import { type AuditContext, auditContextOf, recordAudit } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { loadDetail } from '../../lib/resources/list.ts';
import { escapeLike } from '../../lib/sql-like.ts';
import { errorResponses } from '../auth/auth.http.ts';
import { USER_SEARCH_TEXT } from '../user-management/users.resource.ts';
import { companiesResource } from './companies.resource.ts';

const LANDLORD = 'Landlord';
const access = { permission: 'modifyCompanies' } as const;
const tags = ['companies'];

/** The company, locked for the transaction (a delete of it waits), or 404. */
async function lockedCompany(db: Queryable, id: number) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, id))
    .for('update');
  if (!company) throw notFound();
  return company;
}

const holdsLandlordRole = sql`exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
  where ${userRoles.userId} = ${users.id} and ${roles.name} = ${LANDLORD})`;

/** A 422 on `userId` with the sentence that says why. */
const refuseUser = (key: 'companyUserNotLandlord' | 'companyUserInOtherCompany', params = {}) =>
  new HttpError(422, key, params, { userId: { rule: 'invalid' } });

async function recordMembership(
  db: Queryable,
  audit: AuditContext,
  action: 'add-user' | 'remove-user',
  companyId: number,
  userId: number,
) {
  await recordAudit(db, audit, {
    action,
    resource: 'companies',
    recordId: companyId,
    changes: { userId: action === 'add-user' ? { old: null, new: userId } : { old: userId, new: null } },
  });
}

const companyUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const detail = (id: number) => loadDetail(app.db, companiesResource, null, id);

  app.post(
    '/admin/companies/:id/users',
    {
      config: { access },
      schema: {
        tags,
        summary:
          "Add a landlord to the company (move: true takes them out of another company); answers the company's detail",
        params: z.object({ id: idParam }),
        body: addCompanyUserSchema,
        response: { 200: adminCompanyDetailSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { userId, move } = request.body;
      const audit = auditContextOf(request);
      await app.db.transaction(async (tx) => {
        await lockedCompany(tx, id);
        const [user] = await tx
          .select({
            id: users.id,
            companyId: users.companyId,
            companyName: companies.name,
            isLandlord: sql<boolean>`${holdsLandlordRole}`,
          })
          .from(users)
          .leftJoin(companies, eq(companies.id, users.companyId))
          .where(eq(users.id, userId))
          .for('update', { of: users });
        if (!user?.isLandlord) throw refuseUser('companyUserNotLandlord');
        if (user.companyId === id) return; // already a user of this company: nothing changes
        if (user.companyId !== null && !move) {
          throw refuseUser('companyUserInOtherCompany', { company: user.companyName ?? String(user.companyId) });
        }
        await tx.update(users).set({ companyId: id }).where(eq(users.id, userId));
        if (user.companyId !== null) await recordMembership(tx, audit, 'remove-user', user.companyId, userId);
        await recordMembership(tx, audit, 'add-user', id, userId);
        await recordAudit(tx, audit, {
          action: 'update',
          resource: 'users',
          recordId: userId,
          changes: { companyId: { old: user.companyId, new: id } },
        });
      });
      return detail(id);
    },
  );

  app.delete(
    '/admin/companies/:id/users/:userId',
    {
      config: { access },
      schema: {
        tags,
        summary: "Take a user out of the company (404 when not one of its users); answers the company's detail",
        params: z.object({ id: idParam, userId: idParam }),
        response: { 200: adminCompanyDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      const audit = auditContextOf(request);
      await app.db.transaction(async (tx) => {
        await lockedCompany(tx, id);
        const [removed] = await tx
          .update(users)
          .set({ companyId: null })
          .where(and(eq(users.id, userId), eq(users.companyId, id)))
          .returning({ id: users.id });
        if (!removed) throw notFound();
        await recordMembership(tx, audit, 'remove-user', id, userId);
        await recordAudit(tx, audit, {
          action: 'update',
          resource: 'users',
          recordId: userId,
          changes: { companyId: { old: id, new: null } },
        });
      });
      return detail(id);
    },
  );

  app.get(
    '/admin/companies/:id/candidate-users',
    {
      config: { access },
      schema: {
        tags,
        summary: `Landlords matching q (name, email, phone) who are not users of the company, at most ${COMPANY_CANDIDATES_MAX}`,
        params: z.object({ id: idParam }),
        querystring: companyCandidatesQuerySchema,
        response: { 200: companyCandidatesResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const [company] = await app.db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
      if (!company) throw notFound();
      const { q } = request.query;
      const data = await app.db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          companyId: users.companyId,
          companyName: companies.name,
        })
        .from(users)
        .innerJoin(
          userRoles,
          and(
            eq(userRoles.userId, users.id),
            eq(userRoles.roleId, sql`(select ${roles.id} from ${roles} where ${roles.name} = ${LANDLORD})`),
          ),
        )
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(
          and(
            or(isNull(users.companyId), ne(users.companyId, id)),
            q ? sql`${USER_SEARCH_TEXT} like ${`%${escapeLike(q.toLowerCase())}%`}` : undefined,
          ),
        )
        .orderBy(sql`lower(${users.lastName})`, asc(users.id))
        .limit(COMPANY_CANDIDATES_MAX);
      return { data };
    },
  );
};

export default companyUsersRoutes;
