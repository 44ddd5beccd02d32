// The cache bus over PostgreSQL LISTEN/NOTIFY, for instances that share a database but no Redis. NOTIFY goes
// through the app's pool; LISTEN holds a client of its own, outside the pool, reconnected with a growing delay
// when it drops (a failover, a restarted server) and pinged now and then so a dead connection is noticed.
// After a reconnect it resyncs: notifications sent while it was away are lost.
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { CacheBusTransport } from './bus.ts';

export const POSTGRES_CHANNEL = 'rentals_cache_bus';
/** Tests find the listening backend by it (pg_stat_activity.application_name). */
export const LISTENER_APPLICATION_NAME = 'rentals-cache-bus';
const RECONNECT_MS = { first: 250, max: 10_000 };
const PING_MS = 15_000;
const PING_TIMEOUT_MS = 5_000;

export function postgresTransport(
  connectionString: string,
  pool: pg.Pool,
  log: FastifyBaseLogger,
  channel = POSTGRES_CHANNEL,
): CacheBusTransport {
  let client: pg.Client | null = null;
  let closing = false;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let pingTimer: NodeJS.Timeout | null = null;
  let delay = RECONNECT_MS.first;

  /** A listening client; `onLost` is called (once) when it fails or ends, unless it was replaced or closed. */
  async function listen(deliver: (message: string) => void, onLost: (error?: Error) => void): Promise<pg.Client> {
    const next = new pg.Client({
      connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      // A ping that gets no answer is a dead connection.
      query_timeout: PING_TIMEOUT_MS,
    });
    let failed = false;
    const fail = (error?: Error) => {
      if (failed) return;
      failed = true;
      if (client === next) onLost(error);
    };
    next.on('error', fail);
    next.on('end', () => fail());
    next.on('notification', (notification) => {
      if (notification.channel === channel && notification.payload !== undefined) deliver(notification.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      failed = true;
      await next.end().catch(() => {});
      throw error;
    }
    return next;
  }

  function drop(): void {
    const last = client;
    client = null;
    last?.end().catch(() => {});
  }

  return {
    kind: 'postgres',
    async start(deliver, resynced) {
      const lost = (error?: Error) => {
        if (closing) return;
        drop();
        log.warn({ err: error }, 'cache bus: the PostgreSQL listener connection was lost; reconnecting');
        reconnect();
      };
      const reconnect = () => {
        if (reconnectTimer || closing) return;
        reconnectTimer = setTimeout(async () => {
          try {
            client = await listen(deliver, lost);
            delay = RECONNECT_MS.first;
            reconnectTimer = null;
            resynced();
          } catch (error) {
            delay = Math.min(delay * 2, RECONNECT_MS.max);
            reconnectTimer = null;
            lost(error instanceof Error ? error : undefined);
          }
        }, delay);
        reconnectTimer.unref();
      };

      try {
        client = await listen(deliver, lost);
      } catch (error) {
        log.error({ err: error }, 'cache bus: could not LISTEN on PostgreSQL; retrying');
        reconnect();
      }
      pingTimer = setInterval(() => {
        const pinged = client;
        pinged?.query('select 1').catch((error: Error) => {
          if (client === pinged) lost(error);
        });
      }, PING_MS);
      pingTimer.unref();
    },
    async send(message) {
      await pool.query('select pg_notify($1, $2)', [channel, message]);
    },
    async close() {
      closing = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      if (pingTimer) clearInterval(pingTimer);
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}
