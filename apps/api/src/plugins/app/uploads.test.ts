import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWebpVariants, uploadsDirOf } from '../../lib/images.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  // A built web app too, so a missing upload could wrongly fall through to its index.html.
  webDist = await mkdtemp(path.join(tmpdir(), 'rentals-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>app shell</title>');
  t = await buildTestApp({ env: { WEB_DIST: webDist } });
  const image = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#b5523b' } })
    .png()
    .toBuffer();
  await makeWebpVariants(image, 'demo/photo-1', t.app.storage);
  await writeFile(path.join(uploadsDirOf(t.config.DATA_DIR), '.secret'), 'hidden');
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('GET /uploads/*', () => {
  it('serves a variant as WebP, cached for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/demo/photo-1-400.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(400);
  });

  it('404s a missing file and a dotfile, not the app shell', async () => {
    for (const url of ['/uploads/demo/photo-99-400.webp', '/uploads/demo', '/uploads/.secret', '/uploads/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.json(), url).toEqual({ message: expect.any(String) });
    }
  });

  it('never lists a folder', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/demo/' });
    expect([403, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('photo-1');
  });

  it('does not serve files outside the uploads folder', async () => {
    await mkdir(path.join(t.config.DATA_DIR, 'private'), { recursive: true });
    await writeFile(path.join(t.config.DATA_DIR, 'private', 'x.txt'), 'private');
    for (const url of ['/uploads/../private/x.txt', '/uploads/%2e%2e/private/x.txt', '/uploads/..%2fprivate%2fx.txt']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body).not.toContain('private');
    }
  });
});
