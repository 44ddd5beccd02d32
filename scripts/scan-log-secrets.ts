// Scans the output of a whole test run for secrets (.ci/run tees `npm test` and `npm run test:cluster` into one
// file): the known test secrets and the shapes of tokens, with the scanner the unit run applies to its own apps'
// logs (apps/api/src/test/log-secrets.ts). This one also covers what the end-to-end server printed.
// Usage: node scripts/scan-log-secrets.ts <file>...; exits 1 naming the lines when one holds a secret.
import { readFileSync } from 'node:fs';
import { describeFindings, findSecrets } from '../apps/api/src/test/log-secrets.ts';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node scripts/scan-log-secrets.ts <file>...');
  process.exit(2);
}
const findings = files.flatMap((file) => findSecrets(readFileSync(file, 'utf8'), file));
if (findings.length > 0) {
  console.error(describeFindings(findings));
  process.exit(1);
}
const lines = files.reduce((sum, file) => sum + readFileSync(file, 'utf8').split('\n').length, 0);
console.log(`No secret in the ${lines.toLocaleString('en-US')} lines of the run's output (${files.join(', ')}).`);
