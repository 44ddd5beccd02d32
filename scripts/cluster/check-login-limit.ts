// a. The login limit holds across the instances together: attempts go round robin through the balancer,
// half to each instance, and still only the limit's worth are let through.
import { call } from './client.ts';
import type { Cluster } from './cluster.ts';

/** modules/auth/auth.routes.ts: 5 attempts a minute per client address and email (RATE_LIMIT_FACTOR unset). */
export const LOGIN_LIMIT = 5;

export async function checkLoginLimit(cluster: Cluster) {
  const attempts = LOGIN_LIMIT * 2 + 2;
  const email = `nobody-${Date.now()}@demo.test`;
  const before = await cluster.haproxy.stats();
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i++) {
    const res = await call(cluster.haproxy.url, 'POST', '/api/login', {
      body: { email, password: 'not-the-password-1' },
      clientIp: '203.0.113.10',
    });
    statuses.push(res.status);
  }
  const after = await cluster.haproxy.stats();
  const perInstance = cluster.instances.map((api) => {
    const name = api.spec.name;
    return (after.get(name)?.requests ?? 0) - (before.get(name)?.requests ?? 0);
  });
  const allowed = statuses.filter((s) => s !== 429).length;
  const refused = statuses.filter((s) => s === 429).length;
  const spread = perInstance.every((n) => n >= LOGIN_LIMIT);
  // Wrong passwords are refused (422) until the limit; every later attempt is 429, on whichever instance.
  const shape = statuses.slice(0, LOGIN_LIMIT).every((s) => s === 422) && refused === attempts - LOGIN_LIMIT;
  return {
    pass: allowed === LOGIN_LIMIT && shape && spread,
    figures: [
      `${attempts} wrong-password attempts for one email from one address: ${allowed} answered (limit ${LOGIN_LIMIT}), ${refused} refused with 429`,
      `statuses in order: ${statuses.join(' ')}`,
      `requests per instance (HAProxy): ${perInstance.join(' / ')}${spread ? '' : ' - not spread over every instance'}`,
    ],
  };
}
