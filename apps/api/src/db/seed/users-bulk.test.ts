// Generated accounts in a real database: roles, companies, statuses and dates as documented, unique emails
// and handles, top-ups that continue the same numbering and add nothing when repeated.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../lib/users.ts';
import { freshTestDatabase } from '../../test/test-database.ts';
import { type Database, type DatabaseHandle, queryRows } from '../client.ts';
import { countUsers, emailSlug, GENERATED_DOMAINS, topUpUsers } from './users-bulk.ts';

let handle: DatabaseHandle;
let db: Database;
const NOW = new Date('2025-06-15T12:00:00Z');
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$not-a-real-hash';
const passwordHash = async () => HASH;

beforeAll(async () => {
  handle = await freshTestDatabase();
  db = handle.db;
  // Someone who signed up by hand counts towards the target.
  await createAccount(db, {
    firstName: 'Rita',
    lastName: 'Real',
    email: 'rita@real.test',
    password: 'a-Password-1',
    roles: ['Renter'],
  });
});
afterAll(() => handle.close());

describe('topUpUsers', () => {
  it('tops the table up to the target in batches, then adds nothing', async () => {
    const logged: string[] = [];
    const result = await topUpUsers(db, {
      target: 1500,
      now: NOW,
      batchSize: 600,
      passwordHash,
      log: (line) => logged.push(line),
    });
    expect(result).toMatchObject({ before: 1, added: 1499, total: 1500 });
    expect(await countUsers(db)).toBe(1500);
    expect(logged).toEqual(['  600 / 1,499 users', '  1,200 / 1,499 users', '  1,499 / 1,499 users']);

    const again = await topUpUsers(db, { target: 1500, now: NOW, passwordHash });
    expect(again).toMatchObject({ before: 1500, added: 0, total: 1500, companies: 0 });
    expect(await topUpUsers(db, { target: 10, passwordHash })).toMatchObject({ added: 0, total: 1500 });
  });

  it('makes mostly renters, ~10% landlords each with their own company and a few support staff', async () => {
    const roles = await queryRows<{ name: string; n: number; with_company: number }>(
      db,
      sql`select r.name, count(*)::int as n, count(u.company_id)::int as with_company
          from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
          where u.email <> 'rita@real.test' group by r.name`,
    );
    const by = Object.fromEntries(roles.map((r) => [r.name, r]));
    expect(Object.keys(by).sort()).toEqual(expect.arrayContaining(['Landlord', 'Renter']));
    expect(by.Renter?.n).toBeGreaterThan(1200);
    expect(by.Landlord?.n).toBeGreaterThan(100);
    expect(by.Landlord?.n).toBeLessThan(210);
    expect(by.Landlord?.with_company).toBe(by.Landlord?.n);
    expect(by.Renter?.with_company).toBe(0);
    expect(by.Support?.n ?? 0).toBeLessThan(10);
    // One role each, one company per landlord.
    const [links] = await queryRows<{ users: number; links: number; companies: number; distinct_companies: number }>(
      db,
      sql`select (select count(*) from users)::int as users, (select count(*) from user_roles)::int as links,
                 (select count(*) from companies)::int as companies,
                 (select count(distinct company_id) from users)::int as distinct_companies`,
    );
    expect(links?.links).toBe(links?.users);
    expect(links?.companies).toBe(by.Landlord?.n);
    expect(links?.distinct_companies).toBe(by.Landlord?.n);
  });

  it('gives realistic, varied and unique values', async () => {
    const [facts] = await queryRows<{
      emails: number;
      hashes: number;
      first_names: number;
      last_names: number;
      phones: number;
      active: number;
      pending: number;
      suspended: number;
      signed_in: number;
      oldest: Date;
      newest: Date;
      same_hash: number;
      bad_login: number;
      verified_pending: number;
      french: number;
    }>(
      db,
      sql`select count(distinct lower(email))::int as emails, count(distinct user_hash)::int as hashes,
                 count(distinct first_name)::int as first_names, count(distinct last_name)::int as last_names,
                 count(phone)::int as phones,
                 (count(*) filter (where status = 'active'))::int as active,
                 (count(*) filter (where status = 'pending'))::int as pending,
                 (count(*) filter (where status = 'suspended'))::int as suspended,
                 count(last_login_at)::int as signed_in, min(created_at) as oldest, max(created_at) as newest,
                 (count(*) filter (where password_hash = ${HASH}))::int as same_hash,
                 (count(*) filter (where last_login_at < created_at or last_login_at > ${NOW.toISOString()}::timestamptz))::int as bad_login,
                 (count(*) filter (where status = 'pending' and (email_verified_at is not null or last_login_at is not null)))::int as verified_pending,
                 (count(*) filter (where locale = 'fr'))::int as french
          from users where email <> 'rita@real.test'`,
    );
    expect(facts).toBeDefined();
    if (!facts) return;
    expect(facts.emails).toBe(1499);
    expect(facts.hashes).toBe(1499);
    expect(facts.same_hash).toBe(1499);
    expect(facts.first_names).toBeGreaterThan(60);
    expect(facts.last_names).toBeGreaterThan(80);
    expect(facts.phones).toBeGreaterThan(1200);
    expect(facts.phones).toBeLessThan(1499);
    expect(facts.active).toBeGreaterThan(1300);
    expect(facts.pending).toBeGreaterThan(20);
    expect(facts.suspended).toBeGreaterThan(15);
    expect(facts.signed_in).toBeGreaterThan(1000);
    expect(facts.bad_login).toBe(0);
    expect(facts.verified_pending).toBe(0);
    expect(facts.french).toBeGreaterThan(100);
    // Spread over three years before NOW.
    const days = (d: Date) => (NOW.getTime() - new Date(d).getTime()) / 86_400_000;
    expect(days(facts.oldest)).toBeGreaterThan(2 * 365);
    expect(days(facts.oldest)).toBeLessThanOrEqual(3 * 365);
    expect(days(facts.newest)).toBeLessThan(30);

    const sample = await queryRows<{ first_name: string; last_name: string; email: string; phone: string | null }>(
      db,
      sql`select first_name, last_name, email, phone from users where email <> 'rita@real.test' order by id limit 200`,
    );
    for (const u of sample) {
      const [local, domain] = u.email.split('@') as [string, string];
      expect(GENERATED_DOMAINS).toContain(domain);
      expect(local).toMatch(/^[a-z._]+\d+$/);
      expect(local).toContain(emailSlug(u.last_name));
      if (u.phone) expect(u.phone).toMatch(/^\d{3}-555-01\d\d$/);
    }
  });

  it('continues the numbering on a top-up, deterministically', async () => {
    const last = async () =>
      (await queryRows<{ email: string }>(db, sql`select email from users order by id desc limit 1`))[0]?.email;
    expect(await last()).toMatch(/1499@/);
    const more = await topUpUsers(db, { target: 1510, now: NOW, passwordHash });
    expect(more).toMatchObject({ before: 1500, added: 10, total: 1510 });
    expect(await last()).toMatch(/1509@/);

    // The same numbers give the same accounts in another database.
    const other = await freshTestDatabase();
    try {
      await topUpUsers(other.db, { target: 1509, now: NOW, passwordHash });
      const pick = (d: Database) =>
        queryRows<{ email: string; status: string; created_at: Date }>(
          d,
          sql`select email, status, created_at from users where email like '%1509@%'`,
        );
      expect(await pick(other.db)).toEqual(await pick(db));
    } finally {
      await other.close();
    }
  });
});
