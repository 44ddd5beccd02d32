// Feeds (issue 16 section 3): the /admin/feeds resource (permissions, URL/format/schedule validation in English and
// French), runs against a local HTTP server (let through by FEED_ALLOWED_HOSTS): added/updated/unchanged/failed
// counts, a second unchanged run writing nothing, the removal guard stopping and support confirming, a dry run
// writing nothing, a run from an uploaded file, a run aborted part-way and completed by the next without a
// double, a feed URL on a private address recorded as a failed run, the logs and failing feeds, 403s.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cities, feedItems, feedRuns, feeds, listingPhotos, listings, provinces } from '../../db/schema/index.ts';
import { seedDemoFeeds } from '../../db/seed/demo-feeds.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createCompany } from '../../test/listing-factories.ts';
import { failingFeeds } from './failing-feeds.ts';
import { BATCH_SIZE, defaultRunHooks, runSettings, SimulatedCrash } from './feed-run-settings.ts';
import { dueFeeds, loadFeed, startRun } from './feed-runs.service.ts';

let t: TestApp;
let server: Server;
let base: string;
let admin: Record<string, string>;
let support: Record<string, string>;
let renter: Record<string, string>;
let landlord: Record<string, string>;
const documents = new Map<string, string | Buffer>();

const HEADER = 'external_id,title,street_address,unit,city,province,postal_code,rent,beds,baths';
const row = (id: string, rent = 1850, title = `Unit ${id}`) =>
  `${id},${title},${100 + Number(id.replace(/\D/g, '') || 0)} King St W,,Toronto,ON,M5H 1A1,${rent},2,1`;
const csv = (...rows: string[]) => `${HEADER}\n${rows.join('\n')}\n`;

async function serve(path: string, body: string | Buffer) {
  documents.set(path, body);
  return `${base}${path}`;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const body = documents.get(request.url ?? '');
    if (body === undefined) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': typeof body === 'string' ? 'text/csv' : 'image/png' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  t = await buildTestApp({ env: { FEED_ALLOWED_HOSTS: `127.0.0.1:${port}` } });
  admin = (await t.loginAs('Site Administrator')).headers;
  support = (await t.loginAs('Support')).headers;
  renter = (await t.loginAs('Renter')).headers;
  landlord = (await t.loginAs('Landlord')).headers;
  const [province] = await t.db
    .insert(provinces)
    .values({ country: 'CA', code: 'ON', name: 'Ontario', slug: 'ontario', kind: 'province' })
    .returning();
  await t.db
    .insert(cities)
    .values({ name: 'Toronto', slug: 'toronto', provinceId: province?.id as number, lat: 43.65, lng: -79.38 });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  defaultRunHooks.afterBatch = undefined;
  runSettings.bulkThreshold = 5_000;
});

