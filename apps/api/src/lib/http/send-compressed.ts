// Sends a text answer compressed as the client accepts (brotli, else gzip), for the handlers @fastify/compress
// does not reach: its hooks are added to routes, and the not-found handler that serves the pages is not one.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const negotiator = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const MIN_BYTES = 1024;

/** `body` as text, or already encoded in UTF-8. */
export async function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string | Buffer) {
  reply.header('vary', 'accept-encoding');
  const encoding = negotiator.negotiate(request.headers['accept-encoding'] ?? '');
  const size = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  if (size < MIN_BYTES || !encoding || encoding === 'identity') return reply.send(body);
  const compressed =
    encoding === 'br'
      ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : await gzipAsync(body, { level: 6 });
  return reply.header('content-encoding', encoding).send(compressed);
}
