// Listing feeds (issue 16 section 3): the feeds resource (/admin/feeds), their runs (run now, dry run, upload,
// confirm or cancel a stopped run), the scheduler (pg-boss: a tick every minute queues due feeds, one job per run)
// and the support area's feed logs. The formats live in formats/, the guarded fetch in lib/safe-fetch.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourceRoutes } from '../../lib/resources/index.ts';
import feedLogsRoutes from './feed-logs.routes.ts';
import feedRunsRoutes from './feed-runs.routes.ts';
import { defineFeedJobs } from './feed-runs.service.ts';
import { feedsResource } from './feeds.resource.ts';

export const feedsResources = [feedsResource];

const feedsRoutes: FastifyPluginAsyncZod = async (app) => {
  defineFeedJobs(app);
  for (const resource of feedsResources) await app.register(resourceRoutes(resource));
  await app.register(feedRunsRoutes);
  await app.register(feedLogsRoutes);
};

export default feedsRoutes;
