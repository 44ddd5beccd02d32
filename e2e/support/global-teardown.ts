// Drops the databases the end-to-end server created on PostgreSQL.
import pg from 'pg';

export default async function globalTeardown() {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'rentals_e2e_%'",
  );
  for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  await admin.end();
}
