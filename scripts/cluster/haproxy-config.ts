// node scripts/cluster/haproxy-config.ts PORT API_PORT... > haproxy.cfg: deploy/haproxy.cfg as the cluster test
// runs it (bind 127.0.0.1:PORT, one server line per API port, stats socket and logs for a foreground run by any
// user), for trying several instances by hand: haproxy -db -f haproxy.cfg (docs/operations.md).
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderHaproxyConfig } from './haproxy.ts';
import { HAPROXY_TEMPLATE } from './paths.ts';

const [port, ...apiPorts] = process.argv.slice(2).map(Number);
if (!port || apiPorts.length === 0 || [port, ...apiPorts].some((p) => !Number.isInteger(p) || p < 1 || p > 65535)) {
  console.error('Usage: node scripts/cluster/haproxy-config.ts PORT API_PORT [API_PORT...]  (e.g. 8080 3001 3002)');
  process.exit(1);
}
process.stdout.write(
  renderHaproxyConfig(readFileSync(HAPROXY_TEMPLATE, 'utf8'), {
    port,
    backends: apiPorts.map((p, i) => ({ name: `api${i + 1}`, port: p })),
    statsSocket: path.join(os.tmpdir(), `rentals-haproxy-${port}.sock`),
  }),
);
