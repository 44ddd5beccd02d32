// Serves stored objects over HTTP from any Storage (the bucket, when uploads live in S3): the object is
// streamed through as it arrives, never held whole, with the headers local files get from @fastify/static:
// cached for a year (a key names one file for good), ETag and Last-Modified, 304 for a cached copy, HEAD
// without a body. A key that is unsafe or missing goes to the context's not-found handler.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ByteRange, isSafeKey, type Storage, type StoredObjectInfo } from './storage.ts';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether the client's cached copy is current (RFC 9110 13.1.2 and 13.1.3: If-None-Match wins). */
export function isNotModified(request: FastifyRequest, info: StoredObjectInfo): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const tags = ifNoneMatch.split(',').map(opaque);
    return tags.includes('*') || tags.includes(opaque(info.etag));
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  // HTTP dates have whole seconds.
  return Number.isFinite(since) && Math.floor(info.lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * The one range of a `Range: bytes=...` header within an object of `size` bytes (RFC 9110 14.1.2): `a-b`, `a-`
 * or the suffix `-n`. A header that is not one well-formed bytes range (several ranges included) is ignored and
 * the whole object sent, as @fastify/static does for local files; a range starting past the end is unsatisfiable.
 */
export function parseRange(header: string, size: number): ByteRange | 'whole' | 'unsatisfiable' {
  const match = /^\s*bytes=(\d*)-(\d*)\s*$/i.exec(header);
  if (!match || (match[1] === '' && match[2] === '')) return 'whole';
  const [, first = '', last = ''] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return 'whole'; // invalid: ignored
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** Whether an If-Range validator (a strong tag or a date) still names the stored object: else send it whole. */
function ifRangeHolds(request: FastifyRequest, info: StoredObjectInfo): boolean {
  const header = request.headers['if-range'];
  if (header === undefined) return true;
  const ifRange = String(header);
  if (ifRange.trim().startsWith('"') || ifRange.trim().startsWith('W/')) return ifRange.trim() === info.etag;
  const date = Date.parse(ifRange);
  return Number.isFinite(date) && Math.floor(info.lastModified.getTime() / 1000) * 1000 <= date;
}

function validators(reply: FastifyReply, info: StoredObjectInfo) {
  return reply
    .header('cache-control', IMMUTABLE_CACHE)
    .header('etag', info.etag)
    .header('last-modified', info.lastModified.toUTCString());
}

export function storedObjectHandler(storage: Storage) {
  return async function serveStoredObject(request: FastifyRequest, reply: FastifyReply) {
    const key = (request.params as { '*'?: string })['*'] ?? '';
    if (!isSafeKey(key)) return reply.callNotFound();
    const conditional = request.headers['if-none-match'] !== undefined || 'if-modified-since' in request.headers;
    // HEAD and revalidations need no body: ask for the metadata alone.
    if (request.method === 'HEAD' || conditional) {
      const info = await storage.head(key);
      if (!info) return reply.callNotFound();
      if (isNotModified(request, info)) return validators(reply, info).code(304).send();
      if (request.method === 'HEAD') {
        return validators(reply, info)
          .type(info.contentType)
          .header('accept-ranges', 'bytes')
          .header('content-length', info.size)
          .send();
      }
    }
    const rangeHeader = request.headers.range;
    if (rangeHeader !== undefined && request.method === 'GET') {
      const info = await storage.head(key);
      if (!info) return reply.callNotFound();
      const range = ifRangeHolds(request, info) ? parseRange(rangeHeader, info.size) : 'whole';
      if (range === 'unsatisfiable') {
        return validators(reply, info)
          .code(416)
          .header('accept-ranges', 'bytes')
          .header('content-range', `bytes */${info.size}`)
          .send();
      }
      if (range !== 'whole') {
        const part = await storage.open(key, range);
        if (!part) return reply.callNotFound();
        return validators(reply, info)
          .code(206)
          .type(info.contentType)
          .header('accept-ranges', 'bytes')
          .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(part.body);
      }
    }
    const object = await storage.open(key);
    if (!object) return reply.callNotFound();
    return validators(reply, object)
      .type(object.contentType)
      .header('accept-ranges', 'bytes')
      .header('content-length', object.size)
      .send(object.body);
  };
}
