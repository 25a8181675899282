import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// Five projects, their files side by side in one pool of workers (docs/decisions/009). A file's project follows
// from where it lives and how it is named, never from a list:
// - `tests/api/**/*.test.ts`, and `*.db.test.ts` beside the code (app/, common/, server/, scripts/): they need a database,
//   so they run twice, in `sqlite` (the embedded database) and in `postgres` (TEST_DATABASE_URL, by default the
//   local server's `test` database; each test file works in its own schema); a file named `*.sqlite.test.ts`
//   checks what no database can change (the HTTP layer, hashing, picture decoding) and runs in `sqlite` only;
// - every other `*.test.ts` beside the code: `unit`, once, with no database (createTestApp refuses to run there);
// - `tests/e2e/**`: `e2e`, browser tests against the built site, in one Chromium per worker and over two
//   read-only servers that tests/e2e/global-setup.ts starts for the whole run; a file that changes content
//   starts a server of its own over a copy of the seeded site;
// - `tests/deploy/**`: `deploy`, a production install from a fresh clone, Debian's caddy, systemd-analyze. Its
//   files come first (projects are taken in name order), so the long install overlaps the rest.
const BESIDE_THE_CODE = '{app,common,server,scripts}/**/*.test.ts';
const NEEDS_A_DATABASE = ['tests/api/**/*.test.ts', '{app,common,server}/**/*.db.test.ts'];

// The app and the servers the tests start run as in production. Vitest sets NODE_ENV=test, which the
// servers inherit and which selects the development builds of React and MUI: slower pages, with checks
// that parents' phones never run (the API tests: 94 -> 85 s on their own). The unit tests keep Vitest's
// NODE_ENV=test (plain-icon.test.ts compares against MUI's development output).
const AS_IN_PRODUCTION = { NODE_ENV: 'production' };

const withDatabase = {
  include: NEEDS_A_DATABASE,
  // A worker keeps the modules it has loaded from one test file to the next: each file builds its own app,
  // database and folders, and the one count the server keeps per process (upload slots,
  // server/limits/upload-slots.ts) is given back with every answer. About 25 s less CPU a run than loading the
  // server's modules again for every file.
  isolate: false,
  // The demo site seeded and exported once for both databases (the files that import it instead of seeding).
  globalSetup: ['tests/api/demo-export-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

// The servers and command-line tools the tests start, and the test workers themselves, keep Node's compiled
// code of the modules they load in one folder: later starts skip most of the parsing and compiling.
process.env.NODE_COMPILE_CACHE ??= fileURLToPath(new URL('node_modules/.cache/node-compile-cache', import.meta.url));

// Test files are mostly waiting (on the database, the server, the browser), so a few more workers than
// cores keep both cores busy. TEST_WORKERS overrides it (1 runs one file at a time).
const workers = Number(process.env.TEST_WORKERS) || Math.max(2, os.availableParallelism() + 1);

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        test: {
          name: 'unit',
          include: [BESIDE_THE_CODE],
          exclude: NEEDS_A_DATABASE,
          testTimeout: 30_000,
          // As in the database projects: a worker keeps the modules it loaded for its next file (its 33 files:
          // 13 s of CPU with a fresh module graph per file, 7 s without).
          isolate: false,
        },
      },
      { test: { ...withDatabase, name: 'sqlite', env: { ...AS_IN_PRODUCTION, TEST_DB: 'sqlite' } } },
      {
        test: {
          ...withDatabase,
          name: 'postgres',
          exclude: [...configDefaults.exclude, '**/*.sqlite.test.ts'],
          env: { ...AS_IN_PRODUCTION, TEST_DB: 'postgres' },
        },
      },
      // Browser tests against the built site, once (they run the server on SQLite).
      {
        test: {
          name: 'e2e',
          env: AS_IN_PRODUCTION,
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page answers a click or a clock step within a few hundred milliseconds, but with three browser
          // files at once on two cores a render can take seconds: expect.poll waits up to 10 s (it returns
          // as soon as the expectation holds, so this costs nothing when the machine is quiet).
          expect: { poll: { timeout: 10_000 } },
        },
      },
      // Deployment: a production install from a fresh clone, Debian's caddy and systemd-analyze.
      {
        test: {
          name: 'deploy',
          env: AS_IN_PRODUCTION,
          include: ['tests/deploy/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 900_000,
        },
      },
    ],
  },
});
