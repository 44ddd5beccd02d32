// Instances started together take turns to migrate and seed (the startup lock), and one that waits too long
// for another gives up with a message that says what is going on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshTestDatabase } from '../test/test-database.ts';
import { type DatabaseHandle, openPostgres, StartupLockTimeout } from './client.ts';

let first: DatabaseHandle;
beforeAll(async () => {
  first = await freshTestDatabase();
});
afterAll(() => first.close());

describe('the startup lock', () => {
  it('runs the work and answers its result, re-entrantly (migrate inside it does not wait for itself)', async () => {
    await expect(
      first.exclusive(async () => {
        await first.migrate();
        return 'seeded';
      }, 2_000),
    ).resolves.toBe('seeded');
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL, between two instances', () => {
    let second: DatabaseHandle;
    beforeAll(async () => {
      if (first.kind !== 'postgres') throw new Error('PostgreSQL expected');
      second = await openPostgres(first.connectionString, 2);
    });
    afterAll(() => second.close());

    it('makes the second wait for the first, and give up after its wait with a clear message', async () => {
      let release = () => {};
      let started = () => {};
      const running = new Promise<void>((resolve) => {
        started = resolve;
      });
      const holding = first.exclusive(async () => {
        started();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return 'first';
      });
      await running;

      const startedAt = Date.now();
      const refused = await second.exclusive(async () => 'second', 600).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(StartupLockTimeout);
      expect((refused as Error).message).toMatch(/Another instance has held the database's startup lock .* 0\.6 s/);
      expect((refused as Error).message).toContain('MIGRATION_LOCK_TIMEOUT_MS');
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(550);

      const waiting = second.exclusive(async () => 'second', 10_000);
      release();
      await expect(holding).resolves.toBe('first');
      await expect(waiting).resolves.toBe('second');
    });
  });
});
