// The one upload path through POST /api/admin/uploads, with real multipart bodies and images made by sharp
// at test time (no binary fixtures): type by magic bytes, size limits, pixel limits, damaged files, EXIF
// stripped, WebP variants on disk and served, who may upload which kind, the uploads row and its audit event.
import { randomBytes } from 'node:crypto';
import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { UploadResponse } from '@rentals/shared/resources/uploads';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, uploads } from '../../db/schema/index.ts';
import { uploadsDirOf } from '../../lib/images.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let adminId: number;
let landlord: Record<string, string>;
let renter: Record<string, string>;
let support: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  const a = await t.loginAs('Site Administrator');
  admin = a.headers;
  adminId = a.user.id;
  landlord = (await t.loginAs('Landlord')).headers;
  renter = (await t.loginAs('Renter')).headers;
  support = (await t.loginAs('Support')).headers;
});
afterAll(() => t.close());

const MB = 1024 * 1024;

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body built by hand, as a browser sends it. */
function multipart(parts: Part[]) {
  const boundary = `----rentals-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n${type}\r\n`),
    );
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(
  headers: Record<string, string>,
  kind: string,
  file: { filename: string; data: Buffer | string; contentType?: string },
  extra: Record<string, string> = {},
) {
  const body = multipart([
    {
      name: 'file',
      filename: file.filename,
      contentType: file.contentType ?? 'application/octet-stream',
      data: file.data,
    },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/uploads?kind=${kind}`,
    headers: { ...headers, ...extra, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const png = (width: number, height: number, background = '#3f7fcf') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/**
 * A real PNG of width x height black-and-white pixels (1 bit each): 20000 x 20000 is 400 megapixels in
 * ~50 KB, a decompression bomb (decoded by sharp it would take 400 MB or more).
 */
function bitmapPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter method, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 and zero bits per row
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

async function uploadRowCount() {
  return (await t.db.select({ id: uploads.id }).from(uploads)).length;
}

/** Refusals keep nothing: no new row, and no file under the kind's folder that no row names. */
async function expectNothingKept(rowsBefore: number, kind: string) {
  expect(await uploadRowCount()).toBe(rowsBefore);
  const keys = new Set((await t.db.select({ key: uploads.storageKey }).from(uploads)).map((r) => r.key));
  for (const root of [uploadsDirOf(t.config.DATA_DIR), path.join(t.config.DATA_DIR, 'private-uploads')]) {
    const folder = path.join(root, kind);
    const files = (await exists(folder)) ? await readdir(folder) : [];
    const strays = files.filter((file) => !keys.has(`${kind}/${file.split(/[-.]/)[0]}`));
    expect(strays, folder).toEqual([]);
  }
}

describe('POST /api/admin/uploads: images', () => {
  it('turns a JPEG upright into WebP variants with no EXIF or GPS left, stored, served, recorded and audited', async () => {
    // 1200 x 800 stored sideways: EXIF orientation 6 means "rotate 90° clockwise to show", so 800 x 1200.
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b5523b' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Artist: 'Secret Photographer', Copyright: 'Private' },
        IFD3: { GPSMapDatum: 'WGS-84 HOME ADDRESS', GPSLatitudeRef: 'N' },
      })
      .toBuffer();
    const source = await sharp(jpeg).metadata();
    expect(source.orientation).toBe(6);
    expect(source.exif?.toString('latin1')).toContain('WGS-84 HOME ADDRESS');

    const res = await upload(admin, 'company-logo', {
      filename: 'Logo Maple.jpg',
      data: jpeg,
      contentType: 'image/jpeg',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      kind: 'company-logo',
      mimeType: 'image/jpeg',
      bytes: jpeg.length,
      originalName: 'Logo Maple.jpg',
      width: 512,
      height: 768,
    });
    expect(body.key).toMatch(/^company-logo\/[0-9a-f]{32}$/);
    expect(body.url).toBe(`/uploads/${body.key}-512.webp`);
    expect(body.variants).toEqual([
      { width: 128, height: 192, url: `/uploads/${body.key}-128.webp` },
      { width: 256, height: 384, url: `/uploads/${body.key}-256.webp` },
      { width: 512, height: 768, url: `/uploads/${body.key}-512.webp` },
    ]);

    for (const variant of body.variants) {
      const file = path.join(
        uploadsDirOf(t.config.DATA_DIR),
        `${new URL(variant.url, 'http://x').pathname.slice('/uploads/'.length)}`,
      );
      expect(await exists(file), file).toBe(true);
      const served = await t.app.inject({ method: 'GET', url: variant.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: variant.width, height: variant.height });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(served.rawPayload.toString('latin1')).not.toMatch(/WGS-84|Secret Photographer|Private/);
    }
    // Only the variants are kept (the original, with its EXIF, is not).
    const folder = path.join(uploadsDirOf(t.config.DATA_DIR), 'company-logo');
    const keyName = body.key.split('/')[1];
    expect((await readdir(folder)).filter((f) => f.startsWith(keyName)).sort()).toEqual(
      [128, 256, 512].map((w) => `${keyName}-${w}.webp`).sort(),
    );

    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, body.id));
    expect(row).toMatchObject({
      storageKey: body.key,
      kind: 'company-logo',
      originalName: 'Logo Maple.jpg',
      mimeType: 'image/jpeg',
      bytes: jpeg.length,
      width: 512,
      height: 768,
      uploadedBy: adminId,
    });
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resource, 'uploads'), eq(auditEvents.recordId, String(body.id))));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'upload', actorId: adminId });
    expect(events[0]?.changes).toMatchObject({
      kind: { old: null, new: 'company-logo' },
      originalName: { old: null, new: 'Logo Maple.jpg' },
      mimeType: { old: null, new: 'image/jpeg' },
      storageKey: { old: null, new: body.key },
    });
  });

  it('never enlarges a small image: one variant listed, every width still on disk', async () => {
    const res = await upload(landlord, 'company-logo', { filename: 'tiny.png', data: await png(100, 50) });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ width: 100, height: 50, mimeType: 'image/png' });
    expect(body.variants).toEqual([{ width: 100, height: 50, url: `/uploads/${body.key}-128.webp` }]);
    for (const w of [128, 256, 512]) {
      const served = await t.app.inject({ method: 'GET', url: `/uploads/${body.key}-${w}.webp` });
      expect((await sharp(served.rawPayload).metadata()).width).toBe(100);
    }
  });

  it('goes by the bytes, not the name: a PNG named .pdf is a PNG for an image kind', async () => {
    const res = await upload(admin, 'listing-photo', {
      filename: 'scan.pdf',
      data: await png(900, 600),
      contentType: 'application/pdf',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ mimeType: 'image/png', width: 900, height: 600, originalName: 'scan.pdf' });
    expect(body.variants.map((v: { width: number; height: number }) => [v.width, v.height])).toEqual([
      [400, 267],
      [800, 533],
      [900, 600],
    ]);
  });

  it('refuses a text file named .png, naming the file', async () => {
    const before = await uploadRowCount();
    const res = await upload(admin, 'company-logo', {
      filename: 'notes.png',
      data: 'this is not a picture\n',
      contentType: 'image/png',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The file "notes.png" is not an accepted type (PNG, JPEG, WebP, GIF).',
      errors: { file: ['The file "notes.png" is not an accepted type (PNG, JPEG, WebP, GIF).'] },
    });
    await expectNothingKept(before, 'company-logo');
  });

  it('refuses a type the kind does not take (an AVIF logo, fine as CMS media), and SVG everywhere', async () => {
    const avif = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
      .avif()
      .toBuffer();
    const res = await upload(admin, 'company-logo', { filename: 'logo.avif', data: avif, contentType: 'image/avif' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['The file "logo.avif" is not an accepted type (PNG, JPEG, WebP, GIF).']);
    const photo = await upload(admin, 'cms-media', { filename: 'photo.avif', data: avif, contentType: 'image/avif' });
    expect(photo.statusCode, photo.body).toBe(201);
    expect(photo.json()).toMatchObject({ mimeType: 'image/avif', width: 64, height: 64 });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const res2 = await upload(admin, 'cms-media', { filename: 'x.svg', data: svg, contentType: 'image/svg+xml' });
    expect(res2.statusCode).toBe(422);
    expect(res2.json().errors.file[0]).toContain('"x.svg" is not an accepted type');
  });

  it('refuses a 20 MB image over the kind limit with 422 (not 413), in English and French', async () => {
    // Random noise does not compress: a real ~20 MB PNG.
    const side = 2700;
    const noisy = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(20 * MB);
    const before = await uploadRowCount();

    const res = await upload(admin, 'company-logo', { filename: 'huge.png', data: noisy, contentType: 'image/png' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The file "huge.png" is larger than 5 MB.',
      errors: { file: ['The file "huge.png" is larger than 5 MB.'] },
    });

    const fr = await upload(
      admin,
      'listing-photo',
      { filename: 'énorme.png', data: noisy, contentType: 'image/png' },
      { 'accept-language': 'fr-CA,fr;q=0.9' },
    );
    expect(fr.statusCode).toBe(422);
    expect(fr.json().errors).toEqual({ file: ['Le fichier « énorme.png » dépasse 15 Mo.'] });
    await expectNothingKept(before, 'company-logo');
    await expectNothingKept(before, 'listing-photo');
  });

  it('refuses a decompression bomb (a 50 KB PNG of 400 megapixels) without decoding it', async () => {
    const small = bitmapPng(64, 48); // the same maker gives a PNG sharp reads
    expect(await sharp(small).metadata()).toMatchObject({ format: 'png', width: 64, height: 48 });
    expect((await sharp(small).stats()).isOpaque).toBe(true);

    const bomb = bitmapPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    const before = await uploadRowCount();
    const res = await upload(admin, 'listing-photo', { filename: 'bomb.png', data: bomb, contentType: 'image/png' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      file: ['The image "bomb.png" is too large (20000 × 20000 pixels); the most is 40 megapixels.'],
    });
    await expectNothingKept(before, 'listing-photo');
  });

  it('refuses damaged images with 422, never 500: PNG magic then garbage, and a truncated JPEG', async () => {
    const before = await uploadRowCount();
    // PNG magic then garbage: not even a PNG to file-type (no IHDR chunk), so refused by type.
    const garbage = Buffer.concat([PNG_SIGNATURE, Buffer.from('garbage '.repeat(500))]);
    const res = await upload(admin, 'cms-media', { filename: 'broken.png', data: garbage, contentType: 'image/png' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      file: ['The file "broken.png" is not an accepted type (JPEG, PNG, WebP, GIF, AVIF).'],
    });

    // A real PNG header then an IDAT chunk of garbage: a PNG to its magic bytes, unreadable to sharp.
    const header = (await png(300, 200)).subarray(0, 33); // signature and IHDR
    const idat = Buffer.alloc(8);
    idat.writeUInt32BE(4000);
    idat.write('IDAT', 4, 'latin1');
    const damaged = Buffer.concat([header, idat, randomBytes(4004)]);
    const res1 = await upload(admin, 'cms-media', { filename: 'damaged.png', data: damaged, contentType: 'image/png' });
    expect(res1.statusCode).toBe(422);
    expect(res1.json().errors).toEqual({ file: ['The file "damaged.png" is damaged or cannot be read.'] });

    const noise = await sharp(randomBytes(400 * 300 * 3), { raw: { width: 400, height: 300, channels: 3 } })
      .jpeg()
      .toBuffer();
    const truncated = noise.subarray(0, Math.floor(noise.length / 2));
    const res2 = await upload(admin, 'cms-media', { filename: 'half.jpg', data: truncated, contentType: 'image/jpeg' });
    expect(res2.statusCode).toBe(422);
    expect(res2.json().errors).toEqual({ file: ['The file "half.jpg" is damaged or cannot be read.'] });
    await expectNothingKept(before, 'cms-media');
  });

  it('refuses an empty file, and says in French when asked', async () => {
    const res = await upload(admin, 'company-logo', { filename: 'vide.png', data: '' }, { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Le fichier « vide.png » est vide.',
      errors: { file: ['Le fichier « vide.png » est vide.'] },
    });
    const res2 = await upload(
      admin,
      'company-logo',
      { filename: 'texte.png', data: 'hello' },
      { 'accept-language': 'fr' },
    );
    expect(res2.json().errors.file).toEqual([
      'Le fichier « texte.png » n’est pas d’un type accepté (PNG, JPEG, WebP, GIF).',
    ]);
  });
});

describe('POST /api/admin/uploads: CSV imports', () => {
  it('keeps a UTF-8 CSV privately: no URL, never served', async () => {
    const csv = 'title,rent\n"Appartement à Montréal",1500\n';
    const res = await upload(landlord, 'csv-import', { filename: 'listings.csv', data: csv, contentType: 'text/csv' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      kind: 'csv-import',
      url: null,
      variants: [],
      width: null,
      height: null,
      mimeType: 'text/csv',
      bytes: Buffer.byteLength(csv),
    });
    const stored = await t.app.privateStorage.get(`${body.key}.csv`);
    expect(stored?.toString('utf8')).toBe(csv);
    expect(await exists(path.join(uploadsDirOf(t.config.DATA_DIR), `${body.key}.csv`))).toBe(false);
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${body.key}.csv` });
    expect(served.statusCode).toBe(404);
  });

  it('refuses a PNG renamed .pdf (or .csv), text with NUL bytes, and text that is not UTF-8', async () => {
    const before = await uploadRowCount();
    const image = await png(20, 20);
    const res = await upload(admin, 'csv-import', {
      filename: 'report.pdf',
      data: image,
      contentType: 'application/pdf',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file: ['The file "report.pdf" is not an accepted type (CSV).'] });

    const res2 = await upload(admin, 'csv-import', { filename: 'data.csv', data: image, contentType: 'text/csv' });
    expect(res2.json().errors.file).toEqual(['The file "data.csv" is not an accepted type (CSV).']);

    const res3 = await upload(admin, 'csv-import', { filename: 'nul.csv', data: Buffer.from('a,b\n1,\u0000\n') });
    expect(res3.statusCode).toBe(422);
    expect(res3.json().errors.file).toEqual(['The file "nul.csv" is not UTF-8 text.']);

    const latin1 = Buffer.from('ville\nMontréal\n', 'latin1');
    const res4 = await upload(admin, 'csv-import', { filename: 'latin1.csv', data: latin1 });
    expect(res4.json().errors.file).toEqual(['The file "latin1.csv" is not UTF-8 text.']);
    await expectNothingKept(before, 'csv-import');
  });

  it("takes a feed's XML (declared in Latin-1 too) or CSV as a feed file, and XML only there", async () => {
    const xml = Buffer.from(
      '<?xml version="1.0" encoding="ISO-8859-1"?>\n<hotPadsItems><Listing/></hotPadsItems>\n',
      'latin1',
    );
    const asFeed = await upload(admin, 'feed-file', { filename: 'feed.xml', data: xml, contentType: 'text/xml' });
    expect(asFeed.statusCode).toBe(201);
    expect(asFeed.json()).toMatchObject({ kind: 'feed-file', mimeType: 'application/xml' });
    const csv = await upload(admin, 'feed-file', {
      filename: 'feed.csv',
      data: Buffer.from('external_id,rent\nA1,1500\n'),
    });
    expect(csv.json()).toMatchObject({ kind: 'feed-file', mimeType: 'text/csv' });

    const asCsv = await upload(admin, 'csv-import', { filename: 'feed.xml', data: xml });
    expect(asCsv.json().errors.file).toEqual(['The file "feed.xml" is not an accepted type (CSV).']);
    const image = await upload(admin, 'feed-file', { filename: 'feed.xml', data: await png(20, 20) });
    expect(image.json().errors.file).toEqual(['The file "feed.xml" is not an accepted type (CSV or XML).']);
  });
});

