// Scheduled publishing: a pg-boss job publishes every scheduled post whose time has come. Saving a scheduled
// post queues a run at its publish time (startAfter), so it goes public promptly; a cron run every minute
// catches anything missed (no worker was up at that moment). Running twice publishes once: the update only
// takes posts still scheduled. After publishing, the server's page cache is dropped so the blog and the
// sitemap show the post at once.

import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { posts } from '../../db/schema/index.ts';

export const PUBLISH_POSTS_QUEUE = 'posts.publish-due';
/** Every minute: the catch-up for runs queued at a publish time that no worker took. */
export const PUBLISH_POSTS_CRON = '* * * * *';

/** Publishes the scheduled posts that are due; answers their ids. */
export async function publishDuePosts(db: Queryable, now = new Date()): Promise<number[]> {
  const rows = await db
    .update(posts)
    .set({ status: 'published', publishedAt: sql`${posts.publishAt}` })
    .where(and(eq(posts.status, 'scheduled'), lte(posts.publishAt, now)))
    .returning({ id: posts.id });
  return rows.map((r) => r.id);
}

export function definePublishJob(app: FastifyInstance) {
  app.jobs.define(
    PUBLISH_POSTS_QUEUE,
    async () => {
      const published = await publishDuePosts(app.db);
      if (published.length === 0) return;
      if (app.hasDecorator('clearPageCache')) app.clearPageCache();
      app.log.info({ posts: published }, 'scheduled posts published');
    },
    { cron: PUBLISH_POSTS_CRON },
  );
}

/** Queues a run at the post's publish time (a second after, so the post is due when it runs). */
export async function queuePublishing(app: FastifyInstance, postId: number, at: Date): Promise<void> {
  await app.jobs.send(PUBLISH_POSTS_QUEUE, { postId }, { startAfter: new Date(at.getTime() + 1000) });
}
