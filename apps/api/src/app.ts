// Builds the API server: external plugins, then ours, then every feature's routes under /api.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { localeFromHeader } from '@rentals/shared';
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import fp from 'fastify-plugin';
import { type FastifyPluginAsyncZod, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config, TrustProxy } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { translate } from './lib/messages.ts';
import { logMixin } from './lib/operations/request-context.ts';
import { validatorCompiler } from './lib/validator.ts';
import payments from './modules/commerce/payments/index.ts';
import { apiModules } from './modules/index.ts';
import access from './plugins/app/access.ts';
import errors from './plugins/app/errors.ts';
import jobs, { type JobsMode, type JobsTuning } from './plugins/app/jobs.ts';
import mail from './plugins/app/mail.ts';
import operations from './plugins/app/operations.ts';
import sharedState from './plugins/app/shared-state.ts';
import uploads from './plugins/app/uploads.ts';
import web from './plugins/app/web.ts';
import external from './plugins/external/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    /**
     * The read replica (DATABASE_READ_URL) for reads that may lag a moment: public search, listing pages,
     * sitemaps, server-rendered pages. The primary (`db`) when no replica is configured. Never for writes, nor
     * for a read that must see the caller's own write.
     */
    dbRead: Database;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  jobs?: JobsMode;
  /** Tests only: a pg-boss test clock, short maintenance intervals (plugins/app/jobs.ts). */
  jobsTuning?: JobsTuning;
  logger?: FastifyServerOptions['logger'];
  /** Routes mounted under /api after the product's own (tests declare resources of their own here). */
  extraModules?: FastifyPluginAsyncZod[];
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Secrets that travel in URLs never reach the log: the password-reset token (in the API path and in the
 * emailed page link) and any `token=` query parameter.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/(?:password-reset|new-listings-alerts\/unsubscribe|claim-account)\/)[^/?#]+/gi, '$1[redacted]')
    .replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/** Fastify's request log line, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * TRUST_PROXY as Fastify takes it. Fastify 5.12 treats a bare number as "trust nothing", so a hop count
 * becomes proxy-addr's function form: the nearest `hops` addresses (the socket peer first) are proxies.
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Whether the socket's peer is a proxy TRUST_PROXY names (the nearest hop, as Fastify counts them). */
function trustsPeer(trust: TrustProxy): (address: string) => boolean {
  if (typeof trust === 'boolean') return () => trust;
  if (typeof trust === 'number') return () => trust >= 1;
  const trusted = proxyAddr.compile(trust);
  return (address) => trusted(address, 0);
}

/**
 * Request ids: the load balancer's X-Request-Id when the request comes from a proxy TRUST_PROXY names and the id
 * looks like one; else (a client's own, or arbitrary text) a new UUID.
 */
export function requestIdGenerator(trust: TrustProxy): (request: IncomingMessage) => string {
  const fromProxy = trustsPeer(trust);
  return (request) => {
    const header = request.headers['x-request-id'];
    const peer = request.socket?.remoteAddress ?? '';
    return typeof header === 'string' && SAFE_REQUEST_ID.test(header) && fromProxy(peer) ? header : randomUUID();
  };
}

function loggerOptions(config: Config, logger: BuildAppOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const base = logger && typeof logger === 'object' ? logger : { level: config.LOG_LEVEL };
  // A job's log lines name the request that queued it (lib/operations/request-context.ts).
  return { mixin: logMixin, ...base, serializers: { ...base.serializers, req: serializeRequest as never } };
}

export async function buildApp({
  config,
  database,
  jobs: jobsMode,
  jobsTuning,
  logger,
  extraModules = [],
}: BuildAppOptions) {
  const app = Fastify({
    logger: loggerOptions(config, logger),
    bodyLimit: BODY_LIMIT_BYTES,
    // Who may set X-Forwarded-For: nobody unless TRUST_PROXY says so, or any client could pick the address
    // the rate limits count.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // Every log line of a request carries its id, and jobs and emails it causes carry it on (plugins/app/operations.ts).
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // A URL the router cannot decode (GET /api/%) answers our { message } 400, not Fastify's own format.
    frameworkErrors: (_error, request: FastifyRequest, reply: FastifyReply) => {
      const locale = localeFromHeader(request.headers['accept-language']);
      return reply.status(400).send({ message: translate('badRequest', locale) });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate<DatabaseHandle>('database', database);
  app.decorate('db', database.db);
  app.decorate('dbRead', database.readDb ?? database.db);
  await app.register(fp(async () => {}, { name: 'database' }));

  await app.register(errors);
  await app.register(operations);
  await app.register(sharedState);
  await app.register(external);
  await app.register(access);
  await app.register(jobs, { mode: jobsMode ?? (config.JOBS === 'true' ? 'work' : 'send-only'), tuning: jobsTuning });
  await app.register(mail);
  await app.register(payments);

  await app.register(
    async (api) => {
      for (const module of [...apiModules, ...extraModules]) await api.register(module);
    },
    { prefix: '/api' },
  );
  await app.register(uploads);
  await app.register(web);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
