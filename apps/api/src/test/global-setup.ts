// Vitest global setup for the API: on PostgreSQL, one migrated and seeded template database that
// every test file clones (CREATE DATABASE ... TEMPLATE), so each file gets a fresh database in ~100 ms.
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client.ts';
import { seedReferenceData } from '../db/seed/index.ts';
import { databaseUrl } from './test-database.ts';

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
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

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string | undefined;
  }
}
