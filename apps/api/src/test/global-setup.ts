// Vitest global setup for the API: one migrated and seeded database that every test file copies, so each
// file gets a fresh database quickly. On PostgreSQL a template database (CREATE DATABASE ... TEMPLATE,
// ~100 ms); on PGlite a data-directory dump (~0.4 s to load against ~2.5 s to create and migrate).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.ts';
import { seedReferenceData } from '../db/seed/index.ts';
import { describeFindings, scanLogDir } from './log-secrets.ts';
import { databaseUrl } from './test-database.ts';

export default async function setup(project: TestProject) {
  const scanLogs = await prepareLogDir(project);
  const teardown = await prepareDatabase(project);
  return async () => {
    await teardown();
    await scanLogs();
  };
}

/**
 * The folder the test apps log to (build-app.ts). When the run ends every line is scanned for secrets
 * (log-secrets.ts): one found fails the run, naming the lines.
 */
async function prepareLogDir(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'rentals-test-logs-'));
  project.provide('testLogDir', dir);
  return async () => {
    const findings = await scanLogDir(dir);
    if (findings.length) throw new Error(`${describeFindings(findings)}\n(logs kept in ${dir})`);
    await rm(dir, { recursive: true, force: true });
  };
}

async function prepareDatabase(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return preparePgliteDump(project);
  const template = `rentals_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const handle = await openPostgres(databaseUrl(url, template), 2);
  await handle.migrate();
  await seedReferenceData(handle.db);
  await handle.close();
  project.provide('templateDatabase', template);

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'rentals_t_${process.pid}_%' or datname = $1`,
      [template],
    );
    for (const { datname } of leftovers.rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.end();
  };
}

async function preparePgliteDump(project: TestProject) {
  const handle = await openPglite();
  if (handle.kind !== 'pglite') throw new Error('expected PGlite');
  await handle.migrate();
  await seedReferenceData(handle.db);
  const dump = await handle.client.dumpDataDir('none');
  await handle.close();
  const dir = await mkdtemp(path.join(tmpdir(), 'rentals-pglite-'));
  const file = path.join(dir, 'seeded.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  return () => rm(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string | undefined;
    pgliteDump: string | undefined;
    testLogDir: string | undefined;
  }
}
