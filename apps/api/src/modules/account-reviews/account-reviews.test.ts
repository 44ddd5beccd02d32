// Account reviews: the queue (new landlords queued, flagged accounts, open first and oldest first, filters),
// each fraud signal firing and not firing, the detail with its evidence, the three decisions and their effects
// (audit, the outbox, suspension signing out and hiding listings), validation, 404/409, and renters and
// landlords refused on every route.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import {
  accessTokens,
  accountReviews,
  auditEvents,
  listingPhotos,
  listings,
  outboundEmails,
  photoFingerprints,
  users,
} from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, uniqueEmail } from '../../test/build-app.ts';
import { createListing, createPlace, type TestPlace } from '../../test/listing-factories.ts';
import { flagAccountForReview } from './flag-account.ts';
import {
  fingerprintMissingPhotos,
  fingerprintOf,
  fingerprintSourceKey,
  hammingDistance,
  photoHashOf,
  saveFingerprint,
} from './photo-hash.ts';
import { computeSignals, DESCRIPTION_HASH, PHONE_DIGITS, REUSED_TEXT_MIN_LENGTH } from './signals.ts';

let t: TestApp;
let support: Record<string, string>;
let supportId: number;
let renter: Record<string, string>;
let landlordHeaders: Record<string, string>;
const base = '/api/support/account-reviews';
const SYSTEM = { audit: { actor: null } };

beforeAll(async () => {
  t = await buildTestApp();
  const agent = await t.loginAs('Support');
  support = agent.headers;
  supportId = agent.user.id;
  renter = (await t.loginAs('Renter')).headers;
  landlordHeaders = (await t.loginAs('Landlord')).headers;
});
afterAll(() => t.close());

async function landlord(overrides: Parameters<TestApp['createUser']>[0] = {}) {
  return t.createUser({ roles: ['Landlord'], companyName: `Rentals ${Math.random()}`, ...overrides });
}

const kindsOf = async (userId: number) => (await computeSignals(t.db, userId)).signals.map((s) => s.kind);

async function reviewIdOf(userId: number): Promise<number> {
  const [row] = await t.db.select().from(accountReviews).where(eq(accountReviews.userId, userId));
  if (!row) throw new Error('no review');
  return row.id;
}