describe('POST /api/admin/uploads: who and what', () => {
  it('answers 401 to an anonymous caller', async () => {
    const res = await upload({}, 'company-logo', { filename: 'a.png', data: await png(10, 10) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('checks who may upload each kind', async () => {
    const image = await png(10, 10);
    const before = await uploadRowCount();
    const refused: [Record<string, string>, string][] = [
      [renter, 'company-logo'],
      [renter, 'listing-photo'],
      [renter, 'csv-import'],
      [support, 'company-logo'],
      [support, 'cms-media'],
      [landlord, 'cms-media'],
    ];
    for (const [headers, kind] of refused) {
      const res = await upload(headers, kind, { filename: 'a.png', data: image });
      expect(res.statusCode, kind).toBe(403);
      expect(res.json()).toEqual({ message: 'This action is unauthorized.' });
    }
    expect(await uploadRowCount()).toBe(before);
    const allowed: [Record<string, string>, string][] = [
      [admin, 'cms-media'],
      [support, 'listing-photo'],
      [landlord, 'listing-photo'],
      [landlord, 'company-logo'],
    ];
    for (const [headers, kind] of allowed) {
      const res = await upload(headers, kind, { filename: 'a.png', data: image });
      expect(res.statusCode, kind).toBe(201);
    }
  });

  it('answers 422 for a missing file, a wrong field or kind, and 400 for a body that is not multipart after all', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?kind=company-logo',
      headers: admin,
      payload: {},
    });
    expect(json.statusCode).toBe(422);
    expect(json.json()).toEqual({
      message: 'The file field is required.',
      errors: { file: ['The file field is required.'] },
    });

    const wrongField = multipart([{ name: 'photo', filename: 'a.png', data: await png(10, 10) }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?kind=company-logo',
      headers: { ...admin, 'content-type': wrongField.contentType },
      payload: wrongField.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file: ['The file field is required.'] });

    const onlyFields = multipart([{ name: 'title', data: 'no file here' }]);
    const res2 = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?kind=company-logo',
      headers: { ...admin, 'content-type': onlyFields.contentType },
      payload: onlyFields.payload,
    });
    expect(res2.statusCode).toBe(422);

    const badKind = await upload(admin, 'avatar', { filename: 'a.png', data: await png(10, 10) });
    expect(badKind.statusCode).toBe(422);
    expect(badKind.json().errors.kind).toEqual(['The selected kind is invalid.']);

    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?kind=company-logo',
      headers: { ...admin, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toEqual({ message: 'The request could not be understood.' });

    // A body that ends inside the file (a dropped connection): 400, never a 500.
    const whole = multipart([{ name: 'file', filename: 'cut.png', contentType: 'image/png', data: await png(40, 40) }]);
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?kind=company-logo',
      headers: { ...admin, 'content-type': whole.contentType },
      payload: whole.payload.subarray(0, whole.payload.length - 80),
    });
    expect(cut.statusCode).toBe(400);
  });

  it('works over real HTTP with a browser-style FormData body: 201, and 422 for an oversized file', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const send = (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return fetch(`${address}/api/admin/uploads?kind=company-logo`, { method: 'POST', headers: admin, body: form });
    };
    const ok = await send(new File([new Uint8Array(await png(300, 300))], 'logo.png', { type: 'image/png' }));
    expect(ok.status).toBe(201);
    const body = (await ok.json()) as UploadResponse;
    expect(body.variants.map((v) => v.width)).toEqual([128, 256, 300]);
    const big = new File([new Uint8Array(6 * MB)], 'big.png', { type: 'image/png' });
    const refused = await send(big);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: unknown }).errors).toEqual({
      file: ['The file "big.png" is larger than 5 MB.'],
    });
  });

  it('is documented in the OpenAPI document as a multipart upload', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const operation = res.json().paths['/api/admin/uploads'].post;
    expect(operation.tags).toEqual(['uploads']);
    expect(operation.summary).toContain('Upload');
    expect(operation.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'kind', in: 'query' })]),
    );
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['201', '401', '403', '422']));
  });
});

