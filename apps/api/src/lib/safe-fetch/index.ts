// safeFetch: an HTTP(S) GET for feeds and their photos that a landlord's URL cannot point at internal services.
// Only http and https; the host is resolved here and every address checked (loopback, private, link-local incl.
// the cloud metadata address 169.254.169.254, CGNAT, unique-local, multicast, reserved, IPv4 inside IPv6 are
// refused), and the socket connects to the address that was checked (the lookup is ours), so a DNS answer that
// changes between check and connect changes nothing. Each redirect (at most 5) is checked the same way. A connect
// timeout, a total timeout (covering the body too) and a size limit (counted after decompression, whatever
// Content-Length says) bound the work. FEED_ALLOWED_HOSTS names host:port pairs let through anyway (the tests'
// local servers, a feed server on a private network).
import dns from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline, type Readable, Transform } from 'node:stream';
import zlib from 'node:zlib';
import ipaddr from 'ipaddr.js';

export type SafeFetchErrorCode =
  | 'scheme'
  | 'private-address'
  | 'dns'
  | 'timeout'
  | 'too-large'
  | 'status'
  | 'redirects'
  /** The connection failed or broke (refused, reset, TLS error). */
  | 'network';

export class SafeFetchError extends Error {
  readonly code: SafeFetchErrorCode;
  /** The URL being fetched when it failed (the redirect hop, not necessarily the first URL). */
  readonly url: string;
  /** The HTTP status, for code 'status'. */
  readonly status: number | undefined;

  constructor(code: SafeFetchErrorCode, message: string, url: string, status?: number) {
    super(message);
    this.name = 'SafeFetchError';
    this.code = code;
    this.url = url;
    this.status = status;
  }
}

export interface SafeFetchOptions {
  /** Everything, body included. Default 120 s. */
  timeoutMs?: number;
  /** Until the TCP (and TLS) connection is up. Default 10 s, never more than timeoutMs. */
  connectTimeoutMs?: number;
  /** Bytes of body (decompressed). Default 200 MB. */
  maxBytes?: number;
  /** "host:port" pairs let through whatever they resolve to (see parseAllowedHosts). */
  allowedHosts?: readonly string[];
  /** The Accept header. Default '*\/*'. */
  accept?: string;
  /** Redirects followed. Default 5. */
  maxRedirects?: number;
  /** Aborts the fetch and the body. */
  signal?: AbortSignal;
}

export interface SafeFetchResult {
  /** The body, decompressed; it errors with a SafeFetchError ('too-large', 'timeout') past the limits. */
  body: Readable;
  /** The final URL, after redirects. */
  url: string;
  contentType: string | null;
}

export const SAFE_FETCH_DEFAULTS = {
  timeoutMs: 120_000,
  connectTimeoutMs: 10_000,
  maxBytes: 200 * 1024 * 1024,
  maxRedirects: 5,
} as const;

const USER_AGENT = 'RentalsFeedFetcher/1.0';
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** FEED_ALLOWED_HOSTS ("feeds.internal:8080, [::1]:9000") -> normalised "host:port" entries; throws on a bad one. */
export function parseAllowedHosts(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  return entries.map((entry) => {
    const normalised = normaliseHostPort(entry);
    if (!normalised) throw new Error(`"${entry}" is not a host:port pair (e.g. feeds.internal:8080 or [::1]:9000)`);
    return normalised;
  });
}

/** The allow-list from the app's config (FEED_ALLOWED_HOSTS, validated at start-up). */
export function feedAllowedHosts(config: { FEED_ALLOWED_HOSTS?: string }): string[] {
  return parseAllowedHosts(config.FEED_ALLOWED_HOSTS);
}

function normaliseHostPort(entry: string): string | null {
  const match = /^(\[[0-9a-fA-F:.]+\]|[^:\s[\]/]+):(\d{1,5})$/.exec(entry.trim());
  if (!match) return null;
  const port = Number(match[2]);
  if (port < 1 || port > 65535) return null;
  return `${(match[1] as string).toLowerCase()}:${port}`;
}

function hostPortOf(url: URL): string {
  const port = url.port !== '' ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  return `${url.hostname.toLowerCase()}:${port}`;
}

/** Why an address may not be fetched ('loopback', 'private', ...), or null when it is a public unicast one. */
export function refusedRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'invalid';
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
  }
  const range = parsed.range();
  return range === 'unicast' ? null : range;
}

