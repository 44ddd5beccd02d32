// The cache bus over Redis pub/sub: the app's client publishes; a second connection (a subscribed connection
// can do nothing else) listens. ioredis reconnects it; every "ready" after the first subscribes again and
// resyncs, since what was published in between is lost.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { CacheBusTransport } from './bus.ts';

export function redisTransport(publisher: Redis, channel: string, log: FastifyBaseLogger): CacheBusTransport {
  const subscriber = publisher.duplicate({
    lazyConnect: true,
    autoResubscribe: false,
    connectionName: `${channel}:subscriber`,
  });
  let closing = false;

  return {
    kind: 'redis',
    async start(deliver, resynced) {
      let started = false;
      subscriber.on('message', (from: string, message: string) => {
        if (from === channel) deliver(message);
      });
      subscriber.on('error', (error: Error) => {
        if (!closing) log.warn({ err: error }, 'cache bus: the Redis subscriber connection failed; reconnecting');
      });
      subscriber.on('ready', () => {
        if (!started) return; // the first subscription is start's own
        subscriber.subscribe(channel).then(resynced, (error: unknown) => {
          log.error({ err: error }, 'cache bus: could not subscribe to the Redis channel again');
        });
      });
      try {
        await subscriber.connect();
        await subscriber.subscribe(channel);
      } catch (error) {
        // ioredis keeps trying; the instance serves meanwhile (see shared-state.ts for why).
        log.error({ err: error }, 'cache bus: Redis is unreachable; invalidations from other instances wait for it');
      } finally {
        started = true;
      }
    },
    async send(message) {
      if (publisher.status !== 'ready') throw new Error(`Redis is ${publisher.status}`);
      await publisher.publish(channel, message);
    },
    async close() {
      closing = true;
      subscriber.disconnect();
    },
  };
}
