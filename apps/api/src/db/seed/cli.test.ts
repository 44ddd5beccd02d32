// npm run seed, run as the real command on a fresh embedded database.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../lib/cli.ts';
import { runScript } from '../../test/run-script.ts';
import { MAX_LISTINGS, MAX_USERS, parseSeedArgs } from './cli.ts';
import { DEFAULT_SITE_SETTINGS } from './site.ts';

const script = fileURLToPath(new URL('./cli.ts', import.meta.url));

describe('parseSeedArgs', () => {
  it('reads --no-demo and --help', () => {
    expect(parseSeedArgs([])).toEqual({ demo: true, help: false, listings: null, users: null });
    expect(parseSeedArgs(['--no-demo'])).toEqual({ demo: false, help: false, listings: null, users: null });
    expect(parseSeedArgs(['--help']).help).toBe(true);
  });

  it('reads --listings N, with _ or , as thousands separators', () => {
    expect(parseSeedArgs(['--listings', '1000000']).listings).toBe(1_000_000);
    expect(parseSeedArgs(['--listings=1_000_000', '--no-demo'])).toEqual({
      demo: false,
      help: false,
      listings: 1e6,
      users: null,
    });
    expect(parseSeedArgs(['--listings', '25,000']).listings).toBe(25_000);
    expect(parseSeedArgs(['--listings', '0']).listings).toBe(0);
    expect(parseSeedArgs(['--listings', String(MAX_LISTINGS)]).listings).toBe(MAX_LISTINGS);
  });

  it('refuses a --listings that is not a whole number in range', () => {
    for (const bad of ['lots', '-5', '1.5', '1e6', '', ' 10', String(MAX_LISTINGS + 1)]) {
      expect(() => parseSeedArgs(['--listings', bad]), bad).toThrow(UsageError);
    }
    expect(() => parseSeedArgs(['--listings', 'lots'])).toThrow("--listings expects a whole number, got 'lots'");
    expect(() => parseSeedArgs(['--listings'])).toThrow(UsageError);
  });

  it('reads --users N like --listings, up to MAX_USERS', () => {
    expect(parseSeedArgs(['--users', '100000']).users).toBe(100_000);
    expect(parseSeedArgs(['--users=100_000', '--listings', '1,000,000'])).toEqual({
      demo: true,
      help: false,
      listings: 1e6,
      users: 1e5,
    });
    expect(parseSeedArgs(['--users', '0']).users).toBe(0);
    expect(parseSeedArgs(['--users', String(MAX_USERS)]).users).toBe(MAX_USERS);
    for (const bad of ['lots', '-5', '1.5', '1e5', '', String(MAX_USERS + 1)]) {
      expect(() => parseSeedArgs(['--users', bad]), bad).toThrow(UsageError);
    }
    expect(() => parseSeedArgs(['--users', 'many'])).toThrow("--users expects a whole number, got 'many'");
    expect(() => parseSeedArgs(['--users', '5_000_001'])).toThrow('--users must be at most 5,000,000');
    expect(() => parseSeedArgs(['--users'])).toThrow(UsageError);
  });

  it('refuses unknown flags and positionals', () => {
    expect(() => parseSeedArgs(['--demo=false'])).toThrow(UsageError);
    expect(() => parseSeedArgs(['--nodemo'])).toThrow("Unknown option '--nodemo'");
    expect(() => parseSeedArgs(['places'])).toThrow(UsageError);
  });
});

describe('npm run seed', () => {
  it('migrates and seeds a fresh database, then adds nothing on a second run', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rentals-seed-'));
    try {
      const bad = await runScript(script, ['--fast'], { DATA_DIR: dataDir });
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain("Unknown option '--fast'");
      expect(bad.stderr).toContain('Usage: npm run seed');

      const first = await runScript(script, ['--no-demo'], { DATA_DIR: dataDir, NODE_ENV: 'development' });
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      expect(first.stdout).toContain(`embedded PGlite in ${path.join(dataDir, 'pglite')}`);
      expect(first.stdout).toContain(
        `added ${DEFAULT_SITE_SETTINGS.length} site settings, 2 menus, 4 content blocks, 5 project modules`,
      );
      expect(first.stdout).toMatch(/Places: added 64 provinces and states, \d+ metropolitan areas, [\d,]+ cities in/);
      expect(first.stdout).toContain('Demo accounts: skipped (--no-demo)');

      const second = await runScript(script, [], { DATA_DIR: dataDir, NODE_ENV: 'development' });
      expect(second.code).toBe(0);
      expect(second.stdout).toContain('added 0 site settings, 0 menus, 0 content blocks, 0 project modules');
      expect(second.stdout).toContain('Places: already seeded, skipped');
      expect(second.stdout).toContain('owner@demo.test');
      expect(second.stdout).toMatch(
        /Demo listings: added 3,000 listings from \d+ companies \(40 of them for landlord@demo\.test\)/,
      );

      const badCount = await runScript(script, ['--listings', 'many'], { DATA_DIR: dataDir });
      expect(badCount.code).toBe(1);
      expect(badCount.stderr).toContain("--listings expects a whole number, got 'many'");
      expect(badCount.stderr).toContain('--listings N');

      // 3,009 so far: the demo listings and the support demo's 9 (seed.test.ts).
      const topUp = await runScript(script, ['--no-demo', '--listings', '3_109'], { DATA_DIR: dataDir });
      expect(topUp.stderr).toBe('');
      expect(topUp.code).toBe(0);
      expect(topUp.stdout).toContain('Listings: topping up to 3,109');
      expect(topUp.stdout).toMatch(/Listings: added 100 listings \(now 3,109\) and 8 companies in/);
      const again = await runScript(script, ['--no-demo', '--listings', '3109'], { DATA_DIR: dataDir });
      expect(again.code).toBe(0);
      expect(again.stdout).toContain('Listings: already 3,109 listings, nothing added');

      const badUsers = await runScript(script, ['--users', '1.5'], { DATA_DIR: dataDir });
      expect(badUsers.code).toBe(1);
      expect(badUsers.stderr).toContain("--users expects a whole number, got '1.5'");
      expect(badUsers.stderr).toContain('--users N');
      const users = await runScript(script, ['--no-demo', '--users', '300'], { DATA_DIR: dataDir });
      expect(users.stderr).toBe('');
      expect(users.code).toBe(0);
      expect(users.stdout).toContain('Users: topping up to 300');
      expect(users.stdout).toMatch(/Users: added \d+ users \(now 300\) and \d+ compan(y|ies) in/);
      const usersAgain = await runScript(script, ['--no-demo', '--users', '300'], { DATA_DIR: dataDir });
      expect(usersAgain.code).toBe(0);
      expect(usersAgain.stdout).toContain('Users: already 300 users, nothing added');

      const production = await runScript(script, [], {
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        APP_URL: 'https://r.example',
      });
      expect(production.code).toBe(0);
      expect(production.stdout).toContain('Demo accounts: skipped in production');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000); // six runs of the script, each a fresh Node with PGlite: about 30 s alone, far more on a busy 2-core machine
});
