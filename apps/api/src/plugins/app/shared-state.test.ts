// Two API instances on one database: what one saves, the other serves on its very next request, with the cache
// bus over Redis pub/sub (REDIS_URL) and over PostgreSQL LISTEN/NOTIFY (PostgreSQL without Redis); on PGlite
// (one instance) the bus stays in the process. The page cache is on (30 s) and the site name is printed by a
// stand-in server renderer, built next to a stand-in web dist as server-render.test.ts does.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../../lib/cache-bus/postgres.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import {
  dropRedisKeys,
  onPostgres,
  type SecondInstance,
  secondInstance,
  testRedisClient,
  testRedisEnv,
  withRedis,
} from '../../test/instances.ts';
import { createPlace } from '../../test/listing-factories.ts';

const TEMPLATE = `<!doctype html>
<html lang="en"><head><title>Template</title></head>
<body><div id="root"></div></body></html>
`;
const RENDERER = `
export async function render(input) {
  return { html: '<p class="site">' + input.site.settings.siteSettings.siteName + '</p>', state: '{}', modules: [] };
}
`;

let root: string;
let dist: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'rentals-shared-state-'));
  dist = path.join(root, 'dist');
  await mkdir(path.join(dist, '.vite'), { recursive: true });
  await mkdir(path.join(root, 'dist-ssr'));
  await writeFile(path.join(dist, 'index.html'), TEMPLATE);
  await writeFile(path.join(dist, '.vite', 'manifest.json'), '{}');
  await writeFile(path.join(root, 'dist-ssr', 'entry-server.js'), RENDERER);
});
afterAll(() => rm(root, { recursive: true, force: true }));

// Over real HTTP, as a client of the load balancer would: the answer from A, then the next request to B.
type AnyApp = TestApp['app'] | SecondInstance['app'];
const baseOf = (app: AnyApp) => {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return `http://127.0.0.1:${address.port}`;
};
const siteNameOn = async (app: AnyApp) => {
  const res = await fetch(`${baseOf(app)}/`);
  expect(res.status).toBe(200);
  return /<p class="site">([^<]*)<\/p>/.exec(await res.text())?.[1];
};
/** The listings permalink as the provinces' paths show it (cached a minute per instance). */
const permalinkOn = async (app: AnyApp, headers: Record<string, string>) => {
  const res = await fetch(`${baseOf(app)}/api/admin/provinces?perPage=1`, { headers });
  expect(res.status).toBe(200);
  const [province] = ((await res.json()) as { data: { path: string }[] }).data;
  return province?.path.split('/')[1];
};
const saveOn = async (app: AnyApp, headers: Record<string, string>, values: Record<string, unknown>) => {
  const res = await fetch(`${baseOf(app)}/api/admin/settings`, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ values }),
  });
  return res.status;
};
const nextResync = (app: AnyApp) => new Promise<void>((resolve) => app.cacheBus.onResync(resolve));

function twoInstances(kind: 'redis' | 'postgres') {
  const redisEnv = testRedisEnv();
  const state = {} as { a: TestApp; b: SecondInstance; admin: Record<string, string> };
  beforeAll(async () => {
    const env = { WEB_DIST: dist, PAGE_CACHE_SECONDS: '30', ...(kind === 'redis' ? redisEnv : {}) };
    state.a = await buildTestApp({ env });
    state.b = await secondInstance(state.a);
    state.admin = (await state.a.loginAs('Site Administrator')).headers;
    await createPlace(state.a.db, { cityName: 'Busville' });
    await state.a.app.listen({ host: '127.0.0.1', port: 0 });
    await state.b.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await state.b?.close();
    await state.a?.close();
    if (kind === 'redis') await dropRedisKeys(redisEnv);
  });
  const save = (values: Record<string, unknown>) => saveOn(state.a.app, state.admin, values);
  return { state, save, redisEnv };
}

