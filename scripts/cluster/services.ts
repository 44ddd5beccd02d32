// The parts a cluster run uses besides its API instances: a fresh PostgreSQL database on the local server
// (dropped at the end), a Redis database index of its own (flushed at the start) and free loopback ports.
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';

/** The server the database is created on (trust auth on loopback, as in CI). */
export const POSTGRES_URL = process.env.CLUSTER_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** Index 3 of the shared local Redis is this script's (the unit tests use 1, 2 and 4). */
export const REDIS_URL = process.env.CLUSTER_REDIS_URL || 'redis://127.0.0.1:6379/3';

export interface ClusterDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(prefix: string): Promise<ClusterDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${process.pid}`;
  await onServer((client) => client.query(`create database "${name}"`));
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    // WITH (FORCE) ends the sessions a killed instance may have left open.
    drop: () => onServer((client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => {}),
  };
}

/** Empties this script's Redis database (never another index: other test runs share the server). */
export async function flushRedis(url = REDIS_URL): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

/** A port nothing listens on right now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
