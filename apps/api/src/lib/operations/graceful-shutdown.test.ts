// SIGTERM against a real server process: readiness turns 503 at once, the request in flight finishes with 200,
// new connections are refused once the listener closes, and the process exits 0; past the timeout it exits 1.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-database.ts';

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/shutdown-server.ts');
const databases: DatabaseHandle[] = [];
afterAll(async () => {
  for (const database of databases) await database.close();
});

interface Server {
  child: ChildProcess;
  base: string;
  output: () => string;
  exit: Promise<number | null>;
}

async function databaseEnv(): Promise<Record<string, string>> {
  const template = inject('templateDatabase');
  if (!process.env.TEST_DATABASE_URL || !template) return { DATABASE_URL: '', PGLITE_DUMP: inject('pgliteDump') ?? '' };
  const database = await createTestDatabase({ template });
  databases.push(database);
  if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
  return { DATABASE_URL: database.connectionString };
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, [FIXTURE], {
    env: { ...process.env, LOG_LEVEL: 'info', ...(await databaseEnv()), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exit = once(child, 'exit').then(([code]) => code as number | null);
  const started = Date.now();
  while (!/^\{"port":\d+\}$/m.test(output)) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    if (Date.now() - started > 90_000) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const port = JSON.parse(output.match(/^\{"port":\d+\}$/m)?.[0] ?? '{}').port;
  return { child, base: `http://127.0.0.1:${port}`, output: () => output, exit };
}

/** Resolves once the server has started the request (its log line "incoming request" for it is out). */
async function waitForLog(server: Server, text: string) {
  const started = Date.now();
  while (!server.output().includes(text)) {
    if (Date.now() - started > 10_000) throw new Error(`no "${text}" in the log:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('graceful shutdown on SIGTERM', () => {
  // Both servers start together (each takes seconds to load the app); the second runs no job workers.
  let draining: Server;
  let stuck: Server;
  beforeAll(async () => {
    [draining, stuck] = await Promise.all([
      startServer({ SHUTDOWN_DRAIN_MS: '700', SHUTDOWN_TIMEOUT_MS: '10000' }),
      startServer({ SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_TIMEOUT_MS: '600', FIXTURE_JOBS: 'inline' }),
    ]);
  }, 120_000); // loading the app takes a child seconds, more on a busy machine
  afterAll(async () => {
    for (const server of [draining, stuck]) if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    // Their logs join the run's, for the secret scan at its end (test/log-secrets.ts).
    const logDir = inject('testLogDir');
    const output = [draining, stuck].map((server) => server?.output() ?? '').join('');
    if (logDir) await appendFile(path.join(logDir, `shutdown-${process.pid}.log`), output);
  });

  it('drains: ready turns 503, the request in flight completes, new connections are refused, exit 0', async () => {
    const server = draining;
    expect((await fetch(`${server.base}/api/ready`)).status).toBe(200);

    const slow = fetch(`${server.base}/api/test/slow?ms=1500`);
    await waitForLog(server, '/api/test/slow');
    server.child.kill('SIGTERM');
    await waitForLog(server, 'shutting down: draining');

    const ready = await fetch(`${server.base}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining', failed: [] });
    expect(ready.headers.get('connection')).toBe('close');

    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    await expect(fetch(`${server.base}/api/health`)).rejects.toThrow();

    expect(await server.exit).toBe(0);
    expect(server.output()).toContain('shutdown complete');
  });

  it('exits 1 when a request outlasts SHUTDOWN_TIMEOUT_MS', async () => {
    const server = stuck;
    const slow = fetch(`${server.base}/api/test/slow?ms=20000`).catch((err: Error) => err);
    await waitForLog(server, '/api/test/slow');
    const sent = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(1);
    expect(Date.now() - sent).toBeLessThan(5_000);
    expect(server.output()).toContain('shutdown did not finish in time');
    expect(await slow).toBeInstanceOf(Error);
  });
});
