// Merging duplicate listings: suggestions by each reason (address and unit, similar text, same photos) scored and
// paged, the merge moving every related record (counted per table before and after) with the favourite and
// view conflicts resolved, the merged listing removed and redirected (301), undo restoring everything, undo
// refused after 30 days and twice, cross-company merges refused, validation, and renters and landlords refused.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import {
  auditEvents,
  dismissedRecommendations,
  favouriteListings,
  inquiries,
  leads,
  listingDailyStats,
  listingMerges,
  listingPhotos,
  listingRedirects,
  listings,
  listingViews,
  photoFingerprints,
} from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createCompany, createListing, createPlace, type TestPlace } from '../../test/listing-factories.ts';
import { hashQuarters } from '../account-reviews/photo-hash.ts';
import { similarTextPairs, textSimilarity } from './text-pairs.ts';

let t: TestApp;
let support: Record<string, string>;
let place: TestPlace;
const DAY = 24 * 60 * 60_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const fr = (headers: Record<string, string>) => ({ ...headers, 'accept-language': 'fr' });

/** The web app's shell, so the server answers the public pages (and their redirects) as HTML. */
let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'rentals-merge-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>T</title></head><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({ env: { WEB_DIST: webDir } });
  support = (await t.loginAs('Support')).headers;
  place = await createPlace(t.db, { cityName: 'Mergeville' });
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

const suggestions = async (companyId: number, query = '') =>
  t.call('GET', `/api/support/company/${companyId}/merge-suggestions${query}`, { headers: support });
const merge = (companyId: number, listingIds: unknown, headers = support) =>
  t.call('POST', `/api/support/company/${companyId}/listing-merges`, { headers, body: { listingIds } });
const undo = (companyId: number, mergeId: number, headers = support) =>
  t.call('POST', `/api/support/company/${companyId}/listing-merges/${mergeId}/undo`, { headers, body: {} });

interface Pair {
  score: number;
  reasons: { kind: string; similarity?: number }[];
  kept: { id: number };
  merged: { id: number };
}
const pairOf = (data: Pair[], a: number, b: number) =>
  data.find((p) => (p.kept.id === a && p.merged.id === b) || (p.kept.id === b && p.merged.id === a));

