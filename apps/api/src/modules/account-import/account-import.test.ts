// Account import and claim: the preview writes nothing, the import creates landlords and companies and skips
// duplicates, a resumed job creates no doubles, claim links work once, expire and cannot be guessed.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountClaims,
  accountImports,
  companies,
  oneTimeCodes,
  outboundEmails,
  users,
} from '../../db/schema/index.ts';
import { sha256 } from '../../lib/tokens.ts';
import { buildTestApp, type TestApp, uniqueEmail } from '../../test/build-app.ts';
import { runImport, UNCLAIMED_PASSWORD } from './account-import.service.ts';

let t: TestApp;
let support: { headers: Record<string, string> };

beforeAll(async () => {
  t = await buildTestApp();
  support = await t.loginAs('Support');
});
afterAll(() => t.close());

function multipart(name: string, content: string) {
  const boundary = `----rentals-test-${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

function uploadCsv(content: string, headers = support.headers, locale = 'en') {
  const body = multipart('landlords.csv', content);
  return t.app.inject({
    method: 'POST',
    url: '/api/support/account-imports',
    headers: { ...headers, 'content-type': body.contentType, 'accept-language': locale },
    payload: body.payload,
  });
}

const HEADER = 'email,first_name,last_name,phone,company_name,website,city,province,postal_code';

const countUsers = async (emails: string[]) =>
  (
    await t.db
      .select({ n: count().mapWith(Number) })
      .from(users)
      .where(inArray(users.email, emails))
  )[0]?.n ?? 0;

/** The claim link of an email in the outbox. */
async function claimTokenOf(email: string): Promise<string> {
  const [mail] = await t.db
    .select({ text: outboundEmails.text })
    .from(outboundEmails)
    .where(and(eq(outboundEmails.to, email), eq(outboundEmails.template, 'account-claim')));
  const token = mail?.text.match(/\/claim-account\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no claim email for ${email}`);
  return token;
}

