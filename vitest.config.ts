import { defineConfig } from 'vitest/config';

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
      'apps/web/vite.config.ts',
    ],
  },
});