function describeRange(range: string): string {
  const names: Record<string, string> = {
    loopback: 'a loopback address',
    private: 'a private network address',
    linkLocal: 'a link-local address (such as the cloud metadata service)',
    carrierGradeNat: 'a carrier-grade NAT address',
    uniqueLocal: 'a unique-local IPv6 address',
    unspecified: 'an unspecified address',
    multicast: 'a multicast address',
    broadcast: 'the broadcast address',
  };
  return names[range] ?? `a reserved address (${range})`;
}

function privateAddressError(url: URL, address: string, range: string): SafeFetchError {
  return new SafeFetchError(
    'private-address',
    `${url.hostname} resolves to ${address}, ${describeRange(range)}: feeds may only be fetched from public addresses`,
    url.href,
  );
}

/**
 * The lookup the socket uses: resolves the name itself, refuses a disallowed address, and hands the socket the
 * address it checked. `allowAny` for allow-listed host:port pairs.
 */
function guardedLookup(url: URL, allowAny: boolean, onRefused: (error: SafeFetchError) => void): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, verbatim: true, family: options.family }, (err, addresses) => {
      if (err) {
        const error = new SafeFetchError(
          'dns',
          `${hostname} could not be resolved (${err.code ?? err.message})`,
          url.href,
        );
        onRefused(error);
        callback(error, '', 0);
        return;
      }
      if (!allowAny) {
        for (const a of addresses) {
          const range = refusedRange(a.address);
          if (range) {
            const error = privateAddressError(url, a.address, range);
            onRefused(error);
            callback(error, '', 0);
            return;
          }
        }
      }
      if (options.all) {
        (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      } else {
        const first = addresses[0];
        if (!first) {
          const error = new SafeFetchError('dns', `${hostname} has no address`, url.href);
          onRefused(error);
          callback(error, '', 0);
          return;
        }
        callback(null, first.address, first.family);
      }
    });
  };
}

/** Refusals decided from the URL alone (scheme, credentials, a literal address). */
function checkUrl(url: URL, allowedHosts: ReadonlySet<string>): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError(
      'scheme',
      `only http and https URLs can be fetched, not ${url.protocol.replace(/:$/, '')}`,
      url.href,
    );
  }
  const allowAny = allowedHosts.has(hostPortOf(url));
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowAny && isIP(literal)) {
    const range = refusedRange(literal);
    if (range) throw privateAddressError(url, literal, range);
  }
  return allowAny;
}

interface Hop {
  response: IncomingMessage;
  url: URL;
}

function requestOnce(
  url: URL,
  allowAny: boolean,
  options: { accept: string; connectTimeoutMs: number; signal: AbortSignal },
): Promise<Hop> {
  return new Promise((resolve, reject) => {
    let refusal: SafeFetchError | null = null;
    const lib = url.protocol === 'https:' ? https : http;
    const request = lib.request(url, {
      method: 'GET',
      headers: { accept: options.accept, 'accept-encoding': 'gzip, deflate, br', 'user-agent': USER_AGENT },
      lookup: guardedLookup(url, allowAny, (e) => {
        refusal = e;
      }),
      signal: options.signal,
      agent: false,
    });
    const connectTimer = setTimeout(() => {
      refusal = new SafeFetchError(
        'timeout',
        `no connection to ${url.host} within ${Math.round(options.connectTimeoutMs / 1000)} s`,
        url.href,
      );
      request.destroy(refusal);
    }, options.connectTimeoutMs);
    request.on('socket', (socket) => {
      const connected = url.protocol === 'https:' ? 'secureConnect' : 'connect';
      if (!socket.connecting && url.protocol === 'http:') clearTimeout(connectTimer);
      socket.once(connected, () => clearTimeout(connectTimer));
    });
    request.on('response', (response) => {
      clearTimeout(connectTimer);
      resolve({ response, url });
    });
    request.on('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(connectTimer);
      if (refusal) return reject(refusal);
      if (err instanceof SafeFetchError) return reject(err);
      if (options.signal.aborted) {
        const reason = options.signal.reason;
        return reject(reason instanceof SafeFetchError ? reason : new SafeFetchError('timeout', 'aborted', url.href));
      }
      reject(new SafeFetchError('network', `${url.host}: ${err.code ?? err.message}`, url.href));
    });
    request.end();
  });
}

function decoder(encoding: string | undefined): Transform | null {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

/** Counts bytes through; past `max` it fails with 'too-large'. */
function byteLimit(max: number, url: string): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > max) {
        callback(new SafeFetchError('too-large', `the response is larger than the limit of ${formatBytes(max)}`, url));
        return;
      }
      callback(null, chunk);
    },
  });
}

