// Scheduled publishing (posts and pages): the job that publishes what is due.
import type { FastifyPluginAsync } from 'fastify';
import { definePublishJob } from './publish-job.ts';

export { queuePublishing } from './publish-job.ts';
export { type PublishingStatus, statusDates } from './schedule.ts';

const publishingJobs: FastifyPluginAsync = async (app) => {
  definePublishJob(app);
};

export default publishingJobs;