describe('GET /api/admin/media (the editors’ media library)', () => {
  it('lists the CMS images newest first, with their largest and smallest variants, searchable by name', async () => {
    const first = (
      await upload(admin, 'cms-media', { filename: 'kitchen-view.png', data: await png(900, 600) })
    ).json();
    const second = (await upload(admin, 'cms-media', { filename: 'balcony.png', data: await png(300, 200) })).json();
    await upload(admin, 'company-logo', { filename: 'logo.png', data: await png(64, 64) });

    const res = await t.call('GET', '/api/admin/media', { headers: admin });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: { id: number; url: string; thumbnailUrl: string; width: number }[] };
    expect(data.slice(0, 2).map((item) => item.id)).toEqual([second.id, first.id]);
    expect(data.every((item) => item.url.endsWith('-1920.webp'))).toBe(true);
    expect(data[1]).toMatchObject({ thumbnailUrl: expect.stringMatching(/-480\.webp$/), width: 900 });
    // Every listed file is there to be served.
    expect((await t.app.inject({ method: 'GET', url: data[0]?.url ?? '' })).statusCode).toBe(200);

    const found = (await t.call('GET', '/api/admin/media?q=KITCHEN', { headers: admin })).json();
    expect(found.data.map((item: { id: number }) => item.id)).toEqual([first.id]);
  });

  it('is for those who may upload CMS images', async () => {
    expect((await t.call('GET', '/api/admin/media')).statusCode).toBe(401);
    for (const headers of [landlord, renter, support]) {
      expect((await t.call('GET', '/api/admin/media', { headers })).statusCode).toBe(403);
    }
  });
});
