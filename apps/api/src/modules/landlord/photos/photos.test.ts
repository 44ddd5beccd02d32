// A landlord's listing photos: files through the real upload path (multipart, images made by sharp at test
// time), attached by upload id; the 40-photo limit (also under parallel attaches), bad files and other
// people's uploads, ownership (a second landlord gets 404 on every endpoint), reorder and alt text validation,
// delete with renumbering and file clean-up, audit and activity rows.
import { randomBytes } from 'node:crypto';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, landlordActivities, listingPhotos, uploads } from '../../../db/schema/index.ts';
import { uploadsDirOf } from '../../../lib/images.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createListing, createPlace, type TestPlace } from '../../../test/listing-factories.ts';

type Landlord = Awaited<ReturnType<TestApp['loginAs']>>;
type Headers = Record<string, string>;

let t: TestApp;
let alice: Landlord;
let bob: Landlord;
let place: TestPlace;

beforeAll(async () => {
  t = await buildTestApp();
  alice = await t.loginAs('Landlord', { companyName: 'Alice Rentals' });
  bob = await t.loginAs('Landlord', { companyName: 'Bob Properties' });
  place = await createPlace(t.db, { cityName: 'Toronto' });
});
afterAll(() => t.close());

const fr = (headers: Headers) => ({ ...headers, 'accept-language': 'fr' });
const photosUrl = (listingId: number) => `/api/landlord/listings/${listingId}/photos`;

function listingOf(owner: Landlord, photos = 0) {
  return createListing(t.db, place, { companyId: owner.user.companyId, ownerId: owner.user.id, photos });
}

async function uploadFile(headers: Headers, filename: string, data: Buffer, kind = 'listing-photo') {
  const boundary = `----photos-test-${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/uploads?kind=${kind}`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const jpeg = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: '#3b7db5' } })
    .jpeg()
    .toBuffer();

/** A real upload of kind listing-photo by `owner`; its id and storage key. */
async function uploaded(owner: Landlord, kind = 'listing-photo') {
  const res = await uploadFile(owner.headers, 'room.jpg', await jpeg(), kind);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; key: string };
}

const attach = (owner: Landlord, listingId: number, uploadId: unknown, headers: Headers = owner.headers) =>
  t.call('POST', photosUrl(listingId), { headers, body: { uploadId } });

const positions = async (listingId: number) =>
  (
    await t.db
      .select({ id: listingPhotos.id, position: listingPhotos.position })
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, listingId))
      .orderBy(asc(listingPhotos.position))
  ).map((row) => [row.id, row.position]);

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe('GET landlord/listings/{id}/photos', () => {
  it('lists the photos by position with their WebP variants and the limit', async () => {
    const listing = await listingOf(alice, 3);
    const res = await t.call('GET', photosUrl(listing.id), { headers: alice.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.max).toBe(40);
    expect(body.photos.map((p: { position: number }) => p.position)).toEqual([0, 1, 2]);
    expect(body.photos[0]).toMatchObject({
      url: '/uploads/demo/photo-1-800.webp',
      thumbnailUrl: '/uploads/demo/photo-1-400.webp',
      srcSet: expect.stringContaining('-1600.webp 1600w'),
    });
  });
});

describe('POST landlord/listings/{id}/photos', () => {
  it('attaches the caller’s upload as the last photo, audited and in the activity feed', async () => {
    const listing = await listingOf(alice, 2);
    const upload = await uploaded(alice);
    const res = await attach(alice, listing.id, upload.id);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.photo).toMatchObject({ position: 2, alt: '', width: 640, height: 480 });
    expect(body.photo.url).toBe(`/uploads/${upload.key}-800.webp`);
    expect(body.photos).toHaveLength(3);

    const [activity] = await t.db
      .select()
      .from(landlordActivities)
      .where(and(eq(landlordActivities.listingId, listing.id), eq(landlordActivities.kind, 'photo-added')));
    expect(activity).toMatchObject({ companyId: alice.user.companyId, actorId: alice.user.id });
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resource, 'listing-photos'), eq(auditEvents.recordId, String(body.photo.id))));
    expect(event).toMatchObject({ action: 'create', actorId: alice.user.id });

    // The public page shows it (the listing is active).
    const publicPhotos = (await t.call('GET', `/api/listing/${listing.id}/photos`)).json().photos;
    expect(publicPhotos.at(-1).url).toBe(`/uploads/${upload.key}-800.webp`);
  });

  it('refuses a 41st photo with a 422 naming the limit, in English and French', async () => {
    const listing = await listingOf(alice, 39);
    expect((await attach(alice, listing.id, (await uploaded(alice)).id)).statusCode).toBe(201);
    const extra = await uploaded(alice);
    const refused = await attach(alice, listing.id, extra.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'A listing can have at most 40 photos.',
      errors: { photos: ['A listing can have at most 40 photos.'] },
    });
    const inFrench = await attach(alice, listing.id, extra.id, fr(alice.headers));
    expect(inFrench.json().message).toBe('Une annonce peut avoir au plus 40 photos.');
    expect(await positions(listing.id)).toHaveLength(40);
  });

  it('lets only one of two parallel attaches take the 40th place', async () => {
    const listing = await listingOf(alice, 39);
    const [first, second] = await Promise.all([uploaded(alice), uploaded(alice)]);
    const answers = await Promise.all([attach(alice, listing.id, first?.id), attach(alice, listing.id, second?.id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 422]);
    const rows = await positions(listing.id);
    expect(rows.map(([, position]) => position)).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });

  it('refuses a text file named .jpg at the upload route, before any listing sees it', async () => {
    const res = await uploadFile(alice.headers, 'room.jpg', Buffer.from('not a photo at all\n'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file[0]).toBe('The file "room.jpg" is not an accepted type (JPEG, PNG, WebP, GIF, AVIF).');
  });

  it("refuses someone else's upload, another kind, an unknown id, a reused upload and a bad body", async () => {
    const listing = await listingOf(alice);
    const bobs = await uploaded(bob);
    const logo = await uploaded(alice, 'company-logo');
    for (const uploadId of [bobs.id, logo.id, 999_999]) {
      const res = await attach(alice, listing.id, uploadId);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ uploadId: ['The selected upload id is invalid.'] });
    }
    const mine = await uploaded(alice);
    expect((await attach(alice, listing.id, mine.id)).statusCode).toBe(201);
    const again = await attach(alice, (await listingOf(alice)).id, mine.id);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toHaveProperty('uploadId');
    for (const body of [{}, { uploadId: 'abc' }, { uploadId: 1, extra: true }]) {
      const res = await t.call('POST', photosUrl(listing.id), { headers: alice.headers, body });
      expect(res.statusCode).toBe(422);
    }
    expect(await positions(listing.id)).toHaveLength(1);
  });
});

