// What every command-line entry point shares: a usage error type, and running `main` when the file is the
// script Node was started with (so tests can import the same file without running it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Bad arguments: the command prints the message and its usage, and exits 1. */
export class UsageError extends Error {}

export function runIfMain(moduleUrl: string, name: string, main: (argv: string[]) => Promise<number>) {
  const entry = process.argv[1];
  if (!entry || path.resolve(entry) !== fileURLToPath(moduleUrl)) return;
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(`${name} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      process.exit(1);
    },
  );
}