// First, on empty tables: with rows from the other tests the planner may rightly prefer another index.
describe('the signal queries', () => {
  /** The plan of a query with sequential scans priced out: an index the expression fits is used. */
  async function plan(query: SQL): Promise<string> {
    return t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${query}`);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }

  it('read the indexes made for them (city medians, description hashes, suspended phones, photo quarters)', async () => {
    expect(
      await plan(sql`select percentile_cont(0.5) within group (order by rent) from listings o
                     where o.status = 'active' and o.city_id = 1 and o.beds = 2`),
    ).toContain('listings_city_beds_rent_idx');
    expect(
      await plan(sql`select id from listings o where ${DESCRIPTION_HASH('o')} = md5('x')
                     and length(o.description) >= ${sql.raw(String(REUSED_TEXT_MIN_LENGTH))}`),
    ).toContain('listings_description_hash_idx');
    expect(
      await plan(sql`select id from users where ${PHONE_DIGITS('phone')} in ('5145550177')
                     and status = 'suspended' and phone is not null`),
    ).toContain('users_suspended_phone_idx');
    const quarters = await plan(sql`select listing_photo_id from photo_fingerprints p
                                    where p.q0 = 1 or p.q1 = 2 or p.q2 = 3 or p.q3 = 4`);
    for (const index of ['q0', 'q1', 'q2', 'q3']) expect(quarters).toContain(`photo_fingerprints_${index}_idx`);
  });
});

describe('flagAccountForReview', () => {
  it('queues an account once, adds each reason, and reopens an approved account', async () => {
    const user = await landlord();
    await flagAccountForReview(t.db, { userId: user.id, reason: 'listing-removed', note: 'Report 4', ...SYSTEM });
    await flagAccountForReview(t.db, { userId: user.id, reason: 'listing-removed', ...SYSTEM });
    const rows = await t.db.select().from(accountReviews).where(eq(accountReviews.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('waiting');
    expect(rows[0]?.origin).toBe('flagged');
    expect(rows[0]?.reasons.map((r) => r.reason)).toEqual(['listing-removed', 'listing-removed']);
    expect(rows[0]?.reasons[0]?.note).toBe('Report 4');

    await t.db.update(accountReviews).set({ status: 'approved' }).where(eq(accountReviews.userId, user.id));
    await flagAccountForReview(t.db, { userId: user.id, reason: 'manual', ...SYSTEM });
    const [again] = await t.db.select().from(accountReviews).where(eq(accountReviews.userId, user.id));
    expect(again?.status).toBe('waiting');
    const flags = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resource, 'account-reviews'), eq(auditEvents.recordId, String(again?.id))));
    expect(flags.filter((e) => e.action === 'flag')).toHaveLength(3);
  });
});

describe('signals', () => {
  let place: TestPlace;
  beforeAll(async () => {
    place = await createPlace(t.db);
    const market = await landlord();
    for (const rent of [1_900_00, 2_000_00, 2_000_00, 2_100_00, 2_200_00]) {
      await createListing(t.db, place, { ownerId: market.id, rent, beds: 2 });
    }
  });

  it('rent far below the median of its city and bedrooms, with the numbers', async () => {
    const cheap = await landlord();
    const fair = await landlord();
    const studio = await landlord();
    await createListing(t.db, place, { ownerId: cheap.id, rent: 800_00, beds: 2, title: 'Too good' });
    await createListing(t.db, place, { ownerId: fair.id, rent: 1_500_00, beds: 2 });
    // No other studio in the city: no median to compare with. The median counts every active listing (7 here).
    await createListing(t.db, place, { ownerId: studio.id, rent: 300_00, beds: 0 });
    const { signals } = await computeSignals(t.db, cheap.id);
    const low = signals.find((s) => s.kind === 'lowRent');
    expect(low?.evidence).toMatchObject({
      threshold: 50,
      listings: [{ title: 'Too good', rent: 800_00, median: 2_000_00, sample: 7, percent: 40 }],
    });
    expect(await kindsOf(fair.id)).not.toContain('lowRent');
    expect(await kindsOf(studio.id)).not.toContain('lowRent');
  });

  it('photos already used by another account (Hamming distance), not a different photo', async () => {
    const copier = await landlord();
    const original = await landlord();
    const honest = await landlord();
    const mine = await createListing(t.db, place, { ownerId: copier.id, photos: 1 });
    const theirs = await createListing(t.db, place, { ownerId: original.id, photos: 1 });
    const own = await createListing(t.db, place, { ownerId: honest.id, photos: 1 });
    const sharer = await landlord();
    const shared = await createListing(t.db, place, { ownerId: sharer.id, photos: 1 });
    const photoOf = async (listingId: number) =>
      (await t.db.select().from(listingPhotos).where(eq(listingPhotos.listingId, listingId)))[0]?.id as number;
    for (const listing of [mine, theirs, own]) {
      await t.db
        .update(listingPhotos)
        .set({ storageKey: `reviews/${listing.id}` })
        .where(eq(listingPhotos.listingId, listing.id));
    }
    // The very same stored file as theirs (one upload, e.g. demo data): not a copy.
    await t.db
      .update(listingPhotos)
      .set({ storageKey: `reviews/${theirs.id}` })
      .where(eq(listingPhotos.listingId, shared.id));
    const hash = 0x1234_5678_9abc_def0n;
    await saveFingerprint(t.db, { listingPhotoId: await photoOf(shared.id), listingId: shared.id }, hash);
    await saveFingerprint(t.db, { listingPhotoId: await photoOf(mine.id), listingId: mine.id }, hash ^ 0b101n);
    await saveFingerprint(t.db, { listingPhotoId: await photoOf(theirs.id), listingId: theirs.id }, hash);
    // 16 bits away from both: another photo.
    await saveFingerprint(t.db, { listingPhotoId: await photoOf(own.id), listingId: own.id }, hash ^ 0x0f0f_0f0fn);
    const { signals } = await computeSignals(t.db, copier.id);
    const photos = signals.find((s) => s.kind === 'reusedPhotos');
    expect(photos?.evidence.maxDistance).toBe(3);
    expect(photos?.evidence.matches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          listingId: mine.id,
          otherListingId: theirs.id,
          otherUserId: original.id,
          distance: 2,
        }),
        expect.objectContaining({ listingId: mine.id, otherListingId: shared.id, otherUserId: sharer.id, distance: 2 }),
      ]),
    );
    expect(await kindsOf(honest.id)).not.toContain('reusedPhotos');
    // The sharer's photo matches the copier's copy, but not the very same file of the original's listing.
    const sharerPhotos = (await computeSignals(t.db, sharer.id)).signals.find((s) => s.kind === 'reusedPhotos');
    const others =
      sharerPhotos?.kind === 'reusedPhotos' ? sharerPhotos.evidence.matches.map((m) => m.otherListingId) : [];
    expect(others).toEqual([mine.id]);
  });

  it('description text reused across accounts (normalised), but not a short or a different one', async () => {
    const text =
      'Sunny two bedroom apartment with a large balcony, steps from the metro, heating and hot water included.';
    const reuser = await landlord();
    const author = await landlord();
    const other = await landlord();
    const short = await landlord();
    await createListing(t.db, place, { ownerId: author.id, description: text });
    const copy = await createListing(t.db, place, {
      ownerId: reuser.id,
      description: `  ${text.toUpperCase().replace(/,/g, ' ;')}\n`,
    });
    await createListing(t.db, place, { ownerId: other.id, description: `${text} Parking available.` });
    await createListing(t.db, place, { ownerId: short.id, description: 'Bright unit close to transit.' });
    const { signals } = await computeSignals(t.db, reuser.id);
    expect(signals.find((s) => s.kind === 'reusedText')?.evidence).toMatchObject({
      matches: [{ listingId: copy.id, otherUserId: author.id }],
    });
    expect(await kindsOf(other.id)).not.toContain('reusedText');
    expect(await kindsOf(short.id)).not.toContain('reusedText');
  });

  it('contact email or phone shared with a suspended account, not with an active one', async () => {
    const banned = await landlord({ phone: '(514) 555-0177', status: 'suspended' });
    const active = await landlord({ phone: '514 555 0188' });
    const byPhone = await landlord();
    const byEmail = await landlord();
    const clean = await landlord();
    await createListing(t.db, place, { ownerId: byPhone.id, contactPhone: '514-555-0177' });
    await createListing(t.db, place, { ownerId: byEmail.id, contactEmail: banned.email.toUpperCase() });
    await createListing(t.db, place, { ownerId: clean.id, contactPhone: '514.555.0188' });
    const phone = (await computeSignals(t.db, byPhone.id)).signals.find((s) => s.kind === 'sharedContact');
    expect(phone?.evidence).toEqual({
      matches: [{ otherUserId: banned.id, otherUserEmail: banned.email, match: 'phone', value: '5145550177' }],
    });
    const email = (await computeSignals(t.db, byEmail.id)).signals.find((s) => s.kind === 'sharedContact');
    expect(email?.evidence).toMatchObject({ matches: [{ otherUserId: banned.id, match: 'email' }] });
    expect(await kindsOf(clean.id)).not.toContain('sharedContact');
    expect(active.status).toBe('active');
  });

  it('many listings in the first hour after sign-up', async () => {
    const burst = await landlord();
    const steady = await landlord();
    const inHour = (user: { createdAt: Date }, minutes: number) =>
      new Date(user.createdAt.getTime() + minutes * 60_000);
    for (let i = 0; i < 5; i += 1)
      await createListing(t.db, place, { ownerId: burst.id, createdAt: inHour(burst, 10 + i) });
    for (let i = 0; i < 4; i += 1)
      await createListing(t.db, place, { ownerId: steady.id, createdAt: inHour(steady, 10) });
    await createListing(t.db, place, { ownerId: steady.id, createdAt: inHour(steady, 90) });
    const { signals } = await computeSignals(t.db, burst.id);
    expect(signals.find((s) => s.kind === 'firstHourBurst')?.evidence).toEqual({ count: 5, threshold: 5 });
    expect(await kindsOf(steady.id)).not.toContain('firstHourBurst');
  });

  it('a disposable email domain', async () => {
    const throwaway = await landlord({ email: `someone.${Date.now()}@mailinator.com` });
    const regular = await landlord();
    const { signals, score } = await computeSignals(t.db, throwaway.id);
    expect(signals).toEqual([{ kind: 'disposableEmail', weight: 15, evidence: { domain: 'mailinator.com' } }]);
    expect(score).toBe(15);
    expect(await kindsOf(regular.id)).toEqual([]);
  });
});

describe('photo fingerprints', () => {
  it('are computed for photos without one from their stored variant, and missing files are skipped', async () => {
    const place = await createPlace(t.db);
    const owner = await landlord();
    const listing = await createListing(t.db, place, { ownerId: owner.id });
    const image = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } })
      .composite([
        {
          input: Buffer.from('<svg width="200" height="150"><circle cx="80" cy="60" r="50" fill="#fff"/></svg>'),
          left: 20,
          top: 30,
        },
      ])
      .webp()
      .toBuffer();
    const key = `reviews/test-${Date.now()}`;
    await t.app.storage.put(fingerprintSourceKey(key), image, 'image/webp');
    const [stored, missing] = await t.db
      .insert(listingPhotos)
      .values([
        { listingId: listing.id, position: 0, storageKey: key, width: 400, height: 300 },
        { listingId: listing.id, position: 1, storageKey: `${key}-gone`, width: 400, height: 300 },
      ])
      .returning();
    const ids = [stored?.id as number, missing?.id as number];
    expect(await fingerprintMissingPhotos(t.db, t.app.storage, { listingPhotoIds: ids })).toBe(1);
    const rows = await t.db.select().from(photoFingerprints).where(inArray(photoFingerprints.listingPhotoId, ids));
    expect(rows).toHaveLength(1);
    expect(await fingerprintOf(t.db, stored?.id as number)).toBe(await photoHashOf(image));
    expect(await fingerprintOf(t.db, missing?.id as number)).toBeNull();
    // Already done: nothing more to do.
    expect(await fingerprintMissingPhotos(t.db, t.app.storage, { listingPhotoIds: ids })).toBe(0);
  });
});

describe('photos attached by landlords', () => {
  async function attachImage(owner: Awaited<ReturnType<TestApp['loginAs']>>, listingId: number, image: Buffer) {
    const boundary = `----reviews-${Date.now()}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?kind=listing-photo',
      headers: { ...owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const attached = await t.call('POST', `/api/landlord/listings/${listingId}/photos`, {
      headers: owner.headers,
      body: { uploadId: upload.json().id },
    });
    expect(attached.statusCode, attached.body).toBe(201);
    return attached.json().photo.id as number;
  }

  it('are fingerprinted at once through the upload path, and a re-encoded copy by another account is caught', async () => {
    const place = await createPlace(t.db);
    const alice = await t.loginAs('Landlord');
    const mallory = await t.loginAs('Landlord');
    const aliceListing = await createListing(t.db, place, { ownerId: alice.user.id, companyId: alice.user.companyId });
    const malloryListing = await createListing(t.db, place, {
      ownerId: mallory.user.id,
      companyId: mallory.user.companyId,
    });
    // A photo-like picture: 24x16 blocks of seeded greys and colours, smoothed (flat synthetic images are not).
    let state = 42;
    const random = () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return Math.floor((state / 2 ** 31) * 256);
    };
    const blocks = Buffer.from(Array.from({ length: 24 * 16 * 3 }, random));
    const image = await sharp(blocks, { raw: { width: 24, height: 16, channels: 3 } })
      .resize(1200, 800, { kernel: 'cubic' })
      .blur(3)
      .jpeg({ quality: 90 })
      .toBuffer();
    const copy = await sharp(image).resize(900).jpeg({ quality: 55 }).toBuffer();
    const original = await attachImage(alice, aliceListing.id, image);
    const copied = await attachImage(mallory, malloryListing.id, copy);
    const [a, b] = [await fingerprintOf(t.db, original), await fingerprintOf(t.db, copied)];
    expect(a).not.toBeNull();
    expect(hammingDistance(a as bigint, b as bigint)).toBeLessThanOrEqual(3);
    const { signals } = await computeSignals(t.db, mallory.user.id);
    expect(signals.find((s) => s.kind === 'reusedPhotos')?.evidence).toMatchObject({
      matches: [{ listingId: malloryListing.id, otherListingId: aliceListing.id, otherUserId: alice.user.id }],
    });
  });
});

