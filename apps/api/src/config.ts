// Environment, validated once at start-up; a bad value stops the server with a clear message.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(API_ROOT, '../..');

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Public address of the site, used in emailed links. */
  APP_URL: optionalString,
  /** PostgreSQL connection string; unset -> embedded PGlite under DATA_DIR. */
  DATABASE_URL: optionalString,
  DATABASE_READ_URL: optionalString,
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  /** e.g. smtp://user:pass@smtp.example.com:587; unset -> emails go to the outbox table and DATA_DIR/mail. */
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Rentals <no-reply@rentals.test>'),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Demo accounts and data are created outside production unless this is "false". */
  SEED_DEMO: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
  /** pg-boss workers (mail delivery, scheduled jobs); "false" to run an API instance without them. */
  JOBS: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  CORS_ORIGIN: optionalString,
  /** Multiplies every rate limit; the test suite raises it except in rate-limit tests. */
  RATE_LIMIT_FACTOR: z.coerce.number().min(1).default(1),
});

export type Config = z.infer<typeof envSchema> & { appUrl: string; seedDemo: boolean };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const c = parsed.data;
  return {
    ...c,
    appUrl: (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    seedDemo: c.SEED_DEMO ? c.SEED_DEMO === 'true' : c.NODE_ENV !== 'production',
  };
}
