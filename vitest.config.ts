import { defineConfig } from 'vitest/config';

// Every API and unit test runs twice: on the embedded SQLite database and on PostgreSQL
// (TEST_DATABASE_URL, by default the local server's `test` database; each test file works in its own schema).
const shared = {
  include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'app/**/*.test.ts', 'tests/api/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      { test: { ...shared, name: 'sqlite', env: { TEST_DB: 'sqlite' } } },
      { test: { ...shared, name: 'postgres', env: { TEST_DB: 'postgres' } } },
      // Browser tests against the built site, once (they run the server on SQLite).
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      // Deployment: a production install from a fresh clone, Debian's caddy and systemd-analyze.
      {
        test: {
          name: 'deploy',
          include: ['tests/deploy/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 900_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