describe('ownership', () => {
  it("answers 404 to another company's landlord on every endpoint, and changes nothing", async () => {
    const listing = await listingOf(alice, 2);
    const before = await positions(listing.id);
    const [firstId, secondId] = before.map(([id]) => id as number);
    const bobsUpload = await uploaded(bob);
    const bobsListing = await listingOf(bob, 1);
    const probes: [string, string, unknown?][] = [
      ['GET', photosUrl(listing.id)],
      ['POST', photosUrl(listing.id), { uploadId: bobsUpload.id }],
      ['PATCH', `${photosUrl(listing.id)}/${firstId}`, { alt: 'mine now' }],
      ['PUT', `${photosUrl(listing.id)}/order`, { photoIds: [secondId, firstId] }],
      ['DELETE', `${photosUrl(listing.id)}/${firstId}`],
      // alice's photo through bob's own listing
      ['PATCH', `${photosUrl(bobsListing.id)}/${firstId}`, { alt: 'mine now' }],
      ['DELETE', `${photosUrl(bobsListing.id)}/${firstId}`],
      // a listing that does not exist looks the same
      ['GET', photosUrl(999_999)],
    ];
    for (const [method, url, body] of probes) {
      const res = await t.call(method as 'GET', url, { headers: bob.headers, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: 'Not Found.' });
    }
    expect(await positions(listing.id)).toEqual(before);
    const alts = await t.db
      .select({ alt: listingPhotos.alt })
      .from(listingPhotos)
      .where(eq(listingPhotos.id, firstId as number));
    expect(alts[0]?.alt).not.toBe('mine now');
  });

  it('lets a landlord without a company manage the listings they own', async () => {
    const solo = await t.loginAs('Landlord', { companyName: undefined });
    expect(solo.user.companyId).toBeNull();
    const listing = await listingOf(solo, 1);
    expect((await t.call('GET', photosUrl(listing.id), { headers: solo.headers })).statusCode).toBe(200);
    expect((await t.call('GET', photosUrl(listing.id), { headers: alice.headers })).statusCode).toBe(404);
  });
});

