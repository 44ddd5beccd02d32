// Two API instances in one test process: a second app on the same database as a test app (on PostgreSQL through
// a pool of its own, as another process would; on PGlite the same handle), with the same configuration. And
// the Redis of the tests (TEST_REDIS_URL, database 1 unless the URL names one) under a key prefix per file.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { type App, buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { openPostgres } from '../db/client.ts';
import type { TestApp } from './build-app.ts';

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
export const withRedis = Boolean(process.env.TEST_REDIS_URL);

/** REDIS_URL and a REDIS_PREFIX of its own for a test file; delete its keys with `dropRedisKeys`. */
export function testRedisEnv(): { REDIS_URL: string; REDIS_PREFIX: string } {
  const url = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  if (url.pathname === '' || url.pathname === '/') url.pathname = '/1';
  return { REDIS_URL: url.toString(), REDIS_PREFIX: `test:${randomBytes(6).toString('hex')}:` };
}

/** A plain client (no key prefix) on the tests' Redis. */
export function testRedisClient(env: { REDIS_URL: string }): Redis {
  return new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1 });
}

export async function dropRedisKeys(env: { REDIS_URL: string; REDIS_PREFIX: string }): Promise<void> {
  const redis = testRedisClient(env);
  try {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', `${env.REDIS_PREFIX}*`, 'COUNT', 1000);
      keys.push(...batch);
      cursor = next;
    } while (cursor !== '0');
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

export interface SecondInstance {
  app: App;
  close(): Promise<void>;
}

/** Another instance of `first`'s app: same database, same configuration unless `config` says otherwise. */
export async function secondInstance(first: TestApp, config: Partial<Config> = {}): Promise<SecondInstance> {
  const shared = first.app.database;
  const database = shared.kind === 'postgres' ? await openPostgres(shared.connectionString, 4) : shared;
  const app = await buildApp({ config: { ...first.config, ...config }, database, jobs: 'inline', logger: false });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (database !== shared) await database.close();
    },
  };
}
