// Range requests on /uploads, the same cases for both drivers: the local disk (served by @fastify/static) and
// an S3 bucket on a real s3rver (proxied by serve-object.ts). A video-like client asks for parts of a file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { type LocalS3, startLocalS3 } from '../../test/local-s3.ts';

const BODY = Buffer.from('0123456789abcdefghij'); // 20 bytes
const KEY = 'range-test/0123456789abcdef-400.webp';

const drivers: [string, () => Promise<{ env: Record<string, string>; close(): Promise<void> }>][] = [
  ['local disk', async () => ({ env: {}, close: async () => {} })],
  [
    'S3',
    async () => {
      const s3: LocalS3 = await startLocalS3();
      return { env: s3.env, close: () => s3.close() };
    },
  ],
];

describe.each(drivers)('GET /uploads/... with Range (%s)', (_name, start) => {
  let t: TestApp;
  let driver: Awaited<ReturnType<(typeof drivers)[number][1]>>;
  const saved = new Map<string, string | undefined>();
  beforeAll(async () => {
    driver = await start();
    // The SDK takes its credentials from the standard variables.
    for (const name of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']) {
      saved.set(name, process.env[name]);
      if (driver.env[name]) process.env[name] = driver.env[name];
    }
    t = await buildTestApp({ env: driver.env });
    await t.app.storage.put(KEY, BODY, 'image/webp');
  });
  afterAll(async () => {
    await t?.close();
    await driver?.close();
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  const get = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/uploads/${KEY}`, headers });

  it('answers the whole file with Accept-Ranges: bytes', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload).toEqual(BODY);
  });

  it('answers 206 with the part and Content-Range for bytes=a-b, a- and -n', async () => {
    for (const [range, part, contentRange] of [
      ['bytes=2-5', '2345', 'bytes 2-5/20'],
      ['bytes=15-', 'fghij', 'bytes 15-19/20'],
      ['bytes=-3', 'hij', 'bytes 17-19/20'],
      ['bytes=18-100', 'ij', 'bytes 18-19/20'],
    ] as const) {
      const res = await get({ range });
      expect(res.statusCode, range).toBe(206);
      expect(res.headers['content-range'], range).toBe(contentRange);
      expect(res.headers['accept-ranges'], range).toBe('bytes');
      expect(res.headers['content-length'], range).toBe(String(part.length));
      expect(res.headers['content-type'], range).toBe('image/webp');
      expect(res.payload, range).toBe(part);
    }
  });

  it('answers 416 with the size for a range past the end', async () => {
    const res = await get({ range: 'bytes=20-30' });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */20');
  });

  it('sends the whole file when If-Range names another version', async () => {
    const res = await get({ range: 'bytes=2-5', 'if-range': '"another-version"' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(BODY);
  });
});
