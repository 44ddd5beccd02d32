// Starts the API and web app: opens the database, migrates, seeds on first start, listens.

import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seed } from './db/seed/index.ts';
import { uploadsDirOf } from './lib/images.ts';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  readDatabaseUrl: config.DATABASE_READ_URL,
  dataDir: config.DATA_DIR,
});
await database.migrate();
const seeded = await seed(database.db, {
  demo: config.seedDemo,
  uploadsDir: uploadsDirOf(config.DATA_DIR),
  log: (line) => console.log(line),
});

const app = await buildApp({ config, database });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
await app.listen({ host: config.HOST, port: config.PORT });
const engine = database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL';
console.log(`\nRentals is running at ${config.appUrl} (database: ${engine})`);
if (seeded.demoAccounts.length) {
  console.log('Demo accounts (password demo-Password-1):');
  for (const account of seeded.demoAccounts) console.log(`  ${account.role.padEnd(20)} ${account.email}`);
}