function invalidationTests(setup: ReturnType<typeof twoInstances>) {
  const { state, save } = setup;

  it('serves on B, on the very next request, a setting saved through A', async () => {
    const { a, b, admin } = state;
    expect(await permalinkOn(b.app, admin)).toBe('rentals');
    expect(await save({ listings: 'homes' })).toBe(200);
    expect(await permalinkOn(b.app, admin)).toBe('homes');
    expect(await permalinkOn(a.app, admin)).toBe('homes');
  });

  it('drops the page B kept after a write on A: the next page shows the new site name', async () => {
    const { b } = state;
    const before = await siteNameOn(b.app);
    expect(await siteNameOn(b.app)).toBe(before);
    expect(await save({ siteName: 'Renamed on A' })).toBe(200);
    expect(await siteNameOn(b.app)).toBe('Renamed on A');
  });
}

describe.runIf(onPostgres && withRedis)('two instances with Redis', () => {
  const setup = twoInstances('redis');
  it('broadcast over Redis pub/sub', () => {
    expect(setup.state.a.app.cacheBus.kind).toBe('redis');
    expect(setup.state.b.app.cacheBus.kind).toBe('redis');
  });
  invalidationTests(setup);

  it('still hears A after its subscriber connection was killed, and drops everything it kept meanwhile', async () => {
    const { a, b, admin } = setup.state;
    expect(await permalinkOn(b.app, admin)).toBe('homes');
    const resynced = nextResync(b.app);
    const redis = testRedisClient(setup.redisEnv);
    try {
      const name = `${setup.redisEnv.REDIS_PREFIX}cache-bus:subscriber`;
      const clients = String(await redis.client('LIST'))
        .split('\n')
        .filter((line) => line.includes(` name=${name} `));
      expect(clients).toHaveLength(2);
      for (const line of clients) await redis.client('KILL', 'ID', String(/\bid=(\d+)/.exec(line)?.[1]));
    } finally {
      redis.disconnect();
    }
    await resynced;
    expect(await permalinkOn(b.app, admin)).toBe('homes');
    expect(await setup.save({ listings: 'rentals' })).toBe(200);
    expect(await permalinkOn(b.app, admin)).toBe('rentals');
    expect(await permalinkOn(a.app, admin)).toBe('rentals');
  });
});

describe.runIf(onPostgres)('two instances on PostgreSQL without Redis', () => {
  const setup = twoInstances('postgres');
  it('broadcast over LISTEN/NOTIFY', () => {
    expect(setup.state.a.app.redis).toBeNull();
    expect(setup.state.b.app.cacheBus.kind).toBe('postgres');
  });
  invalidationTests(setup);

  it('still hears A after its listening connection was terminated', async () => {
    const { a, b, admin } = setup.state;
    expect(await permalinkOn(b.app, admin)).toBe('homes');
    const resynced = nextResync(b.app);
    const database = b.app.database;
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const admin2 = new pg.Client({ connectionString: database.connectionString });
    await admin2.connect();
    try {
      const { rowCount } = await admin2.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = $1 and datname = current_database()`,
        [LISTENER_APPLICATION_NAME],
      );
      expect(rowCount).toBe(2);
    } finally {
      await admin2.end();
    }
    await resynced;
    expect(await permalinkOn(b.app, admin)).toBe('homes');
    expect(await setup.save({ listings: 'rentals' })).toBe(200);
    expect(await permalinkOn(b.app, admin)).toBe('rentals');
    expect(await permalinkOn(a.app, admin)).toBe('rentals');
  });
});

describe.runIf(!onPostgres)('one instance on PGlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { WEB_DIST: dist, PAGE_CACHE_SECONDS: '30' } });
    await createPlace(t.db, { cityName: 'Busville' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  it('keeps the bus in the process: a saved setting shows on the next request', async () => {
    expect(t.app.cacheBus.kind).toBe('local');
    expect(t.app.redis).toBeNull();
    const admin = (await t.loginAs('Site Administrator')).headers;
    expect(await permalinkOn(t.app, admin)).toBe('rentals');
    const before = await siteNameOn(t.app);
    expect(await saveOn(t.app, admin, { listings: 'homes', siteName: `${before} again` })).toBe(200);
    expect(await permalinkOn(t.app, admin)).toBe('homes');
    expect(await siteNameOn(t.app)).toBe(`${before} again`);
  });
});