describe('suggested pairs', () => {
  it('pairs the same normalised address and unit, not another unit or another company', async () => {
    const company = await createCompany(t.db);
    const other = await createCompany(t.db);
    const a = await createListing(t.db, place, {
      companyId: company.id,
      title: 'Sunny corner loft',
      description: 'Hardwood floors and a view of the park.',
      streetAddress: '12 Maple Street',
      unit: 'Apt. 4',
      firstListedAt: ago(40),
    });
    const b = await createListing(t.db, place, {
      companyId: company.id,
      title: 'Renovated suite near transit',
      description: 'Quiet building, laundry in the basement.',
      streetAddress: '12 maple st',
      unit: '#4',
      firstListedAt: ago(3),
    });
    await createListing(t.db, place, {
      companyId: company.id,
      title: 'Basement bachelor',
      description: 'Separate entrance.',
      streetAddress: '12 Maple Street',
      unit: '5',
    });
    await createListing(t.db, place, { companyId: other.id, streetAddress: '12 Maple Street', unit: '4' });

    const res = await suggestions(company.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.company).toEqual({ id: company.id, name: company.name });
    expect(body.data).toHaveLength(1);
    const [pair] = body.data as Pair[];
    expect(pair?.reasons).toEqual([{ kind: 'address' }]);
    expect(pair?.score).toBe(50);
    // The older listing (first listed 40 days ago) is the one kept.
    expect(pair?.kept.id).toBe(a.id);
    expect(pair?.merged.id).toBe(b.id);
    expect(body.data[0].kept).toMatchObject({
      streetAddress: '12 Maple Street',
      leads: 0,
      favourites: 0,
      city: 'Mergeville',
    });
    expect(body.meta).toMatchObject({ currentPage: 1, total: 1 });
  });

  it('pairs similar titles or descriptions in the same city and bedrooms, not different ones', async () => {
    const company = await createCompany(t.db);
    const description = 'Bright two bedroom apartment with balcony, dishwasher, in-suite laundry and parking included.';
    const a = await createListing(t.db, place, {
      companyId: company.id,
      title: 'Bright 2 bedroom with balcony on Elm',
      description,
      streetAddress: '40 Elm Avenue',
    });
    const b = await createListing(t.db, place, {
      companyId: company.id,
      title: 'Bright 2 bedroom with balcony - Elm',
      description: `${description} Available now.`,
      streetAddress: '42 Elm Ave',
    });
    // Same text, different bedrooms: not a duplicate.
    await createListing(t.db, place, {
      companyId: company.id,
      title: 'Bright 2 bedroom with balcony on Elm',
      description,
      streetAddress: '44 Elm Avenue',
      beds: 3,
    });
    const res = await suggestions(company.id);
    const data = res.json().data as Pair[];
    expect(data).toHaveLength(1);
    const pair = pairOf(data, a.id, b.id);
    expect(pair?.reasons.map((r) => r.kind)).toEqual(['text']);
    expect(pair?.reasons[0]?.similarity).toBeGreaterThanOrEqual(0.6);
    expect(pair?.score).toBeGreaterThan(20);
  });

  it('pairs listings sharing a photo by perceptual hash, strongest first, paged', async () => {
    const company = await createCompany(t.db);
    const make = (title: string, street: string, description: string) =>
      createListing(t.db, place, { companyId: company.id, title, streetAddress: street, description, photos: 1 });
    const a = await make('Garden flat', '1 First Road', 'Cosy garden level home.');
    const b = await make('Garden flat', '99 Other Boulevard', 'Skylights everywhere.');
    // Different titles and addresses: not suggested, though they share a photo and a templated description
    // (the demo's 227 pages of score-50 pairs).
    const x = await make('Sunny studio near the park', '5 Pine Street', 'Cosy garden level home.');
    const y = await make('Family house with yard', '800 Birch Road', 'Cosy garden level home.');
    const c = await make('Condo with gym', '7 Lake Drive', 'Concierge and gym.');
    const d = await make('Condo with gym', '7 Lake Dr', 'Concierge and gym.');
    const hash = 0x1234_5678_9abc_def0n;
    const fingerprint = async (listingId: number, value: bigint) => {
      const [photo] = await t.db.select().from(listingPhotos).where(eq(listingPhotos.listingId, listingId));
      const [q0, q1, q2, q3] = hashQuarters(value);
      await t.db
        .insert(photoFingerprints)
        .values({ listingPhotoId: photo?.id ?? 0, listingId, hash: value, q0, q1, q2, q3 });
    };
    await fingerprint(a.id, hash);
    await fingerprint(b.id, hash ^ 0b101n); // two bits apart: the same photo re-encoded
    await fingerprint(c.id, 0x0f0f_0f0f_0f0f_0f0fn);
    await fingerprint(d.id, 0x7777_0000_3333_1111n); // far from c's
    await fingerprint(x.id, 0x0123_4567_89ab_cdefn);
    await fingerprint(y.id, 0x0123_4567_89ab_cdefn);

    const res = await suggestions(company.id, '?perPage=1');
    const body = res.json();
    expect(body.meta).toMatchObject({ total: 2, perPage: 1, lastPage: 2 });
    // c and d: same address and the same text (50 + 40) before a and b's same title and one shared photo (40 + 25).
    expect(body.data[0].kept.id).toBe(c.id);
    expect(body.data[0].reasons.map((r: { kind: string }) => r.kind)).toEqual(['address', 'text']);
    const second = (await suggestions(company.id, '?perPage=1&page=2')).json();
    expect(second.data[0]).toMatchObject({
      score: 65,
      reasons: [
        { kind: 'text', similarity: 1 },
        { kind: 'photos', count: 1 },
      ],
    });
    expect(pairOf(second.data, a.id, b.id)).toBeDefined();
    expect((await suggestions(company.id, '?perPage=1&page=3')).json()).toMatchObject({ data: [], meta: { total: 2 } });
  });

  it('leaves removed listings out and answers 404 for an unknown company, 422 for a bad page', async () => {
    const company = await createCompany(t.db);
    await createListing(t.db, place, { companyId: company.id, streetAddress: '5 Gone Street' });
    await createListing(t.db, place, { companyId: company.id, streetAddress: '5 Gone St', status: 'removed' });
    expect((await suggestions(company.id)).json().data).toEqual([]);
    expect((await suggestions(999_999)).statusCode).toBe(404);
    const bad = await suggestions(company.id, '?perPage=500');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('perPage');
  });
});

