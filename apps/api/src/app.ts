// Builds the API server: external plugins, then ours, then every feature's routes under /api.
import Fastify, { type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { apiModules } from './modules/index.ts';
import access from './plugins/app/access.ts';
import errors from './plugins/app/errors.ts';
import jobs, { type JobsMode } from './plugins/app/jobs.ts';
import mail from './plugins/app/mail.ts';
import web from './plugins/app/web.ts';
import external from './plugins/external/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  jobs?: JobsMode;
  logger?: FastifyServerOptions['logger'];
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp({ config, database, jobs: jobsMode, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate<DatabaseHandle>('database', database);
  app.decorate('db', database.db);
  await app.register(fp(async () => {}, { name: 'database' }));

  await app.register(errors);
  await app.register(external);
  await app.register(access);
  await app.register(jobs, { mode: jobsMode ?? (config.JOBS === 'true' ? 'work' : 'send-only') });
  await app.register(mail);

  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module);
    },
    { prefix: '/api' },
  );
  await app.register(web);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
