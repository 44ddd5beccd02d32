// Demo listing feeds (issue 16 section 3): two feeds on demo companies, manual schedule, with URLs that are never
// fetched at seed time, and a few past runs so /support/feed-logs is not empty: one healthy feed (a failed entry in
// its last run), one that failed its last three runs (flagged "failing" on the support dashboard). Once: skipped
// when a feed exists or there is no company with listings.
import { desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { companies, feedRunFailures, feedRuns, feeds, listings } from '../schema/index.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export async function seedDemoFeeds(db: Queryable): Promise<number> {
  const [existing] = await db.select({ id: feeds.id }).from(feeds).limit(1);
  if (existing) return 0;
  const rows = await db
    .select({ id: companies.id, name: companies.name, n: sql<number>`count(${listings.id})`.mapWith(Number) })
    .from(companies)
    .innerJoin(listings, eq(listings.companyId, companies.id))
    .where(isNotNull(listings.companyId))
    .groupBy(companies.id, companies.name)
    .orderBy(desc(sql`count(${listings.id})`), companies.id)
    .limit(2);
  if (rows.length === 0) return 0;
  const [first, second = first] = rows as [(typeof rows)[number], ...(typeof rows)[number][]];
  const now = Date.now();
  const at = (hoursAgo: number, seconds = 0) => new Date(now - hoursAgo * HOUR + seconds * 1000);

  const [healthy] = await db
    .insert(feeds)
    .values({
      companyId: first.id,
      name: `${first.name} — PMS export`,
      url: 'https://pms.example.com/exports/rentals.csv',
      format: 'csv',
      schedule: 'manual',
      defaults: { rentalType: 'apartment' },
    })
    .returning({ id: feeds.id });
  const [broken] = await db
    .insert(feeds)
    .values({
      companyId: second.id,
      name: `${second.name} — HotPads feed`,
      url: 'https://feeds.example.net/hotpads.xml',
      format: 'hotpads',
      schedule: 'manual',
      maxRemovalPercent: 20,
    })
    .returning({ id: feeds.id });
  if (!healthy || !broken) return 0;

  const done = (feedId: number, hoursAgo: number, seconds: number, counts: Partial<typeof feedRuns.$inferInsert>) => ({
    feedId,
    source: 'url' as const,
    status: 'succeeded' as const,
    startedAt: at(hoursAgo),
    heartbeatAt: at(hoursAgo, seconds),
    finishedAt: at(hoursAgo, seconds),
    createdAt: at(hoursAgo),
    ...counts,
  });
  await db
    .insert(feedRuns)
    .values([
      done(healthy.id, 50, 42, { added: 118, processed: 118 }),
      done(healthy.id, 26, 9, { updated: 4, unchanged: 114, processed: 118 }),
    ]);
  const [last] = await db
    .insert(feedRuns)
    .values(done(healthy.id, 2, 11, { added: 2, updated: 3, unchanged: 112, paused: 1, failed: 1, processed: 118 }))
    .returning({ id: feedRuns.id });
  if (last) {
    await db.insert(feedRunFailures).values({
      runId: last.id,
      position: 'line 57',
      externalId: 'UNIT-5512',
      reason: 'rent: the rent is missing',
    });
  }
  const refused = 'The feed could not be fetched (status): the server answered 503 Service Unavailable';
  await db.insert(feedRuns).values([
    done(broken.id, 30, 35, { added: 64, processed: 64 }),
    ...[20, 12, 4].map((hoursAgo) => ({
      ...done(broken.id, hoursAgo, 3, {}),
      status: 'failed' as const,
      error: refused,
    })),
  ]);
  return 2;
}