describe('text similarity and addresses', () => {
  it('measures similarity as pg_trgm does, without comparing every pair', async () => {
    const texts = [
      'Bright 2 bedroom with balcony on Elm',
      'Bright 2-bedroom, balcony, Elm St.',
      'Appartement ensoleillé près du métro, 2 chambres',
      'Appartement ensoleille pres du metro 2 chambres',
      'Spacious basement studio',
      'a',
    ];
    for (const a of texts) {
      for (const b of texts) {
        if (a >= b) continue;
        const [row] = await queryRows<{ similarity: number }>(
          t.db,
          sql`select similarity(${a}, ${b})::float8 as similarity`,
        );
        const ours = textSimilarity(a, b);
        expect(ours, `${a} / ${b}`).toBeCloseTo(row?.similarity ?? -1, 5);
      }
    }
    // The pairs above the threshold are found without comparing every pair.
    const found = similarTextPairs(
      texts.map((text, i) => ({ id: i + 1, group: 'g', text })),
      0.6,
    );
    const expected = texts.flatMap((a, i) =>
      texts.flatMap((b, j) => (i < j && textSimilarity(a, b) >= 0.6 ? [`${i + 1}-${j + 1}`] : [])),
    );
    expect(expected).toContain('3-4');
    expect([...found.keys()].sort()).toEqual(expected.sort());
    expect(found.get('3-4')).toBeCloseTo(textSimilarity(texts[2] ?? '', texts[3] ?? ''), 5);
    // Never across groups; a boilerplate shared by many listings is not followed.
    expect(
      similarTextPairs(
        [
          { id: 1, group: 'a', text: 'same' },
          { id: 2, group: 'b', text: 'same' },
        ],
        0.6,
      ).size,
    ).toBe(0);
    const boilerplate = Array.from({ length: 60 }, (_, i) => ({
      id: i + 1,
      group: 'g',
      text: 'Managed by Maple Property Management',
    }));
    expect(similarTextPairs(boilerplate, 0.6).size).toBe(0);
  });

  it('treats street words, directions and unit prefixes alike', async () => {
    const company = await createCompany(t.db);
    const a = await createListing(t.db, place, {
      companyId: company.id,
      title: 'Corner suite',
      description: 'Lake view.',
      streetAddress: '88 Queens Quay West',
      unit: '1204',
    });
    const b = await createListing(t.db, place, {
      companyId: company.id,
      title: 'Two bedrooms with parking',
      description: 'In-suite laundry.',
      streetAddress: '88 Queens Quay W.',
      unit: 'Unit 1204',
    });
    const data = (await suggestions(company.id)).json().data as Pair[];
    expect(pairOf(data, a.id, b.id)?.reasons).toEqual([{ kind: 'address' }]);
  });
});

/** Two duplicates of one company with a lead, favourites, views, dismissals and daily stats on each. */
async function duplicatesWithActivity() {
  const company = await createCompany(t.db);
  const kept = await createListing(t.db, place, {
    companyId: company.id,
    streetAddress: '300 Harbour Street',
    firstListedAt: ago(60),
    viewCount: 10,
    inquiryCount: 1,
  });
  const merged = await createListing(t.db, place, {
    companyId: company.id,
    streetAddress: '300 Harbour St',
    firstListedAt: ago(2),
    viewCount: 7,
    inquiryCount: 2,
    externalFeedId: `PMS-${Date.now()}`,
  });
  const both = await t.createUser();
  const onlyMerged = await t.createUser();
  const inquiry = async (listingId: number) => {
    const [row] = await t.db
      .insert(inquiries)
      .values({ listingId, name: 'Renter', email: 'renter@example.test', message: 'Still available?' })
      .returning();
    if (!row) throw new Error('no inquiry');
    await t.db.insert(leads).values({ inquiryId: row.id, listingId, companyId: company.id });
  };
  await inquiry(kept.id);
  await inquiry(merged.id);
  await inquiry(merged.id);
  await t.db.insert(favouriteListings).values([
    { userId: both.id, listingId: kept.id, notifiedRent: 2_000_00 },
    { userId: both.id, listingId: merged.id, notifiedRent: 1_900_00 },
    { userId: onlyMerged.id, listingId: merged.id, notifiedRent: 2_000_00 },
  ]);
  await t.db.insert(listingViews).values([
    { userId: both.id, listingId: kept.id, views: 3 },
    { userId: both.id, listingId: merged.id, views: 2 },
    { userId: onlyMerged.id, listingId: merged.id, views: 5 },
  ]);
  await t.db.insert(dismissedRecommendations).values([{ userId: onlyMerged.id, listingId: merged.id }]);
  await t.db.insert(listingDailyStats).values([
    { listingId: kept.id, day: '2026-11-01', views: 4, favourites: 1, inquiries: 1 },
    { listingId: merged.id, day: '2026-11-01', views: 3, favourites: 1, inquiries: 0 },
    { listingId: merged.id, day: '2026-11-02', views: 6, favourites: 1, inquiries: 2 },
  ]);
  return { company, kept, merged, both, onlyMerged };
}

