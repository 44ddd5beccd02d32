// What build this instance runs, for /api/health and /metrics: the API package's version and the commit, from
// APP_COMMIT (set by the image build, which has no .git) or else asked of git once at start.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT, REPO_ROOT } from '../../config.ts';

export interface BuildInfo {
  version: string;
  commit: string;
}

function gitCommit(): string | null {
  try {
    const out = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2_000,
    });
    return out.toString().trim() || null;
  } catch {
    return null;
  }
}

let cached: BuildInfo | undefined;

export function buildInfo(commitFromEnv: string | undefined): BuildInfo {
  if (commitFromEnv) return { version: packageVersion(), commit: commitFromEnv };
  cached ??= { version: packageVersion(), commit: gitCommit() ?? 'unknown' };
  return cached;
}

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(API_ROOT, 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}
