// g. No secret in any log line of the run: the instances' logs (level info: every request, job and email of the
// checks above, sign-ins with the demo password and the tokens they were given) and HAProxy's, scanned with the
// unit run's scanner (apps/api/src/test/log-secrets.ts), which lets through only the start-up banner of the
// instance that seeded the demo accounts (it names their published password on purpose).
import { readFile } from 'node:fs/promises';
import { describeFindings, findSecrets } from '../../apps/api/src/test/log-secrets.ts';
import type { Cluster } from './cluster.ts';

export async function checkLogSecrets(cluster: Cluster) {
  const files = [...cluster.instances.map((api) => api.spec.logFile), cluster.haproxy.proc.logFile];
  let lines = 0;
  const findings = [];
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    lines += text.split('\n').length;
    findings.push(...findSecrets(text, file));
  }
  return {
    pass: findings.length === 0,
    figures: [
      `${lines.toLocaleString('en-US')} log lines in ${files.length} files scanned`,
      findings.length ? describeFindings(findings) : 'no password, token or known secret in any of them',
    ],
  };
}
