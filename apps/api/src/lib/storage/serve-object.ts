// Serves stored objects over HTTP from any Storage (the bucket, when uploads live in S3): the object is
// streamed through as it arrives, never held whole, with the headers local files get from @fastify/static:
// cached for a year (a key names one file for good), ETag and Last-Modified, 304 for a cached copy, HEAD
// without a body. A key that is unsafe or missing goes to the context's not-found handler.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSafeKey, type Storage, type StoredObjectInfo } from './storage.ts';

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
        return validators(reply, info).type(info.contentType).header('content-length', info.size).send();
      }
    }
    const object = await storage.open(key);
    if (!object) return reply.callNotFound();
    return validators(reply, object).type(object.contentType).header('content-length', object.size).send(object.body);
  };
}
