// State several API instances must share (issue 17). REDIS_URL: one ioredis client per app (`app.redis`, its
// keys under REDIS_PREFIX), counting the rate limits (plugins/external) and carrying the cache bus over pub/sub.
// Without it the bus uses PostgreSQL LISTEN/NOTIFY when the database is PostgreSQL, and stays in this process on
// PGlite (one instance). The bus carries every `forget` of the in-memory caches (lib/memo.ts) and the page
// cache's clears (plugins/app/web.ts) to the other instances.
//
// Redis unreachable, at start or later: the instance serves anyway. Rate limits count per instance meanwhile
// (lib/rate-limit-store.ts) and invalidations wait (each cache's TTL bounds what is stale; the bus resyncs once
// Redis answers). Refusing requests would make Redis a single point of failure for the whole site, for state
// that is only an optimisation or a bound; each failure is logged once, at error level.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { CacheBus, type CacheBusTransport, localTransport } from '../../lib/cache-bus/bus.ts';
import { postgresTransport } from '../../lib/cache-bus/postgres.ts';
import { redisTransport } from '../../lib/cache-bus/redis.ts';
import { forgetAllMemos, forgetMemo, onMemoForget } from '../../lib/memo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis client (REDIS_URL; keys prefixed with REDIS_PREFIX), or null on a single instance. */
    redis: Redis | null;
    /** Invalidations broadcast to the other instances (see lib/cache-bus/bus.ts). */
    cacheBus: CacheBus;
  }
}

const MEMO_TOPIC = 'memo';

function connectRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, {
    keyPrefix: app.config.REDIS_PREFIX,
    connectionName: `${app.config.REDIS_PREFIX}api`,
    lazyConnect: true,
    connectTimeout: 5_000,
    // A request never waits long on Redis: the rate limits fall back to counting here.
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) app.log.error({ err: error }, 'Redis does not answer; reconnecting');
    down = true;
  });
  redis.on('ready', () => {
    if (down) app.log.info('Redis answers again');
    down = false;
  });
  return redis;
}

function transportFor(app: FastifyInstance, redis: Redis | null): CacheBusTransport {
  if (redis) return redisTransport(redis, `${app.config.REDIS_PREFIX}cache-bus`, app.log);
  const database = app.database;
  if (database.kind === 'postgres') return postgresTransport(database.connectionString, database.pool, app.log);
  return localTransport();
}

export default fp(
  async function sharedState(app: FastifyInstance) {
    const url = app.config.REDIS_URL;
    const redis = url ? connectRedis(app, url) : null;
    if (redis) {
      await redis.connect().catch(() => {}); // logged by the error listener; ioredis keeps trying
    }
    app.decorate('redis', redis);

    const bus = new CacheBus(transportFor(app, redis), app.log);
    const stopTelling = onMemoForget(app.db, (name, keyPrefix) =>
      bus.publish(MEMO_TOPIC, JSON.stringify([name, keyPrefix])),
    );
    bus.on(MEMO_TOPIC, (payload) => {
      const [name, keyPrefix] = JSON.parse(payload) as [string, string];
      forgetMemo(app.db, String(name), String(keyPrefix));
    });
    bus.onResync(() => forgetAllMemos(app.db));
    await bus.start();
    app.decorate('cacheBus', bus);

    app.addHook('onClose', async () => {
      stopTelling();
      await bus.close();
      if (redis) await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'shared-state' },
);
