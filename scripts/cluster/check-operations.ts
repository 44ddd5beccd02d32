// f. What operators rely on, through the committed balancer: every request gets the balancer's request id
// (a client's own is replaced), the instance that answered logs under it and answers it back; /metrics
// answers the token on an instance's own port and nothing at the public edge.
import { readFile } from 'node:fs/promises';
import { call } from './client.ts';
import type { Cluster } from './cluster.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function checkOperations(cluster: Cluster) {
  const [first] = cluster.instances;
  if (!first) throw new Error('an instance needed');
  const res = await call(cluster.haproxy.url, 'GET', '/api/health', {
    headers: { 'x-request-id': 'chosen-by-the-client-123' },
  });
  const id = res.headers.get('x-request-id') ?? '';
  // Pino writes the line when the answer is sent; the file may lag a moment.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const logs = await Promise.all(cluster.instances.map((api) => readFile(api.spec.logFile, 'utf8')));
  const loggedBy = cluster.instances.filter((_, i) => id && logs[i]?.includes(`"requestId":"${id}"`));
  const balancerLog = await readFile(cluster.haproxy.proc.logFile, 'utf8');

  const token = cluster.metricsToken;
  const open = await call(first.url, 'GET', '/metrics');
  const scraped = await call(first.url, 'GET', '/metrics', { token });
  const edge = await call(cluster.haproxy.url, 'GET', '/metrics', { token });
  const body = typeof scraped.body === 'string' ? scraped.body : '';
  const series = [
    'rentals_http_requests_total',
    'rentals_http_request_duration_seconds_bucket',
    'rentals_db_pool_connections',
  ];
  const missing = series.filter((name) => !body.includes(name));

  const idOk = res.ok && UUID.test(id) && loggedBy.length === 1 && balancerLog.includes(id);
  const metricsOk = open.status === 401 && scraped.status === 200 && missing.length === 0 && edge.status === 404;
  return {
    pass: idOk && metricsOk,
    figures: [
      `GET /api/health through HAProxy with the client's X-Request-Id "chosen-by-the-client-123": answered ${res.status} ` +
        `with x-request-id "${id}", logged under it by ${loggedBy.map((a) => a.spec.name).join(', ') || 'no instance'}` +
        `${balancerLog.includes(id) ? ' and in the HAProxy log' : ', not in the HAProxy log'}`,
      `/metrics on ${first.spec.name}: ${open.status} without the token, ${scraped.status} with it ` +
        `(${missing.length ? `missing ${missing.join(', ')}` : `${series.length} expected series present`}); through HAProxy: ${edge.status}`,
    ],
  };
}
