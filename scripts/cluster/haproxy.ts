// HAProxy from Debian's package, run with the committed deploy/haproxy.cfg: only the addresses, the stats
// socket, the log target and the process lines change (renderHaproxyConfig), so what is tested is what is
// deployed. Its stats socket tells each server's state and how many requests it was sent.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { type Proc, startProcess, waitFor } from './processes.ts';

export interface Backend {
  name: string;
  port: number;
}

const PROCESS_LINES = /^\s*(daemon|user|group|chroot)\b/;

/**
 * deploy/haproxy.cfg with: `bind` on 127.0.0.1:`port`; its `server` lines replaced by one per backend, each with
 * the first server line's options; the stats socket at `statsSocket`; logs to stderr; no daemon, user, group or
 * chroot lines (the test runs it in the foreground, as the user running the test). Throws when a line it changes
 * is missing, so a reshaped file breaks the test instead of being tested half-way.
 */
export function renderHaproxyConfig(
  template: string,
  options: { port: number; backends: Backend[]; statsSocket: string },
): string {
  const found = { bind: 0, server: 0, stats: 0, log: 0 };
  const out: string[] = [];
  let section = '';
  for (const line of template.split('\n')) {
    const head = /^(\S+)/.exec(line)?.[1];
    if (head) section = head;
    if (section === 'global' && PROCESS_LINES.test(line)) continue;
    if (section === 'global' && /^\s*log\s/.test(line)) {
      found.log++;
      out.push('    log stderr format short local0 info');
      continue;
    }
    if (/^\s*stats socket\s/.test(line)) {
      found.stats++;
      out.push(line.replace(/stats socket\s+\S+/, `stats socket ${options.statsSocket}`));
      continue;
    }
    if (/^\s*bind\s/.test(line)) {
      found.bind++;
      out.push(`    bind 127.0.0.1:${options.port}`);
      continue;
    }
    const server = /^(\s*)server\s+\S+\s+\S+(.*)$/.exec(line);
    if (server) {
      if (found.server++ === 0) {
        for (const b of options.backends) out.push(`${server[1]}server ${b.name} 127.0.0.1:${b.port}${server[2]}`);
      }
      continue;
    }
    out.push(line);
  }
  const missing = Object.entries(found).filter(([, n]) => n === 0);
  if (missing.length) throw new Error(`deploy/haproxy.cfg has no ${missing.map(([k]) => k).join(', ')} line`);
  if (found.bind > 1) throw new Error('deploy/haproxy.cfg binds more than one address: the test expects one');
  return out.join('\n');
}

export function haproxyBinary(): string {
  const found = ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].find((p) => existsSync(p));
  if (!found) throw new Error('haproxy is not installed: apt-get install -y haproxy (.ci/run does it)');
  return found;
}

export interface ServerStat {
  /** UP, DOWN, MAINT, "UP 1/2" while rising... */
  status: string;
  /** Requests (HTTP) sent to it so far. */
  requests: number;
}

export interface Haproxy {
  url: string;
  proc: Proc;
  stats(): Promise<Map<string, ServerStat>>;
  /** A runtime API command on the stats socket, e.g. `disable server api/api2`; answers its output. */
  command(line: string): Promise<string>;
  /** Waits until the server's health checks put it in `status` (UP or DOWN); resolves to the ms waited. */
  waitStatus(server: string, status: 'UP' | 'DOWN' | 'MAINT', timeoutMs?: number): Promise<number>;
  stop(): Promise<void>;
}

function socketCommand(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.once('error', reject);
    socket.once('end', () => resolve(answer));
    socket.once('connect', () => socket.write(`${command}\n`));
  });
}

/** `show stat` CSV -> the servers of the backend `api`. */
export function parseStats(csv: string, backend = 'api'): Map<string, ServerStat> {
  const [header = '', ...rows] = csv.trim().split('\n');
  const columns = header.replace(/^#\s*/, '').split(',');
  const at = (name: string) => columns.indexOf(name);
  const servers = new Map<string, ServerStat>();
  for (const row of rows) {
    const cells = row.split(',');
    const [proxy, server] = [cells[at('pxname')], cells[at('svname')]];
    if (proxy !== backend || !server || server === 'BACKEND' || server === 'FRONTEND') continue;
    // req_tot counts HTTP requests per server; stot (sessions) where it is empty.
    const requests = Number(cells[at('req_tot')] || cells[at('stot')] || 0);
    servers.set(server, { status: cells[at('status')] ?? '', requests });
  }
  return servers;
}

export async function startHaproxy(options: {
  template: string;
  configFile: string;
  logFile: string;
  statsSocket: string;
  port: number;
  backends: Backend[];
  cwd: string;
}): Promise<Haproxy> {
  const config = renderHaproxyConfig(await readFile(options.template, 'utf8'), options);
  await writeFile(options.configFile, config);
  const binary = haproxyBinary();
  const proc = startProcess('haproxy', binary, ['-db', '-f', options.configFile], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    logFile: options.logFile,
  });
  const stats = async () => parseStats(await socketCommand(options.statsSocket, 'show stat'));
  await waitFor('haproxy to open its stats socket', async () => (await stats()).size > 0, {
    timeoutMs: 10_000,
    proc,
  });
  return {
    url: `http://127.0.0.1:${options.port}`,
    proc,
    stats,
    command: (line) => socketCommand(options.statsSocket, line),
    waitStatus(server, status, timeoutMs = 30_000) {
      return waitFor(
        `haproxy to mark ${server} ${status}`,
        async () => (await stats()).get(server)?.status === status,
        { timeoutMs, proc, intervalMs: 100 },
      );
    },
    stop: () => proc.stop(5000),
  };
}