describe('PUT landlord/listings/{id}/photos/order', () => {
  it('puts the photos in the order given, the first as the cover', async () => {
    const listing = await listingOf(alice, 3);
    const [a, b, c] = (await positions(listing.id)).map(([id]) => id as number);
    const res = await t.call('PUT', `${photosUrl(listing.id)}/order`, {
      headers: alice.headers,
      body: { photoIds: [c, a, b] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().photos.map((p: { id: number }) => p.id)).toEqual([c, a, b]);
    expect(await positions(listing.id)).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    const publicPhotos = (await t.call('GET', `/api/listing/${listing.id}/photos`)).json().photos;
    expect(publicPhotos.map((p: { id: number }) => p.id)).toEqual([c, a, b]);
    const [activity] = await t.db
      .select()
      .from(landlordActivities)
      .where(and(eq(landlordActivities.listingId, listing.id), eq(landlordActivities.kind, 'photos-reordered')));
    expect(activity?.details).toEqual({ coverPhotoId: c, coverChanged: true });
  });

  it('refuses a list with a photo missing, an extra or repeated id, in English and French', async () => {
    const listing = await listingOf(alice, 3);
    const other = await listingOf(alice, 1);
    const ids = (await positions(listing.id)).map(([id]) => id as number);
    const [otherId] = (await positions(other.id)).map(([id]) => id as number);
    const [a, b, c] = ids as [number, number, number];
    const bodies = [[a, b], [a, b, c, otherId], [a, b, b], [a, b, c, a], []];
    for (const photoIds of bodies) {
      const res = await t.call('PUT', `${photosUrl(listing.id)}/order`, { headers: alice.headers, body: { photoIds } });
      expect(res.statusCode, JSON.stringify(photoIds)).toBe(422);
      expect(res.json().errors).toEqual({
        photoIds: ["The photo ids field must list each of the listing's photos exactly once."],
      });
    }
    const inFrench = await t.call('PUT', `${photosUrl(listing.id)}/order`, {
      headers: fr(alice.headers),
      body: { photoIds: [a] },
    });
    expect(inFrench.json().message).toBe('Le champ photos doit nommer chacune des photos de l’annonce une seule fois.');
    const notNumbers = await t.call('PUT', `${photosUrl(listing.id)}/order`, {
      headers: alice.headers,
      body: { photoIds: 'a,b' },
    });
    expect(notNumbers.statusCode).toBe(422);
    expect(await positions(listing.id)).toEqual(ids.map((id, position) => [id, position]));
  });
});

describe('PATCH landlord/listings/{id}/photos/{photoId}', () => {
  it('saves the alt text trimmed, audited', async () => {
    const listing = await listingOf(alice, 1);
    const [[photoId]] = (await positions(listing.id)) as [[number, number]];
    const res = await t.call('PATCH', `${photosUrl(listing.id)}/${photoId}`, {
      headers: alice.headers,
      body: { alt: '  Living room with two windows  ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().photos[0].alt).toBe('Living room with two windows');
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.resource, 'listing-photos'),
          eq(auditEvents.action, 'update'),
          eq(auditEvents.recordId, String(photoId)),
        ),
      );
    expect(event?.changes).toMatchObject({ alt: { new: 'Living room with two windows' } });
  });

  it('refuses alt text over 250 characters, in English and French', async () => {
    const listing = await listingOf(alice, 1);
    const [[photoId]] = (await positions(listing.id)) as [[number, number]];
    const url = `${photosUrl(listing.id)}/${photoId}`;
    const body = { alt: 'x'.repeat(251) };
    const en = await t.call('PATCH', url, { headers: alice.headers, body });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.alt).toEqual(['The alt field must not be greater than 250 characters.']);
    const inFrench = await t.call('PATCH', url, { headers: fr(alice.headers), body });
    expect(inFrench.json().errors.alt).toEqual([
      'Le texte description de la photo ne peut pas contenir plus de 250 caractères.',
    ]);
    expect((await t.call('PATCH', url, { headers: alice.headers, body: { alt: 42 } })).statusCode).toBe(422);
    expect((await t.call('PATCH', url, { headers: alice.headers, body: { alt: 'x'.repeat(250) } })).statusCode).toBe(
      200,
    );
  });
});

describe('DELETE landlord/listings/{id}/photos/{photoId}', () => {
  it('removes the photo, renumbers the rest and deletes an uploaded file no listing uses, JPEG rendition too', async () => {
    const listing = await listingOf(alice, 2);
    const upload = await uploaded(alice);
    const added = (await attach(alice, listing.id, upload.id)).json().photo.id as number;
    const [cover, second] = (await positions(listing.id)).map(([id]) => id as number);
    const file = path.join(uploadsDirOf(t.config.DATA_DIR), `${upload.key}-800.webp`);
    expect(await exists(file)).toBe(true);
    // The JPEG rendition an alert email asked for, stored beside the WebP variants: deleted with them.
    expect((await t.call('GET', `/uploads/${upload.key}-800.jpg`)).statusCode).toBe(200);
    const jpegFile = path.join(uploadsDirOf(t.config.DATA_DIR), `${upload.key}-800.jpg`);
    expect(await exists(jpegFile)).toBe(true);

    const removeCover = await t.call('DELETE', `${photosUrl(listing.id)}/${cover}`, { headers: alice.headers });
    expect(removeCover.statusCode).toBe(200);
    expect(await positions(listing.id)).toEqual([
      [second, 0],
      [added, 1],
    ]);

    const removeUploaded = await t.call('DELETE', `${photosUrl(listing.id)}/${added}`, { headers: alice.headers });
    expect(removeUploaded.json().photos.map((p: { id: number }) => p.id)).toEqual([second]);
    expect(await exists(file)).toBe(false);
    expect(await exists(jpegFile)).toBe(false);
    expect(await t.db.select().from(uploads).where(eq(uploads.id, upload.id))).toEqual([]);
    const kinds = await t.db
      .select({ kind: landlordActivities.kind })
      .from(landlordActivities)
      .where(eq(landlordActivities.listingId, listing.id));
    expect(kinds.filter((row) => row.kind === 'photo-removed')).toHaveLength(2);
    const again = await t.call('DELETE', `${photosUrl(listing.id)}/${added}`, { headers: alice.headers });
    expect(again.statusCode).toBe(404);
  });
});