/** Rows per table on each listing, and the listings' counters and status. */
async function census(keptId: number, mergedId: number) {
  const on = async (table: typeof inquiries | typeof leads | typeof favouriteListings | typeof listingViews) => {
    const rows = await t.db
      .select({ listingId: table.listingId })
      .from(table)
      .where(inArray(table.listingId, [keptId, mergedId]));
    return {
      kept: rows.filter((r) => r.listingId === keptId).length,
      merged: rows.filter((r) => r.listingId === mergedId).length,
    };
  };
  const dismissed = await t.db
    .select()
    .from(dismissedRecommendations)
    .where(inArray(dismissedRecommendations.listingId, [keptId, mergedId]));
  const stats = await t.db
    .select()
    .from(listingDailyStats)
    .where(inArray(listingDailyStats.listingId, [keptId, mergedId]))
    .orderBy(listingDailyStats.listingId, listingDailyStats.day);
  const views = await t.db
    .select({ userId: listingViews.userId, listingId: listingViews.listingId, views: listingViews.views })
    .from(listingViews)
    .where(inArray(listingViews.listingId, [keptId, mergedId]))
    .orderBy(listingViews.listingId, listingViews.userId);
  const counters = await t.db
    .select({
      id: listings.id,
      status: listings.status,
      viewCount: listings.viewCount,
      inquiryCount: listings.inquiryCount,
      externalFeedId: listings.externalFeedId,
    })
    .from(listings)
    .where(inArray(listings.id, [keptId, mergedId]))
    .orderBy(listings.id);
  return {
    inquiries: await on(inquiries),
    leads: await on(leads),
    favourites: await on(favouriteListings),
    views,
    dismissed: dismissed.map((r) => r.listingId === keptId),
    stats: stats.map((s) => ({
      kept: s.listingId === keptId,
      day: s.day,
      views: s.views,
      favourites: s.favourites,
      inquiries: s.inquiries,
    })),
    counters,
  };
}

