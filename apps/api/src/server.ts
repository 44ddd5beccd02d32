// Starts the API and web app: opens the database, migrates, seeds on first start, listens.

import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seed } from './db/seed/index.ts';
import { installGracefulShutdown } from './lib/operations/graceful-shutdown.ts';
import { openStorage } from './lib/storage/open-storage.ts';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  readDatabaseUrl: config.DATABASE_READ_URL,
  dataDir: config.DATA_DIR,
});
await database.migrate();
// The demo photos go where uploads go: DATA_DIR/uploads, or the bucket when S3_BUCKET is set.
const seedFiles = openStorage(config);
const seeded = await seed(database.db, {
  demo: config.seedDemo,
  uploads: seedFiles.storage,
  log: (line) => console.log(line),
}).finally(() => seedFiles.close());

const app = await buildApp({ config, database });
installGracefulShutdown(app, {
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  drainMs: config.SHUTDOWN_DRAIN_MS,
  afterClose: () => database.close(),
});
await app.listen({ host: config.HOST, port: config.PORT });
const engine = database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL';
console.log(`\nRentals is running at ${config.appUrl} (database: ${engine})`);
if (seeded.demoAccounts.length) {
  console.log('Demo accounts (password demo-Password-1):');
  for (const account of seeded.demoAccounts) console.log(`  ${account.role.padEnd(20)} ${account.email}`);
}
