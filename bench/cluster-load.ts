// Load that runs until told to stop (autocannon, paths in turn), for the rolling restart: its latencies and
// every failure from the first request to the last, whatever the instances behind the balancer do meanwhile.
import autocannon from 'autocannon';
import { type LatencySummary, summarize } from './stats.ts';

export interface OpenLoad {
  stop(): Promise<{ latency: LatencySummary; requests: number; failures: number; statusCodes: Record<string, number> }>;
}

export function startOpenLoad(baseUrl: string, paths: readonly string[], connections: number): OpenLoad {
  const samples: number[] = [];
  const statusCodes: Record<string, number> = {};
  let next = 0;
  let finish: (result: autocannon.Result) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve) => {
    finish = resolve;
  });
  const instance = autocannon(
    {
      url: baseUrl,
      connections,
      duration: 3600,
      headers: { accept: 'application/json' },
      requests: [
        {
          setupRequest: (request) => {
            request.path = paths[next++ % paths.length];
            return request;
          },
        },
      ],
    },
    (_error, result) => finish(result),
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    samples.push(responseTime);
    statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
  });
  return {
    async stop() {
      instance.stop();
      const result = await done;
      if (result.errors) statusCodes['no answer'] = result.errors;
      return {
        latency: summarize(samples),
        requests: samples.length,
        failures: result.errors + result.non2xx,
        statusCodes,
      };
    },
  };
}
