// What the server prints at start (seeding, the address, the demo accounts): plain lines on a terminal, and
// JSON lines, as the request log writes them, anywhere else (a log collector reads one JSON object a line).
import { hostname } from 'node:os';

export interface StartupLog {
  (msg: string): void;
  /** True on a terminal: someone is reading (the demo password may be shown), no collector. */
  readonly terminal: boolean;
}

export function startupLog(out: { isTTY?: boolean; write(line: string): unknown } = process.stdout): StartupLog {
  if (out.isTTY) return Object.assign((msg: string) => void out.write(`${msg}\n`), { terminal: true });
  const base = { pid: process.pid, hostname: hostname() };
  const json = (msg: string) => void out.write(`${JSON.stringify({ level: 30, time: Date.now(), ...base, msg })}\n`);
  return Object.assign(json, { terminal: false });
}
