// Child processes the benchmark starts (the API server, the bare Fastify server): started with their output
// kept for error messages, awaited until they answer, and always stopped, even when the benchmark fails or
// is interrupted. Also the web build the servers serve.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Child {
  name: string;
  process: ChildProcess;
  /** The last lines it printed, for error messages. */
  output(): string;
  stop(): Promise<void>;
}

const running = new Set<Child>();

// Last resort (an uncaught error, process.exit): never leave a server behind.
process.on('exit', () => {
  for (const child of running) child.process.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stopAll().finally(() => process.exit(130));
  });
}

export async function stopAll() {
  await Promise.all([...running].map((child) => child.stop()));
}

export function startNode(name: string, script: string, args: string[], env: Record<string, string>): Child {
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const handle: Child = {
    name,
    process: child,
    output: () => output.trim(),
    async stop() {
      running.delete(handle);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
      if (!stopped) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
  running.add(handle);
  return handle;
}

/** `npm run build` (the web app and its server renderer) in `cwd`, its output shown; fails when the build does. */
export function buildWeb(cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`npm run build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/**
 * Fails when something already listens on `port` of 127.0.0.1: the server started there would exit, and
 * waitUntilUp would take the other program's answers for its own.
 */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (err: NodeJS.ErrnoException) =>
      reject(new Error(`port ${port} is in use (${err.code}): free it or choose another (BENCH_PORT)`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** Polls `url` until it answers 200; fails when the child exits first or after `timeoutMs`. */
export async function waitUntilUp(child: Child, url: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) {
      throw new Error(`${child.name} exited with code ${child.process.exitCode}:\n${child.output()}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${child.name} did not answer ${url} within ${timeoutMs / 1000} s:\n${child.output()}`);
}
