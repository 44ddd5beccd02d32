// The SSRF guard against local servers started here: loopback refused unless allow-listed (and the server then
// never sees the request), the metadata address and other private ranges refused before any connection, each
// redirect checked again, the size limit (declared, undeclared, and after decompression), the timeouts, schemes.

import dns from 'node:dns';
import { once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import {
  feedAllowedHosts,
  parseAllowedHosts,
  refusedRange,
  SafeFetchError,
  safeFetch,
  safeFetchBytes,
} from './index.ts';

let server: http.Server;
let other: http.Server;
let port: number;
let otherPort: number;
const hits: string[] = [];

async function listen(s: http.Server): Promise<number> {
  s.listen(0, '127.0.0.1');
  await once(s, 'listening');
  return (s.address() as AddressInfo).port;
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://x');
    switch (url.pathname) {
      case '/feed.xml':
        res.writeHead(200, { 'content-type': 'application/xml' });
        res.end('<hotPadsItems/>');
        return;
      case '/redirect':
        res.writeHead(302, { location: url.searchParams.get('to') ?? '/feed.xml' });
        res.end();
        return;
      case '/loop':
        res.writeHead(301, { location: '/loop' });
        res.end();
        return;
      case '/big-declared':
        res.writeHead(200, { 'content-length': String(10 * 1024 * 1024) });
        res.end();
        return;
      case '/big-chunked': {
        res.writeHead(200, { 'content-type': 'text/csv' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        let sent = 0;
        const pump = () => {
          while (sent < 4 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return res.once('drain', pump);
          }
          res.end();
        };
        pump();
        return;
      }
      case '/gzip-bomb': {
        const body = zlib.gzipSync(Buffer.alloc(8 * 1024 * 1024, 0));
        res.writeHead(200, { 'content-encoding': 'gzip', 'content-length': String(body.length) });
        res.end(body);
        return;
      }
      case '/gzip': {
        const body = zlib.gzipSync(Buffer.from('external_id\nA\n'));
        res.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'text/csv' });
        res.end(body);
        return;
      }
      case '/hang':
        return; // never answers
      case '/slow-body':
        res.writeHead(200);
        res.write('start');
        return; // never ends
      case '/missing':
        res.writeHead(404);
        res.end();
        return;
      default:
        res.writeHead(500);
        res.end();
    }
  });
  server.keepAliveTimeout = 1;
  port = await listen(server);
  other = http.createServer((req, res) => {
    hits.push(`other${req.url}`);
    res.end('internal secret');
  });
  otherPort = await listen(other);
});

afterAll(async () => {
  server.closeAllConnections();
  other.closeAllConnections();
  server.close();
  other.close();
});

const allowed = () => [`127.0.0.1:${port}`];

async function refusal(promise: Promise<unknown>): Promise<SafeFetchError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(SafeFetchError);
    return error as SafeFetchError;
  }
  throw new Error('expected a refusal');
}

async function text(body: NodeJS.ReadableStream): Promise<string> {
  let s = '';
  for await (const chunk of body) s += chunk.toString();
  return s;
}

