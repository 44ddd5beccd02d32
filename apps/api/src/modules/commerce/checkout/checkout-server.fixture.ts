// A test fixture (checkout-killed.test.ts): the API as its own process on DATABASE_URL, listening on a free port
// and printing "listening <port>". The test kills it with SIGKILL in the middle of a checkout.
import path from 'node:path';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { openPostgres } from '../../../db/client.ts';

const { DATABASE_URL = '', DATA_DIR = '' } = process.env;
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR,
  RATE_LIMIT_FACTOR: '1000',
  WEB_DIST: path.join(DATA_DIR, 'no-web'),
});
const database = await openPostgres(DATABASE_URL, 4);
const app = await buildApp({ config, database, jobs: 'inline', logger: false });
await app.ready();
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`);
