// The API as a client sees it: JSON calls with a bearer token, the XSRF double submit for signed-out writes,
// and a client address of its own (X-Forwarded-For, which the instances trust from the balancer on loopback),
// so each check counts against its own rate limits as separate visitors would.
import { randomBytes } from 'node:crypto';

export const DEMO_PASSWORD = 'demo-Password-1';

export interface Answer {
  status: number;
  /** 0 when no HTTP answer came (connection refused, reset, timeout). */
  ok: boolean;
  body: unknown;
  headers: Headers;
  error?: string;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's address, as the balancer forwards it. */
  clientIp?: string;
  timeoutMs?: number;
}

const XSRF = randomBytes(24).toString('base64url');

export async function call(base: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    cookie: `XSRF-TOKEN=${XSRF}`,
    'x-xsrf-token': XSRF,
    ...options.headers,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.clientIp) headers['x-forwarded-for'] = options.clientIp;
  let body: string | FormData | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await res.text();
    let parsed: unknown = text;
    if (res.headers.get('content-type')?.includes('json')) parsed = text ? JSON.parse(text) : null;
    return { status: res.status, ok: res.ok, body: parsed, headers: res.headers };
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause?.code;
    return { status: 0, ok: false, body: null, headers: new Headers(), error: cause ?? (err as Error).message };
  }
}

/** Signs in and answers the bearer token; throws with the answer when it fails. */
export async function signIn(base: string, email: string, clientIp: string): Promise<string> {
  const res = await call(base, 'POST', '/api/login', { body: { email, password: DEMO_PASSWORD }, clientIp });
  const token = (res.body as { tokenInfo?: { access_token?: string } } | null)?.tokenInfo?.access_token;
  if (!res.ok || !token) throw new Error(`sign-in as ${email} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return token;
}

/** The body's field at `path` (a.b.c), for short checks on answers. */
export function field(body: unknown, path: string): unknown {
  let value: unknown = body;
  for (const key of path.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

/** A description of an answer for a FAIL line. */
export const describe = (res: Answer) =>
  res.status === 0 ? `no answer (${res.error})` : `${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
