// Runs one job inside the request context it was queued from: its log lines, the jobs it queues and the emails
// it sends carry the id of the request that caused it (or, for a scheduled job, its own job id).
import type { FastifyInstance } from 'fastify';
import { runWithRequestContext, splitRequestId } from './request-context.ts';

export async function runJob(
  app: FastifyInstance,
  queue: string,
  handler: (data: unknown) => Promise<void>,
  queued: unknown,
  jobId?: string,
): Promise<void> {
  const { data, requestId } = splitRequestId(queued);
  const contextId = requestId ?? jobId;
  const started = performance.now();
  const run = async () => {
    try {
      await handler(data);
      app.log.info({ queue, jobId, ms: Math.round(performance.now() - started) }, 'job done');
    } catch (err) {
      app.operations.metrics?.jobFailed(queue);
      app.log.warn({ queue, jobId, err }, 'job failed');
      throw err;
    }
  };
  return contextId ? runWithRequestContext({ requestId: contextId, kind: 'job' }, run) : run();
}