describe('account import', () => {
  it('refuses a header with a missing or unknown column, naming it, in English and French', async () => {
    const missing = await uploadCsv('email,first_name\na@example.test,Ann\n');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.file[0]).toContain('"last_name"');
    const unknown = await uploadCsv(`${HEADER},favourite_colour\n`, support.headers, 'fr');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.file[0]).toMatch(/colonnes inconnues.*"favourite_colour"/);
    const empty = await uploadCsv(`${HEADER}\n`);
    expect(empty.json().message).toBe('The file has a header but no rows.');
    const binary = await uploadCsv('\u0000\u0001binary');
    expect(binary.statusCode).toBe(422);
  });

  it("previews every row's problems and writes nothing to users or companies", async () => {
    const taken = await t.createUser({ roles: ['Landlord'] });
    const ok = uniqueEmail('ok');
    const repeated = uniqueEmail('rep');
    const csv = [
      HEADER,
      `${ok},Olivia,Ok,514-555-0101,Ok Rentals,https://ok.example,Montréal,QC,H2X 1Y4`,
      'not-an-email,Bad,Email,,Bad Co,,,,',
      `${uniqueEmail('noname')},,NoFirst,,Co,,,,`,
      `${repeated},Rita,One,,Rep Co,,,,`,
      `${repeated.toUpperCase()},Rita,Two,,Rep Co,,,,`,
      `${taken.email},Tak,En,,Taken Co,,,,`,
      `${uniqueEmail('prov')},Pat,Prov,,Prov Co,,,Atlantis,`,
      `${uniqueEmail('zip')},Zed,Zip,,Zip Co,,,ON,12345`,
      `${uniqueEmail('phone')},Phil,Phone,call me,Phone Co,,,,`,
      'short,row',
    ].join('\n');
    const before = (await t.db.select({ n: count().mapWith(Number) }).from(companies))[0]?.n;
    const res = await uploadCsv(csv);
    expect(res.statusCode).toBe(201);
    const preview = res.json();
    expect(preview).toMatchObject({ status: 'previewed', totalRows: 10, preview: { create: 2, skip: 2, invalid: 6 } });
    expect(preview.sample[0]).toMatchObject({ email: ok, company_name: 'Ok Rentals' });

    const problems = await t.call('GET', `/api/support/account-imports/${preview.id}/problems?perPage=50`, {
      headers: support.headers,
    });
    const byLine = Object.fromEntries(
      problems.json().data.map((p: { line: number; message: string }) => [p.line, p.message]),
    );
    expect(byLine[3]).toBe('The email field must be a valid email address.');
    expect(byLine[4]).toBe('The first name field is required.');
    expect(byLine[6]).toContain('already appears on line 5');
    expect(byLine[7]).toContain('already exists');
    expect(byLine[8]).toContain('"Atlantis"');
    expect(byLine[9]).toContain('postal code like M5V 2T6');
    expect(byLine[10]).toBe('The phone field format is invalid.');
    expect(byLine[11]).toBe('The row has 2 values; the header has 9 columns.');
    const errorsOnly = await t.call('GET', `/api/support/account-imports/${preview.id}/problems?severity=error`, {
      headers: support.headers,
    });
    expect(errorsOnly.json().meta.total).toBe(6);

    expect(await countUsers([ok, repeated])).toBe(0);
    expect((await t.db.select({ n: count().mapWith(Number) }).from(companies))[0]?.n).toBe(before);
  });

  it('imports landlords with their companies, skips duplicates and emails each a claim link', async () => {
    const taken = await t.createUser({ roles: ['Renter'] });
    const a = uniqueEmail('a');
    const b = uniqueEmail('b');
    const c = uniqueEmail('c');
    const csv = [
      HEADER,
      `${a},Ann,Able,514-555-0101,Shared Co,https://shared.example,Montréal,Québec,h2x1y4`,
      `${b},Bob,Baker,,shared co,,,,`,
      `${c},Cam,Cole,,Solo Co,,Toronto,ON,M5V 2T6`,
      `${a},Ann,Again,,Shared Co,,,,`,
      `${taken.email},Tak,En,,X,,,,`,
      'bad,row,here,,X,,,,',
    ].join('\n');
    const { id } = (await uploadCsv(csv)).json();
    const started = await t.call('POST', `/api/support/account-imports/${id}/start`, { headers: support.headers });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({
      status: 'completed',
      progress: { processed: 6, total: 6, created: 3, skipped: 2, failed: 1 },
    });

    const created = await t.db
      .select({
        email: users.email,
        status: users.status,
        passwordHash: users.passwordHash,
        companyId: users.companyId,
        company: companies.name,
        province: companies.province,
        postalCode: companies.postalCode,
        roles: sql<
          string[]
        >`array(select r.name from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${users.id})`,
      })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(inArray(users.email, [a, b, c]));
    expect(created).toHaveLength(3);
    const byEmail = Object.fromEntries(created.map((u) => [u.email, u]));
    expect(byEmail[a]).toMatchObject({
      status: 'pending',
      passwordHash: UNCLAIMED_PASSWORD,
      company: 'Shared Co',
      province: 'QC',
      postalCode: 'H2X1Y4',
      roles: ['Landlord'],
    });
    expect(byEmail[b]?.companyId).toBe(byEmail[a]?.companyId); // one company for both
    expect(byEmail[c]).toMatchObject({ company: 'Solo Co', province: 'ON' });

    // The pending account cannot sign in with anything.
    const csrf = await t.csrf();
    const login = await t.call('POST', '/api/login', {
      headers: csrf,
      body: { email: a, password: UNCLAIMED_PASSWORD },
    });
    expect(login.statusCode).toBe(422);

    for (const email of [a, b, c]) expect(await claimTokenOf(email)).toHaveLength(43);
    const [claim] = await t.db
      .select({ tokenHash: accountClaims.tokenHash })
      .from(accountClaims)
      .where(eq(accountClaims.importId, id));
    expect(claim?.tokenHash).toMatch(/^[0-9a-f]{64}$/); // only the hash is kept

    const again = await t.call('POST', `/api/support/account-imports/${id}/start`, { headers: support.headers });
    expect(again.statusCode).toBe(409);
    const history = await t.call('GET', '/api/support/account-imports', { headers: support.headers });
    expect(history.json().data.map((i: { id: number }) => i.id)).toContain(id);
  });

  it('resumes a crashed job from its checkpoint without creating anyone twice', async () => {
    const emails = Array.from({ length: 120 }, (_, i) => uniqueEmail(`resume${i}`));
    const csv = [HEADER, ...emails.map((e, i) => `${e},First${i},Last${i},,Company ${i % 7},,,,`)].join('\n');
    const { id } = (await uploadCsv(csv)).json();
    // The job committed two batches of 50 rows and the process died: status still running.
    await t.db.update(accountImports).set({ status: 'queued' }).where(eq(accountImports.id, id));
    await runImportPartially(id, 2);
    expect(await countUsers(emails.slice(0, 100))).toBe(100);
    expect(await countUsers(emails.slice(100))).toBe(0);
    await t.db.update(accountImports).set({ status: 'running' }).where(eq(accountImports.id, id));

    await runImport(t.app, id, { batchRows: 50 }); // the retry
    const [row] = await t.db.select().from(accountImports).where(eq(accountImports.id, id));
    expect(row).toMatchObject({ status: 'completed', processedRows: 120, created: 120, skipped: 0 });
    expect(await countUsers(emails)).toBe(120);
    const companyCount = await t.db
      .select({ n: sql<number>`count(distinct ${users.companyId})`.mapWith(Number) })
      .from(users)
      .where(inArray(users.email, emails));
    expect(companyCount[0]?.n).toBe(7); // landlords of one company share it across batches and runs
    const claims = await t.db
      .select({ n: count().mapWith(Number) })
      .from(accountClaims)
      .where(eq(accountClaims.importId, id));
    expect(claims[0]?.n).toBe(120);
  });

  it('previews the example file of the docs without a problem', async () => {
    const example = await readFile(
      new URL('../../../../../docs/support/account-import-example.csv', import.meta.url),
      'utf8',
    );
    const res = await uploadCsv(example);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ totalRows: 4, preview: { create: 4, skip: 0, invalid: 0 } });
  });

  it('refuses renters and landlords on every import route', async () => {
    for (const role of ['Renter', 'Landlord'] as const) {
      const { headers } = await t.loginAs(role);
      expect((await uploadCsv(`${HEADER}\n`, headers)).statusCode).toBe(403);
      expect((await t.call('GET', '/api/support/account-imports', { headers })).statusCode).toBe(403);
      expect((await t.call('GET', '/api/support/account-imports/1', { headers })).statusCode).toBe(403);
      expect((await t.call('GET', '/api/support/account-imports/1/problems', { headers })).statusCode).toBe(403);
      expect((await t.call('POST', '/api/support/account-imports/1/start', { headers })).statusCode).toBe(403);
    }
    expect((await t.call('GET', '/api/support/account-imports')).statusCode).toBe(401);
  });
});