describe('the queue', () => {
  it('queues new landlords, lists open reviews first and oldest first, filters by status and signal', async () => {
    const older = await landlord({ email: `older.${Date.now()}@mailinator.com` });
    const newer = await landlord();
    const renterUser = await t.createUser({ roles: ['Renter'] });
    await t.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 5 * 86_400_000) })
      .where(eq(users.id, older.id));
    // Too old to be new: not queued unless flagged.
    const veteran = await landlord();
    await t.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 90 * 86_400_000) })
      .where(eq(users.id, veteran.id));

    const res = await t.call('GET', `${base}?status=all&perPage=100`, { headers: support });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const ids = body.data.map((r: { user: { id: number } }) => r.user.id);
    expect(ids).toContain(newer.id);
    expect(ids).not.toContain(veteran.id);
    expect(ids).not.toContain(renterUser.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    const row = body.data.find((r: { user: { id: number } }) => r.user.id === older.id);
    expect(row).toMatchObject({
      status: 'waiting',
      origin: 'new_landlord',
      score: 15,
      signalKinds: ['disposableEmail'],
    });

    const filtered = (await t.call('GET', `${base}?signal=disposableEmail&perPage=100`, { headers: support })).json();
    expect(filtered.data.map((r: { user: { id: number } }) => r.user.id)).toContain(older.id);
    expect(filtered.data.map((r: { user: { id: number } }) => r.user.id)).not.toContain(newer.id);

    // Decided reviews come after the open ones, and leave the default (open) list.
    await t.call('POST', `${base}/${await reviewIdOf(older.id)}/approve`, { headers: support, body: {} });
    const all = (await t.call('GET', `${base}?status=all&perPage=100`, { headers: support })).json();
    const statuses = all.data.map((r: { status: string }) => r.status);
    expect(statuses.indexOf('approved')).toBeGreaterThan(statuses.lastIndexOf('waiting'));
    const open = (await t.call('GET', `${base}?perPage=100`, { headers: support })).json();
    expect(open.data.map((r: { user: { id: number } }) => r.user.id)).not.toContain(older.id);
    const approved = (await t.call('GET', `${base}?status=approved&perPage=100`, { headers: support })).json();
    expect(approved.data.map((r: { user: { id: number } }) => r.user.id)).toContain(older.id);
  });

  it('refuses an unknown filter with the field named, in English and French', async () => {
    const res = await t.call('GET', `${base}?status=maybe&signal=vibes&sort=email`, { headers: support });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['status', 'signal', 'sort']));
    const fr = await t.call('GET', `${base}?page=0`, { headers: { ...support, 'accept-language': 'fr' } });
    expect(fr.statusCode).toBe(422);
    expect(fr.json().errors.page).toBeDefined();
  });
});

