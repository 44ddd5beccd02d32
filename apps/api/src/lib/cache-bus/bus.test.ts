// The cache bus on its real transports (Redis pub/sub, PostgreSQL LISTEN/NOTIFY): two buses on one channel
// stand for two instances; a plain listener on the channel counts what goes over it.
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { onPostgres, testRedisEnv, withRedis } from '../../test/instances.ts';
import { CacheBus, type CacheBusTransport, localTransport } from './bus.ts';
import { postgresTransport } from './postgres.ts';
import { redisTransport } from './redis.ts';

interface LogLine {
  level: number;
  msg: string;
}

function recordingLogger(): { log: FastifyBaseLogger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } } });
  return { log: app.log, lines };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const itemsOf = (message: string | undefined) => JSON.parse(message ?? '{}').items as unknown[];

async function until(condition: () => boolean, what: string, ms = 3_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

interface Rig {
  /** A transport on the test's channel, as one instance would have. */
  transport(log: FastifyBaseLogger): CacheBusTransport;
  /** Every raw message sent on the channel, in order. */
  heard: string[];
  /** Sends a raw message on the channel. */
  sendRaw(message: string): Promise<void>;
  /** Makes the first transport's sends fail until `heal` (Redis only). */
  breakSending?: () => void;
  heal?: () => Promise<void>;
  close(): Promise<void>;
}

async function redisRig(): Promise<Rig> {
  const { REDIS_URL, REDIS_PREFIX } = testRedisEnv();
  const channel = `${REDIS_PREFIX}cache-bus`;
  const publishers: Redis[] = [];
  const listener = new Redis(REDIS_URL);
  const heard: string[] = [];
  listener.on('message', (_channel: string, message: string) => heard.push(message));
  await listener.subscribe(channel);
  const raw = new Redis(REDIS_URL);
  return {
    heard,
    transport(log) {
      const publisher = new Redis(REDIS_URL, { keyPrefix: REDIS_PREFIX, maxRetriesPerRequest: 1 });
      publishers.push(publisher);
      return redisTransport(publisher, channel, log);
    },
    sendRaw: async (message) => void (await raw.publish(channel, message)),
    breakSending: () => publishers[0]?.disconnect(),
    heal: async () => publishers[0]?.connect(),
    async close() {
      for (const client of [...publishers, listener, raw]) client.disconnect();
    },
  };
}

async function postgresRig(): Promise<Rig> {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const channel = `cache_bus_test_${randomBytes(4).toString('hex')}`;
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const listener = new pg.Client({ connectionString: url });
  const heard: string[] = [];
  await listener.connect();
  listener.on('notification', (n) => n.channel === channel && heard.push(n.payload ?? ''));
  await listener.query(`LISTEN ${channel}`);
  return {
    heard,
    transport: (log) => postgresTransport(url, pool, log, channel),
    sendRaw: async (message) => void (await pool.query('select pg_notify($1, $2)', [channel, message])),
    async close() {
      await listener.end();
      await pool.end();
    },
  };
}

const rigs = [
  { name: 'Redis pub/sub', enabled: withRedis, open: redisRig },
  { name: 'PostgreSQL LISTEN/NOTIFY', enabled: onPostgres, open: postgresRig },
];

/** `listening: false`: A sends but does not listen, so it never hears its own messages back. */
async function twoBuses(open: () => Promise<Rig>, cleanups: (() => Promise<void>)[], { listening = true } = {}) {
  const rig = await open();
  cleanups.push(() => rig.close());
  const logs = { a: recordingLogger(), b: recordingLogger() };
  const a = new CacheBus(rig.transport(logs.a.log), logs.a.log);
  const b = new CacheBus(rig.transport(logs.b.log), logs.b.log);
  if (listening) await a.start();
  await b.start();
  cleanups.push(async () => {
    await a.close();
    await b.close();
  });
  const received = { a: [] as string[], b: [] as string[] };
  a.on('topic', (payload) => received.a.push(payload));
  b.on('topic', (payload) => received.b.push(payload));
  return { rig, a, b, received, logs };
}

describe.each(rigs)('the cache bus over $name', ({ enabled, open }) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it.runIf(enabled)('delivers to the other instance, never back to the sender', async () => {
    const { a, b, received } = await twoBuses(open, cleanups);
    a.publish('topic', 'from a');
    b.publish('topic', 'from b');
    await Promise.all([a.flush(), b.flush()]);
    await until(() => received.a.length > 0 && received.b.length > 0, 'both messages');
    expect(received).toEqual({ a: ['from b'], b: ['from a'] });
  });

  it.runIf(enabled)('sends what is published while a batch is on its way as one message, each once', async () => {
    // A waits up to half a second to hear each message back; not listening, it never does: its first
    // batch stays on its way that long.
    const { rig, a, received } = await twoBuses(open, cleanups, { listening: false });
    a.publish('topic', 'first');
    await sleep(20);
    for (let i = 0; i < 200; i++) {
      a.publish('topic', `user:${i % 20}:`);
      if (i % 20 === 19) await sleep(1);
    }
    await a.flush();
    await until(() => received.b.length === 21 && rig.heard.length >= 2, 'both batches');
    expect(rig.heard.map((message) => itemsOf(message).length)).toEqual([1, 20]);
    expect(received.b.slice(0, 3)).toEqual(['first', 'user:0:', 'user:1:']);
  });

  it.runIf(enabled)("splits a large batch under PostgreSQL's 8000-byte NOTIFY limit", async () => {
    const { rig, a, received } = await twoBuses(open, cleanups);
    const payloads = Array.from({ length: 400 }, (_, i) => `${'x'.repeat(60)}:${i}`);
    for (const payload of payloads) a.publish('topic', payload);
    await a.flush();
    const heardItems = () => rig.heard.reduce((sum, message) => sum + itemsOf(message).length, 0);
    await until(() => received.b.length === 400 && heardItems() === 400, 'every payload');
    expect(received.b).toEqual(payloads);
    expect(rig.heard.length).toBeGreaterThan(3);
    for (const message of rig.heard) expect(Buffer.byteLength(message)).toBeLessThan(8000);
  });

  it.runIf(enabled)('ignores a malformed message and keeps listening', async () => {
    const { rig, a, received, logs } = await twoBuses(open, cleanups);
    await rig.sendRaw('not json');
    await rig.sendRaw(JSON.stringify({ from: 'elsewhere', n: 1, items: [[1, 2]] }));
    a.publish('topic', 'after the noise');
    await a.flush();
    await until(() => received.b.length === 1, 'the valid message');
    expect(received.b).toEqual(['after the noise']);
    expect(logs.b.lines.filter((line) => line.msg.includes('malformed'))).toHaveLength(2);
  });
});

