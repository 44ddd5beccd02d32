// The secrets no log line may hold, and the scan the unit run ends with (global-setup.ts) over every log the
// test apps wrote (build-app.ts): the tests' fixed secrets, and the shapes of secrets made while they run.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_PASSWORD } from '../db/seed/demo.ts';

export const TEST_PASSWORD = 'test-Password-9';
export const TEST_METRICS_TOKEN = 'metrics-Token-for-tests-4417';
/** config.ts's default sandbox webhook secret, which the tests run with. */
export const SANDBOX_WEBHOOK_SECRET = 'whsec_sandbox_test_secret';

export const KNOWN_SECRETS = [TEST_PASSWORD, DEMO_PASSWORD, TEST_METRICS_TOKEN, SANDBOX_WEBHOOK_SECRET];

const B64 = 'A-Za-z0-9_-';
/** Shapes of the secrets the app hands out, whatever their value. */
export const SECRET_SHAPES: { name: string; pattern: RegExp }[] = [
  // lib/tokens.ts: "<16 characters>.<43 characters>", session and personal tokens alike.
  { name: 'bearer token', pattern: new RegExp(`(?<![${B64}])[${B64}]{16}\\.[${B64}]{43}(?![${B64}])`) },
  { name: 'authorization header', pattern: /\bbearer\s+(?!\[redacted\])[\w.~+/-]{8,}/i },
  {
    name: 'token in a URL path',
    pattern: /\/(?:password-reset|claim-account|new-listings-alerts\/unsubscribe)\/(?!\[redacted\])[^\s"'/?#\\]{12,}/i,
  },
  { name: 'token query parameter', pattern: /[?&]token=(?!\[redacted\])[^&\s"'#\\]+/i },
];

export interface Finding {
  file: string;
  line: number;
  what: string;
  text: string;
}

/**
 * The one line that names a known secret on purpose: src/server.ts's start-up banner on a machine seeded with the
 * demo accounts, whose password is published (README). In a run's output it may carry a prefix ("[WebServer] ").
 */
const DEMO_BANNER = /(?:^|\s)Demo accounts \(password [^)\s]+\):\s*$/;

export function findSecrets(text: string, file = '', secrets: readonly string[] = KNOWN_SECRETS): Finding[] {
  const findings: Finding[] = [];
  text.split('\n').forEach((line, index) => {
    if (DEMO_BANNER.test(line)) return;
    const secret = secrets.find((s) => line.includes(s));
    const shape = SECRET_SHAPES.find((s) => s.pattern.test(line));
    const what = secret ? `the known secret ${secret.slice(0, 4)}…` : shape?.name;
    if (what) findings.push({ file, line: index + 1, what, text: line.slice(0, 400) });
  });
  return findings;
}

/** Every finding in the .log files of `dir`. */
export async function scanLogDir(dir: string): Promise<Finding[]> {
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.log'));
  const findings: Finding[] = [];
  for (const file of files) findings.push(...findSecrets(await readFile(path.join(dir, file), 'utf8'), file));
  return findings;
}

export function describeFindings(findings: Finding[]): string {
  const shown = findings.slice(0, 20).map((f) => `  ${f.file}:${f.line} ${f.what}\n    ${f.text}`);
  const more = findings.length > 20 ? `\n  ... and ${findings.length - 20} more` : '';
  return `${findings.length} log line(s) hold a secret:\n${shown.join('\n')}${more}`;
}
