// Drops the databases the end-to-end server created on PostgreSQL. Playwright runs this before it stops the
// web server, so the server (its pid is in the database's name) is first stopped as an orchestrator would,
// with SIGTERM: its jobs and listeners close before their database goes, instead of logging errors.
import { readFileSync } from 'node:fs';
import pg from 'pg';

const E2E_DB_PREFIX = 'rentals_e2e_'; // start-server.ts names its database so, after its pid

export default async function globalTeardown() {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
    `${E2E_DB_PREFIX}%`,
  ]);
  for (const { datname } of rows) {
    await stopProcess(Number(datname.slice(E2E_DB_PREFIX.length)));
    await admin.query(`drop database if exists ${datname} with (force)`);
  }
  await admin.end();
}

/** Sends SIGTERM to an end-to-end server and waits up to 15 s for it to be gone; any other pid is left alone. */
async function stopProcess(pid: number) {
  if (!isRunning(pid) || !commandLine(pid).includes('start-server.ts')) return;
  process.kill(pid, 'SIGTERM');
  for (let waited = 0; waited < 15_000 && isRunning(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function commandLine(pid: number) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}