/** Runs the job in batches of 50 rows, stopping it (as a crash would) once `batches` batches are committed. */
async function runImportPartially(id: number, batches: number) {
  const stopAfter = (committed: number) => {
    if (committed >= batches) throw new Error('killed');
  };
  await runImport(t.app, id, { batchRows: 50, beforeBatch: stopAfter }).catch(() => undefined);
}

describe('claiming an account', () => {
  async function importOne() {
    const email = uniqueEmail('claim');
    const { id } = (await uploadCsv(`${HEADER}\n${email},Clara,Claim,,Claim Co,,,,\n`)).json();
    await t.call('POST', `/api/support/account-imports/${id}/start`, { headers: support.headers });
    return { email, token: await claimTokenOf(email) };
  }
  const body = { password: 'new-Password-1', password_confirmation: 'new-Password-1', terms: true };

  it('shows who the link is for, sets the password, signs in, and works once', async () => {
    const { email, token } = await importOne();
    const info = await t.call('GET', `/api/claim-account/${token}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ email, firstName: 'Clara', companyName: 'Claim Co' });

    const csrf = await t.csrf();
    const claimed = await t.call('POST', `/api/claim-account/${token}`, { headers: csrf, body });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().user).toMatchObject({ email });
    expect(claimed.json().tokenInfo.access_token).toBeTruthy();
    expect(JSON.stringify(claimed.json())).not.toMatch(/passwordHash|\$argon2/);
    const [user] = await t.db.select({ status: users.status }).from(users).where(eq(users.email, email));
    expect(user?.status).toBe('active');
    const [claim] = await t.db
      .select()
      .from(accountClaims)
      .where(eq(accountClaims.tokenHash, sha256(token)));
    expect(claim?.termsAcceptedAt).toBeInstanceOf(Date);

    const login = await t.call('POST', '/api/login', {
      headers: csrf,
      body: { email, password: body.password },
    });
    expect(login.statusCode).toBe(200);

    const second = await t.call('POST', `/api/claim-account/${token}`, { headers: csrf, body });
    expect(second.statusCode).toBe(404);
    expect(second.json().message).toContain('already been used');
    expect((await t.call('GET', `/api/claim-account/${token}`)).statusCode).toBe(404);
  });

  it('answers "forgot password" of an unclaimed account with a claim link, and no reset token activates it', async () => {
    const { email } = await importOne();
    const csrf = await t.csrf();
    const asked = await t.call('POST', '/api/password-reset', { headers: csrf, body: { email } });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({
      message: 'If an account exists for that email, we have emailed a password reset link.',
    });
    const mails = await t.db
      .select({ template: outboundEmails.template, text: outboundEmails.text })
      .from(outboundEmails)
      .where(eq(outboundEmails.to, email));
    expect(mails.map((m) => m.template)).toEqual(['account-claim', 'account-claim']);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error('no user');
    expect(
      await t.db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, 'password-reset'))),
    ).toEqual([]);

    // A reset token (say, one issued before the account was imported-pending) is refused and left unused.
    const resetToken = randomBytes(32).toString('base64url');
    await t.db.insert(oneTimeCodes).values({
      userId: user.id,
      purpose: 'password-reset',
      codeHash: sha256(resetToken),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const reset = await t.call('POST', `/api/password-reset/${resetToken}`, {
      headers: csrf,
      body: { password: body.password, password_confirmation: body.password },
    });
    expect(reset.statusCode).toBe(422);
    const [still] = await t.db
      .select({ status: users.status, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    expect(still?.status).toBe('pending');
    expect(
      (await t.call('POST', '/api/login', { headers: csrf, body: { email, password: body.password } })).statusCode,
    ).toBe(422);

    // The newest claim link works (terms and all); once claimed, "forgot password" sends a reset link again.
    const newest = mails.at(-1)?.text.match(/\/claim-account\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    expect((await t.call('POST', `/api/claim-account/${newest}`, { headers: csrf, body })).statusCode).toBe(200);
    await t.call('POST', '/api/password-reset', { headers: csrf, body: { email } });
    const after = await t.db
      .select({ template: outboundEmails.template })
      .from(outboundEmails)
      .where(eq(outboundEmails.to, email));
    expect(after.at(-1)?.template).toBe('password-reset');
  });

  it('refuses an expired link and a guessed one', async () => {
    const { token } = await importOne();
    await t.db
      .update(accountClaims)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountClaims.tokenHash, sha256(token)));
    const csrf = await t.csrf();
    expect((await t.call('GET', `/api/claim-account/${token}`)).statusCode).toBe(404);
    expect((await t.call('POST', `/api/claim-account/${token}`, { headers: csrf, body })).statusCode).toBe(404);
    const guessed = randomBytes(32).toString('base64url');
    const res = await t.call('GET', `/api/claim-account/${guessed}`, { headers: { 'accept-language': 'fr' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('Ce lien est invalide');
  });

  it('applies the password rules, requires the terms and the XSRF token', async () => {
    const { token } = await importOne();
    const csrf = await t.csrf();
    const short = await t.call('POST', `/api/claim-account/${token}`, {
      headers: csrf,
      body: { password: 'short', password_confirmation: 'short', terms: true },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['The password field must be at least 8 characters.']);
    const mismatch = await t.call('POST', `/api/claim-account/${token}`, {
      headers: csrf,
      body: { ...body, password_confirmation: 'other-Password-1' },
    });
    expect(mismatch.json().errors.password).toEqual(['The password field confirmation does not match.']);
    const noTerms = await t.app.inject({
      method: 'POST',
      url: `/api/claim-account/${token}`,
      headers: { ...csrf, 'accept-language': 'fr' },
      payload: { ...body, terms: false },
    });
    expect(noTerms.statusCode).toBe(422);
    expect(noTerms.json().errors.terms).toEqual(["Les conditions d'utilisation doivent être acceptées."]);
    const noCsrf = await t.call('POST', `/api/claim-account/${token}`, { body });
    expect(noCsrf.statusCode).toBe(403);
    // Still unused after all of that.
    expect((await t.call('GET', `/api/claim-account/${token}`)).statusCode).toBe(200);
  });
});
