// API instances as `npm start` runs them (node apps/api/src/server.ts), each on its own port with its own
// DATA_DIR (nothing may rely on another instance's disk) and log file; killed, restarted, waited for.
import path from 'node:path';
import { ROOT } from './paths.ts';
import { type Proc, startProcess, waitFor } from './processes.ts';

export interface InstanceSpec {
  name: string;
  port: number;
  dataDir: string;
  logFile: string;
  /** The cluster's environment (database, Redis, S3, ...), the same for every instance. */
  env: Record<string, string>;
  /** Only the first instance seeds the demo data; the others start alongside it. */
  seedDemo: boolean;
}

export interface Instance {
  spec: InstanceSpec;
  url: string;
  proc: Proc | null;
  start(): void;
  /** Polls /api/ready until it answers 200; resolves to the milliseconds waited. */
  waitReady(timeoutMs?: number): Promise<number>;
  stop(): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Only what the server needs from this environment: a leftover RATE_LIMIT_FACTOR or DATABASE_URL would change the test. */
function baseEnv(): Record<string, string> {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'];
  return Object.fromEntries(keep.flatMap((k) => (process.env[k] ? [[k, process.env[k] as string]] : [])));
}

export function instance(spec: InstanceSpec): Instance {
  const url = `http://127.0.0.1:${spec.port}`;
  const self: Instance = {
    spec,
    url,
    proc: null,
    start() {
      self.proc = startProcess(spec.name, process.execPath, [path.join(ROOT, 'apps/api/src/server.ts')], {
        cwd: ROOT,
        logFile: spec.logFile,
        env: {
          ...baseEnv(),
          ...spec.env,
          HOST: '127.0.0.1',
          PORT: String(spec.port),
          DATA_DIR: spec.dataDir,
          SEED_DEMO: String(spec.seedDemo),
        },
      });
    },
    waitReady(timeoutMs = 240_000) {
      return waitFor(
        `${spec.name} to answer ${url}/api/ready`,
        async () => (await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2000) })).status === 200,
        { timeoutMs, proc: self.proc ?? undefined },
      );
    },
    async stop() {
      await self.proc?.stop();
    },
    async kill(signal = 'SIGKILL') {
      await self.proc?.kill(signal);
    },
  };
  return self;
}
