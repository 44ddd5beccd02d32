// Uploads with S3_BUCKET set, on a real S3-compatible server (s3rver on loopback): a landlord's listing photo
// goes through the API into the bucket (not onto the disk), and /uploads proxies it back with the headers
// local files have: type, a year of caching, ETag and Last-Modified, 304 on a cached copy, HEAD; 404 for
// what is missing or not public.
import { access } from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { UploadResponse } from '@rentals/shared/resources/uploads';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDirOf } from '../../lib/images.ts';
import { s3ClientOf } from '../../lib/storage/open-storage.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { type LocalS3, startLocalS3 } from '../../test/local-s3.ts';

const CREDENTIALS = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const;
const CACHED = 'public, max-age=31536000, immutable';

let s3: LocalS3;
let t: TestApp;
let bucket: S3Client;
let photo: UploadResponse;
const saved = new Map<string, string | undefined>();

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

beforeAll(async () => {
  s3 = await startLocalS3({ bucket: 'uploads' });
  // The SDK's standard credential chain reads these from the process's environment.
  for (const name of CREDENTIALS) {
    saved.set(name, process.env[name]);
    process.env[name] = s3.env[name];
  }
  t = await buildTestApp({ env: s3.env });
  bucket = s3ClientOf(t.config);
  const landlord = await t.loginAs('Landlord');
  const image = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3b7db5' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new File([new Uint8Array(image)], 'room.jpg', { type: 'image/jpeg' }));
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/uploads?kind=listing-photo',
    headers: { ...landlord.headers, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(res.statusCode).toBe(201);
  photo = res.json();
});
afterAll(async () => {
  await t?.close();
  bucket?.destroy();
  for (const [name, value] of saved) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await s3?.close();
});

describe('uploads in an S3 bucket', () => {
  it('stores the photo variants in the bucket under public/, and nothing on the disk', async () => {
    const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'public/' }));
    const keys = (listed.Contents ?? []).map((object) => object.Key);
    for (const width of [400, 800, 1600]) expect(keys).toContain(`public/${photo.key}-${width}.webp`);
    expect(await exists(path.join(uploadsDirOf(t.config.DATA_DIR), 'listing-photo'))).toBe(false);
    expect(photo.variants.map((v) => v.url)).toContain(`/uploads/${photo.key}-400.webp`);
  });

  it('serves a variant from the bucket as WebP, cached for a year, with its validators', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/uploads/${photo.key}-400.webp` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(CACHED);
    expect(res.headers.etag).toMatch(/^"[0-9a-f]+"$/);
    expect(new Date(String(res.headers['last-modified'])).getTime()).toBeGreaterThan(Date.now() - 600_000);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400, height: 267 });
  });

  it('answers 304 to a cached copy, by ETag or by date, and 200 to a stale one', async () => {
    const url = `/uploads/${photo.key}-800.webp`;
    const first = await t.app.inject({ method: 'GET', url });
    const etag = String(first.headers.etag);
    for (const headers of [
      { 'if-none-match': etag },
      { 'if-none-match': `"other", W/${etag}` },
      { 'if-modified-since': String(first.headers['last-modified']) },
    ]) {
      const cached = await t.app.inject({ method: 'GET', url, headers });
      expect(cached.statusCode, JSON.stringify(headers)).toBe(304);
      expect(cached.body).toBe('');
      expect(cached.headers.etag).toBe(etag);
      expect(cached.headers['cache-control']).toBe(CACHED);
    }
    const stale = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"not-it"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload).toEqual(first.rawPayload);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: `/uploads/${photo.key}-1600.webp` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(CACHED);
    expect(Number(res.headers['content-length'])).toBeGreaterThan(1000);
    expect(res.body).toBe('');
  });

  it('streams over real HTTP', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/uploads/${photo.key}-1600.webp`);
    expect(res.status).toBe(200);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBe(Number(res.headers.get('content-length')));
    expect((await sharp(body).metadata()).width).toBe(1200); // never enlarged
  });

  it('404s what is missing, a folder, a private file and any way out, never the app shell', async () => {
    await t.app.privateStorage.put('csv-import/secret.csv', Buffer.from('secret'), 'text/csv');
    for (const url of [
      `/uploads/${photo.key}-999.webp`,
      '/uploads/listing-photo',
      '/uploads/listing-photo/',
      '/uploads/',
      '/uploads/csv-import/secret.csv',
      '/uploads/../private/csv-import/secret.csv',
      '/uploads/%2e%2e/private/csv-import/secret.csv',
      '/uploads/.env',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        if (method === 'GET') expect(res.json(), url).toEqual({ message: expect.any(String) });
      }
    }
  });
});
