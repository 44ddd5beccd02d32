// Feeds in the back office (/admin/feeds, viewFeeds / createFeeds / modifyFeeds): a company's feed with its URL,
// format, schedule and rules, listed with its last run, its listing count and its failing streak. Deleting a feed
// keeps its listings (they stay the company's, with their external ids) and drops its log.
import { createFeedSchema, feedSchema, updateFeedSchema } from '@rentals/shared/resources/feeds';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { companies, feedItems, feeds } from '../../db/schema/index.ts';
import { invalidFields } from '../../lib/http-error.ts';
import { defineResource, type WriteContext } from '../../lib/resources/index.ts';
import { failingStreakSql } from './failing-feeds.ts';

const lastRun = (column: string) =>
  sql.raw(
    `(select r.${column} from feed_runs r where r.feed_id = feeds.id and not r.dry_run order by r.id desc limit 1)`,
  );

const feedRows = (db: Queryable) =>
  db
    .select({
      id: feeds.id,
      companyId: feeds.companyId,
      companyName: companies.name,
      name: feeds.name,
      url: feeds.url,
      format: feeds.format,
      schedule: feeds.schedule,
      scheduleHour: feeds.scheduleHour,
      enabled: feeds.enabled,
      defaults: feeds.defaults,
      missingAction: feeds.missingAction,
      maxRemovalPercent: feeds.maxRemovalPercent,
      listingCount: sql<number>`(select count(*) from ${feedItems} where ${feedItems.feedId} = ${feeds.id})`.mapWith(
        Number,
      ),
      lastRunStatus: sql<string | null>`${lastRun('status')}`,
      lastRunAt: sql<Date | string | null>`${lastRun('created_at')}`,
      failingStreak: failingStreakSql.mapWith(Number),
      createdAt: feeds.createdAt,
      updatedAt: feeds.updatedAt,
    })
    .from(feeds)
    .innerJoin(companies, eq(companies.id, feeds.companyId))
    .$dynamic();

type FeedRowSelect = Awaited<ReturnType<typeof feedRows>>[number];

async function toFeeds(_db: Queryable, rows: FeedRowSelect[]) {
  return rows.map((row) => ({
    ...row,
    format: row.format as z.infer<typeof feedSchema>['format'],
    lastRunStatus: row.lastRunStatus as z.infer<typeof feedSchema>['lastRunStatus'],
    lastRunAt: row.lastRunAt ? new Date(row.lastRunAt).toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

type FeedEntity = Awaited<ReturnType<typeof toFeeds>>[number];

async function checkCompany(db: Queryable, companyId: number) {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw invalidFields({ companyId: 'in' });
}

async function createFeed(ctx: WriteContext, input: z.output<typeof createFeedSchema>) {
  await checkCompany(ctx.tx, input.companyId);
  const [row] = await ctx.tx.insert(feeds).values(input).returning({ id: feeds.id });
  if (!row) throw new Error('feed insert returned nothing');
  return row.id;
}

async function updateFeed(ctx: WriteContext, before: FeedEntity, input: z.output<typeof updateFeedSchema>) {
  if (Object.keys(input).length === 0) return;
  if (input.companyId !== undefined && input.companyId !== before.companyId) {
    await checkCompany(ctx.tx, input.companyId);
    // The feed's listings belong to its company: moving the feed starts a new set (the old stay the old company's).
    await ctx.tx.delete(feedItems).where(eq(feedItems.feedId, before.id));
  }
  await ctx.tx.update(feeds).set(input).where(eq(feeds.id, before.id));
}

async function deleteFeed(ctx: WriteContext, before: FeedEntity) {
  await ctx.tx.delete(feeds).where(eq(feeds.id, before.id));
}

export const feedFiltersSchema = z.object({
  companyId: z.coerce.number().int().positive().optional(),
  format: z.enum(['hotpads', 'trovit', 'csv']).optional(),
  enabled: z.enum(['true', 'false']).optional(),
});

export const feedsResource = defineResource({
  name: 'feeds',
  path: '/admin/feeds',
  id: feeds.id,
  schemas: { entity: feedSchema, create: createFeedSchema, update: updateFeedSchema, filters: feedFiltersSchema },
  access: {
    list: { permission: 'viewFeeds' },
    read: { permission: 'viewFeeds' },
    export: { permission: 'viewFeeds' },
    create: { permission: 'createFeeds' },
    update: { permission: 'modifyFeeds' },
    delete: { permission: 'modifyFeeds' },
  },
  query: feedRows,
  toEntities: toFeeds,
  list: {
    // A few hundred feeds at most: no index needed.
    search: sql`lower(${feeds.name} || ' ' || ${companies.name} || ' ' || ${feeds.url})`,
    sort: { id: feeds.id, name: sql`lower(${feeds.name})`, company: sql`lower(${companies.name})` },
    defaultSort: 'name',
    filters: {
      companyId: (value: number) => eq(feeds.companyId, value),
      format: (value: string) => eq(feeds.format, value),
      enabled: (value: 'true' | 'false') => eq(feeds.enabled, value === 'true'),
    },
  },
  write: { create: createFeed, update: updateFeed, delete: deleteFeed },
  exportColumns: {
    id: (f) => f.id,
    company: (f) => f.companyName,
    name: (f) => f.name,
    url: (f) => f.url,
    format: (f) => f.format,
    schedule: (f) => f.schedule,
    enabled: (f) => f.enabled,
    listings: (f) => f.listingCount,
    lastRunStatus: (f) => f.lastRunStatus,
    lastRunAt: (f) => f.lastRunAt,
    failingStreak: (f) => f.failingStreak,
  },
});