describe('merging', () => {
  it('moves every related record onto the older listing, resolves conflicts, removes and redirects the newer', async () => {
    const { company, kept, merged, both } = await duplicatesWithActivity();
    const before = await census(kept.id, merged.id);
    expect(before.inquiries).toEqual({ kept: 1, merged: 2 });
    expect(before.favourites).toEqual({ kept: 1, merged: 2 });

    // Passed newest first: the server still keeps the older one.
    const res = await merge(company.id, [merged.id, kept.id]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(`Listing ${merged.id} was merged into listing ${kept.id}.`);
    expect(body.merge).toMatchObject({
      kept: { id: kept.id },
      merged: { id: merged.id },
      reasons: expect.arrayContaining([{ kind: 'address' }]),
      moved: { inquiries: 2, leads: 2, favourites: 2, views: 2 },
      undoable: true,
      undoneAt: null,
    });

    const after = await census(kept.id, merged.id);
    expect(after.inquiries).toEqual({ kept: 3, merged: 0 });
    expect(after.leads).toEqual({ kept: 3, merged: 0 });
    // The renter who favourited both keeps one favourite; the other's moved.
    expect(after.favourites).toEqual({ kept: 2, merged: 0 });
    const bothFavourites = await t.db.select().from(favouriteListings).where(eq(favouriteListings.userId, both.id));
    expect(bothFavourites.map((f) => f.listingId)).toEqual([kept.id]);
    // Views: the renter who viewed both has one row with both counts.
    expect(after.views.every((v) => v.listingId === kept.id)).toBe(true);
    expect(after.views.find((v) => v.userId === both.id)?.views).toBe(5);
    expect(after.dismissed).toEqual([true]);
    expect(after.stats).toEqual([
      { kept: true, day: '2026-11-01', views: 7, favourites: 2, inquiries: 1 },
      { kept: true, day: '2026-11-02', views: 6, favourites: 1, inquiries: 2 },
    ]);
    // The feed entry of the merged listing now updates the kept one (which had no feed id).
    expect(after.counters).toEqual([
      { id: kept.id, status: 'active', viewCount: 17, inquiryCount: 3, externalFeedId: merged.externalFeedId },
      { id: merged.id, status: 'removed', viewCount: 0, inquiryCount: 0, externalFeedId: null },
    ]);
    const [keptRow] = await t.db.select().from(listings).where(eq(listings.id, kept.id));
    expect(keptRow?.firstListedAt?.toISOString()).toBe(kept.firstListedAt?.toISOString());

    // Audited, in the same transaction.
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.resource, 'listings'), inArray(auditEvents.recordId, [String(kept.id), String(merged.id)])),
      );
    expect(events.map((e) => e.action).sort()).toEqual(['merge', 'update']);

    // The merged listing's page answers a 301 to the kept one.
    const redirects = await t.db.select().from(listingRedirects).where(eq(listingRedirects.fromListingId, merged.id));
    expect(redirects).toHaveLength(1);
    const province = place.province.slug;
    const page = await t.app.inject({ method: 'GET', url: `/rentals/${province}/mergeville/x-${merged.id}` });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(`/rentals/${province}/mergeville/${kept.slug}-${kept.id}`);
    const resolved = await t.call('GET', `/api/resolve?path=/fr/rentals/${province}/mergeville/x-${merged.id}`);
    expect(resolved.json()).toMatchObject({ type: 'redirect' });

    // Listed in the company's history; no longer suggested.
    const history = await t.call('GET', `/api/support/company/${company.id}/listing-merges`, { headers: support });
    expect(history.json().data).toHaveLength(1);
    expect(history.json().data[0]).toMatchObject({ id: body.merge.id, undoable: true });
    expect((await suggestions(company.id)).json().data).toEqual([]);
  });

  it('undo within 30 days puts everything back and restores the merged listing', async () => {
    const { company, kept, merged } = await duplicatesWithActivity();
    const before = await census(kept.id, merged.id);
    const mergeId = (await merge(company.id, [kept.id, merged.id])).json().merge.id as number;
    const res = await undo(company.id, mergeId);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain(`listing ${merged.id} is back`);
    expect(res.json().merge).toMatchObject({ undoable: false });
    expect(res.json().merge.undoneAt).not.toBeNull();
    expect(await census(kept.id, merged.id)).toEqual(before);
    expect(await t.db.select().from(listingRedirects).where(eq(listingRedirects.fromListingId, merged.id))).toEqual([]);
    const [undoEvent] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'undo-merge'), eq(auditEvents.recordId, String(kept.id))));
    expect(undoEvent).toBeDefined();

    // Twice: refused, clearly.
    const again = await undo(company.id, mergeId, fr(support));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Cette fusion a déjà été annulée.');
    // And the pair can be merged again.
    expect((await merge(company.id, [kept.id, merged.id])).statusCode).toBe(200);
  });

  it('refuses an undo after 30 days, in English and French', async () => {
    const { company, kept, merged } = await duplicatesWithActivity();
    const mergeId = (await merge(company.id, [kept.id, merged.id])).json().merge.id as number;
    await t.db
      .update(listingMerges)
      .set({ createdAt: ago(31) })
      .where(eq(listingMerges.id, mergeId));
    const history = await t.call('GET', `/api/support/company/${company.id}/listing-merges`, { headers: support });
    expect(history.json().data[0]).toMatchObject({ id: mergeId, undoable: false });
    const res = await undo(company.id, mergeId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This merge is more than 30 days old: it can no longer be undone.');
    expect((await undo(company.id, mergeId, fr(support))).json().message).toBe(
      'Cette fusion date de plus de 30 jours : elle ne peut plus être annulée.',
    );
    const [row] = await t.db.select().from(listings).where(eq(listings.id, merged.id));
    expect(row?.status).toBe('removed');
  });

  it('refuses undoing a merge whose kept listing was merged since, until that one is undone', async () => {
    const company = await createCompany(t.db);
    const a = await createListing(t.db, place, { companyId: company.id, firstListedAt: ago(30) });
    const b = await createListing(t.db, place, { companyId: company.id, firstListedAt: ago(20) });
    const c = await createListing(t.db, place, { companyId: company.id, firstListedAt: ago(10) });
    const r1 = await merge(company.id, [b.id, c.id]);
    const first = r1.json().merge.id as number; // c into b
    const second = (await merge(company.id, [a.id, b.id])).json().merge.id as number; // b into a
    // c's page follows both hops to a.
    const page = await t.app.inject({ method: 'GET', url: `/rentals/${place.province.slug}/mergeville/x-${c.id}` });
    expect({ status: page.statusCode, location: page.headers.location }).toEqual({
      status: 301,
      location: expect.stringContaining(`-${a.id}`),
    });
    const refused = await undo(company.id, first);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('undo that merge first');
    expect((await undo(company.id, second)).statusCode).toBe(200);
    expect((await undo(company.id, first)).statusCode).toBe(200);
    const statuses = await t.db
      .select({ status: listings.status })
      .from(listings)
      .where(inArray(listings.id, [a.id, b.id, c.id]));
    expect(statuses.map((s) => s.status)).toEqual(['active', 'active', 'active']);
  });

  it('refuses another company, the same listing twice, a removed listing and a malformed body', async () => {
    const company = await createCompany(t.db);
    const other = await createCompany(t.db);
    const mine = await createListing(t.db, place, { companyId: company.id });
    const theirs = await createListing(t.db, place, { companyId: other.id });
    const removed = await createListing(t.db, place, { companyId: company.id, status: 'removed' });

    const cross = await merge(company.id, [mine.id, theirs.id]);
    expect(cross.statusCode).toBe(403);
    expect(cross.json().message).toBe(`Listing ${theirs.id} does not belong to this company.`);
    // Both of the other company, merged through this company's page: refused too.
    const theirs2 = await createListing(t.db, place, { companyId: other.id });
    expect((await merge(company.id, [theirs.id, theirs2.id])).statusCode).toBe(403);
    expect((await merge(company.id, [mine.id, 999_999])).statusCode).toBe(404);
    expect((await merge(999_999, [mine.id, theirs.id])).statusCode).toBe(404);

    const same = await merge(company.id, [mine.id, mine.id]);
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toHaveProperty('listingIds');
    const gone = await merge(company.id, [mine.id, removed.id], fr(support));
    expect(gone.statusCode).toBe(422);
    expect(gone.json().message).toContain(`L’annonce ${removed.id} est retirée`);
    const malformed = await merge(company.id, 'nope');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toHaveProperty('listingIds');
    expect((await merge(company.id, [mine.id])).statusCode).toBe(422);

    // Nothing was written by any refusal.
    const written = await t.db.select().from(listingMerges).where(eq(listingMerges.companyId, company.id));
    expect(written).toEqual([]);

    // Another company's merge, undone through this company's page: 404.
    const o1 = await createListing(t.db, place, { companyId: other.id });
    const otherMerge = (await merge(other.id, [theirs2.id, o1.id])).json().merge.id as number;
    expect((await undo(company.id, otherMerge)).statusCode).toBe(404);
    expect((await undo(other.id, otherMerge)).statusCode).toBe(200);
  });
});

