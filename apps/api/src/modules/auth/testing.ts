// Helpers for the account tests: the outbox, request payloads, and a check that nothing secret leaks.
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../db/client.ts';
import { outboundEmails } from '../../db/schema/index.ts';
import { uniqueEmail } from '../../test/build-app.ts';

export const NEW_PASSWORD = 'brand-New-pass-7';

/** Every email sent to `to`, oldest first. */
export function emailsTo(db: Database, to: string) {
  return db.select().from(outboundEmails).where(eq(outboundEmails.to, to)).orderBy(asc(outboundEmails.id));
}

export function renterPayload(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: uniqueEmail('renter'),
    phone: '',
    password: 'Sign-up-pass-1',
    password_confirmation: 'Sign-up-pass-1',
    ...overrides,
  };
}

export function landlordPayload(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Lina',
    lastName: 'Landlord',
    email: uniqueEmail('landlord'),
    phone: '+1 514 555 0100',
    companyName: 'Maple Rentals Inc.',
    password: 'Sign-up-pass-1',
    password_confirmation: 'Sign-up-pass-1',
    ...overrides,
  };
}

/** Hashes, stored secrets and their column names never appear in an answer. */
export function expectNoSecrets(body: string, ...secrets: (string | null | undefined)[]) {
  expect(body).not.toMatch(/\$argon2|passwordHash|password_hash|secretHash|codeHash|userHash/);
  for (const secret of secrets) if (secret) expect(body).not.toContain(secret);
}
