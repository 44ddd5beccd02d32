// For tests: a real SMTP server (the smtp-server package) in the test process that keeps every message it
// receives, and a small reader for those messages (headers, and the text and HTML parts decoded), so tests
// read exactly what a mail program would.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpCapture {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** Header lines (folded lines joined) -> lower-cased name -> value. */
function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function splitHead(raw: string): [string, string] {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return [raw, ''];
  return [raw.slice(0, match.index), raw.slice(match.index + match[0].length)];
}

/** Quoted-printable (soft line breaks, =XX bytes) -> UTF-8 text. */
function decodeQuotedPrintable(body: string): string {
  const soft = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  const e = (encoding ?? '').toLowerCase();
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (e === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** RFC 2047 encoded words ("=?UTF-8?Q?...?=") in a header value, decoded. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

/** The message's headers and its text/plain and text/html parts (nested multiparts included). */
export function parseMail(raw: string, to: string[] = []): ReceivedMail {
  const [head, body] = splitHead(raw);
  const headers = parseHeaders(head);
  const parts = { text: '', html: '' };
  const walk = (partHeaders: Map<string, string>, partBody: string) => {
    const type = partHeaders.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      for (const chunk of partBody.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break;
        const [h, b] = splitHead(chunk.replace(/^\r?\n/, ''));
        walk(parseHeaders(h), b);
      }
      return;
    }
    const decoded = decodeBody(partBody, partHeaders.get('content-transfer-encoding'));
    if (/^text\/html/i.test(type)) parts.html += decoded;
    else if (/^text\/plain/i.test(type)) parts.text += decoded;
  };
  walk(headers, body);
  return { to, raw, headers, subject: decodeWords(headers.get('subject') ?? ''), ...parts };
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push(
          parseMail(
            raw,
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