describe('access', () => {
  it('refuses renters and landlords on every route, and asks anonymous callers to sign in', async () => {
    const company = await createCompany(t.db);
    const a = await createListing(t.db, place, { companyId: company.id });
    const b = await createListing(t.db, place, { companyId: company.id });
    const mergeId = (await merge(company.id, [a.id, b.id])).json().merge.id as number;
    const routes: [string, string][] = [
      ['GET', `/api/support/company/${company.id}/merge-suggestions`],
      ['GET', `/api/support/company/${company.id}/listing-merges`],
      ['POST', `/api/support/company/${company.id}/listing-merges`],
      ['POST', `/api/support/company/${company.id}/listing-merges/${mergeId}/undo`],
    ];
    const renter = (await t.loginAs('Renter')).headers;
    const landlord = (await t.loginAs('Landlord')).headers;
    const admin = (await t.loginAs('Site Administrator')).headers;
    for (const [method, url] of routes) {
      const body = method === 'POST' ? { listingIds: [a.id, b.id] } : undefined;
      expect((await t.call(method as 'GET', url, { headers: renter, body })).statusCode).toBe(403);
      expect((await t.call(method as 'GET', url, { headers: landlord, body })).statusCode).toBe(403);
      const anonymous = await t.app.inject({ method: method as 'GET', url, headers: await t.csrf(), payload: body });
      expect(anonymous.statusCode).toBe(401);
    }
    // The Site Administrator holds Merge Listings too.
    expect((await t.call('GET', routes[1]?.[1] ?? '', { headers: admin })).statusCode).toBe(200);
    // Nothing changed for the refused calls: still one merge, not undone.
    const rows = await queryRows<{ undone: boolean }>(
      t.db,
      sql`select undone_at is not null as undone from listing_merges where company_id = ${company.id}`,
    );
    expect(rows).toEqual([{ undone: false }]);
  });
});
