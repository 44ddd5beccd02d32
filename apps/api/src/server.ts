// Starts the API and web app: opens the database, migrates, seeds on first start, listens.

import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase, StartupLockTimeout } from './db/client.ts';
import { seed } from './db/seed/index.ts';
import { installGracefulShutdown } from './lib/operations/graceful-shutdown.ts';
import { startupLog } from './lib/operations/startup-log.ts';
import { openStorage } from './lib/storage/open-storage.ts';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  readDatabaseUrl: config.DATABASE_READ_URL,
  dataDir: config.DATA_DIR,
});
const log = startupLog();
// Instances started together on one database migrate and seed one at a time (the demo data once).
const seeded = await database
  .exclusive(async () => {
    await database.migrate();
    // The demo photos go where uploads go: DATA_DIR/uploads, or the bucket when S3_BUCKET is set.
    const seedFiles = openStorage(config);
    return seed(database.db, { demo: config.seedDemo, uploads: seedFiles.storage, log }).finally(() =>
      seedFiles.close(),
    );
  }, config.MIGRATION_LOCK_TIMEOUT_MS)
  .catch(async (err: unknown) => {
    if (!(err instanceof StartupLockTimeout)) throw err;
    console.error(err.message);
    await database.close();
    process.exit(1);
  });

const app = await buildApp({ config, database });
installGracefulShutdown(app, {
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  drainMs: config.SHUTDOWN_DRAIN_MS,
  afterClose: () => database.close(),
});
await app.listen({ host: config.HOST, port: config.PORT });
const engine = database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL';
log(`Rentals is running at ${config.appUrl} (database: ${engine})`);
if (seeded.demoAccounts.length) {
  // A log collector keeps no password, not even the published demo one (README).
  log(`Demo accounts (password ${log.terminal ? 'demo-Password-1' : 'in the README'}):`);
  for (const account of seeded.demoAccounts) log(`  ${account.role.padEnd(20)} ${account.email}`);
}
