// Environment, validated once at start-up; a bad value stops the server with a clear message.
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(API_ROOT, '../..');

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
/** 32 bytes as 64 hex digits or base64 / base64url (lib/secret-box.ts parseEncryptionKey reads it). */
const validEncryptionKey = (value: string) =>
  value
    .split(',')
    .every((key) => /^[0-9a-f]{64}$/i.test(key.trim()) || Buffer.from(key.trim(), 'base64url').length === 32);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Public address of the site, used in emailed links; required in production. */
  APP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** PostgreSQL connection string; unset -> embedded PGlite under DATA_DIR. */
  DATABASE_URL: optionalString,
  /**
   * A read replica of DATABASE_URL (PostgreSQL only): public search, listing pages, the home page, sitemaps and
   * server-rendered pages read from it; writes and everything signed in read the primary.
   */
  DATABASE_READ_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { message: 'expected a PostgreSQL connection string (postgres://...)' })
      .optional(),
  ),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  /** e.g. smtp://user:pass@smtp.example.com:587; unset -> emails go to the outbox table and DATA_DIR/mail. */
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Rentals <no-reply@rentals.test>'),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Demo accounts (a Site Owner with a published password) are created only when this is "true", or when
   * it is unset, NODE_ENV is not production and APP_URL is unset or local.
   */
  SEED_DEMO: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
  /** pg-boss workers (mail delivery, scheduled jobs); "false" to run an API instance without them. */
  JOBS: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  CORS_ORIGIN: optionalString,
  /**
   * Which proxies may set X-Forwarded-For (and so the client address that rate limits count): unset or
   * "false" trusts none, "true" trusts every hop, "2" trusts that many hops, or a comma-separated list of
   * addresses and CIDR ranges (and proxy-addr's names loopback, linklocal, uniquelocal).
   */
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .refine((v) => v === undefined || parseTrustProxy(v) !== null, {
        message: "expected 'true', 'false', a hop count or a comma-separated list of addresses/CIDR ranges",
      }),
  ),
  /**
   * Server-rendered public pages (the same for everyone) are kept in memory this many seconds per address, as
   * a CDN in front would keep them; any successful write through the API drops them all. 0 turns it off.
   */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /**
   * Payments (issue 14): with all three Stripe keys the `stripe` provider takes real (or Stripe test-mode)
   * payments; without them the `sandbox` provider answers with Stripe's test-card behaviour, shown as "Test mode".
   */
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Signs the sandbox provider's webhook events (a test-mode secret: the sandbox moves no money). */
  SANDBOX_WEBHOOK_SECRET: z.string().default('whsec_sandbox_test_secret'),
  /**
   * Feeds (issue 16): comma-separated host:port pairs a feed or photo URL may reach even on a private, loopback or
   * link-local address (the tests' local servers, a feed server on a private network). Empty by default.
   */
  FEED_ALLOWED_HOSTS: z
    .string()
    .default('')
    .refine(
      (v) => v.split(',').every((e) => e.trim() === '' || /^(\[[0-9a-fA-F:.]+\]|[^:\s[\]/]+):\d{1,5}$/.test(e.trim())),
      {
        message: 'expected comma-separated host:port pairs, e.g. feeds.internal:8080,[::1]:9000',
      },
    ),
  /**
   * Scale-out (issue 17), each part switched on by its variable; unset keeps the single-instance defaults.
   * REDIS_URL: rate-limit counters in Redis and cache invalidation broadcast over its pub/sub (without it, over
   * PostgreSQL LISTEN/NOTIFY when DATABASE_URL is set, else in this process only).
   */
  REDIS_URL: optionalString,
  /** Prefixes every Redis key and channel of this deployment, so several environments can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{0,64}$/, { message: 'expected up to 64 letters, digits or . _ : -, e.g. rentals:' })
    .default('rentals:'),
  /** S3_BUCKET: uploads in an S3-compatible bucket instead of DATA_DIR (credentials: the standard AWS variables). */
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  /** "true" for servers that need path-style addresses (MinIO, s3rver); AWS itself takes virtual-hosted style. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Hours an upload nothing references is kept (after its upload, or after its last use ended) before the purge. */
  UPLOADS_GRACE_HOURS: z.coerce.number().int().min(1).max(8760).default(24),
  /** Prometheus metrics at /metrics, for a bearer token equal to this value; unset -> no /metrics. */
  METRICS_TOKEN: optionalString,
  /**
   * The key that encrypts secrets kept in the database (TOTP secrets): 32 bytes as 64 hex digits or base64;
   * "new,old" while rotating. Unset: a random key made once and kept in the app_secrets table (the embedded default).
   */
  APP_ENCRYPTION_KEY: optionalString.refine(
    (value) => value === undefined || validEncryptionKey(value),
    'must be 32 bytes: 64 hex digits or base64',
  ),
  /** On SIGTERM: how long in-flight requests and jobs may take to finish before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /**
   * On SIGTERM, before the listener closes: how long the instance keeps serving while /api/ready answers 503, so a
   * load balancer's active health check takes it out of rotation first (counted within SHUTDOWN_TIMEOUT_MS).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** The commit this build was made from, shown by /api/health and /metrics (else asked of git at start). */
  APP_COMMIT: optionalString,
  /** How long an instance waits at start for another one's migrations and seeding before it exits. */
  MIGRATION_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(120_000),
  /** Multiplies every rate limit; the test suite raises it except in rate-limit tests. */
  RATE_LIMIT_FACTOR: z.coerce.number().min(1).default(1),
});

/** Every variable the server reads; `.env.example` lists each of them (config.test.ts checks). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

export type TrustProxy = boolean | number | string[];
export type Config = z.infer<typeof envSchema> & { appUrl: string; seedDemo: boolean; trustProxy: TrustProxy };

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY -> Fastify's `trustProxy`; null when the value is not one of the accepted forms. */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v.split(',').map((e) => e.trim());
  return entries.every(isAddressOrRange) ? entries : null;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Demo data by default only on a developer's machine: not in production, not behind a public APP_URL. */
function defaultSeedDemo(nodeEnv: string, appUrl: string | undefined): boolean {
  if (nodeEnv === 'production') return false;
  return appUrl === undefined || LOCAL_HOSTS.has(new URL(appUrl).hostname);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && !c.APP_URL) {
    throw new Error(
      'Invalid environment:\n  APP_URL: required when NODE_ENV is production (the public address, e.g. https://rentals.example)',
    );
  }
  return {
    ...c,
    appUrl: (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    seedDemo: c.SEED_DEMO ? c.SEED_DEMO === 'true' : defaultSeedDemo(c.NODE_ENV, c.APP_URL),
    trustProxy: parseTrustProxy(c.TRUST_PROXY) ?? false,
  };
}
