// Builds the real app on a fresh database for one test file, with helpers to call it as each role.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RoleName } from '@rentals/shared';
import type { FastifyServerOptions, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { type App, type BuildAppOptions, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { issueToken } from '../lib/tokens.ts';
import { createAccount, type NewAccount } from '../lib/users.ts';
import type { JobsMode } from '../plugins/app/jobs.ts';
import { TEST_PASSWORD } from './log-secrets.ts';
import { freshTestDatabase } from './test-database.ts';

export { TEST_PASSWORD };

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${process.pid}.${Date.now()}.${++counter}@example.test`;

export interface TestAppOptions {
  env?: Record<string, string>;
  jobs?: JobsMode;
  extraModules?: BuildAppOptions['extraModules'];
  /** A database the test opened itself (a primary with a read replica); closed with the app. Default: a fresh one. */
  database?: DatabaseHandle;
}

/**
 * The test apps log (level info) to one file per worker process in the run's log folder, which the global setup
 * scans for secrets when the run ends (log-secrets.ts).
 */
function testLog(): { logger: FastifyServerOptions['logger']; close(): Promise<void> } {
  const dir = inject('testLogDir');
  if (!dir) return { logger: false, close: async () => {} };
  const stream = createWriteStream(path.join(dir, `api-${process.pid}.log`), { flags: 'a' });
  return { logger: { level: 'info', stream }, close: () => new Promise<void>((resolve) => stream.end(resolve)) };
}

export async function buildTestApp(options: TestAppOptions = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rentals-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RATE_LIMIT_FACTOR: '1000',
    // Pages rendered afresh for each request, so a test sees the rows it has just written (page-cache.test.ts
    // turns it on).
    PAGE_CACHE_SECONDS: '0',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...options.env,
  });
  const database = options.database ?? (await freshTestDatabase());
  const log = testLog();
  const app = await buildApp({
    config,
    database,
    jobs: options.jobs ?? 'inline',
    logger: log.logger,
    extraModules: options.extraModules,
  });
  await app.ready();

  async function createUser(overrides: Partial<NewAccount> & { roles?: RoleName[] } = {}) {
    return createAccount(app.db, {
      firstName: 'Test',
      lastName: 'User',
      email: uniqueEmail(overrides.roles?.[0]?.replace(/\s/g, '').toLowerCase()),
      password: TEST_PASSWORD,
      roles: ['Renter'],
      emailVerified: true,
      ...overrides,
    });
  }

  /** A new user holding `role`, with a bearer token; `headers` are ready for app.inject. */
  async function loginAs(role: RoleName, overrides: Partial<NewAccount> = {}) {
    const user = await createUser({
      roles: [role],
      companyName: role === 'Landlord' ? 'Test Rentals Inc.' : undefined,
      ...overrides,
    });
    const token = await issueToken(app.db, user.id, 1);
    return { user, token: token.access_token, headers: { authorization: `Bearer ${token.access_token}` } };
  }

  /** A fresh XSRF cookie and its matching header, for unauthenticated state-changing calls. */
  async function csrf() {
    const res = await app.inject({ method: 'GET', url: '/api/csrf-cookie' });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    if (!cookie) throw new Error('no XSRF-TOKEN cookie was set');
    return { cookie: `XSRF-TOKEN=${cookie.value}`, 'x-xsrf-token': cookie.value };
  }

  /** app.inject with JSON, for brevity in tests. */
  function call(
    method: InjectOptions['method'],
    url: string,
    init: { headers?: Record<string, string>; body?: unknown } = {},
  ) {
    return app.inject({ method, url, headers: init.headers, payload: init.body as InjectOptions['payload'] });
  }

  async function close() {
    await app.close();
    await log.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }

  return { app, db: app.db, config, createUser, loginAs, csrf, call, close };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
export type { App };

/** A user signed in by loginAs: the user row, its token and the headers that carry it. */
export type SignedIn = Awaited<ReturnType<TestApp['loginAs']>>;

/** The company of a signed-in landlord (loginAs gives every Landlord one). */
export const companyIdOf = (account: SignedIn) => account.user.companyId as number;
