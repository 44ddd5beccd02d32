// c. A listing photo uploaded through one instance is served by the other: the landlord uploads and attaches
// it on the first instance, and /uploads/... on the second answers the same bytes with the year-long cache.
import sharp from 'sharp';
import { call, describe, field, signIn } from './client.ts';
import type { Cluster } from './cluster.ts';

/** A 1200 x 900 PNG with a gradient, different every run (its colour comes from the time). */
async function photo(): Promise<Blob> {
  const hue = Date.now() % 255;
  const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: hue, g: 90, b: 160 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1200" height="900"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/>' +
            '<stop offset="1" stop-color="#036"/></linearGradient></defs><circle cx="600" cy="450" r="300" fill="url(#g)"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(png)], { type: 'image/png' });
}

async function bytesOf(url: string) {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    cache: res.headers.get('cache-control'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

export async function checkUpload(cluster: Cluster) {
  const [first, second] = cluster.instances;
  if (!first || !second) throw new Error('two instances needed');
  const token = await signIn(cluster.haproxy.url, 'landlord@demo.test', '203.0.113.30');
  const list = await call(first.url, 'GET', '/api/landlord/listings?perPage=50', { token });
  const listing = (field(list.body, 'data') as { id: number; photoCount: number }[] | undefined)?.find(
    (l) => l.photoCount < 40,
  );
  if (!listing) throw new Error(`no listing of landlord@demo.test with room for a photo: ${describe(list)}`);

  const form = new FormData();
  form.append('file', await photo(), 'cluster-photo.png');
  const upload = await call(first.url, 'POST', '/api/admin/uploads?kind=listing-photo', { token, body: form });
  const uploadId = field(upload.body, 'id');
  if (upload.status !== 201 || typeof uploadId !== 'number') throw new Error(`upload answered ${describe(upload)}`);
  const attach = await call(first.url, 'POST', `/api/landlord/listings/${listing.id}/photos`, {
    token,
    body: { uploadId },
  });
  const photoUrl = field(attach.body, 'photo.url');
  if (attach.status !== 201 || typeof photoUrl !== 'string') throw new Error(`attach answered ${describe(attach)}`);

  const absolute = (base: string) => (photoUrl.startsWith('http') ? photoUrl : `${base}${photoUrl}`);
  const fromFirst = await bytesOf(absolute(first.url));
  const fromSecond = await bytesOf(absolute(second.url));
  const same = fromSecond.bytes.length > 0 && fromSecond.bytes.equals(fromFirst.bytes);
  const longCache = /max-age=31536000/.test(fromSecond.cache ?? '');
  return {
    pass: fromFirst.status === 200 && fromSecond.status === 200 && same && longCache,
    figures: [
      `uploaded (${(await photo()).size.toLocaleString('en-US')} bytes PNG) and attached to listing ${listing.id} through ${first.spec.name}: ${photoUrl}`,
      `${first.spec.name}: ${fromFirst.status} ${fromFirst.type} ${fromFirst.bytes.length} bytes; ` +
        `${second.spec.name}: ${fromSecond.status} ${fromSecond.type} ${fromSecond.bytes.length} bytes, ` +
        `${same ? 'the same bytes' : 'DIFFERENT bytes'}, cache-control "${fromSecond.cache}"`,
    ],
  };
}
