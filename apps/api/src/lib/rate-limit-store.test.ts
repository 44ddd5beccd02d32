// The rate limits with two API instances: counted together in Redis (REDIS_URL), each on its own without it
// or while Redis does not answer. The login's per-account limit is an extra limit (lib/rate-limit.ts,
// createRateLimit); the password reset's is a route's own (config.rateLimit).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, uniqueEmail } from '../test/build-app.ts';
import {
  dropRedisKeys,
  type SecondInstance,
  secondInstance,
  testRedisClient,
  testRedisEnv,
  withRedis,
} from '../test/instances.ts';

let address = 0;
/** Each test its own client address, so the per-address limits do not mix. */
const nextAddress = () => `10.17.0.${++address}`;

type Inject = TestApp['app']['inject'];
function clientOf(t: TestApp) {
  let csrf: Record<string, string> = {};
  return {
    async init() {
      csrf = await t.csrf();
    },
    post(inject: Inject, url: string, remoteAddress: string, payload: object) {
      return inject({ method: 'POST', url, remoteAddress, headers: csrf, payload });
    },
  };
}

async function statusesOf(requests: (() => Promise<{ statusCode: number }>)[]) {
  const statuses: number[] = [];
  for (const request of requests) statuses.push((await request()).statusCode);
  return statuses;
}

describe.runIf(withRedis)('with Redis: two instances count together', () => {
  const env = testRedisEnv();
  let a: TestApp;
  let b: SecondInstance;
  let client: ReturnType<typeof clientOf>;
  beforeAll(async () => {
    a = await buildTestApp({ env: { RATE_LIMIT_FACTOR: '1', ...env } });
    b = await secondInstance(a);
    client = clientOf(a);
    await client.init();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await dropRedisKeys(env);
  });

  const onA = (url: string, from: string, body: object) => () => client.post(a.app.inject.bind(a.app), url, from, body);
  const onB = (url: string, from: string, body: object) => () => client.post(b.app.inject.bind(b.app), url, from, body);

  it('holds the login limit of 5 attempts per address and email across both instances', async () => {
    const from = nextAddress();
    const login = { email: uniqueEmail('limited'), password: 'wrong-password' };
    const attempts = [onA, onB, onA, onB, onA].map((on) => on('/api/login', from, login));
    expect(await statusesOf(attempts)).toEqual([422, 422, 422, 422, 422]);
    expect(await statusesOf([onB('/api/login', from, login), onA('/api/login', from, login)])).toEqual([429, 429]);

    // The counter is in Redis, under this deployment's prefix, with the window as its expiry.
    const redis = testRedisClient(env);
    try {
      const key = `${env.REDIS_PREFIX}rate-limit:extra-login:${from}|${login.email}`;
      expect(await redis.get(key)).toBe('7');
      expect(await redis.pttl(key)).toBeGreaterThan(50_000);
    } finally {
      redis.disconnect();
    }
  });

  it("holds a route's own limit (5 password-reset requests per address) across both instances", async () => {
    const from = nextAddress();
    const ask = (on: typeof onA) => on('/api/password-reset', from, { email: uniqueEmail('reset') });
    expect(await statusesOf([onA, onB, onB, onA, onB].map(ask))).toEqual([200, 200, 200, 200, 200]);
    const refused = await ask(onA)();
    expect(refused.statusCode).toBe(429);
  });

  it('counts on each instance alone while Redis does not answer, and in Redis again once it does', async () => {
    const redis = b.app.redis;
    if (!redis) throw new Error('the second instance has no Redis client');
    const from = nextAddress();
    const login = { email: uniqueEmail('outage'), password: 'wrong-password' };
    expect(await statusesOf([onA, onB].map((on) => on('/api/login', from, login)))).toEqual([422, 422]);

    redis.disconnect();
    // B counts from zero on its own: 5 more, then 429; A still counts in Redis (2 so far).
    const onBAlone = Array.from({ length: 5 }, () => onB('/api/login', from, login));
    expect(await statusesOf(onBAlone)).toEqual([422, 422, 422, 422, 422]);
    expect((await onB('/api/login', from, login)()).statusCode).toBe(429);
    expect(await statusesOf([onA, onA, onA].map((on) => on('/api/login', from, login)))).toEqual([422, 422, 422]);

    await redis.connect();
    expect(await statusesOf([onB, onA].map((on) => on('/api/login', from, login)))).toEqual([429, 429]);
  });
});

describe('without Redis: each instance counts on its own', () => {
  let a: TestApp;
  let b: SecondInstance;
  let client: ReturnType<typeof clientOf>;
  beforeAll(async () => {
    a = await buildTestApp({ env: { RATE_LIMIT_FACTOR: '1' } });
    b = await secondInstance(a);
    client = clientOf(a);
    await client.init();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('holds the login limit of 5 attempts per address and email on each instance', async () => {
    expect(a.app.redis).toBeNull();
    const from = nextAddress();
    const login = { email: uniqueEmail('local'), password: 'wrong-password' };
    const on = (app: TestApp['app'] | SecondInstance['app']) => () =>
      client.post(app.inject.bind(app), '/api/login', from, login);
    expect(await statusesOf(Array.from({ length: 6 }, () => on(a.app)))).toEqual([422, 422, 422, 422, 422, 429]);
    expect(await statusesOf(Array.from({ length: 6 }, () => on(b.app)))).toEqual([422, 422, 422, 422, 422, 429]);
  });
});
