// POST renter-inquire at the real rate limits (RATE_LIMIT_FACTOR 1); each request comes from its own address
// unless a test says otherwise. Emails are read from the outbox and from the .eml files the Mailer writes.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries, leads, listings, outboundEmails } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, uniqueEmail } from '../../test/build-app.ts';
import { createCompany, createListing, createPlace, type TestPlace } from '../../test/listing-factories.ts';

let t: TestApp;
let place: TestPlace;
let csrf: Record<string, string>;
let address = 0;
const nextAddress = () => `10.7.0.${++address}`;

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_FACTOR: '1', APP_URL: 'https://rentals.example' } });
  place = await createPlace(t.db, { cityName: 'Inquiryville' });
  csrf = await t.csrf();
});
afterAll(() => t.close());

function inquire(body: unknown, options: { from?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/renter-inquire',
    remoteAddress: options.from ?? nextAddress(),
    headers: options.headers ?? csrf,
    payload: body as object,
  });
}

const valid = (listingId: number, overrides: Record<string, unknown> = {}) => ({
  listingId,
  name: 'Ravi Renter',
  email: uniqueEmail('ravi'),
  phone: '647-555-0100',
  moveInDate: '2999-06-01',
  message: 'Hi, is it still available? Can I visit on Saturday?',
  ...overrides,
});

/** A landlord with a company and an active listing of theirs. */
async function landlordListing(overrides: Parameters<typeof createListing>[2] = {}) {
  const landlord = await t.loginAs('Landlord');
  const company = await createCompany(t.db);
  const listing = await createListing(t.db, place, {
    ownerId: landlord.user.id,
    companyId: company.id,
    contactEmail: uniqueEmail('contact'),
    ...overrides,
  });
  return { landlord, company, listing };
}

const emailsTo = (to: string) => t.db.select().from(outboundEmails).where(eq(outboundEmails.to, to));
const inquiriesAbout = (listingId: number) => t.db.select().from(inquiries).where(eq(inquiries.listingId, listingId));

async function emlFor(id: number, template: string) {
  const dir = path.join(t.config.DATA_DIR, 'mail');
  const file = (await readdir(dir)).find((f) => f === `${String(id).padStart(6, '0')}-${template}.eml`);
  if (!file) throw new Error(`no .eml for outbox row ${id}`);
  return readFile(path.join(dir, file), 'utf8');
}

