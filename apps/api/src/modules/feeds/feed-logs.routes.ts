// The support area's feed logs (STAFF_ACCESS: Support, Site Owner, Site Administrator): every feed with its last
// run and failing streak; a feed's runs (paged) with counts and durations; a run's failed entries (paged), each
// with its line or element and the reason.
import { pageMeta } from '@rentals/shared';
import {
  type FeedLog,
  feedLogDetailSchema,
  feedLogSchema,
  feedLogsQuerySchema,
  feedRunFailuresSchema,
  pageQuerySchema,
} from '@rentals/shared/resources/feeds';
import { idParam } from '@rentals/shared/resources/site';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { companies, feedRunFailures, feedRuns, feeds } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { STAFF_ACCESS } from '../../lib/staff-access.ts';
import { errorResponses } from '../auth/auth.http.ts';
import { FAILING_STREAK, failingStreakSql } from './failing-feeds.ts';
import { runsQuery, toFeedRun } from './feed-runs.service.ts';

const logColumns = {
  id: feeds.id,
  name: feeds.name,
  companyId: feeds.companyId,
  companyName: companies.name,
  format: feeds.format,
  enabled: feeds.enabled,
  url: feeds.url,
  schedule: feeds.schedule,
  maxRemovalPercent: feeds.maxRemovalPercent,
  failingStreak: failingStreakSql.mapWith(Number),
};

const logsQuery = (db: Queryable) =>
  db.select(logColumns).from(feeds).innerJoin(companies, eq(companies.id, feeds.companyId)).$dynamic();

type LogRow = Awaited<ReturnType<typeof logsQuery>>[number];

/** The last real run of each feed (dry runs apart), one query. */
async function lastRuns(db: Queryable, feedIds: number[]) {
  if (feedIds.length === 0) return new Map<number, ReturnType<typeof toFeedRun>>();
  const rows = await runsQuery(db).where(
    and(
      inArray(feedRuns.feedId, feedIds),
      sql`${feedRuns.id} in (select max(r.id) from feed_runs r where not r.dry_run and r.feed_id in ${feedIds} group by r.feed_id)`,
    ),
  );
  return new Map(rows.map((row) => [row.feedId, toFeedRun(row)]));
}

async function toLogs(db: Queryable, rows: LogRow[]): Promise<FeedLog[]> {
  const last = await lastRuns(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    companyId: row.companyId,
    companyName: row.companyName,
    format: row.format as FeedLog['format'],
    enabled: row.enabled,
    lastRun: last.get(row.id) ?? null,
    failingStreak: row.failingStreak,
    failing: row.failingStreak >= FAILING_STREAK,
  }));
}

const feedLogsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/support/feed-logs',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        tags: ['feed-logs'],
        summary: `Every feed with its last run and failing streak (failing: ${FAILING_STREAK} failed runs in a row); q over feed and company names`,
        querystring: feedLogsQuerySchema,
        response: {
          200: z.object({ data: z.array(feedLogSchema), meta: z.object({}).passthrough() }),
          ...errorResponses(401, 403, 422),
        },
      },
    },
    async (request) => {
      const { page, perPage, q, failing } = request.query;
      const where: SQL[] = [];
      if (q)
        where.push(
          sql`lower(${feeds.name} || ' ' || ${companies.name}) like ${`%${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`,
        );
      if (failing === 'true') where.push(sql`${failingStreakSql} >= ${FAILING_STREAK}`);
      if (failing === 'false') where.push(sql`${failingStreakSql} < ${FAILING_STREAK}`);
      const condition = where.length > 0 ? and(...where) : undefined;
      const [rows, [total]] = await Promise.all([
        logsQuery(app.db)
          .where(condition)
          .orderBy(sql`${failingStreakSql} desc`, asc(sql`lower(${feeds.name})`), asc(feeds.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        app.db
          .select({ n: count().mapWith(Number) })
          .from(feeds)
          .innerJoin(companies, eq(companies.id, feeds.companyId))
          .where(condition),
      ]);
      return { data: await toLogs(app.db, rows), meta: pageMeta(page, perPage, total?.n ?? 0) };
    },
  );

  app.get(
    '/support/feed-logs/:feedId',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        tags: ['feed-logs'],
        summary: "A feed's runs, newest first (paged), with counts, duration, source and dry runs",
        params: z.object({ feedId: idParam }),
        querystring: pageQuerySchema,
        response: { 200: feedLogDetailSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { feedId } = request.params;
      const { page, perPage } = request.query;
      const [row] = await logsQuery(app.db).where(eq(feeds.id, feedId));
      if (!row) throw notFound();
      const [[log], runs, [total]] = await Promise.all([
        toLogs(app.db, [row]),
        runsQuery(app.db)
          .where(eq(feedRuns.feedId, feedId))
          .orderBy(desc(feedRuns.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        app.db
          .select({ n: count().mapWith(Number) })
          .from(feedRuns)
          .where(eq(feedRuns.feedId, feedId)),
      ]);
      return {
        feed: {
          ...(log as FeedLog),
          url: row.url,
          schedule: row.schedule,
          maxRemovalPercent: row.maxRemovalPercent,
        },
        runs: { data: runs.map(toFeedRun), meta: pageMeta(page, perPage, total?.n ?? 0) },
      };
    },
  );

  app.get(
    '/support/feed-logs/:feedId/runs/:runId/failures',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        tags: ['feed-logs'],
        summary: "A run's failed entries in feed order (paged): the line or element, the external id and the reason",
        params: z.object({ feedId: idParam, runId: idParam }),
        querystring: pageQuerySchema,
        response: { 200: feedRunFailuresSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { feedId, runId } = request.params;
      const { page, perPage } = request.query;
      const [run] = await app.db
        .select({ id: feedRuns.id })
        .from(feedRuns)
        .where(and(eq(feedRuns.id, runId), eq(feedRuns.feedId, feedId)));
      if (!run) throw notFound();
      const [rows, [total]] = await Promise.all([
        app.db
          .select({
            id: feedRunFailures.id,
            position: feedRunFailures.position,
            externalId: feedRunFailures.externalId,
            reason: feedRunFailures.reason,
          })
          .from(feedRunFailures)
          .where(eq(feedRunFailures.runId, runId))
          .orderBy(asc(feedRunFailures.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        app.db
          .select({ n: count().mapWith(Number) })
          .from(feedRunFailures)
          .where(eq(feedRunFailures.runId, runId)),
      ]);
      return { data: rows, meta: pageMeta(page, perPage, total?.n ?? 0) };
    },
  );
};

export default feedLogsRoutes;
