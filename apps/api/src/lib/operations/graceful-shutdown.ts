// Graceful shutdown on SIGTERM (and SIGINT): /api/ready turns 503 at once, the instance keeps serving for
// SHUTDOWN_DRAIN_MS while the load balancer notices, then stops accepting connections, lets the requests in
// flight finish, stops the job workers and closes the pools (app.close() runs every onClose hook), and exits 0.
// Past SHUTDOWN_TIMEOUT_MS it exits 1 whatever is still running.
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  timeoutMs: number;
  drainMs: number;
  /** What to close after the app (the database handle). */
  afterClose?: () => Promise<void>;
  exit?: (code: number) => void;
  signals?: readonly NodeJS.Signals[];
}

export function installGracefulShutdown(app: FastifyInstance, options: ShutdownOptions): () => Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let shuttingDown = false;

  async function shutdown(signal?: NodeJS.Signals) {
    if (shuttingDown) {
      // A second signal (Ctrl-C twice) ends it now.
      app.log.warn({ signal }, 'second signal during shutdown: exiting now');
      return exit(1);
    }
    shuttingDown = true;
    app.operations.draining = true;
    app.log.info({ signal, drainMs: options.drainMs, timeoutMs: options.timeoutMs }, 'shutting down: draining');
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs: options.timeoutMs }, 'shutdown did not finish in time: exiting anyway');
      exit(1);
    }, options.timeoutMs);
    try {
      if (options.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, options.drainMs));
      await app.close();
      await options.afterClose?.();
      clearTimeout(deadline);
      app.log.info('shutdown complete');
      exit(0);
    } catch (err) {
      clearTimeout(deadline);
      app.log.error({ err }, 'shutdown failed');
      exit(1);
    }
  }

  for (const signal of options.signals ?? (['SIGTERM', 'SIGINT'] as const)) {
    process.on(signal, () => void shutdown(signal));
  }
  return shutdown;
}