describe('POST /api/renter-inquire', () => {
  it('stores an anonymous inquiry, a lead and the counter, and emails the landlord and the renter', async () => {
    const { landlord, company, listing } = await landlordListing({ title: 'Sunny 2 bed on Queen', unit: '4' });
    const body = valid(listing.id, { email: '  Ravi.New@Example.TEST ', phone: '' });
    const res = await inquire(body);
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(answer).toEqual({
      message: 'Your message has been sent to the landlord. A copy is on its way to your email.',
      inquiryId: expect.any(Number),
      accountExists: false,
    });

    const [stored] = await inquiriesAbout(listing.id);
    expect(stored).toMatchObject({
      id: answer.inquiryId,
      userId: null,
      name: 'Ravi Renter',
      email: 'ravi.new@example.test',
      phone: null,
      moveInDate: '2999-06-01',
      message: body.message,
    });
    const [lead] = await t.db.select().from(leads).where(eq(leads.inquiryId, answer.inquiryId));
    expect(lead).toMatchObject({
      listingId: listing.id,
      companyId: company.id,
      ownerId: landlord.user.id,
      status: 'new',
      deletedAt: null,
    });
    const [counted] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(counted?.inquiryCount).toBe(1);
    // The counter does not make the listing look edited.
    expect(counted?.updatedAt.getTime()).toBe(listing.updatedAt.getTime());

    const [toLandlord] = await emailsTo(listing.contactEmail ?? '');
    expect(toLandlord).toMatchObject({
      template: 'inquiry-received',
      replyTo: 'ravi.new@example.test',
      subject: 'New inquiry: Sunny 2 bed on Queen',
      status: 'sent',
    });
    expect(toLandlord?.text).toContain('Ravi Renter sent you a message about your listing "Sunny 2 bed on Queen"');
    expect(toLandlord?.text).toContain('From: Ravi Renter (ravi.new@example.test)');
    expect(toLandlord?.text).toContain('Move-in date: June 1, 2999');
    expect(toLandlord?.text).toMatch(/Sent: \w+ \d+, \d{4} at \d+:\d{2} [AP]M UTC/);
    expect(toLandlord?.text).toContain('> Hi, is it still available? Can I visit on Saturday?');
    expect(toLandlord?.text).toContain(`, Unit 4, Inquiryville, ${place.province.code}`);
    expect(toLandlord?.text).toMatch(new RegExp(`https://rentals\\.example/rentals/[^\\s]+-${listing.id}`));
    expect(toLandlord?.text).toContain('https://rentals.example/portal/leads');
    const eml = await emlFor(toLandlord?.id ?? 0, 'inquiry-received');
    expect(eml).toMatch(/^Reply-To: ravi\.new@example\.test$/m);

    const [copy] = await emailsTo('ravi.new@example.test');
    expect(copy).toMatchObject({
      template: 'inquiry-sent',
      replyTo: null,
      subject: 'Your message: Sunny 2 bed on Queen',
    });
    expect(copy?.text).toContain('Your message about "Sunny 2 bed on Queen"');
    expect(copy?.text).toContain('Create an account with this email address to follow your inquiries');
    expect(copy?.text).toContain('https://rentals.example/login');
  });

  it('says whether an account has the email a logged-out renter typed', async () => {
    const { listing } = await landlordListing();
    const existing = await t.createUser();
    const res = await inquire(valid(listing.id, { email: existing.email.toUpperCase() }));
    expect(res.statusCode).toBe(201);
    expect(res.json().accountExists).toBe(true);
    const [copy] = await emailsTo(existing.email);
    expect(copy?.text).not.toContain('Create an account');
  });

  it("joins a signed-in renter's inquiry to their account, without XSRF; the landlord's own email is the fallback", async () => {
    const { landlord, listing } = await landlordListing({ contactEmail: null });
    const renter = await t.loginAs('Renter');
    const res = await inquire(valid(listing.id, { email: renter.user.email }), { headers: renter.headers });
    expect(res.statusCode).toBe(201);
    expect(res.json().accountExists).toBeNull();
    const [stored] = await inquiriesAbout(listing.id);
    expect(stored?.userId).toBe(renter.user.id);
    const [toLandlord] = await emailsTo(landlord.user.email);
    expect(toLandlord).toMatchObject({ template: 'inquiry-received', replyTo: renter.user.email });
    const [copy] = await emailsTo(renter.user.email);
    expect(copy?.text).toContain('https://rentals.example/admin/my-inquiries');
  });

  it("writes the emails in the landlord's and the renter's languages, and escapes what the renter typed", async () => {
    const landlord = await t.loginAs('Landlord', { locale: 'fr' });
    const listing = await createListing(t.db, place, { ownerId: landlord.user.id, contactEmail: null });
    const email = uniqueEmail('fr');
    const res = await inquire(
      valid(listing.id, { email, name: 'Zoé <b>', message: 'Bonjour <script>alert(1)</script>', moveInDate: '' }),
      { headers: { ...csrf, 'accept-language': 'fr-CA' } },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(
      'Votre message a été envoyé au propriétaire. Une copie vous a été envoyée par courriel.',
    );
    const [toLandlord] = await emailsTo(landlord.user.email);
    expect(toLandlord?.subject).toMatch(/^Nouvelle demande : /);
    expect(toLandlord?.text).toContain("Date d'emménagement: Pas encore décidée");
    expect(toLandlord?.html).toContain('Bonjour &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(toLandlord?.html).not.toContain('<script>');
    expect(toLandlord?.html).toContain('Zoé &lt;b&gt;');
    const [copy] = await emailsTo(email);
    expect(copy?.subject).toMatch(/^Votre message : /);
  });

  it('refuses an anonymous inquiry without the XSRF double submit', async () => {
    const { listing } = await landlordListing();
    const bare = await inquire(valid(listing.id), { headers: {} });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toEqual({ message: 'CSRF token mismatch.' });
    const mismatched = await inquire(valid(listing.id), { headers: { ...csrf, 'x-xsrf-token': 'nope' } });
    expect(mismatched.statusCode).toBe(403);
    expect(await inquiriesAbout(listing.id)).toHaveLength(0);
  });

  it('is 404 for a listing that is not active, and stores nothing', async () => {
    for (const status of ['draft', 'paused', 'expired', 'removed'] as const) {
      const { listing } = await landlordListing({ status });
      const res = await inquire(valid(listing.id));
      expect(res.statusCode, status).toBe(404);
      expect(await inquiriesAbout(listing.id)).toHaveLength(0);
      expect(await t.db.select().from(leads).where(eq(leads.listingId, listing.id))).toHaveLength(0);
      const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
      expect(row?.inquiryCount).toBe(0);
    }
    expect((await inquire(valid(2147483000))).statusCode).toBe(404);
  });

  it('answers 422 naming the fields, in English and French', async () => {
    const { listing } = await landlordListing();
    const empty = await inquire({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      listingId: ['The listing id field is required.'],
      name: ['The name field is required.'],
      email: ['The email field is required.'],
      message: ['The message field is required.'],
    });
    const bad = await inquire(
      valid(listing.id, { email: 'ravi@', phone: 'call me', moveInDate: '2020-01-01', message: 'x'.repeat(2001) }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      email: ['The email field must be a valid email address.'],
      phone: ['The phone field format is invalid.'],
      moveInDate: ['The move in date field is invalid.'],
      message: ['The message field must not be greater than 2000 characters.'],
    });
    const fr = await inquire(valid(listing.id, { name: '' }), { headers: { ...csrf, 'accept-language': 'fr' } });
    expect(fr.json().errors).toEqual({ name: ['Le champ nom est obligatoire.'] });
    expect(await inquiriesAbout(listing.id)).toHaveLength(0);
  });

  it('refuses the same message to the same listing from the same person within a minute (409)', async () => {
    const { listing } = await landlordListing();
    const other = await landlordListing();
    const body = valid(listing.id);
    const from = nextAddress();
    expect((await inquire(body, { from })).statusCode).toBe(201);
    const again = await inquire({ ...body, email: body.email.toUpperCase(), message: ` ${body.message} ` }, { from });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'You just sent this message to this landlord. Please wait a minute before sending it again.',
    });
    // The same person from another address is still the same person.
    expect((await inquire(body)).statusCode).toBe(409);
    // Another message, another listing or another person is fine.
    expect((await inquire({ ...body, message: 'Is parking included?' })).statusCode).toBe(201);
    expect((await inquire({ ...body, listingId: other.listing.id })).statusCode).toBe(201);
    expect((await inquire({ ...body, email: uniqueEmail('friend') })).statusCode).toBe(201);
    // A signed-in renter is the same person whatever email they type.
    const renter = await t.loginAs('Renter');
    const mine = valid(listing.id, { message: 'From my account' });
    expect((await inquire(mine, { headers: renter.headers })).statusCode).toBe(201);
    const retyped = await inquire({ ...mine, email: uniqueEmail('alias') }, { headers: renter.headers });
    expect(retyped.statusCode).toBe(409);
    // A minute later, the same message goes.
    await t.db
      .update(inquiries)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(and(eq(inquiries.listingId, listing.id), eq(inquiries.message, body.message)));
    expect((await inquire(body)).statusCode).toBe(201);
    expect(await inquiriesAbout(listing.id)).toHaveLength(5);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.inquiryCount).toBe(5);
  });

  it('takes one of identical messages sent at once from one account, whatever emails they carry', async () => {
    const { listing } = await landlordListing();
    const renter = await t.loginAs('Renter');
    const body = valid(listing.id, { message: 'Sent several times at once' });
    const answers = await Promise.all(
      ['one', 'two', 'three', 'four'].map((alias) =>
        inquire({ ...body, email: uniqueEmail(alias) }, { headers: renter.headers }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await inquiriesAbout(listing.id)).toHaveLength(1);
  });

  it('allows 5 inquiries per 10 minutes per address, then 429 with Retry-After', async () => {
    const { listing } = await landlordListing();
    const from = nextAddress();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await inquire(valid(listing.id), { from })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const limited = await inquire(valid(listing.id), { from });
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(limited.json().message).toMatch(/^Too many attempts\./);
    expect(await inquiriesAbout(listing.id)).toHaveLength(5);
    expect((await inquire(valid(listing.id))).statusCode).toBe(201);
  });
});
