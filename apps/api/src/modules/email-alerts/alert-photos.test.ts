// Alert emails show each listing's photo as JPEG (classic Outlook shows no WebP): the <img src> of a received
// alert answers JPEG bytes, made from the photo's WebP variant on first request and stored beside it.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { listingPhotos } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/build-app.ts';
import { createListing, createPlace } from '../../test/listing-factories.ts';
import type { ReceivedMail, SmtpCapture } from '../../test/smtp-capture.ts';
import { alertQueue } from './alert-digests.ts';
import { appWithSmtpForThisFile, saveSearchAMinuteAgo } from './alert-mail.fixtures.ts';

let smtp: SmtpCapture;
let t: TestApp;
appWithSmtpForThisFile((started) => {
  ({ t, smtp } = started);
});

const PHOTO_KEY = 'listings/alert-jpeg-photo';

describe('photos in alert emails', () => {
  it('links a JPEG rendition of the listing photo, served as image/jpeg', async () => {
    // A half-transparent WebP variant, as uploads store them (JPEG has no alpha: it must come out white).
    const webp = await sharp({ create: { width: 800, height: 533, channels: 4, background: '#33669980' } })
      .webp()
      .toBuffer();
    await t.app.storage.put(`${PHOTO_KEY}-800.webp`, webp, 'image/webp');

    const place = await createPlace(t.db, { cityName: 'Jpegville' });
    const renter = await t.loginAs('Renter', { firstName: 'Olive' });
    await saveSearchAMinuteAgo(t, renter, {
      name: 'Jpegville',
      criteria: { cityId: String(place.city.id) },
      searchPath: '/rentals/ontario/jpegville',
      frequency: 'daily',
    });
    const listing = await createListing(t.db, place, { photos: 1 });
    await t.db.update(listingPhotos).set({ storageKey: PHOTO_KEY }).where(eq(listingPhotos.listingId, listing.id));

    await t.app.jobs.send(alertQueue('daily'), {});
    const mail = smtp.received.find((m) => m.to.includes(renter.user.email)) as ReceivedMail;
    expect(mail).toBeDefined();
    const src = /<img src="([^"]+)"/.exec(mail.html)?.[1] ?? '';
    expect(src).toBe(`http://localhost:3000/uploads/${PHOTO_KEY}-800.jpg`);
    const path = new URL(src).pathname;

    // Made on the first request...
    const first = await t.call('GET', path);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect([...first.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const meta = await sharp(first.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 533 });
    // Flattened on white: the half-transparent blue comes out light, not darkened on black.
    const { data } = await sharp(first.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(120);

    // ...then stored beside the WebP variants and served as a file.
    expect((await t.app.storage.head(`${PHOTO_KEY}-800.jpg`))?.contentType).toBe('image/jpeg');
    const again = await t.call('GET', path);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
  });

  it('answers 404 for the JPEG of a photo that does not exist, and for other missing files', async () => {
    expect((await t.call('GET', '/uploads/listings/no-such-photo-800.jpg')).statusCode).toBe(404);
    expect((await t.call('GET', '/uploads/listings/no-such-photo-800.webp')).statusCode).toBe(404);
    expect((await t.call('GET', '/uploads/../secret-800.jpg')).statusCode).toBe(404);
  });
});