async function newFeed(overrides: Record<string, unknown> = {}) {
  const company = await createCompany(t.db);
  const res = await t.call('POST', '/api/admin/feeds', {
    headers: admin,
    body: { companyId: company.id, name: 'PMS export', url: `${base}/none.csv`, format: 'csv', ...overrides },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as number, companyId: company.id };
}

async function setUrl(feedId: number, url: string) {
  await t.db.update(feeds).set({ url }).where(eq(feeds.id, feedId));
}

async function run(feedId: number, dryRun = false) {
  const res = await t.call('POST', `/api/admin/feeds/${feedId}/run`, { headers: admin, body: { dryRun } });
  expect(res.statusCode, res.body).toBe(202);
  return res.json().run;
}

const companyListings = (companyId: number) =>
  t.db
    .select({
      id: listings.id,
      externalFeedId: listings.externalFeedId,
      status: listings.status,
      rent: listings.rent,
      updatedAt: listings.updatedAt,
    })
    .from(listings)
    .where(eq(listings.companyId, companyId))
    .orderBy(listings.externalFeedId);

describe('the feeds resource', () => {
  it('creates, reads, lists and updates a feed with its rules and defaults', async () => {
    const feed = await newFeed({
      schedule: 'daily',
      scheduleHour: 4,
      defaults: { rentalType: 'condo', furnished: true },
      missingAction: 'leave',
      maxRemovalPercent: 20,
    });
    const read = await t.call('GET', `/api/admin/feeds/${feed.id}`, { headers: admin });
    expect(read.json()).toMatchObject({
      format: 'csv',
      schedule: 'daily',
      scheduleHour: 4,
      enabled: true,
      defaults: { rentalType: 'condo', furnished: true },
      missingAction: 'leave',
      maxRemovalPercent: 20,
      listingCount: 0,
      lastRunStatus: null,
      failingStreak: 0,
    });
    const patch = await t.call('PATCH', `/api/admin/feeds/${feed.id}`, { headers: admin, body: { enabled: false } });
    expect(patch.statusCode, patch.body).toBe(200);
    const list = await t.call('GET', `/api/admin/feeds?companyId=${feed.companyId}`, { headers: admin });
    expect(list.json().data).toHaveLength(1);
    expect(list.json().data[0]).toMatchObject({ id: feed.id, enabled: false });
  });

  it('refuses a URL that is not http(s), an unknown format, schedule or company, in English and French', async () => {
    const company = await createCompany(t.db);
    const bad = await t.call('POST', '/api/admin/feeds', {
      headers: admin,
      body: { companyId: company.id, name: 'x', url: 'ftp://feeds.example/a.csv', format: 'json', schedule: 'weekly' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['format', 'schedule', 'url']);
    // Named by the form's label, not "path" (a menu item's `url`).
    expect(bad.json().errors.url).toEqual(['The feed URL field must be a valid URL.']);
    const empty = await t.call('POST', '/api/admin/feeds', {
      headers: admin,
      body: { companyId: company.id, name: 'x', url: '  ', format: 'csv' },
    });
    expect(empty.json().errors.url).toEqual(['The feed URL field is required.']);
    const fr = await t.call('POST', '/api/admin/feeds', {
      headers: { ...admin, 'accept-language': 'fr' },
      body: { companyId: company.id, name: 'x', url: 'javascript:alert(1)', format: 'csv' },
    });
    expect(fr.statusCode).toBe(422);
    expect(fr.json().errors.url[0]).toMatch(/URL du flux.*valide/);
    expect(fr.json().errors.url[0]).not.toMatch(/chemin/);
    const noCompany = await t.call('POST', '/api/admin/feeds', {
      headers: admin,
      body: { companyId: 99_999_999, name: 'x', url: 'https://feeds.example/a.csv', format: 'csv' },
    });
    expect(noCompany.statusCode).toBe(422);
    expect(noCompany.json().errors.companyId).toBeDefined();
    const percent = await t.call('POST', '/api/admin/feeds', {
      headers: admin,
      body: {
        companyId: company.id,
        name: 'x',
        url: 'https://feeds.example/a.csv',
        format: 'csv',
        maxRemovalPercent: 101,
      },
    });
    expect(percent.statusCode).toBe(422);
  });

  it('is refused to support (no viewFeeds), renters and landlords; the logs to renters and landlords', async () => {
    const feed = await newFeed();
    for (const headers of [support, renter, landlord]) {
      expect((await t.call('GET', '/api/admin/feeds', { headers })).statusCode).toBe(403);
      expect((await t.call('POST', `/api/admin/feeds/${feed.id}/run`, { headers, body: {} })).statusCode).toBe(403);
      expect((await t.call('POST', `/api/admin/feeds/${feed.id}/runs/1/confirm`, { headers })).statusCode).toBe(403);
    }
    for (const headers of [renter, landlord]) {
      expect((await t.call('GET', '/api/support/feed-logs', { headers })).statusCode).toBe(403);
      expect((await t.call('GET', `/api/support/feed-logs/${feed.id}`, { headers })).statusCode).toBe(403);
    }
    expect((await t.call('GET', '/api/support/feed-logs')).statusCode).toBe(401);
  });
});

describe('a feed run', () => {
  it('adds, then changes nothing on an unchanged second run, then updates what changed', async () => {
    const feed = await newFeed();
    await setUrl(
      feed.id,
      await serve('/a.csv', csv(row('A1'), row('A2'), row('A3'), 'A4,No rent,1 Main St,,Toronto,ON,M5H 1A1,,2,1')),
    );
    const first = await run(feed.id);
    expect(first).toMatchObject({ status: 'succeeded', added: 3, updated: 0, unchanged: 0, failed: 1, source: 'url' });
    const before = await companyListings(feed.companyId);
    expect(before.map((l) => [l.externalFeedId, l.status])).toEqual([
      ['A1', 'active'],
      ['A2', 'active'],
      ['A3', 'active'],
    ]);

    const second = await run(feed.id);
    expect(second).toMatchObject({ status: 'succeeded', added: 0, updated: 0, unchanged: 3, paused: 0, failed: 1 });
    const after = await companyListings(feed.companyId);
    expect(after.map((l) => l.updatedAt.getTime())).toEqual(before.map((l) => l.updatedAt.getTime()));

    await serve('/a.csv', csv(row('A1'), row('A2', 2100), row('A3')));
    const third = await run(feed.id);
    expect(third).toMatchObject({ added: 0, updated: 1, unchanged: 2, failed: 0 });
    expect((await companyListings(feed.companyId)).find((l) => l.externalFeedId === 'A2')?.rent).toBe(2100_00);

    // The log: the first run's failed entry with its line and reason.
    const log = await t.call('GET', `/api/support/feed-logs/${feed.id}`, { headers: support });
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().runs.data.map((r: { added: number }) => r.added)).toEqual([0, 0, 3]);
    expect(log.json().feed.lastRun).toMatchObject({ updated: 1 });
    const failures = await t.call('GET', `/api/support/feed-logs/${feed.id}/runs/${first.id}/failures`, {
      headers: support,
    });
    expect(failures.json().data).toEqual([
      expect.objectContaining({ position: 'line 5', externalId: 'A4', reason: expect.stringMatching(/rent/i) }),
    ]);
    expect(failures.json().meta.total).toBe(1);
  });

  it('stops for confirmation before pausing more than the share, and pauses on confirm; a listing back is active again', async () => {
    const feed = await newFeed();
    await setUrl(feed.id, await serve('/b.csv', csv(row('B1'), row('B2'), row('B3'))));
    await run(feed.id);
    await serve('/b.csv', csv(row('B1')));
    const stopped = await run(feed.id);
    expect(stopped).toMatchObject({ status: 'awaiting-confirmation', pendingPause: 2, paused: 0 });
    expect((await companyListings(feed.companyId)).every((l) => l.status === 'active')).toBe(true);

    // A landlord or support cannot confirm; an admin can.
    expect(
      (await t.call('POST', `/api/admin/feeds/${feed.id}/runs/${stopped.id}/confirm`, { headers: landlord }))
        .statusCode,
    ).toBe(403);
    const confirmed = await t.call('POST', `/api/admin/feeds/${feed.id}/runs/${stopped.id}/confirm`, {
      headers: admin,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().run).toMatchObject({ status: 'succeeded', paused: 2 });
    expect((await companyListings(feed.companyId)).map((l) => l.status)).toEqual(['active', 'paused', 'paused']);
    // Confirming twice: 409.
    expect(
      (await t.call('POST', `/api/admin/feeds/${feed.id}/runs/${stopped.id}/confirm`, { headers: admin })).statusCode,
    ).toBe(409);

    await serve('/b.csv', csv(row('B1'), row('B2'), row('B3')));
    const back = await run(feed.id);
    expect(back).toMatchObject({ status: 'succeeded', updated: 2, unchanged: 1 });
    expect((await companyListings(feed.companyId)).every((l) => l.status === 'active')).toBe(true);
  });

  it('pauses within the share without asking, leaves listings alone under the "leave" rule, and cancels a stop', async () => {
    const feed = await newFeed({ maxRemovalPercent: 50 });
    await setUrl(feed.id, await serve('/c.csv', csv(row('C1'), row('C2'), row('C3'))));
    await run(feed.id);
    await serve('/c.csv', csv(row('C1'), row('C2')));
    expect(await run(feed.id)).toMatchObject({ status: 'succeeded', paused: 1 });

    const leave = await newFeed({ missingAction: 'leave' });
    await setUrl(leave.id, await serve('/d.csv', csv(row('D1'), row('D2'))));
    await run(leave.id);
    await serve('/d.csv', csv(row('D1')));
    expect(await run(leave.id)).toMatchObject({ status: 'succeeded', paused: 0 });

    const guarded = await newFeed();
    await setUrl(guarded.id, await serve('/e.csv', csv(row('E1'), row('E2'))));
    await run(guarded.id);
    await serve('/e.csv', csv());
    const stopped = await run(guarded.id);
    expect(stopped.status).toBe('awaiting-confirmation');
    const cancelled = await t.call('POST', `/api/admin/feeds/${guarded.id}/runs/${stopped.id}/cancel`, {
      headers: admin,
    });
    expect(cancelled.json().run).toMatchObject({ status: 'cancelled', paused: 0 });
    expect((await companyListings(guarded.companyId)).every((l) => l.status === 'active')).toBe(true);
  });

  it('dry run: the same counts and failures, nothing written', async () => {
    const feed = await newFeed();
    await setUrl(feed.id, await serve('/f.csv', csv(row('F1'), row('F2'), 'F3,Bad,1 Main St,,Atlantis,ON,,1000,1,1')));
    const dry = await run(feed.id, true);
    expect(dry).toMatchObject({ status: 'succeeded', dryRun: true, added: 2, failed: 1 });
    expect(await companyListings(feed.companyId)).toEqual([]);
    const items = await t.db.select().from(feedItems).where(eq(feedItems.feedId, feed.id));
    expect(items).toEqual([]);
    const failures = await t.call('GET', `/api/support/feed-logs/${feed.id}/runs/${dry.id}/failures`, {
      headers: support,
    });
    expect(failures.json().data[0].reason).toMatch(/Unknown city "Atlantis"/);
  });

  it('runs from an uploaded file through the upload path', async () => {
    const feed = await newFeed();
    const boundary = `----feed-${randomBytes(6).toString('hex')}`;
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="export.csv"\r\nContent-Type: text/csv\r\n\r\n` +
        `${csv(row('U1'), row('U2'))}\r\n--${boundary}--\r\n`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/feeds/${feed.id}/upload`,
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().run).toMatchObject({ source: 'upload', status: 'succeeded', added: 2 });
    expect(await companyListings(feed.companyId)).toHaveLength(2);
    // No file: 422 naming it.
    const none = await t.call('POST', `/api/admin/feeds/${feed.id}/upload`, { headers: admin, body: {} });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.file).toBeDefined();
  });

  it('a run killed part-way is completed by the next one, with nothing lost and nothing doubled', async () => {
    const feed = await newFeed();
    const count = BATCH_SIZE * 2 + 100;
    const rows = Array.from({ length: count }, (_, i) => row(`K${i}`, 1000 + i));
    await setUrl(feed.id, await serve('/k.csv', csv(...rows)));
    defaultRunHooks.afterBatch = (batch) => {
      if (batch === 1) throw new SimulatedCrash('killed');
    };
    runSettings.bulkThreshold = 200;
    await expect(
      startRun(t.app, await loadFeed(t.db, feed.id), { source: 'url', dryRun: false }),
    ).rejects.toBeInstanceOf(SimulatedCrash);
    defaultRunHooks.afterBatch = undefined;
    const [crashed] = await t.db.select().from(feedRuns).where(eq(feedRuns.feedId, feed.id));
    expect(crashed).toMatchObject({ status: 'running', processed: BATCH_SIZE, added: BATCH_SIZE });
    expect(await companyListings(feed.companyId)).toHaveLength(BATCH_SIZE);

    // While its heartbeat is fresh, the run counts as alive: a second start is refused.
    const busy = await t.call('POST', `/api/admin/feeds/${feed.id}/run`, { headers: admin, body: {} });
    expect(busy.statusCode).toBe(409);

    // Later (the worker is dead), the next start takes the same run over and completes it.
    await t.db
      .update(feedRuns)
      .set({ heartbeatAt: sql`now() - interval '1 hour'` })
      .where(eq(feedRuns.id, crashed?.id as number));
    const resumed = await run(feed.id);
    expect(resumed).toMatchObject({ id: crashed?.id, status: 'succeeded', added: count, processed: count, failed: 0 });
    const all = await companyListings(feed.companyId);
    expect(all).toHaveLength(count);
    expect(new Set(all.map((l) => l.externalFeedId)).size).toBe(count);
    // Large enough for the bulk path (trigger off, the feed's search rows written at the end): all searchable.
    const [indexed] = await t.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from listing_search s join listings l on l.id = s.id where l.company_id = ${feed.companyId}`,
      )
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(Number(indexed?.n)).toBe(count);
  });

  it('records a feed URL on a private or link-local address as a failed run with the reason, and flags a failing feed', async () => {
    const feed = await newFeed({ url: 'http://127.0.0.1:1/feed.csv' });
    const refused = await run(feed.id);
    expect(refused.status).toBe('failed');
    expect(refused.error).toMatch(/could not be fetched/);
    await setUrl(feed.id, 'http://169.254.169.254/latest/meta-data');
    expect((await run(feed.id)).status).toBe('failed');
    expect((await failingFeeds(t.db)).map((f) => f.id)).not.toContain(feed.id);
    expect((await run(feed.id)).status).toBe('failed');
    const failing = await failingFeeds(t.db);
    expect(failing.find((f) => f.id === feed.id)).toMatchObject({ failingStreak: 3 });

    const logs = await t.call('GET', '/api/support/feed-logs?failing=true', { headers: support });
    expect(logs.statusCode, logs.body).toBe(200);
    expect(logs.json().data.map((f: { id: number }) => f.id)).toContain(feed.id);
    expect(logs.json().data.find((f: { id: number }) => f.id === feed.id)).toMatchObject({
      failing: true,
      lastRun: { status: 'failed' },
    });

    // A good run ends the streak.
    await setUrl(feed.id, await serve('/g.csv', csv(row('G1'))));
    expect((await run(feed.id)).status).toBe('succeeded');
    expect((await failingFeeds(t.db)).map((f) => f.id)).not.toContain(feed.id);
  });
});

describe('feed photos', () => {
  it('downloads new photos through the guard and the upload path, once; a refused one is skipped', async () => {
    const feed = await newFeed();
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3f7fcf' } })
      .png()
      .toBuffer();
    const photo = await serve('/p1.png', png);
    const withPhotos = (id: string) =>
      `external_id,title,street_address,city,province,rent,beds,baths,photo_urls\n` +
      `${id},Bright unit,1 King St W,Toronto,ON,1500,1,1,${photo}|http://10.0.0.1/private.png\n`;
    await setUrl(feed.id, await serve('/photos.csv', withPhotos('P1')));
    expect(await run(feed.id)).toMatchObject({ status: 'succeeded', added: 1 });
    const [listing] = await companyListings(feed.companyId);
    const photos = await t.db
      .select()
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, listing?.id as number));
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatchObject({ position: 0, width: 640, height: 480 });
    // The next run does not download it again.
    await run(feed.id);
    expect(
      await t.db
        .select()
        .from(listingPhotos)
        .where(eq(listingPhotos.listingId, listing?.id as number)),
    ).toHaveLength(1);
  });
});

