// A site server started inside the test process, whose clock (deps.clock, server/clock.ts) the test moves: "the
// scheduled post appears at 07:00" without sleeping until 07:00. It is the production server's own parts (the
// database and files opened by openDeps, the API of buildApp, the built pages of mountPages) over a copy of the
// seeded site, with a TestClock in place of the system clock. Nothing in the server reads a setting or offers a
// route to change its clock: only a test that holds the returned `clock` can.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { buildApp } from '../../server/app.ts';
import { ensureAdmin, openDeps } from '../../server/bootstrap.ts';
import { loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/http/logger.ts';
import { ResponseCache } from '../../server/http/response-cache.ts';
import { mountPages } from '../../server/pages.ts';
import { freePort } from '../helpers/free-port.ts';
import { TestClock } from '../helpers/test-clock.ts';
import { ADMIN, cheapenPasswords, templateDir, type RunningServer } from './harness.ts';

export interface ClockedServer extends RunningServer {
  /** The server's clock: it runs with the real time until the test sets or moves it. */
  clock: TestClock;
}

/** The seeded site with the first Admin (ADMIN, cheap password hash), served in this process on a free port. */
export async function startClockedServer(): Promise<ClockedServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-e2e-clocked-'));
  await fs.cp(templateDir(), dataDir, { recursive: true });
  const port = await freePort();
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: '0',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  let output = '';
  const logger = createLogger('warn', (line) => (output += `${line}\n`));
  const opened = await openDeps(config, logger);
  const clock = new TestClock();
  // As openDeps builds them for SQLite (one process owns the file), reading the test's clock.
  const deps = { ...opened.deps, clock, cache: new ResponseCache(clock) };
  await ensureAdmin(deps);
  const app = buildApp(deps);
  await mountPages(app, deps);
  const server = serve({ fetch: app.fetch, port, hostname: config.host });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const running = {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    output: () => output,
    pid: process.pid,
    clock,
    async stop() {
      // Connections a failed test's pages left open would otherwise hold the close up.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      if ('closeAllConnections' in server) server.closeAllConnections();
      await closed;
      await opened.handle.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
  cheapenPasswords(running, [ADMIN]);
  return running;
}
