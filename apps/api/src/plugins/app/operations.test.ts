// /metrics: the token's 404 and 401 answers, and the series a scrape shows after real requests, jobs and ledger
// writes: labels by route pattern (never the raw URL), status class, 5xx errors, job failures and queue depth,
// ledger writes, and the PostgreSQL pools on PostgreSQL.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withReadReplica } from '../../db/client.ts';
import { postToLedger } from '../../modules/commerce/ledger.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createCompany } from '../../test/listing-factories.ts';
import { TEST_METRICS_TOKEN } from '../../test/log-secrets.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { sameToken } from './operations.ts';

const TOKEN = TEST_METRICS_TOKEN; // the end-of-run log scan looks for it
const FAILING_QUEUE = 'test.always-fails';

const testRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get('/test/boom', { config: { access: 'public' } }, async () => {
    throw new Error('boom');
  });
  api.jobs.define(FAILING_QUEUE, async () => {
    throw new Error('this job always fails');
  });
};

let t: TestApp;
let plain: TestApp;
beforeAll(async () => {
  [t, plain] = await Promise.all([
    buildTestApp({ env: { METRICS_TOKEN: TOKEN }, extraModules: [testRoutes] }),
    buildTestApp(),
  ]);
});
afterAll(() => Promise.all([t.close(), plain.close()]));

const scrape = async (authorization = `Bearer ${TOKEN}`) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });

/** The value of one series line, e.g. value(text, 'rentals_http_requests_total{method="GET",...}'). */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('is a 404 when METRICS_TOKEN is unset', async () => {
    const res = await plain.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
  });

  it('answers 401 without the token or with a wrong one', async () => {
    for (const authorization of ['', `Bearer ${TOKEN}x`, 'Bearer ', TOKEN, `Basic ${TOKEN}`]) {
      const res = await scrape(authorization);
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
      expect(res.body).not.toContain('rentals_');
    }
  });

  it('shows the build, and the 5xx and job failure counts at 0 before anything has failed', async () => {
    const fresh = await buildTestApp({ env: { METRICS_TOKEN: TOKEN, APP_COMMIT: 'abc1234' } });
    try {
      const res = await fresh.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.body).toMatch(/^rentals_build_info\{version="\d+\.\d+\.\d+",commit="abc1234"\} 1$/m);
      expect(value(res.body, 'rentals_http_server_errors_total{method="GET",route="/api/health"}')).toBe(0);
      expect(value(res.body, 'rentals_http_server_errors_total{method="POST",route="/api/login"}')).toBe(0);
      expect(res.body).toMatch(/^rentals_job_failures_total\{queue="[^"]+"\} 0$/m);
    } finally {
      await fresh.close();
    }
  });

  it('counts requests by route pattern, method and status class, with latency and 5xx errors', async () => {
    await t.call('GET', '/api/health');
    await t.call('GET', '/api/health');
    const listing = await t.call('GET', '/api/listings/987654321/no-such-listing');
    const listingClass = `${String(listing.statusCode)[0]}xx`;
    expect((await t.call('GET', '/api/test/boom')).statusCode).toBe(500);

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(value(text, 'rentals_http_requests_total{method="GET",route="/api/health",status_class="2xx"}')).toBe(2);
    expect(
      value(
        text,
        `rentals_http_requests_total{method="GET",route="/api/listings/:a/:b",status_class="${listingClass}"}`,
      ),
    ).toBe(1);
    expect(value(text, 'rentals_http_requests_total{method="GET",route="/api/test/boom",status_class="5xx"}')).toBe(1);
    expect(value(text, 'rentals_http_server_errors_total{method="GET",route="/api/test/boom"}')).toBe(1);
    expect(
      value(text, 'rentals_http_request_duration_seconds_count{method="GET",route="/api/health",status_class="2xx"}'),
    ).toBe(2);
    expect(
      value(
        text,
        'rentals_http_request_duration_seconds_bucket{le="10",method="GET",route="/api/health",status_class="2xx"}',
      ),
    ).toBe(2);
    expect(text).not.toContain('987654321');
    expect(text).toContain('rentals_process_cpu_user_seconds_total');
  });

  it('counts failed jobs per queue and ledger writes per reason', async () => {
    const before = value((await scrape()).body, 'rentals_ledger_writes_total{reason="purchase"}') ?? 0;
    await expect(t.app.jobs.send(FAILING_QUEUE, {})).rejects.toThrow('this job always fails');
    const company = await createCompany(t.db);
    for (const n of [1, 2]) {
      await t.db.transaction((tx) =>
        postToLedger(tx, { companyId: company.id, amount: 5, reason: 'purchase', idempotencyKey: `metrics:${n}` }),
      );
    }
    const text = (await scrape()).body;
    expect(value(text, `rentals_job_failures_total{queue="${FAILING_QUEUE}"}`)).toBe(1);
    expect(value(text, 'rentals_ledger_writes_total{reason="purchase"}')).toBe(before + 2);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('shows the PostgreSQL pool in use', async () => {
    const text = (await scrape()).body;
    expect(value(text, 'rentals_db_pool_connections{pool="primary",state="total"}')).toBeGreaterThan(0);
    expect(value(text, 'rentals_db_pool_connections{pool="primary",state="waiting"}')).toBe(0);
    expect(text).not.toContain('pool="replica"');
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))("shows the read replica's pool beside the primary's", async () => {
    const primary = await createTestDatabase({ template: inject('templateDatabase') });
    if (primary.kind !== 'postgres') throw new Error('expected PostgreSQL');
    // The "replica" is the same database through a second pool: what is measured is the pool.
    const withReplica = await buildTestApp({
      env: { METRICS_TOKEN: TOKEN },
      database: withReadReplica(primary, primary.connectionString),
    });
    try {
      expect((await withReplica.call('GET', '/api/ready')).json().checks).toContain('database-replica');
      const res = await withReplica.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(value(res.body, 'rentals_db_pool_connections{pool="replica",state="total"}')).toBeGreaterThan(0);
      expect(value(res.body, 'rentals_db_pool_connections{pool="replica",state="waiting"}')).toBe(0);
    } finally {
      await withReplica.close();
    }
  });

  it('compares tokens whatever their lengths', () => {
    expect(sameToken(TOKEN, TOKEN)).toBe(true);
    expect(sameToken(`${TOKEN}-`, TOKEN)).toBe(false);
    expect(sameToken('', TOKEN)).toBe(false);
  });
});

describe('job queue depth', () => {
  let queued: TestApp;
  beforeAll(async () => {
    queued = await buildTestApp({ env: { METRICS_TOKEN: TOKEN }, jobs: 'send-only' });
  });
  afterAll(() => queued.close());

  it("shows each queue's jobs by state after pg-boss's monitor pass", async () => {
    const boss = queued.app.jobs.boss;
    if (!boss) throw new Error('expected a job queue');
    await queued.app.jobs.send('mail.deliver', { id: 999_999 });
    await queued.app.jobs.send('mail.deliver', { id: 999_998 });
    await boss.supervise('mail.deliver');
    const res = await queued.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(value(res.body, 'rentals_job_queue_jobs{queue="mail.deliver",state="queued"}')).toBe(2);
    expect(value(res.body, 'rentals_job_queue_jobs{queue="mail.deliver",state="active"}')).toBe(0);
  });
});
