// The one way the web app talks to the API (spec 7, DESIGN 3): base /api, bearer token, JSON, the
// XSRF double submit on unauthenticated state-changing calls, errors as ApiError. No request timeout.
import type { ApiErrorBody } from '@rentals/shared/api';

export const API_BASE = '/api';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export class ApiError extends Error {
  /** HTTP status; 0 when no answer came (network failure or abort). */
  readonly status: number;
  /** Field errors of a 422 answer: `{ field: [messages] }`. */
  readonly errors: Record<string, string[]>;
  readonly body: unknown;
  readonly kind: 'network' | 'aborted' | 'http';

  constructor(
    message: string,
    options: { status: number; kind: ApiError['kind']; errors?: Record<string, string[]>; body?: unknown },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.kind = options.kind;
    this.errors = options.errors ?? {};
    this.body = options.body;
  }

  /** The generic line for an HTTP failure, whatever the server said. */
  get statusMessage(): string {
    return this.kind === 'http' ? `Request failed with status code ${this.status}` : this.message;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Network Error';
}

export interface ApiClientHooks {
  getToken: () => string | null;
  getLanguage: () => string;
  /** Called on every 401 answer: logs out locally, without calling the server. */
  onUnauthenticated: (error: ApiError) => void;
}

const hooks: ApiClientHooks = {
  getToken: () => null,
  getLanguage: () => 'en',
  onUnauthenticated: () => {},
};

export function configureApiClient(next: Partial<ApiClientHooks>) {
  Object.assign(hooks, next);
}

export type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** An unauthenticated state-changing call that needs the XSRF-TOKEN cookie echoed (login, register, reset). */
  csrf?: boolean;
  /** Extra request headers (say an Idempotency-Key); the client's own headers come after and win. */
  headers?: Record<string, string>;
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}

export function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** Makes sure the XSRF-TOKEN cookie exists (the server sets it on any answer, csrf-cookie is the cheapest). */
export async function ensureCsrfCookie(force = false): Promise<void> {
  if (!force && readCookie(XSRF_COOKIE)) return;
  await request<void>('csrf-cookie');
}

function isAbort(error: unknown, signal?: AbortSignal) {
  return signal?.aborted || (error instanceof DOMException && error.name === 'AbortError');
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).message === 'string';
}

/**
 * A 401 to a request that carried a token logs out (spec 8: a 401 just logs the user out). A GET is then
 * asked once more without the token, so public data (site settings, menus) still loads for the visitor.
 */
async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return send<T>(path, options, hooks.getToken());
}

async function send<T>(path: string, options: RequestOptions, token: string | null): Promise<T> {
  const headers = new Headers({
    ...options.headers,
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    'Accept-Language': hooks.getLanguage(),
  });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.csrf && !token) await ensureCsrfCookie();
  // Only a state-changing call is checked (plugins/app/access.ts). Reading document.cookie waits on the
  // browser's own process: on a phone loading a page, tens of milliseconds that a GET need not spend.
  const method = options.method ?? 'GET';
  const xsrf = method === 'GET' ? null : readCookie(XSRF_COOKIE);
  if (xsrf) headers.set(XSRF_HEADER, xsrf);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set('Content-Type', 'application/json');
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (isAbort(error, options.signal)) throw new ApiError('Request aborted', { status: 0, kind: 'aborted' });
    throw new ApiError('Network Error', { status: 0, kind: 'network' });
  }

  let data: unknown;
  try {
    data = await parseBody(response);
  } catch (error) {
    if (isAbort(error, options.signal)) throw new ApiError('Request aborted', { status: 0, kind: 'aborted' });
    throw new ApiError('Network Error', { status: 0, kind: 'network' });
  }

  if (!response.ok) {
    const errorBody = isErrorBody(data) ? data : null;
    const error = new ApiError(errorBody?.message || `Request failed with status code ${response.status}`, {
      status: response.status,
      kind: 'http',
      errors: errorBody?.errors,
      body: data,
    });
    if (response.status === 401) {
      hooks.onUnauthenticated(error);
      if (token && (options.method ?? 'GET') === 'GET') return send<T>(path, options, null);
    }
    throw error;
  }
  return data as T;
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  request,
  get: <T>(path: string, options?: Options) => request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) => request<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  put: <T>(path: string, body?: unknown, options?: Options) => request<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, body?: unknown, options?: Options) =>
    request<T>(path, { ...options, method: 'DELETE', body }),
};

/** The bearer token and language every call carries (for requests outside this client: file downloads). */
export const clientHeaders = () => ({ token: hooks.getToken(), language: hooks.getLanguage(), hooks });
