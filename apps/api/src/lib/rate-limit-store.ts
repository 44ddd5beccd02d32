// @fastify/rate-limit's counters in Redis when REDIS_URL is set, so a limit holds across every API instance:
// the plugin's own RedisStore (one Lua INCR+PEXPIRE per request), with its LocalStore beside it for when Redis
// does not answer. Then each instance counts on its own (a limit holds per instance, as with one instance,
// so N instances allow at most N times as much) and the outage is logged once: failing open entirely would
// drop the login limit, refusing would turn a Redis outage into a site outage.
import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: ChildOptions): Store;
}
interface ChildOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string; url?: string };
}
interface GlobalParams {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
}

// The plugin's stores are not in its exports map's typings; their constructors are as below.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  nameSpace: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => Store;

/** Keys are `rate-limit:<METHOD><url>-<key>` for route limits, `rate-limit:extra-<key>` for createRateLimit's. */
export const RATE_LIMIT_NAMESPACE = 'rate-limit:';

export function redisRateLimitStore(redis: Redis, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  let failing = false;
  const failed = (error: Error) => {
    if (!failing) {
      log.error({ err: error }, 'rate limits: Redis does not answer; each instance counts on its own until it does');
    }
    failing = true;
  };
  const answered = () => {
    if (failing) log.info('rate limits: counting in Redis again');
    failing = false;
  };

  class SharedStore implements FastifyRateLimitStore {
    private readonly shared: Store;
    private readonly local: Store;

    constructor(params: object, pair?: { shared: Store; local: Store }) {
      const { continueExceeding, exponentialBackoff } = params as GlobalParams;
      this.shared = pair?.shared ?? new RedisStore(continueExceeding, exponentialBackoff, redis, RATE_LIMIT_NAMESPACE);
      this.local = pair?.local ?? new LocalStore(continueExceeding, exponentialBackoff);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.count('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.count('read', key, callback, timeWindow, max);
    }

    child(routeOptions: object): SharedStore {
      const options = routeOptions as ChildOptions;
      const { method, url } = options.routeInfo ?? {};
      // createRateLimit's limits have no route: one namespace for all, told apart by their keys' own prefixes.
      const shared =
        method && url
          ? this.shared.child(options)
          : new RedisStore(
              options.continueExceeding ?? false,
              options.exponentialBackoff ?? false,
              redis,
              `${RATE_LIMIT_NAMESPACE}extra-`,
            );
      return new SharedStore(routeOptions, { shared, local: this.local.child(options) });
    }

    private count(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) {
      const fallBack = (error: Error) => {
        failed(error);
        this.local[method](key, callback, timeWindow, max);
      };
      if (redis.status !== 'ready') return fallBack(new Error(`Redis is ${redis.status}`));
      this.shared[method](
        key,
        (error, result) => {
          if (error) return fallBack(error);
          answered();
          callback(null, result);
        },
        timeWindow,
        max,
      );
    }
  }
  return SharedStore;
}