describe('the schedule', () => {
  it('finds the feeds whose schedule is due', async () => {
    const hourly = await newFeed({ schedule: 'hourly' });
    const manual = await newFeed({ schedule: 'manual' });
    const daily = await newFeed({ schedule: 'daily', scheduleHour: 3 });
    const at = new Date('2030-01-01T05:00:00Z');
    let due = await dueFeeds(t.db, at);
    expect(due).toContain(hourly.id);
    expect(due).toContain(daily.id);
    expect(due).not.toContain(manual.id);
    await t.db.insert(feedRuns).values({ feedId: hourly.id, source: 'schedule', status: 'succeeded' });
    await t.db
      .update(feedRuns)
      .set({ createdAt: new Date('2030-01-01T04:30:00Z') })
      .where(and(eq(feedRuns.feedId, hourly.id)));
    due = await dueFeeds(t.db, at);
    expect(due).not.toContain(hourly.id);
    expect(await dueFeeds(t.db, new Date('2030-01-01T02:00:00Z'))).not.toContain(daily.id);
  });
});

describe('the demo seed', () => {
  it('adds two feeds with past runs, one of them failing, once', async () => {
    await t.db.delete(feeds);
    expect(await seedDemoFeeds(t.db)).toBe(2);
    expect(await seedDemoFeeds(t.db)).toBe(0);
    const logs = await t.call('GET', '/api/support/feed-logs', { headers: support });
    expect(logs.json().data).toHaveLength(2);
    expect(logs.json().data[0]).toMatchObject({ failing: true, failingStreak: 3, lastRun: { status: 'failed' } });
    expect(logs.json().data[1]).toMatchObject({ failing: false, lastRun: { status: 'succeeded', failed: 1 } });
  });
});
