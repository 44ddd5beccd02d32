import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// The web tests share one module graph and window per worker (isolate: false: the web run takes half the time),
// except the files that need their own: those that replace a module with vi.mock (it only works in a fresh
// graph) and those marked `// vitest: isolate` (with the reason), which ran into state an earlier file left.
const WEB_TESTS = 'src/**/*.test.{ts,tsx}';
const webFilesIsolated = globSync(WEB_TESTS, { cwd: 'apps/web' }).filter((file) =>
  /\bvi\.(do)?[mM]ock\(|^\/\/ vitest: isolate/m.test(readFileSync(`apps/web/${file}`, 'utf8')),
);

export default defineConfig({
  test: {
    // The API's test files mostly wait on PostgreSQL: four at a time on two cores took the unit run from
    // 435 s to 271 s. Page tests wait their turn longer, hence the web project's 15 s test timeout.
    maxWorkers: 4,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: [WEB_TESTS],
          exclude: webFilesIsolated,
          isolate: false,
          maxWorkers: 4,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: { name: 'web-isolated', root: './apps/web', include: webFilesIsolated, maxWorkers: 4 },
      },
    ],
  },
});