function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${Math.round((n / 1024 / 1024) * 10) / 10} MB`;
  if (n >= 1024) return `${Math.round(n / 1024)} KB`;
  return `${n} bytes`;
}

/** GET `rawUrl` through the guard; see the file's header. Rejects with a SafeFetchError. */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs;
  const connectTimeoutMs = Math.min(options.connectTimeoutMs ?? SAFE_FETCH_DEFAULTS.connectTimeoutMs, timeoutMs);
  const maxBytes = options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects;
  const allowed = new Set((options.allowedHosts ?? []).map((h) => normaliseHostPort(h) ?? h.toLowerCase()));

  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new SafeFetchError('scheme', `"${rawUrl.slice(0, 200)}" is not a valid URL`, rawUrl);
  }

  const controller = new AbortController();
  const total = setTimeout(() => {
    controller.abort(
      new SafeFetchError('timeout', `the fetch took longer than ${Math.round(timeoutMs / 1000)} s`, url.href),
    );
  }, timeoutMs);
  const onOuterAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });
  const cleanup = () => {
    clearTimeout(total);
    options.signal?.removeEventListener('abort', onOuterAbort);
  };

  try {
    for (let redirects = 0; ; redirects++) {
      const allowAny = checkUrl(url, allowed);
      const { response } = await requestOnce(url, allowAny, {
        accept: options.accept ?? '*/*',
        connectTimeoutMs,
        signal: controller.signal,
      });
      const status = response.statusCode ?? 0;
      if (REDIRECT_STATUSES.has(status)) {
        response.resume();
        const location = response.headers.location;
        if (!location) {
          throw new SafeFetchError('status', `the server answered ${status} without a Location`, url.href, status);
        }
        if (redirects >= maxRedirects) {
          throw new SafeFetchError('redirects', `more than ${maxRedirects} redirects`, url.href);
        }
        try {
          url = new URL(location, url);
        } catch {
          throw new SafeFetchError(
            'redirects',
            `the redirect to "${location.slice(0, 200)}" is not a valid URL`,
            url.href,
          );
        }
        continue;
      }
      if (status < 200 || status > 299) {
        response.resume();
        throw new SafeFetchError(
          'status',
          `the server answered ${status}${response.statusMessage ? ` ${response.statusMessage}` : ''}`,
          url.href,
          status,
        );
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes && !response.headers['content-encoding']) {
        response.destroy();
        throw new SafeFetchError(
          'too-large',
          `the response is ${formatBytes(declared)}, more than the limit of ${formatBytes(maxBytes)}`,
          url.href,
        );
      }
      return {
        body: streamBody(response, url.href, maxBytes, controller, cleanup),
        url: url.href,
        contentType: response.headers['content-type'] ?? null,
      };
    }
  } catch (error) {
    cleanup();
    if (error instanceof SafeFetchError) throw error;
    const reason = controller.signal.reason;
    if (reason instanceof SafeFetchError) throw reason;
    throw new SafeFetchError('network', error instanceof Error ? error.message : String(error), url.href);
  }
}

function streamBody(
  response: IncomingMessage,
  url: string,
  maxBytes: number,
  controller: AbortController,
  cleanup: () => void,
): Readable {
  const decode = decoder(response.headers['content-encoding']);
  const limit = byteLimit(maxBytes, url);
  const onAbort = () => {
    const reason = controller.signal.reason;
    response.destroy(reason instanceof SafeFetchError ? reason : new SafeFetchError('timeout', 'aborted', url));
  };
  controller.signal.addEventListener('abort', onAbort, { once: true });
  const done = (err?: Error | null) => {
    controller.signal.removeEventListener('abort', onAbort);
    cleanup();
    // A broken connection: name it (the limit and the timeouts are SafeFetchErrors already).
    if (err && !(err instanceof SafeFetchError) && !limit.destroyed) {
      limit.destroy(new SafeFetchError('network', `the download broke off: ${err.message}`, url));
    }
  };
  // pipeline destroys every stage with the first error, so the body errors with it.
  if (decode) pipeline(response, decode, limit, done);
  else pipeline(response, limit, done);
  return limit;
}

/** The whole body as a Buffer (for photos: keep maxBytes small). */
export async function safeFetchBytes(
  url: string,
  options: SafeFetchOptions = {},
): Promise<{ bytes: Buffer; url: string; contentType: string | null }> {
  const result = await safeFetch(url, options);
  const chunks: Buffer[] = [];
  for await (const chunk of result.body) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), url: result.url, contentType: result.contentType };
}
