// The end-of-run log scan can fail: each kind of secret written to a scratch log is found, and the lines the
// app writes on purpose (redacted URLs, ids, hashes) are not.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomToken, sha256 } from '../lib/tokens.ts';
import { describeFindings, findSecrets, KNOWN_SECRETS, scanLogDir, TEST_PASSWORD } from './log-secrets.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rentals-log-scan-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const line = (fields: Record<string, unknown>) => JSON.stringify({ level: 30, time: Date.now(), ...fields });

describe('the log secret scan', () => {
  it('finds a known secret logged on purpose, naming the file and line', async () => {
    await writeFile(
      path.join(dir, 'api-1.log'),
      [line({ msg: 'incoming request' }), line({ msg: 'login', body: { password: TEST_PASSWORD } })].join('\n'),
    );
    const findings = await scanLogDir(dir);
    expect(findings).toEqual([expect.objectContaining({ file: 'api-1.log', line: 2 })]);
    expect(describeFindings(findings)).toContain('api-1.log:2');
    await rm(path.join(dir, 'api-1.log'));
  });

  it('finds every known secret and every secret shape', () => {
    for (const secret of KNOWN_SECRETS) expect(findSecrets(line({ msg: `x ${secret} y` }))).toHaveLength(1);
    // Only the start-up banner itself is let through, not a line that merely starts like it.
    expect(findSecrets('Demo accounts (password demo-Password-1): and the body {"password":"x"}')).toHaveLength(1);
    const token = `${randomToken(12)}.${randomToken(32)}`;
    const reset = randomToken(32);
    for (const text of [
      line({ msg: 'issued', token }),
      line({ req: { headers: { authorization: 'Bearer abcdefgh12345' } } }),
      line({ req: { url: `/api/password-reset/${reset}` } }),
      line({ msg: `link https://rentals.example/claim-account/${reset}` }),
      line({ req: { url: `/api/new-listings-alerts/unsubscribe/${reset}` } }),
      line({ req: { url: '/api/email-alerts/unsubscribe?user=3&token=abc123' } }),
    ]) {
      expect(findSecrets(text), text).toHaveLength(1);
    }
  });

  it('passes what the app logs on purpose', () => {
    for (const text of [
      line({ req: { url: '/api/password-reset/[redacted]' } }),
      line({ req: { url: '/api/x?token=[redacted]&page=2' } }),
      line({ msg: 'hash', value: sha256('x'), requestId: '1b4e28ba-2fa1-11d2-883f-0016d3cca427' }),
      line({ msg: 'file', key: `listing-photos/${randomToken(16)}-640.webp` }),
      line({ msg: 'WWW-Authenticate: Bearer' }),
      'Demo accounts (password demo-Password-1):',
      '[WebServer] Demo accounts (password demo-Password-1):',
    ]) {
      expect(findSecrets(text), text).toEqual([]);
    }
  });
});
