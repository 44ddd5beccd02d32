// HTTP load with autocannon: a short warm-up, then `duration` seconds at `connections` concurrent
// connections. Latencies come from every response (autocannon's own table stops at p97.5, not p95).
import autocannon from 'autocannon';
import { type LatencySummary, summarize } from './stats.ts';

export interface LoadSettings {
  connections: number;
  /** Seconds measured. */
  duration: number;
  /** Seconds of warm-up, not measured. */
  warmup: number;
}

export interface LoadResult {
  latency: LatencySummary;
  requestsPerSecond: number;
  requests: number;
  /** Connection errors and timeouts plus non-2xx answers. */
  failures: number;
  statusCodes: Record<string, number>;
}

/** Where each list of paths is at: its warm-up, loaded and one-at-a-time runs carry on from each other. */
const cursors = new WeakMap<readonly string[], number>();

/** Sends the paths in turn (one list shared by every connection), e.g. a different listing id each request. */
function rotating(paths: readonly string[]): autocannon.Request[] {
  return [
    {
      setupRequest: (request) => {
        const next = cursors.get(paths) ?? 0;
        cursors.set(paths, next + 1);
        request.path = paths[next % paths.length];
        return request;
      },
    },
  ];
}

async function run(
  baseUrl: string,
  paths: readonly string[],
  connections: number,
  seconds: number,
  headers: Record<string, string>,
) {
  const samples: number[] = [];
  const statusCodes: Record<string, number> = {};
  let finish: (result: autocannon.Result) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const instance = autocannon(
    {
      url: baseUrl,
      connections,
      duration: seconds,
      requests: rotating(paths),
      headers: { accept: 'application/json', ...headers },
    },
    (error, result) => (error ? fail(error) : finish(result)),
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    samples.push(responseTime);
    statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
  });
  const result = await done;
  return { result, samples, statusCodes };
}

/** `headers` go with every request (e.g. the back office's `authorization`), besides `accept: application/json`. */
export async function measureHttp(
  baseUrl: string,
  paths: readonly string[],
  settings: LoadSettings,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  if (paths.length === 0) throw new Error('no paths to load');
  if (settings.warmup > 0) await run(baseUrl, paths, settings.connections, settings.warmup, headers);
  const { result, samples, statusCodes } = await run(baseUrl, paths, settings.connections, settings.duration, headers);
  return {
    latency: summarize(samples),
    requestsPerSecond: samples.length / result.duration,
    requests: samples.length,
    failures: result.errors + result.non2xx,
    statusCodes,
  };
}
