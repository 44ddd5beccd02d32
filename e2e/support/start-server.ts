// Starts the built app for the end-to-end tests on a fresh database: a new PostgreSQL database when
// TEST_DATABASE_URL is set, else embedded PGlite in a temporary folder. Demo data is seeded as on `npm start`.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const E2E_DB_PREFIX = 'rentals_e2e_'; // global-teardown.ts reads the pid back from the name

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'rentals-e2e-'));
const env: Record<string, string> = {
  NODE_ENV: 'development',
  PORT: process.env.E2E_PORT ?? '3100',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  // One browser signs the demo accounts in dozens of times in a few minutes, from one address: the per-account
  // login limit (5 a minute) is for people. The limits themselves are tested in the API suite.
  RATE_LIMIT_FACTOR: '10',
};

const base = process.env.TEST_DATABASE_URL;
if (base) {
  const name = `${E2E_DB_PREFIX}${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
}

Object.assign(process.env, env);
console.log(`e2e server: ${base ? 'PostgreSQL' : 'PGlite'} in ${dataDir}`);
await import('../../apps/api/src/server.ts');
