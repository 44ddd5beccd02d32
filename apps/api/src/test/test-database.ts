// A fresh database for one test file: in-memory PGlite, or a clone of the template on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client.ts';
import { seedReferenceData } from '../db/seed/index.ts';

export function databaseUrl(base: string, name: string) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createTestDatabase(source: {
  template?: string | undefined;
  pgliteDump?: string | undefined;
}): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  const template = source.template;
  if (!url || !template) {
    if (source.pgliteDump) return openPglite(undefined, new Blob([await readFile(source.pgliteDump)]));
    const handle = await openPglite();
    await handle.migrate();
    await seedReferenceData(handle.db);
    return handle;
  }
  const name = `rentals_t_${process.ppid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const handle = await openPostgres(databaseUrl(url, name), 4);
  const close = handle.close;
  return {
    ...handle,
    async close() {
      await close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`).finally(() => dropper.end());
    },
  };
}

/** A fresh database for the calling test file, from what the global setup prepared. */
export const freshTestDatabase = () =>
  createTestDatabase({ template: inject('templateDatabase'), pgliteDump: inject('pgliteDump') });
