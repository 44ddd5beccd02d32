// The request id of the work in progress, carried through async calls: set per request (plugins/app/operations.ts)
// and per job (plugins/app/jobs.ts), read when work is queued or mailed, so it travels on with it.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  requestId: string;
  /** A request's own log lines carry the id already (Fastify's child logger); a job's get it from logMixin. */
  kind: 'request' | 'job';
}

const storage = new AsyncLocalStorage<RequestContext>();

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** For pino's `mixin`: the log lines written while a job runs name the request that queued it. */
export function logMixin(): { requestId?: string } {
  const store = storage.getStore();
  return store?.kind === 'job' ? { requestId: store.requestId } : {};
}

/** The key a queued job's data carries the request id under; the handler never sees it. */
export const JOB_REQUEST_ID_KEY = '__requestId';

/** The job data to queue: `data` plus the current request id, if any. */
export function withRequestId(data: object): object {
  const requestId = currentRequestId();
  return requestId ? { ...data, [JOB_REQUEST_ID_KEY]: requestId } : data;
}

/** The handler's data without the request id, and that id. */
export function splitRequestId(data: unknown): { data: unknown; requestId: string | undefined } {
  if (!data || typeof data !== 'object' || !(JOB_REQUEST_ID_KEY in data)) return { data, requestId: undefined };
  const { [JOB_REQUEST_ID_KEY]: requestId, ...rest } = data as Record<string, unknown>;
  return { data: rest, requestId: typeof requestId === 'string' ? requestId : undefined };
}
