// The demo seed leaves the account review screen with something to review: the seed's own landlords
// approved, three new landlords waiting (one clean, two with the signals the seed gave them), and a photo
// copy fingerprinted from the real demo files.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NEW_LANDLORD_EMAIL, seedDemoAccountReviews } from '../../db/seed/demo-account-reviews.ts';
import { localDiskStorage } from '../../lib/storage/local-disk.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createListing, createPlace } from '../../test/listing-factories.ts';
import { PHOTO_WIDTHS } from '../listings/listing-cards.ts';

let t: TestApp;
let uploads: string;

beforeAll(async () => {
  t = await buildTestApp();
  uploads = await mkdtemp(path.join(tmpdir(), 'reviews-seed-'));
  const image = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#a05030' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="900" height="600"><rect x="100" y="80" width="500" height="300" fill="#fff"/></svg>',
        ),
        left: 200,
        top: 100,
      },
    ])
    .png()
    .toBuffer();
  await mkdir(path.join(uploads, 'demo'), { recursive: true });
  for (const width of PHOTO_WIDTHS) {
    await sharp(image)
      .resize(width)
      .webp()
      .toFile(path.join(uploads, `demo/photo-3-${width}.webp`));
  }
});
afterAll(async () => {
  await t.close();
  await rm(uploads, { recursive: true, force: true });
});

describe('the demo seed', () => {
  it('queues three landlords with their signals and approves the others', async () => {
    const place = await createPlace(t.db);
    const veteran = await t.createUser({ roles: ['Landlord'], companyName: 'Old Hands' });
    const description =
      'A bright two bedroom on a quiet street with a renovated kitchen, a balcony and parking for one car included.';
    for (const rent of [1_800_00, 2_000_00, 2_000_00, 2_200_00]) {
      await createListing(t.db, place, { ownerId: veteran.id, rent, beds: 2, description, photos: 3 });
    }
    expect(await seedDemoAccountReviews(t.db, localDiskStorage(uploads))).toBe(3);
    expect(await seedDemoAccountReviews(t.db, localDiskStorage(uploads))).toBe(0);

    const support = await t.loginAs('Support');
    const list = (await t.call('GET', '/api/support/account-reviews?status=all', { headers: support.headers })).json();
    const byEmail = new Map(list.data.map((r: { user: { email: string } }) => [r.user.email, r]));
    expect(byEmail.get(veteran.email)).toMatchObject({ status: 'approved' });
    expect(byEmail.get(DEMO_NEW_LANDLORD_EMAIL)).toMatchObject({ status: 'waiting', score: 0 });
    expect(byEmail.get('quick.rentals@mailinator.com')).toMatchObject({
      status: 'waiting',
      signalKinds: expect.arrayContaining(['disposableEmail', 'firstHourBurst', 'lowRent']),
    });
    expect(byEmail.get('casey.copy@demo.test')).toMatchObject({
      status: 'waiting',
      origin: 'flagged',
      signalKinds: expect.arrayContaining(['sharedContact', 'reusedPhotos', 'reusedText']),
    });
  });
});
