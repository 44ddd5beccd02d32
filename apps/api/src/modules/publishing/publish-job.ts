// Scheduled publishing of posts and pages: a pg-boss job publishes every scheduled post and page whose time has
// come. Saving a scheduled one queues a run at its publish time (startAfter), so it goes public promptly; a cron
// run every minute catches anything missed (no worker was up at that moment). Running twice publishes once: the
// updates only take rows still scheduled. After publishing, the server's page cache is dropped so the blog, the
// page and the sitemap show it at once.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { pages, posts } from '../../db/schema/index.ts';

export const PUBLISH_DUE_QUEUE = 'content.publish-due';
/** Every minute: the catch-up for runs queued at a publish time that no worker took. */
export const PUBLISH_DUE_CRON = '* * * * *';

/** Publishes the scheduled posts and pages that are due; answers their ids. */
export async function publishDue(db: Queryable, now = new Date()): Promise<{ posts: number[]; pages: number[] }> {
  const [duePosts, duePages] = await Promise.all([
    db
      .update(posts)
      .set({ status: 'published', publishedAt: sql`coalesce(${posts.publishedAt}, ${posts.publishAt})` })
      .where(and(eq(posts.status, 'scheduled'), lte(posts.publishAt, now)))
      .returning({ id: posts.id }),
    db
      .update(pages)
      .set({ status: 'published', publishedAt: sql`coalesce(${pages.publishedAt}, ${pages.publishAt})` })
      .where(and(eq(pages.status, 'scheduled'), lte(pages.publishAt, now)))
      .returning({ id: pages.id }),
  ]);
  return { posts: duePosts.map((r) => r.id), pages: duePages.map((r) => r.id) };
}

export function definePublishJob(app: FastifyInstance) {
  app.jobs.define(
    PUBLISH_DUE_QUEUE,
    async () => {
      const published = await publishDue(app.db);
      if (published.posts.length === 0 && published.pages.length === 0) return;
      if (app.hasDecorator('clearPageCache')) app.clearPageCache();
      app.log.info(published, 'scheduled posts and pages published');
    },
    { cron: PUBLISH_DUE_CRON },
  );
}

/** Queues a run at a publish time (a second after, so the post or page is due when it runs). */
export async function queuePublishing(app: FastifyInstance, at: Date): Promise<void> {
  await app.jobs.send(PUBLISH_DUE_QUEUE, {}, { startAfter: new Date(at.getTime() + 1000) });
}
