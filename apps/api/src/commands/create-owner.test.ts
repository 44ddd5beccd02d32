import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { UsageError } from '../lib/cli.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { buildTestApp, type TestApp, uniqueEmail } from '../test/build-app.ts';
import { runScript } from '../test/run-script.ts';
import { createOwner, describeResult, generatePassword, parseCreateOwnerArgs } from './create-owner.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function login(email: string, password: string) {
  return t.call('POST', '/api/login', { headers: await t.csrf(), body: { email, password } });
}

describe('createOwner', () => {
  it('creates a verified Site Owner with a generated password that works once printed', async () => {
    const email = uniqueEmail('Owner').toUpperCase();
    const result = await createOwner(t.db, { email });
    expect(result).toMatchObject({
      created: true,
      roleAdded: true,
      passwordIgnored: false,
      email: email.toLowerCase(),
    });
    expect(result.generatedPassword).toMatch(/^[\w-]{24}$/);

    const [user] = await t.db.select().from(users).where(eq(users.id, result.userId));
    expect(user).toMatchObject({ firstName: 'Site', lastName: 'Owner', status: 'active' });
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(user!.passwordHash).not.toContain(result.generatedPassword);
    expect(await verifyPassword(user!.passwordHash, result.generatedPassword!)).toBe(true);

    const res = await login(email, result.generatedPassword!);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.roles).toEqual([{ name: 'Site Owner' }]);
    const modules = await t.call('GET', '/api/project-modules/1', {
      headers: { authorization: `Bearer ${res.json().tokenInfo.access_token}` },
    });
    expect(modules.statusCode).not.toBe(403);

    const lines = describeResult(result);
    expect(lines.join('\n')).toContain(result.generatedPassword!);
  });

  it('uses the given password and names', async () => {
    const email = uniqueEmail('named');
    const result = await createOwner(t.db, {
      email,
      password: 'Chosen-Password-1',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(result.generatedPassword).toBeNull();
    const [user] = await t.db.select().from(users).where(eq(users.id, result.userId));
    expect(user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    expect((await login(email, 'Chosen-Password-1')).statusCode).toBe(200);
    expect(describeResult(result).join('\n')).not.toContain('Chosen-Password-1');
  });

  it('gives an existing account the role, keeping its password, and is idempotent', async () => {
    const renter = await t.createUser({ roles: ['Renter'] });
    const result = await createOwner(t.db, { email: renter.email, password: 'Other-Password-2' });
    expect(result).toMatchObject({
      userId: renter.id,
      created: false,
      roleAdded: true,
      generatedPassword: null,
      passwordIgnored: true,
    });
    const res = await login(renter.email, 'test-Password-9');
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .user.roles.map((r: { name: string }) => r.name)
        .sort(),
    ).toEqual(['Renter', 'Site Owner']);

    const again = await createOwner(t.db, { email: renter.email });
    expect(again).toMatchObject({ created: false, roleAdded: false, passwordIgnored: false });
    expect(describeResult(again)[0]).toContain('already a Site Owner');
  });

  it('refuses an invalid email or a short password', async () => {
    await expect(createOwner(t.db, { email: 'not-an-email' })).rejects.toThrow(UsageError);
    await expect(createOwner(t.db, { email: uniqueEmail(), password: 'short' })).rejects.toThrow(/8 to 128/);
    await expect(createOwner(t.db, { email: uniqueEmail(), firstName: '  ' })).rejects.toThrow(/--first-name/);
  });

  it('generates different strong passwords', () => {
    const a = generatePassword();
    expect(a).toHaveLength(24);
    expect(a).not.toBe(generatePassword());
  });
});

describe('parseCreateOwnerArgs', () => {
  it('reads the flags', () => {
    expect(
      parseCreateOwnerArgs(['--email', 'a@b.co', '--password', 'p', '--first-name', 'A', '--last-name', 'B']),
    ).toEqual({ help: false, email: 'a@b.co', password: 'p', firstName: 'A', lastName: 'B' });
    expect(parseCreateOwnerArgs(['--email=a@b.co'])).toMatchObject({ email: 'a@b.co', password: undefined });
    expect(parseCreateOwnerArgs(['--help']).help).toBe(true);
  });

  it('refuses unknown flags, positionals and a missing email', () => {
    expect(() => parseCreateOwnerArgs(['--email', 'a@b.co', '--admin'])).toThrow(UsageError);
    expect(() => parseCreateOwnerArgs(['a@b.co'])).toThrow(UsageError);
    expect(() => parseCreateOwnerArgs([])).toThrow('--email is required.');
  });
});

describe('npm run create-owner', () => {
  const script = fileURLToPath(new URL('./create-owner.ts', import.meta.url));

  it('creates the owner on a fresh embedded database without any input, and exits 1 on bad flags', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rentals-owner-'));
    try {
      const created = await runScript(script, ['--email', 'boss@example.test'], { DATA_DIR: dataDir });
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      expect(created.stdout).toMatch(/Created Site Owner boss@example\.test/);
      expect(created.stdout).toMatch(/Password: [\w-]{24}\n/);

      const again = await runScript(script, ['--email', 'BOSS@example.test'], { DATA_DIR: dataDir });
      expect(again.code).toBe(0);
      expect(again.stdout).toContain('already a Site Owner');
      expect(again.stdout).not.toContain('Password:');

      const bad = await runScript(script, ['--email', 'boss@example.test', '--role', 'x'], { DATA_DIR: dataDir });
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain("Unknown option '--role'");
      expect(bad.stderr).toContain('Usage: npm run create-owner');

      const invalid = await runScript(script, ['--email', 'nope'], { DATA_DIR: dataDir });
      expect(invalid.code).toBe(1);
      expect(invalid.stderr).toContain('"nope" is not a valid email address.');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