describe.runIf(withRedis)('the cache bus when Redis stops answering a sender', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('asks every instance to drop everything once a batch it could not send can be sent again', async () => {
    const { rig, a, b, received, logs } = await twoBuses(redisRig, cleanups);
    let resyncs = 0;
    b.onResync(() => resyncs++);
    rig.breakSending?.();
    a.publish('topic', 'lost');
    a.publish('topic', 'lost too');
    await a.flush();
    expect(logs.a.lines.filter((line) => line.level === 50)).toHaveLength(1);
    await rig.heal?.();
    await until(() => resyncs === 1, 'the resync', 5_000);
    expect(received.b).toEqual([]);
    expect(logs.a.lines.some((line) => line.msg === 'cache bus: sending again')).toBe(true);
  });
});

describe('the cache bus of a single instance (PGlite, no Redis)', () => {
  it('sends nothing and keeps nobody waiting', async () => {
    const { log, lines } = recordingLogger();
    const bus = new CacheBus(localTransport(), log);
    await bus.start();
    const heard: string[] = [];
    bus.on('topic', (payload) => heard.push(payload));
    bus.publish('topic', 'here only');
    await bus.flush();
    await bus.close();
    expect(bus.kind).toBe('local');
    expect(heard).toEqual([]);
    expect(lines).toEqual([]);
  });
});
