// Every process a cluster run starts (API instances, HAProxy), its output appended to a log file, and the
// guarantee that none outlives the run: stopped in order by the run's cleanup, killed on exit or interrupt.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Proc {
  name: string;
  child: ChildProcess;
  logFile: string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  alive(): boolean;
  /** SIGTERM, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  kill(signal: NodeJS.Signals): Promise<void>;
  /** The end of its log, for error messages. */
  tail(lines?: number): string;
}

const running = new Set<Proc>();

process.on('exit', () => {
  for (const proc of running) proc.child.kill('SIGKILL');
});

export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string>; logFile: string },
): Proc {
  const fd = openSync(options.logFile, 'a');
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  const proc: Proc = {
    name,
    child,
    logFile: options.logFile,
    exited,
    alive,
    async stop(graceMs = 15_000) {
      if (alive()) {
        child.kill('SIGTERM');
        const stopped = await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)]);
        if (!stopped) child.kill('SIGKILL');
      }
      await exited;
      running.delete(proc);
    },
    async kill(signal) {
      if (alive()) child.kill(signal);
      await exited;
      running.delete(proc);
    },
    tail(lines = 30) {
      try {
        return readFileSync(options.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
      } catch {
        return '';
      }
    },
  };
  void exited.then(() => running.delete(proc));
  running.add(proc);
  return proc;
}

/** Kills whatever is still running (an interrupted or failed run). */
export async function killAll(): Promise<void> {
  await Promise.all([...running].map((proc) => proc.kill('SIGKILL')));
}

/** Polls `probe` until it is true; fails with `what` (and the process's log) when `proc` exits or time runs out. */
export async function waitFor(
  what: string,
  probe: () => Promise<boolean>,
  options: { timeoutMs: number; proc?: Proc; intervalMs?: number },
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < options.timeoutMs) {
    if (options.proc && !options.proc.alive()) {
      throw new Error(`${options.proc.name} exited while waiting for ${what}:\n${options.proc.tail()}`);
    }
    if (await probe().catch(() => false)) return Date.now() - started;
    await sleep(options.intervalMs ?? 200);
  }
  const log = options.proc ? `\n${options.proc.tail()}` : '';
  throw new Error(`timed out after ${options.timeoutMs / 1000} s waiting for ${what}${log}`);
}
