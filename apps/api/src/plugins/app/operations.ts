// Operations (issue 17): readiness, metrics, request ids and graceful shutdown.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(async function operations(_app: FastifyInstance) {}, { name: 'operations' });