describe('a review and its decisions', () => {
  it('shows the account, its listings, reasons and signals with evidence; 404 for an unknown id', async () => {
    const place = await createPlace(t.db);
    const user = await landlord({ phone: '416 555 0199' });
    const listing = await createListing(t.db, place, { ownerId: user.id, title: 'Review me' });
    await flagAccountForReview(t.db, { userId: user.id, reason: 'listing-removed', note: 'scam report', ...SYSTEM });
    const id = await reviewIdOf(user.id);
    const res = await t.call('GET', `${base}/${id}`, { headers: support });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      id,
      status: 'waiting',
      origin: 'flagged',
      user: { id: user.id, email: user.email, phone: '416 555 0199' },
      listings: [{ id: listing.id, title: 'Review me' }],
      reasons: [{ reason: 'listing-removed', note: 'scam report' }],
      decidedBy: null,
    });
    expect(JSON.stringify(detail)).not.toMatch(/passwordHash|password_hash|totp/i);
    expect((await t.call('GET', `${base}/999999`, { headers: support })).statusCode).toBe(404);
  });

  it('approve: who decided and when, audited, 409 once decided', async () => {
    const user = await landlord();
    await flagAccountForReview(t.db, { userId: user.id, reason: 'manual', ...SYSTEM });
    const id = await reviewIdOf(user.id);
    const res = await t.call('POST', `${base}/${id}/approve`, { headers: support, body: { note: 'ID checked' } });
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await t.call('GET', `${base}/${id}`, { headers: support })).json();
    expect(detail).toMatchObject({ status: 'approved', decidedBy: { id: supportId }, decisionNote: 'ID checked' });
    expect(detail.decidedAt).toBeTruthy();
    const again = await t.call('POST', `${base}/${id}/approve`, {
      headers: { ...support, 'accept-language': 'fr' },
      body: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/décision/);
    const history = (await t.call('GET', `${base}/${id}/history`, { headers: support })).json();
    expect(history.data.map((e: { action: string }) => e.action)).toEqual(['approve', 'flag']);
    expect(history.data[0].actorId).toBe(supportId);
  });

  it("ask for documents: the agent's message emailed through the outbox; a message is required", async () => {
    const user = await landlord({ locale: 'fr' });
    await flagAccountForReview(t.db, { userId: user.id, reason: 'manual', ...SYSTEM });
    const id = await reviewIdOf(user.id);
    const empty = await t.call('POST', `${base}/${id}/request-documents`, { headers: support, body: { message: ' ' } });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['message']);
    const res = await t.call('POST', `${base}/${id}/request-documents`, {
      headers: support,
      body: { message: 'Please send a copy of your lease & ID <b>.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [email] = await t.db.select().from(outboundEmails).where(eq(outboundEmails.to, user.email));
    expect(email?.subject).toBe('Documents demandés pour votre compte');
    expect(email?.text).toContain('> Please send a copy of your lease & ID <b>.');
    expect(email?.html).toContain('&lt;b&gt;');
    const [row] = await t.db.select().from(accountReviews).where(eq(accountReviews.id, id));
    expect(row).toMatchObject({ status: 'documents_requested', decidedById: supportId });
    // Still open: it can be approved or suspended afterwards.
    expect((await t.call('POST', `${base}/${id}/approve`, { headers: support, body: {} })).statusCode).toBe(200);
  });

  it('suspend: the user suspended and signed out, every listing hidden from search; staff accounts refused', async () => {
    const place = await createPlace(t.db);
    const target = await t.loginAs('Landlord');
    const active = await createListing(t.db, place, { ownerId: target.user.id });
    const draft = await createListing(t.db, place, { ownerId: target.user.id, status: 'draft' });
    await flagAccountForReview(t.db, { userId: target.user.id, reason: 'manual', ...SYSTEM });
    const id = await reviewIdOf(target.user.id);
    expect((await t.call('GET', '/api/user', { headers: target.headers })).statusCode).toBe(200);

    const res = await t.call('POST', `${base}/${id}/suspend`, { headers: support, body: { note: 'Stolen photos' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().hidden).toBe(2);
    const [user] = await t.db.select().from(users).where(eq(users.id, target.user.id));
    expect(user?.status).toBe('suspended');
    expect(await t.db.select().from(accessTokens).where(eq(accessTokens.userId, target.user.id))).toEqual([]);
    expect((await t.call('GET', '/api/user', { headers: target.headers })).statusCode).toBe(401);
    const held = await t.db
      .select()
      .from(listings)
      .where(inArray(listings.id, [active.id, draft.id]));
    expect(held.map((l) => l.status).sort()).toEqual(['draft', 'paused']);
    expect(held.every((l) => l.moderationHoldAt)).toBe(true);
    const search = (await t.call('GET', `/api/listings?cityId=${place.city.id}`)).json();
    expect(search.listings).toEqual([]);
    const history = (await t.call('GET', `${base}/${id}/history`, { headers: support })).json();
    expect(history.data[0]).toMatchObject({ action: 'suspend', actorId: supportId });
    expect(history.data[0].changes.listingsHidden.new).toBe(2);

    const staff = await t.createUser({ roles: ['Support'] });
    await flagAccountForReview(t.db, { userId: staff.id, reason: 'manual', ...SYSTEM });
    const refused = await t.call('POST', `${base}/${await reviewIdOf(staff.id)}/suspend`, {
      headers: support,
      body: {},
    });
    expect(refused.statusCode).toBe(422);
    const [still] = await t.db.select().from(users).where(eq(users.id, staff.id));
    expect(still?.status).toBe('active');
  });
});

describe('access', () => {
  it('refuses renters and landlords (403) and anonymous callers (401) on every route', async () => {
    const user = await landlord();
    await flagAccountForReview(t.db, { userId: user.id, reason: 'manual', ...SYSTEM });
    const id = await reviewIdOf(user.id);
    const routes: [string, string, unknown?][] = [
      ['GET', base],
      ['GET', `${base}/${id}`],
      ['GET', `${base}/${id}/history`],
      ['POST', `${base}/${id}/approve`, {}],
      ['POST', `${base}/${id}/request-documents`, { message: 'Send ID' }],
      ['POST', `${base}/${id}/suspend`, {}],
    ];
    for (const [method, url, body] of routes) {
      for (const headers of [renter, landlordHeaders]) {
        const res = await t.call(method as 'GET', url, { headers, body });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await t.call(method as 'GET', url, { body })).statusCode).toBeOneOf([401, 419]);
    }
    const [row] = await t.db.select().from(accountReviews).where(eq(accountReviews.id, id));
    expect(row?.status).toBe('waiting');
    expect(uniqueEmail).toBeTypeOf('function');
  });
});
