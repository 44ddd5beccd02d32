// npm run create-owner -- --email owner@example.com [--password P] [--first-name A --last-name B]
// Creates a Site Owner in any environment, production included, or gives an existing user the Site Owner
// role. Without --password a strong password is generated and printed once. Never reads standard input,
// so it runs unattended in CI and deployment scripts.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { emailField, passwordField } from '@rentals/shared/resources/accounts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { userRoles, users } from '../db/schema/index.ts';
import { seedReferenceData } from '../db/seed/index.ts';
import { roleIds } from '../db/seed/roles.ts';
import { runIfMain, UsageError } from '../lib/cli.ts';
import { createAccount } from '../lib/users.ts';

export const OWNER_ROLE = 'Site Owner';

export const USAGE = `Usage: npm run create-owner -- --email <email> [--password <password>] [--first-name <name>] [--last-name <name>]

Creates a Site Owner account, or gives an existing account the Site Owner role.
Without --password a strong password is generated and printed once.`;

/** A mistake in the command line: printed with the usage, exit code 1. */

export interface CreateOwnerInput {
  email: string;
  password?: string;
  firstName?: string;
  lastName?: string;
}

const nameField = z.string().trim().min(1).max(100);

/** 24 characters of base64url: 144 random bits. */
export const generatePassword = () => randomBytes(18).toString('base64url');

export function parseCreateOwnerArgs(argv: string[]): CreateOwnerInput & { help: boolean } {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  if (values.help) return { email: '', help: true };
  if (typeof values.email !== 'string') throw new UsageError('--email is required.');
  return {
    help: false,
    email: values.email,
    password: values.password as string | undefined,
    firstName: values['first-name'] as string | undefined,
    lastName: values['last-name'] as string | undefined,
  };
}

function validate(input: CreateOwnerInput) {
  const email = emailField.safeParse(input.email);
  if (!email.success) throw new UsageError(`"${input.email}" is not a valid email address.`);
  if (input.password !== undefined && !passwordField.safeParse(input.password).success) {
    throw new UsageError('The password must be 8 to 128 characters long.');
  }
  for (const [flag, value] of [
    ['--first-name', input.firstName],
    ['--last-name', input.lastName],
  ] as const) {
    if (value !== undefined && !nameField.safeParse(value).success) {
      throw new UsageError(`${flag} must be 1 to 100 characters long.`);
    }
  }
  return { ...input, email: email.data };
}

export interface CreateOwnerResult {
  userId: number;
  email: string;
  /** A new account was created (otherwise an existing one was found). */
  created: boolean;
  /** The Site Owner role was given by this run (false when the account already had it). */
  roleAdded: boolean;
  /** The generated password, when one was generated: show it once, it is stored only as a hash. */
  generatedPassword: string | null;
  /** --password was given for an existing account and left unused (its password is not changed). */
  passwordIgnored: boolean;
}

/** Creates the owner or promotes an existing account. The roles must exist (seedReferenceData). */
export async function createOwner(db: Database, input: CreateOwnerInput): Promise<CreateOwnerResult> {
  const { email, password, firstName, lastName } = validate(input);
  const ownerRoleId = (await roleIds(db, [OWNER_ROLE])).get(OWNER_ROLE);
  if (!ownerRoleId) throw new Error(`The ${OWNER_ROLE} role does not exist: seed the reference data first.`);

  const [existing] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, email));
  if (existing) {
    const added = await db
      .insert(userRoles)
      .values({ userId: existing.id, roleId: ownerRoleId })
      .onConflictDoNothing()
      .returning({ userId: userRoles.userId });
    return {
      userId: existing.id,
      email: existing.email,
      created: false,
      roleAdded: added.length > 0,
      generatedPassword: null,
      passwordIgnored: password !== undefined,
    };
  }

  const generatedPassword = password === undefined ? generatePassword() : null;
  const user = await createAccount(db, {
    email,
    password: password ?? (generatedPassword as string),
    firstName: firstName ?? 'Site',
    lastName: lastName ?? 'Owner',
    roles: [OWNER_ROLE],
    emailVerified: true,
  });
  return {
    userId: user.id,
    email: user.email,
    created: true,
    roleAdded: true,
    generatedPassword,
    passwordIgnored: false,
  };
}

export function describeResult(result: CreateOwnerResult): string[] {
  const lines: string[] = [];
  if (result.created) lines.push(`Created Site Owner ${result.email} (user id ${result.userId}).`);
  else if (result.roleAdded)
    lines.push(`${result.email} already existed (user id ${result.userId}): Site Owner role added.`);
  else lines.push(`${result.email} (user id ${result.userId}) is already a Site Owner: nothing changed.`);
  if (result.generatedPassword) {
    lines.push(`Password: ${result.generatedPassword}`);
    lines.push('It is shown only this once: keep it in a password manager.');
  }
  if (result.passwordIgnored) lines.push('The account already existed, so its password was left unchanged.');
  return lines;
}

/** The command: opens the database like the server does, migrates, makes sure the roles exist, runs. */
export async function main(argv: string[], env: Record<string, string | undefined> = process.env): Promise<number> {
  let input: ReturnType<typeof parseCreateOwnerArgs>;
  try {
    input = parseCreateOwnerArgs(argv);
    if (input.help) {
      console.log(USAGE);
      return 0;
    }
    validate(input);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`create-owner: ${err.message}\n\n${USAGE}`);
    return 1;
  }
  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    const result = await createOwner(database.db, input);
    for (const line of describeResult(result)) console.log(line);
    return 0;
  } finally {
    await database.close();
  }
}

runIfMain(import.meta.url, 'create-owner', main);