describe('safeFetch', () => {
  it('refuses a loopback address unless its host:port is allow-listed; the server never sees the refused request', async () => {
    const before = hits.length;
    const refused = await refusal(safeFetch(`http://127.0.0.1:${port}/feed.xml`));
    expect(refused.code).toBe('private-address');
    expect(refused.message).toMatch(/127\.0\.0\.1, a loopback address/);
    expect(hits.length).toBe(before);

    const result = await safeFetch(`http://127.0.0.1:${port}/feed.xml`, { allowedHosts: allowed() });
    expect(result.contentType).toBe('application/xml');
    expect(await text(result.body)).toBe('<hotPadsItems/>');
    // The same host on another port is not allow-listed.
    expect((await refusal(safeFetch(`http://127.0.0.1:${otherPort}/`, { allowedHosts: allowed() }))).code).toBe(
      'private-address',
    );
  });

  it('checks what a name resolves to (localhost), and lets an allow-listed name through', async () => {
    const refused = await refusal(safeFetch(`http://localhost:${port}/feed.xml`));
    expect(refused.code).toBe('private-address');
    expect(refused.message).toMatch(/localhost resolves to/);
    const ok = await safeFetchBytes(`http://localhost:${port}/feed.xml`, { allowedHosts: [`localhost:${port}`] });
    expect(ok.bytes.toString()).toBe('<hotPadsItems/>');
  });

  it('connects to the address it checked: a name resolving to a private address is refused, an allowed one uses it', async () => {
    // A made-up name that only our stubbed resolver knows: if the fetch succeeds, the socket used our answer.
    const answers: Record<string, dns.LookupAddress[]> = {
      'feeds.rebind.test': [{ address: '127.0.0.1', family: 4 }],
      'mixed.rebind.test': [
        { address: '93.184.216.34', family: 4 },
        { address: '10.1.2.3', family: 4 },
      ],
    };
    const real = dns.lookup;
    const spy = vi.spyOn(dns, 'lookup').mockImplementation(((
      hostname: string,
      options: dns.LookupAllOptions,
      callback: (err: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
    ) => {
      const answer = answers[hostname];
      if (!answer) return (real as unknown as (...a: unknown[]) => void)(hostname, options, callback);
      callback(null, answer);
    }) as unknown as typeof dns.lookup);
    try {
      const refused = await refusal(safeFetch(`http://feeds.rebind.test:${port}/feed.xml`));
      expect(refused.code).toBe('private-address');
      expect(refused.message).toMatch(/feeds\.rebind\.test resolves to 127\.0\.0\.1/);
      // One private address among public ones is enough to refuse.
      expect((await refusal(safeFetch(`http://mixed.rebind.test:${port}/feed.xml`))).message).toMatch(/10\.1\.2\.3/);
      const allowedName = await safeFetch(`http://feeds.rebind.test:${port}/feed.xml`, {
        allowedHosts: [`feeds.rebind.test:${port}`],
      });
      expect(await text(allowedName.body)).toBe('<hotPadsItems/>');
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses the metadata address and every private, local or special range before connecting', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.5/feed',
      'http://172.16.3.4/feed',
      'http://192.168.1.1/feed',
      'http://100.64.0.1/feed',
      'http://0.0.0.0:8080/feed',
      'http://[::1]/feed',
      'http://[fe80::1]/feed',
      'http://[fd00::1]/feed',
      'http://[::ffff:127.0.0.1]/feed',
      'http://[::ffff:169.254.169.254]/feed',
      'http://2130706433/feed', // 127.0.0.1 written as a number
      'http://0x7f.1/feed',
      'http://224.0.0.1/feed',
    ]) {
      const refused = await refusal(safeFetch(url, { timeoutMs: 2000 }));
      expect(refused.code, url).toBe('private-address');
    }
    expect(refusedRange('8.8.8.8')).toBeNull();
    expect(refusedRange('2606:4700:4700::1111')).toBeNull();
    expect(refusedRange('169.254.169.254')).toBe('linkLocal');
  });

  it('checks every redirect: to a private address refused, within the allowed host followed, at most 5', async () => {
    const before = hits.length;
    const toPrivate = await refusal(
      safeFetch(`http://127.0.0.1:${port}/redirect?to=${encodeURIComponent(`http://127.0.0.1:${otherPort}/secret`)}`, {
        allowedHosts: allowed(),
      }),
    );
    expect(toPrivate.code).toBe('private-address');
    expect(toPrivate.url).toBe(`http://127.0.0.1:${otherPort}/secret`);
    expect(hits.slice(before)).toEqual([`/redirect?to=${encodeURIComponent(`http://127.0.0.1:${otherPort}/secret`)}`]);

    const toMetadata = await refusal(
      safeFetch(`http://127.0.0.1:${port}/redirect?to=http://169.254.169.254/`, { allowedHosts: allowed() }),
    );
    expect(toMetadata.code).toBe('private-address');

    const followed = await safeFetch(`http://127.0.0.1:${port}/redirect?to=/feed.xml`, { allowedHosts: allowed() });
    expect(followed.url).toBe(`http://127.0.0.1:${port}/feed.xml`);
    expect(await text(followed.body)).toBe('<hotPadsItems/>');

    const loop = await refusal(safeFetch(`http://127.0.0.1:${port}/loop`, { allowedHosts: allowed() }));
    expect(loop.code).toBe('redirects');

    const toFile = await refusal(
      safeFetch(`http://127.0.0.1:${port}/redirect?to=file:///etc/passwd`, { allowedHosts: allowed() }),
    );
    expect(toFile.code).toBe('scheme');
  });

  it('enforces the size limit: declared, streamed without a length, and after decompression', async () => {
    const declared = await refusal(
      safeFetch(`http://127.0.0.1:${port}/big-declared`, { allowedHosts: allowed(), maxBytes: 1024 * 1024 }),
    );
    expect(declared.code).toBe('too-large');

    const streamed = await safeFetch(`http://127.0.0.1:${port}/big-chunked`, {
      allowedHosts: allowed(),
      maxBytes: 1024 * 1024,
    });
    const streamedError = await refusal(text(streamed.body));
    expect(streamedError.code).toBe('too-large');

    const bomb = await safeFetch(`http://127.0.0.1:${port}/gzip-bomb`, {
      allowedHosts: allowed(),
      maxBytes: 1024 * 1024,
    });
    expect((await refusal(text(bomb.body))).code).toBe('too-large');

    // A Content-Length smaller than what the server sends: only the declared bytes are read.
    const liar = net.createServer((socket) => {
      socket.on('error', () => {});
      socket.on('data', () => {
        socket.end(`HTTP/1.1 200 OK\r\nContent-Length: 40\r\nConnection: close\r\n\r\n${'x'.repeat(100_000)}`);
      });
    });
    const liarPort = await listen(liar as unknown as http.Server);
    try {
      const lying = await safeFetch(`http://127.0.0.1:${liarPort}/`, {
        allowedHosts: [`127.0.0.1:${liarPort}`],
        maxBytes: 50,
      });
      expect((await text(lying.body)).length).toBe(40);
    } finally {
      liar.close();
    }

    const gz = await safeFetch(`http://127.0.0.1:${port}/gzip`, { allowedHosts: allowed() });
    expect(await text(gz.body)).toBe('external_id\nA\n');
  });

  it('times out a server that never answers, and a body that never ends', async () => {
    const hang = await refusal(safeFetch(`http://127.0.0.1:${port}/hang`, { allowedHosts: allowed(), timeoutMs: 300 }));
    expect(hang.code).toBe('timeout');
    const slow = await safeFetch(`http://127.0.0.1:${port}/slow-body`, { allowedHosts: allowed(), timeoutMs: 300 });
    expect((await refusal(text(slow.body))).code).toBe('timeout');
  });

  it('refuses other schemes, bad URLs and error statuses', async () => {
    for (const url of ['ftp://example.com/feed.xml', 'file:///etc/passwd', 'javascript:alert(1)', 'gopher://x/']) {
      expect((await refusal(safeFetch(url))).code, url).toBe('scheme');
    }
    expect((await refusal(safeFetch('not a url'))).code).toBe('scheme');
    const missing = await refusal(safeFetch(`http://127.0.0.1:${port}/missing`, { allowedHosts: allowed() }));
    expect(missing).toMatchObject({ code: 'status', status: 404 });
    expect((await refusal(safeFetch('http://no-such-host.invalid/feed.xml'))).code).toBe('dns');
  });

  it('reads FEED_ALLOWED_HOSTS from the config, empty by default, and refuses a malformed one', () => {
    expect(feedAllowedHosts(loadConfig({}))).toEqual([]);
    expect(feedAllowedHosts(loadConfig({ FEED_ALLOWED_HOSTS: 'Feeds.Internal:8080, [::1]:9000' }))).toEqual([
      'feeds.internal:8080',
      '[::1]:9000',
    ]);
    expect(() => loadConfig({ FEED_ALLOWED_HOSTS: 'feeds.internal' })).toThrow(/FEED_ALLOWED_HOSTS/);
    expect(() => parseAllowedHosts('http://x:80')).toThrow(/not a host:port pair/);
  });
});
