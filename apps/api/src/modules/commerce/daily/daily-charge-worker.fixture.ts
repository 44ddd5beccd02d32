// A test fixture (daily-charge-killed.test.ts): one API instance as its own process, working jobs on DATABASE_URL,
// that queues the daily charge of CHARGE_DAY and prints "queued <job id>". The test kills it with SIGKILL mid-way.
// Jobs expire after JOB_EXPIRE_SECONDS, so the job of a killed worker is retried by another instance in seconds.
import path from 'node:path';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { openPostgres } from '../../../db/client.ts';
import { DAILY_CHARGE_QUEUE } from './daily-charge.job.ts';

const { DATABASE_URL = '', DATA_DIR = '', CHARGE_DAY = '', JOB_EXPIRE_SECONDS = '5' } = process.env;
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR,
  WEB_DIST: path.join(DATA_DIR, 'no-web'),
});
const database = await openPostgres(DATABASE_URL, 4);
const app = await buildApp({
  config,
  database,
  jobs: 'work',
  jobsTuning: { queue: { expireInSeconds: Number(JOB_EXPIRE_SECONDS) } },
  logger: false,
});
await app.ready();
const id = await app.jobs.send(DAILY_CHARGE_QUEUE, { day: CHARGE_DAY });
process.stdout.write(`queued ${id}\n`);
